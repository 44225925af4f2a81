// Security QA: `午饭 35 微信`, 300 spaces, then `x 20` held the NLP (and so every user) for over 20 s,
// and 480 spaces for minutes. The words between a wallet and the amount paid from it (微信付了20:
// PART_VERB) were read with a run of spaces before and after each word that may be left out, so a
// run of spaces with no amount after it was split between those runs every way. Each space is read
// one way now; these finish at once, and read as they did.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';

const ledger = Ledger.fromText(readFileSync(new URL('../fixtures/nlp/ledger.beancount', import.meta.url), 'utf8'), 'ledger.beancount');
const postings = (text: string) => parseEntry(ledger, text, '2026-11-27').postings.map((p) => `${p.account} ${p.units!.number}`);

describe('a run of spaces after a wallet', () => {
  it('with a word after it, the amount is no part paid from the wallet (还 20: a card repaid)', () => {
    expect(postings(`午饭 35 微信${' '.repeat(480)}x 20`)).toEqual(['Expenses:Food:Dining 35', 'Expenses:Uncategorized 20', 'Assets:WeChat -55']);
    expect(postings(`午饭 35 微信${' \t'.repeat(240)}还 20`)).toEqual(['Assets:WeChat -55', 'Liabilities:CreditCard:CMB 55']);
  });

  it('with only spaces and the words of a part, the amounts are the parts paid', () => {
    expect(postings(`午饭 35 微信${' '.repeat(200)}20 支付宝15`)).toEqual(['Expenses:Food:Dining 35', 'Assets:WeChat -20', 'Assets:Alipay -15']);
    expect(postings(`午饭 35 微信${' '.repeat(100)}付了${' '.repeat(100)}20 ${' '.repeat(100)}再用支付宝15`)).toEqual(['Expenses:Food:Dining 35', 'Assets:WeChat -20', 'Assets:Alipay -15']);
  });
});
