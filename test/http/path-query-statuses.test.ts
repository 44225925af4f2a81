// QA findings on answers given before or around routing: a path segment over 1,024 characters
// is a 414 on any path (not only where a route takes a parameter); the OpenAPI document lists
// every status any request can get (414, 417, 431) and that the import form takes no other
// field; an empty payee filter is a 400 like the other empty filters; a query parameter given
// twice is a 400 that says so.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BASE, makeTestApp, multipart, SAMPLE_LEDGER, type TestApp } from './test-app.ts';
import { MAX_HEADER_BYTES } from '../../src/http/error-handler.ts';
import { exchange, expectProblemAnswer } from './raw-exchange.ts';

type Json = Record<string, unknown>;
interface Operation {
  parameters?: { name: string; in: string; schema: Json }[];
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, { content: Record<string, { schema: Json }> }>;
}
type Doc = { paths: Record<string, Record<string, Operation>> };

// A transaction with an empty payee ("" in the file, which Beancount keeps apart from no payee)
// and one without any: neither may be what an empty filter is taken for.
const LEDGER = `${SAMPLE_LEDGER}
2024-01-20 * "" "empty payee"
  Expenses:Food  1.00 CNY
  Assets:Cash

2024-01-21 * "no payee"
  Expenses:Food  2.00 CNY
  Assets:Cash
`;

let t: TestApp;
let doc: Doc;
let port: number;
beforeAll(async () => {
  t = await makeTestApp(LEDGER);
  doc = (await t.get('/openapi.json')).json() as Doc;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await t.close();
});

function operations(): [string, string, Operation][] {
  return Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => [path, method, op] as [string, string, Operation]));
}

/** The path of an operation with a real value for {id}. */
async function urlOf(path: string): Promise<string> {
  if (!path.includes('{')) return path;
  const id = ((await t.get('/bean/transactions?limit=1')).json() as { data: { id: string }[] }).data[0]!.id;
  return path.replace('{id}', id);
}

