import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseText } from '../../../src/ledger/syntax/parser.ts';
import type { Meta, MetaValue, RawDirective, RawTransaction } from '../../../src/ledger/core/directives.ts';

/** Strip the common indentation of a snippet, as Beancount's tests do with textwrap.dedent. */
function dedent(s: string): string {
  const lines = s.replace(/^\n/, '').split('\n');
  const indents = lines.filter((l) => l.trim() !== '').map((l) => l.match(/^ */)![0].length);
  const cut = indents.length ? Math.min(...indents) : 0;
  return lines.map((l) => l.slice(cut)).join('\n');
}

function parse(snippet: string) {
  return parseText(dedent(snippet), 'test.beancount');
}

/** Parse a snippet that must have no errors. */
function ok(snippet: string): RawDirective[] {
  const r = parse(snippet);
  expect(r.errors).toEqual([]);
  return r.directives;
}

function txn(snippet: string): RawTransaction {
  const ds = ok(snippet);
  expect(ds).toHaveLength(1);
  expect(ds[0]!.type).toBe('transaction');
  return ds[0] as RawTransaction;
}

/** Metadata values with numbers as text, for comparison. */
function plainMeta(meta: Meta): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(meta)) out[k] = plainValue(v);
  return out;
}
function plainValue(v: MetaValue): unknown {
  if (v.type === 'number') return { type: 'number', value: v.value.toString() };
  if (v.type === 'amount') return { type: 'amount', value: `${v.value.number.toString()} ${v.value.currency}` };
  return v;
}

const n = (x: { toString(): string } | null | undefined) => (x == null ? x : x.toString());

describe('directives', () => {
  it('reads open with currencies and booking method', () => {
    const ds = ok(`
      2013-05-18 open Assets:US:BestBank:Checking
      2013-05-18 open Assets:Cash   USD,CAD , EUR
      2013-05-18 open Assets:US:Vanguard:VIIPX  VIIPX  "FIFO"
      2013-05-18 open Assets:US:Vanguard:X    "STRICT"
    `);
    expect(ds.map((d) => d.type === 'open' && [d.account, d.currencies, d.booking])).toEqual([
      ['Assets:US:BestBank:Checking', [], null],
      ['Assets:Cash', ['USD', 'CAD', 'EUR'], null],
      ['Assets:US:Vanguard:VIIPX', ['VIIPX'], 'FIFO'],
      ['Assets:US:Vanguard:X', [], 'STRICT'],
    ]);
    expect(ds.map((d) => d.source)).toEqual([1, 2, 3, 4].map((line) => ({ file: 'test.beancount', line })));
  });

  it('reports an invalid booking method and keeps the open', () => {
    const r = parse(`2013-05-18 open Assets:X USD "SLOW"\n`);
    expect(r.directives).toHaveLength(1);
    expect(r.errors.map((e) => e.message)).toEqual(['Invalid booking method: SLOW']);
  });

  it('gives an open with an invalid booking method the booking_method option in force at its line, and shows it under the error', () => {
    // As Beancount 2.3's grammar: bean-check prints `open Assets:X USD "STRICT"` and
    // `open Assets:Y USD "LIFO"` under the two errors; an empty string is no method, and no error.
    const r = parse(`
      2013-05-18 open Assets:X USD "SLOW"
      option "booking_method" "LIFO"
      2013-05-18 open Assets:Y USD "fifo"
      2013-05-18 open Assets:Z USD ""
    `);
    expect(r.directives.map((d) => d.type === 'open' && d.booking)).toEqual(['STRICT', 'LIFO', null]);
    expect(r.errors.map((e) => [e.source.line, e.message, e.entry])).toEqual([
      [1, 'Invalid booking method: SLOW', r.directives[0]],
      [3, 'Invalid booking method: fifo', r.directives[1]],
    ]);
  });

  it('reads close, commodity, pad, note, event, query, price', () => {
    const ds = ok(`
      2013-05-18 close Assets:US:BestBank:Checking
      2013-05-18 commodity MSFT
      2013-05-18 pad Assets:US:BestBank:Checking  Equity:Opening-Balances
      2013-05-18 note Assets:US:BestBank:Checking  "Blah, di blah."
      2013-05-18 event "location" "New York, USA"
      2013-05-18 event "location" ""
      2013-05-18 query "cash" "SELECT SUM(position) WHERE currency = 'USD'"
      2013-05-18 price USD   1.0290 CAD
    `);
    expect(ds.map((d) => d.type)).toEqual(['close', 'commodity', 'pad', 'note', 'event', 'event', 'query', 'price']);
    expect(ds[2]).toMatchObject({ account: 'Assets:US:BestBank:Checking', sourceAccount: 'Equity:Opening-Balances' });
    expect(ds[3]).toMatchObject({ comment: 'Blah, di blah.' });
    expect(ds[5]).toMatchObject({ eventType: 'location', description: '' });
    expect(ds[6]).toMatchObject({ name: 'cash', queryString: "SELECT SUM(position) WHERE currency = 'USD'" });
    const price = ds[7]!;
    expect(price.type === 'price' && [price.currency, n(price.amount.number), price.amount.currency]).toEqual(['USD', '1.0290', 'CAD']);
  });

  it('reads balance with and without tolerance, with expressions', () => {
    const ds = ok(`
      2013-05-18 balance Assets:US:BestBank:Checking  200 USD
      2013-05-18 balance Assets:US:BestBank:Checking  200.00 ~ 0.002 USD
      2014-01-01 balance Assets:Something  3 * 4 * 120.01 * 2.1  USD
    `);
    expect(ds.map((d) => d.type === 'balance' && [n(d.amount.number), d.amount.currency, n(d.tolerance)])).toEqual([
      ['200', 'USD', null],
      ['200.00', 'USD', '0.002'],
      ['3024.252', 'USD', null],
    ]);
  });

  it('rejects a balance with a cost', () => {
    const r = parse(`2013-05-18 balance Assets:Investments  10 MSFT {45.30 USD}\n`);
    expect(r.directives).toEqual([]);
    expect(r.errors).toHaveLength(1);
  });

  it('reads document with tags and links, path as written', () => {
    const ds = ok(`
      2013-05-18 document Assets:US:BestBank:Checking "/Accounting/statement.pdf"
      2013-05-18 document Assets:US:BestBank:Checking "rel/s.pdf" #tag1 ^link1 #tag2
    `);
    expect(ds[0]).toMatchObject({ filename: '/Accounting/statement.pdf', tags: [], links: [] });
    expect(ds[1]).toMatchObject({ filename: 'rel/s.pdf', tags: ['tag1', 'tag2'], links: ['link1'] });
  });

  it('reads custom values of every kind', () => {
    const [d] = ok(`2013-05-18 custom "budget" "weekly < 1000.00 USD" 2016-02-28 TRUE FALSE 43.03 USD 23 Assets:Cash (2 + 3)\n`);
    expect(d!.type).toBe('custom');
    if (d!.type !== 'custom') return;
    expect(d.customType).toBe('budget');
    expect(d.values.map(plainValue)).toEqual([
      { type: 'string', value: 'weekly < 1000.00 USD' },
      { type: 'date', value: '2016-02-28' },
      { type: 'bool', value: true },
      { type: 'bool', value: false },
      { type: 'amount', value: '43.03 USD' },
      { type: 'number', value: '23' },
      { type: 'account', value: 'Assets:Cash' },
      { type: 'number', value: '5' },
    ]);
  });

  it('reads option, include, plugin', () => {
    const r = parse(`
      option "title" "Super Rich"
      option "operating_currency" "USD"
      include "other/file.beancount"
      plugin "beancount.plugins.auto_accounts"
      plugin "beancount.plugins.x" "config: 1"
    `);
    expect(r.errors).toEqual([]);
    expect(r.options.map(({ name, value, source }) => [name, value, source.line])).toEqual([
      ['title', 'Super Rich', 1],
      ['operating_currency', 'USD', 2],
    ]);
    expect(r.includes).toEqual([{ path: 'other/file.beancount', source: { file: 'test.beancount', line: 3 } }]);
    expect(r.plugins.map(({ name, config }) => [name, config])).toEqual([
      ['beancount.plugins.auto_accounts', null],
      ['beancount.plugins.x', 'config: 1'],
    ]);
  });

  it('normalises dates written with slashes or short fields', () => {
    const ds = ok(`
      2014/01/02 open Assets:A
      2014-1-2 open Assets:B
      2024-02-29 open Assets:C
    `);
    expect(ds.map((d) => d.date)).toEqual(['2014-01-02', '2014-01-02', '2024-02-29']);
  });

  it('reports impossible dates as syntax errors and keeps going', () => {
    const r = parse(`
      2024-02-30 open Assets:A
      2023-02-29 open Assets:B
      2000-13-01 open Assets:C
      2024-01-01 open Assets:D
    `);
    expect(r.directives.map((d) => d.type === 'open' && d.account)).toEqual(['Assets:D']);
    expect(r.errors.map((e) => [e.source.line, e.kind])).toEqual([[1, 'syntax'], [2, 'syntax'], [3, 'syntax']]);
  });
});

