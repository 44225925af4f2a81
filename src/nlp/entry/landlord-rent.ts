// A landlord's rent: received (收取房租 6500, 海淀那套 房租 8800 到了), owed by the tenant (租客欠房租
// 6500) and paid back by the tenant (租客还了电费 230), in a ledger that books rent as income.
import { Problem } from '../../problem.ts';
import { detectIntent } from '../direction.ts';
import { isPersonalClaim, rootOf, type NlpIndex } from '../ledger-index.ts';
import type { TermMention } from '../mentions.ts';
import { accepts, type AccountFilter } from '../account-choice.ts';
import { ASSETS, EXPENSES, INCOME, filterFor } from './account-filter.ts';
import type { SaleOnCredit } from './sale-on-credit.ts';
import type { Guesses } from './guesses.ts';
import type { Context } from './context.ts';
import type { Item } from './item.ts';
import type { PayeeChoice } from './payee.ts';
import { type ParsedPosting, posting } from './parsed-entry.ts';
import { categoryAccount } from './category-account.ts';
import { fundingAccount } from './funding-account.ts';
import { MONTHS_HELD_PAID } from './deposit-held.ts';

const RENT_WORD = /房租|租金/;
// 减去 中介费: a cost said taken off
const TAKEN_OFF = /(?:扣掉|扣去|扣除|扣了|减去|减掉)\s*$/;
// 房东 is someone else's flat (交房租给房东); a deposit, a debt or another bill is read elsewhere
const NOT_MY_RENT = /房东|押金|欠|还没|没给|未付|\blandlord\b/i;
// words of rent coming in: 收取, 到了, 到账, the tenant giving or paying it
const RENT_IN = /收取|收到|收了|到了|到账|租客[^，,。；;]*?(?:给|付|交|转|打)/;
// 租客欠房租, 海淀租客欠 2 个月房租, 房租 6500 租客还没给, 上个月房租 租客 还欠 6500, tenant owes 2 months rent
const TENANT_OWES_RENT = [
  /租客\s*(?:又|也|还|仍)?欠(?:了|着|下)?[^，,。；;]{0,12}?(?:房租|租金)/,
  /(?:房租|租金)[^，,。；;]{0,14}?租客\s*(?:还|仍)?(?:欠|没给|没付|没交|未付|未交)/,
  /\btenants?\s+(?:still\s+)?owes?\b[^.;]*?\brent\b/i,
];
const TENANT_WORD = /tenant|租客|房客/i;
// 收到, 到账, 转来: the rent came (not 没收到, 没到账: not come)
const RENT_CAME = /(?<![没未])(?:收到|收了|收取|到账|到了|转来|打来|转过来|打过来)/;
// a receivable for rent: Assets:Receivables:Rent, aliased 房租 or 租金 (not Parents: a segment whole)
const RENT_SEGMENT = /^(?:rents?|rental)$/i;

/**
 * The open receivable kept for tenants: a segment of its name or an alias says so
 * (Assets:Receivables:Tenant); else the one kept for rent (Assets:Receivables:Rent, aliased 房租).
 */
export function tenantsReceivable(index: NlpIndex, date: string, currency: string): string | null {
  const filter = filterFor([ASSETS], date, currency);
  const open = [...index.claims].filter((a) => rootOf(a) === ASSETS && accepts(index, filter, a));
  const words = (a: string) => ({ segments: a.split(':').slice(1), aliases: index.accounts.get(a)?.aliases ?? [] });
  const tenants = open.filter((a) => [...words(a).segments, ...words(a).aliases].some((w) => TENANT_WORD.test(w)));
  if (tenants.length > 0) return tenants.length === 1 ? tenants[0]! : null;
  const rent = open.filter((a) => words(a).segments.some((w) => RENT_SEGMENT.test(w)) || words(a).aliases.some((w) => RENT_WORD.test(w)));
  return rent.length === 1 ? rent[0]! : null;
}

/**
 * 替租客交了电费 230 回头找他要 where no receivable is kept for tenants but one is open for each tenant
 * (Assets:Receivables:XiaoWang aliased 小王): the tenants' own receivables, the most used first,
 * warned that the tenant was not named (it was spending on the catch-all). Null when none is open.
 */
