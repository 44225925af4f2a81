// QA of session 49 (driver, health, landlord and credit ledgers; rechecks): fuel and car words that
// fell to the catch-all, a platform's takings said with fuel paid from a wallet, a bill split with
// one whose receivable the ledger keeps, a bill someone else paid with none of my money, and money
// borrowed from a bank. The comment above each case says what it was before.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-20';

const open = (account: string, alias?: string) => `2026-01-01 open ${account} CNY${alias ? `\n  alias: "${alias}"` : ''}`;
const tx = (date: string, payee: string, narration: string, ...postings: string[]) => `${date} * "${payee}" "${narration}"\n${postings.map((p) => `  ${p} CNY`).join('\n')}`;

const DRIVER = [
  'option "operating_currency" "CNY"',
  open('Assets:Bank:CCB', '建行,建设银行'),
  open('Assets:WeChat', '微信,微信零钱'),
  open('Assets:Cash', '现金'),
  open('Assets:Platform:Didi', '滴滴余额,滴滴钱包'),
  open('Assets:Receivables:Insurance', '理赔款'),
  open('Equity:Opening-Balances'),
  open('Income:Driving:Didi', '滴滴'),
  open('Income:Insurance', '保险公司,赔款'),
  open('Expenses:Car:Fuel', '加油,油费'),
  open('Expenses:Car:Insurance'),
  open('Expenses:Car:Repair', '修车,维修,保养'),
  open('Expenses:Food', '吃饭,午饭,晚饭'),
  open('Expenses:Family', '老婆,家用,给家里'),
  ...['2026-09-07', '2026-09-14', '2026-09-21'].flatMap((d) => [
    tx(d, '滴滴', '流水', 'Income:Driving:Didi  -612.00', 'Assets:Platform:Didi  612.00'),
    tx(d, '中石化', '加油', 'Expenses:Car:Fuel  300.00', 'Assets:WeChat  -300.00'),
  ]),
  '',
].join('\n');

checkedSuite(
  'fuel and car words, a platform settlement said with fuel paid from a wallet',
  DRIVER,
  [
    // 加了 apart from 油, with litres between, is fuel (it was the catch-all Expenses:Family)
    { text: '加了 40升 油 花了 312 微信', postings: 'Expenses:Car:Fuel 312; Assets:WeChat -312', guessed: false },
    // the compulsory car insurance is the car's insurance, with no alias (it was the catch-all; the
    // car's insurance account has no alias here, nor a word of the lexicon named it)
    { text: '交强险 950 建行', postings: 'Expenses:Car:Insurance 950; Assets:Bank:CCB -950', guessed: false },
    { text: '车险 3000 建行', postings: 'Expenses:Car:Insurance 3000; Assets:Bank:CCB -3000', guessed: false },
    // the price of fuel said first, then 加了 with no 油: fuel, the price not booked (it was the
    // catch-all 7.6 + 300, WeChat -307.6, then 300 at the catch-all)
    { text: '油价 7.6 加了 300 微信', postings: 'Expenses:Car:Fuel 300; Assets:WeChat -300', warning: /read 油价 7.6 as the price of one, said beside what was paid: not booked/ },
    { text: '今天油价7.5，加了200 微信', postings: 'Expenses:Car:Fuel 200; Assets:WeChat -200', warning: /not booked/ },
    // (as before: a price said after what was paid)
    { text: '加油 300 微信 油价 7.8', postings: 'Expenses:Car:Fuel 300; Assets:WeChat -300', warning: /not booked/ },
    // a part naming its heading's category heads the list all the same (商业险 was the catch-all once 交强险 named the car's insurance)
    { text: '车险 交强险 950 商业险 3650 建行', postings: 'Expenses:Car:Insurance 950; Expenses:Car:Insurance 3650; Assets:Bank:CCB -4600', guessed: false },
    // the takings land in the platform's wallet, where they always landed; the fuel is paid from
    // WeChat, said after it (it was 612 received into WeChat)
    { text: '今天 流水 612 滴滴 加油 300 微信', postings: 'Assets:Platform:Didi 612; Income:Driving:Didi -612; Expenses:Car:Fuel 300; Assets:WeChat -300', warning: /no receiving account named; used Assets:Platform:Didi[^]*read 300 \(.*加油\) as spent from Assets:WeChat/ },
    // (a wallet said right after the takings is where they landed, as before)
    { text: '滴滴 流水 612 微信 加油 300', postings: 'Assets:WeChat 612; Income:Driving:Didi -612; Expenses:Car:Fuel 300; Assets:WeChat -300' },
  ],
  SAID_ON,
);

