// QA student of session 41: 室友转我 120 电费 was income (uncategorized, warned) though the ledger's
// Assets:Receivables keeps what roommates owe me of bills I paid, as 室友AA 电费 转了我 50 settles it.
// Money a person sends me for a shared bill (utilities, a group meal) pays their share back.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { checkedSuite } from './checked-suite.ts';
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';

const SAID_ON = '2026-11-10';

checkedSuite('parseEntry: a share of a bill sent back settles the receivable', STARTER_LEDGER, [
  { text: '室友转我 120 电费', postings: 'Assets:Alipay 120; Assets:Receivables -120', payee: '室友' },
  { text: '室友转我 50 水费 微信', postings: 'Assets:WeChat 50; Assets:Receivables -50', payee: '室友' },
  { text: '室友转我 360 聚餐的钱', postings: 'Assets:Alipay 360; Assets:Receivables -360', payee: '室友' },
  { text: '小王微信转我 80 水电费', postings: 'Assets:WeChat 80; Assets:Receivables -80', payee: '小王' },
  { text: '室友给了我 60 网费 银行卡', postings: 'Assets:Bank 60; Assets:Receivables -60', payee: '室友' },
], SAID_ON);

// (recheck QA of session 41) not sent yet is a claim, no money moved; a landlord's money is no share
// of a bill of mine
describe('money not sent yet, and a landlord sending money', () => {
  const ledger = Ledger.fromText(STARTER_LEDGER, 'starter.beancount');
  it('室友还没转我 120: a 422, no money moved', () => {
    expect(() => parseEntry(ledger, '室友还没转我 120', '2026-11-17')).toThrow(/owes me, but no money moved/);
  });
  it('房东转我 120 电费: income, the receivable untouched', () => {
    const e = parseEntry(ledger, '房东转我 120 电费 微信', '2026-11-17');
    expect(e.postings.some((p) => p.account === 'Assets:Receivables')).toBe(false);
  });
});
