import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { appendFile, readFile } from 'node:fs/promises';
import { spawnSync } from 'node:child_process';
import { BASE, beanCheck, hasBeanCheck, makeTestApp, type TestApp } from './test-app.ts';
import { generateOpenApi } from '../../scripts/write-openapi.ts';
import { Decimal } from '../../src/ledger/core/decimal.ts';
import { hasBeanQuery } from '../support/beancount.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('auth and health', () => {
  test('login: 200 with a token, 401 for a bad password, 400 for a missing field', async () => {
    const ok = await t.app.inject({ method: 'POST', url: `${BASE}/auth/login`, payload: { username: 'alice', password: 'correct horse' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    const bad = await t.app.inject({ method: 'POST', url: `${BASE}/auth/login`, payload: { username: 'alice', password: 'wrong' } });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().status).toBe(401);
    const missing = await t.app.inject({ method: 'POST', url: `${BASE}/auth/login`, payload: { username: 'alice' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ path: 'body/password', message: 'is required' }]);
  });

  test('login: 429 with Retry-After after repeated failures for one name', async () => {
    let last = 0;
    let retryAfter: string | undefined;
    for (let i = 0; i < 12; i++) {
      const r = await t.app.inject({ method: 'POST', url: `${BASE}/auth/login`, payload: { username: 'mallory', password: `guess ${i}` } });
      last = r.statusCode;
      retryAfter = r.headers['retry-after'] as string | undefined;
    }
    expect(last).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  test('health reports the ledger, and security headers are set', async () => {
    const r = await t.get('/health');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ status: 'ok', version: '9.9.9', ledger: { file: 'main.beancount', errors: [], error_count: 0, writes: 'checked', plugins_not_run: [] } });
    expect(r.json().ledger.entries).toBeGreaterThan(10);
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['x-frame-options']).toBe('DENY');
    expect(r.headers['access-control-allow-origin']).toBeUndefined();
  });

  test('openapi.json is served and equals the committed file', async () => {
    const served = await t.get('/openapi.json');
    expect(served.statusCode).toBe(200);
    const doc = served.json();
    expect(doc.openapi).toBe('3.1.0');
    for (const path of ['/api/v1/auth/login', '/api/v1/health', '/api/v1/bean/transactions', '/api/v1/bean/transactions/{id}', '/api/v1/bean/accounts', '/api/v1/bean/balances', '/api/v1/bean/commodities', '/api/v1/bean/prices', '/api/v1/bean/payees', '/api/v1/bean/import/files', '/api/v1/bean/nlp/parse', '/api/v1/openapi.json']) {
      expect(doc.paths[path], path).toBeDefined();
    }
    const committed = await readFile(new URL('../../openapi.json', import.meta.url), 'utf8');
    expect(committed).toBe(await generateOpenApi());
  });
});