describe('transactions', () => {
  it('reads flags, payee and narration', () => {
    const ds = ok(`
      2013-05-18 * "Nice dinner at Mermaid Inn"
      2013-05-18 ! "Mermaid Inn" "Nice dinner"
      2013-05-18 txn "Only narration"
      2013-05-18 *
      2013-05-18 # "hash flag"
      2013-05-18 P "pad flag"
      2013-05-18 & "amp"
      2013-05-18 ? "q"
      2013-05-18 % "pct"
      2013-05-18 M "merge"
    `);
    expect(ds.map((d) => d.type === 'transaction' && [d.flag, d.payee, d.narration])).toEqual([
      ['*', null, 'Nice dinner at Mermaid Inn'],
      ['!', 'Mermaid Inn', 'Nice dinner'],
      ['*', null, 'Only narration'],
      ['*', null, ''],
      ['#', null, 'hash flag'],
      ['P', null, 'pad flag'],
      ['&', null, 'amp'],
      ['?', null, 'q'],
      ['%', null, 'pct'],
      ['M', null, 'merge'],
    ]);
  });

  it('drops a transaction with three strings, with an error', () => {
    const r = parse(`
      2013-05-18 * "Mermaid Inn" "Nice dinner" "With Caroline's"
        Expenses:Restaurant         100 USD
        Assets:US:Cash             -100 USD
      2013-05-19 open Assets:X
    `);
    expect(r.directives.map((d) => d.type)).toEqual(['open']);
    // The strings as Python prints a list of them, as bean-check shows it.
    expect(r.errors[0]!.message).toBe(`Too many strings on transaction description: ['Mermaid Inn', 'Nice dinner', "With Caroline's"]`);
  });

  it('reads postings with units, flags and line numbers', () => {
    const t = txn(`
      2013-05-18 * "Test"
        Expenses:Restaurant         100 USD
        ! Assets:US:Cash            -100.00 USD   ; comment
        Assets:Other
    `);
    expect(t.postings.map((p) => [p.account, p.flag, n(p.units?.number), p.units?.currency, p.source.line])).toEqual([
      ['Expenses:Restaurant', null, '100', 'USD', 2],
      ['Assets:US:Cash', '!', '-100.00', 'USD', 3],
      ['Assets:Other', null, undefined, undefined, 4],
    ]);
    expect(t.postings[2]!.units).toBeNull();
  });

  it('reads a posting flag written against the account', () => {
    const t = txn(`
      2013-05-18 *
        !Assets:A   1 USD
        * Assets:B  -1 USD
    `);
    expect(t.postings.map((p) => [p.flag, p.account])).toEqual([['!', 'Assets:A'], ['*', 'Assets:B']]);
  });

  it('shares one frozen empty meta among directives and postings without metadata', () => {
    const t = txn(`
      2013-05-18 *
        Assets:A   1 USD
        Assets:B  -1 USD
          note: "x"
    `);
    expect(t.meta).toEqual({});
    expect(Object.isFrozen(t.meta)).toBe(true);
    expect(t.postings[0]!.meta).toBe(t.meta);
    expect(Object.isFrozen(t.postings[1]!.meta)).toBe(false);
    expect(Object.keys(t.postings[1]!.meta)).toEqual(['note']);
  });

  it('reads incomplete units', () => {
    const t = txn(`
      2013-05-18 *
        Assets:A   USD
        Assets:B   100
        Assets:C   {100 USD}
    `);
    // With a cost (or price) and no units, the units are an amount with nothing in it, as in
    // Beancount (Amount(MISSING, MISSING)); only a bare account leaves them out entirely.
    expect(t.postings.map((p) => p.units && [n(p.units.number), p.units.currency])).toEqual([[null, 'USD'], ['100', null], [null, null]]);
  });

  it('reads tags and links on the first line and on the following lines', () => {
    const t = txn(`
      2014-04-20 * "Links and tags" #basetag ^baselink
        #tag1 #tag2
        ^link1 #tag3
        Assets:Checking         100 USD
        Assets:Checking         -99 USD
    `);
    expect(t.tags).toEqual(['basetag', 'tag1', 'tag2', 'tag3']);
    expect(t.links).toEqual(['baselink', 'link1']);
  });

  it('reports tags after the first posting but keeps the transaction', () => {
    const r = parse(`
      2014-04-20 * "x" #basetag
        Assets:Checking         100 USD
        #tag1 ^link1
        Assets:Checking         -99 USD
    `);
    expect(r.directives).toHaveLength(1);
    expect((r.directives[0] as RawTransaction).tags).toEqual(['basetag']);
    expect((r.directives[0] as RawTransaction).postings).toHaveLength(2);
    // Reported on the transaction's line, as Beancount does.
    expect(r.errors.map((e) => [e.source.line, e.message])).toEqual([[1, "Tags or links not allowed after first Posting: TagsLinks(tags={'tag1'}, links={'link1'})"]]);
  });

  it('reads a transaction without postings', () => {
    const t = txn(`2014-07-17 * "(JRN) INTRA-ACCOUNT TRANSFER" ^795422780\n`);
    expect(t.postings).toEqual([]);
    expect(t.links).toEqual(['795422780']);
  });

  it('ends a transaction at a blank line; an indented posting after it is an error', () => {
    const r = parseText('2014-04-20 * "Busted!"\n  Assets:Checking   100 USD\n  \n  Assets:Checking   -99 USD\n', 'f');
    expect(r.directives).toHaveLength(1);
    expect((r.directives[0] as RawTransaction).postings).toHaveLength(1);
    expect(r.errors.map((e) => e.source.line)).toEqual([4]);
  });

  it('reads metadata on the transaction and on each posting', () => {
    const t = txn(`
      2013-05-18 * ""
        test1: "Something"
        Assets:Investments:MSFT      10 MSFT @@ 2000 USD
          test2: "has"
          test3: "to"
        Assets:Investments:Cash  -20000 USD
        test4: "come"
    `);
    expect(plainMeta(t.meta)).toEqual({ test1: { type: 'string', value: 'Something' } });
    expect(Object.keys(t.postings[0]!.meta)).toEqual(['test2', 'test3']);
    expect(Object.keys(t.postings[1]!.meta)).toEqual(['test4']);
  });

  it('reports repeated metadata keys and keeps the first value', () => {
    const r = parse(`
      2013-05-18 * ""
        test: "Bananas"
        test: "Apples"
        Assets:Investments   100 USD
          test: "Bananas"
          test: "Apples"
        Income:Investments  -100 USD
    `);
    const t = r.directives[0] as RawTransaction;
    expect(plainMeta(t.meta)).toEqual({ test: { type: 'string', value: 'Bananas' } });
    expect(plainMeta(t.postings[0]!.meta)).toEqual({ test: { type: 'string', value: 'Bananas' } });
    expect(r.errors.map((e) => e.message)).toEqual([
      "Duplicate metadata field on entry: KeyValue(key='test', value='Apples')",
      "Duplicate posting metadata field: KeyValue(key='test', value='Apples')",
    ]);
  });

  it('reads every metadata value type', () => {
    const t = txn(`
      2013-05-18 * ""
        string: "Something"
        account: Assets:Investments:Cash
        date: 2012-01-01
        currency: HOOL
        tag: #trip-florida
        number: 345.67
        expr: -(5662.23 + 22.3)
        amount: 345.67 USD
        boolt: TRUE
        boolf: FALSE
        empty:
        nothing: NULL
        name-on_Card: "Bob"
        unicode: Assets:银行:招商
    `);
    expect(plainMeta(t.meta)).toEqual({
      string: { type: 'string', value: 'Something' },
      account: { type: 'account', value: 'Assets:Investments:Cash' },
      date: { type: 'date', value: '2012-01-01' },
      currency: { type: 'currency', value: 'HOOL' },
      tag: { type: 'tag', value: 'trip-florida' },
      number: { type: 'number', value: '345.67' },
      expr: { type: 'number', value: '-5684.53' },
      amount: { type: 'amount', value: '345.67 USD' },
      boolt: { type: 'bool', value: true },
      boolf: { type: 'bool', value: false },
      empty: { type: 'null' },
      nothing: { type: 'null' },
      'name-on_Card': { type: 'string', value: 'Bob' },
      unicode: { type: 'account', value: 'Assets:银行:招商' },
    });
  });

  it('reads metadata on other directives; a repeated key keeps the last value', () => {
    const ds = ok(`
      2013-01-01 open Assets:Investments
        test1: "Something"
        test1: "Other"
        ; comment
        test2: 2

      2013-03-01 price  HOOL  500 USD
        test1: "Something"
    `);
    expect(plainMeta(ds[0]!.meta)).toEqual({ test1: { type: 'string', value: 'Other' }, test2: { type: 'number', value: '2' } });
    expect(Object.keys(ds[1]!.meta)).toEqual(['test1']);
  });

  it('rejects a link as a metadata value, as Beancount 2 does', () => {
    const r = parse(`
      2013-01-01 open Assets:B
        xx: ^lnk
      2013-01-02 open Assets:C
    `);
    expect(r.directives.map((d) => d.type === 'open' && d.account)).toEqual(['Assets:C']);
    expect(r.errors.map((e) => e.source.line)).toEqual([2]);
  });
});

