// QA of session 49 (a student in Melbourne, CNY and AUD): 代购 for a friend was my own spending (帮同学 代购
// 口红 320) or money in from her (代购 … 同学 会还我); 房租 AA 三个人 … 我先付的 booked all the rent, warned
// "no receivable account is open" with Assets:Receivables:Flatmates open; 两个室友 各还我 450 received 450;
// paid rent 1350 split 3 ways took only my share from the wallet.
import { checkedSuite } from './checked-suite.ts';

const OPENS = `option "operating_currency" "CNY"
option "operating_currency" "AUD"
2026-01-01 open Assets:CN:Alipay CNY
  alias: "支付宝"
2026-01-01 open Assets:CN:WeChat CNY
  alias: "微信"
2026-01-01 open Assets:AU:CommBank AUD
  alias: "CommBank"
2026-01-01 open Liabilities:AU:CreditCard AUD
  alias: "信用卡"
2026-01-01 open Assets:Receivables:Flatmates AUD
  alias: "室友"
2026-01-01 open Assets:Receivables:Friends CNY
  alias: "同学"
2026-01-01 open Expenses:Housing:Rent AUD
  alias: "房租,rent"
2026-01-01 open Expenses:Food:Dining
  alias: "晚饭"
2026-01-01 open Expenses:Fees
  alias: "手续费"
2026-01-01 open Equity:Opening-Balances
`;
// (a dinner shared with the flatmates before: the receivable the ledger's AA bills use)
const WITH_HISTORY = `${OPENS}
2026-03-01 * "晚饭 和室友 AA 三个人 90 澳币 我付的 信用卡"
  Expenses:Food:Dining  30 AUD
  Assets:Receivables:Flatmates  60 AUD
  Liabilities:AU:CreditCard  -90 AUD
`;
// (a flatmate's repayment of rent before, 房租 in its narration: the receivable that bill uses)
const RENT_REPAID = `${OPENS}
2026-03-05 * "室友 还我 房租 450 澳币"
  Assets:AU:CommBank  450 AUD
  Assets:Receivables:Flatmates  -450 AUD
`;
const SAID_ON = '2026-11-20';

checkedSuite('parseEntry: 代购 for a friend, and what flatmates pay back each', OPENS, [
  { text: '代购 口红 320 元 支付宝 同学 会还我', postings: 'Assets:Receivables:Friends 320; Assets:CN:Alipay -320' },
  { text: '帮同学 代购 口红 320 元 支付宝 她还没给我', postings: 'Assets:Receivables:Friends 320; Assets:CN:Alipay -320' },
  { text: '帮同学 代购 面膜 188 元 微信', postings: 'Assets:Receivables:Friends 188; Assets:CN:WeChat -188' },
  { text: '帮同学 代购 两支 口红 一共 640 元 微信', postings: 'Assets:Receivables:Friends 640; Assets:CN:WeChat -640' },
  { text: '帮同学 买 口红 320 元 支付宝 她还没给我', postings: 'Assets:Receivables:Friends 320; Assets:CN:Alipay -320' },
  // (already right: the friend paying back)
  { text: '帮同学 代购 面膜 188 元 微信 她已经转我了', postings: 'Assets:CN:WeChat 188; Assets:Receivables:Friends -188' },
  { text: '同学 还我 代购 口红 320 支付宝', postings: 'Assets:CN:Alipay 320; Assets:Receivables:Friends -320' },
  { text: '两个室友 各还我 450 澳币 CommBank', postings: 'Assets:AU:CommBank 900 AUD; Assets:Receivables:Flatmates -900 AUD', warning: /450 each for 两个室友 as 900/ },
  { text: '三个同学 每人转我 100 支付宝', postings: 'Assets:CN:Alipay 300; Assets:Receivables:Friends -300' },
  { text: '室友 还我 房租 450 澳币 CommBank', postings: 'Assets:AU:CommBank 450 AUD; Assets:Receivables:Flatmates -450 AUD' },
  // (no history of shared bills: all of it is spending, warned truly: a receivable is open, only not said)
  { text: '房租 AA 三个人 一共 1350 澳币 我先付的 CommBank', postings: 'Expenses:Housing:Rent 1350 AUD; Assets:AU:CommBank -1350 AUD', warning: /who owes the other 900 was not said[^]*Assets:Receivables:Flatmates/ },
], SAID_ON);

checkedSuite('parseEntry: a bill shared with flatmates, the receivable from the history', WITH_HISTORY, [
  { text: '房租 AA 三个人 一共 1350 澳币 我先付的 CommBank', postings: 'Expenses:Housing:Rent 450 AUD; Assets:Receivables:Flatmates 900 AUD; Assets:AU:CommBank -1350 AUD', warning: /Flatmates, which no word names/ },
  { text: '网费 AA 三个人 一共 75 澳币 我付的 信用卡', postings: 'Expenses:Fees 25 AUD; Assets:Receivables:Flatmates 50 AUD; Liabilities:AU:CreditCard -75 AUD' },
  { text: 'paid rent 1350 AUD split 3 ways CommBank', postings: 'Expenses:Housing:Rent 450 AUD; Assets:Receivables:Flatmates 900 AUD; Assets:AU:CommBank -1350 AUD' },
  // (already right: 室友 said)
  { text: '晚饭 和室友 AA 三个人 90 澳币 我付的 信用卡', postings: 'Expenses:Food:Dining 30 AUD; Assets:Receivables:Flatmates 60 AUD; Liabilities:AU:CreditCard -90 AUD' },
  // (who paid not said: my share only)
  { text: 'rent 1350 AUD split 3 ways CommBank', postings: 'Expenses:Housing:Rent 450 AUD; Assets:AU:CommBank -450 AUD' },
], SAID_ON);

checkedSuite('parseEntry: a bill shared, the receivable from a repayment of that bill', RENT_REPAID, [
  { text: '房租 AA 三个人 一共 1350 澳币 我先付的 CommBank', postings: 'Expenses:Housing:Rent 450 AUD; Assets:Receivables:Flatmates 900 AUD; Assets:AU:CommBank -1350 AUD', warning: /Flatmates, which no word names/ },
  // (another bill, never shared before: all of it spent, warned with the receivables open)
  { text: '网费 AA 三个人 一共 75 澳币 我付的 信用卡', postings: 'Expenses:Fees 75 AUD; Liabilities:AU:CreditCard -75 AUD', warning: /receivables open: Assets:Receivables:Flatmates/ },
], SAID_ON);