describe('accounts', () => {
  test('POST opens an account (201), 409 when it exists, 400 for a bad name', async () => {
    const r = await t.post('/bean/accounts', { name: 'Expenses:Travel', currencies: ['CNY'], booking: 'FIFO', meta: { alias: '旅行,出差' } });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toEqual({ name: 'Expenses:Travel', open_date: '2024-02-01', close_date: null, currencies: ['CNY'], booking: 'FIFO', meta: { alias: '旅行,出差' }, meta_types: {} });
    expect(await t.ledgerText()).toContain('2024-02-01 open Expenses:Travel CNY "FIFO"\n  alias: "旅行,出差"\n');
    expect((await t.post('/bean/accounts', { name: 'Expenses:Travel' })).statusCode).toBe(409);
    expect((await t.post('/bean/accounts', { name: 'expenses:lower' })).statusCode).toBe(400);
  });

  test('GET filters by type, prefix, status and currency', async () => {
    await appendFile(t.ledgerFile, '\n2024-01-31 close Assets:Cash\n');
    const names = async (q: string) => (await t.get(`/bean/accounts?${q}`)).json().data.map((a: { name: string }) => a.name);
    expect(await names('type=Income')).toEqual(['Income:Salary']);
    expect(await names('prefix=Expenses:Food')).toEqual(['Expenses:Food', 'Expenses:Food:Coffee']);
    expect(await names('status=closed')).toEqual(['Assets:Cash']);
    expect(await names('status=open')).not.toContain('Assets:Cash');
    expect(await names('status=all')).toContain('Assets:Cash');
    // an account opened after today is listed as open (as Fava does), with its open_date
    await appendFile(t.ledgerFile, '\n2030-01-01 open Assets:Later\n');
    expect(await names('status=open')).toContain('Assets:Later');
    expect(await names('status=closed')).not.toContain('Assets:Later');
    // An account opened without currencies may hold any (Beancount's rule): listed for every
    // currency; one whose constraint leaves the currency out is not.
    await appendFile(t.ledgerFile, '\n2024-01-01 open Assets:Bank:Dollars USD\n');
    expect(await names('currency=CNY')).toEqual([
      'Assets:Bank:Checking', 'Assets:Broker', 'Assets:Later', 'Equity:Opening', 'Expenses:Food', 'Expenses:Food:Coffee', 'Expenses:Travel', 'Income:Salary',
    ]);
    expect(await names('currency=USD')).toContain('Assets:Bank:Dollars');
    expect(await names('currency=USD')).not.toContain('Assets:Bank:Checking');
    expect((await t.get('/bean/accounts?type=Animals')).statusCode).toBe(400);
  });
});

describe('balances', () => {
  test('rows per account at full precision, with date, account, rollup, depth and convert', async () => {
    const all = (await t.get('/bean/balances')).json();
    const checking = all.data.find((r: { account: string }) => r.account === 'Assets:Bank:Checking');
    expect(checking.units).toEqual([{ number: '9971.50', currency: 'CNY' }]);
    const early = (await t.get('/bean/balances?date=2024-01-02')).json();
    expect(early.data.map((r: { account: string }) => r.account)).toEqual(['Assets:Bank:Checking', 'Income:Salary']);
    const rolled = (await t.get('/bean/balances?account=Expenses&rollup=true')).json();
    expect(rolled.data.map((r: { account: string }) => r.account)).toEqual(['Expenses', 'Expenses:Food', 'Expenses:Food:Coffee']);
    const depth = (await t.get('/bean/balances?depth=1&rollup=true')).json();
    expect(depth.data.map((r: { account: string }) => r.account)).toEqual(['Assets', 'Expenses', 'Income']);
    const broker = (await t.get('/bean/balances?account=Assets:Broker&convert=CNY')).json().data[0];
    expect(broker.positions[0]).toEqual({ units: { number: '10', currency: 'HOOL' }, cost: { number: '100.00', currency: 'USD', date: '2024-01-10', label: null } });
    expect(Decimal.parse(broker.value.number).eq(Decimal.parse('1420'))).toBe(true);
    expect((await t.get('/bean/balances?date=2024-13-01')).statusCode).toBe(400);
  });

  test.runIf(hasBeanQuery())('equals bean-query on the served ledger', async () => {
    const r = spawnSync('bean-query', ['-f', 'csv', t.ledgerFile, 'SELECT account, currency, sum(number) AS n GROUP BY account, currency'], { encoding: 'utf8' });
    const ours = new Map<string, string>();
    for (const row of (await t.get('/bean/balances?limit=1000')).json().data) for (const u of row.units) ours.set(`${row.account} ${u.currency}`, u.number);
    const lines = r.stdout.trim().split('\n').slice(1);
    for (const line of lines) {
      const [account, currency, n] = line.split(',').map((s) => s.trim()) as [string, string, string];
      if (Decimal.parse(n).isZero()) continue;
      expect(Decimal.parse(ours.get(`${account} ${currency}`)!).eq(Decimal.parse(n)), `${account} ${currency}`).toBe(true);
    }
  });
});

