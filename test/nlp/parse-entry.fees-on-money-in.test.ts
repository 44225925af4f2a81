// Recheck QA of session 37: a fee said beside money coming in was added to it, silently.
// 收到张三欠款 340 微信 手续费 1 (张三 recorded on the customers' receivable) booked WeChat 341 and
// 341 off what 张三 owes; 妈妈借我 5000 工行 手续费 5 a debt of 5005; 退款 50 微信 手续费 1 refunded
// the fee too (51 in). The fee reduces what arrives: WeChat 339, the receivable -340, the fee 1
// spent on the Expenses account its words name (else a stand-in), warned.
import { checkedSuite } from './checked-suite.ts';
import { LAO_CHEN, shopLedger } from './shop-ledger.ts';

const SAID_ON = '2026-11-10';

const SHOP = shopLedger({ payees: [LAO_CHEN, { name: '张三', account: 'Assets:Receivable:Customers' }] });

const TAKEN_OFF_1 = /read 1 as a fee taken off the 340 coming in: 339 arrived, the fee booked on Expenses:Packaging/;

checkedSuite('parseEntry in a shop: a fee beside a debt collected is taken off what arrives', SHOP, [
  { text: '收到张三欠款 340 微信 手续费 1', postings: 'Assets:WeChat 339; Assets:Receivable:Customers -340; Expenses:Packaging 1', warning: TAKEN_OFF_1 },
  { text: '张三还款 340 微信 手续费 1', postings: 'Assets:WeChat 339; Assets:Receivable:Customers -340; Expenses:Packaging 1', warning: TAKEN_OFF_1 },
  { text: '张三还了 340 微信 手续费 1', postings: 'Assets:WeChat 339; Assets:Receivable:Customers -340; Expenses:Packaging 1', warning: TAKEN_OFF_1 },
  { text: '收回张三欠款 340 工行 手续费 2', postings: 'Assets:Bank:ICBC 338; Assets:Receivable:Customers -340; Expenses:Packaging 2', warning: /read 2 as a fee taken off the 340 coming in: 338 arrived/ },
  // (session 38: 转来欠款 was a transfer out, spending 342 from ICBC)
  { text: '张三转来欠款 340 工行 手续费 2', postings: 'Assets:Bank:ICBC 338; Assets:Receivable:Customers -340; Expenses:Packaging 2', payee: '张三', warning: /read 2 as a fee taken off the 340 coming in: 338 arrived/ },
  { text: '张三转来欠款 340 工行', postings: 'Assets:Bank:ICBC 340; Assets:Receivable:Customers -340', guessed: false },
  { text: '张三转给我欠款 340 微信', postings: 'Assets:WeChat 340; Assets:Receivable:Customers -340', guessed: false },
  // (session 39: 张三转我 340 工行 手续费 2, with no word of a debt, was a sale of 340: Income:Sales, though
  // 张三转我 340 工行 alone pays what 张三 owes; a fee changes nothing of who sent the money)
  { text: '张三转我 340 工行 手续费 2', postings: 'Assets:Bank:ICBC 338; Assets:Receivable:Customers -340; Expenses:Packaging 2', payee: '张三', warning: /read 手续费 2 as taken off the income: 340 earned, 338 received/ },
  { text: '张三转来 340 工行 手续费 2', postings: 'Assets:Bank:ICBC 338; Assets:Receivable:Customers -340; Expenses:Packaging 2', payee: '张三' },
  { text: '张三转给我 340 微信 手续费 1', postings: 'Assets:WeChat 339; Assets:Receivable:Customers -340; Expenses:Packaging 1', payee: '张三' },
  { text: '张三给我转了 340 工行 手续费 2', postings: 'Assets:Bank:ICBC 338; Assets:Receivable:Customers -340; Expenses:Packaging 2', payee: '张三' },
  { text: '张三转我 340 工行', postings: 'Assets:Bank:ICBC 340; Assets:Receivable:Customers -340', payee: '张三', guessed: false },
  // money back from the supplier
  { text: '老陈退款 200 工行 手续费 1', postings: 'Assets:Bank:ICBC 199; Liabilities:Supplier -200; Expenses:Packaging 1', warning: /read 1 as a fee taken off the 200 coming in: 199 arrived/ },
  // as they were
  { text: '张三还款 340 微信', postings: 'Assets:WeChat 340; Assets:Receivable:Customers -340', guessed: false },
  { text: '还老陈 3000 工行 手续费 5', postings: 'Liabilities:Supplier 3000; Expenses:Packaging 5; Assets:Bank:ICBC -3005', warning: /read 5 as the fee of the payment/ },
], SAID_ON);

// Session 39: in a shop whose one account for fees is Expenses:PlatformFees, not aliased 手续费, a
// fee went to a stand-in (Expenses:Packaging, warned as no category matched); now to the fees account
// (Expenses:Food:Coffee is no account for fees: the last word of a name says it).
const WITH_PLATFORM_FEES = `${shopLedger({ platformFees: '淘宝扣点,扣点,佣金,平台费', payees: [LAO_CHEN, { name: '张三', account: 'Assets:Receivable:Customers' }] })}2026-10-01 open Expenses:Food:Coffee CNY
`;
const FEES_ACCOUNT = /^read 手续费 as a fee: used Expenses:PlatformFees, the one account for fees$/m;

