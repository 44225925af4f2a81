// QA freelancer and expat leftovers (session 48/49): a client's dollars arriving on a yuan account,
// said with what arrived (收到 1000 美元 到招行 到账 7180 元), were a 422 (a move said so was booked);
// £500 sent from a yuan account with what left it said right after (from CMB 4,620 rmb) a 422 asking
// for the amount billed; Wise, the last part of Expenses:Fees:Wise and no wallet, made £500 sent
// home a Wise fee, silently. A client paying said with a space (客户 付了, 客户 汇了) or a name in
// Latin letters sending (Acme 汇了, Nordic Apps 转了 … 到 PayPal) was spending from the wallet it
// went into, or a move from the bank used most.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { checkedSuite } from './checked-suite.ts';

const FREELANCER = `option "operating_currency" "CNY"
2025-01-01 commodity USD
2025-01-01 commodity HKD
2025-11-01 open Assets:Wise:USD USD
  alias: "Wise,wise"
2025-11-01 open Assets:Wise:HKD HKD
  alias: "Wise港币"
2025-11-01 open Assets:PayPal USD
  alias: "PayPal,paypal"
2025-11-01 open Assets:Bank:HSBC-HK HKD
  alias: "汇丰,HSBC"
2025-11-01 open Liabilities:CreditCard:CMB CNY
  alias: "招行信用卡"
2025-11-01 open Assets:Bank:CMB CNY
  alias: "招行,招商银行"
2025-11-01 open Assets:Bank:US-Checking USD
  alias: "Chase,chase"
2025-11-01 open Assets:Alipay CNY
  alias: "支付宝,alipay"
2025-11-01 open Assets:Receivable:Clients USD,CNY
  alias: "客户欠,应收"
2025-11-01 open Income:Freelance USD,CNY,HKD
  alias: "客户,设计费,client"
2025-11-01 open Expenses:Fees:PayPal
  alias: "PayPal手续费"
2025-11-01 open Expenses:Fees:Wise
  alias: "Wise手续费"
2025-11-01 open Expenses:Fees:Bank
  alias: "手续费,银行手续费,fee,fees"
2025-11-01 open Expenses:Transport
  alias: "打车,地铁"
2025-11-01 open Expenses:Uncategorized
2025-11-01 open Income:Uncategorized
2025-11-01 open Equity:Opening-Balances

2025-11-02 * "Opening balances"
  Assets:Wise:USD          3200.00 USD
  Assets:PayPal             450.00 USD
  Assets:Bank:US-Checking  5000.00 USD
  Assets:Bank:CMB         56000.00 CNY
  Assets:Bank:HSBC-HK     12000.00 HKD
  Equity:Opening-Balances

2025-12-05 * "Nordic Apps" "Design invoice #101"
  Assets:PayPal  2450.50 USD
  Income:Freelance
`;

