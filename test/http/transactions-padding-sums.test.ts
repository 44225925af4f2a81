// Property: on ledgers where people pad, the postings GET /bean/transactions lists on an account
// add up to what GET /bean/balances says it holds, at every date of a pad or assertion and at the
// end; and still after back-dated writes, which change what the pads insert.
import { describe, expect, test } from 'vitest';
import { Decimal } from '../../src/ledger/core/decimal.ts';
import { paddedLedger } from '../ledger/property/padded_ledger.ts';
import { propertyRuns, propertySeed } from '../ledger/property/property_seed.ts';
import { makeTestApp, type TestApp } from './test-app.ts';

const ACCOUNTS = ['Assets:Cash', 'Assets:Cash:Wallet', 'Assets:Bank', 'Equity:Open', 'Income:Job'];

type Sums = Map<string, Decimal>;

function add(sums: Sums, currency: string, number: string): void {
  sums.set(currency, (sums.get(currency) ?? Decimal.ZERO).add(Decimal.parse(number)));
}

// Compared as numbers: a sum of postings need not have the digits of the balance (10.5 + 2.50).
const text = (sums: Sums) => [...sums].filter(([, n]) => !n.isZero()).map(([c, n]) => `${n.normalize().toString()} ${c}`).sort().join(', ');

/** Per account, the sum of the listed postings on exactly it, up to `to` (every page). */
async function journalSums(t: TestApp, to: string | undefined): Promise<Map<string, string>> {
  const sums = new Map<string, Sums>(ACCOUNTS.map((a) => [a, new Map()]));
  for (let offset = 0; ; offset += 500) {
    const r = await t.get(`/bean/transactions?limit=500&offset=${offset}${to ? `&to=${to}` : ''}`);
    expect(r.statusCode, r.body).toBe(200);
    const page = r.json() as { data: { postings: { account: string; units: { number: string; currency: string } }[] }[]; meta: { total: number } };
    for (const txn of page.data) for (const p of txn.postings) if (sums.has(p.account)) add(sums.get(p.account)!, p.units.currency, p.units.number);
    if (offset + 500 >= page.meta.total) break;
  }
  return new Map([...sums].map(([a, s]) => [a, text(s)]));
}

/** Per account, its own balance at the end of `date`. */
async function balances(t: TestApp, date: string | undefined): Promise<Map<string, string>> {
  const r = await t.get(`/bean/balances?limit=500${date ? `&date=${date}` : ''}`);
  expect(r.statusCode, r.body).toBe(200);
  const rows = r.json().data as { account: string; units: { number: string; currency: string }[] }[];
  const out = new Map<string, string>();
  for (const account of ACCOUNTS) {
    const sums: Sums = new Map();
    for (const u of rows.find((row) => row.account === account)?.units ?? []) add(sums, u.currency, u.number);
    out.set(account, text(sums));
  }
  return out;
}

/** A transaction of padded_ledger's text as POST /bean/transactions takes it. */
function body(txnText: string): Record<string, unknown> {
  const [head, ...lines] = txnText.trimEnd().split('\n');
  const [, date, narration] = /^(\S+) \* "([^"]*)"$/.exec(head!)!;
  const postings = lines.map((line) => {
    const m = /^\s+(\S+)(?:\s+(\S+) (\S+)(?: \{(\S+) (\S+)\})?)?$/.exec(line)!;
    const [, account, number, currency, cost, costCurrency] = m;
    return { account, ...(number ? { units: { number, currency } } : {}), ...(cost ? { cost: { number: cost, currency: costCurrency } } : {}) };
  });
  return { date, narration, postings };
}

async function expectJournalsAddUp(t: TestApp, dates: readonly (string | undefined)[], label: string): Promise<void> {
  for (const date of dates) expect(await journalSums(t, date), `${label}, to ${date ?? 'the end'}`).toEqual(await balances(t, date));
}

describe('an account\'s journal adds up to its balance, padding included', () => {
  const seed = propertySeed();
  const runs = propertyRuns(6);
  for (let i = 0; i < runs; i++) {
    test(`padded ledger ${seed + i}`, async () => {
      const { base, additions } = paddedLedger(seed + i);
      const t = await makeTestApp(base);
      try {
        const dates = [...new Set([...base.matchAll(/^(\S+) (?:pad|balance) /gm)].map((m) => m[1]!))].sort();
        const all = [...dates, undefined];
        const padding = (await t.get('/bean/transactions?q=padding%20inserted&limit=500')).json() as { meta: { total: number } };
        await expectJournalsAddUp(t, all, `seed ${seed + i}`);
        let written = 0;
        for (const addition of additions) {
          if (!addition.includes(' * ')) continue;
          const r = await t.post('/bean/transactions', body(addition));
          // A write that would make a new error is refused: nothing changed.
          if (r.statusCode !== 201) {
            expect(r.statusCode, r.body).toBe(422);
            continue;
          }
          written++;
          await expectJournalsAddUp(t, all, `seed ${seed + i} after ${addition.split('\n')[0]}`);
        }
        // Not vacuous: these ledgers pad, and most writes land.
        expect(padding.meta.total).toBeGreaterThan(0);
        if (additions.some((a) => a.includes(' * '))) expect(written + padding.meta.total).toBeGreaterThan(1);
      } finally {
        await t.close();
      }
    });
  }
});
