// Second recheck of session 49 (W3-W5). An insurer's share said other ways was added as more spending:
// 修车 3800 建行 保险 以后 赔 3000 took 6800 from the bank, 保险公司 出 3000 剩下 我 微信 付 and the English
// 'insurance covered 3000 I paid 800' took 6800 and 7600, and 'insurance paid 3000 into CCB' was 3000
// spent. 代购 for a counted group (帮 三个 同学 … 每人 320) was one person's price on the catch-all,
// 同学 还没给钱 and 同学 之后 会 转给我 were spending and money in; 代购 a friend did for me (同学 给我 代购
// … 转她) was money in from her, and 我还没给她 took the money from my bank.
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-20';

const DRIVER = `option "operating_currency" "CNY"
2026-01-01 open Assets:Bank:CCB CNY
  alias: "建行,CCB"
2026-01-01 open Assets:WeChat CNY
  alias: "微信,wechat"
2026-01-01 open Assets:Alipay CNY
  alias: "支付宝"
2026-01-01 open Income:Insurance CNY
  alias: "保险公司,赔款"
2026-01-01 open Expenses:Car:Repair CNY
  alias: "修车,维修"
2026-01-01 open Expenses:Car:Insurance CNY
  alias: "车险"
2026-01-01 open Assets:Reimbursable:Company CNY
  alias: "报销"
2026-01-01 open Expenses:Health CNY
  alias: "体检"
2026-01-01 open Expenses:Uncategorized CNY
2026-01-01 open Income:Uncategorized CNY
2026-01-01 open Equity:Opening-Balances
`;

checkedSuite('parseEntry: an insurer\'s share said other ways is never more spending', DRIVER, [
  { text: '修车 3800 建行 保险 以后 赔 3000', postings: 'Expenses:Car:Repair 3800; Assets:Bank:CCB -3800', warning: /3000 as the insurance's part of the 3800 bill, still to be paid/ },
  { text: '修车 3800 建行 保险公司 之后 会 赔 3000', postings: 'Expenses:Car:Repair 3800; Assets:Bank:CCB -3800', warning: /still to be paid/ },
  { text: '修车 一共 3800 保险公司 出 3000 剩下 我 微信 付', postings: 'Expenses:Car:Repair 800; Assets:WeChat -800', warning: /the rest, 800, as paid by me/ },
  { text: '修车 3800 保险公司 出了 3000 其余 自己 支付宝 付', postings: 'Expenses:Car:Repair 800; Assets:Alipay -800', warning: /the rest, 800/ },
  { text: 'repair 3800 total insurance covered 3000 I paid 800 wechat', postings: 'Expenses:Car:Repair 800; Assets:WeChat -800', warning: /3000 as paid by the insurance of the 3800 bill[^]*repair, insurance name 2 categories/ },
  { text: 'insurance paid 3000 into CCB for the repair', postings: 'Assets:Bank:CCB 3000; Income:Insurance -3000' },
  { text: 'the insurance company paid me 3000 CCB', postings: 'Assets:Bank:CCB 3000; Income:Insurance -3000' },
  // (already right)
  { text: '修车 一共 3800 保险 赔 3000 我 出 800 支付宝', postings: 'Expenses:Car:Repair 800; Assets:Alipay -800' },
  { text: '保险公司 赔款 3000 到 建行', postings: 'Assets:Bank:CCB 3000; Income:Insurance -3000' },
  { text: '修车 3800 建行', postings: 'Expenses:Car:Repair 3800; Assets:Bank:CCB -3800' },
  { text: 'paid insurance 3000 to CCB', postings: 'Expenses:Car:Insurance 3000; Assets:Bank:CCB -3000' },
  // (报销 later is a claim kept on the reimbursable account, not the insurer's part to come)
  { text: '体检 800 医保 之后 报销 300 微信', postings: 'Expenses:Health 500; Assets:Reimbursable:Company 300; Assets:WeChat -800' },
], SAID_ON);

const STUDENT = `option "operating_currency" "CNY"
option "operating_currency" "AUD"
2026-01-01 open Assets:CN:CMB CNY
  alias: "招行"
2026-01-01 open Assets:CN:Alipay CNY
  alias: "支付宝"
2026-01-01 open Assets:CN:WeChat CNY
  alias: "微信"
2026-01-01 open Assets:Receivables:Friends CNY
  alias: "同学"
2026-01-01 open Expenses:Shopping
  alias: "奶粉,面霜,口红,面膜"
2026-01-01 open Expenses:Uncategorized
2026-01-01 open Equity:Opening-Balances
`;

checkedSuite('parseEntry: 代购 for several friends, and by a friend for me', STUDENT, [
  { text: '帮 三个 同学 代购 口红 每人 320 元 支付宝', postings: 'Assets:Receivables:Friends 960; Assets:CN:Alipay -960', warning: /320 each for 三个同学 as 960/ },
  { text: '帮两个同学 代购 面膜 各 188 元 微信', postings: 'Assets:Receivables:Friends 376; Assets:CN:WeChat -376', warning: /188 each for 两个同学 as 376/ },
  { text: '代购 奶粉 460 元 微信 同学 还没给钱', postings: 'Assets:Receivables:Friends 460; Assets:CN:WeChat -460' },
  { text: '代购 口红 320 元 支付宝 同学 之后 会 转给我', postings: 'Assets:Receivables:Friends 320; Assets:CN:Alipay -320' },
  { text: '同学 给我 代购 的 奶粉 460 微信 转她', postings: 'Expenses:Shopping 460; Assets:CN:WeChat -460' },
  { text: '同学 帮我 代购 面霜 450 元 我还没给她', postings: 'Expenses:Shopping 450; Assets:Receivables:Friends -450' },
  // (already right)
  { text: '帮同学 代购 面霜 450 元 招行', postings: 'Assets:Receivables:Friends 450; Assets:CN:CMB -450' },
  { text: '同学 帮我 代购 面霜 450 元 我 微信 转给她了', postings: 'Expenses:Shopping 450; Assets:CN:WeChat -450' },
  { text: '帮同学 代购 面膜 188 元 微信 她已经转我了', postings: 'Assets:CN:WeChat 188; Assets:Receivables:Friends -188' },
  { text: '代购 口红 320 元 支付宝 同学 会还我', postings: 'Assets:Receivables:Friends 320; Assets:CN:Alipay -320' },
  { text: '帮 三个 同学 代购 口红 一共 960 支付宝', postings: 'Assets:Receivables:Friends 960; Assets:CN:Alipay -960' },
  { text: '妈妈 给我 代买 的 衣服 300 微信 转她', postings: 'Expenses:Shopping 300; Assets:CN:WeChat -300' },
], SAID_ON);
