// The OpenAPI document against the service: what a client or gateway that validates with the
// document accepts, the service accepts (and the other way round where the document can say
// it); the statuses and headers the service answers are the ones the document lists; and the
// document is portable (patterns every regex engine reads alike, no plugin routes).
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parsePreciseJson } from '../../src/http/json-body.ts';
import { ACCOUNT_PATTERN, DATE_PATTERN, TEXT_PATTERN } from '../../src/http/schemas.ts';
import { BASE, makeTestApp, multipart, type TestApp } from './test-app.ts';

type Json = Record<string, unknown>;
interface Operation {
  parameters?: { name: string; in: string; schema: Json; description?: string }[];
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, { description: string; headers?: Record<string, { description: string; schema: Json }>; content?: Record<string, { schema: Json }> }>;
}
type Doc = { info: { description: string }; paths: Record<string, Record<string, Operation>> };

// The Ajv that Fastify's validator compiler uses, in its JSON Schema 2020-12 flavour (OpenAPI 3.1's).
const requireAjv = createRequire(createRequire(import.meta.url).resolve('@fastify/ajv-compiler'));
const Ajv2020 = requireAjv('ajv/dist/2020') as { default: new (options: object) => { compile(schema: object): ((data: unknown) => boolean) & { errors?: unknown } } };
const ajv = new Ajv2020.default({ strict: false, allErrors: true });

let t: TestApp;
let doc: Doc;
beforeAll(async () => {
  t = await makeTestApp();
  doc = (await t.get('/openapi.json')).json() as Doc;
});
afterAll(async () => {
  await t.close();
});

function operations(): [string, string, Operation][] {
  return Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => [path, method, op] as [string, string, Operation]));
}

function bodySchema(path: string, method = 'post'): Json {
  return doc.paths[`${BASE}${path}`]![method]!.requestBody!.content['application/json']!.schema;
}

/** Every object inside a schema, with the property name it stands under. */
function* walk(node: unknown, key = ''): Generator<[string, Json]> {
  if (Array.isArray(node)) for (const item of node) yield* walk(item, key);
  else if (node !== null && typeof node === 'object') {
    yield [key, node as Json];
    for (const [k, v] of Object.entries(node)) yield* walk(v, k);
  }
}

/** Raw JSON text, so that numbers stay JSON numbers on the wire. */
function postJson(path: string, text: string, headers: Record<string, string> = {}) {
  return t.request({ method: 'POST', url: `${BASE}${path}`, payload: text, headers: { 'content-type': 'application/json', ...headers } });
}

describe('A. JSON numbers: the request schemas take them where the service does', () => {
  test('POST /bean/prices with "number": 7.1 is valid to the document and a 201 from the service', async () => {
    const text = '{"date": "2024-01-20", "currency": "USD", "amount": {"number": 7.1, "currency": "CNY"}}';
    expect(ajv.compile(bodySchema('/bean/prices'))(JSON.parse(text))).toBe(true);
    const r = await postJson('/bean/prices', text);
    expect(r.statusCode).toBe(201);
    expect(r.json().amount).toEqual({ number: '7.1', currency: 'CNY' });
  });

  test('a transaction with JSON numbers in units, cost, price and metadata (plain and amounts)', async () => {
    const text =
      '{"date": "2024-01-21", "narration": "numbers", "meta": {"rate": 1.50, "fee": {"number": 0.30, "currency": "CNY"}}, "postings": [' +
      '{"account": "Assets:Broker", "units": {"number": 2, "currency": "HOOL"}, "cost": {"number": 100.00, "currency": "USD"}, "meta": {"lot": 7}},' +
      '{"account": "Assets:Bank:Checking", "units": {"number": -1600.00, "currency": "CNY"}, "price": {"number": 0.125, "currency": "USD"}}]}';
    expect(ajv.compile(bodySchema('/bean/transactions'))(JSON.parse(text))).toBe(true);
    const r = await postJson('/bean/transactions', text);
    expect(r.statusCode).toBe(201);
    expect(r.json().meta).toEqual({ rate: '1.50', fee: { number: '0.30', currency: 'CNY' } });
    expect(await t.ledgerText()).toContain('rate: 1.50');
  });

  test('where the service refuses a JSON number (a payee, a name), the document refuses it too', async () => {
    const text = '{"date": "2024-01-21", "payee": 5, "postings": [{"account": "Assets:Cash", "units": {"number": "1", "currency": "CNY"}}, {"account": "Expenses:Food"}]}';
    expect(ajv.compile(bodySchema('/bean/transactions'))(JSON.parse(text))).toBe(false);
    expect((await postJson('/bean/transactions', text)).statusCode).toBe(400);
    expect(ajv.compile(bodySchema('/bean/payees'))({ name: 5 })).toBe(false);
    expect((await postJson('/bean/payees', '{"name": 5}')).statusCode).toBe(400);
  });

  test('answers keep numbers as strings', () => {
    for (const [path, method, op] of operations()) {
      for (const [status, response] of Object.entries(op.responses)) {
        for (const [key, node] of walk(Object.values(response.content ?? {})[0]?.schema)) {
          if (key === 'number' && node.type !== undefined) expect(node.type, `${method} ${path} ${status}`).toBe('string');
        }
      }
    }
  });
});

