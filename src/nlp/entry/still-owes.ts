// What is still owed, said alone (张三还欠 340, 张三仍欠 340, 客户张三还欠 340, 我还欠 340): a
// balance, not a transaction; no money moved.
import { Problem } from '../../problem.ts';
import type { Intent } from '../direction.ts';
import type { Item } from './item.ts';

// (not 还欠我 nor 还欠老张, which say to whom: see direction.ts; 又欠, 也欠 owe more: see sale-on-credit.ts;
// nor 还欠款, 还欠的钱: paying back what is owed)
const STILL_OWES = /^[\s\uE000]*(?:(?:客户|顾客|买家)?([^\s\d，,。；;、\uE000]{1,6}?)\s*)?(?:还\s*欠(?:着|了)?|(?:仍然?|依然|尚)\s*欠(?:着|了)?(?:款|钱|货款|账)?)(?=[\s\d\uE000]|$)/;
// 还欠供应商货款 3000, 我们还欠厂家 2000: what the shop still owes its supplier, said by its role (it was
// 3000 paid from Alipay, 还 read as paying back; 还欠厂家货款 a 422 for a debt to 厂家货款)
const STILL_OWES_SUPPLIER = /^[\s\uE000]*(?:我们?\s*)?(?:还|仍然?|依然|尚)\s*欠(?:着|了)?\s*(供应商|供货商|厂家|厂商|批发商|上家)(?:的?[^\d\s，,。；;\uE000]{0,4}?(?:货款|款|钱))?(?=[\s\d\uE000]|$)/;
// Words of money moving or of goods changing hands elsewhere in the sentence (张三还欠 340 今天还了 200)
const MOVED = /收|还|付|转|打款|打钱|汇|到账|进账|入账|借|卖|售|买|购|进货|赊|退/;

/**
 * 张三还欠 340 alone: 张三 still owes 340, which was booked when it was owed; nothing moved now. A
 * 422 that says so and how to say what did happen (it was "no payable account is open for money
 * paid back to 欠", or the customers' receivable paid into a wallet guessed, or the supplier's
 * payable paid from the bank).
 */
export function refuseStillOwed(text: string, items: readonly Item[]): void {
  refuseStillOwedToSupplier(text, items);
  const m = STILL_OWES.exec(text);
  if (m === null || items.length !== 1 || MOVED.test(text.slice(m.index + m[0].length))) return;
  const who = m[1] ?? null;
  const amount = items[0]!.amount.number.toString();
  const hint =
    who === '我' ? `say what happened: a purchase on credit (买茶叶 赊账 ${amount}), or a payment (还老陈 ${amount} 工行)`
    : who === null ? `say who owes whom and what happened: a sale on credit (赊给张三 ${amount}), a purchase on credit (买茶叶 赊账 ${amount}), or a payment (张三还款 ${amount} 微信)`
    : `say what happened: a new sale on credit (赊给${who} ${amount}, ${who}欠款 ${amount}), or money paid back (${who}还款 ${amount} 微信)`;
  const what = who === '我' ? `you still owe ${amount}` : who === null ? `${amount} is still owed` : `${who} still owes ${amount}`;
  throw Problem.unprocessable(`${what}: no money moved, so there is nothing to book`, [{ path: '/text', message: hint }]);
}

// 还欠我, 仍欠我, 尚欠我们: "still" owes me (not 也欠我, owing more)
const STILL_OWES_ME = /(?:还|仍然?|依然|尚)\s*欠/;

/**
 * 张总还欠我 3000 尾款, 小王仍欠我 300 饭钱: what someone still owes me, whatever it was for, is a
 * balance booked when it was owed; nothing moved now. A 422 (it was the words of what for read as
 * spending, 3000 paid from WeChat at a stand-in category). Said alone (张总还欠我 3000) it is refused
 * as any claim with nothing said of what for; with words of money moving after it, left as read.
 */
export function refuseStillOwedMe(intent: Intent, text: string, items: readonly Item[]): void {
  const debt = intent.debtSaid;
  if (intent.direction !== 'owedToMe' || debt === undefined || intent.person === null || items.length !== 1) return;
  if (!STILL_OWES_ME.test(text.slice(debt.start, debt.end)) || MOVED.test(text.slice(debt.end))) return;
  const who = intent.person;
  const amount = items[0]!.amount.number.toString();
  throw Problem.unprocessable(`${who} still owes me ${amount}: no money moved, so there is nothing to book`, [{ path: '/text', message: `say what happened: money paid back (${who}还款 ${amount} 微信), or money lent now (借给${who} ${amount} 微信)` }]);
}

/** 还欠供应商货款 3000 alone: the shop still owes its supplier 3000, booked when it was bought; nothing moved now. */
function refuseStillOwedToSupplier(text: string, items: readonly Item[]): void {
  const m = STILL_OWES_SUPPLIER.exec(text);
  if (m === null || items.length !== 1 || MOVED.test(text.slice(m.index + m[0].length))) return;
  const who = m[1]!;
  const amount = items[0]!.amount.number.toString();
  const hint = `say what happened: goods bought on credit (欠${who}货款 ${amount}), or a payment (还${who}货款 ${amount} 工行)`;
  throw Problem.unprocessable(`you still owe ${who} ${amount}: no money moved, so there is nothing to book`, [{ path: '/text', message: hint }]);
}