describe('costs and prices', () => {
  const costs = (snippet: string) =>
    txn(snippet).postings.map((p) => p.cost && [n(p.cost.numberPer), n(p.cost.numberTotal), p.cost.currency, p.cost.date, p.cost.label, p.cost.merge]);

  it('reads every cost form', () => {
    expect(costs(`
      2014-01-01 *
        Assets:Invest:AAPL   20 AAPL
        Assets:Invest:AAPL   20 AAPL {}
        Assets:Invest:AAPL   20 AAPL {45.23 USD}
        Assets:Invest:AAPL   20 AAPL {2014-12-26}
        Assets:Invest:AAPL   20 AAPL {"d82d55a0dbe8"}
        Assets:Invest:AAPL   10 AAPL {45.23 # 9.95 USD}
        Assets:Invest:AAPL   10 AAPL {# 9.95 USD}
        Assets:Invest:AAPL   10 AAPL {45.23 # USD}
        Assets:Invest:AAPL   10 AAPL {USD}
        Assets:Invest:AAPL   10 AAPL {150}
        Assets:Invest:AAPL   10 AAPL {{100 USD}}
        Assets:Invest:AAPL   10 AAPL {{}}
        Assets:Invest:AAPL   10 AAPL {120.01 * 2.1 USD}
    `)).toEqual([
      null,
      [null, null, null, null, null, false],
      ['45.23', null, 'USD', null, null, false],
      [null, null, null, '2014-12-26', null, false],
      [null, null, null, null, 'd82d55a0dbe8', false],
      ['45.23', '9.95', 'USD', null, null, false],
      [null, '9.95', 'USD', null, null, false],
      ['45.23', null, 'USD', null, null, false],
      [null, null, 'USD', null, null, false],
      ['150', null, null, null, null, false],
      ['0', '100', 'USD', null, null, false],
      [null, null, null, null, null, false],
      ['252.021', null, 'USD', null, null, false],
    ]);
  });

  it('reads cost components in any order', () => {
    const all = costs(`
      2014-01-01 *
        Assets:Invest:AAPL    1 AAPL {45.23 USD, 2014-12-26, "d82d55a0dbe8"}
        Assets:Invest:AAPL    1 AAPL {2014-12-26, 45.23 USD, "d82d55a0dbe8"}
        Assets:Invest:AAPL    1 AAPL {45.23 USD, "d82d55a0dbe8", 2014-12-26}
        Assets:Invest:AAPL    1 AAPL {2014/12/26, "d82d55a0dbe8", 45.23 USD}
        Assets:Invest:AAPL    1 AAPL {"d82d55a0dbe8", 45.23 USD, 2014-12-26}
        Assets:Invest:AAPL    1 AAPL {"d82d55a0dbe8",2014-12-26,45.23 USD}
    `);
    for (const c of all) expect(c).toEqual(['45.23', null, 'USD', '2014-12-26', 'd82d55a0dbe8', false]);
  });

  it('reports duplicate cost parts and merge costs', () => {
    const r = parse(`
      2014-01-01 *
        Assets:Invest:AAPL       1 AAPL {45.23 USD, 45.24 USD}
        Assets:Invest:AAPL       1 AAPL {45.23 USD, 2014-12-26, 2014-12-27}
        Assets:Invest:AAPL       1 AAPL {"aaa", "bbb", 45.23 USD}
        Assets:Invest:AAPL       1 AAPL {*, 100.00 CAD, 2015-09-21, "blablabla"}
        Assets:Invest:AAPL       1 AAPL {{100 # 5 USD}}
    `);
    expect(r.errors.map((e) => [e.source.line, e.message.split(':')[0]])).toEqual([
      [2, "Duplicate cost"],
      [3, "Duplicate date"],
      [4, "Duplicate label"],
      [5, 'Cost merging is not supported yet'],
      [6, 'Per-unit cost may not be specified using total cost syntax'],
    ]);
    const t = r.directives[0] as RawTransaction;
    expect(t.postings[3]!.cost).toMatchObject({ currency: 'CAD', date: '2015-09-21', label: 'blablabla', merge: true });
    expect(n(t.postings[4]!.cost!.numberPer)).toBe('0');
  });

  it('reads per-unit and total prices, keeping the total as written', () => {
    const t = txn(`
      2014-01-01 *
        Assets:A   10 MSFT @ 20.5 USD
        Assets:A   10 MSFT @@ 205 USD
        Assets:A   10 MSFT {19 USD} @ 20 USD
        Assets:A   10 MSFT @ USD
        Assets:A   10 MSFT @
    `);
    expect(t.postings.map((p) => [p.price && n(p.price.number), p.price?.currency, p.priceIsTotal])).toEqual([
      ['20.5', 'USD', false],
      ['205', 'USD', true],
      ['20', 'USD', false],
      [null, 'USD', false],
      [null, null, false],
    ]);
  });

  it('reports a total price on a posting without units and drops the price, as Beancount does', () => {
    const r = parse(`
      2014-01-01 *
        Assets:A   @@ 10 USD
        Assets:B   HOOL @@ 10 USD
    `);
    expect(r.errors.map((e) => [e.source.line, e.message])).toEqual([
      [2, 'Total price on a posting without units: 10 USD.'],
      [3, 'Total price on a posting without units: 10 USD.'],
    ]);
    expect((r.directives[0] as RawTransaction).postings.map((p) => [p.price, p.priceIsTotal])).toEqual([[null, false], [null, false]]);
  });

  it('reports negative prices and mismatched cost and price currencies', () => {
    const r = parse(`
      2014-01-01 *
        Assets:A   10 MSFT @ -20 USD
        Assets:A   10 MSFT {19 USD} @ 20 CAD
    `);
    expect(r.errors.map((e) => e.message)).toEqual([
      'Negative prices are not allowed: -20 USD (see http://furius.ca/beancount/doc/bug-negative-prices for workaround)',
      'Cost and price currencies must match: USD != CAD',
    ]);
    expect(n((r.directives[0] as RawTransaction).postings[0]!.price!.number)).toBe('20');
  });
});

