// Household QA: a WeChat row of 2026 paid by 工商银行(1111), whose account (Assets:Bank:ICBC, alias
// 工商银行) was closed on 2025-12-31. The row is booked to the statement's account, flagged, as
// before; the warning said no account's alias names the method and told the user to give an
// account the alias it has. It names the closed account and its close date.
import { describe, expect, it } from 'vitest';
import { appended, plan, postingLines } from './import-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';

const LEDGER = `option "operating_currency" "CNY"
2025-01-01 open Assets:Bank:CMB CNY
  alias: "招商银行,招行"
2025-01-01 open Assets:Bank:ICBC CNY
  alias: "工商银行"
2025-01-01 open Assets:Wallet:WeChat CNY
  alias: "微信,零钱"
2025-01-01 open Expenses:Shopping
  alias: "优衣库"
2025-01-01 open Expenses:Food
  alias: "麦当劳"
2025-12-31 close Assets:Bank:ICBC
`;

const HEADER = '交易时间,交易类型,交易对方,商品,收/支,金额(元),支付方式,当前状态,交易单号,商户单号,备注';
const wechat = (...rows: string[]) => Buffer.from([HEADER, ...rows, ''].join('\n'));

describe('a WeChat row paid by a bank whose aliased account is closed', () => {
  it('is booked to the statement account, and the warning names the closed account and its close date', async () => {
    const csv = wechat('2026-01-19 11:00:00,商户消费,优衣库,"T恤",支出,¥99.00,工商银行(1111),支付成功,4200001,66001,"/"', '2026-01-19 12:00:00,商户消费,麦当劳,"午餐",支出,¥28.00,零钱,支付成功,4200002,66002,"/"');
    const p = await plan(LEDGER, { content: csv, account: 'Assets:Wallet:WeChat', today: '2026-02-01' });
    expect(p.report.transactions.map(postingLines)).toEqual([
      ['Assets:Wallet:WeChat -99.00 CNY', 'Expenses:Shopping 99.00 CNY'],
      ['Assets:Wallet:WeChat -28.00 CNY', 'Expenses:Food 28.00 CNY'],
    ]);
    expect(p.report.transactions[0]!.flag).toBe('!');
    expect(p.report.warnings).toEqual([
      { row: 2, message: 'paid by 工商银行(1111), which names Assets:Bank:ICBC, closed on 2025-12-31: booked to Assets:Wallet:WeChat; reopen it, or give the account that pays now that alias (rows imported already stay where they were booked, as importing the file again finds them as duplicates: move those by hand)' },
    ]);
    const check = beanCheck(appended(LEDGER, p));
    if (check) expect(check.errors).toBe('');
  });

  it('a bank no alias names, open or closed, is still said to be named by none', async () => {
    const csv = wechat('2026-01-20 11:00:00,商户消费,优衣库,"T恤",支出,¥50.00,建设银行(2222),支付成功,4200003,66003,"/"');
    const p = await plan(LEDGER, { content: csv, account: 'Assets:Wallet:WeChat', today: '2026-02-01' });
    expect(p.report.warnings).toEqual([{ row: 2, message: "paid by 建设银行(2222), which no account's alias names: booked to Assets:Wallet:WeChat; give the paying account that alias (rows imported already stay where they were booked, as importing the file again finds them as duplicates: move those by hand)" }]);
  });

  // (a card word the open bank has as its alias, 储蓄卡 of CMB, inside 工商银行储蓄卡: the row was
  // booked to CMB without a word, the closed 工商银行 being the longer name)
  it('a closed bank named with a card word another bank has as its alias is that closed bank, not the other', async () => {
    const withCardAlias = LEDGER.replace('alias: "招商银行,招行"', 'alias: "招商银行,招行,储蓄卡"');
    const csv = wechat('2026-01-19 11:00:00,商户消费,优衣库,"T恤",支出,¥99.00,工商银行储蓄卡(1111),支付成功,4200001,66001,"/"');
    const p = await plan(withCardAlias, { content: csv, account: 'Assets:Wallet:WeChat', today: '2026-02-01' });
    expect(p.report.transactions.map(postingLines)).toEqual([['Assets:Wallet:WeChat -99.00 CNY', 'Expenses:Shopping 99.00 CNY']]);
    expect(p.report.warnings).toEqual([
      { row: 2, message: 'paid by 工商银行储蓄卡(1111), which names Assets:Bank:ICBC, closed on 2025-12-31: booked to Assets:Wallet:WeChat; reopen it, or give the account that pays now that alias (rows imported already stay where they were booked, as importing the file again finds them as duplicates: move those by hand)' },
    ]);
    // a card word alone is still the open bank's
    const own = await plan(withCardAlias, { content: wechat('2026-01-19 11:00:00,商户消费,优衣库,"T恤",支出,¥99.00,储蓄卡(1111),支付成功,4200001,66001,"/"'), account: 'Assets:Wallet:WeChat', today: '2026-02-01' });
    expect(own.report.transactions.map(postingLines)).toEqual([['Assets:Bank:CMB -99.00 CNY', 'Expenses:Shopping 99.00 CNY']]);
  });

  // (a statement of December imported in January, the account closed on December 31: its rows
  // went to the statement's account, warned of as after the close)
  it('a row dated while the closed account was open is paid from it, on its close date too', async () => {
    const csv = wechat('2025-12-20 11:00:00,商户消费,优衣库,"T恤",支出,¥99.00,工商银行(1111),支付成功,4200001,66001,"/"', '2025-12-31 12:00:00,商户消费,麦当劳,"午餐",支出,¥28.00,工商银行(1111),支付成功,4200002,66002,"/"');
    const p = await plan(LEDGER, { content: csv, account: 'Assets:Wallet:WeChat', today: '2026-02-01' });
    expect(p.report.warnings).toEqual([]);
    expect(p.report.transactions.map(postingLines)).toEqual([
      ['Assets:Bank:ICBC -99.00 CNY', 'Expenses:Shopping 99.00 CNY'],
      ['Assets:Bank:ICBC -28.00 CNY', 'Expenses:Food 28.00 CNY'],
    ]);
    const check = beanCheck(appended(LEDGER, p));
    if (check) expect(check.errors).toBe('');
  });

  // (a withdrawal to the bank was skipped as a move "with no second account: give that account an
  // alias", also when dated before the close, and the alias was there)
  it('a move to it is booked while it was open, and skipped after the close with a reason naming it', async () => {
    const csv = wechat('2025-12-20 10:00:00,零钱提现,工商银行(1111),/,/,¥200.00,工商银行(1111),提现已到账,W1,/,/', '2026-01-20 10:00:00,零钱提现,工商银行(1111),/,/,¥100.00,工商银行(1111),提现已到账,W2,/,/');
    const p = await plan(LEDGER, { content: csv, account: 'Assets:Wallet:WeChat', today: '2026-02-01' });
    expect(p.report.transactions.map(postingLines)).toEqual([['Assets:Wallet:WeChat -200.00 CNY', 'Assets:Bank:ICBC 200.00 CNY']]);
    expect(p.report.skipped_rows).toEqual([
      { row: 3, reason: 'move between own accounts (零钱 -> 工商银行(1111)) to Assets:Bank:ICBC, closed on 2025-12-31: reopen it, or give the account that receives now that alias' },
    ]);
    const check = beanCheck(appended(LEDGER, p));
    if (check) expect(check.errors).toBe('');
  });

  it('an open account with the alias still pays', async () => {
    const reopened = `${LEDGER}2026-01-01 open Assets:Bank:ICBC2 CNY\n  alias: "工商银行"\n`;
    const csv = wechat('2026-01-19 11:00:00,商户消费,优衣库,"T恤",支出,¥99.00,工商银行(1111),支付成功,4200001,66001,"/"');
    const p = await plan(reopened, { content: csv, account: 'Assets:Wallet:WeChat', today: '2026-02-01' });
    expect(p.report.warnings).toEqual([]);
    expect(p.report.transactions.map(postingLines)).toEqual([['Assets:Bank:ICBC2 -99.00 CNY', 'Expenses:Shopping 99.00 CNY']]);
  });
});
