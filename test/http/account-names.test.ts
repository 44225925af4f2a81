// New accounts must be readable by Beancount 2.3: opening one can never make bean-check fail.
import { basename } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { beanCheck, hasBeanCheck, makeTestApp, type TestApp } from './test-app.ts';
import { ACCOUNT_NAMES, beancountReadsAccounts } from '../support/account-names.ts';
import { hasBeancount } from '../support/beancount.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /bean/accounts names', () => {
  test('a CJK character right after the root is refused with 400 saying so, and nothing is written', async () => {
    const before = await t.ledgerText();
    const r = await t.post('/bean/accounts', { name: 'Expenses:餐饮', date: '2024-01-01' });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors[0].path).toBe('body/name');
    expect(r.json().errors[0].message).toMatch(/^has "餐饮" after its root, which starts with "餐" \(U\+9910\).*Expenses:Food:餐饮 and Expenses:Food-餐饮 are valid$/);
    expect(await t.ledgerText()).toBe(before);
  });

  test('a name outside the ledger\'s root names (Expense: for Expenses:) is refused with 422 and nothing is written', async () => {
    const before = await t.ledgerText();
    const r = await t.post('/bean/accounts', { name: 'Expense:Food', date: '2024-01-01' });
    expect(r.statusCode).toBe(422);
    expect(r.json().detail).toContain('Assets, Liabilities, Equity, Income, Expenses');
    expect(r.json().errors[0].message).toBe('Invalid account name: Expense:Food');
    expect(await t.ledgerText()).toBe(before);
  });

  test('a root renamed to a word that is not all letters (name_assets "A☕") takes new accounts, as bean-check does; elsewhere it is a 422 naming the roots', async () => {
    const a = await makeTestApp('option "name_assets" "A☕"\n2024-01-01 open A☕:Bank\n');
    try {
      const r = await a.post('/bean/accounts', { name: 'A☕:New', date: '2024-01-01' });
      expect(r.statusCode, r.body).toBe(201);
      if (hasBeanCheck()) expect(beanCheck(a.ledgerFile).output).toBe('');
    } finally {
      await a.close();
    }
    const r = await t.post('/bean/accounts', { name: 'A☕:New', date: '2024-01-01' });
    expect(r.statusCode, r.body).toBe(422);
    expect(r.json().detail).toContain('Assets, Liabilities, Equity, Income, Expenses');
  });

  test('a name under a root the ledger renamed (Assets: under name_assets "Aktiva") is a 422 with the file and line it would have had', async () => {
    const a = await makeTestApp('option "name_assets" "Aktiva"\n2024-01-01 open Aktiva:Bank\n');
    try {
      const before = await a.ledgerText();
      const r = await a.post('/bean/accounts', { name: 'Assets:Cash', date: '2024-01-01' });
      expect(r.statusCode, r.body).toBe(422);
      // Appended after a blank line: the line after the file's last line and that blank one.
      const line = before.split('\n').length - 1 + 2;
      expect(r.json().errors).toEqual([{ path: '', message: 'Invalid account name: Assets:Cash', file: basename(a.ledgerFile), line }]);
      expect(await a.ledgerText()).toBe(before);
    } finally {
      await a.close();
    }
  });

  test('Unicode after an uppercase first letter is accepted, and the ledger still passes bean-check', async () => {
    for (const name of ['Expenses:Food-餐饮', 'Assets:Bank:CMB-招商', 'Expenses:Café', 'Assets:Épargne']) {
      const r = await t.post('/bean/accounts', { name, date: '2024-01-01' });
      expect(r.statusCode, name).toBe(201);
    }
    if (hasBeanCheck()) expect(beanCheck(t.ledgerFile).output).toBe('');
  });

  test('a component after the root that Beancount 2.3\'s own Unicode table does not count as uppercase (Ͱ, Ꟑ) is a 400 that says so; the ledger still passes bean-check', async () => {
    const before = await t.ledgerText();
    for (const [name, start] of [['Assets:Ͱ', '"Ͱ" (U+0370)'], ['Assets:Ꟑx', '"Ꟑ" (U+A7D0)']] as const) {
      const r = await t.post('/bean/accounts', { name, date: '2024-01-01' });
      expect(r.statusCode, name).toBe(400);
      expect(r.json().errors).toEqual([{ path: 'body/name', message: expect.stringContaining(`which starts with ${start}, not what Beancount 2.3's own, older Unicode table counts as an uppercase letter or a digit`) }]);
    }
    expect(await t.ledgerText()).toBe(before);
    expect((await t.post('/bean/accounts', { name: 'Assets:Ǻ', date: '2024-01-01' })).statusCode).toBe(201);
    if (hasBeanCheck()) expect(beanCheck(t.ledgerFile).output).toBe('');
  });

  test('Chinese components after the first one are taken, as bean-check 2.3 takes them (QA: Assets:Bank:工商 was a 400)', async () => {
    const a = await makeTestApp('option "operating_currency" "CNY"\n2020-01-01 open Assets:Bank:招商 CNY\n');
    try {
      for (const name of ['Assets:Bank:工商', 'Expenses:Food:水果', 'Expenses:Coffee☕', 'Assets:Bank:école']) {
        const r = await a.post('/bean/accounts', { name, date: '2020-01-01' });
        expect(r.statusCode, `${name} ${r.body}`).toBe(201);
        expect(r.json().name).toBe(name);
      }
      const posted = await a.post('/bean/transactions', { date: '2026-01-03', narration: 'fruit', postings: [{ account: 'Expenses:Food:水果', units: { number: '2', currency: 'CNY' } }, { account: 'Assets:Bank:工商' }] });
      expect(posted.statusCode, posted.body).toBe(201);
      if (hasBeanCheck()) expect(beanCheck(a.ledgerFile).output).toBe('');
    } finally {
      await a.close();
    }
  });

  test('a decomposed (NFD) name is a 400 that names the combining mark and the composed form, which is taken', async () => {
    const before = await t.ledgerText();
    const r = await t.post('/bean/accounts', { name: 'Expenses:Cre\u0300me', date: '2024-01-01' });
    expect(r.statusCode).toBe(400);
    const message = 'contains the combining mark U+0300 apart from the letter "e" before it (decomposed Unicode, NFD, as macOS may send text): Expenses:Crème, the same name composed (NFC), is accepted';
    expect(r.json().errors).toEqual([{ path: 'body/name', message }]);
    expect(r.json().detail).toBe(`The body is not valid: body/name ${message}.`);
    expect(await t.ledgerText()).toBe(before);
    expect((await t.post('/bean/accounts', { name: 'Expenses:Crème', date: '2024-01-01' })).statusCode).toBe(201);
  });

  test.skipIf(!hasBeancount)('side by side with Beancount 2.3: every name it reads as a valid account is opened (but for look-alikes, each told why), every other one refused with its reason', async () => {
    const theirs = beancountReadsAccounts(ACCOUNT_NAMES);
    const a = await makeTestApp('option "title" "names"\n');
    try {
      const opened: string[] = [];
      for (const name of ACCOUNT_NAMES) {
        const r = await a.post('/bean/accounts', { name, date: '2020-01-01' });
        const said = `${JSON.stringify(name)} ${r.body}`;
        if (r.statusCode === 201) opened.push(name);
        if (theirs.get(name) === true && r.statusCode !== 201) {
          // a name Beancount reads that looks like another: not composed, or with a space or an invisible character in it
          expect(r.statusCode, said).toBe(400);
          expect(r.json().errors[0].message, said).toMatch(/^contains (the combining mark|the space character|U\+[0-9A-F]{4}, an invisible)/);
        } else if (theirs.get(name) === false) {
          // a root the ledger does not have is the ledger's refusal; anything else is the name's own
          expect(r.statusCode, said).toBe(name === 'Assetz:Food' ? 422 : 400);
          if (r.statusCode === 400) expect(r.json().errors[0], said).toEqual({ path: 'body/name', message: expect.stringMatching(/^(contains|has|must)/) });
        }
      }
      expect(opened.length).toBeGreaterThan(15);
      expect(ACCOUNT_NAMES.filter((n) => theirs.get(n) === true && !opened.includes(n))).toHaveLength(9);
      const listed = (await a.get('/bean/accounts?status=all&limit=1000')).json().data.map((x: { name: string }) => x.name);
      expect(listed.sort()).toEqual([...opened].sort());
      expect(beanCheck(a.ledgerFile).output).toBe('');
    } finally {
      await a.close();
    }
  });
});