describe('numbers', () => {
  const units = (snippet: string) => txn(snippet).postings.map((p) => n(p.units!.number));

  it('evaluates arithmetic with precedence, groups and unary signs', () => {
    expect(units(`
      2013-05-18 * "Test"
        Assets:Something    12 + 3 USD
        Assets:Something   7.5 - 3.1 USD
        Assets:Something   7.5 * 3.1 USD
        Assets:Something   7.5 / 3 USD
        Assets:Something   - 7.5 USD
        Assets:Something   +12 USD
        Assets:Something   2 + -3 * 4 USD
        Assets:Something   (2 + -3) * 4 USD
        Assets:Something   -(3 * 4) USD
        Assets:Something   1 / 3 USD
        Assets:Something   10 - 2 - 3 USD
        Assets:Something   24 / 2 / 3 USD
    `)).toEqual(['15', '4.4', '23.25', '2.5', '-7.5', '12', '-10', '-4', '-12', '0.3333333333333333333333333333', '5', '4']);
  });

  it('reads thousands separators and keeps the written exponent', () => {
    expect(units(`
      2013-05-18 *
        Assets:A   1,001 USD
        Assets:A   -1,002.00 USD
        Assets:A   1,000,000.5 USD
        Assets:A   0012 USD
        Assets:A   1. USD
        Assets:A   123456789012345678901234567890.123 USD
    `)).toEqual(['1001', '-1002.00', '1000000.5', '12', '1', '123456789012345678901234567890.123']);
  });

  it('rejects malformed numbers', () => {
    for (const bad of ['452,34.00', '1.234.00', '.2347', '1,00']) {
      const r = parseText(`2013-05-18 *\n  Assets:A   ${bad} USD\n  Assets:B\n`, 'f');
      expect(r.errors, bad).toHaveLength(1);
      expect(r.directives, bad).toEqual([]);
    }
  });
});

