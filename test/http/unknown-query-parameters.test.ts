// A query parameter a route does not take is a 400 on every route, as it always was on the list
// routes: a client that asks for a preview in the URL (POST ...?dry_run=true) must get an error,
// never the write it meant to preview. The routes are the ones the app registers (its OpenAPI
// document lists them all but the CORS plugin's own), so a new route is checked too.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { InjectOptions } from 'fastify';
import { BASE, makeTestApp, multipart, SAMPLE_LEDGER, type TestApp } from './test-app.ts';

type Doc = { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };

/** The body and headers of a request each write route accepts (GET routes need none). */
const VALID_REQUESTS: Record<string, () => Promise<Pick<InjectOptions, 'payload' | 'headers'>>> = {
  'POST /auth/login': async () => ({ payload: { username: 'alice', password: 'correct horse' } }),
  'POST /bean/transactions': async () => ({
    payload: { date: '2024-01-20', narration: 'Tea', postings: [{ account: 'Expenses:Food', units: { number: '3.50', currency: 'CNY' } }, { account: 'Assets:Cash' }] },
  }),
  'POST /bean/accounts': async () => ({ payload: { name: 'Assets:Wallet' } }),
  'POST /bean/commodities': async () => ({ payload: { currency: 'EUR' } }),
  'POST /bean/prices': async () => ({ payload: { date: '2024-01-20', currency: 'USD', amount: { number: '7.20', currency: 'CNY' } } }),
  'POST /bean/payees': async () => ({ payload: { name: 'Bakery' } }),
  // QA's statement, dated before the tests' today (2024-02-01) so that its row is imported: it
  // opens Expenses:Uncategorized and appends the transaction.
  'POST /bean/import/files': () => multipart({ account: 'Assets:Bank' }, 'statement.csv', Buffer.from('Date,Payee,Amount\n2024-01-20,Shop,-5.00\n'), 'text/csv'),
  'POST /bean/nlp/parse': async () => ({ payload: { text: 'coffee 20' } }),
};

let t: TestApp;
let doc: Doc;
let transactionId: string;
beforeAll(async () => {
  t = await makeTestApp(`${SAMPLE_LEDGER}\n2024-01-01 open Assets:Bank\n`);
  doc = (await t.get('/openapi.json')).json() as Doc;
  transactionId = ((await t.get('/bean/transactions?limit=1')).json() as { data: { id: string }[] }).data[0]!.id;
});
afterAll(async () => {
  await t.close();
});

/** Every route of the document as [METHOD, path under BASE] (HEAD included: the document lists it beside each GET). */
function routes(): [string, string][] {
  return Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((method) => [method.toUpperCase(), path.slice(BASE.length)] as [string, string]));
}

/** The route's URL with real values for its path parameters. */
function urlOf(path: string): string {
  return BASE + path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (name === 'id') return transactionId;
    throw new Error(`no example value for the path parameter ${name} of ${path}: add one to urlOf`);
  });
}

describe('a query parameter a route does not take is a 400 that writes nothing', () => {
  test('every route, HEAD included, refuses ?dry_run=true as GET /bean/transactions does; the same request without it succeeds', async () => {
    const reference = await t.get('/bean/transactions?dry_run=true');
    expect(reference.statusCode).toBe(400);
    expect(reference.json()).toMatchObject({ status: 400, errors: [{ path: 'querystring/dry_run', message: expect.stringMatching(/^is not allowed: this route takes from, to, /) }] });

    const checked: string[] = [];
    for (const [method, path] of routes()) {
      const route = `${method} ${path}`;
      const valid = method === 'GET' || method === 'HEAD' ? async () => ({}) : VALID_REQUESTS[route];
      expect(valid, `no valid request for ${route}: add one to VALID_REQUESTS`).toBeDefined();
      const request = async (url: string) => t.request({ method: method as InjectOptions['method'], url, ...(await valid!()) });

      const before = await readFile(t.ledgerFile);
      const refused = await request(`${urlOf(path)}?dry_run=true`);
      expect(refused.statusCode, `${route}: ${refused.body}`).toBe(400);
      expect(refused.headers['content-type'], route).toMatch(/^application\/problem\+json/);
      // the same refusal, its words naming what this route takes
      if (method !== 'HEAD') expect(refused.json().errors, route).toEqual([{ path: 'querystring/dry_run', message: expect.stringMatching(/^is not allowed: this route takes /) }]);
      expect((await readFile(t.ledgerFile)).equals(before), `${route} wrote to the ledger`).toBe(true);

      // The request itself was a good one: only the query parameter was refused. A write (an
      // operation whose document lists a 201) really writes without it.
      const accepted = await request(urlOf(path));
      expect(accepted.statusCode, `${route} without the query: ${accepted.body}`).toBeLessThan(300);
      const writes = '201' in (doc.paths[BASE + path]![method.toLowerCase()]?.responses ?? {});
      if (writes) expect((await readFile(t.ledgerFile)).equals(before), `${route} without the query wrote nothing`).toBe(false);
      checked.push(route);
    }
    // Every route of the contract's list, so that the loop cannot pass by seeing none.
    expect(checked).toEqual(expect.arrayContaining(['POST /auth/login', 'GET /health', 'HEAD /health', 'GET /openapi.json', 'GET /bean/transactions/{id}', ...Object.keys(VALID_REQUESTS)]));
  });

  test('every operation of the OpenAPI document lists the 400', () => {
    for (const [method, path] of routes()) {
      if (method === 'HEAD') continue;
      expect(Object.keys(doc.paths[BASE + path]![method.toLowerCase()]!.responses), `${method} ${path}`).toContain('400');
    }
  });
});
