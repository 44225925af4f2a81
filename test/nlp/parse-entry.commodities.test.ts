// A commodity held on its own account (BTC on Assets:Coins:BTC, alias 比特币) bought or sold for
// money is a 422 however the sentence finds the account: by its currency, its name or its alias.
// QA found the account's own words (its leaf BTC) masking the currency code of "0.01 BTC", which
// was then read as 0.01 CNY: the trade became two CNY expenses. Against
// test/fixtures/nlp/commodity-accounts.beancount, said on 2024-05-02.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Ledger } from '../../src/ledger/ledger.ts';
import { Problem } from '../../src/problem.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const FIXTURE = readFileSync(new URL('../fixtures/nlp/commodity-accounts.beancount', import.meta.url), 'utf8');
const REFERENCE_DATE = '2024-05-02';
const ledgerOf = (text: string) => Ledger.fromText(text, 'commodity-accounts.beancount');
const ledger = ledgerOf(FIXTURE);

function problemOf(l: Ledger, text: string): Problem {
  try {
    const entry = parseEntry(l, text, REFERENCE_DATE);
    throw new Error(`parsed as ${entry.postings.map((p) => `${p.account} ${p.units!.number} ${p.units!.currency}`).join('; ')}`);
  } catch (e) {
    if (e instanceof Problem) return e;
    throw e;
  }
}

// The same BTC account, found by its alias and leaf (the fixture), by its name only (no alias),
// and by its currency only (a name that says nothing of BTC).
const BTC_LEDGERS: readonly (readonly [string, Ledger])[] = [
  ['alias 比特币 and leaf BTC', ledger],
  ['leaf BTC, no alias', ledgerOf(FIXTURE.replace('open Assets:Coins:BTC BTC\n  alias: "比特币"', 'open Assets:Coins:BTC BTC'))],
  ['currency only (Assets:Crypto BTC)', ledgerOf(FIXTURE.replace('open Assets:Coins:BTC BTC\n  alias: "比特币"', 'open Assets:Crypto BTC'))],
  ['currency and alias (Assets:Crypto BTC, alias 比特币)', ledgerOf(FIXTURE.replace('open Assets:Coins:BTC BTC', 'open Assets:Crypto BTC'))],
];

describe('a commodity held on its own account, bought or sold for money, is a 422 however its account is named', () => {
  for (const [how, l] of BTC_LEDGERS) {
    for (const text of ['比特币 买入 0.01 BTC 花了 6000', '买入 0.01 BTC 花了 6000', '卖出 0.01 BTC 收到 6000', '卖了 0.5 BTC 到招行 30000']) {
      it(`${text} (${how})`, () => {
        const problem = problemOf(l, text);
        expect(problem.status).toBe(422);
        expect(problem.detail).toBe('buying or selling BTC is not read from text');
      });
    }
  }
  for (const text of ['买了 0.5 ETH 花了 9000', '以太坊 买了 0.5 ETH 花了 9000', '卖出 0.5 ETH 收到 9000']) {
    it(`${text} (ETH on Assets:Coins:ETH, alias 以太坊)`, () => {
      const problem = problemOf(ledger, text);
      expect(problem.status).toBe(422);
      expect(problem.detail).toBe('buying or selling ETH is not read from text');
    });
  }
});

// Sentences the rule must leave alone: paying in the commodity is spending in it, a code said
// with its amount keeps its currency, and a wallet named by its alias still pays.
const CASES: readonly EntryCase[] = [
  { text: '0.01 BTC 买书', postings: 'Expenses:Shopping:Books 0.01 BTC; Assets:Coins:BTC -0.01 BTC', warning: /^no payment account named; used Assets:Coins:BTC$/ },
  { text: '用比特币 0.01 BTC 买书', postings: 'Expenses:Shopping:Books 0.01 BTC; Assets:Coins:BTC -0.01 BTC', guessed: false },
  // USD is both a currency and the leaf of Assets:Bank:HSBC:USD (it was 100 CNY from WeChat)
  { text: '午饭 100 USD', postings: 'Expenses:Food:Dining 100 USD; Assets:Bank:HSBC:USD -100 USD', warning: /no payment account named; used Assets:Bank:HSBC:USD/ },
  // an alias of an asset account names the paying wallet
  { text: '午饭 25 招行', postings: 'Expenses:Food:Dining 25; Assets:Bank:CMB -25', guessed: false },
  { text: '招行 午饭 25', postings: 'Expenses:Food:Dining 25; Assets:Bank:CMB -25', guessed: false },
  { text: '午饭 25', postings: 'Expenses:Food:Dining 25; Assets:WeChat -25', warning: /most used/ },
];

describe('sentences around commodity accounts', () => {
  for (const c of CASES) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});

describe('a currency code that no account or commodity of the ledger has is never read as CNY silently', () => {
  const bare = ledgerOf(FIXTURE.replace(/open Assets:Coins:BTC BTC\n {2}alias: "比特币"\n/, '').replace(/open Assets:Coins:ETH ETH\n {2}alias: "以太坊"\n/, ''));
  it('bought or sold for money: the same 422', () => {
    for (const [text, code] of [['买入 0.01 BTC 花了 6000', 'BTC'], ['卖出 0.01 BTC 收到 6000', 'BTC'], ['买了 0.5 ETH 花了 9000', 'ETH']] as const) {
      const problem = problemOf(bare, text);
      expect(problem.status).toBe(422);
      expect(problem.detail).toBe(`buying or selling ${code} is not read from text`);
    }
  });
  it('a known code written in another case (btc): the same 422 when traded, else warned', () => {
    for (const [, l] of BTC_LEDGERS) {
      const problem = problemOf(l, '买入 0.01 btc 花了 6000');
      expect(problem.detail).toBe('buying or selling BTC is not read from text');
    }
    const entry = parseEntry(ledger, '0.01 btc 买书', REFERENCE_DATE);
    expect(entry.warnings.join('\n')).toMatch(/^btc after 0\.01 is no currency of the ledger \(codes are matched as spelled: BTC\); read 0\.01 as CNY$/m);
  });
  it('spent: read in the default currency, warned', () => {
    const entry = parseEntry(bare, '0.01 BTC 买书', REFERENCE_DATE);
    expect(entry.warnings.join('\n')).toMatch(/BTC after 0\.01 is no currency of the ledger/);
    expect(entry.confidence).toBeLessThan(0.8);
  });
});
