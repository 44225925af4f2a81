// QA of session 30, sentences dictated by voice (a 60-year-old user): dictation writes amounts in
// Chinese numerals (五百, 三十五, 八), adds full-width punctuation and filler words. Each case here
// was wrong before, where the same sentence with digits was right.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-27';

const open = (account: string, alias?: string) => `2026-01-01 open ${account} CNY${alias ? `\n  alias: "${alias}"` : ''}`;
const spent = (date: string, narration: string, category: string, amount: string, wallet: string) => `${date} * "${narration}"\n  ${category}  ${amount} CNY\n  ${wallet}`;
// the QA's ledger, without most of its history
const LEDGER = [
  'option "operating_currency" "CNY"',
  open('Assets:Alipay', '支付宝'),
  open('Assets:WeChat', '微信,微信零钱,零钱'),
  open('Assets:Bank:CMB', '招行,招商银行,储蓄卡,招行储蓄卡'),
  open('Assets:Cash', '现金'),
  open('Liabilities:CreditCard:CMB', '招行信用卡,信用卡'),
  open('Equity:Opening-Balances'),
  open('Income:Salary', '工资'),
  open('Income:Pension', '退休金,养老金'),
  open('Income:RedPacket'),
  open('Expenses:Food', '餐饮,吃饭'),
  open('Expenses:Groceries', '买菜,菜场,菜市场'),
  open('Expenses:Transport', '交通,打车,公交'),
  open('Expenses:Medical', '医疗,看病,买药'),
  open('Expenses:Utilities', '水电,水费,电费,燃气费'),
  open('Expenses:Phone', '话费'),
  open('Expenses:RedPacket', '红包'),
  open('Expenses:Daily', '日用品'),
  open('Expenses:Other', '其他'),
  spent('2026-08-02', '买菜', 'Expenses:Groceries', '35', 'Assets:Alipay'),
  spent('2026-08-03', '买菜', 'Expenses:Groceries', '28', 'Assets:Alipay'),
  spent('2026-08-04', '打车', 'Expenses:Transport', '18', 'Assets:WeChat'),
  spent('2026-08-10', '退休金', 'Assets:Bank:CMB', '4860', 'Income:Pension'),
  '',
].join('\n');