describe('a path segment over 1,024 characters is a 414 on any path', () => {
  const LONG_PATHS = [`${BASE}/${'z'.repeat(1025)}`, `${BASE}/bean/${'b'.repeat(1025)}`, `${BASE}/bean/accounts/${'a'.repeat(1025)}`, `/${'r'.repeat(1025)}`, `${BASE}/bean/transactions/${'t'.repeat(1025)}`];

  test('with or without a token, where no route is and where a route takes a parameter', async () => {
    for (const url of LONG_PATHS) {
      for (const headers of [{ authorization: `Bearer ${t.token}` }, {}]) {
        const r = await t.app.inject({ method: 'GET', url, headers });
        expect(r.statusCode, url.slice(0, 40)).toBe(414);
        expect(r.headers['content-type']).toBe('application/problem+json; charset=utf-8');
        expect(r.json()).toMatchObject({ title: 'URI Too Long', status: 414, detail: 'A segment of the path is longer than 1024 characters.', errors: [] });
      }
    }
  });

  test('counted in characters once percent-decoded, as the router counts; 1,024 is still routed (404)', async () => {
    expect((await t.get(`/${'z'.repeat(1024)}`)).statusCode).toBe(404);
    expect((await t.get(`/${encodeURIComponent('é'.repeat(1025))}`)).statusCode).toBe(414);
    // 6,000 characters sent, 1,000 once decoded
    expect((await t.get(`/${encodeURIComponent('é'.repeat(1000))}`)).statusCode).toBe(404);
    // a long query is no long segment
    expect((await t.get(`/bean/transactions?q=${'q'.repeat(2000)}`)).statusCode).toBe(200);
  });

  test('over a socket too, with the headers every answer carries', async () => {
    const answer = await exchange(port, `GET ${BASE}/bean/${'b'.repeat(1025)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    expect(answer.head).toMatch(/^HTTP\/1\.1 414 /);
    expect(answer.head).toMatch(/\r\nx-content-type-options: nosniff/i);
  });
});

describe('the OpenAPI document lists every status any request can get', () => {
  test('every operation lists 414, 417 and 431 as problems, and the service answers each', async () => {
    for (const [path, method, op] of operations()) {
      for (const status of ['414', '417', '431']) {
        expect(Object.keys(op.responses), `${method} ${path}`).toContain(status);
        // (a HEAD answer has no body to type)
        expect(Object.keys(op.responses[status]!.content ?? {}), `${method} ${path} ${status}`).toEqual(method === 'head' ? [] : ['application/problem+json']);
      }
      const url = await urlOf(path);
      const expectation = await t.request({ method: method.toUpperCase() as 'GET', url, headers: { expect: 'something-else' } });
      expect(expectation.statusCode, `${method} ${path}`).toBe(417);
      const long = await t.request({ method: method.toUpperCase() as 'GET', url: `${url}/${'x'.repeat(1025)}` });
      expect(long.statusCode, `${method} ${path}/<1025>`).toBe(414);
      const big = await exchange(port, `${method.toUpperCase()} ${url} HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(MAX_HEADER_BYTES + 2 * 1024)}\r\n\r\n`);
      expectProblemAnswer(big, 431);
    }
  });

  test('the import form takes no field it does not list: additionalProperties is false, and another field is a 400 naming it', async () => {
    const schema = doc.paths[`${BASE}/bean/import/files`]!.post!.requestBody!.content['multipart/form-data']!.schema;
    expect(schema.additionalProperties).toBe(false);
    const form = await multipart({ account: 'Assets:Cash', colour: 'blue' }, 'statement.csv', Buffer.from('Date,Payee,Amount\n2024-01-20,Shop,-5.00\n'), 'text/csv');
    const before = await t.ledgerText();
    const r = await t.request({ method: 'POST', url: `${BASE}/bean/import/files`, ...form });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual([{ path: 'colour', message: 'is not a known field' }]);
    expect(await t.ledgerText()).toBe(before);
  });
});

describe('an empty payee filter', () => {
  test('is a 400 naming it, as an empty tag, account, currency or date is', async () => {
    for (const name of ['payee', 'tag', 'account', 'currency', 'from']) {
      const r = await t.get(`/bean/transactions?${name}=&limit=1`);
      expect(r.statusCode, name).toBe(400);
      expect(r.json().errors.map((e: { path: string }) => e.path), name).toEqual([`querystring/${name}`]);
    }
    expect((await t.get('/bean/transactions?payee=')).json().errors).toEqual([{ path: 'querystring/payee', message: 'must not be empty' }]);
  });

  test('a payee still matches exactly, and the document says an empty one is refused', async () => {
    const r = await t.get('/bean/transactions?payee=cafe');
    expect(r.json().data.map((x: { narration: string }) => x.narration)).toEqual(['Latte']);
    const payee = doc.paths[`${BASE}/bean/transactions`]!.get!.parameters!.find((p) => p.name === 'payee')!;
    expect(payee.schema.minLength).toBe(1);
  });
});

describe('a query parameter given more than once', () => {
  test('is a 400 that says so and names it, for every parameter of every route that takes any', async () => {
    let checked = 0;
    for (const [path, method, op] of operations()) {
      const url = await urlOf(path);
      for (const parameter of (op.parameters ?? []).filter((p) => p.in === 'query')) {
        const r = await t.request({ method: method.toUpperCase() as 'GET', url: `${url}?${parameter.name}=1&${parameter.name}=1` });
        expect(r.statusCode, `${method} ${path} ${parameter.name}`).toBe(400);
        if (method === 'head') continue; // no body to read
        expect(r.json().errors, `${method} ${path} ${parameter.name}`).toEqual([{ path: `querystring/${parameter.name}`, message: 'is given more than once' }]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  test('the QA cases: limit=5&limit=5 and from=...&from=...; values that are each valid', async () => {
    const limit = await t.get('/bean/transactions?limit=5&limit=5');
    expect(limit.json()).toMatchObject({ status: 400, detail: 'The querystring is not valid: querystring/limit is given more than once.' });
    const from = await t.get('/bean/transactions?from=2024-01-01&from=2024-01-02');
    expect(from.json().errors).toEqual([{ path: 'querystring/from', message: 'is given more than once' }]);
    // each alone is fine
    expect((await t.get('/bean/transactions?limit=5&from=2024-01-01')).statusCode).toBe(200);
  });

  test('an unknown parameter, repeated or not, is still "not allowed"', async () => {
    const r = await t.get('/bean/transactions?colour=1&colour=2');
    expect(r.json().errors).toEqual([{ path: 'querystring/colour', message: expect.stringMatching(/^is not allowed: this route takes from, /) }]);
  });
});

describe('a query parameter that is not percent-encoded UTF-8', () => {
  test('is a 400 naming it, as such a path is; well-encoded text (Chinese, a space as +, %25) is read', async () => {
    // (QA: q=%zz was a 200 searching for "%zz", where %zz in the path is a 400)
    for (const [query, name] of [['q=%zz', 'q'], ['q=%E5%8D', 'q'], ['payee=100%', 'payee'], ['limit=5&q=a%2', 'q']] as const) {
      const r = await t.get(`/bean/transactions?${query}`);
      expect(r.statusCode, query).toBe(400);
      expect(r.json().errors, query).toEqual([{ path: `querystring/${name}`, message: 'is not percent-encoded UTF-8' }]);
    }
    const fine = await t.get(`/bean/transactions?q=${encodeURIComponent('午餐')}&payee=a+b%25`);
    expect(fine.statusCode).toBe(200);
    // named once when given twice; on a path no route serves, the 404 (QA recheck)
    expect((await t.get('/bean/transactions?q=%zz&q=%zz')).json().errors).toEqual([{ path: 'querystring/q', message: 'is not percent-encoded UTF-8' }]);
    expect((await t.get('/nope?q=%zz')).statusCode).toBe(404);
  });
});
