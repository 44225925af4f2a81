// A bookkeeping app's export lists a move between two own accounts as two rows (随手记: 转出 on one,
// 转入 on the other). Across two uploads the second row was already found to be the first's
// transaction; in one upload it was booked again, as income to the second account.
import { describe, expect, it } from 'vitest';
import { appended, importTwice, ledgerText, plan, postingLines } from './import-fixtures.ts';

const MAPPING = { 交易类型: 'direction', 日期: 'date', 金额: 'amount', 商家: 'payee', 备注: 'narration', 账户: 'method' };
const csv = (...rows: string[]) => Buffer.from(['交易类型,日期,账户,金额,商家,备注', ...rows, ''].join('\n'));
const OUT = '转出,2024-11-10 10:00,招商银行,"2,000.00",,充值支付宝';
const IN = '转入,2024-11-10 10:00,支付宝,"2,000.00",,充值支付宝';

describe('the two rows of one move between own accounts in one upload', () => {
  it('book the move once: the second row is the other half of the first', async () => {
    const p = await plan(ledgerText(), { content: csv(OUT, IN), account: 'Assets:CMB:Debit', mapping: MAPPING });
    expect(p.report.transactions.map(postingLines)).toEqual([['Assets:CMB:Debit -2000.00 CNY', 'Assets:Alipay 2000.00 CNY']]);
    expect(p.report.duplicate_rows.map((d) => [d.row, d.reason, d.existing?.import_id])).toEqual([
      [3, 'the other half of row 2 of this file: its transaction of 2024-11-10 books Assets:Alipay 2000.00 CNY', p.report.transactions[0]!.meta['import_id']],
    ]);
  });

  it('whichever row the file lists first', async () => {
    const p = await plan(ledgerText(), { content: csv(IN, OUT, '支出,2024-11-11 09:00,支付宝,12.00,便利店,早餐'), account: 'Assets:CMB:Debit', mapping: MAPPING });
    expect(p.report.transactions.map((t) => postingLines(t)[0])).toEqual(['Assets:CMB:Debit -2000.00 CNY', 'Assets:Alipay -12.00 CNY']);
    expect(p.report.transactions.map((t) => postingLines(t)[1])).toEqual(['Assets:Alipay 2000.00 CNY', 'Expenses:Uncategorized 12.00 CNY']);
    expect(p.report.duplicate_rows.map((d) => d.row)).toEqual([2]);
  });

  it('import nothing when the file comes again', async () => {
    const { first, second } = await importTwice(ledgerText(), { content: csv(OUT, IN), account: 'Assets:CMB:Debit', mapping: MAPPING });
    expect([first.report.imported, first.report.duplicates]).toEqual([1, 1]);
    expect([second.report.imported, second.report.duplicates]).toEqual([0, 2]);
  });

  it('as across two uploads, one file per account', async () => {
    const first = await plan(ledgerText(), { content: csv(OUT), account: 'Assets:CMB:Debit', mapping: MAPPING });
    const second = await plan(appended(ledgerText(), first), { content: csv(IN), account: 'Assets:Alipay', mapping: MAPPING });
    expect([second.report.imported, second.report.duplicates]).toEqual([0, 1]);
  });

  it('book a card repaid from the statement’s own account once: the 转入 on the card is booked from it, and its 转出 is that move', async () => {
    // (with two cards, the 转出 alone cannot tell which was repaid)
    const ledger = `${ledgerText()}\n2020-01-01 open Liabilities:ICBC:CreditCard CNY\n  alias: "工商银行信用卡"\n`;
    const p = await plan(ledger, { content: csv('转出,2024-01-05 08:30,招商银行,"3,456.78",,信用卡还款', '转入,2024-01-05 08:30,招商银行信用卡,"3,456.78",,信用卡还款'), account: 'Assets:CMB:Debit', mapping: MAPPING });
    expect(p.report.transactions.map(postingLines)).toEqual([['Liabilities:CMB:CreditCard 3456.78 CNY', 'Assets:CMB:Debit -3456.78 CNY']]);
    expect(p.report.duplicate_rows.map((d) => [d.row, d.reason])).toEqual([[2, 'the other half of row 3 of this file: its transaction of 2024-01-05 books Assets:CMB:Debit -3456.78 CNY']]);
  });

  // (the 转出 row, planned before the 转入 that the first upload wrote, was written again)
  it('import nothing when a file with a card repaid from the statement’s own account comes again', async () => {
    const ledger = `${ledgerText()}\n2020-01-01 open Liabilities:ICBC:CreditCard CNY\n  alias: "工商银行信用卡"\n`;
    const content = csv('转出,2024-01-05 08:30,招商银行,"3,456.78",,信用卡还款', '转入,2024-01-05 08:30,招商银行信用卡,"3,456.78",,信用卡还款');
    const { first, second } = await importTwice(ledger, { content, account: 'Assets:CMB:Debit', mapping: MAPPING });
    expect([first.report.imported, first.report.duplicates]).toEqual([1, 1]);
    expect([second.report.imported, second.report.duplicates]).toEqual([0, 2]);
  });

  it('leave a row that says no move alone: income of the amount a move brought the day before is income', async () => {
    const p = await plan(ledgerText(), { content: csv(OUT, '收入,2024-11-11 09:00,支付宝,"2,000.00",,红包'), account: 'Assets:CMB:Debit', mapping: MAPPING });
    expect(p.report.transactions.map((t) => postingLines(t)[0])).toEqual(['Assets:CMB:Debit -2000.00 CNY', 'Assets:Alipay 2000.00 CNY']);
  });

  it('pair a 转出 and a 转入 whose memos name neither account: one move from the 转出 account to the 转入 one, the other row its duplicate', async () => {
    // (QA migrate: each half was booked against Uncategorized, fake spending and fake income)
    const content = csv('转入,2024-11-10 10:00,支付宝,"2,000.00",,', '转出,2024-11-10 10:00,招商银行,"2,000.00",,', '转出,2024-11-11 10:00,微信,500.00,,零钱提现', '转入,2024-11-12 09:00,招商银行,500.00,,零钱提现');
    const p = await plan(ledgerText(), { content, account: 'Assets:CMB:Debit', mapping: MAPPING });
    expect(p.report.transactions.map(postingLines)).toEqual([
      ['Assets:CMB:Debit -2000.00 CNY', 'Assets:Alipay 2000.00 CNY'],
      ['Assets:WeChat -500.00 CNY', 'Assets:CMB:Debit 500.00 CNY'],
    ]);
    expect(p.report.transactions.map((t) => t.flag)).toEqual(['!', '!']);
    const ids = p.report.transactions.map((t) => t.meta['import_id']);
    expect(p.report.duplicate_rows.map((d) => [d.row, d.reason, d.existing?.import_id])).toEqual([
      [2, 'the other half of row 3 of this file: its transaction of 2024-11-10 books Assets:Alipay 2000.00 CNY', ids[0]],
      [5, 'the other half of row 4 of this file: its transaction of 2024-11-11 books Assets:CMB:Debit 500.00 CNY', ids[1]],
    ]);
    expect(p.report.warnings).toEqual([
      { row: 3, message: 'rows 3 and 2 move 2000.00 CNY out of Assets:CMB:Debit and into Assets:Alipay (the same day), and neither names another account: booked as one move between the two, row 2 its other half (if they are two movements, book them by hand)' },
      { row: 4, message: 'rows 4 and 5 move 500.00 CNY out of Assets:WeChat and into Assets:CMB:Debit (a day apart), and neither names another account: booked as one move between the two, row 5 its other half (if they are two movements, book them by hand)' },
    ]);
    const { second } = await importTwice(ledgerText(), { content, account: 'Assets:CMB:Debit', mapping: MAPPING });
    expect([second.report.imported, second.report.duplicates]).toEqual([0, 4]);
  });

  it('pair each row once, the nearest days first, never two rows of one account, nor a row something else places', async () => {
    const content = csv(
      '转出,2024-11-10 10:00,招商银行,100.00,,',
      '转入,2024-11-13 10:00,支付宝,100.00,,',
      '转入,2024-11-11 10:00,微信,100.00,,',
      '转入,2024-11-10 11:00,招商银行,100.00,,',
      // (its memo names the account it went to: booked so, and the 转入 of it its half, as before)
      '转出,2024-11-20 10:00,招商银行,300.00,,充值支付宝',
      '转入,2024-11-20 10:00,微信,300.00,,',
      '转入,2024-11-20 10:00,支付宝,300.00,,',
    );
    const p = await plan(ledgerText(), { content, account: 'Assets:CMB:Debit', mapping: MAPPING });
    expect(p.report.transactions.map((t) => postingLines(t).join(' | '))).toEqual([
      'Assets:CMB:Debit -100.00 CNY | Assets:WeChat 100.00 CNY',
      'Assets:CMB:Debit 100.00 CNY | Income:Uncategorized -100.00 CNY',
      'Assets:Alipay 100.00 CNY | Income:Uncategorized -100.00 CNY',
      'Assets:CMB:Debit -300.00 CNY | Assets:Alipay 300.00 CNY',
      'Assets:WeChat 300.00 CNY | Income:Uncategorized -300.00 CNY',
    ]);
    expect(p.report.duplicate_rows.map((d) => [d.row, d.reason])).toEqual([
      [4, 'the other half of row 2 of this file: its transaction of 2024-11-10 books Assets:WeChat 100.00 CNY'],
      [8, 'the other half of row 6 of this file: its transaction of 2024-11-20 books Assets:Alipay 300.00 CNY'],
    ]);
  });

  it('still import two identical purchases of one day, also paid by another account than the statement’s', async () => {
    const coffee = '支出,2024-11-12 08:15,微信,28.00,星巴克,';
    const p = await plan(ledgerText(), { content: csv(coffee, coffee.replace('08:15', '15:40')), account: 'Assets:CMB:Debit', mapping: MAPPING });
    expect(p.report.transactions.map(postingLines)).toEqual([
      ['Assets:WeChat -28.00 CNY', 'Expenses:Food:Coffee 28.00 CNY'],
      ['Assets:WeChat -28.00 CNY', 'Expenses:Food:Coffee 28.00 CNY'],
    ]);
  });
});
