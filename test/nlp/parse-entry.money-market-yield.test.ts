// QA of session 41 (a Chinese retail investor), finding 7: 余额宝收益 3.21 with 余额宝收益 an alias of
// Income:Investing:MoneyMarket landed in the bank guessed (the alias took the words 余额宝 of
// Assets:Alipay:Yuebao), so did 零钱通收益 1.05; 余额宝 收益 3.21 landed in 余额宝 but on
// Income:Investing:Interest (the lexicon's 收益). A money-market wallet's yield lands in it, on the
// ledger's income account for that yield, else on interest.
import { checkedSuite } from './checked-suite.ts';
import { INVESTOR } from './investor-ledger.ts';

checkedSuite('the yield of 余额宝 and 零钱通', INVESTOR, [
  { text: '余额宝收益 3.21', postings: 'Assets:Alipay:Yuebao 3.21; Income:Investing:MoneyMarket -3.21', guessed: false },
  { text: '零钱通收益 1.05', postings: 'Assets:WeChat:Lingqiantong 1.05; Income:Investing:MoneyMarket -1.05', guessed: false },
  { text: '余额宝 收益 3.21', postings: 'Assets:Alipay:Yuebao 3.21; Income:Investing:MoneyMarket -3.21', guessed: false },
  { text: '零钱通 收益 1.05', postings: 'Assets:WeChat:Lingqiantong 1.05; Income:Investing:MoneyMarket -1.05', guessed: false },
  // as before
  { text: '余额宝收益 3.21 到余额宝', postings: 'Assets:Alipay:Yuebao 3.21; Income:Investing:MoneyMarket -3.21', guessed: false },
  { text: '余额宝转入 5000 招行', postings: 'Assets:Alipay:Yuebao 5000; Assets:Bank:CMB -5000', guessed: false },
  { text: '余额宝转出 2000 到招行', postings: 'Assets:Alipay:Yuebao -2000; Assets:Bank:CMB 2000', guessed: false },
  { text: '利息 3 招行', postings: 'Assets:Bank:CMB 3; Income:Investing:Interest -3', guessed: false },
], '2025-03-10');

// No alias ties the income to 余额宝: the account kept for money-market yields, by its name; without
// one, interest.
const NAMED_ONLY = `option "operating_currency" "CNY"
2024-01-01 open Assets:Bank:CMB CNY
  alias: "招行"
2024-01-01 open Assets:Alipay:Yuebao CNY
  alias: "余额宝"
2024-01-01 open Income:Interest CNY
2024-01-01 open Income:MoneyMarket CNY
`;

checkedSuite('the yield of 余额宝 on an income account kept for money-market funds', NAMED_ONLY, [
  { text: '余额宝 收益 3.21', postings: 'Assets:Alipay:Yuebao 3.21; Income:MoneyMarket -3.21', guessed: false },
  { text: '余额宝收益 3.21', postings: 'Assets:Alipay:Yuebao 3.21; Income:MoneyMarket -3.21', guessed: false },
  { text: '招行 利息 3', postings: 'Assets:Bank:CMB 3; Income:Interest -3', guessed: false },
], '2025-03-10');

checkedSuite('the yield of 余额宝 with no income account kept for it', NAMED_ONLY.replace('2024-01-01 open Income:MoneyMarket CNY\n', ''), [
  { text: '余额宝 收益 3.21', postings: 'Assets:Alipay:Yuebao 3.21; Income:Interest -3.21', guessed: false },
], '2025-03-10');
