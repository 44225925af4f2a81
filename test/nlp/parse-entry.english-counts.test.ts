// Counts said in English were read as money (QA 2026-11-26, item 10): `split dinner 240 with 3
// friends` was 243 spent, `paid 50 for 2 tickets` 52, `2 coffees 9` 11, and `coffee 2 x 4.50`
// 4.50 with a warning of several numbers. A split with the others counted (`with 3 friends`) is
// a shared bill as `和3个同事AA` is: 4 people, my share a quarter.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { findSharedBill } from '../../src/nlp/shares.ts';
import { findAmounts } from '../../src/nlp/amounts.ts';

const LEDGER = `
option "operating_currency" "USD"
2023-01-01 open Assets:Checking USD
2023-01-01 open Assets:Receivables USD
2023-01-01 open Liabilities:CreditCard:Visa USD
2023-01-01 open Expenses:Dining
2023-01-01 open Expenses:Coffee
2023-01-01 open Expenses:Entertainment
`;
const ledger = Ledger.fromText(LEDGER, 'counts.beancount');
const parse = (text: string) => parseEntry(ledger, text, '2026-11-26');
const spent = (text: string) => parse(text).postings.filter((p) => p.account.startsWith('Expenses:')).map((p) => p.units!.number.toString());

describe('parseEntry: English counts are no amounts', () => {
  it('split dinner 240 with 3 friends: my share of 4 is spent', () => {
    const e = parse('split dinner 240 with 3 friends visa');
    expect(spent('split dinner 240 with 3 friends visa')).toEqual(['60']);
    expect(e.warnings.join('\n')).toMatch(/my share 60 of 240 split 4 ways/);
  });
  it('split dinner 240 with 3 friends paid by me: 240 paid, 60 spent, 180 owed to me', () => {
    const e = parse('split dinner 240 with 3 friends paid by me visa');
    const amount = (account: string) => e.postings.find((p) => p.account === account)?.units!.number.toString();
    expect(amount('Expenses:Dining')).toBe('60');
    expect(amount('Assets:Receivables')).toBe('180');
    expect(amount('Liabilities:CreditCard:Visa')).toBe('-240');
  });
  it('paid 50 for 2 tickets visa is 50', () => expect(spent('paid 50 for 2 tickets visa')).toEqual(['50']));
  it('2 coffees 9 visa is 9', () => expect(spent('2 coffees 9 visa')).toEqual(['9']));
  it('coffee 2 x 4.50 visa is 9, as 4.50 x 2 is, with no warning of several numbers', () => {
    expect(spent('coffee 2 x 4.50 visa')).toEqual(['9']);
    expect(spent('coffee 4.50 x 2 visa')).toEqual(['9']);
    expect(parse('coffee 2 x 4.50 visa').warnings.join('\n')).not.toMatch(/several numbers/);
  });
});

describe('findSharedBill: the others counted in English', () => {
  const bill = (text: string) => findSharedBill(text, findAmounts(text), 'USD');
  it('with 3 friends is 4 people, me included', () => {
    expect(bill('split dinner 240 with 3 friends')).toMatchObject({ people: 4 });
    expect(bill('split dinner 240 with 3 friends')!.share.toString()).toBe('60');
    expect(bill('dinner 240 split with 2 coworkers')!.share.toString()).toBe('80');
  });
  it('split 4 ways is still 4 people', () => expect(bill('dinner 240 split 4 ways')).toMatchObject({ people: 4 }));
});
