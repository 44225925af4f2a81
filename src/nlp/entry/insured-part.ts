// 去医院看病 花了 380 医保报销了 230 自付 150 微信: a bill of which the medical insurance paid a part
// straight to the hospital and I the rest. Only my part left my wallet: it is what is booked (it
// was 230 received as income, 380 and 150 spent: WeChat -300).
import { Problem } from '../../problem.ts';
import type { AmountMention } from '../amounts.ts';
import type { Guesses } from './guesses.ts';

export interface InsuredBill {
  /** My part: said, or the bill less the insurer's part. */
  readonly mine: AmountMention;
  /** Every amount said of the bill, for the narration. */
  readonly said: readonly AmountMention[];
}

// the insurer's part (医保报销了 230, 医保统筹 230, 保险赔了 230), not a card of mine that paid (医保卡付了)
// (保险 赔 3000 typed with 赔 alone: it was read as money paid to me beside the bill, WeChat +7600)
// (repair 3800 insurance covered 3000 I paid 800: said in English; it was 7600 spent)
const INSURER_BEFORE = /(?:医保|医疗保险|保险|统筹)(?!卡|账户|个人账户)\s*(?:统筹)?\s*(?:报销了?|报了|支付了?|付了|出了|赔了?|承担了?)?\s*[:：]?\s*$|\b(?:the\s+)?(?:insurance|insurer)(?:\s+company)?\s+(?:covered|paid|paid\s+out|reimbursed|picked\s+up)\s*$/i;
// 修车 3800 建行 保险 以后 赔 3000: the insurer's part still to come; the bill was paid in full, the
// insurer's payment is money in when it comes (it was 3000 more spent: CCB -6800); 报销 later is a
// claim kept on a reimbursable account (体检 800 医保 之后 报销 300), see reimbursedPart
const INSURER_LATER_BEFORE = /(?:医保|医疗保险|保险公司|保险|保司)\s*(?:(?:以后|之后|回头|后面|后续|过几天|下个月|会|将|还会|再)\s*)+(?:赔付?|理赔)\s*[:：]?\s*$/;
// 保险公司赔了 2500, 保司 理赔 2500: an insurer's company, whose figure is its part of the bill only
// beside mine said (修车 3000 保险公司赔了 2500 自己付 500); alone it is money paid to me (修车 1500
// 保险公司赔了 1200 工行: 1200 of income)
const INSURER_COMPANY_BEFORE = /(?:保险公司|保司)\s*(?:直接)?\s*(?:报销了?|报了|支付了?|付了|出了?|赔了?|赔付了?|理赔了?|承担了?)?\s*[:：]?\s*$/;
// 保险公司 出 3000 剩下 我 微信 付: my part the rest of the bill, its figure not said
const REST_MINE_AFTER = /^[^\d]{0,4}?(?:剩下|剩余|其余|余下|其他|其它|差额|剩的)(?:的)?\s*(?:部分|钱)?\s*(?:我|自己|本人)?[^\d]{0,6}?(?:付|出|掏|补|给)/;
const MINE_BEFORE = /(?:(?:自付|自费|个人(?:支付|自付|承担|付)|自己\s*(?:付|出|掏)了?|我\s*(?:付|出)了?)\s*[:：]?|\bI\s+(?:paid|pay|covered|put\s+in))\s*$/i;
// 保险公司 直接赔付, 保险赔了: the insurer paid (its part not said), said between the bill and my part
const INSURER_PAID_UNSAID = /(?:医保|医疗保险|保险|保司|统筹)(?!卡|账户)[^\d，,。；;]{0,6}?(?:赔付|赔了|理赔|报销了?|报了|承担了?|支付了?|付了|出了)/;
// right before an amount: 医保卡付了 80, 老婆出了 80: paid by the one said (not 花了 80: what the bill was)
const PAID_BY_BEFORE = /(?:付|支付|出|刷|扣)了?\s*[:：]?\s*$/;
// 其中 老婆 出了 300, 其中老公付了 300: a part of the bill someone named paid
const OTHER_PART_BEFORE = /(?:其中|里面|当中)\s*([\u3400-\u9fff]{1,4}?)\s*(?:出了|付了|承担了|掏了|给了)\s*[:：]?\s*$/;
const MONEY_IN = /工资|薪|实发|应发|到账|收到|入账|退/;
/** 医保报销, 保险报销: the insurer paying, not the employer: no claim of mine to book. */
export const INSURER_REIMBURSED = /(?:医保|医疗保险|保险|统筹)\s*报销/g;
/** The same words, tested once (医保报销 as the alias of an account). */
export const INSURER_REIMBURSED_WORD = /(?:医保|医疗保险|保险|统筹)\s*报销/;

/**
 * The bill said with the insurer's part and mine (two of the three), else null; a 422 when they do not add up.
 * `insurerWordsAClaim`: the words for the insurer's part (医保报销) are the alias of a claim account of the user's.
 */
