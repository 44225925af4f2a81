// Alipay and WeChat Pay exports planned against the fixture ledger.
import { describe, expect, it } from 'vitest';
import { appended, fixture, importTwice, ledgerText, plan, postingLines } from './import-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';

const LEDGER = ledgerText();
type Txn = { payee: string | null; narration: string; flag: string; date: string; meta: Record<string, string>; postings: { account: string; units: { number: string; currency: string } }[] };
const byNarration = (txns: unknown[], narration: string) => (txns as Txn[]).find((t) => t.narration === narration);

describe('Alipay CSV (GBK, preamble, padded cells)', async () => {
  const alipay = await plan(LEDGER, { content: fixture('alipay-2024-01.gbk.csv'), account: 'Assets:Alipay' });
  const txns = alipay.report.transactions;

  it('imports every real movement and skips the rest with reasons', () => {
    expect(alipay.report.imported).toBe(9);
    expect(alipay.report.skipped_rows.map((s) => s.reason)).toEqual(['closed order that was never paid']);
  });
  it('imports a closed order paid with 花呗 and its full refund as money out and back', () => {
    const earphones = (txns as Txn[]).filter((t) => t.narration.endsWith('蓝牙耳机')).map(postingLines);
    expect(earphones).toEqual([
      ['Liabilities:Huabei -199.00 CNY', 'Expenses:Uncategorized 199.00 CNY'],
      ['Liabilities:Huabei 199.00 CNY', 'Expenses:Uncategorized -199.00 CNY'],
    ]);
  });
  it('chooses the funding account by the longest alias in the payment method', () => {
    expect(postingLines(byNarration(txns, '快车订单')!)[0]).toBe('Liabilities:CMB:CreditCard -23.50 CNY');
    expect(postingLines(byNarration(txns, '豆浆油条')!)[0]).toBe('Liabilities:CMB:CreditCard -8.00 CNY');
    expect(postingLines(byNarration(txns, '数据线')!)[0]).toBe('Assets:CMB:Debit -19.90 CNY');
    expect(postingLines(byNarration(txns, '拿铁咖啡')!)[0]).toBe('Assets:Alipay -38.00 CNY'); // 余额 = the statement's account
  });
  it('uses payee records, keyword rules and Uncategorized, flagging guesses', () => {
    const coffee = byNarration(txns, '拿铁咖啡')!;
    expect(coffee.flag).toBe('*');
    expect(coffee.postings[1]!.account).toBe('Expenses:Food:Coffee');
    const taxi = byNarration(txns, '快车订单')!;
    expect([taxi.flag, taxi.postings[1]!.account]).toEqual(['!', 'Expenses:Transport:Taxi']);
    const cable = byNarration(txns, '数据线')!;
    expect([cable.flag, cable.postings[1]!.account]).toEqual(['!', 'Expenses:Uncategorized']);
  });
  it('books a refund of an older purchase back to that purchase\'s account', () => {
    const refund = byNarration(txns, '退款-羽绒服')!;
    expect(postingLines(refund)).toEqual(['Assets:CMB:Debit 300.00 CNY', 'Expenses:Clothing -300.00 CNY']);
  });
  it('books a 不计收支 move to 余额宝 as a transfer between own accounts', () => {
    expect(postingLines(byNarration(txns, '余额宝-自动转入')!)).toEqual(['Assets:Alipay -500.00 CNY', 'Assets:Alipay:Yuebao 500.00 CNY']);
  });
  it('keeps the order number as import_id and opens Uncategorized accounts with the ledger\'s first account', () => {
    expect(byNarration(txns, '快车订单')!.meta).toEqual({ import_id: 'alipay:2024013122001400001111111111' });
    const opens = alipay.directives.filter((d) => d.type === 'open');
    // the fixture ledger opens its accounts on 2020-01-01; the statement's first such rows are 2024-01-03 and 2024-01-15
    expect(opens.map((o) => [o.date, o.type === 'open' && o.account])).toEqual([
      ['2020-01-01', 'Expenses:Uncategorized'],
      ['2020-01-01', 'Income:Uncategorized'],
    ]);
    expect(alipay.directives.slice(2).map((d) => d.date)).toEqual([...alipay.directives.slice(2).map((d) => d.date)].sort());
  });
  it('passes bean-check when appended', () => {
    const check = beanCheck(appended(LEDGER, alipay));
    if (check) expect(check.errors).toBe('');
  });
  it('finds the statement account by the alias 支付宝 when no account is sent', async () => {
    const again = await plan(LEDGER, { content: fixture('alipay-2024-01.gbk.csv') });
    expect(again.report.transactions).toEqual(txns);
  });
  it('imports nothing the second time, and only new rows from an overlapping next statement', async () => {
    const { second, after } = await importTwice(LEDGER, { content: fixture('alipay-2024-01.gbk.csv'), account: 'Assets:Alipay' });
    expect([second.report.imported, second.report.duplicates, second.directives.length]).toEqual([0, 9, 0]);
    const feb = await plan(after, { content: fixture('alipay-2024-02-overlap.gbk.csv'), account: 'Assets:Alipay' });
    expect(feb.report.imported).toBe(1);
    expect(feb.report.duplicates).toBe(2);
    expect(feb.report.transactions[0]).toMatchObject({ date: '2024-02-02', meta: { import_id: 'alipay:2024020222001400001212121212' } });
    expect(feb.report.duplicate_rows.map((d) => d.reason)).toEqual([expect.stringMatching(/already imported/), expect.stringMatching(/already imported/)]);
  });
  it('treats a row already booked from another source (same account, amount, within 3 days) as a duplicate', async () => {
    const withCard = `${LEDGER}
2024-02-02 * "DIDI" "card statement line"
  import_id: "bank:abc"
  Liabilities:CMB:CreditCard  -23.50 CNY
  Expenses:Transport:Taxi  23.50 CNY
`;
    const p = await plan(withCard, { content: fixture('alipay-2024-01.gbk.csv'), account: 'Assets:Alipay' });
    expect(p.report.imported).toBe(8);
    expect(p.report.duplicate_rows).toMatchObject([{ narration: '快车订单', existing: { date: '2024-02-02' } }]);
  });
});

