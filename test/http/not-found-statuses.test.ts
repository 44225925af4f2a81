// Where a 404 is answered, and where the OpenAPI document lists it. The document listed 404 on
// every write, none of which looks anything up; only GET /bean/transactions/{id} answers it. Each
// operation is driven with requests that name what is not there (an id, an account, a payee, a
// currency, a statement account), with the ledger file gone and with the user removed: the
// document lists 404 on exactly the operations where one of them is a 404. An unknown path or a
// method a path does not take is a 404 too, which the document says once, not per operation.
import { readFile, readdir, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { UserStore } from '../../src/auth/users.ts';
import { BASE, makeTestApp, multipart, type TestApp } from './test-app.ts';
import { expectProblem } from './problem-assertions.ts';

type Json = Record<string, unknown>;
interface Operation {
  responses: Record<string, { content: Record<string, { schema: Json }> }>;
}
type Doc = { info: { description: string }; paths: Record<string, Record<string, Operation>> };

const requireAjv = createRequire(createRequire(import.meta.url).resolve('@fastify/ajv-compiler'));
const Ajv2020 = requireAjv('ajv/dist/2020') as { default: new (options: object) => { compile(schema: object): ((data: unknown) => boolean) & { errors?: unknown } } };
const ajv = new Ajv2020.default({ strict: false, allErrors: true });

const OFX = Buffer.from(`OFXHEADER:100
DATA:OFXSGML
VERSION:102
SECURITY:NONE
ENCODING:USASCII
CHARSET:1252
COMPRESSION:NONE
OLDFILEUID:NONE
NEWFILEUID:NONE

<OFX><BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS><STMTRS><CURDEF>CNY<BANKACCTFROM><BANKID>021000021<ACCTID>99990000</ACCTID><ACCTTYPE>CHECKING</BANKACCTFROM><BANKTRANLIST><DTSTART>20240101<DTEND>20240115<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240102<TRNAMT>-25.00<FITID>NF001<NAME>LUNCH</STMTTRN></BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>
`);
const CSV = Buffer.from('date,amount,payee\n2024-01-03,-12.00,Nowhere Shop\n');

let t: TestApp;
let doc: Doc;
let knownId: string;
beforeAll(async () => {
  t = await makeTestApp();
  doc = (await t.get('/openapi.json')).json() as Doc;
  knownId = (await t.get('/bean/transactions?limit=1')).json().data[0].id as string;
});
afterAll(async () => {
  await t.close();
});

const get = (url: string): InjectOptions => ({ method: 'GET', url: `${BASE}${url}` });
const post = (url: string, payload: unknown): InjectOptions => ({ method: 'POST', url: `${BASE}${url}`, payload: payload as InjectOptions['payload'] });
async function upload(fields: Record<string, string>, name: string, content: Buffer): Promise<InjectOptions> {
  const form = await multipart(fields, name, content);
  return { method: 'POST', url: `${BASE}/bean/import/files`, payload: form.payload, headers: form.headers };
}

/** Per operation: requests naming what the ledger does not hold. */
async function probes(): Promise<Record<string, InjectOptions[]>> {
  return {
    'post /auth/login': [post('/auth/login', { username: 'nobody', password: 'x' })],
    'get /health': [get('/health')],
    'get /openapi.json': [get('/openapi.json')],
    'get /bean/transactions': [get('/bean/transactions?account=Assets:Nowhere'), get('/bean/transactions?payee=Nobody&tag=none&link=none&q=nothing&currency=XYZ')],
    'post /bean/transactions': [
      post('/bean/transactions', { date: '2024-01-20', postings: [{ account: 'Assets:Nowhere', units: { number: '-1', currency: 'CNY' } }, { account: 'Expenses:Nowhere' }] }),
    ],
    'get /bean/transactions/{id}': [get('/bean/transactions/0123456789abcdef0123'), get(`/bean/transactions/${knownId}-9`), get(`/bean/transactions/${knownId}`)],
    'get /bean/accounts': [get('/bean/accounts?prefix=Assets:Nowhere&currency=XYZ')],
    'post /bean/accounts': [post('/bean/accounts', { name: 'Assets:Nowhere:Deep', date: '2024-01-01', currencies: ['XYZ'] })],
    'get /bean/balances': [get('/bean/balances?account=Assets:Nowhere&convert=XYZ')],
    'get /bean/commodities': [get('/bean/commodities')],
    'post /bean/commodities': [post('/bean/commodities', { currency: 'NOWHERE', date: '2024-01-01' })],
    'get /bean/prices': [get('/bean/prices?currency=XYZ&quote=ABC')],
    'post /bean/prices': [post('/bean/prices', { date: '2024-01-20', currency: 'XYZ', amount: { number: '1', currency: 'ABC' } })],
    'get /bean/payees': [get('/bean/payees?q=nobody')],
    'post /bean/payees': [post('/bean/payees', { name: 'Nobody', account: 'Expenses:Nowhere', date: '2024-01-01' })],
    'post /bean/import/files': [
      await upload({ account: 'Assets:Nowhere', format: 'csv' }, 'statement.csv', CSV),
      await upload({}, 'statement.ofx', OFX),
      await upload({ preset: 'nowhere' }, 'statement.csv', CSV),
    ],
    'post /bean/nlp/parse': [post('/bean/nlp/parse', { text: '昨天在不存在的店花了8块', reference_date: '2024-01-20' })],
  };
}

/** (HEAD operations left out: each lists its GET's statuses, openapi-document.test.ts checks.) */
function operations(): [string, Operation][] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => method !== 'head')
      .map(([method, op]) => [`${method} ${path.slice(BASE.length)}`, op] as [string, Operation]),
  );
}

