// Generates a large, valid Beancount ledger for benchmarks and differential tests:
// expenses, splits, foreign currency at a price, stock lots bought at cost and sold FIFO,
// monthly balance assertions, yearly pads, prices, notes and events. Deterministic per seed.
// Usage: node bench/generate-ledger.ts --transactions 100000 --seed 1 --out /tmp/big.beancount
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

/** Small deterministic PRNG (mulberry32): same seed, same ledger. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const EXPENSES = [
  'Food:Groceries', 'Food:Restaurant', 'Food:Coffee', 'Transport:Taxi', 'Transport:Subway', 'Home:Rent',
  'Home:Electricity', 'Home:Internet', 'Health:Medical', 'Clothing', 'Books', 'Travel:Hotel', 'Gifts', 'Phone',
  'Entertainment:Movies', 'Sports', 'Education', 'Insurance', 'Pets', 'Charity',
];
const PAYEES = ['全家', 'Starbucks', '盒马', 'Uber', '滴滴出行', 'Amazon', '京东', 'Landlord', 'City Power', '美团', 'Shell', '"Quoted" Café'];

/** Cents (an integer) as decimal text with two places, no floats involved. */
function money(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function escape(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
}

export interface GenerateOptions {
  transactions: number;
  seed: number;
  start?: string;
  perDay?: number;
}

export function generateLedger({ transactions, seed, start = '2000-01-01', perDay = 27 }: GenerateOptions): string {
  const rand = prng(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const out: string[] = [];
  const w = (s: string) => out.push(s);

  w(`option "title" "Generated ledger (seed ${seed})"\noption "operating_currency" "CNY"\noption "operating_currency" "USD"\n`);
  w(`plugin "beancount.plugins.implicit_prices"\n\n`);
  const open = addDays(start, -1);
  w(`${open} commodity CNY\n${open} commodity USD\n${open} commodity STK\n  name: "Stock"\n`);
  w(`${open} open Assets:Bank:Checking CNY\n${open} open Assets:Bank:USD USD\n${open} open Assets:Broker:Cash USD`);
  w(`${open} open Assets:Broker:STK STK "FIFO"\n${open} open Liabilities:CreditCard CNY\n${open} open Income:Salary CNY`);
  w(`${open} open Income:Dividends USD\n${open} open Income:CapitalGains USD\n${open} open Equity:Opening-Balances`);
  for (const e of EXPENSES) w(`${open} open Expenses:${e}`);
  w('');

  let checking = 0; // cents in Assets:Bank:Checking, to write true balance assertions
  let card = 0;
  let shares = 0;
  let brokerCash = 0;
  let stockPrice = 10000; // cents
  let date = start;
  let written = 0;
  let lastMonth = date.slice(0, 7);
  let padPending = false;

  while (written < transactions) {
    const month = date.slice(0, 7);
    if (month !== lastMonth) {
      w(`${date} balance Assets:Bank:Checking ${money(checking)} CNY\n`);
      if (month.endsWith('-01')) {
        // a yearly pad, settled by the assertion on the next day
        w(`${date} pad Assets:Bank:Checking Equity:Opening-Balances\n`);
        padPending = true;
        w(`${date} event "location" "City ${int(1, 9)}"\n`);
      }
      lastMonth = month;
    }
    const day = date.slice(8, 10);
    for (let i = 0; i < perDay && written < transactions; i++, written++) {
      const kind = rand();
      const payee = escape(pick(PAYEES));
      if (i === 0 && day === '01') {
        const salary = int(800000, 1200000);
        checking += salary;
        w(`${date} * "Employer" "Salary" #payroll\n  Assets:Bank:Checking  ${money(salary)} CNY\n  Income:Salary\n`);
      } else if (kind < 0.6) {
        const cents = int(100, 30000);
        const viaCard = rand() < 0.3;
        if (viaCard) card -= cents;
        else checking -= cents;
        const from = viaCard ? 'Liabilities:CreditCard' : 'Assets:Bank:Checking';
        w(`${date} * "${payee}" "Purchase ${written}"\n  Expenses:${pick(EXPENSES)}  ${money(cents)} CNY\n  ${from}\n`);
      } else if (kind < 0.75) {
        const a = int(100, 9000);
        const b = int(100, 9000);
        checking -= a + b;
        w(`${date} ! "${payee}" "Split ${written}" ^split-${written}\n  receipt: "r${written}"\n  Expenses:${pick(EXPENSES)}  ${money(a)} CNY\n  Expenses:${pick(EXPENSES)}  ${money(b)} CNY\n  Assets:Bank:Checking  ${money(-(a + b))} CNY\n`);
      } else if (kind < 0.82) {
        // whole dollars at a two-place rate: the interpolated CNY amount is exact in cents
        const dollars = int(5, 200);
        const rateCents = int(600, 799);
        checking -= dollars * rateCents;
        w(`${date} * "FX" "Buy USD"\n  Assets:Bank:USD  ${dollars}.00 USD @ ${money(rateCents)} CNY\n  Assets:Bank:Checking\n`);
      } else if (kind < 0.9) {
        const n = int(1, 20);
        stockPrice = Math.max(100, stockPrice + int(-300, 320));
        const cost = n * stockPrice;
        brokerCash -= cost;
        shares += n;
        w(`${date} * "Broker" "Buy STK"\n  Assets:Broker:STK  ${n} STK {${money(stockPrice)} USD}\n  Assets:Broker:Cash  ${money(-cost)} USD\n`);
        w(`${date} price STK ${money(stockPrice)} USD\n`);
      } else if (kind < 0.95 && shares > 0) {
        const n = Math.min(shares, int(5, 40));
        shares -= n;
        const proceeds = n * stockPrice;
        brokerCash += proceeds;
        w(`${date} * "Broker" "Sell STK"\n  Assets:Broker:STK  -${n} STK {} @ ${money(stockPrice)} USD\n  Assets:Broker:Cash  ${money(proceeds)} USD\n  Income:CapitalGains\n`);
      } else if (kind < 0.97) {
        const paid = Math.min(-card, int(1000, 500000));
        card += paid;
        checking -= paid;
        w(`${date} * "Bank" "Credit card payment"\n  Liabilities:CreditCard  ${money(paid)} CNY\n  Assets:Bank:Checking  ${money(-paid)} CNY\n`);
      } else if (kind < 0.98) {
        w(`${date} note Assets:Bank:Checking "Called the bank about ${written}"\n`);
        written--;
      } else {
        const div = int(100, 5000);
        brokerCash += div;
        w(`${date} * "Broker" "Dividend"\n  Assets:Broker:Cash  ${money(div)} USD\n  Income:Dividends\n`);
      }
    }
    if (padPending) {
      // the pad fills whatever the day's transactions leave: assert a new target the next day
      const target = checking + int(-5000, 5000);
      w(`${addDays(date, 1)} balance Assets:Bank:Checking ${money(target)} CNY\n`);
      checking = target;
      padPending = false;
    }
    date = addDays(date, 1);
  }
  void brokerCash;
  return out.join('\n') + '\n';
}

/**
 * One broker account that piles up `lots` lots (ten buys a day) and then sells one to three
 * units at a time with `{}` (ten sales a day), booked `method`: a long savings plan sold off,
 * where each sale meets the account's many lots. Deterministic per seed.
 */
export function generateLotsLedger({ lots, method, seed = 3 }: { lots: number; method: 'FIFO' | 'LIFO'; seed?: number }): string {
  const random = prng(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  const out = [`2000-01-01 open Assets:Broker "${method}"`, '2000-01-01 open Assets:Cash', '2000-01-01 open Income:PnL', ''];
  for (let i = 0; i < lots; i++) {
    const day = addDays('2000-01-02', Math.floor(i / 10));
    out.push(`${day} * "buy"`, `  Assets:Broker  ${int(1, 9)} HOOL {${money(int(10000, 20000))} USD}`, '  Assets:Cash', '');
  }
  const firstSale = Math.floor(lots / 10) + 10;
  for (let i = 0; i < lots; i++) {
    const day = addDays('2000-01-02', firstSale + Math.floor(i / 10));
    const units = int(1, 3);
    out.push(`${day} * "sell"`, `  Assets:Broker  -${units} HOOL {} @ 150.00 USD`, `  Assets:Cash  ${money(units * 15000)} USD`, '  Income:PnL', '');
  }
  return out.join('\n');
}

/**
 * The same ledger kept as many long-lived ledgers are: a main file with the options, plugins,
 * commodities and opens, including one file per year. Each directive (with its indented lines
 * and the blank line after it) goes to the file of its year; what comes before the first
 * dated directive of the first year stays in the main file. Keys are file names.
 */
export function splitByYear(text: string): Map<string, string> {
  const header: string[] = [];
  const years = new Map<string, string[]>();
  let target = header;
  let firstYear: string | null = null;
  for (const line of text.split('\n')) {
    const year = /^(\d{4})-\d\d-\d\d /.exec(line)?.[1];
    if (year !== undefined) {
      // The opens and commodities are dated the day before the first transaction.
      firstYear ??= /^\d{4}-\d\d-\d\d (open|commodity) /.test(line) ? null : year;
      if (firstYear !== null) {
        let lines = years.get(year);
        if (lines === undefined) years.set(year, (lines = []));
        target = lines;
      }
    }
    target.push(line);
  }
  const files = new Map<string, string>();
  const names = [...years.keys()].sort().map((y) => `${y}.beancount`);
  files.set('main.beancount', `${header.join('\n').trimEnd()}\n\n${names.map((n) => `include "${n}"`).join('\n')}\n`);
  for (const [year, lines] of years) files.set(`${year}.beancount`, `${lines.join('\n').trimEnd()}\n`);
  return files;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { transactions: { type: 'string', default: '100000' }, seed: { type: 'string', default: '1' }, out: { type: 'string' } },
  });
  const text = generateLedger({ transactions: Number(values.transactions), seed: Number(values.seed) });
  if (values.out) writeFileSync(values.out, text);
  else process.stdout.write(text);
}
