// A salaried worker's ledger (QA of session 41): a mortgage paid from CCB, topped up from CMB
// before each instalment, and a car loan paid from CMB, every instalment with its interest.
const open = (account: string, alias?: string) => `2025-12-01 open ${account} CNY${alias ? `\n  alias: "${alias}"` : ''}`;
const month = (m: string) => [
  `2026-${m}-18 * "招行转建行 还房贷"\n  Assets:Bank:CCB  8200 CNY\n  Assets:Bank:CMB  -8200 CNY`,
  `2026-${m}-20 * "房贷月供"\n  Liabilities:Mortgage  3100 CNY\n  Expenses:Housing:MortgageInterest  5100 CNY\n  Assets:Bank:CCB  -8200 CNY`,
  `2026-${m}-25 * "车贷月供"\n  Liabilities:CarLoan  3265 CNY\n  Expenses:Car:LoanInterest  235 CNY\n  Assets:Bank:CMB  -3500 CNY`,
  `2026-${m}-26 * "余额宝收益"\n  Assets:Yuebao  5 CNY\n  Income:Interest  -5 CNY`,
  `2026-${m}-27 * "午饭"\n  Expenses:Food  30 CNY\n  Assets:Yuebao  -30 CNY`,
];
export const LEDGER = [
  'option "operating_currency" "CNY"',
  open('Equity:Opening-Balances'),
  open('Assets:Bank:CMB', '招行,招行卡'),
  open('Assets:Bank:CCB', '建行,建行卡'),
  open('Assets:Yuebao', '余额宝'),
  open('Assets:HousingFund', '公积金,公积金账户'),
  open('Liabilities:CreditCard:CMB', '信用卡'),
  open('Liabilities:Mortgage', '房贷,按揭'),
  open('Liabilities:CarLoan', '车贷'),
  open('Income:Salary', '工资'),
  open('Income:Interest', '收益'),
  open('Expenses:Housing:MortgageInterest', '房贷利息'),
  open('Expenses:Car:LoanInterest', '车贷利息'),
  open('Expenses:Food', '午饭'),
  open('Expenses:Uncategorized'),
  ...['01', '02', '03'].flatMap(month),
  `2026-03-28 * "信用卡还款"\n  Liabilities:CreditCard:CMB  500 CNY\n  Assets:Bank:CMB  -500 CNY`,
  `2026-03-29 * "信用卡还款"\n  Liabilities:CreditCard:CMB  500 CNY\n  Assets:Bank:CMB  -500 CNY`,
  `2026-03-30 * "信用卡还款"\n  Liabilities:CreditCard:CMB  500 CNY\n  Assets:Bank:CMB  -500 CNY`,
  '',
].join('\n');