describe('B. patterns read alike in Python re and in ECMAScript with and without the u flag', () => {
  const patterns = () => [...new Set([...walk(doc)].filter(([key, node]) => key !== 'properties' && typeof node.pattern === 'string').map(([, node]) => node.pattern as string))];
  const SAMPLES = [
    'Assets:Bank', 'Expenses:餐饮', 'Expenses:Food-餐饮', 'Expenses:Food:𠮷野家', 'Assets:𠮷', 'Assets:école', 'Assets:Bank✓', 'assets:Bank', 'Assets', 'Assets:Bank:1', 'Assets:-x',
    '2024-01-01', '٢٠٢٤-٠١-٠١', '2024-1-01', '-12.50', '1e5', '.5', '１２', 'USD', 'TRUE', "A'B", 'tag-1/x.y', 'note', 'a', 'Ab', 'Ͱ', '', '\n', 'x\ud800', '0123456789abcdef0123', '0123456789abcdef0123-2',
  ];

  test('no escape that Python or ECMAScript without the u flag reads otherwise (\\u{..}, \\p{..}, \\d, \\w, \\s, \\b)', () => {
    expect(patterns().length).toBeGreaterThan(5);
    for (const p of patterns()) expect(p).not.toMatch(/\\[uU]\{|\\[pP]\{|\\[dDwWsSbB]/);
  });

  test('every pattern compiles with and without the u flag and matches the same strings', () => {
    for (const p of patterns()) {
      const plain = new RegExp(p);
      const unicode = new RegExp(p, 'u');
      for (const s of SAMPLES) expect(plain.test(s), `${p} on ${JSON.stringify(s)}`).toBe(unicode.test(s));
    }
  });

  test('the portable account pattern is the rule the u-flag pattern stated, code point by code point', () => {
    const before = new RegExp('^[A-Z\\u{80}-\\u{10FFFF}][A-Za-z0-9\\-\\u{80}-\\u{10FFFF}]*(:[A-Z0-9\\u{80}-\\u{10FFFF}][A-Za-z0-9\\-\\u{80}-\\u{10FFFF}]*)+$', 'u');
    const now = [new RegExp(ACCOUNT_PATTERN, 'u'), new RegExp(ACCOUNT_PATTERN)];
    for (let cp = 0; cp <= 0x10ffff; cp += cp < 0x3000 ? 1 : 97) {
      const c = String.fromCodePoint(cp);
      for (const s of [`${c}x:Y`, `A${c}:Y`, `A:${c}`, `A:B${c}`, `A:B${c}:C`]) {
        for (const re of now) if (re.test(s) !== before.test(s)) expect.fail(`U+${cp.toString(16)} in ${JSON.stringify(s)}`);
      }
    }
  });

  test('the new-account name: the document shows a portable, wider pattern and states the rule; the service refuses what the rule refuses', async () => {
    const name = bodySchema('/bean/accounts').properties as Record<string, Json>;
    const shown = new RegExp(name.name!.pattern as string, 'u');
    expect(name.name!.description).toContain("Beancount 2.3's own, older Unicode table");
    for (const refused of ['Expenses:餐饮', 'Assets:école', 'Assets:Ͱ', 'Expenses:Cre\u0300me', 'Assets:Bank\u200bX']) {
      expect(shown.test(refused), refused).toBe(true); // looser in the document
      const r = await t.post('/bean/accounts', { name: refused, date: '2024-01-01' });
      expect(r.statusCode, refused).toBe(400);
      expect(r.json().errors[0].path).toBe('body/name');
    }
    for (const accepted of ['Assets:Bank-中国', 'Assets:Épargne', 'Assets:Bank-𠮷野家', 'Assets:Bank:2024', 'Assets:Bank:工商', 'Assets:Bank✓', 'Assets:Ab٫']) {
      expect((await t.post('/bean/accounts', { name: accepted, date: '2024-01-01' })).statusCode, accepted).toBe(201);
    }
  });
});

describe('C. routes the plugins hide are not in the document', () => {
  test('an app with CORS origins serves the same document as one without (no "*" path)', async () => {
    const withCors = await makeTestApp(undefined, { corsOrigins: ['https://app.example.org'] });
    try {
      const served = (await withCors.get('/openapi.json')).json() as Doc;
      expect(Object.keys(served.paths).filter((p) => !p.startsWith(BASE))).toEqual([]);
      expect(served).toEqual(doc);
    } finally {
      await withCors.close();
    }
  });
});

describe('D. 414, 415 and HEAD', () => {
  test('a Content-Encoding is a 415 on every operation, GET included, and every operation lists 415', async () => {
    for (const [path, method, op] of operations()) {
      const url = path.replace('{id}', '0123456789abcdef0123');
      const r = await t.request({ method: method.toUpperCase(), url, headers: { 'content-encoding': 'gzip', 'content-type': 'application/json' }, payload: method === 'post' ? '{}' : undefined });
      expect(r.statusCode, `${method} ${path}`).toBe(415);
      expect(Object.keys(op.responses), `${method} ${path}`).toContain('415');
    }
  });

  test('a path segment over 1024 characters is a 414 where the document lists it', async () => {
    const r = await t.get(`/bean/transactions/${'a'.repeat(1025)}`);
    expect(r.statusCode).toBe(414);
    expect(r.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(Object.keys(doc.paths[`${BASE}/bean/transactions/{id}`]!.get!.responses)).toContain('414');
  });

  test('HEAD answers every GET route with its status and headers, and the document lists it as an operation without a body', async () => {
    expect(doc.info.description).toMatch(/HEAD is answered for every GET/);
    const gets = operations().filter(([, method]) => method === 'get');
    expect(gets.length).toBeGreaterThan(8);
    for (const [path, , get] of gets) {
      const head = doc.paths[path]!.head;
      expect(head, `head ${path}`).toBeDefined();
      expect(Object.keys(head!.responses), path).toEqual(Object.keys(get.responses));
      for (const response of Object.values(head!.responses)) expect(response.content, path).toBeUndefined();
      expect(head!.parameters, path).toEqual(get.parameters);
      const id = ((await t.get('/bean/transactions?limit=1')).json() as { data: { id: string }[] }).data[0]!.id;
      for (const url of [path.replace('{id}', id), path.replace('{id}', 'nope')]) {
        const [got, headed] = await Promise.all([t.request({ method: 'GET', url }), t.request({ method: 'HEAD', url })]);
        expect(headed.statusCode, url).toBe(got.statusCode);
        expect(headed.body, url).toBe('');
        expect(headed.headers['content-type'], url).toBe(got.headers['content-type']);
        expect(headed.headers['content-length'], url).toBe(got.headers['content-length']);
      }
    }
  });

  test('the document lists exactly the routes and methods the service answers', async () => {
    // The router's own list (a line per path: "├── /api/v1/bean/transactions (POST, GET, HEAD)",
    // a path under another one indented below it as "/:id").
    const served = new Set<string>();
    const prefixes: string[] = [];
    for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
      const m = /^([│ ]*)[├└]── (\S+) \(([A-Z, ]+)\)$/.exec(line);
      if (m === null) continue;
      const depth = m[1]!.length / 4;
      prefixes.length = depth;
      const url = (prefixes[depth - 1] ?? '') + m[2]!;
      prefixes[depth] = url;
      for (const method of m[3]!.split(', ')) served.add(`${method} ${url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`);
    }
    const listed = new Set(operations().map(([path, method]) => `${method.toUpperCase()} ${path}`));
    expect([...served].sort()).toEqual([...listed].sort());
    expect(served).toContain(`HEAD ${BASE}/bean/transactions/{id}`);
    // And as a client sees it: each method on each path is a route of the service (not "No route") exactly when the document lists it.
    // (A known id, so that the one 404 left is "No route"; HEAD's has no body to say it.)
    const id = ((await t.get('/bean/transactions?limit=1')).json() as { data: { id: string }[] }).data[0]!.id;
    for (const path of Object.keys(doc.paths)) {
      for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const) {
        const r = await t.request({ method, url: path.replace('{id}', id) });
        if (r.statusCode === 404 && method !== 'HEAD') expect((r.json() as { detail: string }).detail, `${method} ${path}`).toMatch(/^No route /);
        expect(r.statusCode === 404, `${method} ${path}: ${r.statusCode}`).toBe(!listed.has(`${method} ${path}`));
      }
    }
  });
});

describe('E. response headers', () => {
  test('every 401 declares WWW-Authenticate, every 429 and 503 Retry-After; the service sends them', async () => {
    let seen = 0;
    for (const [path, method, op] of operations()) {
      for (const [status, response] of Object.entries(op.responses)) {
        const expected = { '401': 'WWW-Authenticate', '429': 'Retry-After', '503': 'Retry-After' }[status];
        if (expected === undefined) continue;
        seen++;
        expect(Object.keys(response.headers ?? {}), `${method} ${path} ${status}`).toContain(expected);
      }
    }
    expect(seen).toBeGreaterThan(20);
    const missing = await t.app.inject({ method: 'GET', url: `${BASE}/health` });
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['www-authenticate']).toBe('Bearer realm="beanledger"');
    const invalid = await t.app.inject({ method: 'GET', url: `${BASE}/health`, headers: { authorization: 'Bearer not.a.token' } });
    expect(invalid.headers['www-authenticate']).toBe('Bearer realm="beanledger", error="invalid_token"');
  });

  test('a replayed write carries Idempotent-Replayed: true, declared on the 201 of every write that takes an Idempotency-Key', async () => {
    for (const [path, method, op] of operations()) {
      if (!(op.parameters ?? []).some((p) => p.in === 'header' && p.name === 'idempotency-key')) continue;
      expect(Object.keys(op.responses['201']!.headers ?? {}), `${method} ${path}`).toEqual(['Idempotent-Replayed']);
    }
    const body = { date: '2024-01-22', currency: 'HOOL', amount: { number: '121', currency: 'USD' } };
    const first = await t.post('/bean/prices', body, { 'idempotency-key': 'doc-e-1' });
    const again = await t.post('/bean/prices', body, { 'idempotency-key': 'doc-e-1' });
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(again.headers['idempotent-replayed']).toBe('true');
  });
});