describe('WeChat Pay CSV', async () => {
  const wechat = await plan(LEDGER, { content: fixture('wechat-2024-01.csv'), account: 'Assets:WeChat' });
  const txns = wechat.report.transactions as Txn[];

  it('imports paid purchases and their refunds as two movements', () => {
    const earphones = txns.filter((t) => t.narration === '耳机').map(postingLines);
    expect(earphones).toEqual([
      ['Assets:WeChat -99.00 CNY', 'Expenses:Uncategorized 99.00 CNY'],
      ['Assets:WeChat 99.00 CNY', 'Expenses:Uncategorized -99.00 CNY'],
    ]);
  });
  it('reads ¥ amounts, 零钱 as the own account, and the method alias', () => {
    expect(postingLines(byNarration(txns, '快车')!)).toEqual(['Liabilities:CMB:CreditCard -32.00 CNY', 'Expenses:Transport:Taxi 32.00 CNY']);
    expect(postingLines(byNarration(txns, '拿铁')!)).toEqual(['Assets:WeChat -36.00 CNY', 'Expenses:Food:Coffee 36.00 CNY']);
    expect(postingLines(byNarration(txns, '微信红包')!)).toEqual(['Assets:WeChat 20.00 CNY', 'Income:Uncategorized -20.00 CNY']);
  });
  it('books a 零钱提现 (收/支 "/") as a transfer to the bank card', () => {
    expect(postingLines(byNarration(txns, '零钱提现')!)).toEqual(['Assets:WeChat -100.00 CNY', 'Assets:CMB:Debit 100.00 CNY']);
  });
  it('skips failed payments', () => {
    expect(wechat.report.skipped_rows).toEqual([{ row: 25, reason: 'no money moved (支付失败)' }]);
    expect(wechat.report.imported).toBe(7);
  });
  it('passes bean-check and imports nothing the second time', async () => {
    const check = beanCheck(appended(LEDGER, wechat));
    if (check) expect(check.errors).toBe('');
    const { second } = await importTwice(LEDGER, { content: fixture('wechat-2024-01.csv'), account: 'Assets:WeChat' });
    expect([second.report.imported, second.report.duplicates]).toEqual([0, 7]);
  });
});