checkedSuite(
  'the car\'s insurance is no other kind of insurance',
  ['option "operating_currency" "CNY"', open('Liabilities:CreditCard:CMB', '招行信用卡'), open('Expenses:Insurance:Social', '社保'), open('Expenses:Uncategorized'), ''].join('\n'),
  [
    // (车险 names Insurance only as the parent of the social insurance: not that, the catch-all, warned)
    { text: '车险 4600 招行信用卡', postings: 'Expenses:Uncategorized 4600; Liabilities:CreditCard:CMB -4600', warning: /no spending category matched/ },
  ],
  SAID_ON,
);

const HEALTH = [
  'option "operating_currency" "CNY"',
  open('Assets:WeChat', '微信'),
  open('Assets:Cash', '现金'),
  open('Assets:Receivables:Brother', '哥哥,我哥'),
  open('Equity:Opening-Balances'),
  open('Expenses:Medical:Pharmacy', '药店,买药,药,医药费'),
  open('Expenses:Food', '晚饭,吃饭'),
  '',
].join('\n');

checkedSuite(
  'a bill split with one whose receivable the ledger keeps',
  HEALTH,
  [
    // my half spent, the brother's half on his receivable, paid from WeChat, warned (it was my 500
    // alone, the brother's half lost)
    { text: '妈妈 医药费 1000 我和哥哥 一人一半 微信', postings: 'Expenses:Medical:Pharmacy 500; Assets:Receivables:Brother 500; Assets:WeChat -1000', warning: /the other 500 on Assets:Receivables:Brother, read as paid by me/ },
    // (as before)
    { text: '妈妈 买药 240 现金 哥哥出一半', postings: 'Expenses:Medical:Pharmacy 120; Assets:Receivables:Brother 120; Assets:Cash -240' },
    // (with no receivable of the other's, only my share, as before)
    { text: '和小王AA 晚饭 120 微信', postings: 'Expenses:Food 60; Assets:WeChat -60', warning: /who paid the rest was not said/ },
  ],
  SAID_ON,
);

const CREDIT = [
  'option "operating_currency" "CNY"',
  open('Assets:Bank:ICBC', '工行,工商银行'),
  open('Assets:WeChat', '微信'),
  open('Liabilities:Alipay:Jiebei', '借呗'),
  open('Liabilities:Friends:LaoZhang', '老张'),
  open('Equity:Opening-Balances'),
  open('Expenses:Food', '吃饭'),
  '',
].join('\n');
const WITH_BANK_LOAN = [CREDIT, open('Liabilities:Loan:Car', '车贷'), open('Liabilities:Loan:Bank'), ''].join('\n');

checkedSuite(
  'money borrowed from a bank, with a loan account open',
  WITH_BANK_LOAN,
  [
    // a loan from the bank into the bank account (it was 5000 spent)
    { text: '银行 那 借了 5000 到 工行', postings: 'Assets:Bank:ICBC 5000; Liabilities:Loan:Bank -5000' },
    { text: '从 银行 那 借了 5000 工行', postings: 'Assets:Bank:ICBC 5000; Liabilities:Loan:Bank -5000' },
    // (a person's loan stays theirs)
    { text: '老张 那 借了 3000 工行', postings: 'Assets:Bank:ICBC 3000; Liabilities:Friends:LaoZhang -3000', guessed: false },
  ],
  SAID_ON,
);

describe('nothing of mine moved, or no account to book it on', () => {
  it('a bank loan with no loan account open is refused, naming what to open (it was 5000 spent)', () => {
    const ledger = Ledger.fromText(CREDIT, 'ledger.beancount');
    for (const text of ['银行 那 借了 5000', '从 银行 那 借了 5000'])
      expect(() => parseEntry(ledger, text, SAID_ON)).toThrow(expect.objectContaining({ status: 422, message: 'no loan account is open for money borrowed from 银行' }));
  });

  it('a bill someone else paid, none of my money, is refused (it was 420 of my spending)', () => {
    const ledger = Ledger.fromText([
      'option "operating_currency" "CNY"',
      open('Assets:Alipay', '支付宝'),
      open('Assets:Receivables:Li', '李先生'),
      open('Expenses:Property:Fees', '物业费'),
      '',
    ].join('\n'), 'ledger.beancount');
    expect(() => parseEntry(ledger, '物业费 下沙 420 李先生 交的 不用我出', SAID_ON)).toThrow(expect.objectContaining({ status: 422, message: expect.stringMatching(/^李先生 paid it and none of your money moved \(不用我出\)/) }));
    expect(() => parseEntry(ledger, '物业费 420 老婆付的 我没出', SAID_ON)).toThrow(/^老婆 paid it and none of your money moved/);
  });
});