describe('E2. an Idempotency-Key reused with another body', () => {
  test('is the 422 that the 422 and the header of every keyed write describe, told apart by errors[0].path', async () => {
    // (QA: the 422 was described only as a ledger rejection, and the header named only the replay and the 409)
    let keyed = 0;
    for (const [path, method, op] of operations()) {
      const header = (op.parameters ?? []).find((p) => p.in === 'header' && p.name === 'idempotency-key');
      if (header === undefined) continue;
      keyed++;
      expect(header.description, `${method} ${path}`).toMatch(/different body .*is a 422 whose errors\[0\]\.path is headers\/idempotency-key/);
      expect(op.responses['422']!.description, `${method} ${path}`).toMatch(/Idempotency-Key was already used with a different request body.*errors\[0\]\.path is then headers\/idempotency-key/);
    }
    expect(keyed).toBe(6);
    expect(doc.paths[`${BASE}/bean/nlp/parse`]!.post!.responses['422']!.description).not.toMatch(/Idempotency-Key/);
    const price = (number: string) => ({ date: '2024-01-26', currency: 'HOOL', amount: { number, currency: 'USD' } });
    expect((await t.post('/bean/prices', price('122'), { 'idempotency-key': 'doc-e2' })).statusCode).toBe(201);
    const reused = await t.post('/bean/prices', price('123'), { 'idempotency-key': 'doc-e2' });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors).toEqual([{ path: 'headers/idempotency-key', message: 'reused with a different body' }]);
  });
});

