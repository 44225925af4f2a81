// QA of session 41 (a Chinese retail investor), finding 4: amounts said per share or per unit were
// booked as the whole money, without a word: 茅台分红 每10股派 259.11元 was 259.11 (200 SH600519 held:
// 5182.2), 腾讯派息 每股 3.4港元 was 3.4 HKD (100 held: 340), 赎回 2000 份 净值 1.234 was 1.234 of
// salary. A dividend per share is the rate times the shares said, else held on the entry's date by
// the account the words name, warned with the computation; a 422 when that is not known. A net
// value is the units said times it, for a fund kept in money; a 422 when no fund is named. A
// dividend of shares held at a broker lands in its cash beside them (it went to the bank guessed).
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { Problem } from '../../src/problem.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { checkedSuite } from './checked-suite.ts';
import { INVESTOR } from './investor-ledger.ts';

const SAID_ON = '2025-03-10';

checkedSuite('a dividend said per share, and a net value per unit', INVESTOR, [
  { text: '茅台分红 每10股派 259.11元', postings: 'Assets:Broker:Huatai:Cash 5182.2; Income:Investing:Dividends -5182.2', warning: /read 每10股派 259\.11元 as paid per 10 shares: 200 SH600519 held on Assets:Broker:Huatai:SH600519 on 2025-03-10, 200 × 259\.11 \/ 10 = 5182\.2 CNY/ },
  { text: '腾讯派息 每股 3.4港元', postings: 'Assets:Broker:Huatai:HKCash 340 HKD; Income:Investing:Dividends -340 HKD', warning: /100 HK00700 held on Assets:Broker:Huatai:HK00700 on 2025-03-10, 100 × 3\.4 = 340 HKD/ },
  { text: '宁德时代 每股派息 2.5 元', postings: 'Assets:Broker:Huatai:Cash 750; Income:Investing:Dividends -750', warning: /300 SZ300750 held/ },
  // held on the entry's date: the second 100 of 茅台 were bought on 2024-06-20
  { text: '2024年5月1日 茅台分红 每10股派 259.11元', date: '2024-05-01', postings: 'Assets:Broker:Huatai:Cash 2591.1; Income:Investing:Dividends -2591.1', warning: /100 SH600519 held/ },
  // the shares said
  { text: '分红 200股 每股 2.5 招行', postings: 'Assets:Bank:CMB 500; Income:Investing:Dividends -500', warning: /^read 每股 2\.5 as paid per share: 200股 said, 200 × 2\.5 = 500 CNY$/ },
  { text: '赎回 货币基金 2000 份 净值 1.02 到招行', postings: 'Assets:Fund:MoneyFund -2040; Assets:Bank:CMB 2040', warning: /^read 净值 1\.02 as the price of one of 2000 份: 2000 × 1\.02 = 2040 CNY$/ },
  // a dividend of shares at the broker, said as a total, lands in its cash
  { text: '五粮液分红 1567.5', postings: 'Assets:Broker:Huatai:Cash 1567.5; Income:Investing:Dividends -1567.5', warning: /^no receiving account named; used Assets:Broker:Huatai:Cash, the broker's cash beside Assets:Broker:Huatai:SZ000858$/ },
  // as before
  { text: '收到茅台现金分红 5182.2 红利税 0', postings: 'Assets:Broker:Huatai:Cash 5182.2; Income:Investing:Dividends -5182.2', guessed: false },
  { text: '收到腾讯股息 340 港币', postings: 'Assets:Broker:Huatai:HKCash 340 HKD; Income:Investing:Dividends -340 HKD' },
  { text: '基金分红 35.6 支付宝', postings: 'Assets:Alipay 35.6; Income:Investing:Dividends -35.6', guessed: false },
  { text: '收到五粮液分红 2000 到证券账户', postings: 'Assets:Broker:Huatai:Cash 2000; Income:Investing:Dividends -2000', guessed: false },
], SAID_ON);

function problemOf(text: string): Problem {
  try {
    const entry = parseEntry(Ledger.fromText(INVESTOR, 'ledger.beancount'), text, SAID_ON);
    throw new Error(`parsed as ${entry.postings.map((p) => `${p.account} ${p.units!.number} ${p.units!.currency}`).join('; ')}`);
  } catch (e) {
    if (e instanceof Problem) return e;
    throw e;
  }
}

describe('an amount per share or per unit whose count is not known is a 422 asking for the total', () => {
  it.each([
    ['分红 每股 2.5', /^a dividend said per share \(每股 2\.5\), but no holding is named/],
    ['沪深300 每10股派 0.7', /^a dividend said per share \(每10股派 0\.7\), but Assets:Broker:Huatai:SH510300 held no SH510300 on 2025-03-10$/],
    ['分红 每10股派 2 茅台 五粮液', /several holdings \(SH600519, SZ000858\)/],
    ['赎回 2000 份 净值 1.234', /^2000 份 at 净值 1\.234, but the fund is not named$/],
    // (基金 names the funds' parent only: no fund named; it was 1200 of spending)
    ['基金 净值 1.2 买了 1000 份 支付宝', /^1000 份 at 净值 1\.2, but the fund is not named$/],
    ['货币基金 净值 1.02', /^净值 1\.02 is the price of one unit, but how many units is not said$/],
  ])('%s', (text, detail) => {
    const problem = problemOf(text);
    expect(problem.status).toBe(422);
    expect(problem.detail).toMatch(detail);
  });
});