describe('commodities, prices, payees', () => {
  test('commodities: declare (201/409) and list declared and used', async () => {
    const r = await t.post('/bean/commodities', { currency: 'HOOL', date: '2024-01-01', meta: { name: 'Hooli' } });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toEqual({ currency: 'HOOL', declared: true, date: '2024-01-01', meta: { name: 'Hooli' }, meta_types: {} });
    expect((await t.post('/bean/commodities', { currency: 'HOOL' })).statusCode).toBe(409);
    const list = (await t.get('/bean/commodities')).json();
    expect(list.data.map((c: { currency: string }) => c.currency)).toEqual(['CNY', 'HOOL', 'USD']);
    expect(list.data.find((c: { currency: string }) => c.currency === 'USD').declared).toBe(false);
  });

  test('TRUE, FALSE and NULL are no currencies (keywords to Beancount): a 400 naming the field, nothing written', async () => {
    const before = await t.ledgerText();
    const cases: [string, unknown, string][] = [
      ['/bean/commodities', { currency: 'NULL' }, 'body/currency'],
      ['/bean/prices', { date: '2024-01-20', currency: 'HOOL', amount: { number: '1', currency: 'TRUE' } }, 'body/amount/currency'],
      ['/bean/accounts', { name: 'Assets:Keyword', date: '2024-01-01', currencies: ['FALSE'] }, 'body/currencies/0'],
    ];
    for (const [url, body, path] of cases) {
      const r = await t.post(url, body);
      expect(r.statusCode, url).toBe(400);
      expect(r.json().errors.map((e: { path: string }) => e.path)).toEqual([path]);
    }
    expect(await t.ledgerText()).toBe(before);
    expect((await t.post('/bean/commodities', { currency: 'TRUEX' })).statusCode).toBe(201);
  });

  test('prices: write (201), 409 for the same day and pair, filters', async () => {
    const r = await t.post('/bean/prices', { date: '2024-01-20', currency: 'HOOL', amount: { number: '130.5', currency: 'USD' } });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toEqual({ date: '2024-01-20', currency: 'HOOL', amount: { number: '130.5', currency: 'USD' }, implied: false });
    expect((await t.post('/bean/prices', { date: '2024-01-20', currency: 'HOOL', amount: { number: '1', currency: 'USD' } })).statusCode).toBe(409);
    const hool = (await t.get('/bean/prices?currency=HOOL')).json();
    expect(hool.data.map((p: { date: string }) => p.date)).toEqual(['2024-01-20', '2024-01-15']);
    expect((await t.get('/bean/prices?quote=CNY')).json().meta.total).toBe(1);
    expect((await t.get('/bean/prices?from=2024-01-16')).json().meta.total).toBe(1);
  });

  // (QA: `-5 USD` was written, while a negative `@` price of a posting is a 400)
  test('prices: a negative one is a 400 that writes nothing; zero, a worthless holding, is taken', async () => {
    const before = await t.ledgerText();
    const r = await t.post('/bean/prices', { date: '2024-01-21', currency: 'HOOL', amount: { number: '-5', currency: 'USD' } });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ detail: 'A price may not be negative (1 HOOL = -5 USD): a holding is worth nothing at worst, and a worthless one is priced 0.', errors: [{ path: 'body/amount/number', message: 'must not be negative' }] });
    expect(await t.ledgerText()).toBe(before);
    const zero = await t.post('/bean/prices', { date: '2024-01-21', currency: 'HOOL', amount: { number: '0', currency: 'USD' } });
    expect(zero.statusCode, zero.body).toBe(201);
    expect(await t.ledgerText()).toContain('2024-01-21 price HOOL 0 USD');
  });

  test('payees: record (201/409/422) and list with counts and most used account', async () => {
    const r = await t.post('/bean/payees', { name: 'Cafe', account: 'Expenses:Food:Coffee', alias: 'coffee shop' });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({ name: 'Cafe', declared: true, account: 'Expenses:Food:Coffee', transactions: 1, most_used_account: 'Expenses:Food:Coffee' });
    expect(await t.ledgerText()).toContain('2024-02-01 custom "payee" "Cafe"\n  account: "Expenses:Food:Coffee"\n  alias: "coffee shop"\n');
    expect((await t.post('/bean/payees', { name: 'Cafe' })).statusCode).toBe(409);
    expect((await t.post('/bean/payees', { name: 'Nobody', account: 'Expenses:Unknown' })).statusCode).toBe(422);
    const list = (await t.get('/bean/payees')).json();
    const market = list.data.find((p: { name: string }) => p.name === 'Market');
    expect(market).toMatchObject({ declared: false, transactions: 1, most_used_account: 'Expenses:Food' });
    expect((await t.get('/bean/payees?q=COFFEE')).json().data.map((p: { name: string }) => p.name)).toEqual(['Cafe']);
    if (hasBeanCheck()) expect(beanCheck(t.ledgerFile)).toEqual({ ok: true, output: '' });
  });

  test('a closed account is no payee\'s default account (422), and opening it again says it was closed (409)', async () => {
    await appendFile(t.ledgerFile, '\n2024-01-25 open Assets:OldCard\n2024-01-26 close Assets:OldCard\n');
    const before = await t.ledgerText();
    const closed = await t.post('/bean/payees', { name: 'ClosedP', account: 'Assets:OldCard' });
    expect(closed.statusCode).toBe(422);
    expect(closed.json().detail).toBe('The account Assets:OldCard was closed on 2024-01-26.');
    // On its close date it still takes postings, as Beancount has it.
    expect((await t.post('/bean/payees', { name: 'LastDay', account: 'Assets:OldCard', date: '2024-01-26' })).statusCode).toBe(201);
    const again = await t.post('/bean/accounts', { name: 'Assets:OldCard' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('The account Assets:OldCard was opened on 2024-01-25 and closed on 2024-01-26 (Beancount does not open an account twice).');
    expect((await t.ledgerText()).slice(before.length)).not.toContain('ClosedP');
  });
});

