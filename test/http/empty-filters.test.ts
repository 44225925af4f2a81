// An empty filter is a 400 naming it, on every list. `GET /bean/transactions?q=` matched every
// transaction (and `GET /bean/payees?q=`, `GET /bean/accounts?prefix=` every row) while an empty
// payee, tag, account, currency or date was refused.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BASE, makeTestApp, type TestApp } from './test-app.ts';
import { expectProblem } from './problem-assertions.ts';

type Json = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
  schema: Json;
  description?: string;
}
type Doc = { paths: Record<string, Record<string, { parameters?: Parameter[] }>> };

let t: TestApp;
let doc: Doc;
beforeAll(async () => {
  t = await makeTestApp();
  doc = (await t.get('/openapi.json')).json() as Doc;
});
afterAll(async () => {
  await t.close();
});

/** Every filter of every list the document names: GET operations' query parameters but paging. */
function filters(): { path: string; parameter: Parameter }[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    (item.get?.parameters ?? []).filter((p) => p.in === 'query' && p.name !== 'limit' && p.name !== 'offset').map((parameter) => ({ path, parameter })),
  );
}

/** A filter of free text: a string that no pattern, enum or format restricts. */
function isFreeText(schema: Json): boolean {
  return schema.type === 'string' && schema.pattern === undefined && schema.enum === undefined && schema.format === undefined;
}

describe('an empty filter', () => {
  test('is a 400 problem naming it, on every filter of every list', async () => {
    const all = filters();
    expect(all.length).toBeGreaterThan(20);
    for (const { path, parameter } of all) {
      const where = `${path}?${parameter.name}=`;
      const r = await t.request({ method: 'GET', url: `${path}?${parameter.name}=` });
      const body = expectProblem(r, 400, [t.dir]);
      expect((body.errors as { path: string }[]).map((e) => e.path), where).toEqual([`querystring/${parameter.name}`]);
    }
  });

  test('of free text (q, payee, prefix) says it must not be empty, as payee= did, and the document says so', async () => {
    const text = filters().filter(({ parameter }) => isFreeText(parameter.schema));
    expect(text.map(({ path, parameter }) => `${path.slice(BASE.length)} ${parameter.name}`).sort()).toEqual([
      '/bean/accounts prefix',
      '/bean/payees q',
      '/bean/transactions payee',
      '/bean/transactions q',
    ]);
    for (const { path, parameter } of text) {
      const where = `${path}?${parameter.name}=`;
      const r = await t.request({ method: 'GET', url: where });
      expect(r.json().errors, where).toEqual([{ path: `querystring/${parameter.name}`, message: 'must not be empty' }]);
      expect(r.json().detail, where).toBe(`The querystring is not valid: querystring/${parameter.name} must not be empty.`);
      expect(parameter.schema.minLength, where).toBe(1);
      expect(parameter.description, where).toMatch(/Empty is a 400/);
    }
  });

  test('a filter of one character or of spaces still filters', async () => {
    const narrations = async (query: string) => ((await t.get(`/bean/transactions?${query}`)).json().data as { narration: string }[]).map((x) => x.narration);
    expect(await narrations('q=latte')).toEqual(['Latte']);
    expect(await narrations('q=%20')).toEqual(['Buy shares', 'January salary']);
    expect(((await t.get('/bean/payees?q=caf')).json().data as { name: string }[]).map((p) => p.name)).toEqual(['Cafe']);
    expect(((await t.get('/bean/accounts?prefix=E')).json().data as { name: string }[]).map((a) => a.name)).toEqual(['Equity:Opening', 'Expenses:Food', 'Expenses:Food:Coffee']);
  });
});
