// Household QA: a bank account closed at the end of 2025 (Assets:Bank:ICBC, alias 工商银行) named
// with a word for its card in 2026 (工商银行卡, 工商银行储蓄卡, 工行卡). The card is that bank's,
// as the bank's name alone is: the same warning that the account is closed, and never another
// bank's account in its place (工商银行卡 was read as 银行卡, the one open bank, with no warning).
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const LEDGER = `option "operating_currency" "CNY"

2025-01-01 open Assets:Bank:CMB CNY
  alias: "招商银行,招行,储蓄卡"
2025-01-01 open Assets:Bank:ICBC CNY
  alias: "工商银行"
2025-01-01 open Assets:Wallet:WeChat CNY
  alias: "微信,零钱"
2025-01-01 open Liabilities:CreditCard:CMB CNY
  alias: "信用卡"
2025-01-01 open Expenses:Food
2025-01-01 open Expenses:Shopping
2025-01-01 open Equity:Opening-Balances

2025-01-01 * "期初余额"
  Assets:Bank:CMB  52000.00 CNY
  Assets:Bank:ICBC  18000.00 CNY
  Assets:Wallet:WeChat  850.35 CNY
  Equity:Opening-Balances

2025-12-12 * "星巴克" "拿铁"
  Expenses:Food  36.00 CNY
  Assets:Wallet:WeChat

2025-12-31 * "工商银行" "销户 转到招行"
  Assets:Bank:ICBC  -18000.00 CNY
  Assets:Bank:CMB  18000.00 CNY

2025-12-31 close Assets:Bank:ICBC
`;
const ledger = Ledger.fromText(LEDGER, 'household.beancount');
const REFERENCE_DATE = '2026-01-05';
const CLOSED = /^工商银行 names Assets:Bank:ICBC, which is closed \(2025-12-31\); used Assets:Wallet:WeChat/m;

describe('a closed bank named with a word for its card', () => {
  const cases: EntryCase[] = [
    { text: '用工商银行买了衣服 300', postings: 'Expenses:Shopping 300; Assets:Wallet:WeChat -300', warning: CLOSED },
    { text: '用工商银行卡买了衣服 300', postings: 'Expenses:Shopping 300; Assets:Wallet:WeChat -300', warning: CLOSED },
    { text: '用工商银行储蓄卡买了衣服 300', postings: 'Expenses:Shopping 300; Assets:Wallet:WeChat -300', warning: CLOSED },
    { text: '工商银行的银行卡买了衣服 300', postings: 'Expenses:Shopping 300; Assets:Wallet:WeChat -300', warning: CLOSED },
    { text: '用工行卡买了衣服 300', postings: 'Expenses:Shopping 300; Assets:Wallet:WeChat -300', warning: /^工行 names Assets:Bank:ICBC, which is closed \(2025-12-31\)/m },
    // no card of that bank in the ledger: read by the card word, warned, as when the bank is open
    { text: '工商银行信用卡买了衣服 300', postings: 'Expenses:Shopping 300; Liabilities:CreditCard:CMB -300', warning: /^工商银行信用卡 names no one account; read as Liabilities:CreditCard:CMB/m },
    // on or before the close the card is the bank's account
    { text: '2025-12-31 用工商银行卡买了衣服 300', date: '2025-12-31', postings: 'Expenses:Shopping 300; Assets:Bank:ICBC -300', guessed: false },
    { text: '2025-12-20 用工商银行储蓄卡买了衣服 300', date: '2025-12-20', postings: 'Expenses:Shopping 300; Assets:Bank:ICBC -300', guessed: false },
    // a card word alone still names the open bank
    { text: '用银行卡买了衣服 300', postings: 'Expenses:Shopping 300; Assets:Bank:CMB -300', guessed: false },
    { text: '用储蓄卡买了衣服 300', postings: 'Expenses:Shopping 300; Assets:Bank:CMB -300', guessed: false },
  ];
  for (const c of cases) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));

  it('a move from the closed bank named by its card is refused, as one named by the bank is', () => {
    for (const text of ['从工商银行转1000到招行', '从工商银行卡转1000到招行']) {
      expect(() => parseEntry(ledger, text, REFERENCE_DATE), text).toThrow('工商银行 names Assets:Bank:ICBC, which is closed (2025-12-31)');
    }
  });
});
