// A card's statement in two currencies (cnbank QA, icbc_card_fx.csv): `交易金额,交易币种,记账金额,记账币种`
// and the row `12.99,美元,94.03,人民币` was booked as -12.99 CNY, the dollars with the card's currency.
// What moved on the card is the booked (记账, 入账, 结算) amount in the booked currency: 94.03 CNY; what
// was spent is kept in the metadata (original_amount: "12.99 USD").
import { describe, expect, it } from 'vitest';
import { readCsvStatement } from '../../../src/importers/csv/read-csv.ts';
import { appended, ledgerText, plan, postingLines } from '../import-fixtures.ts';

const CARD = 'Liabilities:CMB:CreditCard';

const ICBC_CARD = [
  '工商银行信用卡账单明细',
  '账单周期,2026/10/06-2026/11/05',
  '交易日,记账日,交易类型,商户名称/城市,交易金额,交易币种,记账金额,记账币种',
  '2026-10-10,2026-10-11,消费,NETFLIX.COM LOS GATOS,12.99,美元,94.03,人民币',
  '2026-10-12,2026-10-12,消费,美团外卖,35.00,人民币,35.00,人民币',
  '',
].join('\r\n');

describe('a statement with the amount spent and the amount booked', () => {
  it('books the booked amount in the booked currency, and keeps what was spent in the metadata', async () => {
    const p = await plan(ledgerText(), { content: Buffer.from(ICBC_CARD), account: CARD, today: '2026-11-27' });
    expect(p.report.transactions.map((t) => [postingLines(t)[0], t.meta['original_amount'] ?? null])).toEqual([
      [`${CARD} -94.03 CNY`, '12.99 USD'],
      [`${CARD} -35.00 CNY`, null],
    ]);
  });

  it('reads the amount spent where the booked columns hold none, with its own currency', () => {
    const s = readCsvStatement('交易日期,摘要,交易金额,交易币种,记账金额,记账币种\n2026-10-10,消费,-12.99,美元,-,人民币\n');
    expect(s.rows.map((r) => [r.amount.toString(), r.currency])).toEqual([['-12.99', 'USD']]);
  });

  it("招商银行's 交易地金额 (12.99(US)) is not the amount when a 人民币金额 column is there", () => {
    const s = readCsvStatement('交易日,记账日,交易摘要,人民币金额,卡号末四位,交易地金额\n1025,1027,APPLE.COM/BILL CUPERTINO US,94.03,1234,12.99(US)\n'.replace('交易日,', '2026年10月\n交易日,'));
    expect(s.rows.map((r) => r.amount.toString())).toEqual(['94.03']);
  });

  it('a row imported before with the amount spent is already imported, not imported again', async () => {
    // the file as versions before 2026-11-27 read it: 交易金额 as the amount, 记账币种 as its currency
    const asBefore = { columns: { 交易日: 'date', 交易类型: 'narration', 交易金额: 'amount', 记账币种: 'currency' } };
    const before = await plan(ledgerText(), { content: Buffer.from(ICBC_CARD), account: CARD, mapping: asBefore, today: '2026-11-27' });
    expect(before.report.transactions.map((t) => postingLines(t)[0])).toEqual([`${CARD} -12.99 CNY`, `${CARD} -35.00 CNY`]);
    const again = await plan(appended(ledgerText(), before), { content: Buffer.from(ICBC_CARD), account: CARD, today: '2026-11-27' });
    expect([again.report.imported, again.report.duplicates]).toEqual([0, 2]);
  });
});
