// An account the ledger has can be named in every request, however many components it has (QA: an
// 893-character account was listed and proposed by NLP, then a 400 "more than 512 characters"
// in every request that named it). Account names in requests have a cap of their own, 4096.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { beanCheck, hasBeanCheck, makeTestApp, type TestApp } from './test-app.ts';
import { LONG_ACCOUNT } from '../support/account-names.ts';
import { ACCOUNT_MAX_LENGTH } from '../../src/http/schemas.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp(`option "operating_currency" "CNY"\n2020-01-01 open Assets:Cash CNY\n2020-01-01 open ${LONG_ACCOUNT}\n\n2026-01-02 * "x"\n  ${LONG_ACCOUNT}  20 CNY\n  Assets:Cash\n`);
});
afterAll(async () => {
  await t.close();
});

describe('an account of 893 characters, 200 components', () => {
  test('is listed, and found by ?prefix=, ?account= on transactions and balances', async () => {
    expect(LONG_ACCOUNT.length).toBe(893);
    const query = encodeURIComponent(LONG_ACCOUNT);
    const listed = await t.get(`/bean/accounts?prefix=${query}`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.map((a: { name: string }) => a.name)).toEqual([LONG_ACCOUNT]);
    const transactions = await t.get(`/bean/transactions?account=${query}`);
    expect(transactions.statusCode, transactions.body).toBe(200);
    expect(transactions.json().meta.total).toBe(1);
    const balances = await t.get(`/bean/balances?account=${query}`);
    expect(balances.statusCode, balances.body).toBe(200);
    expect(balances.json().data).toEqual([expect.objectContaining({ account: LONG_ACCOUNT, units: [{ number: '20', currency: 'CNY' }] })]);
  });

  test('takes postings, and the draft NLP proposes for it is written as it is', async () => {
    const draft = await t.post('/bean/nlp/parse', { text: 'C198 30 现金', reference_date: '2026-11-02' });
    expect(draft.statusCode, draft.body).toBe(200);
    const { date, narration, postings } = draft.json();
    expect(postings.map((p: { account: string }) => p.account)).toContain(LONG_ACCOUNT);
    const posted = await t.post('/bean/transactions', { date, narration, postings });
    expect(posted.statusCode, posted.body).toBe(201);
    const direct = await t.post('/bean/transactions', { date: '2026-01-03', narration: 'y', postings: [{ account: LONG_ACCOUNT, units: { number: '5', currency: 'CNY' } }, { account: 'Assets:Cash' }] });
    expect(direct.statusCode, direct.body).toBe(201);
    if (hasBeanCheck()) expect(beanCheck(t.ledgerFile).output).toBe('');
  });
});

describe('the cap on account names in requests', () => {
  const named = (length: number) => `Expenses:${'C'.repeat(length - 'Expenses:'.length)}`;

  test(`a new account of ${ACCOUNT_MAX_LENGTH} characters is opened and can be posted to and filtered by; one more character is a 400 that says the cap`, async () => {
    const longest = named(ACCOUNT_MAX_LENGTH);
    const opened = await t.post('/bean/accounts', { name: longest, date: '2020-01-01' });
    expect(opened.statusCode, opened.body).toBe(201);
    const posted = await t.post('/bean/transactions', { date: '2026-01-04', narration: 'z', postings: [{ account: longest, units: { number: '1', currency: 'CNY' } }, { account: 'Assets:Cash' }] });
    expect(posted.statusCode, posted.body).toBe(201);
    expect((await t.get(`/bean/transactions?account=${longest}`)).json().meta.total).toBe(1);
    const tooLong = await t.post('/bean/accounts', { name: named(ACCOUNT_MAX_LENGTH + 1), date: '2020-01-01' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual([{ path: 'body/name', message: `must NOT have more than ${ACCOUNT_MAX_LENGTH} characters` }]);
    const filter = await t.get(`/bean/balances?account=${named(ACCOUNT_MAX_LENGTH + 1)}`);
    expect(filter.statusCode).toBe(400);
    expect(filter.json().errors).toEqual([{ path: 'querystring/account', message: `must NOT have more than ${ACCOUNT_MAX_LENGTH} characters` }]);
  });
});
