// Second recheck of session 49 (students abroad, ledgers of CNY and AUD, CAD, NZD or GBP): a currency's
// full or everyday name (澳大利亚元, 加拿大元, 纽元, 澳刀, 加刀, 纽刀, the misspelling 英磅) was no currency,
// so 买菜 60 澳大利亚元 was 60 yuan and 换了 1000 澳大利亚元 招行 花了 4710 元 到 CommBank two fees;
// 刀 in an exchange was USD and refused, and 微信 换 300 澳元 1420 元 (no 花了) was refused;
// English counts were not read: two flatmates paid me back 450 AUD each was 450, split three ways all mine.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-20';

const ABROAD_LEDGER = `option "operating_currency" "CNY"
option "operating_currency" "AUD"

2026-01-01 commodity CNY
2026-01-01 commodity AUD
2026-01-01 commodity CAD
2026-01-01 commodity NZD
2026-01-01 commodity GBP

2026-01-01 open Assets:CN:CMB CNY
  alias: "招行,招商银行"
2026-01-01 open Assets:CN:WeChat CNY
  alias: "微信"
2026-01-01 open Assets:AU:CommBank AUD
  alias: "CommBank,CBA"
2026-01-01 open Assets:CA:TD CAD
  alias: "TD"
2026-01-01 open Assets:NZ:ANZ NZD
  alias: "ANZ"
2026-01-01 open Assets:UK:Monzo GBP
  alias: "Monzo"
2026-01-01 open Assets:Receivables:Flatmates AUD
  alias: "室友,flatmates"
2026-01-01 open Expenses:Food:Groceries
  alias: "买菜,Coles"
2026-01-01 open Expenses:Housing:Rent AUD
  alias: "房租,rent"
2026-01-01 open Expenses:Fees
  alias: "手续费"
2026-01-01 open Equity:Opening-Balances

2026-01-01 price AUD 4.70 CNY
`;

checkedSuite('parseEntry: a currency said by its full or everyday name is that currency', ABROAD_LEDGER, [
  { text: '买菜 60 澳大利亚元 CommBank', postings: 'Expenses:Food:Groceries 60 AUD; Assets:AU:CommBank -60 AUD' },
  { text: 'Coles 买菜 30 澳刀 CommBank', postings: 'Expenses:Food:Groceries 30 AUD; Assets:AU:CommBank -30 AUD' },
  { text: '买菜 60 纽元 ANZ', postings: 'Expenses:Food:Groceries 60 NZD; Assets:NZ:ANZ -60 NZD' },
  { text: '买菜 45 加刀 TD', postings: 'Expenses:Food:Groceries 45 CAD; Assets:CA:TD -45 CAD' },
  { text: '买菜 20 英磅 Monzo', postings: 'Expenses:Food:Groceries 20 GBP; Assets:UK:Monzo -20 GBP' },
  // exchanges with them are moves at a price, as with 澳币 (they were two fees, the foreign account not credited)
  { text: '换了 1000 澳大利亚元 招行 花了 4710 元 到 CommBank', postings: 'Assets:CN:CMB -4710 CNY @@ 1000 AUD; Assets:AU:CommBank 1000 AUD' },
  { text: '换了 1000 澳刀 招行 花了 4710 元 到 CommBank', postings: 'Assets:CN:CMB -4710 CNY @@ 1000 AUD; Assets:AU:CommBank 1000 AUD' },
  { text: '换了 800 纽元 招行 花了 3360 元 到 ANZ', postings: 'Assets:CN:CMB -3360 CNY @@ 800 NZD; Assets:NZ:ANZ 800 NZD' },
  { text: '换了 1000 加拿大元 招行 花了 5200 元 到 TD', postings: 'Assets:CN:CMB -5200 CNY @@ 1000 CAD; Assets:CA:TD 1000 CAD' },
  { text: '换了 500 英磅 招行 花了 4550 元 到 Monzo', postings: 'Assets:CN:CMB -4550 CNY @@ 500 GBP; Assets:UK:Monzo 500 GBP' },
], SAID_ON);

checkedSuite('parseEntry: 刀 in an exchange is the dollar of the wallet named that holds one, and 花了 is not needed', ABROAD_LEDGER, [
  { text: '换了 500 刀 招行 花了 2600 元 到 TD', postings: 'Assets:CN:CMB -2600 CNY @@ 500 CAD; Assets:CA:TD 500 CAD', guessed: true },
  { text: '微信 换 300 澳元 1420 元 到 CommBank', postings: 'Assets:CN:WeChat -1420 CNY @@ 300 AUD; Assets:AU:CommBank 300 AUD' },
], SAID_ON);

checkedSuite('parseEntry: counts in English words', ABROAD_LEDGER, [
  { text: 'two flatmates paid me back 450 AUD each to CommBank', postings: 'Assets:AU:CommBank 900 AUD; Assets:Receivables:Flatmates -900 AUD', guessed: true },
  { text: 'three flatmates each sent me 20 AUD to CommBank', postings: 'Assets:AU:CommBank 60 AUD; Assets:Receivables:Flatmates -60 AUD', guessed: true },
  // (without each, the one amount is what they sent in all)
  { text: 'two flatmates paid me back 450 AUD to CommBank', postings: 'Assets:AU:CommBank 450 AUD; Assets:Receivables:Flatmates -450 AUD' },
  { text: 'paid 1350 rent split three ways with flatmates from CommBank', postings: 'Expenses:Housing:Rent 450 AUD; Assets:Receivables:Flatmates 900 AUD; Assets:AU:CommBank -1350 AUD', guessed: true },
], SAID_ON);

describe('parseEntry: with no wallet named, the name of the currency alone says it (it was yuan)', () => {
  const ledger = Ledger.fromText(ABROAD_LEDGER, 'ledger.beancount');
  const cases: readonly (readonly [string, string])[] = [
    ['买菜 60 澳大利亚元', 'AUD'], ['买菜 60 澳洲元', 'AUD'], ['Coles 买菜 30 澳刀', 'AUD'], ['买菜 60 纽元', 'NZD'], ['买菜 60 纽刀', 'NZD'],
    ['买菜 60 加拿大元', 'CAD'], ['买菜 60 加刀', 'CAD'], ['买菜 60 英磅', 'GBP'],
  ];
  for (const [text, currency] of cases) {
    it(text, () => {
      const draft = parseEntry(ledger, text, SAID_ON);
      expect(draft.postings.find((p) => p.account === 'Expenses:Food:Groceries')?.units!.currency).toBe(currency);
    });
  }
});
