// QA of session 39: money that came in to a household said in everyday ways was booked as money
// going out (Expenses:Uncategorized or Expenses:Gifts, the wallet paying): someone sending it with
// the amount before 过来 or with 的 (小李转了 200 过来, 朋友转的 100), by post (爸爸寄来 500), with
// 打钱, with no sender said (给我 200, 转我 200), giving it with no 我 after 给 (老妈给了 500,
// 舅舅给了 1000 红包), receiving with 收 and no 到 (收小李 300), paying or refunding me (小李付我 300,
// 商家退我 30), compensation, money found, scholarships, a tenant's rent; 收到退税 600 was a
// negative expense. Now all are money in; my own giving, paying back a deposit, compensation I pay
// stay money out.
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-10';

checkedSuite('parseEntry on the starter ledger: money someone sends me', STARTER_LEDGER, [
  { text: '小李转了 200 过来 微信', postings: 'Assets:WeChat 200; Income:Uncategorized -200', payee: '小李' },
  { text: '表姐汇了 1000 过来 银行卡', postings: 'Assets:Bank 1000; Income:Uncategorized -1000', payee: '表姐' },
  { text: '爸爸打了 2000 过来 银行卡', postings: 'Assets:Bank 2000; Income:Uncategorized -2000', payee: '爸爸' },
  { text: '小孙那边转了 200 过来 微信', postings: 'Assets:WeChat 200; Income:Uncategorized -200', payee: '小孙' },
  { text: '朋友转的 100 微信', postings: 'Assets:WeChat 100; Income:Uncategorized -100' },
  { text: '200 微信 小孙转的', postings: 'Assets:WeChat 200; Income:Uncategorized -200', payee: '小孙' },
  { text: '这 200 是小孙转的 微信', postings: 'Assets:WeChat 200; Income:Uncategorized -200', payee: '小孙' },
  { text: '爸爸寄来 500 现金', postings: 'Assets:Cash 500; Income:Uncategorized -500', payee: '爸爸' },
  { text: '爸爸打钱 2000 银行卡', postings: 'Assets:Bank 2000; Income:Uncategorized -2000', payee: '爸爸' },
  { text: '给我 200 微信', postings: 'Assets:WeChat 200; Income:Uncategorized -200', payee: null },
  { text: '转我 200 微信', postings: 'Assets:WeChat 200; Income:Uncategorized -200', payee: null },
  // my own sending stays money out
  { text: '我转了 200 过去 微信', postings: 'Expenses:Uncategorized 200; Assets:WeChat -200' },
  { text: '给妈妈打钱 2000 银行卡', postings: 'Expenses:Uncategorized 2000; Assets:Bank -2000', payee: '妈妈' },
  { text: '妈妈打的车 30 微信', postings: 'Expenses:Transport 30; Assets:WeChat -30' },
  { text: '小王转的 200 给房东 微信', postings: 'Expenses:Uncategorized 200; Assets:WeChat -200', payee: '房东' },
  { text: '妈妈寄来 一箱苹果 运费 30 微信', postings: 'Expenses:Uncategorized 30; Assets:WeChat -30' },
], SAID_ON);

checkedSuite('parseEntry on the starter ledger: money someone gives me with no 我 after 给', STARTER_LEDGER, [
  { text: '老妈给了 500 现金', postings: 'Assets:Cash 500; Income:Uncategorized -500', payee: '老妈' },
  { text: '奶奶给 200 现金', postings: 'Assets:Cash 200; Income:Uncategorized -200', payee: '奶奶' },
  { text: '他给了 200 微信', postings: 'Assets:WeChat 200; Income:Uncategorized -200', payee: null },
  { text: '舅舅给了 1000 红包 现金', postings: 'Assets:Cash 1000; Income:RedPacket -1000', payee: '舅舅' },
  { text: '妈妈发了个红包 200 微信', postings: 'Assets:WeChat 200; Income:RedPacket -200', payee: '妈妈' },
  { text: '公司年会红包 500 微信', postings: 'Assets:WeChat 500; Income:RedPacket -500' },
  // given by me, or to the one after 给: money out
  { text: '给妈妈 500 微信', postings: 'Expenses:Uncategorized 500; Assets:WeChat -500', payee: '妈妈' },
  { text: '给了妈妈 500 微信', postings: 'Expenses:Uncategorized 500; Assets:WeChat -500' },
  { text: '我给了 500 微信', postings: 'Expenses:Uncategorized 500; Assets:WeChat -500' },
  { text: '我发了个红包 200 微信', postings: 'Expenses:Gifts 200; Assets:WeChat -200' },
  { text: '给女朋友发了 520 红包 微信', postings: 'Expenses:Gifts 520; Assets:WeChat -520' },
], SAID_ON);

