// Money in one currency paid by a card or wallet named that holds only another (拉面 1200日元 信用卡
// with the card open for CNY only): the card pays, billed in its own money at a price. The
// purchase keeps the amount said, priced in the card's currency (Expenses:Food 1200 JPY @ 0.04812
// CNY), and the card is credited what that comes to (-57.744 CNY). The price is the amount billed
// when the sentence says it (入账 57.74元: the total, @@), a rate said (汇率 0.048, at 1.16: per
// unit), else the ledger's latest price between the two currencies on the entry's date (warned:
// the amount billed is an estimate); with none, a 422 asks for the amount billed. It was paid
// from another account that could hold the currency (Assets:Wise, warned only of the choice).
import { Decimal } from '../../ledger/core/decimal.ts';
import { Problem } from '../../problem.ts';
import type { AmountMention } from '../amounts.ts';
import { isMoneyCode } from '../currencies.ts';
import { ACCOUNT_ROOTS, isFunding, rootOf, type NlpIndex } from '../ledger-index.ts';
import { isPocketCash } from '../account-choice.ts';
import type { Span, TermMention } from '../mentions.ts';
import type { Guesses } from './guesses.ts';
import type { ParsedPosting } from './parsed-entry.ts';

export interface ForeignCharge {
  /** The card or wallet named, and the word that named it ('' for one guessed from history, named by no word). */
  readonly account: string;
  readonly word: string;
  /** The one currency it holds, and the currency of the money it paid. */
  readonly currency: string;
  readonly foreign: string;
  /** The price said or known: of one unit, or of all of them (`total`). */
  readonly price: Decimal | null;
  readonly total: boolean;
  /** The amounts that said the price (入账 57.74元, 汇率 0.048): no money of their own. */
  readonly priceAmounts: readonly AmountMention[];
  /** The words of the price, blanked from the sentence: 入账 is no money in, 汇率 no item. */
  readonly priceSpans: readonly Span[];
}

// 入账 57.74元, 入账 人民币 240.60, 实际扣款 240.60元, 折合人民币 240.60, 扣了 240.60元, billed 52.30 USD,
// charged as 52.30 USD: what the card billed, in its own money
// (到账 7180 元 of 从 Wise 转 1000 美元 到招行: what arrived on the account in its own money)
// (moved 4620 from cmb to barclays, arrived as £500: what arrived, said in English)
const BILLED = /(?:入账|到账|实际扣款|实扣|扣款|扣了|折合|折算|billed(?:\s+as)?|charged(?:\s+as)?|arrived(?:\s+as)?)\s*(?:了\s*)?(?:人民币|RMB|CNY|美元|USD|[:：])?\s*[:：]?\s*$/i;
// 汇率 0.048, 汇率0.048, at 1.16, @1.16, rate 1.16: the price of one unit
const RATE = /(?:汇率|(?<![A-Za-z])(?:exchange\s+)?rate(?:\s+of)?|(?<![A-Za-z])at|@)\s*[:：]?\s*$/i;

// a fee's amount said right before a wallet (手续费 30 元 微信)
const AFTER_FEE = /(?:手续费|转账费|汇费|服务费|\bfees?)\s*[:：]?\s*[¥￥$]?\s*\d[\d.,]*\s*(?:元|块钱?|CNY|RMB|人民币)?\s*$/i;

/** The funding accounts open on `date` each word of the sentence names most strongly. */
function namedWallets(index: NlpIndex, mentions: readonly TermMention[], date: string): { mention: TermMention; accounts: readonly string[] }[] {
  const out: { mention: TermMention; accounts: readonly string[] }[] = [];
  for (const m of mentions) {
    const hits = m.entry.hits.filter((h) => isFunding(h.account) && !index.claims.has(h.account) && (index.accounts.get(h.account)?.openDate ?? '9999') <= date);
    if (hits.length === 0) continue;
    const weight = Math.max(...hits.map((h) => h.weight));
    out.push({ mention: m, accounts: [...new Set(strongest(hits.filter((h) => h.weight === weight)).map((h) => h.account))] });
  }
  return out;
}

type Hit = TermMention['entry']['hits'][number];