describe('names', () => {
  it('accepts Unicode account names and Beancount currencies', () => {
    const t = txn(`
      2013-05-18 *
        Assets:银行:招商   1 TEST_D
        Expenses:Café   1 TEST-3
        Assets:Vouchers:99Ranch   1 CAD.11
        Equity:Beginning-Balances  1 X'Y
        Assets:A   1 NT
    `);
    expect(t.postings.map((p) => [p.account, p.units!.currency])).toEqual([
      ['Assets:银行:招商', 'TEST_D'],
      ['Expenses:Café', 'TEST-3'],
      ['Assets:Vouchers:99Ranch', 'CAD.11'],
      ['Equity:Beginning-Balances', "X'Y"],
      ['Assets:A', 'NT'],
    ]);
  });

  it('reports an account outside the root names in force, and keeps it (as Beancount\'s grammar does)', () => {
    const r = parseText(
      [
        '2024-01-01 open Expense:Food', // a typo for Expenses
        '2024-01-01 open 资产:现金',
        'option "name_assets" "资产"',
        '2024-01-02 open 资产:银行', // valid from here on
        '2024-01-02 * "x"',
        '  Assets:Cash  1 USD', // and Assets no longer is
        '  Income:Pay',
        '    acct: Equity:Opening',
        '    other: Equities:Opening',
        '2024-01-03 custom "c" Expence:Food',
      ].join('\n') + '\n',
      'f',
    );
    expect(r.errors.map((e) => [e.source.line, e.message])).toEqual([
      [1, 'Invalid account name: Expense:Food'],
      [2, 'Invalid account name: 资产:现金'],
      [6, 'Invalid account name: Assets:Cash'],
      [9, 'Invalid account name: Equities:Opening'],
      [10, 'Invalid account name: Expence:Food'],
    ]);
    expect(r.directives.map((d) => (d.type === 'open' ? d.account : d.type))).toEqual(['Expense:Food', '资产:现金', '资产:银行', 'transaction', 'custom']);
  });

  it('reads any non-ASCII character in an account name, as Beancount 2.3\'s lexer does, and reports and keeps what its grammar rejects', () => {
    const r = parseText(
      [
        '2024-01-01 open Assets:Bank（招商） CNY', // a capital after the root: Beancount 2.3 takes it
        '2024-01-01 open Expenses:Coffee☕',
        '2024-01-01 open Assets:招商（CMB）', // neither Beancount 2.3's rule nor letters and numbers only
        '2024-01-01 custom "c" Expenses:☕ 1 CNY',
        '2024-01-02 * "Starbucks"',
        '  Expenses:Coffee☕   30 CNY',
        '    acct: Assets:Ⅻ',
        '  Assets:Bank（招商）',
        '  Assets:招商（CMB）  0 CNY',
        '2024-01-03 * "y"',
        '\u3000Assets:Bank（招商）  1 CNY', // an ideographic space is no indentation: one account token
        '  Expenses:Coffee☕',
        '2024-01-04 open Assets:招商', // letters only: Beancount 3's rule, which we follow (2.3 reports it)
      ].join('\n') + '\n',
      'f',
    );
    // bean-check 2.3.5 on the first twelve lines: exactly these errors, and every directive kept.
    expect(r.errors.map((e) => [e.source.line, e.message])).toEqual([
      [3, 'Invalid account name: Assets:招商（CMB）'],
      [4, 'Invalid account name: Expenses:☕'],
      [7, 'Invalid account name: Assets:Ⅻ'],
      [9, 'Invalid account name: Assets:招商（CMB）'],
      [11, 'syntax error, unexpected ACCOUNT'],
    ]);
    expect(r.directives.map((d) => `${d.type}@${d.source.line}`)).toEqual(['open@1', 'open@2', 'open@3', 'custom@4', 'transaction@5', 'transaction@10', 'open@13']);
    const [starbucks, y] = r.directives.filter((d) => d.type === 'transaction') as RawTransaction[];
    expect(starbucks!.postings.map((p) => p.account)).toEqual(['Expenses:Coffee☕', 'Assets:Bank（招商）', 'Assets:招商（CMB）']);
    expect(y!.postings).toEqual([]);
  });

  it('rejects a one-letter currency, as Beancount 2.3 does', () => {
    const r = parseText(`2024-01-01 commodity A\n2024-01-02 price AB 2 USD\n`, 'f');
    expect(r.errors.map((e) => e.source.line)).toEqual([1]);
    expect(r.directives.map((d) => d.type)).toEqual(['price']);
  });

  it('rejects account names with a lowercase component or a stray character', () => {
    // The error is the word Beancount's lexer rejects (checked against Beancount 2.3.5).
    for (const [bad, word] of [['Assets:signals', 'Assets:signals'], ['Expenses:Resta(urant', 'urant'], ['Assets', 'Assets']]) {
      const r = parseText(`2013-05-18 *\n  ${bad}  1 USD\n  Assets:B\n2013-05-20 open Assets:C\n`, 'f');
      expect(r.errors.map((e) => [e.source.line, e.message]), bad).toEqual([[2, `Invalid token: '${word}'`]]);
      expect(r.directives.map((d) => d.type), bad).toEqual(['open']);
    }
  });
});

