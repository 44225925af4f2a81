// API QA of session 34: metadata written as a number, date, account, currency or tag came back
// as a plain JSON string, and a transaction copied with GET then POST wrote them as strings
// (`dd: "2024-01-01"`): Beancount then held str, and bean-query's `meta('nx') > 1` or date filters
// missed the copies, though the 201 looked the same. Answers now name those types in meta_types,
// and a request may send meta_types to write a value as its type.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { join } from 'node:path';
import { BASE, makeTestApp, multipart, type TestApp } from './test-app.ts';
import { beanCheck, requireBeancount } from '../support/beancount.ts';
import { BeancountWorker, type ParsedEntry } from '../support/beancount_worker.ts';

const LEDGER = `option "operating_currency" "USD"

2024-01-01 open Assets:Cash
2024-01-01 open Expenses:Food
2024-01-01 open Assets:Typed
  opened: 2023-12-31
  limit: 500
  parent: Assets:Cash

2024-01-01 commodity USD
  since: 1792-04-02
  symbol: "$"

2024-03-01 * "Shop" "meta types"
  nx: 1.50
  neg: -0.000001
  dd: 2024-01-01
  acct: Assets:Cash
  cur: USD
  tt: #t
  ss: "plain"
  num-text: "5"
  bb: TRUE
  nothing:
  amt: 10.00 USD
  Expenses:Food  3.00 USD
    pd: 2024-02-02
    px: 2
    pa: Expenses:Food
    pc: USD
    pt: #posted
    ps: "kept a string"
  Assets:Cash
`;

const TX_TYPES = { nx: 'number', neg: 'number', dd: 'date', acct: 'account', cur: 'currency', tt: 'tag' };
const POSTING_TYPES = { pd: 'date', px: 'number', pa: 'account', pc: 'currency', pt: 'tag' };

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp(LEDGER);
});
afterAll(async () => {
  await t.close();
});

async function original(): Promise<Record<string, unknown> & { postings: Record<string, unknown>[] }> {
  const list = await t.get(`/bean/transactions?q=${encodeURIComponent('meta types')}`);
  expect(list.statusCode, list.body).toBe(200);
  return list.json().data.find((x: { date: string }) => x.date === '2024-03-01');
}

/** Beancount's own reading (types tagged) of the entries of the ledger file. */
async function beancountEntries(): Promise<ParsedEntry[]> {
  const worker = BeancountWorker.start();
  try {
    const parsed = await worker.entries(t.ledgerFile);
    expect(parsed.errors).toEqual([]);
    return parsed.entries;
  } finally {
    worker.close();
  }
}

describe('answers name the Beancount type of metadata that JSON gives as a string', () => {
  test('transactions and their postings, accounts and commodities', async () => {
    const tx = await original();
    expect(tx.meta).toEqual({ nx: '1.50', neg: '-0.000001', dd: '2024-01-01', acct: 'Assets:Cash', cur: 'USD', tt: 't', ss: 'plain', 'num-text': '5', bb: true, nothing: null, amt: { number: '10.00', currency: 'USD' } });
    expect(tx.meta_types).toEqual(TX_TYPES);
    expect(tx.postings[0]!.meta_types).toEqual(POSTING_TYPES);
    expect(tx.postings[1]!.meta_types).toEqual({});
    const one = await t.get(`/bean/transactions/${tx.id as string}`);
    expect(one.json().meta_types).toEqual(TX_TYPES);

    const accounts = (await t.get('/bean/accounts')).json().data as { name: string; meta_types: unknown }[];
    expect(accounts.find((a) => a.name === 'Assets:Typed')!.meta_types).toEqual({ opened: 'date', limit: 'number', parent: 'account' });
    expect(accounts.find((a) => a.name === 'Assets:Cash')!.meta_types).toEqual({});
    const commodities = (await t.get('/bean/commodities')).json().data as { currency: string; meta_types: unknown }[];
    expect(commodities.find((c) => c.currency === 'USD')!.meta_types).toEqual({ since: 'date' });
  });

  test('an import and its dry run, whose metadata is strings', async () => {
    const csv = Buffer.from('date,description,amount\n2024-01-20,Coffee,-25.00\n');
    for (const dryRun of ['true', 'false']) {
      const { payload, headers } = await multipart({ account: 'Assets:Cash', dry_run: dryRun }, 'statement.csv', csv, 'text/csv');
      const r = await t.request({ method: 'POST', url: `${BASE}/bean/import/files`, headers, payload });
      expect(r.statusCode, r.body).toBe(dryRun === 'true' ? 200 : 201);
      const [imported] = r.json().transactions;
      expect(imported.meta).toMatchObject({ import_id: expect.any(String) });
      expect(imported.meta_types).toEqual({});
      expect(imported.postings.map((p: { meta_types: unknown }) => p.meta_types)).toEqual([{}, {}]);
    }
  });
});

