// QA of session 48 (Spring Festival, money between people): money someone received (儿子收的压岁钱,
// 收的 礼金, 帛金) was booked as money given; a red packet handed to me read as given when a space
// split 发的/给了 from 红包, or the amount stood before 红包 after 抢到/领了; money collected for a
// group buy (团购 代收) and 加班费 were spending; the fee of a refund said alone (退了火车票 扣手续费 5)
// was money back; cash put back in the bank (存回工行) was spending.
import { checkedSuite } from './checked-suite.ts';

const LEDGER = `option "operating_currency" "CNY"
2000-01-01 open Assets:Alipay CNY
2000-01-01 open Assets:WeChat CNY
2000-01-01 open Assets:Cash CNY
2000-01-01 open Assets:Bank:ICBC CNY
  alias: "工行,工商银行"
2000-01-01 open Assets:Receivables CNY
2000-01-01 open Liabilities:Payables CNY
2000-01-01 open Equity:Opening-Balances CNY
2000-01-01 open Income:Salary CNY
2000-01-01 open Income:Bonus CNY
2000-01-01 open Income:RedPacket CNY
2000-01-01 open Income:Gifts CNY
  alias: "收礼"
2000-01-01 open Income:Uncategorized
2000-01-01 open Expenses:Travel
2000-01-01 open Expenses:Gifts
2000-01-01 open Expenses:Fees
2000-01-01 open Expenses:Uncategorized

2026-01-01 * "期初"
  Assets:Bank:ICBC  80000.00 CNY
  Assets:WeChat      5000.00 CNY
  Assets:Cash        3000.00 CNY
  Equity:Opening-Balances
`;

checkedSuite('money received by others, red packets in any order, collected, overtime, refund fees, cash back to the bank', LEDGER, [
  // F1: 收的 with what came in is money in, as 收了 is (they were Expenses:Gifts, the first with no warning)
  { text: '儿子收的压岁钱 2000 存我卡里 工行', postings: 'Assets:Bank:ICBC 2000; Income:RedPacket -2000', guessed: false },
  { text: '儿子收的压岁钱 2000', postings: 'Assets:WeChat 2000; Income:RedPacket -2000', guessed: true },
  { text: '收的 礼金 8000 现金', postings: 'Assets:Cash 8000; Income:Gifts -8000', guessed: false },
  { text: '葬礼 收的 帛金 8000 现金', postings: 'Assets:Cash 8000; Income:Gifts -8000', guessed: false },
  { text: '孩子收的红包 800 微信', postings: 'Assets:WeChat 800; Income:RedPacket -800', guessed: false },
  // (already right: 收了, 收到的)
  { text: '儿子收了 压岁钱 2000 存工行', postings: 'Assets:Bank:ICBC 2000; Income:RedPacket -2000' },
  { text: '女儿收到的压岁钱 1500 存工行', postings: 'Assets:Bank:ICBC 1500; Income:RedPacket -1500' },
  // 帛金 given is still a gift given
  { text: '白事 帛金 500 微信', postings: 'Expenses:Gifts 500; Assets:WeChat -500', guessed: false },
  // F2: spaces and word order do not turn a red packet received into one given
  { text: '老板发的 红包 200', postings: 'Assets:WeChat 200; Income:RedPacket -200', guessed: true, warning: /no receiving account/ },
  { text: '物业发的 红包 6.66 微信', postings: 'Assets:WeChat 6.66; Income:RedPacket -6.66', guessed: false },
  { text: '丈母娘 给了 红包 800 微信', postings: 'Assets:WeChat 800; Income:RedPacket -800', guessed: false },
  { text: '抢到 12.34 红包 微信', postings: 'Assets:WeChat 12.34; Income:RedPacket -12.34', guessed: false },
  { text: '领了 支付宝 集五福 红包 2.88', postings: 'Assets:Alipay 2.88; Income:RedPacket -2.88', guessed: false },
  // (already right: unspaced)
  { text: '老板发的红包 200 微信', postings: 'Assets:WeChat 200; Income:RedPacket -200' },
  { text: '丈母娘给了红包 800 微信', postings: 'Assets:WeChat 800; Income:RedPacket -800' },
  // (given stays given)
  { text: '给侄女 红包 888 微信', postings: 'Expenses:Gifts 888; Assets:WeChat -888' },
  // F3: money collected for others comes in owed onward, warned (it was spending)
  { text: '团购 代收 邻居 300 微信', postings: 'Assets:WeChat 300; Liabilities:Payables -300', warning: /collected for others/ },
  { text: '收了 邻居 300 团购 微信', postings: 'Assets:WeChat 300; Liabilities:Payables -300', warning: /collected for others/ },
  { text: '代收 团购款 1000 微信', postings: 'Assets:WeChat 1000; Liabilities:Payables -1000', warning: /collected for others/ },
  { text: '团购 年货 代收 邻居 5 家 共 1000 微信', postings: 'Assets:WeChat 1000; Liabilities:Payables -1000', warning: /collected for others/ },
  // (a parcel's collection fee is a fee paid, a group buy paid on to the seller spending)
  { text: '快递代收费 2 微信', postings: 'Expenses:Uncategorized 2; Assets:WeChat -2' },
  // F4: pay for extra work is income
  { text: '加班费 1500 工行', postings: 'Assets:Bank:ICBC 1500; Income:Salary -1500', guessed: false },
  { text: '夜班费 300 工行', postings: 'Assets:Bank:ICBC 300; Income:Salary -300', guessed: false },
  { text: '全勤奖 200 工行', postings: 'Assets:Bank:ICBC 200; Income:Bonus -200', guessed: false },
  // F5: the fee of a refund, said alone, is paid (it was 5 given back)
  { text: '退了火车票 扣手续费 5 支付宝', postings: 'Expenses:Fees 5; Assets:Alipay -5', guessed: false },
  { text: '火车票 退票 扣了 5 块手续费 支付宝', postings: 'Expenses:Fees 5; Assets:Alipay -5', guessed: false },
  // (already right: the fee beside what came back is taken off it)
  // (150 is what arrived, the fee kept back from it: 150 in, the 8 left on the ticket's cost; merge of nlp48e, which reads it so)
  { text: '退票 到账 150 支付宝 扣了 8 手续费', postings: 'Expenses:Uncategorized -150; Assets:Alipay 150', warning: /kept back from the refund/ },
  { text: '火车票退票 退回 157 支付宝', postings: 'Expenses:Travel -157; Assets:Alipay 157' },
  // F6: cash put back in the bank is a move (it was spending)
  { text: '现金 1000 存回工行', postings: 'Assets:Cash -1000; Assets:Bank:ICBC 1000', guessed: false },
  { text: '压岁钱没发完 剩下 1000 现金 存回工行', postings: 'Assets:Cash -1000; Assets:Bank:ICBC 1000', guessed: false },
  { text: '把剩下的 1000 现金 存到工行', postings: 'Assets:Cash -1000; Assets:Bank:ICBC 1000' },
], '2026-02-20');

// With no payable open, money collected for others is still money in, on the catch-all income,
// warned (it was spending; read as borrowed it would be a 422 of money borrowed).
checkedSuite('money collected for others with no payable open', LEDGER.replace('2000-01-01 open Liabilities:Payables CNY\n', ''), [
  { text: '团购 代收 邻居 300 微信', postings: 'Assets:WeChat 300; Income:Uncategorized -300', warning: /no payable account is open/ },
], '2026-02-20');