checkedSuite('a client\'s foreign money arriving converted, and clients paying in other words', FREELANCER, [
  // what arrived on the yuan account is the price of the dollars earned (@@), as for a move (it was a 422)
  { text: '收到 设计费 1000 美元 到招行 到账 7180 元', postings: 'Assets:Bank:CMB 7180 CNY; Income:Freelance -1000 USD @@ 7180 CNY', guessed: false },
  { text: '收到 1000 美元 到招行 到账 7180 元', postings: 'Assets:Bank:CMB 7180 CNY; Income:Uncategorized -1000 USD @@ 7180 CNY', warning: /no income category matched/ },
  { text: '客户 汇了 1000 美元 到招行 入账 7180 元', postings: 'Assets:Bank:CMB 7180 CNY; Income:Freelance -1000 USD @@ 7180 CNY', guessed: false },
  // (the move said so stays one)
  { text: '从 Wise 转 1000 美元 到招行 入账 7180 元', postings: 'Assets:Wise:USD -1000 USD @@ 7180 CNY; Assets:Bank:CMB 7180 CNY', guessed: false },
  // 客户, with a space before the verb, paid me (it was spending from the wallet it went into)
  { text: '客户 付了 300 美元 到 Wise', postings: 'Assets:Wise:USD 300 USD; Income:Freelance -300 USD', guessed: false },
  { text: '客户 付了 1500 美元 PayPal 手续费 60 美元', postings: 'Assets:PayPal 1440 USD; Income:Freelance -1500 USD; Expenses:Fees:PayPal 60 USD' },
  // (it was taken off the empty receivable, with no warning)
  { text: '客户 转了 300 美元 到 Wise', postings: 'Assets:Wise:USD 300 USD; Income:Freelance -300 USD', guessed: false },
  // a name in Latin letters sending into an account of mine (it was spending, or a move from Chase)
  { text: 'Acme 汇了 300 美元 到 Wise', postings: 'Assets:Wise:USD 300 USD; Income:Uncategorized -300 USD', payee: 'Acme', warning: /no income category matched/ },
  { text: 'Acme 转了 300 美元 到 Wise', postings: 'Assets:Wise:USD 300 USD; Income:Uncategorized -300 USD', payee: 'Acme', warning: /no income category matched/ },
  { text: 'Nordic Apps 转了 1200 美元 到 PayPal', postings: 'Assets:PayPal 1200 USD; Income:Freelance -1200 USD', payee: 'Nordic Apps' },
  // (my own accounts named first still move money)
  { text: 'Chase 转了 300 美元 到 Wise', postings: 'Assets:Bank:US-Checking -300 USD; Assets:Wise:USD 300 USD' },
  // money back and tax withheld said as a rate are that part of the amount (打车 30 was 30 of cashback; the 10% was dropped)
  { text: '打车 30 招行信用卡 返现 5%', postings: 'Expenses:Transport 30; Liabilities:CreditCard:CMB -30; Liabilities:CreditCard:CMB 1.50; Expenses:Transport -1.50', warning: /read 返现 5% as 1.50 CNY, 5% of 30/ },
  { text: '收到 设计费 1000 美元 Wise 扣了 税 10%', postings: 'Assets:Wise:USD 900.00 USD; Income:Freelance -1000 USD; Expenses:Uncategorized 100.00 USD', warning: /read 扣了 税 10% as 100.00 USD, 10% of 1000/ },
  // an invoice not paid yet, 还没 付 typed with a space, is owed on the clients' receivable (it was money into Wise)
  { text: '开 发票 给 客户 3000 美元 还没 付', postings: 'Assets:Receivable:Clients 3000 USD; Income:Freelance -3000 USD' },
  // an alias of Latin letters and Chinese (Wise港币) typed with a space between them (it was Wise's USD account: a 422)
  { text: '从 汇丰 转 1000 港币 到 Wise 港币', postings: 'Assets:Bank:HSBC-HK -1000 HKD; Assets:Wise:HKD 1000 HKD', guessed: false },
], '2026-11-20');

const EXPAT = `option "operating_currency" "CNY"
2026-01-01 commodity GBP
2026-05-01 open Assets:Bank:CMB CNY
  alias: "cmb,china merchants,招行"
2026-05-01 open Assets:Bank:Barclays GBP
  alias: "barclays"
2026-05-01 open Expenses:Subscriptions USD,GBP,CNY
  alias: "vpn,netflix,spotify"
2026-05-01 open Expenses:Fees:Wise CNY,GBP
  alias: "wise fee,transfer fee"
2026-05-01 open Expenses:Uncategorized
2026-05-01 open Income:Uncategorized
2026-05-01 open Equity:Opening-Balances

2026-05-02 * "Opening balances"
  Assets:Bank:CMB  30000 CNY
  Equity:Opening-Balances
`;

