// QA of session 41: 去医院看病 花了 380 医保报销了 230 自付 150 微信 took 300 out of WeChat (230 received
// as income, 380 and 150 spent). The medical insurance paid its part to the hospital: only my
// part left my wallet.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { Problem } from '../../src/problem.ts';
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-20';
const open = (account: string, alias?: string) => `2025-12-01 open ${account} CNY${alias ? `\n  alias: "${alias}"` : ''}`;
const LEDGER = [
  'option "operating_currency" "CNY"',
  open('Assets:WeChat', '微信'),
  open('Assets:Bank:CMB', '招行'),
  open('Expenses:Health:Clinic', '看病,门诊'),
  open('Expenses:Uncategorized'),
  open('Income:Uncategorized'),
  '',
].join('\n');

const MINE = /^read 230 as paid by the insurance of the 380 bill, and 150 as paid by me: booked 150$/m;

checkedSuite('a bill the medical insurance paid part of', LEDGER, [
  { text: '去医院看病 花了 380 医保报销了 230 自付 150 微信', postings: 'Expenses:Health:Clinic 150; Assets:WeChat -150', warning: MINE },
  { text: '看病 380 医保 230 自付 150 微信', postings: 'Expenses:Health:Clinic 150; Assets:WeChat -150', warning: MINE },
  // my part left out: the bill less the insurer's
  { text: '门诊 380 医保统筹支付 230 招行', postings: 'Expenses:Health:Clinic 150; Assets:Bank:CMB -150', warning: MINE },
  { text: '看病 医保报销 230 自付 150 微信', postings: 'Expenses:Health:Clinic 150; Assets:WeChat -150', warning: /^read 230 as paid by the insurance, and 150 as paid by me: booked 150$/m },
], SAID_ON);

describe('a bill whose parts do not add up', () => {
  it('is refused, naming the figures', () => {
    const ledger = Ledger.fromText(LEDGER, 'ledger.beancount');
    let problem: unknown = null;
    try {
      parseEntry(ledger, '看病 380 医保报销 230 自付 140 微信', SAID_ON);
    } catch (e) {
      problem = e;
    }
    expect(problem).toBeInstanceOf(Problem);
    expect((problem as Problem).status).toBe(422);
    expect((problem as Problem).message).toMatch(/230.*140.*370.*380/);
  });
});
