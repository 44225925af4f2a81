// Session 37, the shop ledger (said on 2026-11-10): what someone still owes said alone (张三还欠 340)
// was a 422 naming "欠" as whom money was paid back to ("no payable account is open for money paid
// back to 欠"); 客户张三还欠 340 paid the customers' receivable into Alipay, and 还欠 340 or 我还欠 340
// the same garbled 422. A balance moves no money: now a 422 that says who still owes what and
// how to say what happened.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { Problem } from '../../src/problem.ts';
import { checkedSuite } from './checked-suite.ts';
import { LAO_CHEN, shopLedger } from './shop-ledger.ts';

const SAID_ON = '2026-11-10';
const SHOP = shopLedger({ payees: [LAO_CHEN] });
const ledger = Ledger.fromText(SHOP, 'ledger.beancount');

function problemOf(text: string): Problem {
  try {
    parseEntry(ledger, text, SAID_ON);
  } catch (e) {
    if (e instanceof Problem) return e;
    throw e;
  }
  throw new Error(`no Problem for ${text}`);
}

describe('parseEntry in a shop: what is still owed, said alone, moves no money', () => {
  for (const text of ['张三还欠 340', '张三 还欠 340', '客户张三还欠 340', '张三仍欠 340', '张三尚欠 340', '张三还欠着 340', '昨天张三还欠 340', '张三还欠 340 微信']) {
    it(text, () => {
      const problem = problemOf(text);
      expect(problem.status).toBe(422);
      expect(problem.message).toBe('张三 still owes 340: no money moved, so there is nothing to book');
      expect(JSON.stringify(problem.errors)).toMatch(/赊给张三 340[\s\S]*张三还款 340 微信/);
    });
  }
  it('names no one when no one is said', () => {
    expect(problemOf('还欠 340').message).toBe('340 is still owed: no money moved, so there is nothing to book');
  });
  it('says you owe it when 我 is said', () => {
    expect(problemOf('我还欠 340').message).toBe('you still owe 340: no money moved, so there is nothing to book');
  });
  it('keeps the message of a claim on someone (还欠我)', () => {
    expect(problemOf('张三还欠我 340').message).toMatch(/张三 owes me, but no money moved/);
  });
});

checkedSuite('parseEntry in a shop: what is still owed beside money moved, as before', SHOP, [
  { text: '张三还了 200 还欠 340 微信', postings: 'Assets:WeChat 200; Assets:Receivable:Customers -200', warning: /read 340 after 还欠 as what is still owed, not paid/ },
  { text: '张三又欠了 340', postings: 'Assets:Receivable:Customers 340; Income:Sales -340', payee: '张三' },
  { text: '张三还款 340 微信', postings: 'Assets:WeChat 340; Assets:Receivable:Customers -340', payee: '张三' },
], SAID_ON);
