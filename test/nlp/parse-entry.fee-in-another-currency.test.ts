// QA traveller, session 41, finding 5: a fee in yuan beside a withdrawal of yen (ATM取了 10000 日元
// 手续费 30, 手续费 30 元) was a second withdrawal, Assets:Bank:CMB -30 CNY into Assets:Cash:CNY,
// and no fee. It is spending on the fees account now, paid from the account the money came from
// when that holds the fee's currency, else from an account in it named (微信), else from a bank
// account in it (warned). A fee in the currency withdrawn (手续费 30 日元) is paid from the source
// as before.
import { TRAVEL_LEDGER } from './travel-ledger.ts';
import { checkedSuite } from './checked-suite.ts';

// An account of any currency that has held yuan (and so may pay a fee in them).
const LEDGER = `${TRAVEL_LEDGER}
2025-01-01 open Assets:Bank:Multi
  alias: "多币卡"

2025-02-01 * "开户"
  Assets:Bank:Multi  1000 CNY
  Assets:Bank:CMB
`;

checkedSuite('a fee in another currency than the money moved', TRAVEL_LEDGER, [
  {
    text: 'ATM取了 10000 日元 手续费 30',
    postings: 'Assets:Wise -10000 JPY; Assets:Cash:JPY 10000 JPY; Expenses:Fees 30 CNY; Assets:Bank:CMB -30 CNY',
    warning: /read 30 CNY as the fee of the transfer: Assets:Wise does not hold CNY and no account in it is named; paid from Assets:Bank:CMB/,
  },
  { text: 'ATM取了 10000 日元 手续费 30 元', postings: 'Assets:Wise -10000 JPY; Assets:Cash:JPY 10000 JPY; Expenses:Fees 30 CNY; Assets:Bank:CMB -30 CNY' },
  {
    text: 'ATM取了 10000 日元 手续费 30 元 微信',
    postings: 'Assets:Wise -10000 JPY; Assets:Cash:JPY 10000 JPY; Expenses:Fees 30 CNY; Assets:WeChat -30 CNY',
    warning: /paid from Assets:WeChat \(Assets:Wise does not hold CNY\)/,
  },
  // a fee the other side pays is none of mine, in whatever currency (it was a second withdrawal)
  { text: 'ATM取了 10000 日元 手续费 30 元 对方承担', postings: 'Assets:Wise -10000 JPY; Assets:Cash:JPY 10000 JPY', warning: /as the fee the other side pays/ },
  { text: 'withdrew 10000 yen at atm fee 30 yuan', postings: 'Assets:Wise -10000 JPY; Assets:Cash:JPY 10000 JPY; Expenses:Fees 30 CNY; Assets:Bank:CMB -30 CNY' },
], '2026-11-10');

checkedSuite('a fee in another currency, the source holding it', LEDGER, [
  {
    text: '多币卡 ATM取了 10000 日元 手续费 30 元',
    postings: 'Assets:Bank:Multi -10000 JPY; Assets:Cash:JPY 10000 JPY; Expenses:Fees 30 CNY; Assets:Bank:Multi -30 CNY',
    warning: /read 30 CNY as the fee of the transfer, paid from Assets:Bank:Multi/,
  },
], '2026-11-10');