describe('F. rules beyond the patterns are stated where they apply', () => {
  test('number: at most 28 significant digits', async () => {
    expect(bodySchema('/bean/prices').properties).toMatchObject({ amount: { properties: { number: { description: expect.stringContaining('At most 28 significant digits') } } } });
    const price = (number: string) => postJson('/bean/prices', `{"date": "2024-01-23", "currency": "HOOL", "amount": {"number": ${number}, "currency": "EUR"}}`);
    const tooMany = await price('"1234567890.1234567890123456789"');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors[0].message).toBe('must have at most 28 significant digits');
    expect((await price('0.001234567890123456789012345678')).statusCode).toBe(201); // 28 digits: leading zeros do not count
  });

  test('price: a negative @ price is a 400', async () => {
    const postings = bodySchema('/bean/transactions').properties as { postings: { items: { properties: { price: Json } } } };
    expect(postings.postings.items.properties.price.description).toMatch(/negative price is a 400/);
    const r = await t.post('/bean/transactions', { date: '2024-01-24', postings: [{ account: 'Assets:Cash', units: { number: '-7', currency: 'CNY' }, price: { number: '-1', currency: 'USD' } }, { account: 'Expenses:Food' }] });
    expect(r.statusCode).toBe(400);
  });

  test('dates: every date a request takes says that impossible dates are a 400', async () => {
    let dates = 0;
    for (const [path, method, op] of operations()) {
      const parts = [...(op.parameters ?? []).map((p) => ({ ...p.schema, description: p.description })), ...Object.values(op.requestBody?.content ?? {}).map((c) => c.schema)];
      for (const [, node] of walk(parts)) {
        if (node.pattern !== DATE_PATTERN) continue;
        dates++;
        expect(node.description, `${method} ${path}`).toContain('2024-02-30 or 0000-01-01 is a 400');
      }
    }
    expect(dates).toBeGreaterThanOrEqual(12);
    for (const date of ['2024-02-30', '0000-01-01']) {
      expect((await t.post('/bean/prices', { date, currency: 'HOOL', amount: { number: '1', currency: 'GBP' } })).statusCode, date).toBe(400);
      expect((await t.get(`/bean/transactions?from=${date}`)).statusCode, date).toBe(400);
    }
  });

  test('metadata keys: [a-z][a-zA-Z0-9_-]+, at least two characters', async () => {
    const meta = (bodySchema('/bean/commodities').properties as { meta: Json }).meta;
    expect(meta.description).toContain('[a-z][a-zA-Z0-9_-]+');
    expect(meta.description).not.toContain('[a-z][a-zA-Z0-9_-]*');
    expect((await t.post('/bean/commodities', { currency: 'AAA', date: '2024-01-01', meta: { a: '1' } })).statusCode).toBe(400);
    expect((await t.post('/bean/commodities', { currency: 'AAA', date: '2024-01-01', meta: { ab: '1' } })).statusCode).toBe(201);
  });
});

