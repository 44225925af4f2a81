// Family QA: 收到红包 200 微信 was the kids' 压岁钱 income (Income:Kids:RedPacket, no warning). A red
// packet I receive is the kids' only when 压岁钱 or the kids are said.
import { checkedSuite } from './checked-suite.ts';

const ACCOUNTS = `option "operating_currency" "CNY"
2026-01-01 open Assets:WeChat CNY
  alias: "微信"
2026-01-01 open Income:Kids:RedPacket CNY
  alias: "压岁钱"
2026-01-01 open Income:Uncategorized CNY
2026-01-01 open Expenses:Gifts CNY
`;

checkedSuite('a red packet received with only the kids\' red-packet income open', ACCOUNTS, [
  { text: '收到红包 200 微信', postings: 'Assets:WeChat 200; Income:Uncategorized -200', warning: /no income category/ },
  // (as before: the kids said, or 压岁钱)
  { text: '孩子 收到红包 200 微信', postings: 'Assets:WeChat 200; Income:Kids:RedPacket -200' },
  { text: '收到压岁钱 500 微信', postings: 'Assets:WeChat 500; Income:Kids:RedPacket -500', guessed: false },
  { text: '奶奶给孩子的压岁钱 500 微信', postings: 'Assets:WeChat 500; Income:Kids:RedPacket -500' },
], '2026-11-28');

checkedSuite('a red packet received with a gift income open too', `${ACCOUNTS}2026-01-01 open Income:Gifts CNY\n`, [
  { text: '收到红包 200 微信', postings: 'Assets:WeChat 200; Income:Gifts -200', guessed: false },
  { text: '收到压岁钱 500 微信', postings: 'Assets:WeChat 500; Income:Kids:RedPacket -500', guessed: false },
], '2026-11-28');
