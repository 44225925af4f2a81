// A payment made in Alipay with a bank card shows twice: on the bank statement (支付宝-滴滴出行
// -23.50, which the alias 支付宝 books as a move from the bank to Assets:Alipay) and on the Alipay
// statement (滴滴出行 23.50, paid by 招商银行储蓄卡). Whichever file comes first, the ledger must
// end the same: the bank paid 23.50 for a taxi, and Assets:Alipay holds nothing of it.
import { describe, expect, it } from 'vitest';
import { balances, importAll, ledgerText, plan, postingLines, type ImportStep } from './import-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';

const LEDGER = ledgerText();
const BANK = 'Assets:CMB:Debit';
const ALIPAY = 'Assets:Alipay';

const ALIPAY_HEADER = '交易时间,交易分类,交易对方,对方账号,商品说明,收/支,金额,收/付款方式,交易状态,交易订单号,商家订单号,备注';
function alipay(rows: readonly string[]): Buffer {
  return Buffer.from([ALIPAY_HEADER, ...rows].join('\n') + '\n');
}
function bank(rows: readonly string[]): Buffer {
  return Buffer.from(['Date,Description,Amount', ...rows].join('\n') + '\n');
}

const TAXI = '2024-01-31 12:01:00,交通出行,滴滴出行,/,快车订单,支出,23.50,招商银行储蓄卡(1234),交易成功,2024013122001400009999999999,D1,';
const BANK_TAXI = '2024-01-31,支付宝-滴滴出行,-23.50';

type Step = ImportStep;
const ALIPAY_FILE: Step = { content: alipay([TAXI]), account: ALIPAY };
const BANK_FILE: Step = { content: bank([BANK_TAXI]), account: BANK };



function expectClean(text: string) {
  const check = beanCheck(text);
  if (check) expect(check.errors).toBe('');
}