export function insuredBill(text: string, amounts: readonly AmountMention[], guesses: Guesses, insurerWordsAClaim = false): InsuredBill | null {
  // (工资 8000 医保 200: a payslip's deduction, see gross-and-net)
  if (amounts.length < 2 || amounts.length > 3 || MONEY_IN.test(text)) return null;
  let insurer: AmountMention | null = null;
  let company: AmountMention | null = null;
  let mine: AmountMention | null = null;
  const bills: AmountMention[] = [];
  let from = 0;
  for (const a of amounts) {
    const before = text.slice(from, a.start);
    from = a.end;
    if (insurer === null && INSURER_BEFORE.test(before)) insurer = a;
    else if (insurer === null && company === null && INSURER_COMPANY_BEFORE.test(before)) company = a;
    else if (mine === null && MINE_BEFORE.test(before)) mine = a;
    else bills.push(a);
  }
  const later = amounts.length === 2 && bills[0] === amounts[0] && mine === null ? amounts[1]! : null;
  if (later !== null && INSURER_LATER_BEFORE.test(text.slice(amounts[0]!.end, later.start)) && later.number.lt(amounts[0]!.number)) {
    guesses.add(`read ${later.number.toString()} as the insurance's part of the ${amounts[0]!.number.toString()} bill, still to be paid: booked the ${amounts[0]!.number.toString()} paid; enter the insurance's payment when it comes`, 0.1);
    return { mine: amounts[0]!, said: amounts };
  }
  if (company !== null) {
    const whole = bills.length === 1 && bills[0] === amounts[0] && amounts.length === 2 ? bills[0] : null;
    if (mine === null && whole !== null && REST_MINE_AFTER.test(text.slice(company.end)) && company.number.lt(whole.number)) {
      const own = { ...whole, number: whole.number.sub(company.number) };
      guesses.add(`read ${company.number.toString()} as paid by the insurance of the ${whole.number.toString()} bill, and the rest, ${own.number.toString()}, as paid by me: booked ${own.number.toString()}`, 0.1);
      return { mine: own, said: amounts };
    }
    if (mine === null) return null;
    insurer = company;
  }
  const bill = bills.length === 1 && bills[0] === amounts[0] ? bills[0] : null;
  // 修车 3000 保险公司 直接赔付 自己付 500: the insurer's part said without its figure is the rest of the bill
  if (insurer === null && bill !== null && mine !== null && amounts.length === 2 && INSURER_PAID_UNSAID.test(text.slice(bill.end, mine.start)) && mine.number.cmp(bill.number) < 0) {
    guesses.add(`read ${bill.number.toString()} as a bill the insurance paid ${bill.number.sub(mine.number).toString()} of, and ${mine.number.toString()} as paid by me: booked ${mine.number.toString()}`, 0.1);
    return { mine, said: amounts };
  }
  // 住院 花了 5000 自付 2000 工行, 吃饭 一共 300 我出了 100 微信: my part said right after the bill, who
  // paid the rest not said (it was a 422: the 2000 paid did not add up to the 5000), after 其中 too
  // (钢琴课 800 其中 我 出了 300); not with a
  // wallet said between (体检 800 微信 自付 200: the wallet paid the bill), nor with the first said as
  // paid by someone (买药 医保卡付了 80 我付 40: two payers of one price)
  if (insurer === null && bill !== null && mine !== null && amounts.length === 2 && !PAID_BY_BEFORE.test(text.slice(0, bill.start)) && /^\s*(?:(?:其中|里面|当中)\s*)?$/.test(text.slice(bill.end, mine.start).replace(MINE_BEFORE, '')) && mine.number.cmp(bill.number) < 0) {
    guesses.add(`read ${bill.number.toString()} as the whole bill and ${mine.number.toString()} as my part of it (${MINE_BEFORE.exec(text.slice(bill.end, mine.start))![0].trim()}): booked ${mine.number.toString()}, who paid the rest is not said`, 0.15);
    return { mine, said: amounts };
  }
  // 孩子 钢琴课 800 其中 老婆 出了 300 微信: a part said paid by someone else; mine is the rest (it
  // was the bill and the part both spent: WeChat -1100)
  const [whole, part] = amounts as [AmountMention, AmountMention];
  const other = insurer === null && company === null && mine === null && amounts.length === 2 ? OTHER_PART_BEFORE.exec(text.slice(whole.end, part.start)) : null;
  if (other !== null && !/^(?:我|自己|本人)/.test(other[1]!) && part.number.lt(whole.number)) {
    const own = { ...whole, number: whole.number.sub(part.number) };
    guesses.add(`read ${part.number.toString()} as the part of the ${whole.number.toString()} bill paid by ${other[1]!}: booked ${own.number.toString()}, my part`, 0.15);
    return { mine: own, said: amounts };
  }
  // (a bare 医保 230 beside a bill is the insurer's only with 自付 said, or a verb of its paying)
  // (住院 花了 四千八 工行 医保报销三千二 with 医保报销 the alias of a claim the user keeps: the part
  // claimed back after the bill was paid in full, unless my own part is said: see reimbursedPart)
  const paidByInsurer = insurer !== null && (mine !== null || (!insurerWordsAClaim && /报销|统筹|赔|支付|付了/.test(text.slice(0, insurer.start).slice(-8))));
  if (insurer === null || !paidByInsurer || (bills.length > 0 && bill === null) || (bill === null && mine === null) || (bill !== null && amounts.length === 2 && mine !== null)) return null;
  if (bill !== null && mine !== null && !insurer.number.add(mine.number).eq(bill.number)) {
    throw Problem.unprocessable(`the insurer's part (${insurer.number.toString()}) and mine (${mine.number.toString()}) add up to ${insurer.number.add(mine.number).toString()}, not the ${bill.number.toString()} of the bill`, [{ path: '/text', message: 'say the bill and its parts as they add up (看病 380 医保报销 230 自付 150)' }]);
  }
  const own = mine ?? { ...bill!, number: bill!.number.sub(insurer.number) };
  if (!own.number.isPositive()) return null;
  guesses.add(`read ${insurer.number.toString()} as paid by the insurance${bill !== null ? ` of the ${bill.number.toString()} bill` : ''}, and ${own.number.toString()} as paid by me: booked ${own.number.toString()}`, 0.1);
  return { mine: own, said: amounts };
}
