// QA of session 50 (an investor's ledger: shares at IB in USD, at Huatai in CNY and HKD). A
// dividend's withholding tax said as a bare number after the dividend in USD or HKD took the
// ledger's default, CNY: in English it was paid from the A-share broker's cash (AAPL dividend 23.5
// USD withholding tax 2.35: IB:Cash +23.5 USD, Withholding +2.35 CNY, Huatai:Cash -2.35 CNY), and
// `1.86 withheld` was more income; in Chinese (扣税 2.35, 预扣税 1.86) a 422 of two currencies,
// though one was said. It is taken off the dividend in the dividend's money now, warned. A split
// (英伟达 拆股 1拆10) was refused for a price of CNY in NVDA: it is refused as a split, saying how to
// write one.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { Problem } from '../../src/problem.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-20';

const LEDGER = `option "operating_currency" "CNY"
option "operating_currency" "USD"
2021-01-01 commodity USD
2021-01-01 commodity HKD
2021-01-01 commodity SH600519
2021-01-01 commodity HK00700
2021-01-01 commodity AAPL
2021-01-01 commodity MSFT
2021-01-01 commodity NVDA

2021-01-01 open Equity:Opening-Balances
2021-01-01 open Assets:Bank:ICBC CNY
  alias: "工行,工商银行"
2021-01-01 open Assets:Broker:Huatai:Cash CNY
  alias: "华泰"
2021-01-01 open Assets:Broker:Huatai:HKD HKD
2021-01-01 open Assets:Broker:Huatai:SH600519 SH600519 "STRICT"
  alias: "茅台,贵州茅台"
2021-01-01 open Assets:Broker:Huatai:HK00700 HK00700 "STRICT"
  alias: "腾讯,腾讯控股"
2021-01-01 open Assets:Broker:IB:Cash USD
  alias: "盈透"
2021-01-01 open Assets:Broker:IB:AAPL AAPL "FIFO"
  alias: "苹果"
2021-01-01 open Assets:Broker:IB:MSFT MSFT "LIFO"
  alias: "微软"
2021-01-01 open Assets:Broker:IB:NVDA NVDA "FIFO"
  alias: "英伟达"
2021-01-01 open Income:CapitalGains
2021-01-01 open Income:Dividends:AAPL USD
2021-01-01 open Income:Dividends:MSFT USD
2021-01-01 open Income:Dividends:HK00700 HKD
2021-01-01 open Expenses:Tax:Withholding
2021-01-01 open Expenses:Fees

2021-01-04 * "opening"
  Assets:Bank:ICBC             500000.00 CNY
  Assets:Broker:IB:Cash         20000.00 USD
  Equity:Opening-Balances

2021-03-01 * "华泰" "买入 贵州茅台"
  Assets:Broker:Huatai:SH600519   100 SH600519 {1850.00 CNY}
  Expenses:Fees                    92.50 CNY
  Assets:Broker:Huatai:Cash

2021-03-02 * "华泰" "转入"
  Assets:Broker:Huatai:Cash     200000.00 CNY
  Assets:Bank:ICBC

2021-04-01 * "IB" "买入 AAPL, MSFT, NVDA"
  Assets:Broker:IB:AAPL    30 AAPL {165.00 USD}
  Assets:Broker:IB:MSFT    10 MSFT {334.75 USD}
  Assets:Broker:IB:NVDA    10 NVDA {187.20 USD}
  Assets:Broker:IB:Cash

2021-05-10 * "华泰" "港股通 买入 腾讯"
  Assets:Broker:Huatai:HK00700   200 HK00700 {210.00 HKD}
  Assets:Broker:Huatai:Cash    -38556.00 CNY @@ 42000.00 HKD

2022-05-12 * "Apple" "AAPL 分红"
  Assets:Broker:IB:Cash          37.80 USD
  Expenses:Tax:Withholding        4.20 USD
  Income:Dividends:AAPL         -42.00 USD

2022-06-20 * "腾讯" "腾讯 派息"
  Assets:Broker:Huatai:HKD      576.00 HKD
  Expenses:Tax:Withholding      144.00 HKD
  Income:Dividends:HK00700     -720.00 HKD

2022-09-08 * "Microsoft" "MSFT 分红"
  Assets:Broker:IB:Cash          16.74 USD
  Expenses:Tax:Withholding        1.86 USD
  Income:Dividends:MSFT         -18.60 USD
`;