describe('Alipay moves between own accounts, and counter-accounts from aliases and categories', async () => {
  const header = '交易时间,交易分类,交易对方,对方账号,商品说明,收/支,金额,收/付款方式,交易状态,交易订单号,商家订单号,备注';
  const rows = [
    '2024-02-03 08:00:00,信用借还,招商银行  ,,信用卡还款,不计收支,1500.00,余额,还款成功,A1,,',
    '2024-02-04 10:00:00,转账红包,余额宝  ,,余额宝转出到余额,不计收支,100.00,余额宝,交易成功,A2,,',
    '2024-02-05 09:00:00,交通出行,北京地铁  ,,乘车,支出,4.00,余额,交易成功,A3,,',
    '2024-02-06 12:00:00,餐饮美食,某某小店  ,,商品,支出,20.00,余额,交易成功,A4,,',
    '2024-02-07 12:00:00,交通出行,METRO LINE 2  ,,ride,支出,3.00,余额,交易成功,A5,,',
    '2024-02-08 12:00:00,日用百货,某某超市  ,,购物,支出,50.00,余额,交易成功,A6,,',
    '2024-02-09 10:00:00,提现,招商银行  ,,余额提现,不计收支,300.00,余额,提现成功,A7,,',
  ];
  const ledger = `${LEDGER}
2020-01-01 open Expenses:Transport:Fuel
2020-01-01 open Expenses:Transport:Metro
  alias: "地铁"
2020-01-01 open Expenses:Food:Dining
2020-01-01 open Expenses:Home:Food
`;
  const p = await plan(ledger, { content: Buffer.from([header, ...rows].join('\n')), preset: 'alipay' });
  const byId = (id: string) => postingLines(p.report.transactions.find((t) => t.meta.import_id === `alipay:${id}`)!);
  it('pays a credit card from the balance: the card named by 交易对方 and 商品说明 together', () => {
    expect(byId('A1')).toEqual(['Assets:Alipay -1500.00 CNY', 'Liabilities:CMB:CreditCard 1500.00 CNY']);
  });
  it('moves a withdrawal paid out of 余额 to the card its 交易对方 names', () => {
    expect(byId('A7')).toEqual(['Assets:Alipay -300.00 CNY', 'Assets:CMB:Debit 300.00 CNY']);
  });
  it('moves 余额宝转出到余额 from 余额宝 to the balance', () => {
    expect(byId('A2')).toEqual(['Assets:Alipay:Yuebao -100.00 CNY', 'Assets:Alipay 100.00 CNY']);
  });
  it('takes an account whose alias the row names before the keyword table', () => {
    expect(byId('A3')).toEqual(['Assets:Alipay -4.00 CNY', 'Expenses:Transport:Metro 4.00 CNY']);
  });
  it('falls back on the statement\'s category (餐饮美食) when payee and description say nothing known', () => {
    expect(byId('A4')).toEqual(['Assets:Alipay -20.00 CNY', 'Expenses:Food:Dining 20.00 CNY']);
  });
  it('picks the account a keyword hint names most directly: Metro for a metro ride, not the first Transport account', () => {
    expect(byId('A5')).toEqual(['Assets:Alipay -3.00 CNY', 'Expenses:Transport:Metro 3.00 CNY']);
    // a supermarket's hint "Food": the account that is Food itself, not the first one below a Food
    expect(byId('A6')).toEqual(['Assets:Alipay -50.00 CNY', 'Expenses:Home:Food 50.00 CNY']);
  });
  it('passes bean-check when appended', () => {
    const check = beanCheck(appended(ledger, p));
    if (check) expect(check.errors).toBe('');
  });
});
