// QA of session 49 (小周, living on consumer credit: 花呗, 借呗, cards with aliases): a repayment of a
// credit line or a card with its interest said (借呗 还款 893.5 其中 利息 60.2) was a purchase paid by
// the debt, the debt growing; with 还 before the name the interest was dropped while the warning said
// it was booked; 借呗 到账 10000 was income landing on 借呗, the debt going down; a bill turned into
// instalments (账单分期 6000 分12期) was 6000 of new spending on the card.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { checkedSuite } from './checked-suite.ts';

const LEDGER = `option "operating_currency" "CNY"

2025-11-01 open Assets:Bank:ICBC CNY
  alias: "工行,工商银行,工行卡"
2025-11-01 open Assets:Alipay CNY
  alias: "支付宝,余额"
2025-11-01 open Assets:WeChat CNY
  alias: "微信,微信零钱"
2025-11-01 open Liabilities:Alipay:Huabei CNY
  alias: "花呗"
2025-11-01 open Liabilities:Alipay:Jiebei CNY
  alias: "借呗"
2025-11-01 open Liabilities:CreditCard:CMB CNY
  alias: "招行信用卡,招行卡,招行"
2025-11-01 open Liabilities:CreditCard:GDB CNY
  alias: "广发卡,广发信用卡,广发"
2025-11-01 open Liabilities:Friends:XiaoLi CNY
  alias: "小李"
2025-11-01 open Income:Salary CNY
  alias: "工资"
2025-11-01 open Equity:Opening-Balances CNY
2025-11-01 open Expenses:Food CNY
  alias: "吃饭,午饭,外卖"
2025-11-01 open Expenses:Digital CNY
  alias: "手机,数码"
2025-11-01 open Expenses:Finance:Interest CNY
  alias: "利息"
2025-11-01 open Expenses:Finance:Fees CNY
  alias: "手续费"
2025-11-01 open Expenses:Uncategorized CNY
2025-11-01 open Income:Uncategorized CNY

2025-11-30 * "期初"
  Assets:Bank:ICBC  3000.00 CNY
  Liabilities:CreditCard:CMB  -2100.00 CNY
  Liabilities:Alipay:Huabei  -800.00 CNY
  Equity:Opening-Balances

2025-12-10 * "公司" "工资"
  Assets:Bank:ICBC  9000.00 CNY
  Income:Salary

2025-12-12 * "借呗放款"
  Assets:Bank:ICBC  10000.00 CNY
  Liabilities:Alipay:Jiebei

2025-12-15 * "餐馆" "吃饭"
  Expenses:Food  47.64 CNY
  Liabilities:CreditCard:CMB

2026-01-12 * "还借呗"
  Liabilities:Alipay:Jiebei  833.30 CNY
  Expenses:Finance:Interest  60.20 CNY
  Assets:Bank:ICBC

2026-01-18 * "还花呗"
  Liabilities:Alipay:Huabei  800.00 CNY
  Assets:Bank:ICBC
`;