/**
 * Of hits as strong as each other, those the word names as the account choice does (see better in
 * account-choice.ts): a bank's name said alone is its bank account, not its card, and an account
 * named for itself before one reached through a parent's name (招行 with the alias 招行卡 on
 * Assets:CN:CMB and 招行信用卡 on Liabilities:CN:CMB:CreditCard names the bank account; it named
 * both, no charge was read, and Wise 转 500 欧 到招行 到账 3920 元 was two incomes).
 */
function strongest(hits: readonly Hit[]): readonly Hit[] {
  const rank = Math.min(...hits.map((h) => h.rank));
  const ranked = hits.filter((h) => h.rank === rank);
  const assets = ranked.filter((h) => rootOf(h.account) === ACCOUNT_ROOTS.assets);
  const kept = assets.length > 0 ? assets : ranked;
  const leaves = kept.filter((h) => h.leaf);
  return leaves.length > 0 ? leaves : kept;
}

/**
 * The charge in another currency than the one card named holds, with its price, or null: no
 * such card named, or another wallet named that cannot hold the money either (从招行转 1000 日元
 * 到微信). Called with every amount found (before equivalents are dropped: 折合人民币 240.60 is
 * the price here). `acquired` is the amount an exchange said it got (换了 2000 澳币).
 */
export function foreignCharge(index: NlpIndex, text: string, amountText: string, mentions: readonly TermMention[], date: string, amounts: readonly AmountMention[], currencyOf: (a: AmountMention) => string, acquired?: AmountMention): ForeignCharge | null {
  const wallets = namedWallets(index, mentions, date);
  const held = (account: string) => index.accounts.get(account)!.currencies;
  const charges: ForeignCharge[] = [];
  const foreignAmounts = new Map<ForeignCharge, readonly AmountMention[]>();
  for (const card of wallets) {
    if (card.accounts.length !== 1 || held(card.accounts[0]!).length !== 1) continue;
    // (ATM取了 10000 日元 手续费 30 元 微信: the wallet right after a fee's amount pays the fee, not the money moved)
    if (AFTER_FEE.test(text.slice(0, card.mention.start))) continue;
    const account = card.accounts[0]!;
    const currency = held(account)[0]!;
    const rates = amounts.filter((a) => RATE.test(amountText.slice(0, a.start)) && (a.currency === null || a.currency === currency) && a.number.lt(Decimal.fromInt(1000)));
    // (换了 2000 澳币 … 到 CommBank: the money an exchange got, on the card that holds it, is what arrived there)
    const saidBilled = amounts.filter((a) => !rates.includes(a) && currencyOf(a) === currency && (BILLED.test(amountText.slice(0, a.start)) || a === acquired));
    // 拉面 1200日元 信用卡 57.74元: the card's money said right after the foreign amount and the card,
    // with no word of its own, is the amount billed too (it was a second purchase, the card charged twice)
    // (sent £500 to barclays from CMB 4,620 rmb: what left CMB said right after it, to an account
    // of mine in the other money; it was money out of both)
    const movedTo = (c: string) => wallets.some((w) => w !== card && w.accounts.length === 1 && held(w.accounts[0]!).length === 1 && held(w.accounts[0]!)[0] === c);
    const billed = saidBilled.length > 0 || rates.length > 0 ? saidBilled : billedRightAfter(text, card.mention, amounts, currency, currencyOf, movedTo);
    // (拉面 980円 现金: cash is not billed at an estimated price, it pays in the money it is: the
    // yen's cash pays, or none does; it was the yuan's cash at the latest price. Money an exchange
    // said it got arriving in cash, 换了10000日元 花了 480 人民币 支付宝 到 日元现金, has its price said.)
    if (rates.length + billed.length === 0 && isPocketCash(index, card.accounts[0]!)) continue;
    const rest = amounts.filter((a) => !rates.includes(a) && !billed.includes(a));
    const foreign = [...new Set(rest.map(currencyOf).filter((c) => c !== currency))];
    if (foreign.length !== 1 || rates.length + billed.length > 1) continue;
    // (the other wallets named must take the money: ATM取了 10000 日元 招行卡 into the yen's cash)
    // (Wise 转 1000 USD 到招行 到账 7180 with Wise aliasing Assets:Wise:EUR: the word names
    // Assets:Wise:USD too, through its parent, which takes the dollars)
    const others = wallets.filter((w) => w !== card && !w.accounts.includes(account));
    if (others.some((w) => !namesHolderOf(index, w.mention, foreign[0]!, date))) continue;
    const priceAmounts = [...rates, ...billed];
    const priceSpans = priceAmounts.map((a) => {
      // (拉面 1200日元 信用卡 57.74元: no word before the amount billed, the amount alone)
      const cue = (rates.includes(a) ? RATE : BILLED).exec(amountText.slice(0, a.start));
      return { start: cue?.index ?? a.start, end: a.end };
    });
    const charge: ForeignCharge = { account, word: text.slice(card.mention.start, card.mention.end), currency, foreign: foreign[0]!, price: priceAmounts[0]?.number ?? null, total: billed.length > 0, priceAmounts, priceSpans };
    charges.push(charge);
    foreignAmounts.set(charge, rest.filter((a) => currencyOf(a) !== currency));
  }
  // 从 Wise 转 1000 美元 到招行 入账 7180 元: the amount that arrived on 招行 is its price, no money
  // Wise paid in yuan (the two charges cancelled out, and both amounts were booked as income)
  // (微信 换 300 澳元 1420 元 到 CommBank: with no 花了 the yuan right after the 澳元 read as WeChat's price too,
  // the two charges cancelled out and the exchange was refused; what 换 got is what arrived, on the card holding it)
  if (acquired !== undefined && charges.some((c) => c.priceAmounts.includes(acquired))) charges.splice(0, charges.length, ...charges.filter((c) => c.priceAmounts.includes(acquired)));
  // (Wise 换汇 9420 CNY 从 招行 到 Wise 2000 AUD: one wallet named twice, as the service and where the money
  // arrived, is one charge, the one with the price; the two read as two wallets and the exchange was refused)
  const priced = new Set(charges.filter((c) => c.priceAmounts.length > 0).map((c) => c.account));
  charges.splice(0, charges.length, ...charges.filter((c) => c.priceAmounts.length > 0 || !priced.has(c.account)));
  const priceOfOther = (c: ForeignCharge) => charges.some((o) => o !== c && o.priceAmounts.length > 0 && foreignAmounts.get(c)!.every((a) => o.priceAmounts.includes(a)));
  if (charges.some(priceOfOther)) charges.splice(0, charges.length, ...charges.filter((c) => !priceOfOther(c)));
  return new Set(charges.map((c) => c.account)).size === 1 ? charges[0]! : null;
}

