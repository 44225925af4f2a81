// The recheck QA of session 42's last fixes found them reading everyday sentences wrong (each was
// right before them): a code of digits, e and digits (2e5 维修 300, txid 9e7) read as 200000 or
// 90000000; a coin's code beside money spent (ETH 学费 500) making 500 ETH; 养老金 or 退休金 paid,
// given or spent (交了 养老金 600, 给妈妈 养老金 1000, 养老金 取了 2000 现金) booked as money in; 赢了 with
// a loss or a treat after it money in; gas费 of petrol a fee; 初三 数学 辅导 a lunar day.
import { describe, expect, it } from 'vitest';
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { CRYPTO_LEDGER } from './crypto-ledger.ts';
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-10';

checkedSuite('codes and coins said beside money are no amounts nor its currency (crypto ledger)', CRYPTO_LEDGER, [
  // a code of digits, e and digits: no number in scientific notation without a sign or a point
  { text: 'txid 9e7 fee 0.0001 BTC', postings: 'Expenses:Crypto:Fees 0.0001 BTC; Assets:Crypto:Binance:BTC -0.0001 BTC' },
  { text: 'order 12e4 fee 1 USDT', postings: 'Expenses:Crypto:Fees 1 USDT; Assets:Crypto:Binance:USDT -1 USDT' },
  // a coin's code said apart from a number of money: the money's currency, as before
  { text: 'ETH 学费 500', postings: 'Expenses:Crypto:Fees 500 USD; Assets:Bank:Chase -500 USD' },
  { text: 'BTC 会员费 100', postings: 'Expenses:Crypto:Fees 100 USD; Assets:Bank:Chase -100 USD' },
  // gas费 beside coins moved is still their fee
  { text: '从币安转 0.1 BTC 到冷钱包 gas费 0.0005 BTC', postings: 'Assets:Crypto:Binance:BTC -0.1 BTC; Assets:Crypto:Ledger:BTC 0.1 BTC; Expenses:Crypto:Fees 0.0005 BTC; Assets:Crypto:Binance:BTC -0.0005 BTC' },
], SAID_ON);

checkedSuite('pensions paid or spent, winnings lost, petrol and middle-school years (starter ledger)', STARTER_LEDGER, [
  { text: '2e5 维修 300', postings: 'Expenses:Uncategorized 300; Assets:Alipay -300' },
  { text: '柜子 5e2 30 微信', postings: 'Expenses:Uncategorized 30; Assets:WeChat -30' },
  // a pension paid in, given, spent or taken out is money out (or a move), as before
  { text: '交了 养老金 600', postings: 'Expenses:Uncategorized 600; Assets:Alipay -600' },
  { text: '缴纳 养老金 500', postings: 'Expenses:Uncategorized 500; Assets:Alipay -500' },
  { text: '给妈妈 养老金 1000', postings: 'Expenses:Uncategorized 1000; Assets:Alipay -1000' },
  { text: '退休金 给了 孙子 500', postings: 'Expenses:Uncategorized 500; Assets:Alipay -500' },
  { text: '退休金 请客 300', postings: 'Expenses:Uncategorized 300; Assets:Alipay -300' },
  { text: '养老金 取了 2000 现金', postings: 'Assets:Bank -2000; Assets:Cash 2000' },
  { text: '买 养老金 保险 2000', postings: 'Expenses:Uncategorized 2000; Assets:Alipay -2000' },
  // said alone it still comes in, with a day before it too
  { text: '这个月 退休金 4500 微信', date: '2026-11-01', postings: 'Assets:WeChat 4500; Income:Salary -4500' },
  // won, then lost or spent
  { text: '赢了一把 但 总共 输了 300', postings: 'Expenses:Uncategorized 300; Assets:Alipay -300' },
  { text: '赢了 一顿饭 请客 150', postings: 'Expenses:Uncategorized 150; Assets:Alipay -150' },
  // gas费 of petrol
  { text: '加油 gas费 300', postings: 'Expenses:Transport 300; Assets:Alipay -300' },
], SAID_ON);

describe('a year of middle school is no lunar day', () => {
  const ledger = Ledger.fromText(STARTER_LEDGER, 'main.beancount');
  it.each([
    ['初三 数学 辅导 200', '初三 数学 辅导'],
    ['儿子 上 初一 学费 1000', '儿子 上 初一 学费'],
    ['初一到初三 学费 6000', '初一到初三 学费'],
    ['初二 班费 50', '初二 班费'],
  ])('%s', (text, narration) => {
    const entry = parseEntry(ledger, text, SAID_ON);
    expect(entry.narration).toBe(narration);
    expect(entry.warnings.join('\n')).not.toMatch(/lunar/);
  });
  it('a bare 初二 with no school is still a lunar day, warned', () => {
    expect(parseEntry(ledger, '初二 回娘家 吃饭 200', SAID_ON).warnings.join('\n')).toMatch(/date 初二 not understood \(lunar calendar\)/);
  });
});