export function someTenantsReceivable(index: NlpIndex, date: string, currency: string, guesses: Guesses): string | null {
  const tenants = tenantsReceivable(index, date, currency);
  if (tenants !== null) return tenants;
  const filter = filterFor([ASSETS], date, currency);
  const named = [...index.claims].filter((a) => rootOf(a) === ASSETS && accepts(index, filter, a) && (index.accounts.get(a)?.aliases ?? []).length > 0);
  if (named.length === 0) return null;
  const used = [...named].sort((a, b) => (index.usage.get(b) ?? 0) - (index.usage.get(a) ?? 0))[0]!;
  if (named.length > 1) guesses.add(`which tenant is not said: used ${used}, the tenant's receivable most used (others open: ${named.filter((a) => a !== used).join(', ')}); change it to the tenant's`, 0.25);
  return used;
}

/**
 * 租客欠房租 6500, 房租 6500 租客还没给 with a receivable kept for tenants or for rent: rent earned,
 * owed on it, no money moved (it was spending from a wallet guessed, or a debt of mine). Given as a
 * sale on credit, whose postings it has; warned. A 422 when no such receivable is open: the rent has
 * not come (it was spending from a wallet guessed). Null when no tenant is said to owe rent.
 */
export function rentOwedByTenant(index: NlpIndex, text: string, date: string, currency: string, guesses: Guesses): SaleOnCredit | null {
  const said = TENANT_OWES_RENT.map((re) => re.exec(text)).find((m) => m !== null);
  if (!said) return null;
  const receivable = tenantsReceivable(index, date, currency);
  // (收到租客欠的房租 6500, 租客还了欠的房租: the owed rent came; read as before)
  if (receivable === null && (RENT_CAME.test(text) || TENANT_PAID_BACK.test(text))) return null;
  if (receivable === null) {
    throw Problem.unprocessable(`the rent is said not to have come yet (${said[0].trim()}): nothing is booked until it arrives, and no receivable for tenants or rent is open to book it as owed`, [
      { path: '/text', message: 'write it when the rent has come (房租 6500 到账 工行), or open a receivable for it (e.g. Assets:Receivables:Tenant)' },
    ]);
  }
  guesses.add(`read ${said[0].trim()} as rent the tenant owes: booked on ${receivable}, no money moved`, 0.1);
  return { receivable, person: null, onlyOpen: false, fromOwing: null };
}

// 欠, 还欠, 还没给, 没交, 未付: still owed (not 欠的 … 给了: what was owed, paid); 还没 给 typed with a space too
const OWES_NOW = /欠|没\s?(?:给|交|付)|未\s?(?:付|交)/;
const PAID_NOW = /(?:给|交|还|转|付|补)(?:了|清|上|齐)|(?:还|转|给)我|到账|收到|收了|押金|抵|房东/;

/**
 * 小王 欠 房租 3500, 小王 房租 3500 还没交, 那对夫妻 走的时候 还欠 一个月 房租 4200 with the tenant said
 * first on a receivable of their own (Assets:Receivables:XiaoWang aliased 小王): rent earned, owed on
 * it, no money moved (it was spending from a wallet guessed, or rent into the bank). Warned. Null
 * unless rent and words of its being owed are said after such a person, and nothing says it was paid.
 */
export function rentOwedByNamedTenant(index: NlpIndex, text: string, mentions: readonly TermMention[], date: string, currency: string, guesses: Guesses): SaleOnCredit | null {
  if (!RENT_WORD.test(text) || PAID_NOW.test(text)) return null;
  const filter = filterFor([ASSETS], date, currency);
  const tenant = mentions.find((m) => /^[\s\uE000]*$/.test(text.slice(0, m.start)) && m.entry.hits.length > 0 && m.entry.hits.every((h) => h.account === m.entry.hits[0]!.account && index.claims.has(h.account) && isPersonalClaim(h.account) && accepts(index, filter, h.account)));
  if (tenant === undefined) return null;
  const owes = OWES_NOW.exec(text.slice(tenant.end));
  if (owes === null) return null;
  const receivable = tenant.entry.hits[0]!.account;
  const person = text.slice(tenant.start, tenant.end);
  guesses.add(`read ${owes[0]} as rent ${person} owes: booked on ${receivable}, no money moved`, 0.1);
  return { receivable, person, onlyOpen: false, fromOwing: null };
}