describe('strings', () => {
  it('decodes escapes as Beancount 2.3 does and reads multi-line strings', () => {
    const ds = ok(String.raw`
      2014-07-11 note Assets:A "The Great \"Juju\" \\ \t\n\r\f\b \q"
      2014-07-11 * "Hello one line
      and yet another,
      and why not another!"
        Expenses:Restaurant         100 USD
      2014-07-12 note Assets:A "2014-07-12 open Assets:B"
    `);
    expect(ds[0]).toMatchObject({ comment: 'The Great "Juju" \\ \t\n\r\f\b q' });
    expect(ds[1]).toMatchObject({ narration: 'Hello one line\nand yet another,\nand why not another!' });
    expect((ds[1] as RawTransaction).postings[0]!.source.line).toBe(5);
    expect(ds[2]).toMatchObject({ type: 'note', comment: '2014-07-12 open Assets:B', source: { line: 6 } });
  });

  it('reads UTF-8 text', () => {
    const t = txn(`2015-05-23 * "星巴克 ☕️" "école Floß søllerød 😀"\n`);
    expect([t.payee, t.narration]).toEqual(['星巴克 ☕️', 'école Floß søllerød 😀']);
  });

  it('refuses a string of more than 64 lines wherever its lexer meets it, outside a directive and after an error too', () => {
    const long = (c: string) => `"${`${c}\n`.repeat(64)}"`;
    const r = parseText(`2024-01-01 open Assets:A\n${long('x')}\n2024-01-02 open Assets:B\n\n  kk: ${long('y')}\nnote Assets:B ${long('z')}\n2024-01-03 open Assets:C\n`, 'f');
    // bean-check 2.3.5: each string is the lexer's error, on the line where it ends; the first one,
    // right after a directive, loses that directive.
    expect(r.errors.map((e) => [e.source.line, e.message])).toEqual([
      [66, 'ValueError: String too long (65 lines)'],
      [69, 'syntax error, unexpected INDENT'],
      [133, 'ValueError: String too long (65 lines)'],
      [198, 'ValueError: String too long (65 lines)'],
    ]);
    expect(r.directives.map((d) => `${d.type}@${d.source.line}`)).toEqual(['open@67', 'open@199']);
  });

  it('reports an unterminated string', () => {
    const r = parse(`2014-07-11 note Assets:A "never closed\n`);
    expect(r.directives).toEqual([]);
    // As Beancount's lexer: the quote that never closes is part of a rejected word, and so is
    // the next word after the token it then reads (`close` is a keyword, `d` is left).
    expect(r.errors.map((e) => [e.source.line, e.message])).toEqual([[1, `Invalid token: '"never'`], [1, "Invalid token: 'd'"]]);
  });
});