describe('outside edits', () => {
  test('a hand edit is visible on the next request and kept by the next write', async () => {
    await appendFile(t.ledgerFile, '\n2024-01-28 * "Hand" "typed in an editor"\n  Expenses:Food  1 CNY\n  Assets:Bank:Checking\n');
    expect((await t.get('/bean/transactions?payee=Hand')).json().meta.total).toBe(1);
    const r = await t.post('/bean/transactions', { date: '2024-01-29', narration: 'after edit', postings: [{ account: 'Expenses:Food', units: { number: '2', currency: 'CNY' } }, { account: 'Assets:Bank:Checking' }] });
    expect(r.statusCode).toBe(201);
    const text = await t.ledgerText();
    expect(text).toContain('typed in an editor');
    expect(text).toContain('"after edit"');
  });
});

describe('lots', () => {
  test('a lot whose units were left out has no date, as in Beancount 2.3 (null, not the transaction date)', async () => {
    await appendFile(t.ledgerFile, '\n2024-01-30 * "Broker" "Buy, units interpolated"\n  Assets:Broker  HOOL {110.00 USD}\n  Assets:Broker  -220.00 USD\n');
    const broker = (await t.get('/bean/balances?account=Assets:Broker')).json().data[0];
    expect(broker.positions).toContainEqual({ units: { number: '2', currency: 'HOOL' }, cost: { number: '110.00', currency: 'USD', date: null, label: null } });
    expect(broker.positions).toContainEqual({ units: { number: '10', currency: 'HOOL' }, cost: { number: '100.00', currency: 'USD', date: '2024-01-10', label: null } });
  });
});