checkedSuite('a voice-dictated ledger', LEDGER, [
  // a top-up with the amount in numerals: a move between two wallets, as with 500 (it was
  // spending at Expenses:Other paid by the wallet topped up; 给支付宝 also made the payee 支)
  { text: '给微信充值五百 招行', postings: 'Assets:Bank:CMB -500; Assets:WeChat 500', guessed: false },
  { text: '给微信充值500 招行', postings: 'Assets:Bank:CMB -500; Assets:WeChat 500', guessed: false },
  { text: '充值一百到微信', postings: 'Assets:Bank:CMB -100; Assets:WeChat 100', warning: /^no source account named; used Assets:Bank:CMB$/m },
  { text: '给微信充值五百块，招行卡', postings: 'Assets:Bank:CMB -500; Assets:WeChat 500', guessed: false },
  { text: '用招行给微信充值五百', postings: 'Assets:Bank:CMB -500; Assets:WeChat 500', guessed: false },
  { text: '给支付宝充值两千，招行', postings: 'Assets:Bank:CMB -2000; Assets:Alipay 2000', payee: null, guessed: false },
  // a thing topped up is still bought (一卡通 starts with a numeral but is no amount)
  { text: '话费充值一百 微信', postings: 'Expenses:Phone 100; Assets:WeChat -100', guessed: false },
  // spending said before the money that came in: spent, not booked as more income (it was
  // CMB +4835, Income:Pension -35 and -4800); paid from where the money came in, warned
  { text: '买菜三十五块，退休金到账四千八', postings: 'Assets:Bank:CMB 4800; Income:Pension -4800; Expenses:Groceries 35; Assets:Bank:CMB -35', warning: /^read 35 \(买菜\) as spent from Assets:Bank:CMB, where the money came in$/m },
  { text: '打车二十，工资到账两千五', postings: 'Assets:Bank:CMB 2500; Income:Salary -2500; Expenses:Transport 20; Assets:Bank:CMB -20', warning: /as spent from Assets:Bank:CMB/ },
  { text: '午饭25 工资到账12000', postings: 'Assets:Bank:CMB 12000; Income:Salary -12000; Expenses:Food 25; Assets:Bank:CMB -25', warning: /as spent from Assets:Bank:CMB/ },
  // a wallet said in the spending's own clause paid it: the income lands where it usually does, or
  // where its own words say (it landed in the spending's wallet, warned of several receiving
  // accounts); the warning names the item's words without the wallet (午饭, not 午饭微信)
  { text: '买菜三十五块微信，退休金到账四千八', postings: 'Assets:Bank:CMB 4800; Income:Pension -4800; Expenses:Groceries 35; Assets:WeChat -35', warning: /^read 35 \(买菜\) as spent from Assets:WeChat$/m },
  { text: '午饭 25 微信，工资到账12000 招行', postings: 'Assets:Bank:CMB 12000; Income:Salary -12000; Expenses:Food 25; Assets:WeChat -25', narration: '午饭，工资到账', warning: /^read 25 \(午饭\) as spent from Assets:WeChat$/ },
  { text: '工资到账一万二，午饭25 微信', postings: 'Assets:Bank:CMB 12000; Income:Salary -12000; Expenses:Food 25; Assets:WeChat -25', narration: '工资到账，午饭', warning: /^read 25 \(午饭\) as spent from Assets:WeChat$/m },
  { text: '工资到账一万二 支付宝，午饭25 微信', postings: 'Assets:Alipay 12000; Income:Salary -12000; Expenses:Food 25; Assets:WeChat -25', warning: /^read 25 \(午饭\) as spent from Assets:WeChat$/ },
  // a card paid off said before the money that came in: paid off from where the money came in
  // (it was booked as income: the card +12000, Income -2000), as in the other order
  { text: '还信用卡两千，工资到账一万', postings: 'Assets:Bank:CMB 10000; Income:Salary -10000; Liabilities:CreditCard:CMB 2000; Assets:Bank:CMB -2000', narration: '还信用卡，工资到账', warning: /^read 2000 as paid to Liabilities:CreditCard:CMB from Assets:Bank:CMB, where the money came in$/m },
  { text: '信用卡还款 3000，退休金到账四千八', postings: 'Assets:Bank:CMB 4800; Income:Pension -4800; Liabilities:CreditCard:CMB 3000; Assets:Bank:CMB -3000', warning: /as paid to Liabilities:CreditCard:CMB from Assets:Bank:CMB/ },
  { text: '工资到账一万，还信用卡两千', postings: 'Assets:Bank:CMB 10000; Income:Salary -10000; Liabilities:CreditCard:CMB 2000; Assets:Bank:CMB -2000', warning: /^read 2000 as paid to Liabilities:CreditCard:CMB out of what came in$/m },
  // said in the income's clause, a wallet is both's, as before; the warning's words leave it out
  { text: '工资到账 12000 午饭 25 微信', postings: 'Assets:WeChat 12000; Income:Salary -12000; Expenses:Food 25; Assets:WeChat -25', warning: /^read 25 \(午饭\) as paid out of what came in$/ },
  // the other order, as before
  { text: '退休金到账四千八，买菜三十五块', postings: 'Assets:Bank:CMB 4800; Income:Pension -4800; Expenses:Groceries 35; Assets:Bank:CMB -35', warning: /^read 35 \(买菜\) as paid out of what came in$/m },
  // a one-character numeral where an amount stands, after an item's words and before a separator
  // or the end (早饭八 was left in the narration and dropped; 早饭七 alone had no amount)
  { text: '早饭八，午饭三十二', postings: 'Expenses:Food 8; Expenses:Food 32; Assets:Alipay -40', narration: '早饭，午饭', warning: /^no payment account named; used Assets:Alipay/m },
  { text: '早饭8，午饭32', postings: 'Expenses:Food 8; Expenses:Food 32; Assets:Alipay -40', narration: '早饭，午饭' },
  { text: '早饭七', postings: 'Expenses:Food 7; Assets:Alipay -7', narration: '早饭' },
  // a fee of one character: taken off what was moved, or off what came in (the fee was dropped)
  { text: '微信提现 一千 手续费 一', postings: 'Assets:WeChat -1000; Assets:Bank:CMB 1000; Expenses:Other 1; Assets:WeChat -1', warning: /^read 1 as the fee of the transfer, paid from Assets:WeChat$/m },
  { text: '收到货款 五百 微信 手续费 三', postings: 'Assets:WeChat 497; Income:Pension -500; Expenses:Other 3', warning: /^read 手续费 3 as taken off the income: 500 earned, 497 received$/m },
  // a numeral that is part of a word, a day, a time or a discount is no amount
  { text: '八点 打车 二十', postings: 'Expenses:Transport 20; Assets:WeChat -20' },
  { text: '八号 午饭 三十', date: '2026-11-08', postings: 'Expenses:Food 30; Assets:Alipay -30' },
  { text: '衣服 八折 两百', postings: 'Expenses:Other 200; Assets:Alipay -200' },
  // dictation's fillers and the verb said with the wallet stay out of the narration (it was
  // 嗯，买菜，然后那个打车回来; 好的，买菜，谢谢; 记账：买药; 买药，刷; 还信用卡，还)
  { text: '嗯，今天买菜三十五块，然后那个打车回来花了十八块，都是微信付的。', postings: 'Expenses:Groceries 35; Expenses:Transport 18; Assets:WeChat -53', narration: '买菜，打车回来', guessed: false },
  { text: '好的，买菜十八块，支付宝，谢谢。', postings: 'Expenses:Groceries 18; Assets:Alipay -18', narration: '买菜', guessed: false },
  { text: '记账：买药八十六块，支付宝。', postings: 'Expenses:Medical 86; Assets:Alipay -86', narration: '买药', guessed: false },
  { text: '嗯，帮我记一下，买菜二十八块五。', postings: 'Expenses:Groceries 28.5; Assets:Alipay -28.5', narration: '买菜' },
  { text: '今天呢，买菜呢，花了三十块钱呢。', postings: 'Expenses:Groceries 30; Assets:Alipay -30', narration: '买菜' },
  { text: '嗯然后那个打车二十二块', postings: 'Expenses:Transport 22; Assets:WeChat -22', narration: '打车' },
  { text: '买药两千三，招行卡刷的。', postings: 'Expenses:Medical 2300; Assets:Bank:CMB -2300', narration: '买药', guessed: false },
  { text: '还信用卡一千块，招商银行储蓄卡还的', postings: 'Liabilities:CreditCard:CMB 1000; Assets:Bank:CMB -1000', narration: '还信用卡', guessed: false },
  { text: '红包二百块，微信发的', postings: 'Expenses:RedPacket 200; Assets:WeChat -200', narration: '红包', guessed: false },
  // 然后 goes at the start of a clause; 那个 before a thing, and 发 before what was given, stay
  { text: '买菜花了四十，然后还买了日用品十五块', postings: 'Expenses:Groceries 40; Expenses:Daily 15; Assets:Alipay -55', narration: '买菜，还买了日用品' },
  { text: '那个菜场买菜三十 微信', postings: 'Expenses:Groceries 30; Assets:WeChat -30', narration: '那个菜场买菜', guessed: false },
  // a closing 吧 is the word's own in 酒吧 and 网吧, and 呢 in 毛呢: they stay (去酒吧 was narrated 去酒);
  // after another word it goes
  { text: '这个，看病挂号花了十五块钱吧。', postings: 'Expenses:Medical 15; Assets:Alipay -15', narration: '看病挂号' },
  { text: '去酒吧两百，微信', postings: 'Expenses:Other 200; Assets:WeChat -200', narration: '去酒吧' },
  { text: '嗯，去网吧上网十五，微信，谢谢。', postings: 'Expenses:Other 15; Assets:WeChat -15', narration: '去网吧上网' },
  { text: '买了件毛呢八百，微信', postings: 'Expenses:Other 800; Assets:WeChat -800', narration: '买了件毛呢' },
  // 谢谢, 好的 said after the wallet without a comma, and the 和 left of two wallets named (newcomer
  // QA: narrated 午饭 谢谢, 午饭 好, 和 午饭 晚饭)
  { text: '嗯，午饭 35 微信 谢谢', postings: 'Expenses:Food 35; Assets:WeChat -35', narration: '午饭' },
  { text: '午饭 35 微信 好的', postings: 'Expenses:Food 35; Assets:WeChat -35', narration: '午饭' },
  { text: '买菜三十 微信 谢谢你', postings: 'Expenses:Groceries 30; Assets:WeChat -30', narration: '买菜' },
  // ... and in 桌游吧, 台球吧, 影吧; 好的 before more words is the item's (a good restaurant), and
  // 那个 before 花瓶 a thing (they were narrated 桌游, 餐厅吃饭, 花瓶)
  { text: '桌游吧 80', postings: 'Expenses:Other 80; Assets:Alipay -80', narration: '桌游吧' },
  { text: '台球吧六十，微信', postings: 'Expenses:Other 60; Assets:WeChat -60', narration: '台球吧' },
  { text: '好的餐厅吃饭 200', postings: 'Expenses:Food 200; Assets:Alipay -200', narration: '好的餐厅吃饭' },
  { text: '那个花瓶 80', postings: 'Expenses:Other 80; Assets:Alipay -80', narration: '那个花瓶' },
  { text: '那个花了三十块买菜', postings: 'Expenses:Groceries 30; Assets:Alipay -30', narration: '买菜' },
  { text: '微信发红包两百', postings: 'Expenses:RedPacket 200; Assets:WeChat -200', narration: '发红包', guessed: false },
  // a wallet's name as dictation mishears it names that wallet (it was the most used one, the
  // word left in the narration)
  { text: '打车十八块，威信付的', postings: 'Expenses:Transport 18; Assets:WeChat -18', narration: '打车', guessed: false },
  { text: '午饭二十块，微心', postings: 'Expenses:Food 20; Assets:WeChat -20', narration: '午饭', guessed: false },
  { text: '打车十五块，用威信零钱', postings: 'Expenses:Transport 15; Assets:WeChat -15', narration: '打车', guessed: false },
  { text: '买菜花了四十块，之付宝', postings: 'Expenses:Groceries 40; Assets:Alipay -40', narration: '买菜', guessed: false },
  { text: '买菜三十块，用支付包', postings: 'Expenses:Groceries 30; Assets:Alipay -30', narration: '买菜', guessed: false },
  { text: '话费五十，用只付宝', postings: 'Expenses:Phone 50; Assets:Alipay -50', narration: '话费', guessed: false },
  { text: '买药一百块，招航卡', postings: 'Expenses:Medical 100; Assets:Bank:CMB -100', narration: '买药', guessed: false },
  { text: '买药一百块，朝行卡', postings: 'Expenses:Medical 100; Assets:Bank:CMB -100', narration: '买药', guessed: false },
  // 大大前天 is four days ago (it was three, with 大 in the narration); 大前天 still three
  { text: '大大前天打车二十块', date: '2026-11-23', postings: 'Expenses:Transport 20; Assets:WeChat -20', narration: '打车' },
  { text: '大前天打车二十块', date: '2026-11-24', postings: 'Expenses:Transport 20; Assets:WeChat -20', narration: '打车' },
  // 打的 is a taxi; what a market sells, to groceries; household goods, to the daily goods (they were Expenses:Other)
  { text: '打的十六块', postings: 'Expenses:Transport 16; Assets:WeChat -16' },
  { text: '买了两块豆腐三块钱', postings: 'Expenses:Groceries 3; Assets:Alipay -3' },
  { text: '买肉二十八', postings: 'Expenses:Groceries 28; Assets:Alipay -28' },
  { text: '买米五十五块', postings: 'Expenses:Groceries 55; Assets:Alipay -55' },
  { text: '买西瓜四十五块', postings: 'Expenses:Groceries 45; Assets:Alipay -45' },
  { text: '青菜五块 微信', postings: 'Expenses:Groceries 5; Assets:WeChat -5', guessed: false },
  { text: '买洗衣液三十九块九 支付宝', postings: 'Expenses:Daily 39.9; Assets:Alipay -39.9', guessed: false },
  { text: '牙膏牙刷一共三十二块五 支付宝', postings: 'Expenses:Daily 32.5; Assets:Alipay -32.5', guessed: false },
  { text: '买了个拖把二十九 微信', postings: 'Expenses:Daily 29; Assets:WeChat -29', guessed: false },
  // cash taken out of a bank, said with 取了 and 现金 (it was spending at Expenses:Other)
  { text: '从招行取了五百块现金', postings: 'Assets:Bank:CMB -500; Assets:Cash 500', guessed: false },
  { text: '取钱五百块，招行', postings: 'Assets:Bank:CMB -500; Assets:Cash 500', guessed: false },
], SAID_ON);