describe('a transaction read and sent back', () => {
  test('keeps the type of each metadata value, as Beancount reads the copy', async () => {
    const { id: _id, source: _source, ...copy } = await original();
    const answer = await t.post('/bean/transactions', { ...copy, date: '2024-03-02' });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().meta_types).toEqual(TX_TYPES);
    expect(answer.json().postings[0].meta_types).toEqual(POSTING_TYPES);
    expect(answer.json().meta).toEqual(copy.meta);

    const text = await t.ledgerText();
    const written = text.slice(text.indexOf('2024-03-02 *'));
    for (const line of ['  nx: 1.50', '  neg: -0.000001', '  dd: 2024-01-01', '  acct: Assets:Cash', '  cur: USD', '  tt: #t', '  ss: "plain"', '  num-text: "5"', '  bb: TRUE', '  amt: 10.00 USD']) {
      expect(written).toContain(`${line}\n`);
    }
    for (const line of ['    pd: 2024-02-02', '    px: 2', '    pa: Expenses:Food', '    pc: USD', '    pt: #posted', '    ps: "kept a string"']) expect(written).toContain(`${line}\n`);

    if (requireBeancount()) {
      const entries = (await beancountEntries()).filter((e) => e.type === 'transaction' && e.narration === 'meta types');
      expect(entries.map((e) => e.date)).toEqual(['2024-03-01', '2024-03-02']);
      const [first, second] = entries as [ParsedEntry & { postings: { meta: unknown }[] }, ParsedEntry & { postings: { meta: unknown }[] }];
      expect(second.meta).toEqual(first.meta);
      expect(second.meta.nx).toEqual({ number: '1.50' });
      expect(second.meta.dd).toEqual({ date: '2024-01-01' });
      expect(second.postings.map((p) => p.meta)).toEqual(first.postings.map((p) => p.meta));
      expect(beanCheck(t.ledgerFile).output).toBe('');
    }
  });

  test('an account and a commodity are written with their metadata types too', async () => {
    const account = await t.post('/bean/accounts', { name: 'Assets:Typed2', date: '2024-01-01', meta: { opened: '2023-12-31', limit: '500', parent: 'Assets:Cash' }, meta_types: { opened: 'date', limit: 'number', parent: 'account' } });
    expect(account.statusCode, account.body).toBe(201);
    expect(account.json().meta_types).toEqual({ opened: 'date', limit: 'number', parent: 'account' });
    const commodity = await t.post('/bean/commodities', { currency: 'EUR', date: '2024-01-01', meta: { since: '1999-01-01', peg: 'USD' }, meta_types: { since: 'date', peg: 'currency' } });
    expect(commodity.statusCode, commodity.body).toBe(201);
    expect(commodity.json().meta_types).toEqual({ since: 'date', peg: 'currency' });
    const text = await t.ledgerText();
    expect(text).toContain('2024-01-01 open Assets:Typed2\n  opened: 2023-12-31\n  limit: 500\n  parent: Assets:Cash\n');
    expect(text).toContain('2024-01-01 commodity EUR\n  since: 1999-01-01\n  peg: USD\n');
  });
});

