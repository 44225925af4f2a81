// Security QA: `午饭 1，000`, 信用卡 40 times, then 里 held the NLP (and so every user) for hours (28
// times: 2 minutes). Whether 1，000 is a thousand is read from what follows it: wallet words only.
// 信用卡 is both a term and a card word, 招商银行卡 both 招商银行 + 卡 and 招商 + 银行卡, and the pattern
// of wallet words tried every way of reading a run of them before the 里 that ends it. The words are
// read as the places a run of them reaches now; these finish at once, and read as they did.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';

const ledger = Ledger.fromText(readFileSync(new URL('../fixtures/nlp/ledger.beancount', import.meta.url), 'utf8'), 'ledger.beancount');
const postings = (text: string) => parseEntry(ledger, text, '2026-11-27').postings.map((p) => `${p.account} ${p.units!.number}`);

describe('wallet words after digits joined by a full-width comma', () => {
  it('followed by a word of no wallet, 1，000 is no thousand', () => {
    expect(postings(`午饭 1，000${'信用卡'.repeat(40)}里`)).toEqual(['Expenses:Food:Dining 1', 'Liabilities:CreditCard:CMB -1']);
    expect(postings(`午饭 1，000${'招商银行卡'.repeat(30)}里`)).toEqual(['Expenses:Food:Dining 1', 'Assets:Bank:CMB -1']);
  });

  it('and nothing else, 1，000 is a thousand', () => {
    expect(postings(`午饭 1，000${'信用卡'.repeat(40)}`)).toEqual(['Expenses:Food:Dining 1000', 'Liabilities:CreditCard:CMB -1000']);
    expect(postings(`午饭 4，500 ${'招商银行卡 '.repeat(30)}付的`)).toEqual(['Expenses:Food:Dining 4500', 'Assets:Bank:CMB -4500']);
  });
});
