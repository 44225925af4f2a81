// Recheck QA of session 36 (F1): a payee record's payable or receivable decided the entry whatever
// the words said. With 老陈 recorded on Liabilities:Supplier, goods bought from him on credit
// (进货 龙井10斤 欠老陈2000) paid the payable off from a wallet guessed (Liabilities:Supplier +2000,
// Assets:Alipay -2000), and goods paid on the spot (从老陈进货 2000 工行) paid it off silently; with
// 张三 on Assets:Receivable:Customers, a sale to him (卖给张三龙井 680 微信) credited the receivable,
// and a sale on credit (卖给张三 680 赊账) did too, with money landing in a wallet guessed.
// The payable is paid off only for words of paying what is owed (还, 付清, 结清, 付…货款, or a plain
// payment); words of buying are a purchase, and words of owing (欠, 赊, 未付, 挂账) credit the
// payable (for a sale, debit the receivable). A record's account used on other words is warned.
import { checkedSuite } from './checked-suite.ts';
import { LAO_CHEN, shopLedger } from './shop-ledger.ts';

const SAID_ON = '2026-11-10';

const SHOP = shopLedger({ payees: [{ ...LAO_CHEN, alias: '陈老板,老陈茶厂' }, { name: '张三', account: 'Assets:Receivable:Customers', alias: '张老板' }] });

// (no category of the goods is open: a stand-in, warned as before, and only that)
const STAND_IN = /^no spending category matched[^\n]*Expenses:Packaging[^\n]*$/;

checkedSuite('goods bought from a payee recorded with a payable', SHOP, [
  // on credit: owed on the payable, no wallet
  { text: '进货 龙井10斤 欠老陈2000', postings: 'Expenses:Packaging 2000; Liabilities:Supplier -2000', payee: '老陈', warning: STAND_IN },
  { text: '进货 龙井10斤 2000 欠老陈', postings: 'Expenses:Packaging 2000; Liabilities:Supplier -2000', warning: STAND_IN },
  { text: '向老陈进货 2000 未付', postings: 'Expenses:Packaging 2000; Liabilities:Supplier -2000', warning: STAND_IN },
  { text: '进货 龙井10斤 欠陈老板2000', postings: 'Expenses:Packaging 2000; Liabilities:Supplier -2000', warning: STAND_IN },
  { text: '进货 龙井10斤 欠供应商2000', postings: 'Expenses:Packaging 2000; Liabilities:Supplier -2000', warning: STAND_IN },
  // paid on the spot: the payable untouched
  { text: '从老陈进货 2000 工行', postings: 'Expenses:Packaging 2000; Assets:Bank:ICBC -2000', payee: '老陈', warning: STAND_IN },
  { text: '买老陈的茶叶 2000 工行', postings: 'Expenses:Packaging 2000; Assets:Bank:ICBC -2000', warning: STAND_IN },
  { text: '老陈送货 2000 现结 微信', postings: 'Expenses:Packaging 2000; Assets:WeChat -2000', warning: STAND_IN },
  // paying what is owed pays it off, as before
  { text: '付老陈货款1500 工商银行', postings: 'Liabilities:Supplier 1500; Assets:Bank:ICBC -1500', payee: '老陈', guessed: false },
  { text: '付老陈尾款 1500 工行', postings: 'Liabilities:Supplier 1500; Assets:Bank:ICBC -1500', guessed: false },
  { text: '付老陈欠款 1500 工行', postings: 'Liabilities:Supplier 1500; Assets:Bank:ICBC -1500', guessed: false },
  { text: '结清老陈 1500 工行', postings: 'Liabilities:Supplier 1500; Assets:Bank:ICBC -1500', guessed: false },
  { text: '还陈老板 1500 工行', postings: 'Liabilities:Supplier 1500; Assets:Bank:ICBC -1500', guessed: false },
  { text: '付清老陈货款 1500', postings: 'Liabilities:Supplier 1500; Assets:Alipay -1500', warning: /^no payment account named; used Assets:Alipay$/ },
  { text: '转给老陈 1500', postings: 'Liabilities:Supplier 1500; Assets:Alipay -1500', warning: /^no payment account named; used Assets:Alipay$/ },
  // words that say neither: the payable, warned
  { text: '老陈 1500 工行', postings: 'Liabilities:Supplier 1500; Assets:Bank:ICBC -1500', warning: /^老陈 is recorded with Liabilities:Supplier: booked as paying off what is owed/ },
  { text: '买老陈的茶叶 2000 付清 工行', postings: 'Liabilities:Supplier 2000; Assets:Bank:ICBC -2000', warning: /^老陈 is recorded with Liabilities:Supplier/ },
  // owed, though a wallet is named too: owed, warned
  { text: '进货 龙井10斤 欠老陈2000 工行', postings: 'Expenses:Packaging 2000; Liabilities:Supplier -2000', warning: /工行 was named, but the words say it is owed; booked on Liabilities:Supplier/ },
], SAID_ON);

