// Every error is RFC 9457 problem+json with {type, title, status, detail, errors[]}, and no
// error body reveals the server: not the ledger's directory, not a stack frame.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { gzipSync } from 'node:zlib';
import { BASE, makeTestApp, type TestApp } from './test-app.ts';
import { expectProblem } from './problem-assertions.ts';

let t: TestApp;
let secrets: string[];
const BODY_LIMIT = 4096;
beforeAll(async () => {
  t = await makeTestApp(undefined, { bodyLimit: BODY_LIMIT });
  secrets = [t.dir, t.ledgerFile, 'correct horse', t.token];
});
afterAll(async () => {
  await t.close();
});

const LUNCH = { date: '2024-01-20', narration: 'Lunch', postings: [{ account: 'Expenses:Food', units: { number: '12.00', currency: 'CNY' } }, { account: 'Assets:Cash' }] };

function postRaw(url: string, payload: string | Buffer, contentType: string) {
  return t.request({ method: 'POST', url: `${BASE}${url}`, payload, headers: { 'content-type': contentType } });
}

describe('problem+json hygiene', () => {
  test('malformed JSON: 400', async () => {
    const body = expectProblem(await postRaw('/bean/transactions', '{"date": "2024-01-20", "postings": [', 'application/json'), 400, secrets);
    expect(body.detail).toMatch(/JSON/);
    // Neither a JSON.parse message nor a stack: our own parser's words.
    expectProblem(await postRaw('/bean/transactions', '{"a":1}}', 'application/json'), 400, secrets);
    expectProblem(await postRaw('/bean/transactions', '', 'application/json'), 400, secrets);
  });

  test('wrong content-type: 415', async () => {
    const body = expectProblem(await postRaw('/bean/transactions', JSON.stringify(LUNCH), 'text/plain'), 415, secrets);
    expect(body.detail).toMatch(/text\/plain/);
    expectProblem(await postRaw('/bean/transactions', 'date=2024-01-20', 'application/x-www-form-urlencoded'), 415, secrets);
    // JSON where a multipart upload is expected.
    expectProblem(await postRaw('/bean/import/files', '{}', 'application/json'), 415, secrets);
  });

  test('a field of the body is named body/<pointer> by the handlers as by schema validation', async () => {
    const paths = async (url: string, payload: unknown) => (await t.post(url, payload)).json().errors.map((e: { path: string }) => e.path);
    expect(await paths('/bean/accounts', { name: 'Assets:Cash' })).toEqual(['body/name']);
    expect(await paths('/bean/transactions', { ...LUNCH, postings: [{ account: 'Expenses:Food' }, { account: 'Assets:Cash' }] })).toEqual(['body/postings']);
    expect(await paths('/bean/transactions', { ...LUNCH, postings: [{ account: 'Expenses:Food', units: { number: '1', currency: 'CNY' }, price: { number: '-2', currency: 'USD' } }, { account: 'Assets:Cash' }] })).toEqual(['body/postings/0/price/number']);
    expect(await paths('/bean/nlp/parse', { text: '今天天气很好', reference_date: '2024-01-21' })).toEqual(['body/text']);
    // and the schema's own
    expect(await paths('/bean/accounts', { name: 7 })).toEqual(['body/name']);
  });

  test('JSON in another charset, or compressed: 415 and nothing written (latin1 was read as UTF-8, gzip was a 400)', async () => {
    const before = await t.ledgerText();
    const latin1 = { ...LUNCH, narration: 'Café' };
    const body = expectProblem(await postRaw('/bean/transactions', Buffer.from(JSON.stringify(latin1), 'latin1'), 'application/json; charset=ISO-8859-1'), 415, secrets);
    expect(body.detail).toBe('JSON must be sent as UTF-8, not ISO-8859-1.');
    const gz = await t.request({ method: 'POST', url: `${BASE}/bean/transactions`, payload: gzipSync(JSON.stringify(LUNCH)), headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' } });
    expect(expectProblem(gz, 415, secrets).detail).toBe('Content-Encoding gzip is not supported: send the body uncompressed.');
    expect(await t.ledgerText()).toBe(before);
    // utf-8 spelled either way, and identity coding, are read
    for (const [type, coding] of [['application/json; charset=utf8', 'identity'], ['application/json;charset="UTF-8"', undefined]] as const) {
      const r = await t.request({ method: 'POST', url: `${BASE}/bean/transactions`, payload: JSON.stringify({ ...LUNCH, narration: `Café ${type}` }), headers: { 'content-type': type, ...(coding ? { 'content-encoding': coding } : {}) } });
      expect(r.statusCode, r.body).toBe(201);
    }
  });

  test('oversize body: 413, and nothing written', async () => {
    const before = await t.ledgerText();
    const huge = JSON.stringify({ ...LUNCH, narration: 'x'.repeat(BODY_LIMIT * 2) });
    expectProblem(await postRaw('/bean/transactions', huge, 'application/json'), 413, secrets);
    expect(await t.ledgerText()).toBe(before);
  });

  test('unknown route and unknown method: 404, authenticated or not', async () => {
    const body = expectProblem(await t.get('/bean/nothing-here'), 404, secrets);
    expect(body.detail).toContain('/api/v1/bean/nothing-here');
    expectProblem(await t.app.inject({ method: 'GET', url: '/etc/passwd' }), 404, secrets);
    expectProblem(await t.request({ method: 'DELETE', url: `${BASE}/bean/transactions` }), 404, secrets);
  });

  test('long or malformed path segments: problem+json from the router too, never the URL echoed', async () => {
    // Up to the router's limit, a long id is an invalid id (after the token check, as any other).
    const long = 'a'.repeat(300);
    const invalid = expectProblem(await t.get(`/bean/transactions/${long}`), 400, secrets) as { errors: { path: string; message: string }[] };
    expect(invalid.errors[0]!.path).toBe('params/id');
    // in words, not the pattern (QA of session 27 saw "must match pattern \"^[0-9a-f]{20}...")
    expect(invalid.errors[0]!.message).toBe('must be a transaction id as the list gives it: 20 lowercase hex digits, then -pad for a pad\'s padding, then -2, -3... for a transaction (or pad) written the same as an earlier one');
    expectProblem(await t.app.inject({ method: 'GET', url: `${BASE}/bean/transactions/${long}` }), 401, secrets);
    const tooLong = 'a'.repeat(5000);
    const body = expectProblem(await t.get(`/bean/transactions/${tooLong}`), 414, secrets);
    expect(JSON.stringify(body)).not.toContain(tooLong.slice(0, 200));
    expectProblem(await t.get('/bean/transactions/%E0%A4%A'), 400, secrets);
  });

  test('bad query parameters: 400 with the parameter as path', async () => {
    const cases: [string, string][] = [
      ['/bean/transactions?from=yesterday', 'querystring/from'],
      ['/bean/transactions?offset=-1', 'querystring/offset'],
      ['/bean/transactions?offset=99999999999999999999', 'querystring/offset'],
      ['/bean/transactions?limit=1001', 'querystring/limit'],
      ['/bean/transactions?limit=abc', 'querystring/limit'],
      // Number() reads these (16, 10, 7, 2, 3): only decimal digits are an integer
      ['/bean/transactions?limit=0x10', 'querystring/limit'],
      ['/bean/transactions?limit=1e1', 'querystring/limit'],
      ['/bean/transactions?limit=%20%207%20', 'querystring/limit'],
      ['/bean/accounts?offset=0x2', 'querystring/offset'],
      ['/bean/payees?limit=0b11', 'querystring/limit'],
      ['/bean/balances?rollup=true&depth=0x2', 'querystring/depth'],
      ['/bean/balances?rollup=perhaps', 'querystring/rollup'],
      ['/bean/accounts?type=Stuff', 'querystring/type'],
      ['/bean/transactions?frm=2024-01-01', 'querystring/frm'],
      // Well-shaped but not on the calendar: checked after the schema, same path style.
      ['/bean/transactions?from=2024-02-30', 'querystring/from'],
      ['/bean/balances?date=2023-02-29', 'querystring/date'],
      ['/bean/prices?to=2024-04-31', 'querystring/to'],
    ];
    for (const [url, path] of cases) {
      const body = expectProblem(await t.get(url), 400, secrets);
      expect(body.errors, url).toContainEqual(expect.objectContaining({ path }));
    }
  });

  test('a body that fails the schema lists each failing path', async () => {
    const bad = { ...LUNCH, date: '2024-13-45x', postings: [{ account: 'expenses:food', units: { number: '1e999999', currency: 'CNY' } }] };
    const body = expectProblem(await t.post('/bean/transactions', bad), 400, secrets);
    const paths = (body.errors as { path: string }[]).map((e) => e.path);
    expect(paths).toContain('body/date');
    expect(paths).toContain('body/postings/0/account');
    expect(paths).toContain('body/postings/0/units/number');
    const notADay = expectProblem(await t.post('/bean/transactions', { ...LUNCH, date: '2024-02-30' }), 400, secrets);
    expect(notADay.errors).toEqual([{ path: 'body/date', message: expect.any(String) }]);
    const costDate = { ...LUNCH, postings: [{ account: 'Assets:Broker', units: { number: '1', currency: 'HOOL' }, cost: { number: '100', currency: 'USD', date: '2024-13-01' } }, { account: 'Assets:Cash' }] };
    const badCost = expectProblem(await t.post('/bean/transactions', costDate), 400, secrets);
    expect((badCost.errors as { path: string }[]).map((e) => e.path)).toContain('body/postings/0/cost/date');
  });

  // (security QA: a 0.9 MB login of 85,000 unknown keys, no token needed, was answered 6.6 MB)
  test('a body with many failures lists the first 20 and counts the rest', async () => {
    const keys = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`k${i}`, 1]));
    const body = expectProblem(await t.request({ method: 'POST', url: `${BASE}/auth/login`, payload: { username: 'alice', password: 'x', ...keys } }), 400, secrets);
    expect((body.errors as { path: string }[]).map((e) => e.path)).toEqual(Array.from({ length: 20 }, (_, i) => `body/k${i}`));
    expect(body.detail).toMatch(/body\/k19 is not allowed; and 280 more\.$/);
    expect(JSON.stringify(body).length).toBeLessThan(4000);
  });

  test('ledger rejections (422) name files relative to the ledger, never the absolute path', async () => {
    const body = expectProblem(await t.post('/bean/transactions', { ...LUNCH, postings: [{ account: 'Expenses:Unknown', units: { number: '1', currency: 'CNY' } }, { account: 'Assets:Cash' }] }), 422, secrets);
    expect((body.errors as unknown[]).length).toBeGreaterThan(0);
    expect(body.errors).toContainEqual(expect.objectContaining({ file: 'main.beancount' }));
  });

  test('unknown resource, bad token, bad login: clean problems', async () => {
    expectProblem(await t.get('/bean/transactions/0123456789abcdef0123'), 404, secrets);
    expectProblem(await t.get('/bean/transactions/..%2F..%2Fetc%2Fpasswd'), 400, secrets);
    expectProblem(await t.app.inject({ method: 'GET', url: `${BASE}/health`, headers: { authorization: 'Bearer not.a.jwt' } }), 401, secrets);
    expectProblem(await t.app.inject({ method: 'GET', url: `${BASE}/health`, headers: { authorization: `Basic ${Buffer.from('alice:correct horse').toString('base64')}` } }), 401, secrets);
    expectProblem(await t.app.inject({ method: 'POST', url: `${BASE}/auth/login`, payload: { username: 'alice', password: 'nope', extra: 1 } }), 400, secrets);
  });
});

describe('server-side failures', () => {
  test('a ledger that vanished answers a problem without its path or a stack', async () => {
    const gone = await makeTestApp();
    try {
      await import('node:fs/promises').then((fs) => fs.rm(gone.ledgerFile));
      const r = await gone.get('/health');
      expect(r.statusCode).toBeGreaterThanOrEqual(500);
      expectProblem(r, r.statusCode, [gone.dir, gone.ledgerFile, 'ENOENT']);
    } finally {
      await gone.close();
    }
  });

  test('content types are matched without case and with parameters', async () => {
    const LUNCH2 = { ...LUNCH, narration: 'Case-insensitive type' };
    const r = await postRaw('/bean/transactions', JSON.stringify(LUNCH2), 'Application/JSON; charset=UTF-8');
    expect(r.statusCode, r.body).toBe(201);
  });
});