describe('a voice-dictated ledger: no amount', () => {
  const ledger = Ledger.fromText(LEDGER, 'ledger.beancount');
  // 八宝粥 is no word the ledger or the lexicon knows: its 八 stays a word, and no amount is said
  it('八宝粥', () => expect(() => parseEntry(ledger, '八宝粥', SAID_ON)).toThrow(/no amount found/));
  it('买了八宝粥 微信', () => expect(() => parseEntry(ledger, '买了八宝粥 微信', SAID_ON)).toThrow(/no amount found/));
  // a bill said not paid, in numerals as in digits: owed, and no payable account is open (it was paid from Alipay)
  for (const text of ['电费两百块没付', '电费两百还没交', '电费200块没付']) {
    it(text, () => expect(() => parseEntry(ledger, text, SAID_ON)).toThrow(/no payable account is open for the 电费 owed/));
  }
});

// the same ledger with a payable account: the bill said not paid is owed there
checkedSuite('a voice-dictated ledger with payables', `${LEDGER}\n${open('Liabilities:Payables')}\n`, [
  { text: '电费两百块没付', postings: 'Expenses:Utilities 200; Liabilities:Payables -200', guessed: false },
  { text: '电费两百还没交', postings: 'Expenses:Utilities 200; Liabilities:Payables -200', guessed: false },
  { text: '电费200块没付', postings: 'Expenses:Utilities 200; Liabilities:Payables -200', guessed: false },
  // paid, as before
  { text: '电费两百 微信', postings: 'Expenses:Utilities 200; Assets:WeChat -200', guessed: false },
], SAID_ON);