checkedSuite('parseEntry: consumer credit repaid with its interest, a loan arriving, a bill turned into instalments', LEDGER, [
  // a repayment with its interest said: the principal off the debt, the interest spent, the whole from the wallet
  { text: '借呗 还款 893.5 其中 利息 60.2', postings: 'Liabilities:Alipay:Jiebei 833.3; Expenses:Finance:Interest 60.2; Assets:Bank:ICBC -893.5', warning: /no source account named; used Assets:Bank:ICBC/ },
  { text: '还借呗 893.5 利息 60.2', postings: 'Liabilities:Alipay:Jiebei 833.3; Expenses:Finance:Interest 60.2; Assets:Bank:ICBC -893.5' },
  { text: '借呗 还了 893.5 利息 55.1 工行', postings: 'Liabilities:Alipay:Jiebei 838.4; Expenses:Finance:Interest 55.1; Assets:Bank:ICBC -893.5' },
  { text: '借呗 还款 工行 1726.6 含利息 93.3', postings: 'Liabilities:Alipay:Jiebei 1633.3; Expenses:Finance:Interest 93.3; Assets:Bank:ICBC -1726.6' },
  { text: '借呗 还款 893.5 本金 833.3 利息 60.2', postings: 'Liabilities:Alipay:Jiebei 833.3; Expenses:Finance:Interest 60.2; Assets:Bank:ICBC -893.5' },
  { text: '借呗 第5期 还款 886.2 其中本金 833.3 利息 52.9 工行', postings: 'Liabilities:Alipay:Jiebei 833.3; Expenses:Finance:Interest 52.9; Assets:Bank:ICBC -886.2' },
  { text: '借呗 还 本金 833.33 利息 41.67 工行', postings: 'Liabilities:Alipay:Jiebei 833.33; Expenses:Finance:Interest 41.67; Assets:Bank:ICBC -875.00' },
  { text: '借呗 还款 893.50 利息 60.20 支付宝', postings: 'Liabilities:Alipay:Jiebei 833.30; Expenses:Finance:Interest 60.20; Assets:Alipay -893.50' },
  { text: '招行信用卡 还款 3000 其中 利息 50 工行', postings: 'Liabilities:CreditCard:CMB 2950; Expenses:Finance:Interest 50; Assets:Bank:ICBC -3000' },
  // another card of mine paying it: the card named beside the one repaid pays the whole
  { text: '用招行卡 还 借呗 893.5 利息 60.2', postings: 'Liabilities:Alipay:Jiebei 833.3; Expenses:Finance:Interest 60.2; Liabilities:CreditCard:CMB -893.5' },
  { text: '花呗 还款 500 利息 5 广发卡', postings: 'Liabilities:Alipay:Huabei 495; Expenses:Finance:Interest 5; Liabilities:CreditCard:GDB -500' },
  // 还 before the name: the interest booked as the old warning said it was (it was dropped)
  { text: '还借呗 893.5 其中 利息 60.2 工行', postings: 'Liabilities:Alipay:Jiebei 833.3; Expenses:Finance:Interest 60.2; Assets:Bank:ICBC -893.5' },
  { text: '还花呗 1000 其中 利息 10 工行', postings: 'Liabilities:Alipay:Huabei 990; Expenses:Finance:Interest 10; Assets:Bank:ICBC -1000' },
  // (as before: no interest said, the whole off the debt; interest alone is interest on it)
  { text: '借呗 还款 893.5', postings: 'Liabilities:Alipay:Jiebei 893.5; Assets:Bank:ICBC -893.5' },
  { text: '还借呗 1000 支付宝', postings: 'Liabilities:Alipay:Jiebei 1000; Assets:Alipay -1000' },
  // money borrowed on 借呗 arriving: the debt grows, the money lands in the wallet named, else the usual one
  { text: '借呗 到账 10000 工行', postings: 'Assets:Bank:ICBC 10000; Liabilities:Alipay:Jiebei -10000' },
  { text: '借呗到账 10000 工行', postings: 'Assets:Bank:ICBC 10000; Liabilities:Alipay:Jiebei -10000' },
  { text: '借呗 到账 10000 支付宝', postings: 'Assets:Alipay 10000; Liabilities:Alipay:Jiebei -10000' },
  { text: '借呗 到账 10000', postings: 'Assets:Bank:ICBC 10000; Liabilities:Alipay:Jiebei -10000', warning: /no receiving account named; used Assets:Bank:ICBC/ },
  { text: '借呗 放款 8000 工行', postings: 'Assets:Bank:ICBC 8000; Liabilities:Alipay:Jiebei -8000' },
  // a bill turned into instalments with its fee: the fee alone, on the card, warned that the bill moves no money
  { text: '招行信用卡 账单分期 6000 分12期 手续费 36', postings: 'Expenses:Finance:Fees 36; Liabilities:CreditCard:CMB -36', warning: /账单分期 6000: turning a bill into instalments moves no money/ },
  { text: '招行 账单分期 手续费 36', postings: 'Expenses:Finance:Fees 36; Liabilities:CreditCard:CMB -36' },
  // (a purchase in instalments is still the whole price on the card)
  { text: '招行信用卡 分期 买 手机 4800 分12期', postings: 'Expenses:Digital 4800; Liabilities:CreditCard:CMB -4800' },
], '2026-11-20');

describe('parseEntry: a bill turned into instalments, said alone', () => {
  const ledger = Ledger.fromText(LEDGER, 'ledger.beancount');
  it('招行信用卡 账单分期 6000 分12期: a 422, no money moved (it was 6000 of new spending)', () => {
    expect(() => parseEntry(ledger, '招行信用卡 账单分期 6000 分12期', '2026-11-20')).toThrow(/账单分期 6000: turning a bill into instalments moves no money/);
  });
  it('广发卡 账单 分成12期 3600: a 422 too', () => {
    expect(() => parseEntry(ledger, '广发卡 账单 分成12期 3600', '2026-11-20')).toThrow(/turning a bill into instalments moves no money/);
  });
});
