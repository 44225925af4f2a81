// The import report said nothing of its guesses but the `!` flag. `warnings` lists, for the rows
// imported, what a user should check: a paying account guessed (credit-card-funding-guess.test.ts),
// no counter-account found, a fee with no fee account, and, for the whole file (row null), dd/dd/yyyy
// dates that read both ways. Rows are numbered as in skipped_rows; duplicates carry none.
import { describe, expect, it } from 'vitest';
import { appended, importTwice, plan } from './import-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';

const LEDGER = `option "operating_currency" "CNY"
2020-01-01 open Assets:Bank CNY
2020-01-01 open Assets:WeChat CNY
  alias: "微信"
2020-01-01 open Expenses:Food
`;

describe('warnings of a bank CSV', async () => {
  const csv = Buffer.from(['Date,Description,Amount', '2025-01-02,午餐,-25.00', '2025-01-03,mystery shop,-5.00', '2025-01-03,,0.00', '2025-01-04,gift from aunt,50.00', ''].join('\n'));
  const { first, second, after } = await importTwice(LEDGER, { content: csv, account: 'Assets:Bank' });

  it('name each row booked to Uncategorized, by its row number as skipped_rows does', () => {
    expect(first.report.skipped_rows.map((s) => s.row)).toEqual([4]);
    expect(first.report.warnings).toEqual([
      { row: 3, message: 'no account found for "mystery shop": booked to Expenses:Uncategorized (a payee record or an alias would place it)' },
      { row: 5, message: 'no account found for "gift from aunt": booked to Income:Uncategorized (a payee record or an alias would place it)' },
    ]);
    const check = beanCheck(after);
    if (check) expect(check.errors).toBe('');
  });

  it('are not repeated for rows already imported', () => {
    expect(second.report.duplicates).toBe(3);
    expect(second.report.warnings).toEqual([]);
  });
});

describe('a WeChat fee with no fee account', () => {
  it('is warned about, and flags its transaction', async () => {
    const header = '交易时间,交易类型,交易对方,商品,收/支,金额(元),支付方式,当前状态,交易单号,商户单号,备注';
    const ledger = `${LEDGER}2020-01-01 open Assets:Bank:CMB CNY\n  alias: "招商银行"\n`;
    const wechat = Buffer.from([header, '2025-03-01 10:00:00,零钱提现,招商银行(1234),/,/,¥100.10,招商银行(1234),提现已到账,W1,/,服务费¥0.10', ''].join('\n'));
    const p = await plan(ledger, { content: wechat, account: 'Assets:WeChat' });
    expect(p.report.transactions.map((t) => t.flag)).toEqual(['!']);
    expect(p.report.warnings).toEqual([{ row: 2, message: 'the fee 0.10 CNY is booked to Expenses:Uncategorized: no open Expenses account is named or aliased for fees' }]);
    const check = beanCheck(appended(ledger, p));
    if (check) expect(check.errors).toBe('');
  });
});

describe('dd/dd/yyyy dates that read both ways', () => {
  const ambiguous = Buffer.from(['Date,Description,Amount', '03/11/2025,午餐,-25.00', '04/11/2025,午餐,-26.00', ''].join('\n'));

  it('are a warning for the whole file saying how they were read', async () => {
    const p = await plan(LEDGER, { content: ambiguous, account: 'Assets:Bank' });
    expect(p.report.transactions.map((t) => t.date)).toEqual(['2025-11-03', '2025-11-04']);
    expect(p.report.warnings).toEqual([
      { row: null, message: 'no date has a part above 12, so dates such as 03/11/2025 were read day first (03/11/2025 is 2025-11-03); if that is wrong, send mapping\'s date_order ("mdy")' },
    ]);
  });

  it('are no warning when a part above 12 decides, or the mapping says the order', async () => {
    const decided = Buffer.from(['Date,Description,Amount', '03/11/2025,午餐,-25.00', '13/11/2025,午餐,-26.00', ''].join('\n'));
    expect((await plan(LEDGER, { content: decided, account: 'Assets:Bank' })).report.warnings).toEqual([]);
    const mapped = await plan(LEDGER, { content: ambiguous, account: 'Assets:Bank', mapping: { columns: { Date: 'date', Description: 'narration', Amount: 'amount' }, date_order: 'mdy' } });
    expect(mapped.report.transactions.map((t) => t.date)).toEqual(['2025-03-11', '2025-04-11']);
    expect(mapped.report.warnings).toEqual([]);
  });
});

describe('a payment method no alias names', () => {
  it('is booked to the statement account with a warning saying so', async () => {
    const header = '交易时间,交易分类,交易对方,对方账号,商品说明,收/支,金额,收/付款方式,交易状态,交易订单号,商家订单号,备注';
    const ledger = `${LEDGER}2020-01-01 open Assets:Alipay CNY\n`;
    const alipay = Buffer.from([header, '2025-03-01 12:00:00,餐饮美食,某某餐厅,,午饭,支出,25.00,余额宝,交易成功,A1,,', ''].join('\n'));
    const p = await plan(ledger, { content: alipay, account: 'Assets:Alipay' });
    expect(p.report.transactions[0]!.postings[0]!.account).toBe('Assets:Alipay');
    expect(p.report.warnings).toEqual([{ row: 2, message: "paid by 余额宝, which no account's alias names: booked to Assets:Alipay; give the paying account that alias (rows imported already stay where they were booked, as importing the file again finds them as duplicates: move those by hand)" }]);
  });
});
