// QA of session 49 (a household's medical money): a hospital deposit paid was spending (the account
// aliased 押金,住院押金 was found only for 退押金), a refund said with spaces (押金 退 1830) was spending
// too, a discharge settlement paid the deposit a second time, the brother's half of a deposit went on
// the deposit account, 牙科分期 第5期 600 grew the instalment debt, and a cost the brother paid (出的)
// came out of my Alipay.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-28';

const LEDGER = `option "operating_currency" "CNY"
2025-01-01 open Assets:Bank:CCB CNY
  alias: "建行,建设银行"
2025-01-01 open Assets:Bank:CMB CNY
  alias: "招行,招商银行"
2025-01-01 open Assets:WeChat CNY
  alias: "微信"
2025-01-01 open Assets:Alipay CNY
  alias: "支付宝"
2025-01-01 open Assets:Cash CNY
  alias: "现金"
2025-01-01 open Assets:Receivables:Brother CNY
  alias: "哥哥,我哥"
2025-01-01 open Assets:Deposits:Hospital CNY
  alias: "押金,住院押金,门诊押金"
2025-01-01 open Liabilities:CreditCard:CMB CNY
  alias: "招行信用卡,信用卡"
2025-01-01 open Liabilities:Installment:Dental CNY
  alias: "牙科分期,分期"
2025-01-01 open Equity:Opening-Balances CNY
2025-01-01 open Income:Uncategorized
2025-01-01 open Expenses:Insurance:Medical CNY
  alias: "百万医疗,好医保"
2025-01-01 open Expenses:Medical:Outpatient CNY
  alias: "门诊,挂号,看病"
2025-01-01 open Expenses:Medical:Inpatient CNY
  alias: "住院"
2025-01-01 open Expenses:Medical:Dental CNY
  alias: "牙科,看牙,补牙,牙医"
2025-01-01 open Expenses:Family:Mother CNY
  alias: "妈妈,我妈"
2025-01-01 open Expenses:Food CNY
2025-01-01 open Expenses:Uncategorized

2026-01-02 * "opening"
  Assets:Bank:CCB  50000 CNY
  Assets:Bank:CMB  30000 CNY
  Assets:Alipay  5000 CNY
  Assets:WeChat  3000 CNY
  Equity:Opening-Balances
2026-10-02 * "妈妈 住院 哥哥 出一半"
  Expenses:Medical:Inpatient  3000 CNY
  Assets:Receivables:Brother  3000 CNY
  Assets:Bank:CCB  -6000 CNY
2026-10-05 * "看牙 分期"
  Expenses:Medical:Dental  7200 CNY
  Liabilities:Installment:Dental  -7200 CNY
`;

const DEPOSIT = 'Assets:Deposits:Hospital';

