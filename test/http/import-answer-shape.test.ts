// The import's 201 lists each written transaction as POST /bean/transactions answers it (the
// OpenAPI description promises it): the same body GET /bean/transactions/{id} gives, postings
// with cost, price, flag, meta and interpolated. It gave only account and units per posting.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BASE, makeTestApp, multipart, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

const CSV = Buffer.from('date,description,amount\n2024-01-10,Coffee,-25.00\n2024-01-11,Refund,12.50\n');

describe('the transactions an import answers', () => {
  test('are the stored transactions, as GET /bean/transactions/{id} shows them', async () => {
    const { payload, headers } = await multipart({ account: 'Assets:Cash' }, 'statement.csv', CSV, 'text/csv');
    const r = await t.request({ method: 'POST', url: `${BASE}/bean/import/files`, headers, payload });
    expect(r.statusCode, r.body).toBe(201);
    const listed = r.json().transactions as { id: string }[];
    expect(listed).toHaveLength(2);
    for (const item of listed) {
      const stored = await t.get(`/bean/transactions/${item.id}`);
      expect(stored.statusCode).toBe(200);
      expect(item).toEqual(stored.json());
    }
  });
});
