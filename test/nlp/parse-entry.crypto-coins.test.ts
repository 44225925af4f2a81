// QA crypto, session 42: sentences of a user who keeps coins (BTC, ETH, USDT, SOL on Binance, a
// hardware wallet) that booked wrong money. 1E-4 was read as 4 (the exponent); 矿工费, 网络费, gas费,
// 提币费 and gas alone were added to the coins moved; a coin's code said apart (ETH staking reward
// 0.0021) left the number in USD, into the bank; a value said of the coins (at 3500 USD, worth 7.5
// USD) was a second income; coins sent to my hardware wallet were spending (the wallet debited);
// a swap spent both coins as fees; 0.5个ETH was no amount.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { Problem } from '../../src/problem.ts';
import { CRYPTO_LEDGER } from './crypto-ledger.ts';
import { checkedSuite } from './checked-suite.ts';

const MOVED_BTC = 'Assets:Crypto:Binance:BTC -0.1 BTC; Assets:Crypto:Ledger:BTC 0.1 BTC';
const BTC_FEE = 'Expenses:Crypto:Fees 0.0005 BTC; Assets:Crypto:Binance:BTC -0.0005 BTC';

const ledger = Ledger.fromText(CRYPTO_LEDGER, 'ledger.beancount');

/** The Problem parsing `text` throws (failing when it throws none). */
function refused(text: string): Problem {
  try {
    parseEntry(ledger, text, '2026-11-10');
  } catch (e) {
    if (e instanceof Problem) return e;
    throw e;
  }
  throw new Error(`${text} was not refused`);
}

checkedSuite('numbers in scientific notation', CRYPTO_LEDGER, [
  { text: 'fee 1E-4 BTC on binance', postings: 'Expenses:Crypto:Fees 0.0001 BTC; Assets:Crypto:Binance:BTC -0.0001 BTC', guessed: false },
  { text: 'staking reward 2.1e-3 ETH', postings: 'Assets:Crypto:Binance:ETH 0.0021 ETH; Income:Crypto:Staking -0.0021 ETH' },
  { text: 'staking reward 1.5e3 USDT', postings: 'Assets:Crypto:Binance:USDT 1500 USDT; Income:Crypto:Staking -1500 USDT' },
  { text: 'staking reward 1E+2 USDT', postings: 'Assets:Crypto:Binance:USDT 100 USDT; Income:Crypto:Staking -100 USDT' },
], '2026-11-10');

// (0.5个ETH: 个 counts the coins; it was no amount at all)
checkedSuite('coins counted with 个', CRYPTO_LEDGER, [
  { text: '质押奖励 0.5个ETH', postings: 'Assets:Crypto:Binance:ETH 0.5 ETH; Income:Crypto:Staking -0.5 ETH' },
  { text: '质押奖励 0.5 个 ETH', postings: 'Assets:Crypto:Binance:ETH 0.5 ETH; Income:Crypto:Staking -0.5 ETH' },
], '2026-11-10');

describe('a number in scientific notation too long for an amount', () => {
  it('is refused, not rounded', () => {
    const problem = refused('fee 1e+40 USDT');
    expect(problem.status).toBe(422);
    expect(problem.detail).toMatch(/the number 1e\+40 has too many digits/);
  });
});

checkedSuite('the fees of coins moved', CRYPTO_LEDGER, [
  { text: '从币安转 0.1 BTC 到冷钱包 矿工费 0.0005 BTC', postings: `${MOVED_BTC}; ${BTC_FEE}`, warning: /read 0\.0005 as the fee of the transfer/ },
  { text: '从币安转 0.1 BTC 到冷钱包 网络费 0.0005 BTC', postings: `${MOVED_BTC}; ${BTC_FEE}` },
  { text: '从币安转 0.1 BTC 到冷钱包 gas费 0.0005 BTC', postings: `${MOVED_BTC}; ${BTC_FEE}` },
  { text: '从币安转 0.1 BTC 到冷钱包 提币费 0.0005 BTC', postings: `${MOVED_BTC}; ${BTC_FEE}` },
  {
    text: 'transferred 0.5 ETH from binance to ledger wallet, gas 0.002 ETH',
    postings: 'Assets:Crypto:Binance:ETH -0.5 ETH; Assets:Crypto:Ledger:ETH 0.5 ETH; Expenses:Crypto:Fees 0.002 ETH; Assets:Crypto:Binance:ETH -0.002 ETH',
  },
], '2026-11-10');

