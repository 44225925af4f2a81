// QA of session 29 (more Chinese banks): 中国银行's debit export names its narration 交易名称 and fills
// empty cells with runs of dashes (工资 went to Income:Uncategorized, narrated `----------`); its
// card statement's money-in column is 存入 (the 还款 row was skipped: no amount); 网商银行 writes
// amounts with 元 after them (`+2,000.00元`: the whole file was a 422).
import { describe, expect, it } from 'vitest';
import { readCsvStatement } from '../../../src/importers/csv/read-csv.ts';
import { parseMoney } from '../../../src/importers/csv/cells.ts';
import { plan, postingLines } from '../import-fixtures.ts';

const rows = (text: string) => readCsvStatement(text).rows.map((r) => [r.date, r.amount.toString(), r.currency, r.payee, r.narration]);

describe('中国银行', () => {
  const DEBIT = `中国银行交易流水明细单
记账日期,记账时间,币别,金额,余额,交易名称,渠道,网点名称,附言,对方账户名,对方卡号/账号,对方开户行,借记卡号
2025-03-10,09:00:00,人民币,"8,500.00","13,500.00",工资,柜台,-------------------,----------,上海某某科技有限公司,4520******1924,-------------------,3167
2025-03-25,13:00:00,人民币,"-1,000.00","12,500.00",ATM取款,自助设备,-------------------,----------,----------,----------,-------------------,3167
`;

  it('reads 交易名称 as the narration and a run of dashes as an empty cell', () => {
    expect(rows(DEBIT)).toEqual([
      ['2025-03-10', '8500.00', 'CNY', '上海某某科技有限公司', '工资'],
      ['2025-03-25', '-1000.00', 'CNY', null, 'ATM取款'],
    ]);
  });

  it('books the salary and the cash withdrawal as their words say', async () => {
    const ledger = 'option "operating_currency" "CNY"\n2025-01-01 open Assets:Bank:BOC CNY\n2025-01-01 open Assets:Cash CNY\n2025-01-01 open Income:Salary\n2025-01-01 open Income:Uncategorized\n2025-01-01 open Expenses:Uncategorized\n';
    const p = await plan(ledger, { content: Buffer.from(DEBIT), account: 'Assets:Bank:BOC' });
    expect(p.report.transactions.map(postingLines)).toEqual([
      ['Assets:Bank:BOC 8500.00 CNY', 'Income:Salary -8500.00 CNY'],
      ['Assets:Bank:BOC -1000.00 CNY', 'Assets:Cash 1000.00 CNY'],
    ]);
  });

  it('reads the card statement\'s 存入 column as money in', () => {
    const card = `中国银行信用卡账单(2025年03月)
交易日,银行记账日,卡号后四位,交易描述,存入,支出,币种
2025-03-05,2025-03-06,4260,网银在线-京东商城业务CHN,,68.19,CNY
2025-03-22,2025-03-22,4260,还款,500.00,,CNY
`;
    expect(rows(card)).toEqual([
      ['2025-03-05', '-68.19', 'CNY', null, '网银在线-京东商城业务CHN'],
      ['2025-03-22', '500.00', 'CNY', null, '还款'],
    ]);
  });
});

describe('an amount with its unit word after it', () => {
  it('reads 元 and other currency words (网商银行: +2,000.00元)', () => {
    expect(rows('交易时间,交易类型,交易金额,余额,交易对方,备注\n2025-03-02 10:00:00,转入,"+2,000.00元","2,000.00元",张三,余利宝转入\n2025-03-05 12:00:00,消费,-35.00元,"1,965.00元",盒马,\n')).toEqual([
      ['2025-03-02', '2000.00', 'CNY', '张三', '余利宝转入'],
      // (备注 empty: 交易类型 says what the row is)
      ['2025-03-05', '-35.00', 'CNY', '盒马', '消费'],
    ]);
    expect(['100.00美元', '-8.5港币', '1,000元'].map((c) => { const m = parseMoney(c)!; return [m.number.toString(), m.currency]; })).toEqual([['100.00', 'USD'], ['-8.5', 'HKD'], ['1000', 'CNY']]);
    // a word that is not after a number is no amount
    expect(() => parseMoney('元')).toThrow(/not an amount/);
  });
});