/** Whether a word names a wallet of mine open on `date` that can hold `currency`, however weakly. */
function namesHolderOf(index: NlpIndex, mention: TermMention, currency: string, date: string): boolean {
  return mention.entry.hits.some((h) => {
    const account = index.accounts.get(h.account);
    return account !== undefined && isFunding(h.account) && !index.claims.has(h.account) && account.openDate <= date && (account.currencies.length === 0 || account.currencies.includes(currency));
  });
}

/**
 * The one amount in the card's currency said right after the one foreign amount, with only the
 * card's word and a name of its money (人民币, RMB) between them, or said right after the card's
 * word when another wallet named holds the foreign money (a move between them); none otherwise.
 */
function billedRightAfter(text: string, card: Span, amounts: readonly AmountMention[], currency: string, currencyOf: (a: AmountMention) => string, movedTo: (currency: string) => boolean): AmountMention[] {
  const own = amounts.filter((a) => currencyOf(a) === currency);
  const others = amounts.filter((a) => currencyOf(a) !== currency);
  if (own.length !== 1 || others.length !== 1 || others[0]!.end > own[0]!.start) return [];
  // (sent £500 home via Wise from CMB 4,620 rmb: what left the account said as the source, right after it)
  const fromCard = /(?:(?<![A-Za-z])from|从)\s*$/i.test(text.slice(0, card.start));
  if (card.end <= own[0]!.start && /^[\s，,、:：]*$/.test(text.slice(card.end, own[0]!.start)) && (movedTo(currencyOf(others[0]!)) || fromCard)) return own;
  const between = text.slice(others[0]!.end, own[0]!.start);
  const at = card.start - others[0]!.end;
  const rest = at >= 0 && card.end <= own[0]!.start ? between.slice(0, at) + between.slice(at + card.end - card.start) : between;
  // (Wise 换汇 1000 USD 到招行 7180: the account money went to, then what arrived there; not coins
  // sold, 卖了 0.5 BTC 到招行 30000, a trade refused as such)
  const into = isMoneyCode(currencyOf(others[0]!)) ? '(?:(?:转到|转入|存入|到|进|入|至|into|to)\\s*)?' : '';
  return new RegExp(`^[\\s，,、]*${into}(?:(?:人民币|RMB|CNY|rmb)[\\s，,、:：]*)?$`, 'i').test(rest) ? own : [];
}