// 我 房租 还没给, 我欠: my own debt said (a tenant's words; not 给我, 欠我: owed to me)
const I_OWE = /(?<![给欠还转付])我(?!们)/;
// a flat's rent account: Income:Rent:Binjiang, or aliased 滨江房租
const RENT_INCOME_SEGMENT = /^(?:rents?|rental)$/i;

/**
 * 房租 3500 还没给 with no tenant named, in a landlord's ledger (rent booked as income, or an income
 * account for rent open) with receivables for tenants: rent earned, owed on the tenants' receivable
 * (the most used, warned that the tenant was not named; it was a 422 reading it as a debt of mine).
 * Null otherwise (read as before).
 */
export function rentOwedByUnnamedTenant(index: NlpIndex, text: string, date: string, currency: string, guesses: Guesses): SaleOnCredit | null {
  const rent = RENT_WORD.exec(text);
  if (rent === null || PAID_NOW.test(text) || I_OWE.test(text) || /房东|\blandlord\b/i.test(text)) return null;
  const owes = OWES_NOW.exec(text.slice(rent.index));
  if (owes === null) return null;
  const income = filterFor([INCOME], date, currency);
  const rentIncome = [...index.accounts.values()].some((a) => accepts(index, income, a.name) && (a.name.split(':').slice(1).some((w) => RENT_INCOME_SEGMENT.test(w)) || a.aliases.some((w) => RENT_WORD.test(w))));
  if (!rentIncome && !rentBookedAsIncome(index)) return null;
  const receivable = someTenantsReceivable(index, date, currency, guesses);
  if (receivable === null) return null;
  guesses.add(`read ${owes[0]} as rent a tenant owes: booked on ${receivable}, no money moved`, 0.1);
  return { receivable, person: null, onlyOpen: false, fromOwing: null };
}

/**
 * Whether the ledger's history books rent (narrations with 房租 or 租金) as income more often than
 * with spending (中介费 半个月房租, 交个税 房租所得 are spending of other kinds).
 */
function rentBookedAsIncome(index: NlpIndex): boolean {
  let income = 0;
  let expense = 0;
  for (const [narration, use] of index.narrationLast) {
    if (!RENT_WORD.test(narration)) continue;
    if (use.expense !== undefined) expense++;
    else if (use.income !== undefined) income++;
  }
  return income > expense;
}

/**
 * 收取房租 6500, 海淀那套 房租 8800 到了, 半年房租 39000 read as spending, in a ledger whose history books
 * rent only as income and never uses the spending account 房租 names: rent received (it was rent
 * paid from a wallet guessed). Warned when no word says the money came in. Not with a landlord,
 * a deposit, a debt or another spending category said.
 */
export function rentReceivedByHistory(index: NlpIndex, text: string, mentions: readonly TermMention[], date: string, currency: string, guesses: Guesses): boolean {
  if (!RENT_WORD.test(text) || NOT_MY_RENT.test(text)) return false;
  const rent = mentions.filter((m) => RENT_WORD.test(text.slice(m.start, m.end)));
  if (rent.length === 0) return false;
  const spending = filterFor([EXPENSES], date, currency);
  const rentSpending = rent.flatMap((m) => m.entry.hits.filter((h) => rootOf(h.account) === EXPENSES && accepts(index, spending, h.account)).map((h) => h.account));
  if (rentSpending.some((a) => (index.usage.get(a) ?? 0) > 0)) return false;
  // (房租 6500 减去 中介费 3250: a cost taken off the rent, see incomeWithDeductions)
  const others = mentions.filter((m) => !rent.includes(m) && m.entry.hits.some((h) => rootOf(h.account) === EXPENSES) && !TAKEN_OFF.test(text.slice(0, m.start)));
  if (others.length > 0 || !rentBookedAsIncome(index)) return false;
  if (!RENT_IN.test(text)) guesses.add('no word says which way the rent went: read as rent received, as the entries of this ledger book rent (as income)', 0.15);
  return true;
}

