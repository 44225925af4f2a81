import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BASE, beanCheck, hasBeanCheck, makeTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

const lunch = (extra: Record<string, unknown> = {}) => ({
  date: '2024-01-20',
  payee: 'Noodle Bar',
  narration: 'Lunch',
  postings: [{ account: 'Expenses:Food', units: { number: '32.00', currency: 'CNY' } }, { account: 'Assets:Cash' }],
  ...extra,
});

describe('POST /bean/transactions', () => {
  test('201 with id, interpolated units and source; written to the file', async () => {
    const r = await t.post('/bean/transactions', lunch({ tags: ['food'], links: ['inv-1'], meta: { note: 'hi', count: 3 } }));
    expect(r.statusCode).toBe(201);
    const body = r.json();
    expect(body.id).toMatch(/^[0-9a-f]{20}$/);
    expect(body.postings[1]).toMatchObject({ account: 'Assets:Cash', units: { number: '-32.00', currency: 'CNY' }, interpolated: true });
    expect(body.meta).toEqual({ note: 'hi', count: '3' });
    const text = await t.ledgerText();
    expect(text.split('\n')[body.source.line - 1]).toBe('2024-01-20 * "Noodle Bar" "Lunch" #food ^inv-1');
    expect(text).toContain('  count: 3\n');
    const again = await t.get(`/bean/transactions/${body.id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(body);
  });

  test('an interpolated residual that rounds to zero from below answers "-0.00", as Fava shows it; the file stays valid', async () => {
    const r = await t.post('/bean/transactions', {
      date: '2024-01-21',
      narration: 'Rounding',
      postings: [
        { account: 'Expenses:Food', units: { number: '1.001', currency: 'CNY' } },
        { account: 'Expenses:Food', units: { number: '-1.00', currency: 'CNY' } },
        { account: 'Assets:Cash' },
      ],
    });
    expect(r.statusCode).toBe(201);
    expect(r.json().postings[2]).toMatchObject({ account: 'Assets:Cash', units: { number: '-0.00', currency: 'CNY' }, interpolated: true });
    expect((await t.get(`/bean/transactions/${r.json().id}`)).json()).toEqual(r.json());
    if (hasBeanCheck()) expect(beanCheck(t.ledgerFile)).toEqual({ ok: true, output: '' });
  });

  test('metadata true, false and null keep their types, a null payee and label mean none', async () => {
    const r = await t.post('/bean/transactions', lunch({ payee: null, meta: { done: true, open: false, empty: null, text: 'true' } }));
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({ payee: null, meta: { done: true, open: false, empty: null, text: 'true' } });
    const text = await t.ledgerText();
    expect(text.split('\n').slice(r.json().source.line - 1, r.json().source.line + 4)).toEqual([
      '2024-01-20 * "Lunch"', '  done: TRUE', '  open: FALSE', '  empty:', '  text: "true"',
    ]);
    expect((await t.get(`/bean/transactions/${r.json().id}`)).json()).toEqual(r.json());
    const account = await t.post('/bean/accounts', { name: 'Assets:Flags', date: '2024-01-01', meta: { flagged: true, none: null, constructor: 'c' } });
    expect(account.json().meta).toEqual({ flagged: true, none: null, constructor: 'c' });
    if (hasBeanCheck()) expect(beanCheck(t.ledgerFile)).toEqual({ ok: true, output: '' });
  });

  test('values of the wrong JSON type are a 400, never converted (["a"] is not "a")', async () => {
    const before = await t.ledgerText();
    for (const extra of [{ narration: ['a'] }, { meta: { list: ['x'] } }, { payee: true }, { tags: 'food' }, { narration: null }, { payee: 42 }, { tags: [1] }]) {
      const r = await t.post('/bean/transactions', lunch(extra));
      expect(r.statusCode, JSON.stringify(extra)).toBe(400);
    }
    // a number where text goes is named by its path
    const numbered = await t.post('/bean/transactions', lunch({ narration: 7 }));
    expect(numbered.json().errors).toEqual([{ path: 'body/narration', message: 'must be a string, not a number' }]);
    expect((await t.post('/bean/payees', { name: 1 })).statusCode).toBe(400);
    // a metadata key that is not allowed is named by its own path
    const reserved = await t.post('/bean/transactions', lunch({ meta: { filename: 'x' } }));
    expect(reserved.json().errors).toEqual([{ path: 'body/meta/filename', message: 'is a reserved key' }]);
    const badKey = await t.post('/bean/transactions', lunch({ meta: { Bad: 'x' } }));
    expect(badKey.json().errors).toEqual([{ path: 'body/meta/Bad', message: 'key must be a metadata key: a lowercase letter, then at least one letter, digit, _ or -' }]);
    // a field the API does not take is named as such, whatever its value
    for (const bogus of [1, 'x']) {
      const unknown = await t.post('/bean/transactions', lunch({ bogus }));
      expect(unknown.json().errors, String(bogus)).toEqual([{ path: 'body/bogus', message: 'is not allowed' }]);
    }
    expect(await t.ledgerText()).toBe(before);
  });

  test('JSON numbers are read from their decimal text', async () => {
    const r = await t.request({
      method: 'POST',
      url: `${BASE}/bean/transactions`,
      headers: { 'content-type': 'application/json' },
      payload: '{"date":"2024-01-21","narration":"precise","postings":[{"account":"Expenses:Food","units":{"number":0.30,"currency":"CNY"}},{"account":"Assets:Cash","units":{"number":-0.30,"currency":"CNY"}}]}',
    });
    expect(r.statusCode).toBe(201);
    expect(r.json().postings[0].units.number).toBe('0.30');
    expect(await t.ledgerText()).toContain('Expenses:Food  0.30 CNY');
  });

  test('a number with more than 28 significant digits is a 400 (it would be rounded), 28 are kept exactly', async () => {
    const before = await t.ledgerText();
    const body = (n: string) => ({ date: '2024-01-21', narration: 'digits', postings: [{ account: 'Expenses:Food', units: { number: n, currency: 'CNY' } }, { account: 'Assets:Cash', units: { number: `-${n}`, currency: 'CNY' } }] });
    const r = await t.post('/bean/transactions', body('0.123456789012345678901234567890'));
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual([{ path: 'body/postings/0/units/number', message: 'must have at most 28 significant digits' }]);
    // (the detail names the place as the errors do: it said /postings/0/units/number, QA of session 48)
    expect(r.json().detail).toBe('Too many digits at body/postings/0/units/number.');
    expect(await t.ledgerText()).toBe(before);
    const ok = await t.post('/bean/transactions', body('0.0000001234567890123456789012345678'));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().postings[0].units.number).toBe('0.0000001234567890123456789012345678');
  });

  test('a metadata number that Beancount could not read written out (1e255: 256 characters) is a 400, at once even for 1e50000000', async () => {
    const before = await t.ledgerText();
    const post = (path: string, number: string) =>
      t.request({ method: 'POST', url: `${BASE}${path}`, headers: { 'content-type': 'application/json' }, payload: path === '/bean/commodities' ? `{"currency":"BIGN","meta":{"precision":${number}}}` : `{"date":"2024-01-21","narration":"n","meta":{"size":${number}},"postings":[{"account":"Expenses:Food","units":{"number":"1","currency":"CNY"}},{"account":"Assets:Cash"}]}` });
    for (const [path, at] of [['/bean/commodities', 'body/meta/precision'], ['/bean/transactions', 'body/meta/size']] as const) {
      for (const n of ['1e255', '1e-300', '1e50000000', '1e999999999']) {
        const r = await post(path, n);
        expect(r.statusCode, `${path} ${n}`).toBe(400);
        expect(r.json().errors[0].path).toBe(at);
      }
    }
    expect(await t.ledgerText()).toBe(before);
    // 255 characters written out are Beancount's limit, and pass bean-check.
    const ok = await post('/bean/commodities', '1e254');
    expect(ok.statusCode).toBe(201);
    expect(await t.ledgerText()).toContain(`precision: 1${'0'.repeat(254)}\n`);
    if (hasBeanCheck()) expect(beanCheck(t.ledgerFile).output).toBe('');
  });

  test('numbers longer than a request may send (a price of 1e40) are answered whole, and listed', async () => {
    const r = await t.post('/bean/transactions', {
      date: '2024-01-22', narration: 'big price',
      postings: [{ account: 'Assets:Broker', units: { number: '1', currency: 'USD' }, price: { number: '1e40', currency: 'CNY' } }, { account: 'Assets:Cash' }],
    });
    expect(r.statusCode).toBe(201);
    expect(r.json().postings[0].price).toEqual({ number: '1' + '0'.repeat(40), currency: 'CNY' });
    expect((await t.get(`/bean/transactions?limit=1000`)).statusCode).toBe(200);
    expect((await t.get(`/bean/balances?account=Assets:Cash`)).json().data[0].units).toContainEqual({ number: '-1' + '0'.repeat(40), currency: 'CNY' });
  });

  test('an interpolated amount beyond 28 digits, which Beancount 2.3 cannot compute, is a 422 and nothing is written', async () => {
    const before = await t.ledgerText();
    for (const n of ['123456789012345678901234567', '1e26']) {
      const r = await t.post('/bean/transactions', {
        date: '2024-01-23', narration: 'huge',
        postings: [{ account: 'Expenses:Food', units: { number: n, currency: 'CNY' } }, { account: 'Assets:Cash', units: { number: '0.01', currency: 'CNY' } }, { account: 'Assets:Broker' }],
      });
      expect(r.statusCode, n).toBe(422);
      expect(r.json().errors[0].message).toMatch(/has more than 28 digits/);
    }
    expect(await t.ledgerText()).toBe(before);
  });

  test('a body that is not UTF-8 is a 400 and nothing is written', async () => {
    const before = await t.ledgerText();
    const body = Buffer.concat([Buffer.from('{"date":"2024-01-07","narration":"caf'), Buffer.from([0xe9]), Buffer.from('","postings":[{"account":"Expenses:Food","units":{"number":"1","currency":"CNY"}},{"account":"Assets:Cash"}]}')]);
    const r = await t.request({ method: 'POST', url: `${BASE}/bean/transactions`, headers: { 'content-type': 'application/json' }, payload: body });
    expect(r.statusCode).toBe(400);
    expect(r.json().detail).toBe('The body is not valid UTF-8.');
    expect(await t.ledgerText()).toBe(before);
  });

  test('a lone UTF-16 surrogate (valid JSON, not Unicode text) is a 400 naming the field; nothing is written', async () => {
    const before = await t.ledgerText();
    // JSON.stringify writes a lone surrogate as the escape \ud83d.
    const r = await t.post('/bean/transactions', lunch({ narration: 'Lunch \ud83d', postings: [{ account: 'Expenses:Food', units: { number: '1', currency: 'CNY' }, meta: { memo: 'ok' } }, { account: 'Assets:Cash' }] }));
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual([{ path: 'body/narration', message: 'the text holds an unpaired UTF-16 surrogate (\\ud83d), which is not Unicode text' }]);
    const inMeta = await t.post('/bean/transactions', lunch({ meta: { memo: '\udc4d' } }));
    expect(inMeta.json().errors).toMatchObject([{ path: 'body/meta/memo' }]);
    expect(await t.ledgerText()).toBe(before);
  });

  test('a negative price is a 400 naming the field (Beancount refuses it); nothing is written', async () => {
    const before = await t.ledgerText();
    const r = await t.post('/bean/transactions', lunch({ postings: [{ account: 'Expenses:Food', units: { number: '1', currency: 'CNY' }, price: { number: '-7.10', currency: 'USD' } }, { account: 'Assets:Cash' }] }));
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual([{ path: 'body/postings/0/price/number', message: 'must not be negative: Beancount refuses negative prices' }]);
    expect(await t.ledgerText()).toBe(before);
  });

  test('a cost and a price in two currencies is a 400 naming the price\'s currency (Beancount refuses it); nothing is written', async () => {
    const before = await t.ledgerText();
    const r = await t.post('/bean/transactions', lunch({ postings: [{ account: 'Expenses:Food', units: { number: '1', currency: 'CNY' }, cost: { number: '100', currency: 'USD' }, price: { number: '90', currency: 'EUR' } }, { account: 'Assets:Cash' }] }));
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual([{ path: 'body/postings/0/price/currency', message: "must be the cost's currency, USD: Beancount refuses a cost and a price in different currencies" }]);
    expect(await t.ledgerText()).toBe(before);
  });

  test('hostile strings round-trip exactly and inject nothing; bean-check passes', async () => {
    const hostile = 'x"\n2024-01-01 open Assets:Evil\n\\" ; \t#tag ^link 👍 \b\f {{}} @@';
    const r = await t.post('/bean/transactions', lunch({ payee: hostile, narration: hostile, meta: { memo: hostile } }));
    expect(r.statusCode).toBe(201);
    const got = await t.get(`/bean/transactions/${r.json().id}`);
    expect(got.json()).toMatchObject({ payee: hostile, narration: hostile, meta: { memo: hostile } });
    const accounts = await t.get('/bean/accounts?status=all&limit=1000');
    expect(accounts.json().data.map((a: { name: string }) => a.name)).not.toContain('Assets:Evil');
    if (hasBeanCheck()) expect(beanCheck(t.ledgerFile)).toEqual({ ok: true, output: '' });
  });

  test('tags outside Beancount charset are a 400', async () => {
    const r = await t.post('/bean/transactions', lunch({ tags: ['bad tag'] }));
    expect(r.statusCode).toBe(400);
    expect(r.headers['content-type']).toContain('application/problem+json');
    expect(r.json().errors[0].path).toBe('body/tags/0');
  });

  test.each([
    ['two postings without units', { postings: [{ account: 'Expenses:Food' }, { account: 'Assets:Cash' }] }],
    ['a bad date', { date: '2024-02-30' }],
    ['an unknown field', { colour: 'red' }],
    ['a float-ish number string', { postings: [{ account: 'Expenses:Food', units: { number: '1,5', currency: 'CNY' } }, { account: 'Assets:Cash' }] }],
  ])('400 for %s', async (_name, patch) => {
    const before = await t.ledgerText();
    const r = await t.post('/bean/transactions', lunch(patch));
    expect(r.statusCode).toBe(400);
    const body = r.json();
    expect(body).toMatchObject({ type: expect.any(String), title: 'Bad Request', status: 400 });
    expect(body.errors.length).toBeGreaterThan(0);
    expect(await t.ledgerText()).toBe(before);
  });

  test('422 unbalanced / account not open, with positions relative to the ledger; nothing written', async () => {
    const before = await t.ledgerText();
    const unbalanced = await t.post('/bean/transactions', lunch({ postings: [{ account: 'Expenses:Food', units: { number: '1', currency: 'CNY' } }, { account: 'Assets:Cash', units: { number: '-2', currency: 'CNY' } }] }));
    expect(unbalanced.statusCode).toBe(422);
    expect(unbalanced.json().errors[0].file).toBe('main.beancount');
    expect(JSON.stringify(unbalanced.json())).not.toContain(t.dir);
    const notOpen = await t.post('/bean/transactions', lunch({ postings: [{ account: 'Expenses:Travel', units: { number: '1', currency: 'CNY' } }, { account: 'Assets:Cash' }] }));
    expect(notOpen.statusCode).toBe(422);
    const currency = await t.post('/bean/transactions', lunch({ postings: [{ account: 'Income:Salary', units: { number: '1', currency: 'USD' } }, { account: 'Assets:Cash' }] }));
    expect(currency.statusCode).toBe(422);
    expect(await t.ledgerText()).toBe(before);
  });

  test('401 without or with a bad token', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/bean/transactions` })).statusCode).toBe(401);
    const bad = await t.app.inject({ method: 'GET', url: `${BASE}/bean/transactions`, headers: { authorization: 'Bearer nope' } });
    expect(bad.statusCode).toBe(401);
    expect(bad.headers['content-type']).toContain('application/problem+json');
  });

  test('415 for another media type, 413 for a body over the limit', async () => {
    const r = await t.request({ method: 'POST', url: `${BASE}/bean/transactions`, headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(r.statusCode).toBe(415);
    const big = JSON.stringify(lunch({ narration: 'x'.repeat(1024 * 1024) }));
    const tooBig = await t.request({ method: 'POST', url: `${BASE}/bean/transactions`, headers: { 'content-type': 'application/json' }, payload: big });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().status).toBe(413);
    expect(tooBig.json().detail).toBe('The request body is larger than the 1 MiB a request may have (LEDGER_BODY_LIMIT).');
  });

  test('404 for an unknown id and an unknown route; 400 for a malformed id', async () => {
    expect((await t.get('/bean/transactions/0123456789abcdef0123')).statusCode).toBe(404);
    expect((await t.get('/bean/transactions/zzz')).statusCode).toBe(400);
    const unknown = await t.get('/bean/nothing');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().title).toBe('Not Found');
  });

  test('Idempotency-Key replays the first answer and writes once', async () => {
    const before = (await t.ledgerText()).length;
    const headers = { 'idempotency-key': 'abc-123' };
    const first = await t.post('/bean/transactions', lunch({ narration: 'once' }), headers);
    const second = await t.post('/bean/transactions', lunch({ narration: 'once' }), headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    const text = await t.ledgerText();
    expect(text.length).toBeGreaterThan(before);
    expect(text.split('"once"').length - 1).toBe(1);
    const different = await t.post('/bean/transactions', lunch({ narration: 'other' }), headers);
    expect(different.statusCode).toBe(422);
  });

  test('Idempotency-Key: the same body with its keys in another order is the same request (it was a 422)', async () => {
    const headers = { 'idempotency-key': 'key-order-1' };
    const body = lunch({ narration: 'key order', meta: { note: '1', receipt: '2' } });
    const first = await t.post('/bean/transactions', body, headers);
    expect(first.statusCode, first.body).toBe(201);
    const reordered = Object.fromEntries(Object.entries({ ...body, meta: { receipt: '2', note: '1' } }).reverse());
    const postings = (body.postings as Record<string, unknown>[]).map((p) => Object.fromEntries(Object.entries(p).reverse()));
    const again = await t.post('/bean/transactions', { ...reordered, postings }, headers);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await t.ledgerText()).split('"key order"').length - 1).toBe(1);
    // the postings' order is part of the request
    const swapped = await t.post('/bean/transactions', { ...body, postings: [...postings].reverse() }, headers);
    expect(swapped.statusCode).toBe(422);
  });

  test('100 concurrent POSTs land exactly once each', async () => {
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => t.post('/bean/transactions', lunch({ narration: `concurrent ${i}`, postings: [{ account: 'Expenses:Food', units: { number: `${i + 1}.01`, currency: 'CNY' } }, { account: 'Assets:Cash' }] }))),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(100).fill(201));
    const text = await t.ledgerText();
    for (let i = 0; i < 100; i++) expect(text.split(`"concurrent ${i}"`).length - 1).toBe(1);
    const ids = new Set(results.map((r) => r.json().id));
    expect(ids.size).toBe(100);
    const list = await t.get('/bean/transactions?q=concurrent&limit=1000');
    expect(list.json().meta.total).toBe(100);
    if (hasBeanCheck()) expect(beanCheck(t.ledgerFile).ok).toBe(true);
  });
});