describe('without meta_types nothing changes', () => {
  test('a string is written as a string, a JSON number as a number', async () => {
    const r = await t.request({
      method: 'POST',
      url: '/api/v1/bean/transactions',
      headers: { 'content-type': 'application/json' },
      payload: '{"date":"2024-03-03","narration":"untyped","meta":{"dd":"2024-01-01","nx":1.50,"acct":"Assets:Cash"},"postings":[{"account":"Expenses:Food","units":{"number":"1","currency":"USD"}},{"account":"Assets:Cash"}]}',
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().meta_types).toEqual({ nx: 'number' });
    expect(await t.ledgerText()).toContain('2024-03-03 * "untyped"\n  dd: "2024-01-01"\n  nx: 1.50\n  acct: "Assets:Cash"\n');
  });
});

describe('a typed value that is not of its type', () => {
  const post = (over: Record<string, unknown>) =>
    t.post('/bean/transactions', { date: '2024-03-04', narration: 'bad', postings: [{ account: 'Expenses:Food', units: { number: '1', currency: 'USD' } }, { account: 'Assets:Cash' }], ...over });

  test.each([
    [{ dd: '2024-02-30' }, { dd: 'date' }, 'body/meta/dd', /real date/],
    [{ dd: true }, { dd: 'date' }, 'body/meta/dd', /must be a string/],
    [{ dd: 20240101 }, { dd: 'date' }, 'body/meta/dd', /must be a string/],
    [{ nx: 'abc' }, { nx: 'number' }, 'body/meta/nx', /decimal number/],
    [{ nx: null }, { nx: 'number' }, 'body/meta/nx', /number or decimal text/],
    [{ acct: 'assets:cash' }, { acct: 'account' }, 'body/meta/acct', /^is not an account name Beancount 2\.3 takes: it must start with an uppercase letter A-Z or a non-ASCII character: its root "assets" starts with "a" \(meta_types says account\)$/],
    [{ acct: 'Expenses:餐饮' }, { acct: 'account' }, 'body/meta/acct', /^is not an account name Beancount 2\.3 takes: it has "餐饮" after its root, which starts with "餐" \(U\+9910\), not what Beancount 2\.3's own/],
    [{ acct: 'Foo:Cash' }, { acct: 'account' }, 'body/meta/acct', /root names \(Assets, Liabilities, Equity, Income, Expenses\)/],
    [{ cur: 'usd' }, { cur: 'currency' }, 'body/meta/cur', /currency/],
    [{ cur: 'TRUE' }, { cur: 'currency' }, 'body/meta/cur', /currency/],
    [{ tt: '#t' }, { tt: 'tag' }, 'body/meta/tt', /tag/],
    [{ tt: 't' }, { other: 'tag' }, 'body/meta_types/other', /meta has no key other/],
    [undefined, { other: 'date' }, 'body/meta_types/other', /meta has no key other/],
    [{ ll: 'x' }, { ll: 'link' }, 'body/meta_types/ll', /must be one of "number", "date", "account", "currency", "tag"/],
    [{ xx: 'x' }, { xx: 'string' }, 'body/meta_types/xx', /must be one of/],
  ])('meta %j typed %j is a 400 at %s', async (meta, types, path, message) => {
    const before = await t.ledgerText();
    const r = await post({ ...(meta === undefined ? {} : { meta }), meta_types: types });
    expect(r.statusCode, r.body).toBe(400);
    expect(r.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(r.json().errors).toEqual([{ path, message: expect.stringMatching(message) }]);
    expect(await t.ledgerText()).toBe(before);
  });

  test('on a posting, the path names the posting', async () => {
    const r = await post({ postings: [{ account: 'Expenses:Food', units: { number: '1', currency: 'USD' }, meta: { dd: '2024-13-01' }, meta_types: { dd: 'date' } }, { account: 'Assets:Cash' }] });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual([{ path: 'body/postings/0/meta/dd', message: expect.stringMatching(/real date/) }]);
    const root = await post({ postings: [{ account: 'Expenses:Food', units: { number: '1', currency: 'USD' } }, { account: 'Assets:Cash', meta: { acct: 'Aktiva:Cash' }, meta_types: { acct: 'account' } }] });
    expect(root.statusCode).toBe(400);
    expect(root.json().errors).toEqual([{ path: 'body/postings/1/meta/acct', message: expect.stringMatching(/root names/) }]);
  });

  test('accounts and commodities check theirs the same way', async () => {
    const account = await t.post('/bean/accounts', { name: 'Assets:Bad', date: '2024-01-01', meta: { opened: 'soon' }, meta_types: { opened: 'date' } });
    expect(account.statusCode).toBe(400);
    expect(account.json().errors).toEqual([{ path: 'body/meta/opened', message: expect.stringMatching(/real date/) }]);
    const commodity = await t.post('/bean/commodities', { currency: 'BAD', meta: { parent: 'Nowhere:X' }, meta_types: { parent: 'account' } });
    expect(commodity.statusCode).toBe(400);
    expect(commodity.json().errors).toEqual([{ path: 'body/meta/parent', message: expect.stringMatching(/root names/) }]);
  });
});

describe('an account value under renamed roots', () => {
  test('is taken under the names the ledger sets and refused under the default ones', async () => {
    const renamed = await makeTestApp('option "name_assets" "Aktiva"\n\n2024-01-01 open Aktiva:Kasse\n2024-01-01 open Expenses:Food\n');
    try {
      const body = (acct: string) => ({ date: '2024-01-02', meta: { acct }, meta_types: { acct: 'account' }, postings: [{ account: 'Expenses:Food', units: { number: '1', currency: 'EUR' } }, { account: 'Aktiva:Kasse' }] });
      const refused = await renamed.post('/bean/transactions', body('Assets:Kasse'));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([{ path: 'body/meta/acct', message: expect.stringMatching(/root names \(Aktiva, Liabilities/) }]);
      const taken = await renamed.post('/bean/transactions', body('Aktiva:Kasse'));
      expect(taken.statusCode, taken.body).toBe(201);
      expect(await renamed.ledgerText()).toContain('  acct: Aktiva:Kasse\n');
      if (requireBeancount()) expect(beanCheck(join(renamed.dir, 'main.beancount')).output).toBe('');
    } finally {
      await renamed.close();
    }
  });
});