// 租客还了电费 230, 租客还了欠的房租 6500, 租客把欠的房租补上了 8800: the tenant paying me back (not 租客还欠, 还没: still)
const TENANT_PAID_BACK = /租客\s*(?:把|将)?[^，,。；;\d]{0,8}?(?:还(?:了|清|上|回)|补(?:上|交|齐|缴|给))/;

/** Whether the words say the tenant paid back what they owed me, with a receivable kept for tenants. */
export function tenantPaidBack(index: NlpIndex, text: string, date: string, currency: string): string | null {
  return TENANT_PAID_BACK.test(text) ? tenantsReceivable(index, date, currency) : namedTenantPaidOwed(index, text, date, currency);
}

// 那对夫妻 欠的 房租 给了 4200: what the tenant named owed, given (it was spending, once 建行 stopped naming the mortgage)
const OWED_GIVEN_AFTER = /^[^，,。；;\d]*?欠的[^，,。；;\d]*?(?:给|交|转|付|还|补)/;

/** The receivable of the person named (by its alias) said to have given what they owed, else null. */
function namedTenantPaidOwed(index: NlpIndex, text: string, date: string, currency: string): string | null {
  const filter = filterFor([ASSETS], date, currency);
  const named = [...index.claims].filter((a) => rootOf(a) === ASSETS && accepts(index, filter, a) && (index.accounts.get(a)?.aliases ?? []).some((w) => w.length >= 2 && text.includes(w) && OWED_GIVEN_AFTER.test(text.slice(text.indexOf(w) + w.length))));
  return named.length === 1 ? named[0]! : null;
}

// 朝阳租客转账房租6500到招行, 租客打了房租 6500: the tenant sending rent (not 租客转来水电费: money back on a bill)
const TENANT_SENDS_RENT = /租客\s*(?:转账|转了?|打(?:款|了)?|付(?:了|款)?|交(?:了)?)\s*(?:房租|租金)/;

/** Whether the words say the tenant sent the rent (money in to the landlord; it was a move between two of my accounts). */
export function tenantSentRent(text: string): boolean {
  return TENANT_SENDS_RENT.test(text) && !NOT_MY_RENT.test(text);
}

// 收到海淀房租 8800 差 200 下次补: the part of the rent not paid yet, said before its amount
const SHORT_BEFORE = /(?:还|仍)?(?:差|少给了?|少付了?|欠)\s*$/;

/**
 * 收到海淀房租 8800 差 200 下次补 with a receivable kept for tenants: the rent is 8800, 200 of it still
 * owed there and 8600 received (it was 9000 received, the 200 read as more income). Warned. Null
 * unless rent is said with one amount short after it.
 */
export function rentPaidShort(ctx: Context, payee: PayeeChoice | null): ParsedPosting[] | null {
  const { text, items } = ctx;
  if (items.length !== 2 || !RENT_WORD.test(text.slice(0, items[1]!.start))) return null;
  const [rent, short] = items as [Item, Item];
  const currency = rent.currency;
  if (short.currency !== currency || !SHORT_BEFORE.test(text.slice(rent.amount.end, short.amount.start)) || !short.amount.number.lt(rent.amount.number)) return null;
  const receivable = tenantsReceivable(ctx.index, ctx.date, currency);
  if (receivable === null) return null;
  const category = categoryAccount({ ...ctx, items: [rent] }, rent, INCOME, payee, 'in');
  const paid = rent.amount.number.sub(short.amount.number);
  ctx.guesses.add(`read ${short.amount.number.toString()} as rent still owed by the tenant, booked on ${receivable}: ${paid.toString()} of ${rent.amount.number.toString()} received`, 0.1);
  return [
    posting(fundingAccount({ ...ctx, items: [rent] }, currency, category, payee, 'in', true), paid, currency),
    posting(receivable, short.amount.number, currency),
    posting(category, rent.amount.number.neg(), currency),
  ];
}

