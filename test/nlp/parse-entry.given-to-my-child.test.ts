// QA of session 44: a grandparent or parent giving my child 压岁钱 (爷爷给孩子的压岁钱 800, 外婆 给 孩子
// 压岁钱 1000 微信) was read as a gift I gave (Expenses:Gifts +, the wallet -); it is money coming in.
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-28';
const open = (account: string, alias?: string) => `2025-01-01 open ${account} CNY${alias ? `\n  alias: "${alias}"` : ''}`;
const LEDGER = [
  'option "operating_currency" "CNY"',
  open('Assets:Bank:ICBC', '工行'),
  open('Assets:WeChat', '微信'),
  open('Assets:Cash', '现金'),
  open('Assets:Kids:RedPacket', '压岁钱存折'),
  open('Assets:Receivables:Spouse', '老婆'),
  open('Income:Kids:RedPacket', '压岁钱'),
  open('Income:Uncategorized'),
  open('Expenses:Gifts'),
  '',
].join('\n');

checkedSuite('money someone gives my child', LEDGER, [
  { text: '爷爷给孩子的压岁钱 800 放压岁钱存折', postings: 'Assets:Kids:RedPacket 800; Income:Kids:RedPacket -800', payee: '爷爷' },
  { text: '妈妈给孩子压岁钱 600 现金', postings: 'Assets:Cash 600; Income:Kids:RedPacket -600', payee: '妈妈' },
  { text: '外婆 给 孩子 压岁钱 1000 微信', postings: 'Assets:WeChat 1000; Income:Kids:RedPacket -1000', payee: '外婆' },
  { text: '过年爷爷给孩子压岁钱 800 现金', postings: 'Assets:Cash 800; Income:Kids:RedPacket -800', payee: '爷爷' },
  // (grandchildren's 红包 is mine, not the kids' 压岁钱: no gift income open, so no category, warned)
  { text: '过年孙子孙女给红包 2000 微信', postings: 'Assets:WeChat 2000; Income:Uncategorized -2000', warning: /no income category/ },
  // given by me or my household: money out, as before
  { text: '给孩子 压岁钱 500 现金', postings: 'Expenses:Gifts 500; Assets:Cash -500' },
  { text: '我给孩子压岁钱 500 微信', postings: 'Expenses:Gifts 500; Assets:WeChat -500' },
  { text: '老婆给孩子压岁钱 500 微信', postings: 'Expenses:Gifts 500; Assets:WeChat -500' },
], SAID_ON);