describe('comments and skipped lines', () => {
  it('ignores comments anywhere and org-mode lines', () => {
    const r = parse(`
      ; Hi
      * Org heading
      ** Sub heading
      :PROPERTIES:
      :END:
      Regular prose starting with a flag character.
      #+STARTUP: showall
      2015-06-07 *     ; Hi
        Assets:Cash   1 USD    ; Hi
        ; Hi
        Assets:Cash   -1 USD
      ;; end

        ;; indented comment at top level
      2015-06-08 open Assets:X ; trailing
    `);
    const ds = r.directives;
    expect(ds.map((d) => d.type)).toEqual(['transaction', 'open']);
    expect((ds[0] as RawTransaction).postings).toHaveLength(2);
    // An indented comment that follows no directive is an indentation Beancount's parser does
    // not expect (checked against Beancount 2.3.5); under a directive it is part of it.
    expect(r.errors.map((e) => [e.source.line, e.message])).toEqual([[14, 'syntax error, unexpected INDENT']]);
  });

  it('reads CRLF files and a missing final newline', () => {
    const r = parseText('2014-11-02 * "x"\r\n  Assets:Something   1 USD\r\n  Assets:Other      -1 USD', 'f');
    expect(r.errors).toEqual([]);
    expect((r.directives[0] as RawTransaction).postings.map((p) => n(p.units!.number))).toEqual(['1', '-1']);
  });

  it('reads a carriage return among leading spaces as whitespace, not indentation, as Beancount 2.3\'s lexer does', () => {
    // bean-check 2.3.5 on each: `syntax error, unexpected ACCOUNT` on line 5, and the transaction
    // keeps its one posting (it then does not balance).
    for (const spaces of [' \r ', '  \r', '\t\r ', '\r  ']) {
      const r = parseText(`2024-01-01 open Assets:A\n2024-01-01 open Expenses:B\n2024-01-02 * "x"\n  Assets:A  1 USD\n${spaces}Expenses:B  -1 USD\n2024-01-03 open Assets:C\n`, 'f');
      expect(r.errors.map((e) => [e.source.line, e.message]), JSON.stringify(spaces)).toEqual([[5, 'syntax error, unexpected ACCOUNT']]);
      expect(r.directives.map((d) => (d.type === 'transaction' ? d.postings.map((p) => p.account).join() : d.type))).toEqual(['open', 'open', 'Assets:A', 'open']);
    }
    // A date after such spaces starts a directive; a comment after them ends the directive above
    // as a blank line does, so that the indented posting after it is an error (bean-check 2.3.5).
    const r = parseText('2024-01-01 open Assets:A\n\r2024-01-02 open Assets:B\n2024-01-03 * "x"\n  Assets:A  1 USD\n \r ; c\n  Assets:B\n', 'f');
    expect(r.errors.map((e) => [e.source.line, e.message])).toEqual([[6, 'syntax error, unexpected INDENT']]);
    expect(r.directives.map((d) => (d.type === 'transaction' ? d.postings.map((p) => p.account).join() : d.type))).toEqual(['open', 'open', 'Assets:A']);
    expect(parseText(' \r \n\r', 'f')).toMatchObject({ directives: [], errors: [] });
  });

  it('reads a byte-order mark as Beancount 2.3 does: an invalid token that takes its directive with it', () => {
    // bean-check 2.3.5 on these texts: `Invalid token: '\ufeff2014-11-02'` (and nothing else), `'\ufeff;'` then `'comment'`.
    const r = parseText('\ufeff2014-11-02 * "x"\n  Assets:Something   1 USD\n  Assets:Other      -1 USD\n2014-11-03 open Assets:Other\n', 'f');
    expect(r.errors.map((e) => [e.source.line, e.message])).toEqual([[1, "Invalid token: '\ufeff2014-11-02'"]]);
    expect(r.directives.map((d) => d.type)).toEqual(['open']);
    const comment = parseText('\ufeff; comment\n2014-11-03 open Assets:Other\n', 'f');
    expect(comment.errors.map((e) => [e.source.line, e.message])).toEqual([[1, "Invalid token: '\ufeff;'"], [1, "Invalid token: 'comment'"]]);
  });

  it('reports a line of prose that does not start with a flag character', () => {
    const r = parse(`
      Xxx this sentence starts with a non-flag character.
      2015-06-08 open Assets:X
    `);
    expect(r.directives).toHaveLength(1);
    // Every word of it is an invalid token to Beancount's lexer, all on line 1.
    expect(r.errors.map((e) => e.message)).toEqual(
      ['Xxx', 'this', 'sentence', 'starts', 'with', 'a', 'non-flag', 'character.'].map((w) => `Invalid token: '${w}'`),
    );
    expect(new Set(r.errors.map((e) => e.source.line))).toEqual(new Set([1]));
  });
});

describe('pushtag, poptag, pushmeta, popmeta', () => {
  it('adds pushed tags to transactions and documents', () => {
    const r = parse(`
      pushtag #trip
      2015-06-07 * "a" #own
        Assets:A  1 USD
      2015-06-07 document Assets:A "x.pdf"
      2015-06-07 open Assets:B
      poptag #trip
      2015-06-08 * "b"
    `);
    expect(r.errors).toEqual([]);
    expect(r.directives.map((d) => ('tags' in d ? d.tags : null))).toEqual([['own', 'trip'], ['trip'], null, []]);
  });

  it('adds pushed metadata to transactions; explicit values win', () => {
    const r = parse(`
      pushmeta location: "Lausanne"
      2015-06-01 * "Something"
      2015-06-01 * "Something"
        location: "Paris"
      pushmeta location: "Geneva"
      2015-06-02 * "Something"
      popmeta location:
      2015-06-03 * "Something"
      popmeta location:
      2015-06-04 * "Something"
    `);
    expect(r.errors).toEqual([]);
    expect(r.directives.map((d) => (d.meta['location'] as { value?: string } | undefined)?.value)).toEqual(['Lausanne', 'Paris', 'Geneva', 'Lausanne', undefined]);
  });

  it('reports unbalanced pushes and absent pops', () => {
    const r = parse(`
      pushtag #trip-to-nowhere
      poptag #other
      pushmeta location: "Lausanne"
      popmeta where:
    `);
    expect(r.errors.map((e) => [e.source.line, e.message])).toEqual([
      [2, "Attempting to pop absent tag: 'other'"],
      [4, "Attempting to pop absent metadata key: 'where'"],
      [1, "Unbalanced pushed tag: 'trip-to-nowhere'"],
      [3, "Unbalanced metadata key 'location'; leftover metadata 'Lausanne'"],
    ]);
  });
});