describe('GET /bean/transactions', () => {
  test('filters and paging, newest first', async () => {
    const all = (await t.get('/bean/transactions?limit=1000')).json();
    const dates = all.data.map((x: { date: string }) => x.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const page = (await t.get('/bean/transactions?limit=2&offset=1')).json();
    expect(page.meta).toEqual({ total: all.meta.total, limit: 2, offset: 1 });
    expect(page.data.map((x: { id: string }) => x.id)).toEqual(all.data.slice(1, 3).map((x: { id: string }) => x.id));
    const food = (await t.get('/bean/transactions?account=Expenses:Food&from=2024-01-01&to=2024-01-06')).json();
    expect(food.data.map((x: { payee: string }) => x.payee)).toEqual(['Market', 'Cafe']);
    expect((await t.get('/bean/transactions?tag=work')).json().data[0].payee).toBe('Employer');
    expect((await t.get('/bean/transactions?link=receipt-1')).json().data[0].payee).toBe('Cafe');
    expect((await t.get('/bean/transactions?payee=employer')).json().meta.total).toBe(1);
    expect((await t.get('/bean/transactions?currency=HOOL')).json().data[0].payee).toBe('Broker');
    expect((await t.get('/bean/transactions?q=latte')).json().meta.total).toBe(1);
  });

  test('limit over 1000 is a 400', async () => {
    const r = await t.get('/bean/transactions?limit=1001');
    expect(r.statusCode).toBe(400);
    expect(r.json().errors[0].path).toBe('querystring/limit');
  });

  test('ids are stable while the text is unchanged, and twins get a suffix', async () => {
    const first = (await t.get('/bean/transactions?payee=Cafe')).json().data[0].id;
    const twin = lunch({ date: '2024-01-25', narration: 'twin' });
    const a = (await t.post('/bean/transactions', twin)).json();
    const b = (await t.post('/bean/transactions', twin)).json();
    expect(b.id).toBe(`${a.id}-2`);
    expect((await t.get('/bean/transactions?payee=Cafe')).json().data[0].id).toBe(first);
  });
});