describe('a card payment through Alipay, imported from the bank and from Alipay', () => {
  it('books the Alipay row from Assets:Alipay when the bank row is already there as a move into Alipay', async () => {
    const { text, reports } = await importAll(LEDGER, [BANK_FILE, ALIPAY_FILE]);
    expect(reports[0]!.transactions.map(postingLines)).toEqual([[`${BANK} -23.50 CNY`, `${ALIPAY} 23.50 CNY`]]);
    expect([reports[1]!.imported, reports[1]!.duplicates]).toEqual([1, 0]);
    expect(reports[1]!.transactions.map(postingLines)).toEqual([[`${ALIPAY} -23.50 CNY`, 'Expenses:Transport:Taxi 23.50 CNY']]);
    expectClean(text);
  });

  it('ends with the same balances whichever file comes first, and re-imports nothing', async () => {
    const bankFirst = await importAll(LEDGER, [BANK_FILE, ALIPAY_FILE, BANK_FILE, ALIPAY_FILE]);
    const alipayFirst = await importAll(LEDGER, [ALIPAY_FILE, BANK_FILE, ALIPAY_FILE, BANK_FILE]);
    expect(bankFirst.reports.slice(2).map((r) => [r.imported, r.duplicates])).toEqual([[0, 1], [0, 1]]);
    expect(alipayFirst.reports.slice(1).map((r) => [r.imported, r.duplicates])).toEqual([[0, 1], [0, 1], [0, 1]]);
    const after = balances(bankFirst.text);
    expect(after[`${ALIPAY} CNY`]).toBeUndefined();
    expect(after[`${BANK} CNY`]).toBe('-23.50');
    expect(after['Expenses:Transport:Taxi CNY']).toBe('23.50');
    expect(after).toEqual(balances(alipayFirst.text));
    expectClean(bankFirst.text);
  });

  it('still counts the Alipay row a duplicate of a bank row booked as spending (by hand or from Alipay first)', async () => {
    const byHand = `${LEDGER}
2024-01-31 * "滴滴" "taxi, from the bank statement"
  ${BANK}  -23.50 CNY
  Expenses:Transport:Taxi  23.50 CNY
`;
    const p = await plan(byHand, ALIPAY_FILE);
    expect([p.report.imported, p.report.duplicates]).toEqual([0, 1]);
    const { reports } = await importAll(LEDGER, [ALIPAY_FILE, BANK_FILE]);
    expect(reports[1]!.duplicate_rows).toMatchObject([{ reason: expect.stringMatching(/matches the transaction of 2024-01-31/) }]);
  });

  it('lets the Alipay top-up row have the transfer it duplicates before a card payment of the same amount continues it', async () => {
    const toppedUp = `${LEDGER}
2024-01-30 * "充值" "top-up booked by hand"
  ${BANK}  -23.50 CNY
  ${ALIPAY}  23.50 CNY
`;
    const topUp = '2024-01-30 09:00:00,充值提现,支付宝,/,充值-普通充值,不计收支,23.50,招商银行储蓄卡(1234),交易成功,2024013020001000001111111111,,';
    const p = await plan(toppedUp, { content: alipay([topUp, TAXI]), account: ALIPAY });
    expect(p.report.duplicate_rows.map((d) => d.narration)).toEqual(['充值-普通充值']);
    expect(p.report.transactions.map(postingLines)).toEqual([[`${BANK} -23.50 CNY`, 'Expenses:Transport:Taxi 23.50 CNY']]);
  });

  it('books a refund to the card from Alipay when the bank booked it as a move out of Alipay', async () => {
    const refund = '2024-02-02 10:00:00,退款,滴滴出行,/,退款-快车订单,不计收支,23.50,招商银行储蓄卡(1234),退款成功,2024013122001400009999999999_R1,D1_R1,';
    const bankRefund = '2024-02-02,支付宝-退款-滴滴出行,23.50';
    const steps: Step[] = [BANK_FILE, { content: bank([BANK_TAXI, bankRefund]), account: BANK }, { content: alipay([TAXI, refund]), account: ALIPAY }];
    const { text, reports } = await importAll(LEDGER, steps);
    expect(reports[1]!.transactions.map(postingLines)).toEqual([[`${BANK} 23.50 CNY`, `${ALIPAY} -23.50 CNY`]]);
    expect(reports[2]!.transactions.map(postingLines)).toEqual([
      [`${ALIPAY} -23.50 CNY`, 'Expenses:Transport:Taxi 23.50 CNY'],
      [`${ALIPAY} 23.50 CNY`, 'Expenses:Transport:Taxi -23.50 CNY'],
    ]);
    expect(balances(text)).toEqual(balances(LEDGER)); // the taxi and its refund cancel out
    expectClean(text);
  });

  it('does not take a same-amount top-up of another app for the transfer the Alipay row continues (the row was its duplicate: Alipay +100, no spending)', async () => {
    const topUp = '2024-01-28,财付通-微信零钱充值,-100.00';
    const hema = '2024-01-30,支付宝-盒马,-100.00';
    const row = '2024-01-30 18:01:00,日用百货,盒马,/,买菜,支出,100.00,招商银行储蓄卡(1234),交易成功,2024013022001400008888888888,H1,';
    const bankFile: Step = { content: bank([topUp, hema]), account: BANK };
    const alipayFile: Step = { content: alipay([row]), account: ALIPAY };
    const bankFirst = await importAll(LEDGER, [bankFile, alipayFile, bankFile, alipayFile]);
    const alipayFirst = await importAll(LEDGER, [alipayFile, bankFile]);
    expect(bankFirst.reports[1]!.transactions.map(postingLines)).toEqual([[`${ALIPAY} -100.00 CNY`, expect.stringMatching(/^Expenses:\S+ 100\.00 CNY$/)]]);
    expect(bankFirst.reports.slice(2).map((r) => r.imported)).toEqual([0, 0]);
    expect(balances(bankFirst.text)).toEqual(balances(alipayFirst.text));
    expect(balances(bankFirst.text)[`${ALIPAY} CNY`]).toBeUndefined();
    expectClean(bankFirst.text);
  });

  it('does the same for WeChat: a card payment the bank booked as a move into Assets:WeChat', async () => {
    const head = '交易时间,交易类型,交易对方,商品,收/支,金额(元),支付方式,当前状态,交易单号,商户单号,备注';
    const wechat: Step = { content: Buffer.from(`${head}\n2024-01-25 12:45:27,商户消费,某米线店,午饭,支出,¥28.16,招商银行(1234),支付成功,4200001111202401250000000001\t,1\t,/\n`), account: 'Assets:WeChat' };
    const bankRow: Step = { content: bank(['2024-01-25,财付通-微信支付-某米线店,-28.16']), account: BANK };
    const bankFirst = await importAll(LEDGER, [bankRow, wechat, bankRow, wechat]);
    const wechatFirst = await importAll(LEDGER, [wechat, bankRow]);
    expect(bankFirst.reports[0]!.transactions.map(postingLines)).toEqual([[`${BANK} -28.16 CNY`, 'Assets:WeChat 28.16 CNY']]);
    expect(bankFirst.reports[1]!.transactions.map(postingLines)).toEqual([['Assets:WeChat -28.16 CNY', 'Expenses:Uncategorized 28.16 CNY']]);
    expect(bankFirst.reports.slice(2).map((r) => r.imported)).toEqual([0, 0]);
    expect(balances(bankFirst.text)).toEqual(balances(wechatFirst.text));
    expectClean(bankFirst.text);
  });
});
