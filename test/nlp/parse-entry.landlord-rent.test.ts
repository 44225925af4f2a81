// QA of session 42 (a landlord with two flats): rent the tenant owes (租客欠房租 6500) was spending
// from Alipay, the tenant paying back (租客还了电费 230) paid the mortgage from the bank, and rent said
// with no word of its way (半年房租 39000), or with 收取 or 到了, was rent paid, in a ledger whose
// entries book rent only as income.
import { checkedSuite } from './checked-suite.ts';
import { LANDLORD_LEDGER } from './landlord-ledger.ts';
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';

const SAID_ON = '2026-11-10';

// rent received, as the landlord books it
const RENT_HISTORY = `${LANDLORD_LEDGER}
2026-05-01 * "收到朝阳房租"
  Assets:Bank:CMB  6500 CNY
  Income:Rent:Chaoyang  -6500 CNY

2026-05-15 * "收房租"
  Assets:Bank:CMB  8800 CNY
  Income:Rent:Haidian  -8800 CNY

2026-05-20 * "中介费 半个月房租"
  Expenses:Rental:Agency  3250 CNY
  Assets:Bank:CMB  -3250 CNY
`;

checkedSuite('parseEntry: rent a tenant owes, and pays back', LANDLORD_LEDGER, [
  { text: '租客欠房租 6500', postings: 'Assets:Receivables:Tenant 6500; Income:Uncategorized -6500', warning: /rent the tenant owes/ },
  { text: '海淀租客欠 2 个月房租 17600', postings: 'Assets:Receivables:Tenant 17600; Income:Rent:Haidian -17600', warning: /rent the tenant owes/ },
  { text: '房租 6500 租客还没给', postings: 'Assets:Receivables:Tenant 6500; Income:Uncategorized -6500', warning: /rent the tenant owes/ },
  { text: '上个月房租 租客 还欠 6500', date: '2026-10-01', postings: 'Assets:Receivables:Tenant 6500; Income:Uncategorized -6500', warning: /rent the tenant owes/ },
  { text: 'tenant owes 2 months rent 17600', postings: 'Assets:Receivables:Tenant 17600; Income:Uncategorized -17600', warning: /rent the tenant owes/ },
  { text: '租客还了电费 230 招行', postings: 'Assets:Bank:CMB 230; Assets:Receivables:Tenant -230' },
  { text: '租客还了欠的房租 6500 招行', postings: 'Assets:Bank:CMB 6500; Assets:Receivables:Tenant -6500' },
  { text: '租客把欠的房租补上了 8800 微信', postings: 'Assets:WeChat 8800; Assets:Receivables:Tenant -8800' },
  { text: '租客还我 230 电费 招行', postings: 'Assets:Bank:CMB 230; Assets:Receivables:Tenant -230' },
  // (my own mortgage paid back stays so)
  { text: '还房贷 9800 招行', postings: 'Assets:Bank:CMB -9800; Liabilities:Mortgage:Chaoyang 9800' },
  // (a bare mortgage with an amount is its payment, as mortgage payment is: it was spending paid by it, the debt growing)
  { text: 'mortgage 9800 cmb', postings: 'Assets:Bank:CMB -9800; Liabilities:Mortgage:Chaoyang 9800' },
  // (the tenant sending rent to my card is rent received: it was a move from the bank to 招行)
  { text: '朝阳租客转账房租6500到招行', postings: 'Assets:Bank:CMB 6500; Income:Rent:Chaoyang -6500', warning: /朝阳房租/ },
  { text: '租客转账房租 6500 微信', postings: 'Assets:WeChat 6500; Income:Uncategorized -6500' },
  // (a cost taken off the rent: it was added to it, 6700 received)
  { text: '收到房租6500 扣掉维修费200 招行', postings: 'Assets:Bank:CMB 6300; Income:Uncategorized -6500; Expenses:Rental:Repair 200', warning: /taken off the income/ },
  // (the tenant's terms, 押一付三, and 收了: money in, the deposit split off onto the deposit held; it was 26000 spent)
  { text: '押一付三 收了 26000 招行', postings: 'Assets:Bank:CMB 26000; Income:Uncategorized -19500; Liabilities:Deposits:Chaoyang -6500', warning: /押一付三: read 26000 as a deposit of 1 month/ },
  // (rent paid short: the rest is owed by the tenant; it was 9000 received)
  { text: '收到海淀房租 8800 差 200 下次补 微信', postings: 'Assets:WeChat 8600; Assets:Receivables:Tenant 200; Income:Rent:Haidian -8800', warning: /still owed by the tenant/ },
], SAID_ON);