const AAPL = 'Assets:Broker:IB:Cash 21.15 USD; Income:Dividends:AAPL -23.5 USD; Expenses:Tax:Withholding 2.35 USD';
const MSFT = 'Assets:Broker:IB:Cash 16.74 USD; Income:Dividends:MSFT -18.6 USD; Expenses:Tax:Withholding 1.86 USD';
const TENCENT = 'Assets:Broker:Huatai:HKD 384 HKD; Income:Dividends:HK00700 -480 HKD; Expenses:Tax:Withholding 96 HKD';

checkedSuite('a deduction said without its money is in the money of the dividend it was taken off', LEDGER, [
  { text: 'AAPL dividend 23.5 USD withholding tax 2.35', postings: AAPL, warning: /read 2\.35, said without a currency, as USD: taken off the 23\.5 USD said/ },
  { text: 'Tencent dividend 480 HKD tax 96', postings: TENCENT, warning: /read 96, said without a currency, as HKD/ },
  // (withheld is taken off, never more income)
  { text: 'MSFT dividend 18.60 USD, 1.86 withheld', postings: 'Assets:Broker:IB:Cash 16.74 USD; Income:Dividends:MSFT -18.60 USD; Expenses:Tax:Withholding 1.86 USD', warning: /read 1\.86, said without a currency, as USD/ },
  { text: '收到 苹果 分红 23.5 美元 扣税 2.35', postings: AAPL, warning: /read 2\.35, said without a currency, as USD/ },
  // (微软 names the MSFT holding: its dividends, not the most used account under Income:Dividends, AAPL's)
  { text: '微软 分红 18.6 美元 预扣税 1.86', postings: MSFT, warning: /used Income:Dividends:MSFT, the income of MSFT held on Assets:Broker:IB:MSFT/ },
  { text: '腾讯 派息 港币 480 扣税 96', postings: TENCENT },
  { text: '苹果分红23.5美元，预扣税2.35', postings: AAPL },
  { text: '苹果 分红 23.5 美元 手续费 1', postings: 'Assets:Broker:IB:Cash 22.5 USD; Income:Dividends:AAPL -23.5 USD; Expenses:Fees 1 USD' },
  // as before: the currency said twice
  { text: '收到 苹果 分红 23.5 美元 扣税 2.35 美元', postings: AAPL },
], SAID_ON);

const ledger = Ledger.fromText(LEDGER, 'investor.beancount');

function problemOf(text: string): Problem {
  try {
    parseEntry(ledger, text, SAID_ON);
  } catch (e) {
    expect(e).toBeInstanceOf(Problem);
    return e as Problem;
  }
  throw new Error(`no Problem for ${text}`);
}

describe('a deduction whose money was said otherwise is still refused, in words that say so', () => {
  it('收到 苹果 分红 23.5 美元 扣税 2.35元', () => {
    const p = problemOf('收到 苹果 分红 23.5 美元 扣税 2.35元');
    expect(p.status).toBe(422);
    expect(p.message).toBe('a deduction in another currency than the income');
    expect(p.errors[0]!.message).toBe('扣税 2.35 was read in CNY, the income 23.5 USD: say the income and what was taken off it in one currency');
  });
});

describe('a split is refused as one, saying how to write it', () => {
  for (const [text, word] of [['英伟达 拆股 1拆10', '英伟达'], ['英伟达 拆股', '英伟达'], ['英伟达 1拆10', '英伟达'], ['英伟达 送股 10送5', '英伟达'], ['NVDA split 1:10', 'NVDA'], ['NVDA 10-for-1 stock split', 'NVDA']] as const) {
    it(text, () => {
      const p = problemOf(text);
      expect(p.status).toBe(422);
      expect(p.message).toBe('a stock split is not read from text');
      const hint = p.errors[0]!.message;
      expect(hint).toContain(`${word} is NVDA on Assets:Broker:IB:NVDA: write the split with POST /bean/transactions, as a sale of each lot held on Assets:Broker:IB:NVDA at its cost and a re-buy of it at the new cost`);
      expect(hint).toContain('"currency": "NVDA"');
    });
  }
  it('split 3 ways is a bill shared, no split of shares', () => {
    const entry = parseEntry(ledger, 'dinner 90 USD split 3 ways', SAID_ON);
    expect(entry.postings.length).toBeGreaterThan(0);
  });
});