checkedSuite('parseEntry: a hospital deposit paid, refunded, settled; an instalment paid; a cost the brother paid', LEDGER, [
  // a deposit paid moves money onto the account aliased 押金/住院押金/门诊押金 (it was spending)
  { text: '住院押金 5000 建行', postings: `${DEPOSIT} 5000; Assets:Bank:CCB -5000`, warning: /a deposit \(押金\) is to be had back: booked 5000 on Assets:Deposits:Hospital/ },
  { text: '办住院 交 押金 5000 刷 建行卡', postings: `${DEPOSIT} 5000; Assets:Bank:CCB -5000` },
  { text: '交了 门诊押金 1000 微信', postings: `${DEPOSIT} 1000; Assets:WeChat -1000` },
  { text: '急诊 押金 2000 支付宝', postings: `${DEPOSIT} 2000; Assets:Alipay -2000` },
  { text: '孩子 住院 押金 2000 招行', postings: `${DEPOSIT} 2000; Assets:Bank:CMB -2000` },
  { text: '11月3号 交住院押金 5000 刷建行卡', date: '2026-11-03', postings: `${DEPOSIT} 5000; Assets:Bank:CCB -5000` },
  // refunds said with spaces or 退款 come back off it (they were spending, some reversed)
  { text: '押金 退 1830 建行', postings: `Assets:Bank:CCB 1830; ${DEPOSIT} -1830` },
  { text: '押金 退回 600 到建行', postings: `Assets:Bank:CCB 600; ${DEPOSIT} -600` },
  { text: '出院 退了 押金 1830 建行', postings: `Assets:Bank:CCB 1830; ${DEPOSIT} -1830` },
  { text: '住院押金 退款 1200 微信', postings: `Assets:WeChat 1200; ${DEPOSIT} -1200` },
  { text: '医院 退回 押金 2000 到招行', postings: `Assets:Bank:CMB 2000; ${DEPOSIT} -2000` },
  { text: '退押金 1830 建行', postings: `Assets:Bank:CCB 1830; ${DEPOSIT} -1830` },
  // a discharge settlement: the bill spent, the rest back, the deposit used up (not paid again)
  { text: '出院结算 自付 3170 押金 5000 退回 1830 建行', postings: `Expenses:Medical:Inpatient 3170; Assets:Bank:CCB 1830; ${DEPOSIT} -5000`, warning: /a deposit settled: 3170 spent and 1830 back, 5000 taken off Assets:Deposits:Hospital/ },
  { text: '出院结算 押金 抵扣 3170 退回 1830 建行', postings: `Expenses:Medical:Inpatient 3170; Assets:Bank:CCB 1830; ${DEPOSIT} -5000` },
  // what was kept of a deposit said with what came back: the deposit used up, not 6500 back
  { text: '押金 退了 6200 扣 300 微信', postings: `Expenses:Uncategorized 300; Assets:WeChat 6200; ${DEPOSIT} -6500` },
  { text: '退押金 6200 扣了 300 微信', postings: `Expenses:Uncategorized 300; Assets:WeChat 6200; ${DEPOSIT} -6500` },
  // the brother's half of a deposit is his to pay me, never on the deposit account
  { text: '妈妈 住院 押金 4000 建行 哥哥出一半', postings: `${DEPOSIT} 2000; Assets:Receivables:Brother 2000; Assets:Bank:CCB -4000`, warning: /the other 2000 on Assets:Receivables:Brother/ },
  { text: '妈妈 看病 600 支付宝 哥哥 出一半', postings: 'Expenses:Family:Mother 300; Assets:Receivables:Brother 300; Assets:Alipay -600' },
  // an instalment said by its number is one paid off the plan (it was spending on it, the debt growing)
  { text: '牙科分期 第5期 600 招行', postings: 'Liabilities:Installment:Dental 600; Assets:Bank:CMB -600' },
  { text: '牙科分期 还 600 招行', postings: 'Liabilities:Installment:Dental 600; Assets:Bank:CMB -600' },
  { text: '看牙 7200 分期', postings: 'Expenses:Medical:Dental 7200; Liabilities:Installment:Dental -7200' },
  // a cost the brother paid (出的, 出了) left none of my wallets: paid for me, off what he owes me, said
  { text: '住院 押金 5000 哥哥 出的', postings: `${DEPOSIT} 5000; Assets:Receivables:Brother -5000`, warning: /哥哥 paid 5000: nothing left my accounts/ },
  { text: '哥哥 出了 妈妈 住院费 3400', postings: 'Expenses:Medical:Inpatient 3400; Assets:Receivables:Brother -3400', warning: /哥哥 paid 3400: nothing left my accounts; read as paid for me/ },
  { text: '住院押金 5000 哥哥付的', postings: `${DEPOSIT} 5000; Assets:Receivables:Brother -5000` },
  // 出了院 is leaving hospital, no one paying
  { text: '妈妈 出了院 结算 1200 建行', postings: 'Expenses:Family:Mother 1200; Assets:Bank:CCB -1200' },
], SAID_ON);

describe('parseEntry: a deposit settled whose figures do not add up', () => {
  it('is a 422 naming them', () => {
    const ledger = Ledger.fromText(LEDGER, 'ledger.beancount');
    expect(() => parseEntry(ledger, '出院结算 自付 3170 押金 5000 退回 1800 建行', SAID_ON)).toThrow(/the deposit's figures do not add up: 5000 paid, 3170 spent, 1800 back/);
  });
});

// With no deposit account open a deposit back is money in (as 退押金 was); what was kept, said after
// the amount back, was kept from the deposit: the amount back is what came in (押金退了 6200 扣 300
// gave 5900, and spaced it was read as a refund of spending).
const NO_DEPOSIT_LEDGER = LEDGER.replace('2025-01-01 open Assets:Deposits:Hospital CNY\n  alias: "押金,住院押金,门诊押金"\n', '');

checkedSuite('parseEntry: a deposit back with a part kept, no deposit account open', NO_DEPOSIT_LEDGER, [
  { text: '押金 退了 6200 扣 300 微信', postings: 'Assets:WeChat 6200; Income:Uncategorized -6500; Expenses:Uncategorized 300', warning: /read 扣 300 as taken off the income: 6500 earned, 6200 received/ },
  { text: '押金退了 6200 扣 300 微信', postings: 'Assets:WeChat 6200; Income:Uncategorized -6500; Expenses:Uncategorized 300' },
], SAID_ON);
