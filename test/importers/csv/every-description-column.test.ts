// Only one description column was read, even empty (cnbank QA): ABC's 交易摘要 left empty hid 交易用途
// `工资` and 交易类型 `结息` (salary and interest went to Income:Uncategorized), BOC's 附言 `还招行信用卡`
// was never read (a card repayment booked as Expenses:Uncategorized), CCB's 交易地点/附言 lost to 摘要
// `消费`, ICBC's 交易详情 was never read. Every description column is read: an empty one gives way,
// the narration is the most telling text, and the rules that match words read them all.
import { describe, expect, it } from 'vitest';
import { readCsvStatement } from '../../../src/importers/csv/read-csv.ts';
import { appended, ledgerText, plan, postingLines } from '../import-fixtures.ts';

const LEDGER = `${ledgerText()}
2020-01-01 open Income:Interest
2020-01-01 open Expenses:Utilities
`;
const DEBIT = 'Assets:CMB:Debit';

const ABC = [
  '交易日期,交易时间,交易金额,本次余额,对方户名,对方账号,交易行,交易渠道,交易类型,交易用途,交易摘要',
  '20261010,090000,"+6,000.00","6,965.00",某某有限公司,="622848000000999",,电子代发,代发,工资,',
  '20261021,000000,+0.52,"6,966.00",,,,,结息,,',
  '20261026,101010,-300.00,"6,666.00",国网北京电力,,,网银,转账,电费,',
  '',
].join('\r\n');

describe('every description column of a bank CSV', () => {
  it("ABC: an empty 交易摘要 gives way to 交易用途 and 交易类型, and the rows find their accounts", async () => {
    const p = await plan(LEDGER, { content: Buffer.from(ABC), account: DEBIT, today: '2026-11-27' });
    expect(p.report.transactions.map((t) => [t.narration, postingLines(t)[1]])).toEqual([
      ['工资', 'Income:Salary -6000.00 CNY'],
      ['结息', 'Income:Interest -0.52 CNY'],
      ['电费', 'Expenses:Utilities 300.00 CNY'],
    ]);
  });

  it("BOC: the 附言 `还招行信用卡` beside 交易名称 `转账支出` makes the row the card's repayment", async () => {
    const boc = '记账日期,记账时间,币别,金额,余额,交易名称,渠道,网点名称,附言,对方账户名\n2026-10-22,12:00:00,人民币,"-1,500.00","7,934.88",转账支出,手机银行,----------,还招行信用卡,王五\n';
    const p = await plan(LEDGER, { content: Buffer.from(boc), account: DEBIT, today: '2026-11-27' });
    expect(p.report.transactions.map((t) => [t.narration, postingLines(t)[1]])).toEqual([['还招行信用卡', 'Liabilities:CMB:CreditCard 1500.00 CNY']]);
  });

  it('CCB and ICBC: the telling text is the narration, not 消费 or 转账', () => {
    const ccb = readCsvStatement('序号,摘要,交易日期,交易金额,账户余额,交易地点/附言\n1,消费,20261001,-45.00,"1,955.00",财付通-京东到家\n4,支付宝,20261015,-128.80,"1,826.20",支付宝-饿了么\n');
    expect(ccb.rows.map((r) => [r.narration, r.moreWords ?? null])).toEqual([['财付通-京东到家', '消费'], ['支付宝-饿了么', '支付宝']]);
    const icbc = readCsvStatement('交易日期,摘要,交易详情,交易场所,记账金额(支出),记账币种,余额\n2026-10-12,转账,手机银行转账,,"1,000.00",人民币,"19,461.50"\n');
    expect(icbc.rows.map((r) => [r.narration, r.moreWords ?? null])).toEqual([['手机银行转账', '转账']]);
  });

  it('a statement imported before, with the first description column only, is not imported again', async () => {
    // the file as versions before 2026-11-27 read it: 交易摘要 alone (the vocabulary's first name the header has), empty
    const asBefore = { columns: { 交易日期: 'date', 交易金额: 'amount', 对方户名: 'payee', 交易摘要: 'narration' } };
    const before = await plan(LEDGER, { content: Buffer.from(ABC), account: DEBIT, mapping: asBefore, today: '2026-11-27' });
    expect(before.report.transactions.map((t) => t.narration)).toEqual(['', '', '']);
    const again = await plan(appended(LEDGER, before), { content: Buffer.from(ABC), account: DEBIT, today: '2026-11-27' });
    expect([again.report.imported, again.report.duplicates]).toEqual([0, 3]);
  });
});
