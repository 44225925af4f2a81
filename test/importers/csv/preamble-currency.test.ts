// A bank CSV whose preamble names its currency (招商银行's debit export: `# 币    种: [ 人民币 ]`)
// is in that currency: sent for a USD account, its rows are refused by the account's currency
// constraint (QA: cmb_debit_1.csv for Assets:Bank:Chase was booked in USD without a word).
import { describe, expect, it } from 'vitest';
import { Problem } from '../../../src/problem.ts';
import { readCsvTable } from '../../../src/importers/csv/csv-table.ts';
import { preambleCurrency } from '../../../src/importers/csv/statement-currency.ts';
import { ledgerText, plan, postingLines } from '../import-fixtures.ts';

/** A made-up 招商银行 debit export (UTF-8 here; the bank's own is GBK) with this currency line. */
function cmbExport(currencyLine: string): Buffer {
  return Buffer.from(`# 招商银行交易记录
# 导出时间: [ 2024-02-01 10:05:33 ]
# 卡    号: [ 6214********0001 ]
${currencyLine}
# 起始日期: [ 20240101 ]   终止日期: [ 20240131 ]
交易日期,交易时间,收入,支出,余额,交易类型,交易备注
"\t20240105","\t09:12:03","\t","\t25.50","\t974.50","\t银联快捷支付","\t美团-午餐"
"\t20240120","\t14:22:10","\t0.88","\t","\t975.38","\t结息","\t存款结息"
`);
}

const lines = (text: string) => readCsvTable(`${text}\n日期,金额\n2024-01-05,1.00\n`).slice(0, -2);

describe('the currency a bank CSV names above its header', () => {
  it('is refused by a USD account, naming the currency', async () => {
    const e = await plan(ledgerText(), { content: cmbExport('# 币    种: [ 人民币 ]'), account: 'Assets:US:Checking' }).then(() => null, (err: unknown) => err);
    expect(e).toBeInstanceOf(Problem);
    const p = e as Problem;
    expect(p.status).toBe(422);
    expect(p.detail).toContain('account Assets:US:Checking does not allow currency CNY (it allows USD)');
  });

  it('books the rows, and the closing balance, in it for an account without a currency', async () => {
    const ledger = `${ledgerText()}\n2020-01-01 open Assets:HK:Bank\n`;
    const p = await plan(ledger, { content: cmbExport('# 币    种: [ 港币 ]'), account: 'Assets:HK:Bank' });
    expect(p.report.transactions.map((t) => postingLines(t)[0])).toEqual(['Assets:HK:Bank -25.50 HKD', 'Assets:HK:Bank 0.88 HKD']);
    expect(p.report.statement.balance).toEqual({ number: '975.38', currency: 'HKD' });
  });

  it('is read from the forms banks write it in', () => {
    expect(preambleCurrency(lines('# 币    种: [ 人民币 ]'))).toBe('CNY');
    expect(preambleCurrency(lines('币种：美元'))).toBe('USD');
    expect(preambleCurrency(lines('币种,RMB'))).toBe('CNY');
    expect(preambleCurrency(lines('卡号: 6214,货币: 【欧元】'))).toBe('EUR');
    expect(preambleCurrency(lines('币别: gbp'))).toBe('GBP');
    expect(preambleCurrency(lines('币种: 日元/JPY  钞汇: 钞'))).toBe('JPY');
    expect(preambleCurrency(lines('# 币    种: [ CNY ]'))).toBe('CNY');
  });

  it('is none when no line names a currency it knows', () => {
    expect(preambleCurrency(lines('货币基金收益明细'))).toBeNull();
    expect(preambleCurrency(lines('账户: 理财,类型: 货币基金'))).toBeNull();
    expect(preambleCurrency(lines('# 币    种: [ ]'))).toBeNull();
    expect(preambleCurrency(lines('# 卡    号: [ 6214 ]'))).toBeNull();
  });
});