checkedSuite('goods named bought from a payee recorded with a payable', `${SHOP}
2026-10-01 open Assets:Inventory:Tea CNY
  alias: "茶叶库存,进货,龙井"
`, [
  { text: '进货 龙井10斤 欠老陈2000', postings: 'Assets:Inventory:Tea 2000; Liabilities:Supplier -2000', payee: '老陈', guessed: false },
  { text: '向老陈进货 2000 未付', postings: 'Assets:Inventory:Tea 2000; Liabilities:Supplier -2000', guessed: false },
  { text: '从老陈进货 龙井 2000 工行', postings: 'Assets:Inventory:Tea 2000; Assets:Bank:ICBC -2000', guessed: false },
  { text: '付老陈货款1500 工商银行', postings: 'Liabilities:Supplier 1500; Assets:Bank:ICBC -1500', guessed: false },
], SAID_ON);

checkedSuite('goods sold to a payee recorded with a receivable', SHOP, [
  // sold for money now: a sale (卖 names it, and Income:Sales is the one account of sales: unwarned)
  { text: '卖给张三龙井 680 微信', postings: 'Assets:WeChat 680; Income:Sales -680', payee: '张三', guessed: false },
  // sold on credit: the receivable, no wallet
  { text: '卖给张三 龙井2斤 680 赊账', postings: 'Assets:Receivable:Customers 680; Income:Sales -680', payee: '张三' },
  { text: '卖给张三 680 欠着', postings: 'Assets:Receivable:Customers 680; Income:Sales -680' },
  { text: '卖给张老板 680 挂账', postings: 'Assets:Receivable:Customers 680; Income:Sales -680' },
  // money owed coming back credits it, as before
  { text: '收到张三 340 支付宝', postings: 'Assets:Alipay 340; Assets:Receivable:Customers -340', payee: '张三', guessed: false },
  { text: '收到张三欠款 340 微信', postings: 'Assets:WeChat 340; Assets:Receivable:Customers -340', guessed: false },
  { text: '张三还我 340 支付宝', postings: 'Assets:Alipay 340; Assets:Receivable:Customers -340', guessed: false },
], SAID_ON);

// ...and money owed by a payee recorded with a receivable, said paid back (张三 还款 680 微信), was my
// 还款 of a payable guessed (Assets:WeChat -680, Liabilities:Supplier +680); 张三回款 340 was spending.
checkedSuite('a payee recorded with a receivable pays back', SHOP, [
  { text: '张三 还款 680 微信', postings: 'Assets:WeChat 680; Assets:Receivable:Customers -680', payee: '张三', guessed: false },
  { text: '张三回款 340 微信', postings: 'Assets:WeChat 340; Assets:Receivable:Customers -340', guessed: false },
  { text: '张老板 还款 680 支付宝', postings: 'Assets:Alipay 680; Assets:Receivable:Customers -680', guessed: false },
  // a debt of mine paid back is still mine
  { text: '还老陈 680 微信', postings: 'Liabilities:Supplier 680; Assets:WeChat -680', guessed: false },
], SAID_ON);