checkedSuite('a coin said apart from its number', CRYPTO_LEDGER, [
  { text: 'ETH staking reward 0.0021', postings: 'Assets:Crypto:Binance:ETH 0.0021 ETH; Income:Crypto:Staking -0.0021 ETH' },
  { text: 'ETH 质押奖励 0.0021', postings: 'Assets:Crypto:Binance:ETH 0.0021 ETH; Income:Crypto:Staking -0.0021 ETH' },
  { text: 'SOL staking reward 0.05', postings: 'Assets:Crypto:Binance:SOL 0.05 SOL; Income:Crypto:Staking -0.05 SOL' },
  { text: 'BTC 手续费 0.0001 币安', postings: 'Expenses:Crypto:Fees 0.0001 BTC; Assets:Crypto:Binance:BTC -0.0001 BTC', guessed: false },
  // (money said apart is read as before: the dollars of Chase)
  { text: 'USD staking reward 5 chase', postings: 'Assets:Bank:Chase 5 USD; Income:Crypto:Staking -5 USD' },
  // (a fee said without its coin is in the coin moved: it was 0.0005 USD from the bank)
  { text: '从币安转 0.1 BTC 到冷钱包 矿工费 0.0005', postings: `${MOVED_BTC}; ${BTC_FEE}` },
  { text: '从币安转 0.1 BTC 到冷钱包 网络费 0.0005', postings: `${MOVED_BTC}; ${BTC_FEE}` },
], '2026-11-10');

// (the coins received at the price said, the income in its money; said roughly, about $7, no price is booked)
checkedSuite('the value said of coins', CRYPTO_LEDGER, [
  {
    text: 'staking reward 0.0021 ETH at 3500 USD',
    postings: 'Assets:Crypto:Binance:ETH 0.0021 ETH @ 3500 USD; Income:Crypto:Staking -7.35 USD',
    warning: /read 3500 USD as the price of one ETH, not money moved[^]*the income is 7\.35 USD/,
  },
  {
    text: 'staking reward 0.0021 ETH worth 7.5 USD',
    postings: 'Assets:Crypto:Binance:ETH 0.0021 ETH @@ 7.5 USD; Income:Crypto:Staking -7.5 USD',
    warning: /read 7\.5 USD as what 0\.0021 ETH was worth/,
  },
  { text: '质押奖励 0.0021 ETH 价值 7.5 USD', postings: 'Assets:Crypto:Binance:ETH 0.0021 ETH @@ 7.5 USD; Income:Crypto:Staking -7.5 USD' },
  { text: 'staking reward 0.0021 ETH (about $7)', postings: 'Assets:Crypto:Binance:ETH 0.0021 ETH; Income:Crypto:Staking -0.0021 ETH', warning: /read 7 USD as what 0\.0021 ETH was worth, not money moved/ },
  // (a fee's worth is no money moved either; the fee is booked in its coin)
  { text: 'fee 0.001 ETH worth 3 USD on binance', postings: 'Expenses:Crypto:Fees 0.001 ETH; Assets:Crypto:Binance:ETH -0.001 ETH', warning: /read 3 USD as what 0\.001 ETH was worth/ },
], '2026-11-10');

checkedSuite('coins sent to a wallet of mine', CRYPTO_LEDGER, [
  { text: 'sent 0.1 BTC to ledger wallet', postings: MOVED_BTC, warning: /no source account named; used Assets:Crypto:Binance:BTC/ },
  { text: 'moved 0.1 BTC from binance to my ledger wallet', postings: MOVED_BTC, guessed: false },
  { text: 'sent 0.1 BTC from binance to ledger wallet fee 0.0001 BTC', postings: `${MOVED_BTC}; Expenses:Crypto:Fees 0.0001 BTC; Assets:Crypto:Binance:BTC -0.0001 BTC` },
  { text: '提币 0.1 BTC 从币安到冷钱包 手续费 0.0005 BTC', postings: `${MOVED_BTC}; ${BTC_FEE}` },
  { text: 'sent 0.1 BTC from binance to ledger wallet', postings: MOVED_BTC, guessed: false },
  // (从币安提: taken out of Binance, into the wallet named; the fee in BNB paid from Binance's BNB)
  {
    text: '从币安提 0.1 BTC 到冷钱包 手续费 0.0001 BNB',
    postings: `${MOVED_BTC}; Expenses:Crypto:Fees 0.0001 BNB; Assets:Crypto:Binance:BNB -0.0001 BNB`,
    warning: /paid from Assets:Crypto:Binance:BNB/,
  },
], '2026-11-10');

describe('swaps of one coin for another', () => {
  it.each([
    ['swapped 0.5 ETH for 0.025 BTC on binance', /swapping ETH for BTC is not read from text/],
    ['用 0.5 ETH 换了 0.025 BTC', /swapping ETH for BTC is not read from text/],
    ['swap 100 USDT to 0.5 SOL', /swapping USDT for SOL is not read from text/],
  ])('%s is refused, as a trade is', (text, detail) => {
    const problem = refused(text);
    expect(problem.status).toBe(422);
    expect(problem.detail).toMatch(detail);
    expect(JSON.stringify(problem.errors)).toMatch(/POST \/bean\/transactions/);
  });
});