describe('existing accounts with characters beyond U+FFFF', () => {
  // 𠮷 (U+20BB7) is one character, two UTF-16 code units: Beancount reads it, and so must every filter.
  const NAME = 'Expenses:Food:𠮷野家';
  test('filter transactions and balances, and take postings', async () => {
    const a = await makeTestApp(`2024-01-01 open Assets:Cash\n2024-01-01 open ${NAME}\n\n2024-01-04 * "吉野家" "beef bowl"\n  ${NAME}  20 CNY\n  Assets:Cash\n`);
    try {
      const query = encodeURIComponent(NAME);
      const listed = await a.get(`/bean/transactions?account=${query}`);
      expect(listed.statusCode).toBe(200);
      expect(listed.json().meta.total).toBe(1);
      const balances = await a.get(`/bean/balances?account=${query}`);
      expect(balances.statusCode).toBe(200);
      expect(balances.json().data).toEqual([expect.objectContaining({ account: NAME, units: [{ number: '20', currency: 'CNY' }] })]);
      const posted = await a.post('/bean/transactions', { date: '2024-01-05', narration: 'lunch', postings: [{ account: NAME, units: { number: '15', currency: 'CNY' } }, { account: 'Assets:Cash' }] });
      expect(posted.statusCode).toBe(201);
      if (hasBeanCheck()) expect(beanCheck(a.ledgerFile).output).toBe('');
    } finally {
      await a.close();
    }
  });
});

