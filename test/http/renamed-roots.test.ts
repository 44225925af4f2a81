// Ledgers that rename their roots (option "name_assets" "Aktiva" ...): payees' most used
// account and the NLP drafts go by the ledger's own root names, and a draft is written as is
// (201), leaving a ledger bean-check accepts.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { BASE, beanCheck, hasBeanCheck, makeTestApp, type TestApp } from './test-app.ts';

// QA's ledger.
const QA_LEDGER = `option "name_assets" "Aktiva"
option "name_expenses" "Ausgaben"
2020-01-01 open Aktiva:Bank
2020-01-01 open Aktiva:Kasse
2020-01-01 open Ausgaben:Essen
2024-01-01 * "Bäcker" "Brot"
  Ausgaben:Essen  2 EUR
  Aktiva:Bank
2024-01-02 * "Bäcker" "Brot"
  Ausgaben:Essen  2 EUR
  Aktiva:Kasse
2024-01-03 * "Bäcker" "Umbuchung"
  Aktiva:Kasse  5 EUR
  Aktiva:Bank
`;

// Standard names swapped: Expenses:Bank is a bank account, Assets:Food spending.
const SWAPPED_LEDGER = `option "name_assets" "Expenses"
option "name_expenses" "Assets"
2020-01-01 open Expenses:Bank
2020-01-01 open Assets:Food
2024-01-01 * "Shop" "food"
  Assets:Food  2 EUR
  Expenses:Bank
`;

const fixture = (name: string) => readFileSync(new URL(`../fixtures/nlp/${name}`, import.meta.url), 'utf8');
const checkBeans = hasBeanCheck();

async function withApp(ledger: string, run: (t: TestApp) => Promise<void>): Promise<void> {
  const t = await makeTestApp(ledger);
  try {
    await run(t);
  } finally {
    await t.close();
  }
}

describe('GET and POST /bean/payees: most_used_account', () => {
  test('prefers an account outside the ledger\'s Assets and Liabilities roots, whatever their names', async () => {
    await withApp(QA_LEDGER, async (t) => {
      const list = (await t.get('/bean/payees')).json();
      expect(list.data).toEqual([expect.objectContaining({ name: 'Bäcker', transactions: 3, most_used_account: 'Ausgaben:Essen' })]);
      const recorded = await t.post('/bean/payees', { name: 'Bäcker', account: 'Ausgaben:Essen' });
      expect(recorded.statusCode, recorded.body).toBe(201);
      expect(recorded.json()).toMatchObject({ transactions: 3, most_used_account: 'Ausgaben:Essen' });
    });
    await withApp(SWAPPED_LEDGER, async (t) => {
      expect((await t.get('/bean/payees')).json().data).toEqual([expect.objectContaining({ name: 'Shop', most_used_account: 'Assets:Food' })]);
      expect((await t.post('/bean/payees', { name: 'Shop' })).json()).toMatchObject({ most_used_account: 'Assets:Food' });
    });
  });
});

describe('POST /bean/nlp/parse then POST /bean/transactions on a ledger with renamed roots', () => {
  const parseAndWrite = async (t: TestApp, text: string, referenceDate = '2024-02-01') => {
    const parsed = await t.post('/bean/nlp/parse', { text, reference_date: referenceDate });
    expect(parsed.statusCode, `${text}: ${parsed.body}`).toBe(200);
    const written = await t.request({ method: 'POST', url: `${BASE}/bean/transactions`, headers: { 'content-type': 'application/json' }, payload: parsed.body });
    expect(written.statusCode, `${text}: ${written.body}`).toBe(201);
    return parsed.json() as { payee: string | null; postings: { account: string; units: { number: string; currency: string } }[]; warnings: string[] };
  };
  const accounts = (draft: { postings: { account: string }[] }) => draft.postings.map((p) => p.account);

  test('QA\'s ledger: drafts in its names, written, bean-check clean', async () => {
    await withApp(QA_LEDGER, async (t) => {
      const bread = await parseAndWrite(t, 'Bäcker 3 EUR Aktiva:Kasse');
      expect(bread).toMatchObject({ payee: 'Bäcker', warnings: [] });
      expect(bread.postings).toEqual([{ account: 'Ausgaben:Essen', units: { number: '3', currency: 'EUR' } }, { account: 'Aktiva:Kasse', units: { number: '-3', currency: 'EUR' } }]);
      // Aktiva:Kasse has paid for Ausgaben:Essen most since the entry above was written
      const lunch = await parseAndWrite(t, '午饭 25');
      expect(accounts(lunch)).toEqual(['Ausgaben:Essen', 'Aktiva:Kasse']);
      expect(lunch.warnings).toContain('no payment account named; used Aktiva:Kasse (most used in history)');
      // an error names the ledger's root
      const none = await t.post('/bean/nlp/parse', { text: '工资 5000', reference_date: '2024-02-01' });
      expect(none.statusCode).toBe(422);
      expect(none.json().detail).toBe('no open Income account can hold CNY');
      if (checkBeans) expect(beanCheck(t.ledgerFile)).toEqual({ ok: true, output: '' });
    });
  });

  test('German root names (renamed-roots.beancount)', async () => {
    await withApp(fixture('renamed-roots.beancount'), async (t) => {
      expect(accounts(await parseAndWrite(t, '打车 30 招行信用卡'))).toEqual(['Ausgaben:Transport:Taxi', 'Passiva:CreditCard:CMB']);
      expect(accounts(await parseAndWrite(t, '工资 5000 Bargeld'))).toEqual(['Aktiva:Kasse', 'Erträge:Salary']);
      expect(accounts(await parseAndWrite(t, '借给小王 100 微信'))).toEqual(['Aktiva:WeChat', 'Aktiva:Receivables:XiaoWang']);
      expect(accounts(await parseAndWrite(t, 'Huber 12 Bargeld'))).toEqual(['Ausgaben:Essen', 'Aktiva:Kasse']);
      // what was just written is history for the next sentence: the taxi was paid by the card
      expect(accounts(await parseAndWrite(t, '打车 18'))).toEqual(['Ausgaben:Transport:Taxi', 'Passiva:CreditCard:CMB']);
      if (checkBeans) expect(beanCheck(t.ledgerFile)).toEqual({ ok: true, output: '' });
    });
  });

  test('Chinese root names (renamed-roots-zh.beancount)', async () => {
    await withApp(fixture('renamed-roots-zh.beancount'), async (t) => {
      expect(accounts(await parseAndWrite(t, '午饭 25'))).toEqual(['支出:Food-餐饮', '资产:WeChat']);
      expect(accounts(await parseAndWrite(t, '打车 30 招行信用卡'))).toEqual(['支出:Transport:Taxi', '负债:CreditCard:CMB']);
      expect(accounts(await parseAndWrite(t, '工资 8000 到招行'))).toEqual(['资产:Bank:CMB', '收入:Salary']);
      expect(accounts(await parseAndWrite(t, '从招行转500到支付宝'))).toEqual(['资产:Bank:CMB', '资产:Alipay']);
      if (checkBeans) expect(beanCheck(t.ledgerFile)).toEqual({ ok: true, output: '' });
    });
  });

  test('standard names swapped', async () => {
    await withApp(SWAPPED_LEDGER, async (t) => {
      expect(accounts(await parseAndWrite(t, 'Shop 5'))).toEqual(['Assets:Food', 'Expenses:Bank']);
      if (checkBeans) expect(beanCheck(t.ledgerFile)).toEqual({ ok: true, output: '' });
    });
  });
});