describe('G. errors[].path is described as the service writes it', () => {
  test('each form the service sends is the one the description names', async () => {
    const problem = doc.paths[`${BASE}/bean/transactions`]!.post!.responses['400']!.content!['application/problem+json']!.schema as { properties: { errors: { items: { properties: { path: Json } } } } };
    const described = problem.properties.errors.items.properties.path.description as string;
    const pathOf = async (r: Promise<{ json(): unknown }>) => ((await r).json() as { errors: { path: string }[] }).errors[0]!.path;
    const seen = [
      await pathOf(t.get('/bean/transactions?limit=5000')),
      await pathOf(t.get('/bean/transactions/nope')),
      await pathOf(t.post('/bean/transactions', { postings: [{ account: 'Assets:Cash', units: { number: 'x', currency: 'CNY' } }] })),
    ];
    await t.post('/bean/commodities', { currency: 'BBB' }, { 'idempotency-key': 'doc-g' });
    seen.push(await pathOf(t.post('/bean/commodities', { currency: 'CCC' }, { 'idempotency-key': 'doc-g' })));
    const upload = await multipart({ mapping: '{' }, 'a.csv', Buffer.from('date,amount\n2024-01-01,1\n'));
    seen.push(await pathOf(t.request({ method: 'POST', url: `${BASE}/bean/import/files`, payload: upload.payload, headers: upload.headers })));
    expect(seen).toEqual(['querystring/limit', 'params/id', 'body/postings/0/units/number', 'headers/idempotency-key', 'mapping']);
    for (const path of seen) expect(described).toContain(path);
    expect(described).not.toMatch(/JSON pointer into the request \(body, query or params\)/);
  });
});

