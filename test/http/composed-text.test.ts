// The same text composed (NFC: é) and decomposed (NFD: e + U+0301, as macOS editors may save it)
// looks the same and was told apart everywhere (text QA): the payee filter and q found one of two
// "Café Modagor" entries, a payee record was made twice, and an account name sent decomposed got
// "Expenses:Café is not an open account (did you mean Expenses:Café?)".
import { afterEach, describe, expect, test } from 'vitest';
import { makeTestApp, type TestApp } from './test-app.ts';

const NFC = 'Café Modagor';
const NFD = NFC.normalize('NFD');
const LEDGER = `2020-01-01 open Assets:Cash
2020-01-01 open Expenses:Café
2020-02-01 * "${NFC}" "espresso"
  Expenses:Café  3 EUR
  Assets:Cash
2020-02-02 * "${NFD}" "crème brûlée"
  Expenses:Café  6 EUR
  Assets:Cash
2020-02-03 custom "payee" "${NFD}"
`;

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('composed and decomposed text', () => {
  test('the payee filter and q find both forms, whichever is sent', async () => {
    expect(NFD).not.toBe(NFC);
    t = await makeTestApp(LEDGER);
    for (const payee of [NFC, NFD, NFC.toUpperCase()]) {
      const r = await t.get(`/bean/transactions?payee=${encodeURIComponent(payee)}`);
      expect(r.json().meta.total, payee).toBe(2);
    }
    for (const q of ['café', 'café'.normalize('NFD'), 'brûlée', 'brûlée'.normalize('NFD')]) {
      expect((await t.get(`/bean/transactions?q=${encodeURIComponent(q)}`)).json().meta.total, q).toBeGreaterThan(0);
    }
    expect((await t.get(`/bean/transactions?q=${encodeURIComponent('brûlée'.normalize('NFD'))}`)).json().data.map((x: { narration: string }) => x.narration)).toEqual(['crème brûlée']);
    expect((await t.get(`/bean/payees?q=${encodeURIComponent('café')}`)).json().meta.total).toBe(2);
  });

  test('a payee record is not made twice for another form, spaces around it or an invisible character; a name with nothing visible is a 400', async () => {
    t = await makeTestApp(LEDGER);
    for (const name of [NFC, ` ${NFC} `, `${NFC}\u200b`]) {
      const r = await t.post('/bean/payees', { name, date: '2020-03-01' });
      expect(r.statusCode, name).toBe(409);
    }
    for (const name of ['   ', '\u200b']) {
      const r = await t.post('/bean/payees', { name, date: '2020-03-01' });
      expect(r.statusCode, JSON.stringify(name)).toBe(400);
      expect(r.json().errors).toEqual([{ path: 'body/name', message: 'has no visible character' }]);
    }
    expect((await t.post('/bean/payees', { name: 'Café Central', date: '2020-03-01' })).statusCode).toBe(201);
  });

  test('an account sent in the other form is a 422 that says the accents are encoded otherwise', async () => {
    t = await makeTestApp(LEDGER);
    const r = await t.post('/bean/transactions', { date: '2020-03-01', narration: 'x', postings: [{ account: 'Expenses:Café'.normalize('NFD'), units: { number: '1', currency: 'EUR' } }, { account: 'Assets:Cash' }] });
    expect(r.statusCode, r.body).toBe(422);
    expect(r.body).toContain('its accents are encoded otherwise (composed, NFC, the name sent decomposed)');
    expect(r.body).not.toContain('did you mean');
  });
});

describe('payee names that look alike (recheck QA)', () => {
  const LEDGER_7 = `2020-01-01 open Assets:Cash
2020-01-01 open Expenses:Food
2020-01-01 custom "payee" "Seven Eleven"
2020-01-01 custom "payee" "全家"
  alias: "FamilyMart, 全家便利店"
2020-02-01 * "全家" "饭团"
  Expenses:Food  8 CNY
  Assets:Cash
`;

  test('another kind or run of space, an alias of another record, or nothing visible is refused', async () => {
    t = await makeTestApp(LEDGER_7);
    for (const name of ['Seven\u00a0Eleven', 'Seven  Eleven', 'Seven\u3000Eleven', 'Seven\u2009Eleven', 'Seven\tEleven']) {
      const r = await t.post('/bean/payees', { name, date: '2020-03-01' });
      expect(r.statusCode, JSON.stringify(name)).toBe(409);
    }
    for (const name of ['familymart', '全家便利店 ']) {
      const r = await t.post('/bean/payees', { name, date: '2020-03-01' });
      expect(r.statusCode, name).toBe(409);
      expect(r.json().detail).toBe(`${JSON.stringify(name)} is an alias of the payee "全家".`);
    }
    for (const name of ['\u3164', '\u2800', '\uffa0', '\u115f', '\u0301', '\ufe0f']) {
      const r = await t.post('/bean/payees', { name, date: '2020-03-01' });
      expect(r.statusCode, JSON.stringify(name)).toBe(400);
    }
    expect((await t.ledgerText()).match(/custom "payee"/g)).toHaveLength(2);
    expect((await t.post('/bean/payees', { name: 'Seven Eleven Kyoto', date: '2020-03-01' })).statusCode).toBe(201);
  });

  test('the payee filter reads spaces around the name and other kinds of space as the record does', async () => {
    t = await makeTestApp(LEDGER_7);
    for (const payee of ['全家 ', ' familymart', '\u200b全家便利店\u3000']) {
      expect((await t.get(`/bean/transactions?payee=${encodeURIComponent(payee)}`)).json().meta.total, JSON.stringify(payee)).toBe(1);
    }
  });
});