// 押一付三: a month's rent held as deposit and three paid ahead, the tenant's terms (its 付 is theirs)
const PAY_TERMS = new RegExp(MONTHS_HELD_PAID.source, 'g');
const PAY_TERMS_ONE = MONTHS_HELD_PAID;

/**
 * 押一付三 收了 26000: the tenant's deposit and rent received (it was 26000 spent, the 付 of the terms
 * read as my paying): the terms as said, or null unless, the terms blanked, the words say money came
 * in. Booked as money in; when no deposit account of mine splits it (deposit-held.ts), warned by
 * `warnOfTermsUnsplit`.
 */
export function termsReceived(text: string): string | null {
  const terms = text.match(PAY_TERMS);
  if (terms === null || detectIntent(text.replace(PAY_TERMS, (t) => ' '.repeat(t.length))).direction !== 'income') return null;
  return terms[0];
}

/** The warning for terms received (押一付三) booked whole on one account. */
export function warnOfTermsUnsplit(terms: string, guesses: Guesses): void {
  guesses.add(`${terms}: the amount holds the deposit as well as the rent; booked all as money in on one account, split the deposit off onto its own`, 0.15);
}

/**
 * The account under `parent` (Income:Rent, not open) whose alias is a word said in the text and
 * the rent word said apart (海淀 … 房租 for 海淀房租): the one flat named, when only one is; warned.
 */
export function rentOfFlatSaid(index: NlpIndex, text: string, parent: string, filter: AccountFilter, guesses: Guesses): string | null {
  const rent = RENT_WORD.exec(text)?.[0];
  if (rent === undefined) return null;
  const flats = [...index.accounts.keys()].filter((a) => a.startsWith(`${parent}:`) && accepts(index, filter, a)).flatMap((a) =>
    (index.accounts.get(a)?.aliases ?? []).flatMap((alias) => {
      const flat = RENT_WORD.test(alias) ? alias.replace(/(?:房租|租金)$/, '') : '';
      return flat.length >= 2 && flat !== alias && text.includes(flat) ? [{ account: a, alias, flat }] : [];
    }));
  const accounts = new Set(flats.map((f) => f.account));
  if (accounts.size !== 1) return null;
  guesses.add(`read ${flats[0]!.flat} and ${rent} as ${flats[0]!.alias} (${flats[0]!.account})`, 0.05);
  return flats[0]!.account;
}

/**
 * The rent account of the tenant said (那对夫妻, or 小两口, another alias of the receivable kept for
 * them): the income account their entries booked last, under `parent` when the words named one
 * (Income:Rent, not open), else when rent or its terms (押一付三) are said; warned. Null unless one
 * account. (landlord QA F1, F11: 那对夫妻 交了 房租 4200 was Income:Other, their rent in history Income:Rent:Xiasha)
 */
export function rentOfTenantSaid(index: NlpIndex, text: string, parent: string | null, filter: AccountFilter, guesses: Guesses): string | null {
  if (!RENT_WORD.test(text) && !PAY_TERMS_ONE.test(text)) return null;
  const said = (w: string) => w.length >= 2 && text.includes(w);
  const claimsSaid = [...index.claims].filter((a) => rootOf(a) === ASSETS && (index.accounts.get(a)?.aliases ?? []).some(said));
  const names = new Set([...index.payeeLast.keys()].filter(said));
  for (const a of claimsSaid) for (const w of index.accounts.get(a)?.aliases ?? []) names.add(w);
  const found = new Map<string, string>();
  for (const name of names) {
    const income = index.payeeLast.get(name)?.income;
    if (income === undefined || !accepts(index, filter, income) || (parent !== null && !income.startsWith(`${parent}:`))) continue;
    found.set(income, name);
  }
  if (found.size !== 1) return null;
  const [account, name] = [...found][0]!;
  guesses.add(`read the rent as ${name}'s: booked on ${account}, as their rent was before`, 0.05);
  return account;
}
