// A balance said alone (公积金余额 50800, 医保卡余额 6359.5, 房贷还剩 1631062.26): what an account
// holds or owes, not money moving; nothing to book.
import { Problem } from '../../problem.ts';
import type { Item } from './item.ts';
import type { Guesses } from './guesses.ts';

// 余额, 还剩, 剩余, 剩下 right before the amount (not 余额宝, Alipay's fund; 剩余本金 too)
const BALANCE_WORD = /(?:余额(?!宝)|还剩(?:下)?|剩余|剩下)(?:本金|贷款|的钱|金额)?[\s\uE000]*(?:是|为|有|还有)?[\s\uE000:：]*$/;
// Words of money moving elsewhere in the sentence (余额 付了 30: a wallet aliased 余额 paid)
const MOVED = /买|付|花|收|转|到账|入账|充|还(?!剩)|提取|提现|取|缴|交|存|扣|划|借|退|赚|发/;

/**
 * 公积金余额 50800 alone: the balance of an account, not a transaction (it was spending the whole
 * fund, or the mortgage paid off from the bank). A 422 saying so, and how a balance is checked.
 */
export function refuseBalanceSaid(text: string, items: readonly Item[]): void {
  if (items.length !== 1) return;
  const item = items[0]!;
  const before = text.slice(0, item.amount.start);
  const said = BALANCE_WORD.exec(before);
  if (said === null) return;
  const rest = before.slice(0, said.index) + text.slice(item.amount.end);
  if (MOVED.test(rest)) return;
  const words = before.replace(/[\s\uE000]+/g, '');
  throw Problem.unprocessable(`${words} ${item.amount.number.toString()} is a balance, not money moving: nothing to book`, [
    {
      path: '/text',
      message: 'GET /bean/balances shows what the ledger holds; to check a balance, add a balance assertion to the ledger file (YYYY-MM-DD balance Account amount CUR: no endpoint writes one); to book money that moved, say how it moved',
    },
  ]);
}

/**
 * 午饭 35 微信 余额还剩 200: of several amounts, one said as a balance (余额还剩 in its own words)
 * moved nothing: left out, warned (it was 200 more of spending).
 */
export function withoutBalancesSaid(text: string, items: readonly Item[], guesses: Guesses): readonly Item[] {
  if (items.length < 2) return items;
  // (with 余额 said: 还剩 300 没还 after a repayment is what is still owed, see stillOwed)
  const balances = items.filter((item) => BALANCE_WORD.test(text.slice(item.start, item.amount.start)) && /余额(?!宝)/.test(text.slice(item.start, item.amount.start)));
  if (balances.length === 0 || balances.length === items.length) return items;
  for (const item of balances) guesses.add(`${text.slice(item.start, item.amount.end).replace(/[\s\uE000]+/g, '')} is a balance, not money moving: not booked`, 0.1);
  return items.filter((item) => !balances.includes(item));
}