describe('error recovery', () => {
  it('reports one error per bad directive and keeps every other directive', () => {
    const r = parse(`
      2013-05-18 * "Nice dinner at Mermaid Inn"
        Expenses:Resta(urant        100 USD
        Expenses:Tips                10 USD
        Assets:US:Cash             -110 USD

      2013-05-20 balance Assets:US:Cash  -110 USD
      2008-03-01 check Assets:BestBank:Savings 2340.19 USD
      2000-01-01 open \` USD
      2013-05-21 open Assets:Fine
      2013-05-22 open Assets:Bad 12
        meta: 1
      2013-05-23 note Assets:Fine "multi
      2013-05-23 open Assets:Inside
      line" junk
      2013-05-24 close Assets:Fine
      2020-07-28 open Assets:Foo
        2020-07-28 open Assets:Bar
      2020-07-29 open Assets:Last
    `);
    // Checked against Beancount 2.3.5's parser. The multi-line string is skipped whole: its inner
    // line is not read as a directive. The indented date on line 17 is where the open of line
    // 16 fails, and Beancount's parser starts a directive at that date.
    expect(r.directives.map((d) => `${d.type}@${d.source.line}`)).toEqual([
      'balance@6', 'open@9', 'close@15', 'open@17', 'open@18',
    ]);
    expect(r.errors.map((e) => e.source.line)).toEqual([2, 7, 8, 10, 14, 17]);
    expect(r.errors.every((e) => e.kind === 'syntax' && e.source.file === 'test.beancount')).toBe(true);
  });

  it('never throws and always moves forward on ledger-like noise', () => {
    const pieces = [
      '2024-01-01', '2024/13/01', ' ', '  ', '\t', '\n', '\r\n', '*', '!', 'txn', 'open', 'balance', 'custom', 'pushtag', 'poptag', 'pushmeta', 'popmeta',
      'option', 'include', 'plugin', 'Assets:Cash', 'Expenses:银行', 'USD', '10', '-3.5', '1,000', '(', ')', '{', '}', '{{', '}}', '#', '#tag', '^link', '@', '@@',
      '"', '"str"', '"a\\"', '\\', 'key:', ';', ',', '~', 'TRUE', 'NULL', '/', '+', '.', '😀', ':',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 60 }), (parts) => {
        const text = parts.join('');
        const r = parseText(text, 'noise');
        for (const e of r.errors) expect(e.source.line).toBeGreaterThanOrEqual(0);
        expect(r.directives.length).toBeLessThanOrEqual(text.split('\n').length);
      }),
      { numRuns: 3000 },
    );
  });

  it('never throws on arbitrary input', () => {
    const samples = ['"', '2024-01-01', '2024-01-01 *\n  Assets:A 1 USD {', '{{', 'pushmeta', '2024-01-01 custom', '\\', '2024-01-01 * "a\\', '  Assets:A 1 USD'];
    for (const s of samples) expect(() => parseText(s, 'f')).not.toThrow();
  });
});

describe('deeply nested number expressions', () => {
  const ledger = (expr: string) => `2024-01-02 * "x"\n  Assets:A  ${expr} USD\n  Expenses:B\n\n2024-01-03 * "after"\n  Assets:A  1 USD\n  Expenses:B\n`;
  const units = (r: ReturnType<typeof parseText>) => r.directives.map((d) => (d as RawTransaction).postings[0]!.units!.number!.toString());

  it('reads 1,000 levels of parentheses or signs as Beancount does', () => {
    expect(units(parseText(ledger(`${'('.repeat(1000)}5${')'.repeat(1000)}`), 'deep.beancount'))).toEqual(['5', '1']);
    expect(units(parseText(ledger(`${'-'.repeat(999)}5`), 'deep.beancount'))).toEqual(['-5', '1']);
  });

  it('makes deeper nesting a syntax error of its entry, and reads the rest (3,000 parentheses overflowed the stack: no ledger at all)', () => {
    for (const expr of [`${'('.repeat(3000)}5${')'.repeat(3000)}`, `${'-'.repeat(8000)}5`]) {
      const r = parseText(ledger(expr), 'deep.beancount');
      expect(r.errors.map((e) => [e.source.line, e.message])).toEqual([[2, 'Number expression nested more than 1000 levels deep']]);
      expect(units(r)).toEqual(['1']);
    }
    // the count starts again at the next expression
    expect(parseText(ledger(`${'('.repeat(1000)}5${')'.repeat(1000)}`), 'deep.beancount').errors).toEqual([]);
  });

  it('reports a product past the decimal context (9.99E+999999) on its entry as bean-check does, and reads the rest (it stopped the whole load)', () => {
    const factors = Array.from({ length: 37100 }, () => '1000000000000000000000000000').join(' * ');
    const r = parseText(ledger(`(${factors})`), 'overflow.beancount');
    expect(r.errors.map((e) => [e.source.line, e.message])).toEqual([[2, "SystemError: <class 'decimal.Decimal'> returned a result with an exception set"]]);
    expect(units(r)).toEqual(['1']);
  });
});