describe('existing accounts whose names only Beancount 2.3\'s lexer reads whole', () => {
  // Its lexer takes any non-ASCII character into an account token, and its grammar checks only how
  // the name starts: `Expenses:Coffee☕` and `Assets:Bank（招商）` pass bean-check, `Assets:１` too.
  const LEDGER = '2024-01-01 open Assets:Bank（招商） CNY\n2024-01-01 open Expenses:Coffee☕\n2024-01-01 open Assets:１\n2024-01-01 open Expenses:☕\n';

  test('can be posted to and opened, and the ledger still passes bean-check', async () => {
    const a = await makeTestApp(LEDGER.replace('2024-01-01 open Expenses:☕\n', ''));
    try {
      const r = await a.post('/bean/transactions', {
        date: '2024-01-02',
        narration: 'coffee',
        postings: [
          { account: 'Expenses:Coffee☕', units: { number: '30', currency: 'CNY' } },
          { account: 'Assets:Bank（招商）', units: { number: '-20', currency: 'CNY' } },
          { account: 'Assets:１', units: { number: '-10', currency: 'CNY' } },
        ],
      });
      expect(r.statusCode, r.body).toBe(201);
      expect((await a.post('/bean/accounts', { name: 'Assets:２', date: '2024-01-01' })).statusCode).toBe(201);
      const balances = (await a.get('/bean/balances')).json();
      expect(JSON.stringify(balances)).toContain('Coffee☕');
      if (hasBeanCheck()) expect(beanCheck(a.ledgerFile).output).toBe('');
    } finally {
      await a.close();
    }
  });

  test('one its grammar refuses (Expenses:☕) is a 422 naming it, and nothing is written', async () => {
    const a = await makeTestApp(LEDGER);
    try {
      const before = await a.ledgerText();
      const r = await a.post('/bean/transactions', {
        date: '2024-01-02',
        narration: 'coffee',
        postings: [{ account: 'Expenses:☕', units: { number: '30', currency: 'CNY' } }, { account: 'Assets:Bank（招商）' }],
      });
      expect(r.statusCode, r.body).toBe(422);
      expect(r.json().detail).toBe('Beancount does not take this account name (Invalid account name).');
      expect(r.json().errors[0].message).toBe('Invalid account name: Expenses:☕');
      expect(await a.ledgerText()).toBe(before);
    } finally {
      await a.close();
    }
  });
});