checkedSuite('parseEntry in a shop: a fee goes to the one account for fees', WITH_PLATFORM_FEES, [
  { text: '收到张三欠款 340 微信 手续费 1', postings: 'Assets:WeChat 339; Assets:Receivable:Customers -340; Expenses:PlatformFees 1', warning: FEES_ACCOUNT },
  { text: '张三转我 340 工行 手续费 2', postings: 'Assets:Bank:ICBC 338; Assets:Receivable:Customers -340; Expenses:PlatformFees 2', warning: FEES_ACCOUNT },
  { text: '还老陈 3000 工行 手续费 5', postings: 'Liabilities:Supplier 3000; Expenses:PlatformFees 5; Assets:Bank:ICBC -3005', warning: FEES_ACCOUNT },
  { text: '转账手续费 5 工行', postings: 'Expenses:PlatformFees 5; Assets:Bank:ICBC -5', warning: FEES_ACCOUNT },
  // as they were: its own alias, and other spending
  { text: '淘宝扣点 12 支付宝', postings: 'Expenses:PlatformFees 12; Assets:Alipay -12', guessed: false },
  { text: '包装盒 30 微信', postings: 'Expenses:Packaging 30; Assets:WeChat -30', guessed: false },
  // a fee only part of what was paid, or a service charge, is no fee a bank took
  { text: '饭局 200 包含手续费 20 微信', postings: 'Expenses:Packaging 200; Assets:WeChat -200', warning: /used Expenses:Packaging/ },
  { text: '饭局 200 服务费 20 微信', postings: 'Expenses:Packaging 200; Expenses:Packaging 20; Assets:WeChat -220' },
], SAID_ON);

checkedSuite('parseEntry in a shop: with two accounts for fees, neither is chosen for a fee', `${WITH_PLATFORM_FEES}2026-10-01 open Expenses:TransferFees CNY
`, [
  { text: '收到张三欠款 340 微信 手续费 1', postings: 'Assets:WeChat 339; Assets:Receivable:Customers -340; Expenses:Packaging 1', warning: /no spending category matched[^\n]*used Expenses:Packaging/ },
], SAID_ON);

const PERSONAL = `option "operating_currency" "CNY"
2026-01-01 open Assets:Alipay CNY
  alias: "支付宝"
2026-01-01 open Assets:WeChat CNY
  alias: "微信"
2026-01-01 open Assets:Bank:ICBC CNY
  alias: "工行"
2026-01-01 open Assets:Receivable:XiaoWang CNY
  alias: "小王"
2026-01-01 open Liabilities:Loan:Mom CNY
  alias: "妈妈"
2026-01-01 open Expenses:Shopping CNY
2026-01-01 open Expenses:Fees CNY
  alias: "手续费"
2026-01-01 open Expenses:Uncategorized CNY
2026-01-01 custom "payee" "淘宝"
  account: "Expenses:Shopping"
`;

checkedSuite('parseEntry: a fee beside money repaid, lent to me or refunded is taken off what arrives', PERSONAL, [
  { text: '小王还我 200 微信 手续费 1', postings: 'Assets:WeChat 199; Assets:Receivable:XiaoWang -200; Expenses:Fees 1', warning: /^read 1 as a fee taken off the 200 coming in: 199 arrived, the fee booked on Expenses:Fees$/ },
  { text: '收到小王还款 200 微信 手续费 1', postings: 'Assets:WeChat 199; Assets:Receivable:XiaoWang -200; Expenses:Fees 1', guessed: true },
  { text: '小王还钱 200 支付宝 手续费 0.5', postings: 'Assets:Alipay 199.5; Assets:Receivable:XiaoWang -200; Expenses:Fees 0.5', guessed: true },
  { text: '妈妈借我 5000 工行 手续费 5', postings: 'Assets:Bank:ICBC 4995; Liabilities:Loan:Mom -5000; Expenses:Fees 5', warning: /4995 arrived/ },
  { text: '向妈妈借 5000 工行 手续费 5', postings: 'Assets:Bank:ICBC 4995; Liabilities:Loan:Mom -5000; Expenses:Fees 5', warning: /4995 arrived/ },
  { text: '淘宝退款 200 支付宝 手续费 1', postings: 'Assets:Alipay 199; Expenses:Shopping -200; Expenses:Fees 1', warning: /199 arrived/ },
  { text: '退款 50 微信 手续费 1', postings: 'Assets:WeChat 49; Expenses:Uncategorized -50; Expenses:Fees 1', warning: /49 arrived/ },
  // a fee given back is refunded with the rest
  { text: '退款 50 微信 退回手续费 1', postings: 'Assets:WeChat 51; Expenses:Uncategorized -50; Expenses:Fees -1', guessed: true },
  // a fee said by another word goes to the one account for fees too (it was Expenses:Uncategorized)
  { text: '借给小王 500 微信 转账费 1', postings: 'Assets:WeChat -501; Assets:Receivable:XiaoWang 500; Expenses:Fees 1', warning: /^read 转账费 as a fee: used Expenses:Fees, the one account for fees$/m },
  // money going out, as it was
  { text: '借给小王 500 微信 手续费 1', postings: 'Assets:WeChat -501; Assets:Receivable:XiaoWang 500; Expenses:Fees 1', guessed: true },
], SAID_ON);
