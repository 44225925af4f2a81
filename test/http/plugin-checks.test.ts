// A ledger's plugins take part in checking a write: what bean-check would reject with them is a
// 422 and nothing is written; a plugin the service does not run refuses every write.
import { afterEach, describe, expect, test } from 'vitest';
import { beanCheck, hasBeanCheck, makeTestApp, type TestApp } from './test-app.ts';

const LEDGER = `option "operating_currency" "CNY"
plugin "beancount.plugins.check_commodity"
plugin "beancount.plugins.noduplicates"
2020-01-01 commodity CNY
2020-01-01 open Assets:Bank
2020-01-01 open Expenses:Food
2020-01-02 * "Lunch" ""
  Expenses:Food  10 CNY
  Assets:Bank  -10 CNY
`;

const lunch = (number: string, currency: string) => ({
  date: '2020-01-02',
  payee: 'Lunch',
  narration: '',
  postings: [
    { account: 'Expenses:Food', units: { number, currency } },
    { account: 'Assets:Bank', units: { number: `-${number}`, currency } },
  ],
});

let t: TestApp;
afterEach(async () => {
  await t.close();
});

describe('writes checked with the ledger\'s plugins', () => {
  test('noduplicates and check_commodity: what bean-check would reject is a 422, the rest is written', async () => {
    t = await makeTestApp(LEDGER);
    const before = await t.ledgerText();
    const duplicate = await t.post('/bean/transactions', lunch('10', 'CNY'));
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors[0].message).toMatch(/^Duplicate entry/);
    const undeclared = await t.post('/bean/transactions', lunch('10', 'USD'));
    expect(undeclared.statusCode).toBe(422);
    expect(undeclared.json().errors[0].message).toBe("Missing Commodity directive for 'USD'");
    expect(await t.ledgerText()).toBe(before);
    expect((await t.post('/bean/transactions', lunch('11', 'CNY'))).statusCode).toBe(201);
    if (hasBeanCheck()) expect(beanCheck(t.ledgerFile).output).toBe('');
  });

  test('plugins that change what is written (split_expenses, forecast): the write lands, the answer and the list show their work', async () => {
    t = await makeTestApp(`plugin "beancount.plugins.split_expenses" "Ann Bo"
plugin "beancount.plugins.forecast"
2020-01-01 open Assets:Bank
2020-01-01 open Expenses:Food
2020-01-01 open Expenses:Food:Ann
2020-01-01 open Expenses:Food:Bo
2020-01-05 # "Rent [MONTHLY REPEAT 3 TIMES]"
  Expenses:Food:Ann  1 CNY
  Assets:Bank
`);
    const r = await t.post('/bean/transactions', { ...lunch('10', 'CNY'), date: '2020-01-03' });
    expect(r.statusCode).toBe(201);
    expect(r.json().postings.map((p: { account: string; units: { number: string } }) => `${p.account} ${p.units.number}`)).toEqual(['Expenses:Food:Ann 5', 'Expenses:Food:Bo 5', 'Assets:Bank -10']);
    const list = (await t.get('/bean/transactions')).json().data.map((x: { date: string; narration: string }) => `${x.date} ${x.narration}`);
    // forecast's copies other than the written one are made by the pipeline: not listed as written
    expect(list).toEqual(['2020-01-05 Rent', '2020-01-03 ']);
    if (hasBeanCheck()) expect(beanCheck(t.ledgerFile).output).toBe('');
  });

  test('plugin_processing_mode "raw" with Beancount\'s own steps listed: a write that breaks a padded balance is a 422, the rest is written', async () => {
    t = await makeTestApp(`option "plugin_processing_mode" "raw"
plugin "beancount.ops.pad"
plugin "beancount.ops.balance"
2020-01-01 open Assets:Bank
2020-01-01 open Expenses:Food
2020-01-01 open Equity:Opening
2020-01-02 pad Assets:Bank Equity:Opening
2020-01-10 balance Assets:Bank  100 CNY
2020-01-20 balance Assets:Bank  100 CNY
`);
    const before = await t.ledgerText();
    const breaks = await t.post('/bean/transactions', { ...lunch('10', 'CNY'), date: '2020-01-15' });
    expect(breaks.statusCode).toBe(422);
    expect(breaks.json().errors[0].message).toMatch(/^Balance failed for 'Assets:Bank'/);
    expect(await t.ledgerText()).toBe(before);
    // Before the first assertion, the padding absorbs it.
    expect((await t.post('/bean/transactions', { ...lunch('10', 'CNY'), date: '2020-01-05' })).statusCode).toBe(201);
    if (hasBeanCheck()) expect(beanCheck(t.ledgerFile).output).toBe('');
  });

  test('a plugin the service does not run: every write is a 422 naming it, and nothing is written', async () => {
    t = await makeTestApp(LEDGER.replace('plugin "beancount.plugins.noduplicates"', 'plugin "acme.plugins.not_in_beancount"'));
    const before = await t.ledgerText();
    const r = await t.post('/bean/transactions', lunch('11', 'CNY'));
    expect(r.statusCode).toBe(422);
    expect(r.json().errors[0]).toMatchObject({ message: expect.stringContaining('plugin "acme.plugins.not_in_beancount", which this service does not run'), line: 3 });
    expect(await t.ledgerText()).toBe(before);
    expect((await t.get('/bean/balances')).statusCode).toBe(200);
  });
});
