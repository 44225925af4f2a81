import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseText } from '../../src/ledger/syntax/parser.ts';
import { Decimal } from '../../src/ledger/core/decimal.ts';
import { ledgerViewOf, splitAliases, type LedgerView } from '../../src/nlp/ledger-view.ts';
import { nlpIndexOf, spokenNames } from '../../src/nlp/ledger-index.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';

const TEXT = `
option "operating_currency" "EUR"
2020-01-01 open Assets:Bank:CMB CNY
  alias: "招行卡, 工资卡"
2020-01-01 open Assets:Old
2021-01-01 close Assets:Old
2020-01-01 open Expenses:Food
2020-01-01 custom "payee" "星巴克"
  account: "Expenses:Food"
  alias: "Starbucks，星爸爸"
2020-02-01 * "星巴克" "coffee"
  Expenses:Food  30 CNY
  Assets:Bank:CMB
`;

describe('ledgerViewOf', () => {
  const ledger = Ledger.fromText(TEXT);
  const view = ledgerViewOf(ledger);
  it('reads open accounts with their aliases, payee records, history and currencies', () => {
    expect(view.accounts.map((a) => a.name).sort()).toEqual(['Assets:Bank:CMB', 'Expenses:Food']);
    expect(view.accounts.find((a) => a.name === 'Assets:Bank:CMB')).toMatchObject({ openDate: '2020-01-01', currencies: ['CNY'], aliases: ['招行卡', '工资卡'] });
    expect(view.payees).toEqual([{ name: '星巴克', account: 'Expenses:Food', aliases: ['Starbucks', '星爸爸'] }]);
    expect(view.transactions).toHaveLength(1);
    expect(view.transactions[0]!.postings.map((p) => `${p.account} ${p.units.number} ${p.units.currency}`)).toEqual(['Expenses:Food 30 CNY', 'Assets:Bank:CMB -30 CNY']);
    // (the ledger's own transaction: the history is not a copy of the ledger)
    expect(view.transactions[0]).toBe(ledger.directives.find((d) => d.type === 'transaction'));
    expect(view.operatingCurrencies).toEqual(['EUR']);
    expect(view.commodities).toContain('CNY');
  });
  it('reads closed accounts with the dates and currencies of their open', () => {
    expect(view.closedAccounts).toEqual([{ name: 'Assets:Old', closeDate: '2021-01-01', aliases: [], openDate: '2020-01-01', currencies: [] }]);
  });
  it('is built once per ledger state and rebuilt after an append', () => {
    expect(ledgerViewOf(ledger)).toBe(view);
    const raw = parseText('2020-03-01 * "Tea" "tea"\n  Expenses:Food  5 CNY\n  Assets:Bank:CMB\n', 'more.beancount').directives;
    const checked = ledger.check(raw);
    expect(checked.errors).toEqual([]);
    ledger.append(checked.directives);
    const after = ledgerViewOf(ledger);
    expect(after).not.toBe(view);
    expect(after.transactions).toHaveLength(2);
  });
  it('uses the first operating currency as the default', () => {
    expect(nlpIndexOf(view).defaultCurrency).toBe('EUR');
  });
});