checkedSuite('parseEntry on the starter ledger: 收 with no 到, paid or refunded to me', STARTER_LEDGER, [
  { text: '收小李 300 微信', postings: 'Assets:WeChat 300; Income:Uncategorized -300', payee: '小李' },
  { text: '收了小李 300 微信', postings: 'Assets:WeChat 300; Income:Uncategorized -300', payee: '小李' },
  { text: '收 300 微信', postings: 'Assets:WeChat 300; Income:Uncategorized -300' },
  { text: '收小李房租 300 微信', postings: 'Assets:WeChat 300; Income:Uncategorized -300', payee: '小李', narration: '房租' },
  { text: '昨天 微信 收 小孙 200', date: '2026-11-09', postings: 'Assets:WeChat 200; Income:Uncategorized -200', payee: '小孙' },
  { text: '小李付我 300 微信', postings: 'Assets:WeChat 300; Income:Uncategorized -300', payee: '小李' },
  { text: '朋友付了我 300 微信', postings: 'Assets:WeChat 300; Income:Uncategorized -300' },
  { text: '商家退我 30 微信', postings: 'Assets:WeChat 30; Expenses:Uncategorized -30' },
  { text: '退我 30 微信', postings: 'Assets:WeChat 30; Expenses:Uncategorized -30' },
  { text: '房东退我押金 1500 微信', postings: 'Assets:WeChat 1500; Income:Uncategorized -1500' },
  // 收 of no money, and a deposit I pay back: money out
  { text: '收费 30 微信', postings: 'Expenses:Uncategorized 30; Assets:WeChat -30' },
  { text: '物业 收 200 物业费 微信', postings: 'Expenses:Housing 200; Assets:WeChat -200' },
  { text: '退押金给租客 1000 微信', postings: 'Expenses:Uncategorized 1000; Assets:WeChat -1000' },
  { text: '我付了 300 微信', postings: 'Expenses:Uncategorized 300; Assets:WeChat -300' },
], SAID_ON);

checkedSuite('parseEntry on the starter ledger: compensation, money found, scholarships, rent from a tenant, a tax refund', STARTER_LEDGER, [
  { text: '邻居赔我 300 现金', postings: 'Assets:Cash 300; Income:Uncategorized -300', payee: '邻居' },
  { text: '保险公司赔了 2000 银行卡', postings: 'Assets:Bank 2000; Income:Uncategorized -2000' },
  { text: '快递丢件赔偿 50 支付宝', postings: 'Assets:Alipay 50; Income:Uncategorized -50' },
  { text: '捡到 5角 现金', postings: 'Assets:Cash 0.5; Income:Uncategorized -0.5' },
  { text: '路上捡到 10 块钱 现金', postings: 'Assets:Cash 10; Income:Uncategorized -10' },
  { text: '奖学金 5000 银行卡', postings: 'Assets:Bank 5000; Income:Uncategorized -5000' },
  { text: '助学金 3000 银行卡', postings: 'Assets:Bank 3000; Income:Uncategorized -3000' },
  { text: '租客交房租 2800 微信', postings: 'Assets:WeChat 2800; Income:Uncategorized -2800' },
  { text: '租客付了房租 2800 微信', postings: 'Assets:WeChat 2800; Income:Uncategorized -2800' },
  { text: '收到退税 600 银行卡', postings: 'Assets:Bank 600; Income:Uncategorized -600' },
  // compensation I pay, rent I pay, a wallet found: money out; a tax refund of a purchase takes it back
  { text: '我赔了 300 现金', postings: 'Expenses:Uncategorized 300; Assets:Cash -300' },
  { text: '捡到钱包 打车 30 微信', postings: 'Expenses:Transport 30; Assets:WeChat -30' },
  { text: '买包 退税 200 微信', postings: 'Assets:WeChat 200; Expenses:Uncategorized -200' },
  { text: '赔给邻居 300 微信', postings: 'Expenses:Uncategorized 300; Assets:WeChat -300' },
  { text: '交房租 2800 微信', postings: 'Expenses:Housing 2800; Assets:WeChat -2800' },
], SAID_ON);