checkedSuite('pounds paid from a yuan account with what left it said right after the account', EXPAT, [
  // (it was a 422 asking for the amount billed, which is said)
  { text: 'sent £500 home via Wise from CMB 4,620 rmb', postings: 'Expenses:Uncategorized 500 GBP @@ 4620 CNY; Assets:Bank:CMB -4620 CNY', warning: /no spending category matched/ },
  { text: 'paid £30 netflix from cmb 280 rmb', postings: 'Expenses:Subscriptions 30 GBP @@ 280 CNY; Assets:Bank:CMB -280 CNY', guessed: false },
  // Wise, the last part of a fee account's name, is the service the money went through, not a fee (it was all a Wise fee, silently)
  { text: 'sent £500 home via Wise from CMB, billed 4620 rmb', postings: 'Expenses:Uncategorized 500 GBP @@ 4620 CNY; Assets:Bank:CMB -4620 CNY', warning: /no spending category matched/ },
  // (a fee said is still Wise's)
  { text: 'wise 30 cmb transfer fee', postings: 'Expenses:Fees:Wise 30 CNY; Assets:Bank:CMB -30 CNY' },
  { text: 'sent £500 to barclays from CMB 4,620 rmb', postings: 'Assets:Bank:CMB -4620 CNY; Assets:Bank:Barclays 500 GBP @@ 4620 CNY', guessed: false },
], '2026-11-20');

const FAMILY = `option "operating_currency" "CNY"
2025-01-01 open Assets:Bank:ICBC CNY
  alias: "工行,工商银行"
2025-01-01 open Assets:WeChat CNY
  alias: "微信"
2025-01-01 open Assets:Alipay CNY
  alias: "支付宝"
2025-01-01 open Assets:Reimbursable:Company CNY
  alias: "报销,公司报销"
2025-01-01 open Expenses:Car:Maintenance CNY
  alias: "保养,换机油"
2025-01-01 open Expenses:Kids:Classes CNY
  alias: "兴趣班,钢琴课"
2025-01-01 open Expenses:Food:Dining CNY
  alias: "聚餐"
2025-01-01 open Expenses:Shop:PlatformFees CNY
  alias: "服务费,平台费"
2025-01-01 open Income:Sales:Taobao CNY
  alias: "淘宝"
2025-01-01 open Income:Sales:Returns CNY
  alias: "退款,退货"
2025-01-01 open Expenses:Uncategorized
2025-01-01 open Equity:Opening-Balances

2025-01-02 * "Opening balances"
  Assets:Bank:ICBC  50000 CNY
  Assets:WeChat      3000 CNY
  Assets:Alipay      3000 CNY
  Equity:Opening-Balances

2025-02-01 * "盒马"
  Expenses:Food:Dining  50 CNY
  Assets:WeChat
`;

checkedSuite('parts of a bill paid by someone else, and a sale refunded into the wallet said after the refund', FAMILY, [
  // a part paid by someone named after 其中: mine is the rest (it was 800 + 300 from WeChat)
  { text: '孩子 钢琴课 800 其中 老婆 出了 300 微信', postings: 'Expenses:Kids:Classes 500; Assets:WeChat -500', warning: /paid by 老婆: booked 500/ },
  { text: '孩子 钢琴课 800 其中 我 出了 300 微信', postings: 'Expenses:Kids:Classes 300; Assets:WeChat -300', warning: /as my part of it/ },
  // reimbursed with no figure, then my own part: the rest is the claim (it was 1200 + 200 on it, ICBC -1400)
  { text: '保养 1200 公司 报销 自付 200 工行', postings: 'Expenses:Car:Maintenance 200; Assets:Reimbursable:Company 1000; Assets:Bank:ICBC -1200', warning: /1000 on Assets:Reimbursable:Company, 200 spent, 1200 paid/ },
  // (an alias of a fee account that says a fee, 服务费, still names it)
  { text: '聚餐 200 服务费 20 微信', postings: 'Expenses:Food:Dining 200; Expenses:Shop:PlatformFees 20; Assets:WeChat -220' },
  // (支付宝 said after the refund was warned as naming no open account, with Assets:Alipay open)
  { text: '淘宝 卖了 2 件 共 398 退款 1 件 199 支付宝', postings: 'Assets:Alipay 199; Income:Sales:Taobao -398; Income:Sales:Returns 199' },
], '2026-11-20');

describe('the wallet said after a refund of a sale is no wallet missing', () => {
  it('warns of no account not open', () => {
    const ledger = Ledger.fromText(FAMILY, 'family.beancount');
    const entry = parseEntry(ledger, '淘宝 卖了 2 件 共 398 退款 1 件 199 支付宝', '2026-11-20');
    expect(entry.warnings.join('\n')).not.toMatch(/no open account/);
  });
});
