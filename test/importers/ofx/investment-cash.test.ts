// Investment statements (INVSTMTRS): the cash movements (INVBANKTRAN) are bank transactions of
// the account's cash and import like STMTTRN; trades and other securities entries stay skipped.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Problem } from '../../../src/http/problem.ts';
import { appended, importTwice, plan, postingLines } from '../import-fixtures.ts';
import { beanCheck } from '../../support/bean-check.ts';
import { OFX_CORPUS } from '../../support/corpus.ts';
import { join } from 'node:path';

const FIDELITY = readFileSync(join(OFX_CORPUS, 'fidelity.ofx'));

const LEDGER = `option "operating_currency" "USD"
2000-01-01 open Assets:Fidelity:Cash USD
  account_id: "01234567890"
2000-01-01 open Assets:Other USD
2000-01-01 open Income:Interest USD
`;

describe('fidelity.ofx (INVSTMTRS with BUYSTOCK, SELLSTOCK, INCOME and INVBANKTRAN)', async () => {
  const p = await plan(LEDGER, { content: FIDELITY });

  it('imports the three cash movements into the account whose account_id is the ACCTID', () => {
    expect(p.report.transactions.map((t) => [t.date, t.payee, postingLines(t)[0]])).toEqual([
      ['2012-07-31', 'INTEREST EARNED', 'Assets:Fidelity:Cash 0.2400 USD'],
      ['2012-08-20', 'LATE SETTLEMENT FEE', 'Assets:Fidelity:Cash -0.9700 USD'],
      ['2012-08-31', 'INTEREST EARNED', 'Assets:Fidelity:Cash 0.1600 USD'],
    ]);
    expect(p.report.transactions[0]!.meta).toEqual({ import_id: 'ofx:01234567890:0123456789021301320120731' });
  });

  it('skips each securities transaction with a reason naming it', () => {
    const kinds = p.report.skipped_rows.map((s) => /: (\w+) is a securities transaction/.exec(s.reason)?.[1]);
    expect(kinds).toEqual([...Array(8).fill('BUYSTOCK'), ...Array(4).fill('INCOME'), 'SELLSTOCK', 'SELLSTOCK']);
    expect(p.report.skipped).toBe(14);
  });

  it('passes bean-check when appended and imports nothing the second time', async () => {
    const check = beanCheck(appended(LEDGER, p));
    if (check) expect(check.errors).toBe('');
    const { second } = await importTwice(LEDGER, { content: FIDELITY });
    expect([second.report.imported, second.report.duplicates]).toEqual([0, 3]);
  });

  it('uses the account field when no metadata names the investment account', async () => {
    const q = await plan(LEDGER.replace('  account_id: "01234567890"\n', ''), { content: FIDELITY, account: 'Assets:Other' });
    expect(q.report.transactions.map((t) => postingLines(t)[0])).toEqual(['Assets:Other 0.2400 USD', 'Assets:Other -0.9700 USD', 'Assets:Other 0.1600 USD']);
  });

  it('asks for the account when nothing maps an investment account with cash movements', async () => {
    const e = await plan(LEDGER.replace('  account_id: "01234567890"\n', ''), { content: FIDELITY }).then(() => null, (err: unknown) => err);
    expect(e).toBeInstanceOf(Problem);
    expect([(e as Problem).status, (e as Problem).errors[0]!.path]).toEqual([400, 'account']);
  });
});