describe('H. text: a string of a body the document refuses is one the service refuses, and the other way round', () => {
  const transaction = (field: Record<string, unknown>, postingMeta: Record<string, unknown> = {}) => ({
    date: '2024-01-25',
    narration: 'text',
    ...field,
    postings: [{ account: 'Expenses:Food', units: { number: '1', currency: 'CNY' }, meta: postingMeta }, { account: 'Assets:Cash' }],
  });
  // (QA: bell, vertical tab, ESC, DEL, NEL, NUL and a lone surrogate were valid to the document and a 400 from the service)
  const STRINGS = ['bell\u0007', 'v\u000btab', '\u001b[31mred', 'del\u007f', 'paste\u0085', 'nul\u0000', 'x\ud800', '\udc00y', '\ud83d', 'ok 😀', 'tab\t nl\n bs\b ff\f cr\r', '\u2028\ufeff\uffff', '午饭 35', '"quoted" \\ back'];

  test('narration, payee, metadata values (transaction and posting) and NLP text', async () => {
    const cases: [string, string, (s: string) => unknown][] = [
      ['/bean/transactions', 'body/narration', (s) => transaction({ narration: s })],
      ['/bean/transactions', 'body/payee', (s) => transaction({ payee: s })],
      ['/bean/transactions', 'body/meta/note', (s) => transaction({ meta: { note: s } })],
      ['/bean/transactions', 'body/postings/0/meta/note', (s) => transaction({}, { note: s })],
      ['/bean/nlp/parse', 'body/text', (s) => ({ text: `${s} 咖啡 12`, reference_date: '2024-01-25' })],
    ];
    let refused = 0;
    for (const [path, field, body] of cases) {
      const validate = ajv.compile(bodySchema(path));
      for (const s of STRINGS) {
        const valid = validate(body(s));
        const r = await postJson(path, JSON.stringify(body(s)));
        const answered400 = r.statusCode === 400 && (r.json() as { errors: { path: string }[] }).errors.some((e) => e.path === field);
        expect(answered400, `${field} ${JSON.stringify(s)}: document ${valid ? 'valid' : 'invalid'}, service ${r.statusCode} ${r.body.slice(0, 200)}`).toBe(!valid);
        if (!valid) refused++;
      }
    }
    expect(refused).toBe(cases.length * 9);
  });

  test('code point by code point, the pattern the document shows decides as the service reads a body, passwords apart', () => {
    const narration = ajv.compile((bodySchema('/bean/transactions').properties as Record<string, Json>).narration!);
    const password = ajv.compile((bodySchema('/auth/login').properties as Record<string, Json>).password!);
    const serviceTakes = (key: string, s: string) => {
      try {
        parsePreciseJson(JSON.stringify({ [key]: s }));
        return true;
      } catch {
        return false;
      }
    };
    const texts = [...Array.from({ length: 0x10000 }, (_, cp) => String.fromCharCode(cp)), '\ud83d\ude00', '\ude00\ud83d', '\ud83d\ud83d\ude00', 'a\ud800b'];
    for (const s of texts) {
      for (const [key, validate] of [['narration', narration], ['password', password]] as const) {
        if (validate(s) !== serviceTakes(key, s)) expect.fail(`${key} ${JSON.stringify(s)}: document ${validate(s)}`);
      }
    }
    expect(narration('\u0085')).toBe(false);
    expect(password('\u0085')).toBe(true);
  });

  test('a metadata key named password is text like any other: its control characters are a 400, not written raw', async () => {
    const before = await t.ledgerText();
    const r = await postJson('/bean/transactions', JSON.stringify(transaction({ meta: { password: '\u001b]0;owned\u0007' } })));
    expect(r.statusCode).toBe(400);
    expect(r.json().errors[0].path).toBe('body/meta/password');
    expect(await t.ledgerText()).toBe(before);
  });

  test('every string a JSON body takes has a pattern, an enum or a const, and every free text the text pattern', () => {
    let texts = 0;
    for (const [path, method, op] of operations()) {
      const schema = op.requestBody?.content['application/json']?.schema;
      if (schema === undefined) continue;
      for (const [key, node] of walk(schema)) {
        const types = ([] as unknown[]).concat(node.type);
        if (key === 'properties' || !types.includes('string')) continue;
        expect(node.pattern ?? node.enum ?? node.const, `${method} ${path} ${key}`).toBeDefined();
        if (node.pattern === TEXT_PATTERN) texts++;
      }
    }
    expect(texts).toBeGreaterThanOrEqual(12);
  });
});