/**
 * Whether the word at `span` names one wallet open for one currency only, which a charge in
 * another is billed in at a price (从招行卡转 1000 日元 到日元现金 is a move at a price, as
 * ATM取了 10000 日元 招行卡 is; it was a 422).
 */
export function paysAtPrice(index: NlpIndex, mentions: readonly TermMention[], span: Span, date: string): boolean {
  const wallet = namedWallets(index, mentions, date).find((w) => w.mention.start === span.start && w.mention.end === span.end);
  return wallet !== undefined && wallet.accounts.length === 1 && index.accounts.get(wallet.accounts[0]!)!.currencies.length === 1;
}

/** Whether a wallet other than the charge's own is named (Wise 换汇 1000 USD 到招行 7180: the money left Wise). */
export function otherWalletNamed(index: NlpIndex, mentions: readonly TermMention[], charge: ForeignCharge, date: string): boolean {
  return namedWallets(index, mentions, date).some((w) => w.accounts.length === 1 && w.accounts[0] !== charge.account);
}

/** `text` with the words of the price blanked (same length: the places of the other words stay). */
export function withoutPriceWords(text: string, charge: ForeignCharge): string {
  let out = text;
  for (const s of charge.priceSpans) out = out.slice(0, s.start) + ' '.repeat(s.end - s.start) + out.slice(s.end);
  return out;
}

/** The index with the card taking any currency, so that the entry is made with it paying. */
export function indexPayingWith(index: NlpIndex, charge: ForeignCharge): NlpIndex {
  const accounts = new Map(index.accounts);
  accounts.set(charge.account, { ...accounts.get(charge.account)!, currencies: [] });
  return { ...index, accounts };
}

// A price the ledger knows to more digits than this (the inverse of a CNY->JPY price) is rounded
// to them, and the card billed the units times it, so that the entry balances exactly.
const PRICE_DIGITS = 10;

/**
 * The postings with the card's in the foreign currency billed in its own, the others in the
 * foreign currency priced. A 422 when no price is said or known.
 */
