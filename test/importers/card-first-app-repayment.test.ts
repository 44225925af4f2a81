// A credit card repaid through a payment app, the card's statement imported first: its row
// (支付宝还款 -3,000.00, 财付通还款) names the app, not which of the app's funds paid (余额, 余额宝,
// 零钱通, a bank card). It was booked from the app's account as if an alias had said so (flag *, no
// warning), and the app's own row of the repayment (paid by 余额宝) was then dropped as its
// duplicate: the app's balance ended 3,000.00 short and 余额宝's 3,000.00 over (QA of session 37;
// the other order was right). Now the card's guess is flagged and said, and the app's row, when
// it comes, moves the money from the fund that paid into the account the card's row took it from.
import { describe, expect, it } from 'vitest';
import { appended, plan, postingLines } from './import-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';

const LEDGER = `option "operating_currency" "CNY"
2020-01-01 open Assets:Alipay CNY
  alias: "支付宝,余额"
2020-01-01 open Assets:Alipay:Yuebao CNY
  alias: "余额宝"
2020-01-01 open Assets:WeChat CNY
  alias: "零钱"
2020-01-01 open Assets:WeChat:LingQianTong CNY
  alias: "零钱通"
2020-01-01 open Assets:Bank:CMB CNY
  alias: "招商银行储蓄卡"
2020-01-01 open Liabilities:CreditCard:CMB CNY
  alias: "招商银行信用卡"
2020-01-01 open Income:Uncategorized
2020-01-01 open Expenses:Uncategorized
`;

const card = (row: string) => Buffer.from(`招商银行信用卡对账单（个人消费卡账户 2026年10月）\n交易日,记账日,交易摘要,人民币金额,卡号末四位,交易地金额\n${row}\n`);
const CARD_ALIPAY = card(',10/10,支付宝还款,"-3,000.00",1234,"-3,000.00"');
const CARD_TENPAY = card(',10/18,财付通还款,"-1,000.00",1234,"-1,000.00"');

const alipay = (method: string) =>
  Buffer.from(`交易时间,交易分类,交易对方,对方账号,商品说明,收/支,金额,收/付款方式,交易状态,交易订单号,商家订单号,备注\n2026-10-10 21:00:00,信用借还,招商银行,/,信用卡还款,不计收支,3000.00,${method},还款成功,2026101020001000000000000010\t,\t,\n`);
const WECHAT = Buffer.from(`微信支付账单明细,,,,,,,,,,
----------------------微信支付账单明细列表--------------------,,,,,,,,,,
交易时间,交易类型,交易对方,商品,收/支,金额(元),支付方式,当前状态,交易单号,商户单号,备注
2026-10-18 22:00:00,信用卡还款,招商银行信用卡还款,"/",/,¥1000.00,零钱通,支付成功,4200000001202610180000000071\t,1000019741202610180000000071\t,"/"
`);

const TODAY = '2026-11-01';
const CARD_ACCOUNT = { account: 'Liabilities:CreditCard:CMB', today: TODAY };

type Plan = Awaited<ReturnType<typeof plan>>;
/** Every account's sum over the planned transactions, in cents, zeros left out. */
function sums(...plans: Plan[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const x of plans.flatMap((p) => p.report.transactions).flatMap((t) => t.postings)) out[x.account] = (out[x.account] ?? 0) + Math.round(Number(x.units.number) * 100);
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== 0));
}

describe("a card repaid through a payment app, the card's statement first", () => {
  it("flags the app's account the card's row names as a guess, and says so", async () => {
    const p = await plan(LEDGER, { content: CARD_ALIPAY, ...CARD_ACCOUNT });
    expect(p.report.transactions.map((t) => [t.flag, ...postingLines(t)])).toEqual([['!', 'Liabilities:CreditCard:CMB 3000.00 CNY', 'Assets:Alipay -3000.00 CNY']]);
    expect(p.report.warnings.map((w) => w.message)).toEqual([expect.stringMatching(/Assets:Alipay.*its own statement/)]);
  });

  it("the app's row paid by 余额宝 moves the money from 余额宝 into the account the card's row took it from", async () => {
    const cardPlan = await plan(LEDGER, { content: CARD_ALIPAY, ...CARD_ACCOUNT });
    const afterCard = appended(LEDGER, cardPlan);
    const app = await plan(afterCard, { content: alipay('余额宝'), today: TODAY });
    expect(app.report.duplicate_rows).toEqual([]);
    expect(app.report.transactions.map(postingLines)).toEqual([['Assets:Alipay:Yuebao -3000.00 CNY', 'Assets:Alipay 3000.00 CNY']]);
    expect(app.report.warnings.map((w) => w.message).join('\n')).toMatch(/Assets:Alipay:Yuebao/);
    // what the other order books
    const appFirst = await plan(LEDGER, { content: alipay('余额宝'), today: TODAY });
    const cardAfter = await plan(appended(LEDGER, appFirst), { content: CARD_ALIPAY, ...CARD_ACCOUNT });
    expect(sums(cardPlan, app)).toEqual(sums(appFirst, cardAfter));
    expect(sums(cardPlan, app)).toEqual({ 'Assets:Alipay:Yuebao': -300000, 'Liabilities:CreditCard:CMB': 300000 });
    // and the app's file again is all duplicates
    const after = appended(afterCard, app);
    const again = await plan(after, { content: alipay('余额宝'), today: TODAY });
    expect([again.report.imported, again.report.duplicates]).toEqual([0, 1]);
    const check = beanCheck(after);
    if (check) expect(check.errors).toBe('');
  });

  it("the app's row paid from its own balance is the card's row", async () => {
    const cardPlan = await plan(LEDGER, { content: CARD_ALIPAY, ...CARD_ACCOUNT });
    const app = await plan(appended(LEDGER, cardPlan), { content: alipay('账户余额'), today: TODAY });
    expect([app.report.imported, app.report.duplicates]).toEqual([0, 1]);
  });

  it('WeChat: 财付通还款 on the card, then 信用卡还款 paid by 零钱通', async () => {
    const cardPlan = await plan(LEDGER, { content: CARD_TENPAY, ...CARD_ACCOUNT });
    expect(cardPlan.report.transactions.map((t) => [t.flag, ...postingLines(t)])).toEqual([['!', 'Liabilities:CreditCard:CMB 1000.00 CNY', 'Assets:WeChat -1000.00 CNY']]);
    const app = await plan(appended(LEDGER, cardPlan), { content: WECHAT, today: TODAY });
    expect(sums(cardPlan, app)).toEqual({ 'Assets:WeChat:LingQianTong': -100000, 'Liabilities:CreditCard:CMB': 100000 });
  });
});
