// QA of session 33, item 5: `买了 $50 的 东西 花了 350` booked 50 USD from the dollar account and
// dropped the 350 without a word (with a wallet named, 微信 or 招行, it was two purchases, 50 USD
// and 350 CNY). What was bought, said with its worth in one currency, and what was paid for it in
// another are the same money, as in 酒店 120 欧元 visa 约合 940 元: what left the wallet (花了 350)
// is booked, the worth warned as what it came to and kept in the narration.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-21';
const FIXTURE = readFileSync(new URL('../fixtures/nlp/ledger.beancount', import.meta.url), 'utf8');

checkedSuite('things bought worth one currency, paid in another', FIXTURE, [
  { text: '买了 $50 的 东西 花了 350', postings: 'Expenses:Uncategorized 350; Assets:WeChat -350', narration: '买了 $50 的 东西', warning: /^read 50 USD as what 350 CNY came to: booked 350 CNY, what was paid$/m },
  { text: '买了 $50 的 东西 花了 350 微信', postings: 'Expenses:Uncategorized 350; Assets:WeChat -350', warning: /read 50 USD as what 350 CNY came to/ },
  { text: '买了50美元的东西 花了350元 招行卡', postings: 'Expenses:Uncategorized 350; Assets:Bank:CMB -350', warning: /read 50 USD as what 350 CNY came to/ },
  { text: '花了 350 买了 $50 的东西 招行卡', postings: 'Expenses:Uncategorized 350; Assets:Bank:CMB -350', warning: /read 50 USD as what 350 CNY came to/ },
  { text: 'bought $50 worth of stuff, paid 350 wechat', postings: 'Expenses:Uncategorized 350; Assets:WeChat -350', warning: /read 50 USD as what 350 CNY came to/ },
  // the wallet named holds only dollars: the bare 350 is no price of its own, the worth is booked
  { text: '买了 $50 的 东西 花了 350 花旗', postings: 'Expenses:Uncategorized 50 USD; Assets:Bank:Citi -50 USD', warning: /read 350 as what 50 USD came to: booked 50 USD/ },
  // as before: an equivalent said with 合, and two things bought
  { text: '买了 50 美元的东西 花旗 合人民币 350', postings: 'Expenses:Uncategorized 50 USD; Assets:Bank:Citi -50 USD', warning: /read 350 CNY as what 50 USD came to: booked 50 USD/ },
  { text: '午饭 35 微信，打车 $5 花旗', postings: 'Expenses:Food:Dining 35; Assets:WeChat -35; Expenses:Transport:Taxi 5 USD; Assets:Bank:Citi -5 USD' },
], SAID_ON);

describe('things bought worth one currency: money bought is still an exchange', () => {
  it('refuses 买了1000美元 花了7150 as before', () => {
    const ledger = Ledger.fromText(FIXTURE, 'ledger.beancount');
    expect(() => parseEntry(ledger, '买了1000美元 花了7150', SAID_ON)).toThrow('a currency exchange is not read from text');
  });
});