export function pricedPostings(index: NlpIndex, postings: readonly ParsedPosting[], charge: ForeignCharge, date: string, guesses: Guesses): ParsedPosting[] {
  const paid = postings.filter((p) => p.account === charge.account && p.units.currency === charge.foreign);
  if (paid.length === 0) return [...postings];
  const priced = postings.filter((p) => p.account !== charge.account && p.units.currency === charge.foreign);
  let perUnit = charge.total ? null : charge.price;
  let estimated: { rate: Decimal; date: string } | null = null;
  let totalPrice = charge.total ? charge.price : null;
  if (charge.price === null) {
    const known = index.view.prices?.().rates(charge.foreign, charge.currency).filter((r) => r.date <= date).at(-1);
    const rate = index.view.prices?.().rate(charge.foreign, charge.currency, date) ?? null;
    if (rate === null || known === undefined || rate.isZero()) {
      throw Problem.unprocessable(`${holdsOnly(charge)}, and no price of ${charge.foreign} in ${charge.currency} is known on ${date}`, [
        { path: '/text', message: `say the amount billed in ${charge.currency} (拉面 1200日元 信用卡 入账 57.74元, billed 52.30 USD), or add a price of ${charge.foreign} in ${charge.currency}` },
      ]);
    }
    perUnit = rate.digits() > PRICE_DIGITS ? rate.quantize(rate.adjusted() - PRICE_DIGITS + 1) : rate;
    estimated = { rate: perUnit, date: known.date };
    // (the inverse of a CNY->USD price has 28 digits: one purchase is billed its total to the cent, @@)
    if (perUnit !== rate && paid.length === 1 && priced.length === 1) {
      totalPrice = Decimal.parse(priced[0]!.units.number).abs().mul(rate).quantize(-2);
      perUnit = null;
    }
  }
  if (perUnit === null) {
    // 5000日元 入账 240.60元: the total of one purchase; said of several, the price of one unit
    // when it divides them exactly
    const units = priced.reduce((s, p) => s.add(Decimal.parse(p.units.number).abs()), Decimal.ZERO);
    if (paid.length === 1 && priced.length === 1) {
      const sign = Decimal.parse(paid[0]!.units.number).isNegative() ? -1 : 1;
      const billed = sign < 0 ? totalPrice!.neg() : totalPrice!;
      if (estimated !== null) warnOfEstimate(charge, totalPrice!.toString(), estimated, guesses);
      // moved 4620 from cmb to barclays, arrived as £500: between two accounts of mine, the price goes
      // on the side it divides exactly (CMB -4620 CNY @@ 500 GBP left 500/4620 GBP a unit, which
      // bean-check found off balance by 1e-25)
      const otherUnits = Decimal.parse(priced[0]!.units.number).abs();
      if (!isFunding(priced[0]!.account) || exactUnitPrice(totalPrice!, otherUnits) || !exactUnitPrice(otherUnits, totalPrice!)) {
        return postings.map((p) =>
          p === paid[0] ? { account: p.account, units: { number: billed.toString(), currency: charge.currency } }
          : p === priced[0] ? { ...p, total_price: { number: totalPrice!.toString(), currency: charge.currency } }
          : p,
        );
      }
      return postings.map((p) =>
        p === paid[0] ? { account: p.account, units: { number: billed.toString(), currency: charge.currency }, total_price: { number: otherUnits.toString(), currency: charge.foreign } }
        : p === priced[0] ? { account: p.account, units: p.units }
        : p,
      );
    }
    const unit = units.isZero() ? null : totalPrice!.div(units);
    if (unit === null || !unit.mul(units).eq(totalPrice!)) {
      throw Problem.unprocessable(`the amount billed (${totalPrice!.toString()} ${charge.currency}) is said of several amounts in ${charge.foreign}`, [{ path: '/text', message: 'say each purchase with its amount billed in a sentence of its own' }]);
    }
    perUnit = unit;
  }
  const rate = perUnit!;
  const out = postings.map((p) =>
    paid.includes(p) ? { account: p.account, units: { number: tidy(Decimal.parse(p.units.number).mul(rate)), currency: charge.currency } }
    : priced.includes(p) ? { ...p, price: { number: rate.toString(), currency: charge.currency } }
    : p,
  );
  if (estimated !== null) warnOfEstimate(charge, paid.map((p) => tidy(Decimal.parse(p.units.number).mul(rate).abs())).join(', '), estimated, guesses);
  return out;
}

/** Whether `total` divided by `units` is a price of finitely many digits (4620 / 500 = 9.24; not 500 / 4620). */
function exactUnitPrice(total: Decimal, units: Decimal): boolean {
  return !units.isZero() && total.div(units).mul(units).eq(total);
}

function warnOfEstimate(charge: ForeignCharge, billed: string, estimated: { rate: Decimal; date: string }, guesses: Guesses): void {
  guesses.add(`${holdsOnly(charge)}: the amount billed (${billed} ${charge.currency}) was estimated at the latest price, ${tidy(estimated.rate, 0)} ${charge.currency} per ${charge.foreign} (${estimated.date}); change it to what was billed`, 0.1);
}

/** The card and its one currency, as said (招行卡 names Assets:CN:CMB, which holds only CNY) or, guessed with no word, by its name. */
function holdsOnly(charge: ForeignCharge): string {
  return charge.word === '' ? `${charge.account} holds only ${charge.currency}` : `${charge.word} names ${charge.account}, which holds only ${charge.currency}`;
}

/** A product without the trailing zeros of its decimals beyond `keep` (57.74400 is 57.744, 481.20000 481.20, 93600.0 93600). */
function tidy(d: Decimal, keep = 2): string {
  const text = d.toString();
  if (!text.includes('.') || /e/i.test(text)) return text;
  const [whole, decimals] = text.split('.') as [string, string];
  const trimmed = decimals.replace(/0+$/, '');
  const kept = trimmed === '' ? '' : trimmed.padEnd(keep, '0');
  return kept === '' ? whole : `${whole}.${kept}`;
}