// QA of session 50, recheck (findings 3, 4, 5, 12, 13): a dividend said net of its tax (net of, after,
// 到账) was read as the gross, 18.40 arriving of 20.70; a tax said as a rate (扣了 20% 税) was
// dropped without a word; 税前 23.5 after 到账 21.15 美元 was 23.5 CNY of tax paid from another
// broker; 扣税 144 到账 576 after 720 港币 was a 422 of two currencies; a dividend of a holding with
// no income account of its own was booked on another holding's (NVDA's on Income:Dividends:AAPL).
checkedSuite('a dividend said net of its tax, its tax as a rate, its gross after what arrived', LEDGER, [
  { text: 'MSFT dividend 16.74 USD net of 1.86 tax', postings: 'Assets:Broker:IB:Cash 16.74 USD; Income:Dividends:MSFT -18.60 USD; Expenses:Tax:Withholding 1.86 USD', warning: /18\.60 earned, 16\.74 received/ },
  { text: 'received MSFT dividend 16.74 USD after 1.86 withholding', postings: 'Assets:Broker:IB:Cash 16.74 USD; Income:Dividends:MSFT -18.60 USD; Expenses:Tax:Withholding 1.86 USD' },
  // (as before: the tax said before the gross, no word of net)
  { text: 'MSFT dividend 18.6 USD withholding tax 1.86', postings: MSFT },
  { text: 'MSFT dividend 18.6 USD less 1.86 tax', postings: MSFT },
  { text: '华泰 收到 腾讯 派息 480 港元 扣了 20% 税', postings: 'Assets:Broker:Huatai:HKD 384.00 HKD; Income:Dividends:HK00700 -480 HKD; Expenses:Tax:Withholding 96.00 HKD', warning: /read 扣了 20% 税 as 96\.00 HKD, 20% of 480/ },
  { text: 'AAPL dividend 23.5 USD, 10% withheld', postings: 'Assets:Broker:IB:Cash 21.15 USD; Income:Dividends:AAPL -23.5 USD; Expenses:Tax:Withholding 2.35 USD', warning: /read 10% withheld as 2\.35 USD/ },
  { text: '苹果 分红 到账 21.15 美元 税前 23.5', postings: AAPL, warning: /read 23\.5, said without a currency, as USD: of the same income as the 21\.15 USD said/ },
  { text: '苹果 分红 税前 23.5 美元 到账 21.15', postings: AAPL },
  { text: '腾讯 分红 720 港币 扣税 144 到账 576', postings: 'Assets:Broker:Huatai:HKD 576 HKD; Income:Dividends:HK00700 -720 HKD; Expenses:Tax:Withholding 144 HKD', warning: /read 144, 576, said without a currency, as HKD/ },
], SAID_ON);

describe('what arrived that is not the gross less the tax is refused, in the one money said', () => {
  it('腾讯 分红 720 港币 扣税 100 到账 576', () => {
    const p = problemOf('腾讯 分红 720 港币 扣税 100 到账 576');
    expect(p.message).toBe('the gross less the deductions is not the net');
  });
});

describe('a dividend of a holding with no income account of its own is no other holding\'s', () => {
  for (const text of ['英伟达 分红 4 美元 扣税 0.4', 'NVDA dividend 0.4 USD']) {
    it(text, () => {
      const p = problemOf(text);
      expect(p.status).toBe(422);
      expect(p.message).toBe('no income account of NVDA is open');
      expect(p.errors[0]!.message).toContain('open Income:Dividends:NVDA (or Income:Dividends) for its income');
    });
  }
  it('with Income:Dividends open, the parent', () => {
    const withParent = Ledger.fromText(LEDGER.replace('2021-01-01 open Income:CapitalGains\n', '2021-01-01 open Income:CapitalGains\n2021-01-01 open Income:Dividends\n'), 'investor.beancount');
    const entry = parseEntry(withParent, '英伟达 分红 4 美元 扣税 0.4', SAID_ON);
    expect(entry.postings.map((p) => `${p.account} ${p.units!.number} ${p.units!.currency}`)).toEqual(['Assets:Broker:IB:Cash 3.6 USD', 'Income:Dividends -4 USD', 'Expenses:Tax:Withholding 0.4 USD']);
  });
});