describe('404 in the document', () => {
  test('is listed on exactly the operations where a request is a 404, the ledger gone or the user removed included', async () => {
    const table = await probes();
    expect(Object.keys(table).sort()).toEqual(operations().map(([key]) => key).sort());
    const answers = new Map<string, LightMyRequestResponse[]>(Object.keys(table).map((key) => [key, []]));
    // An app of its own: its ledger is moved away and its user removed.
    const own = await makeTestApp();
    try {
      const drive = async () => {
        for (const [key, requests] of Object.entries(table)) for (const request of requests) answers.get(key)!.push(await own.request(request));
      };
      await drive();
      await rename(own.ledgerFile, `${own.ledgerFile}.away`);
      await drive();
      await rename(`${own.ledgerFile}.away`, own.ledgerFile);
      await new UserStore(own.dir).remove('alice');
      await drive();
    } finally {
      await own.close();
    }

    for (const [key, op] of operations()) {
      const statuses = answers.get(key)!.map((r) => r.statusCode);
      const listed = Object.keys(op.responses).map(Number);
      for (const status of statuses) expect(listed, `${key} answered ${status}`).toContain(status);
      expect(listed.includes(404), `${key}: 404 listed, answers ${statuses.join(' ')}`).toBe(statuses.includes(404));
      const schema = op.responses['404']?.content['application/problem+json']?.schema;
      for (const r of answers.get(key)!.filter((a) => a.statusCode === 404)) {
        expectProblem(r, 404, []);
        expect(ajv.compile(schema!)(r.json()), r.body).toBe(true);
      }
    }
    // The user removed: a 401, never a 404 naming a missing user; the ledger gone: a 503.
    const last = (key: string) => answers.get(key)!.at(-1)!.statusCode;
    expect(last('get /bean/transactions/{id}')).toBe(401);
    expect(answers.get('get /bean/balances')!.map((r) => r.statusCode)).toEqual([200, 503, 401]);
  });

  test('a 404 has the shape of every other problem answer', () => {
    const [, op] = operations().find(([key]) => key === 'get /bean/transactions/{id}')!;
    const shape = (status: string) => op.responses[status]!.content['application/problem+json']!.schema;
    expect(shape('404')).toEqual(shape('400'));
  });

  test('every place in src/ that makes a 404 is one the table above reaches, or no route at all', async () => {
    // users.ts: the CLI's `user remove/passwd` of an unknown name (the HTTP side answers 401, above);
    // error-handler.ts: the answer to a path or method no route serves (below).
    const root = fileURLToPath(new URL('../../src', import.meta.url));
    const makers: string[] = [];
    for (const entry of await readdir(root, { recursive: true })) {
      if (!entry.endsWith('.ts')) continue;
      const text = await readFile(join(root, entry), 'utf8');
      if (/Problem\.notFound\(|new Problem\(\s*404|statusCode\s*=\s*404|\.code\(404\)/.test(text)) makers.push(entry);
    }
    expect(makers.sort()).toEqual(['auth/users.ts', 'http/error-handler.ts', 'http/transactions.ts', 'problem.ts']);
  });
});

describe('an unknown path, or a method a path does not take', () => {
  test('is a 404 problem naming the method and path, with or without a token, and the document says so once', async () => {
    expect(doc.info.description).toMatch(/a method a path does not take \(DELETE \/api\/v1\/bean\/transactions\), is a 404 problem, with or without a token \(no 405\)/);
    let checked = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      const url = path.replace('{id}', knownId);
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((m) => item[m.toLowerCase()] === undefined)) {
        for (const r of [await t.app.inject({ method: method as 'GET', url }), await t.app.inject({ method: method as 'GET', url, headers: { authorization: `Bearer ${t.token}` } })]) {
          expect(expectProblem(r, 404, [t.dir]).detail, `${method} ${path}`).toBe(`No route ${method} ${url}.`);
          expect(r.headers.allow).toBeUndefined();
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(40);
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/bean/nothing` })).statusCode).toBe(404);
  });

  test('a trailing slash where a path takes an id is no route either, with or without a token', async () => {
    // (QA: GET /bean/transactions/ without a token was a 401, which a client may answer by logging in again, and again)
    const url = `${BASE}/bean/transactions/`;
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }, { authorization: `Bearer ${t.token}` }]) {
      expect(expectProblem(await t.app.inject({ method: 'GET', url, headers }), 404, [t.dir]).detail).toBe(`No route GET ${url}.`);
    }
  });
});
