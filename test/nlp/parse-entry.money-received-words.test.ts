// Words of money coming in that were read as spending: 领红包, 借呗借了 (no 借呗 account), 理财到期,
// venmo from Tom, 小王把 AA 的钱转我了. Said on 2026-11-26.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { Problem } from '../../src/problem.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { walletsLedger } from './wallets-ledger.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const REFERENCE_DATE = '2026-11-26';
const ledger = walletsLedger('money-received-words.beancount');

function problemOf(text: string): Problem {
  try {
    parseEntry(ledger, text, REFERENCE_DATE);
  } catch (e) {
    expect(e).toBeInstanceOf(Problem);
    return e as Problem;
  }
  throw new Error(`no Problem for ${text}`);
}

const CASES: readonly EntryCase[] = [
  { text: '领红包 5 微信', postings: 'Assets:WeChat 5; Income:RedPacket -5', guessed: false },
  { text: '领了个红包 5 微信', postings: 'Assets:WeChat 5; Income:RedPacket -5', guessed: false },
  { text: '抢红包 5 微信', postings: 'Assets:WeChat 5; Income:RedPacket -5', guessed: false },
  { text: '给妈妈发红包 200 微信', postings: 'Expenses:Gifts 200; Assets:WeChat -200' },
  { text: '借呗借了 5000 到招行', postings: 'Assets:Bank:CMB 5000; Liabilities:Payables -5000', payee: '借呗', guessed: false },
  { text: 'venmo from tom 20 招行', postings: 'Assets:Bank:CMB 20; Income:Other -20', payee: 'tom' },
  { text: 'got venmo from tom 20 招行', postings: 'Assets:Bank:CMB 20; Income:Other -20', payee: 'tom' },
  { text: 'tom venmoed me 20 招行', postings: 'Assets:Bank:CMB 20; Income:Other -20', payee: 'tom' },
  { text: '小王 把 AA 的钱 转我了 50 微信', postings: 'Assets:WeChat 50; Assets:Receivables:XiaoWang -50', payee: '小王' },
  { text: '小王把钱转我了 50 微信', postings: 'Assets:WeChat 50; Assets:Receivables:XiaoWang -50', payee: '小王' },
];

describe('parseEntry: money received', () => {
  for (const c of CASES) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
  it('理财到期 with no account for what matured is a 422, not spending', () => {
    expect(problemOf('理财到期 10000 招行').status).toBe(422);
    expect(problemOf('存款到期 10000 工行').message).toMatch(/存款到期: no open account named holds what matured/);
  });
  it('理财到期 with the account named is a move from it into the bank', () => {
    const withIt = Ledger.fromText(`2020-01-01 open Assets:Bank:CMB CNY\n  alias: "招行"\n2020-01-01 open Assets:Investments:WealthMgmt CNY\n  alias: "理财"\n2020-01-01 open Expenses:Misc\n`, 'matured.beancount');
    expectEntry(parseEntry(withIt, '理财到期 10000 招行', REFERENCE_DATE), { text: '', postings: 'Assets:Investments:WealthMgmt -10000; Assets:Bank:CMB 10000', narration: '理财到期', guessed: false }, REFERENCE_DATE);
  });
});
