// Session 37, the shop ledger (said on 2026-11-10), no record of 小王 and no payable for him:
// 还小王 500 微信 and 还小王 500 手续费 1 微信 answered "no payable account is open", beside the
// supplier's Liabilities:Supplier, open. Both still answer 422 (the fee changes nothing), and now
// say whose the open payable is and how to book 小王 on one.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { Problem } from '../../src/problem.ts';
import { LAO_CHEN, shopLedger } from './shop-ledger.ts';

const SAID_ON = '2026-11-10';

function problemOf(ledgerText: string, text: string): Problem {
  try {
    parseEntry(Ledger.fromText(ledgerText, 'ledger.beancount'), text, SAID_ON);
  } catch (e) {
    if (e instanceof Problem) return e;
    throw e;
  }
  throw new Error(`no Problem for ${text}`);
}

describe('parseEntry in a shop: money paid back to someone with no payable of theirs', () => {
  const shop = shopLedger({ payees: [LAO_CHEN] });
  for (const text of ['还小王 500 微信', '还小王 500 手续费 1 微信', '还小王 500 微信 手续费 1']) {
    it(`${text} names the supplier's payable as kept for another`, () => {
      const problem = problemOf(shop, text);
      expect(problem.status).toBe(422);
      expect(problem.message).toBe('no payable account is open for money paid back to 小王: Liabilities:Supplier is kept for 老陈, not 小王');
      expect(JSON.stringify(problem.errors)).toMatch(/record 小王 as a payee with the account owed to them/);
    });
  }
  it('says a payable with no payee recorded on it is open', () => {
    expect(problemOf(shopLedger({ payees: [] }), '还小王 500 微信').message).toBe('no payable account is open for money paid back to 小王: Liabilities:Supplier has no payee recorded on it');
  });
  it('reads the fee beside the payment when a payable for anyone is open', () => {
    const ledger = Ledger.fromText(`${shopLedger({ payees: [LAO_CHEN] })}2026-10-01 open Liabilities:Payables CNY\n`, 'ledger.beancount');
    const postings = (text: string) => parseEntry(ledger, text, SAID_ON).postings.map((p) => `${p.account} ${p.units!.number.toString()}`).sort();
    expect(postings('还小王 500 微信')).toEqual(['Assets:WeChat -500', 'Liabilities:Payables 500']);
    expect(postings('还小王 500 手续费 1 微信')).toEqual(['Assets:WeChat -501', 'Expenses:Packaging 1', 'Liabilities:Payables 500']);
  });
});
