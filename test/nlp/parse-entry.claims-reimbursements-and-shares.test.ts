// QA of session 49 (a household's medical money): money coming in from a claim, a company's
// supplementary cover or a brother paying his half back was read as income or as spending when a
// word of what it was for (住院, 药费, 补充 of 补充医疗) stood beside it; a 公积金 withdrawal grew the
// fund or was spent from it; 5针 (shots counted) was read as money; 报了 理赔 3000 等到账 credited money
// not come yet; 理赔 材料 快递 12 (paying a courier) was read as a claim received.
import { describe, expect, it } from 'vitest';
import { checkedSuite } from './checked-suite.ts';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';

const SAID_ON = '2026-11-28';

const LEDGER = `option "operating_currency" "CNY"
2025-01-01 open Assets:Bank:CCB CNY
  alias: "建行,建设银行"
2025-01-01 open Assets:Bank:CMB CNY
  alias: "招行,招商银行"
2025-01-01 open Assets:Bank:ICBC CNY
  alias: "工行,工资卡,工商银行"
2025-01-01 open Assets:WeChat CNY
  alias: "微信,微信零钱"
2025-01-01 open Assets:Cash CNY
  alias: "现金"
2025-01-01 open Assets:Medical:PersonalAccount CNY
  alias: "医保卡,医保个人账户,医保账户,个人账户"
2025-01-01 open Assets:HousingFund CNY
  alias: "公积金"
2025-01-01 open Assets:Receivables:Insurance CNY
  alias: "理赔,待理赔,保险理赔"
2025-01-01 open Assets:Receivables:Brother CNY
  alias: "哥哥,我哥"
2025-01-01 open Assets:Receivables:Company CNY
  alias: "补充医疗,公司报销"
2025-01-01 open Equity:Opening-Balances CNY
2025-01-01 open Income:Medical:Reimbursement CNY
2025-01-01 open Income:Uncategorized
2025-01-01 open Expenses:Insurance:SocialMedical CNY
  alias: "医保缴费,医保扣款"
2025-01-01 open Expenses:Insurance:Medical CNY
  alias: "百万医疗,好医保"
2025-01-01 open Expenses:Medical:Outpatient CNY
  alias: "门诊,挂号,看病"
2025-01-01 open Expenses:Medical:Inpatient CNY
  alias: "住院"
2025-01-01 open Expenses:Medical:Pharmacy CNY
  alias: "药店,买药,药"
2025-01-01 open Expenses:Medical:Vaccine CNY
  alias: "疫苗,打疫苗"
2025-01-01 open Expenses:Uncategorized

2026-01-01 * "opening"
  Assets:Bank:CCB  50000 CNY
  Assets:Bank:CMB  50000 CNY
  Assets:Bank:ICBC  50000 CNY
  Assets:WeChat  5000 CNY
  Assets:Cash  1000 CNY
  Assets:HousingFund  65000 CNY
  Equity:Opening-Balances

2026-10-20 * "住院 自付 理赔 申请"
  Assets:Receivables:Insurance  12000 CNY
  Assets:Receivables:Company  600 CNY
  Assets:Receivables:Brother  3400 CNY
  Assets:Bank:CCB
`;

checkedSuite('parseEntry: claims, reimbursements, a brother\'s share and housing-fund withdrawals', LEDGER, [
  // a claim paid: off its receivable, whatever the claim was for (住院 reaches Income:Medical:Reimbursement only through its parent)
  { text: '理赔 到账 12000 招行 住院那次', postings: 'Assets:Bank:CMB 12000; Assets:Receivables:Insurance -12000' },
  { text: '住院 理赔 下来了 12000 招行', postings: 'Assets:Bank:CMB 12000; Assets:Receivables:Insurance -12000' },
  // the brother paying his half back: off his receivable, the cost it was for said beside it
  { text: '哥哥 转来 妈妈 医药费 一半 1700 微信', postings: 'Assets:WeChat 1700; Assets:Receivables:Brother -1700' },
  { text: '哥哥 给了 1700 妈妈住院的 建行', postings: 'Assets:Bank:CCB 1700; Assets:Receivables:Brother -1700' },
  { text: '我哥 转了 500 妈妈 药费 微信', postings: 'Assets:WeChat 500; Assets:Receivables:Brother -500' },
  // 补充 of 补充医疗 is no top-up (充): money in from the company's cover, not spending; off the claim
  // 补充医疗 names (since nlp49n: it was Income:Uncategorized, warned, the claim left open)
  { text: '补充医疗 600 到工资卡', postings: 'Assets:Bank:ICBC 600; Assets:Receivables:Company -600' },
  // paying for the claim's paperwork is spending, not a claim received
  { text: '理赔 材料 快递 12 微信', postings: 'Expenses:Uncategorized 12; Assets:WeChat -12' },
  // out of the housing fund into the bank named, else the usual one (warned)
  { text: '公积金 提取 20000', postings: 'Assets:HousingFund -20000; Assets:Bank:CCB 20000', guessed: true },
  { text: '公积金 大病提取 到账 20000 建行', postings: 'Assets:HousingFund -20000; Assets:Bank:CCB 20000' },
  { text: '公积金 提了 15000 到 建行', postings: 'Assets:HousingFund -15000; Assets:Bank:CCB 15000' },
  { text: '公积金 取出来 8000 到招行', postings: 'Assets:HousingFund -8000; Assets:Bank:CMB 8000' },
  // taken out at a bank with no fund named is cash
  { text: '从招行 取出来 500', postings: 'Assets:Bank:CMB -500; Assets:Cash 500' },
  // the rest of the price (剩下, 其余) from the second wallet, the part paid from the first not spent again
  { text: '大药房 买药 120 医保卡 付了 100 剩下 微信', postings: 'Expenses:Medical:Pharmacy 120; Assets:Medical:PersonalAccount -100; Assets:WeChat -20' },
  { text: '看病 230 医保卡 付 100 其余 微信', postings: 'Expenses:Medical:Outpatient 230; Assets:Medical:PersonalAccount -100; Assets:WeChat -130' },
  // 一人一半 splits the bill in two; with the brother's own receivable, the wallet paid the whole and his half is
  // owed, warned, as said paid by me (since session 50; it was my 500 alone, his half lost)
  { text: '妈妈 医药费 1000 我和哥哥 一人一半 微信', postings: 'Expenses:Medical:Pharmacy 500; Assets:Receivables:Brother 500; Assets:WeChat -1000', warning: /read as paid by me/ },
  { text: '妈妈 医药费 1000 我和哥哥 一人一半 我付的 微信', postings: 'Expenses:Medical:Pharmacy 500; Assets:Receivables:Brother 500; Assets:WeChat -1000', guessed: true },
  // shots and doses counted are no money
  { text: '狂犬疫苗 5针 560 微信', postings: 'Expenses:Medical:Vaccine 560; Assets:WeChat -560' },
  { text: '中药 7剂 210 微信', postings: 'Expenses:Medical:Pharmacy 210; Assets:WeChat -210' },
], SAID_ON);

describe('parseEntry: a claim filed, waiting for the money', () => {
  const ledger = Ledger.fromText(LEDGER, 'ledger.beancount');
  it('报了 理赔 3000 等到账 books nothing: the money has not come', () => {
    expect(() => parseEntry(ledger, '报了 理赔 3000 等到账', SAID_ON)).toThrow(/not to have come yet \(等到账\)/);
  });
});