// the day the money moved dates it, the month before 的 says which rent (it was dated the 1st of that month)
checkedSuite('parseEntry: rent of a month received on a day said', LANDLORD_LEDGER, [
  { text: '12月的房租今天收到了 6500 招行', postings: 'Assets:Bank:CMB 6500; Income:Uncategorized -6500', narration: '12月的房租 收到' },
  { text: '去年12月的房租 6500 今天才收到 招行', postings: 'Assets:Bank:CMB 6500; Income:Uncategorized -6500' },
  { text: '昨天收到12月的房租 6500 招行', date: '2026-01-04', postings: 'Assets:Bank:CMB 6500; Income:Uncategorized -6500' },
  // (no day said beside the month: still the day said, the month names the rent; it was 2025-12-01)
  { text: '12月份的房租 收到 6500 招行', date: '2026-01-05', postings: 'Assets:Bank:CMB 6500; Income:Uncategorized -6500' },
], '2026-01-05');

checkedSuite('parseEntry: rent received, in a ledger whose entries book rent as income', RENT_HISTORY, [
  { text: '收取房租 6500元整', postings: 'Assets:Bank:CMB 6500; Income:Uncategorized -6500' },
  // (two flats said: neither is chosen)
  { text: '朝阳 海淀 房租 收到 15300', postings: 'Assets:Bank:CMB 15300; Income:Uncategorized -15300' },
  { text: '海淀那套 房租 8800 到了', postings: 'Assets:Bank:CMB 8800; Income:Rent:Haidian -8800', warning: /海淀房租/ },
  { text: '半年房租 39000', postings: 'Assets:Bank:CMB 39000; Income:Uncategorized -39000', warning: /read as rent received/ },
  { text: '年租金 十万零五千六', postings: 'Assets:Bank:CMB 105600; Income:Uncategorized -105600', warning: /read as rent received/ },
  { text: '租客多给了 100 房租', postings: 'Assets:Bank:CMB 100; Income:Uncategorized -100' },
  { text: '房租 6500 减去 中介费 3250', postings: 'Assets:Bank:CMB 3250; Income:Uncategorized -6500; Expenses:Rental:Agency 3250', warning: /taken off the income/ },
  { text: '三月到六月的房租 一次付了 26000', date: '2026-03-01', postings: 'Assets:Bank:CMB 26000; Income:Uncategorized -26000', warning: /read as rent received/ },
  // (a landlord of mine, or another cost said beside, keeps the rent paid)
  { text: '交房租给房东 3000 招行', postings: 'Expenses:Housing 3000; Assets:Bank:CMB -3000' },
  { text: '中介费 3250 招行', postings: 'Expenses:Rental:Agency 3250; Assets:Bank:CMB -3250' },
], SAID_ON);

// a tenant's ledger: rent is paid
checkedSuite('parseEntry: rent paid, in a ledger whose entries book rent as spending', `${STARTER_LEDGER}
2026-05-01 * "交房租"
  Expenses:Housing  3000 CNY
  Assets:Bank  -3000 CNY
`, [
  { text: '半年房租 18000', postings: 'Expenses:Housing 18000; Assets:Bank -18000' },
  // (押一付三 收了: money in all the same; no deposit account of mine to split the deposit off onto, warned)
  { text: '押一付三 收了 26000', postings: 'Assets:Bank 26000; Income:Uncategorized -26000', warning: /押一付三: the amount holds the deposit as well as the rent/ },
], SAID_ON);

// no history of rent: the words alone, as before
checkedSuite('parseEntry: rent said with no history of it', LANDLORD_LEDGER, [
  { text: '半年房租 39000 招行', postings: 'Expenses:Housing 39000; Assets:Bank:CMB -39000' },
], SAID_ON);
