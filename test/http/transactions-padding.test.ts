// The padding a `pad` inserts is in the journal (QA of session 36: an opening balance entered with
// pad was in /bean/balances and in no list, so an account's transactions did not add up to it).
import { afterEach, describe, expect, test } from 'vitest';
import { writeFile } from 'node:fs/promises';
import { Decimal } from '../../src/ledger/core/decimal.ts';
import { makeTestApp, type TestApp } from './test-app.ts';

const OPENING = `2024-01-01 open Assets:Bank CNY
2024-01-01 open Equity:Opening-Balances
2024-01-01 open Expenses:Food CNY
2024-01-01 pad Assets:Bank Equity:Opening-Balances
2024-01-02 balance Assets:Bank 10000.00 CNY
2024-01-05 * "Cafe" "coffee"
  Expenses:Food   38.00 CNY
  Assets:Bank
`;

interface Amount { number: string; currency: string }
interface Listed {
  id: string;
  date: string;
  flag: string;
  payee: string | null;
  narration: string;
  postings: { account: string; units: Amount }[];
  source: { file: string; line: number };
  synthesized?: string;
}

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

async function list(app: TestApp, query = ''): Promise<{ data: Listed[]; meta: { total: number; limit: number; offset: number } }> {
  const r = await app.get(`/bean/transactions${query === '' ? '' : `?${query}`}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
}

/** Sum of the listed postings on exactly `account`, per currency (every page). */
async function journalSum(app: TestApp, account: string, to?: string): Promise<Map<string, Decimal>> {
  const sums = new Map<string, Decimal>();
  for (let offset = 0; ; offset += 500) {
    const page = await list(app, `account=${account}&limit=500&offset=${offset}${to ? `&to=${to}` : ''}`);
    for (const txn of page.data)
      for (const p of txn.postings) if (p.account === account) sums.set(p.units.currency, (sums.get(p.units.currency) ?? Decimal.ZERO).add(Decimal.parse(p.units.number)));
    if (offset + 500 >= page.meta.total) break;
  }
  return sums;
}

/** The balance of exactly `account` (its own postings), per currency. */
async function balanceOf(app: TestApp, account: string, date?: string): Promise<Map<string, Decimal>> {
  const r = await app.get(`/bean/balances?account=${account}${date ? `&date=${date}` : ''}`);
  expect(r.statusCode, r.body).toBe(200);
  const row = (r.json().data as { account: string; units: Amount[] }[]).find((b) => b.account === account);
  return new Map((row?.units ?? []).map((u) => [u.currency, Decimal.parse(u.number)]));
}

const text = (sums: Map<string, Decimal>) => [...sums].filter(([, n]) => !n.isZero()).map(([c, n]) => `${n.normalize().toString()} ${c}`).sort().join(', ');

describe('padding in GET /bean/transactions', () => {
  test('QA repro: the journals of the padded account and of the pad\'s source add up to their balances', async () => {
    t = await makeTestApp(OPENING);
    const bank = await list(t, 'account=Assets:Bank');
    expect(bank.meta.total).toBe(2);
    expect(bank.data.map((x) => x.narration)).toEqual(['coffee', '(Padding inserted for Balance of 10000.00 CNY for difference 10000.00 CNY)']);
    const padding = bank.data[1]!;
    expect(padding).toMatchObject({
      date: '2024-01-01', flag: 'P', payee: null, synthesized: 'pad', source: { file: 'main.beancount', line: 4 },
      postings: [{ account: 'Assets:Bank', units: { number: '10000.00', currency: 'CNY' } }, { account: 'Equity:Opening-Balances', units: { number: '-10000.00', currency: 'CNY' } }],
    });
    expect(padding.id).toMatch(/^[0-9a-f]{20}-pad$/);
    // A written transaction says nothing of the kind.
    expect('synthesized' in bank.data[0]!).toBe(false);
    for (const account of ['Assets:Bank', 'Equity:Opening-Balances']) {
      expect(text(await journalSum(t, account))).toBe(text(await balanceOf(t, account)));
      expect((await journalSum(t, account)).size).toBe(1);
    }
    expect(text(await journalSum(t, 'Equity:Opening-Balances'))).toBe('-10000 CNY');
  });

  test('GET by id answers the padding as the list does; the id outlives a reload and other writes, not a change of the pad', async () => {
    t = await makeTestApp(OPENING);
    const padding = (await list(t, 'account=Equity')).data[0]!;
    const one = await t.get(`/bean/transactions/${padding.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(padding);
    const absent = await t.get(`/bean/transactions/${'0'.repeat(20)}-pad`);
    expect(absent.statusCode).toBe(404);
    // A write elsewhere: the same id.
    const w = await t.post('/bean/transactions', { date: '2024-01-20', narration: 'lunch', postings: [{ account: 'Expenses:Food', units: { number: '20', currency: 'CNY' } }, { account: 'Assets:Bank' }] });
    expect(w.statusCode, w.body).toBe(201);
    expect((await t.get(`/bean/transactions/${padding.id}`)).statusCode).toBe(200);
    // The same text read by another process: the same id.
    const again = await makeTestApp(await t.ledgerText());
    try {
      expect((await list(again, 'account=Equity')).data[0]!.id).toBe(padding.id);
    } finally {
      await again.close();
    }
    // The pad written otherwise: another id.
    const changed = await makeTestApp((await t.ledgerText()).replace('pad Assets:Bank Equity:Opening-Balances', 'pad Assets:Bank  Equity:Opening-Balances ; opening'));
    try {
      const other = (await list(changed, 'account=Equity')).data[0]!;
      expect(other.id).toMatch(/^[0-9a-f]{20}-pad$/);
      expect(other.id).not.toBe(padding.id);
    } finally {
      await changed.close();
    }
  });

  test('in its place among one day\'s transactions, newest first; each currency a pad pads has an id of its own', async () => {
    t = await makeTestApp(`2024-01-01 open Assets:Bank
2024-01-01 open Equity:Opening
2024-01-01 open Expenses:Food
2024-01-03 * "before"
  Expenses:Food  1 CNY
  Assets:Bank
2024-01-03 pad Assets:Bank Equity:Opening
2024-01-03 * "after"
  Expenses:Food  2 USD
  Assets:Bank
2024-01-04 balance Assets:Bank 100 CNY
2024-01-04 balance Assets:Bank 50 USD
`);
    const all = await list(t);
    expect(all.data.map((x) => `${x.flag} ${x.narration}`)).toEqual([
      '* after',
      'P (Padding inserted for Balance of 50 USD for difference 52 USD)',
      'P (Padding inserted for Balance of 100 CNY for difference 101 CNY)',
      '* before',
    ]);
    const [usd, cny] = [all.data[1]!, all.data[2]!];
    expect(usd.source).toEqual({ file: 'main.beancount', line: 7 });
    expect(cny.source).toEqual({ file: 'main.beancount', line: 7 });
    expect(usd.id).not.toBe(cny.id);
    for (const x of [usd, cny]) expect((await t.get(`/bean/transactions/${x.id}`)).json()).toEqual(x);
    for (const account of ['Assets:Bank', 'Equity:Opening']) expect(text(await journalSum(t, account))).toBe(text(await balanceOf(t, account)));
  });

  test('every filter applies to the padding; paging counts it', async () => {
    t = await makeTestApp(OPENING);
    const ids = async (query: string) => (await list(t!, query)).data.map((x) => (x.synthesized === 'pad' ? 'padding' : x.narration));
    expect(await ids('')).toEqual(['coffee', 'padding']);
    expect(await ids('from=2024-01-01&to=2024-01-01')).toEqual(['padding']);
    expect(await ids('from=2024-01-02')).toEqual(['coffee']);
    expect(await ids('account=Equity')).toEqual(['padding']);
    expect(await ids('account=Assets')).toEqual(['coffee', 'padding']);
    expect(await ids('account=Expenses')).toEqual(['coffee']);
    expect(await ids('q=padding%20inserted')).toEqual(['padding']);
    expect(await ids('currency=CNY')).toEqual(['coffee', 'padding']);
    expect(await ids('currency=USD')).toEqual([]);
    expect(await ids('payee=Cafe')).toEqual(['coffee']);
    expect(await ids('tag=x')).toEqual([]);
    const first = await list(t, 'limit=1');
    expect(first.meta).toEqual({ total: 2, limit: 1, offset: 0 });
    const second = await list(t, 'limit=1&offset=1');
    expect(second.meta.total).toBe(2);
    expect(second.data.map((x) => x.synthesized)).toEqual(['pad']);
    const filtered = await list(t, 'account=Assets:Bank&limit=1&offset=1');
    expect(filtered.meta.total).toBe(2);
    expect(filtered.data[0]!.flag).toBe('P');
  });

  test('a back-dated write between the pad and its assertion: the list shows the new amount under the same id', async () => {
    t = await makeTestApp(OPENING);
    const before = (await list(t, 'account=Equity')).data[0]!;
    expect(before.postings[1]!.units.number).toBe('-10000.00');
    const w = await t.post('/bean/transactions', { date: '2024-01-01', narration: 'forgotten', postings: [{ account: 'Expenses:Food', units: { number: '50.00', currency: 'CNY' } }, { account: 'Assets:Bank' }] });
    expect(w.statusCode, w.body).toBe(201);
    const after = (await list(t, 'account=Equity')).data[0]!;
    expect(after.id).toBe(before.id);
    expect(after.narration).toBe('(Padding inserted for Balance of 10000.00 CNY for difference 10050.00 CNY)');
    expect(after.postings.map((p) => p.units.number)).toEqual(['10050.00', '-10050.00']);
    expect((await t.get(`/bean/transactions/${before.id}`)).json()).toEqual(after);
    for (const account of ['Assets:Bank', 'Equity:Opening-Balances']) expect(text(await journalSum(t, account))).toBe(text(await balanceOf(t, account)));
    // As a fresh load of the file lists it.
    const fresh = await makeTestApp(await t.ledgerText());
    try {
      expect((await list(fresh, '')).data).toEqual((await list(t, '')).data);
    } finally {
      await fresh.close();
    }
  });

  test('a padding read and sent back with flag * is written as an ordinary transaction; with P it is refused', async () => {
    t = await makeTestApp(OPENING);
    const { id: _id, ...padding } = (await list(t, 'account=Equity')).data[0]!;
    expect((await t.post('/bean/transactions', padding)).statusCode).toBe(400);
    const copy = await t.post('/bean/transactions', { ...padding, flag: '*', date: '2024-01-20', narration: 'opening, written' });
    expect(copy.statusCode, copy.body).toBe(201);
    expect('synthesized' in copy.json()).toBe(false);
    expect(await t.ledgerText()).toContain('2024-01-20 * "opening, written"\n');
  });

  test('an outside edit of the ledger lists the padding it now makes', async () => {
    t = await makeTestApp(OPENING);
    expect((await list(t, 'account=Equity')).meta.total).toBe(1);
    await writeFile(t.ledgerFile, `${OPENING}2024-02-01 pad Assets:Bank Equity:Opening-Balances\n2024-02-02 balance Assets:Bank 9000.00 CNY\n`);
    const equity = await list(t, 'account=Equity');
    expect(equity.data.map((x) => x.narration)).toEqual([
      '(Padding inserted for Balance of 9000.00 CNY for difference -962.00 CNY)',
      '(Padding inserted for Balance of 10000.00 CNY for difference 10000.00 CNY)',
    ]);
    expect(text(await journalSum(t, 'Equity:Opening-Balances'))).toBe(text(await balanceOf(t, 'Equity:Opening-Balances')));
  });
});