describe('a LedgerView built by hand (Chinese account names)', () => {
  const view: LedgerView = {
    accounts: [
      { name: 'Assets:银行:招商', openDate: '2020-01-01', currencies: [], aliases: [] },
      { name: 'Assets:银行:工商', openDate: '2020-01-01', currencies: [], aliases: [] },
      { name: 'Expenses:餐饮:咖啡', openDate: '2020-01-01', currencies: [], aliases: [] },
      { name: 'Expenses:餐饮', openDate: '2020-01-01', currencies: [], aliases: [] },
      { name: 'Expenses:交通:打车', openDate: '2020-01-01', currencies: [], aliases: ['滴滴'] },
      { name: 'Expenses:其他', openDate: '2020-01-01', currencies: [], aliases: [] },
    ],
    payees: [],
    transactions: [{ date: '2020-05-01', payee: null, narration: 'x', postings: [{ account: 'Expenses:餐饮', units: { number: Decimal.parse('1'), currency: 'CNY' } }, { account: 'Assets:银行:工商', units: { number: Decimal.parse('-1'), currency: 'CNY' } }] }],
    operatingCurrencies: [],
    commodities: [],
  };
  const parse = (text: string) => parseEntry(view, text, '2026-11-21');
  it('matches Chinese segments and the lexicon in Chinese', () => {
    expect(parse('招商 咖啡 30').postings.map((p) => p.account)).toEqual(['Expenses:餐饮:咖啡', 'Assets:银行:招商']);
    expect(parse('招行卡付打车20').postings.map((p) => p.account)).toEqual(['Expenses:交通:打车', 'Assets:银行:招商']);
    expect(parse('午饭 40').postings.map((p) => p.account)).toEqual(['Expenses:餐饮', 'Assets:银行:工商']);
  });
  it('defaults to CNY without operating currency and uses the catch-all 其他', () => {
    const e = parse('随便买了点东西 66');
    expect(e.postings[0]).toEqual({ account: 'Expenses:其他', units: { number: '66', currency: 'CNY' } });
    expect(e.warnings.some((w) => w.includes('Expenses:其他'))).toBe(true);
  });
});

describe('name helpers', () => {
  it('splits aliases on ASCII and Chinese commas', () => expect(splitAliases('a, b，c、 ,d')).toEqual(['a', 'b', 'c', 'd']));
  it('speaks a segment by its parts and its Chinese part', () => {
    expect(spokenNames('CCB-建行').sort()).toEqual(['CCB', 'CCB-建行', '建行'].sort());
    expect(spokenNames('J建行')).toContain('建行');
  });
});

describe('account choice rules', () => {
  const account = (name: string, aliases: string[] = [], currencies: string[] = []) => ({ name, openDate: '2020-01-01', currencies, aliases });
  const view: LedgerView = {
    accounts: [
      account('Assets:Bank:CMB', ['招行']), account('Liabilities:Card:CMB', ['招行信用卡']), account('Expenses:Food:Coffee'), account('Expenses:Food:Snacks'),
      account('Expenses:Food'), account('Expenses:Food:Dining:Lunch'), account('Expenses:Food:Dining'),
    ],
    payees: [{ name: '星巴克', account: 'Expenses:Food:Snacks', aliases: [] }],
    transactions: [],
    operatingCurrencies: ['CNY'],
    commodities: [],
  };
  const accounts = (text: string) => parseEntry(view, text, '2026-11-21').postings.map((p) => p.account);
  it('the longest alias wins', () => {
    expect(accounts('招行信用卡 咖啡 30')).toEqual(['Expenses:Food:Coffee', 'Liabilities:Card:CMB']);
    expect(accounts('招行 咖啡 30')).toEqual(['Expenses:Food:Coffee', 'Assets:Bank:CMB']);
  });
  it("a payee record beats the lexicon's reading of the payee's name", () => {
    expect(accounts('星巴克 30 招行')).toEqual(['Expenses:Food:Snacks', 'Assets:Bank:CMB']);
  });
  it('the most specific lexicon name, then the deepest account wins', () => {
    expect(accounts('午饭 30 招行')).toEqual(['Expenses:Food:Dining:Lunch', 'Assets:Bank:CMB']);
    expect(accounts('晚饭 30 招行')).toEqual(['Expenses:Food:Dining', 'Assets:Bank:CMB']);
  });
  it('warns when no funding account is named and there is no history', () => {
    const e = parseEntry(view, '咖啡 30', '2026-11-21');
    expect(e.postings.map((p) => p.account)).toEqual(['Expenses:Food:Coffee', 'Assets:Bank:CMB']);
    expect(e.warnings).toHaveLength(1);
    expect(e.confidence).toBeLessThan(0.95);
  });
  it('lends to an expense with a warning when no receivable account is open', () => {
    const e = parseEntry(view, '借给小王500 招行', '2026-11-21');
    expect(e.postings.map((p) => `${p.account} ${p.units!.number}`)).toEqual(['Assets:Bank:CMB -500', 'Expenses:Food 500']);
    expect(e.warnings.join()).toMatch(/receivable/);
    expect(e.payee).toBe('小王');
  });
});
