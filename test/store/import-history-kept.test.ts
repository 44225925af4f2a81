// What statement imports look up in the ledger (ImportHistory) is kept by the store per state of
// the ledger: built on first use, followed by writes that append (the same object, each part
// taken in where a fresh build puts it: back-dated entries, ties on one date, the later of two
// transactions with one import_id or payee), and dropped when the ledger is recomputed. After
// each write it must answer as a history built on a fresh load of the files does.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { appendFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LedgerStore, type LedgerSnapshot } from '../../src/store/ledger-store.ts';
import { DerivedIndexes } from '../../src/store/derived-indexes.ts';
import { FileLines } from '../../src/store/file-lines.ts';
import { Ledger } from '../../src/ledger/ledger.ts';
import type { Directive, RawDirective } from '../../src/ledger/core/directives.ts';
import { Decimal } from '../../src/ledger/core/decimal.ts';
import { amountKey, ImportHistory, numberKey } from '../../src/importers/ledger-index.ts';
import { parseText } from '../../src/ledger/syntax/parser.ts';

const LEDGER = `option "operating_currency" "CNY"
2024-01-01 open Assets:Bank CNY
2024-01-01 open Expenses:Food
2024-01-01 open Income:Salary
2024-01-01 custom "payee" "Cafe"
  account: Expenses:Food

2024-01-05 * "Cafe" "coffee"
  import_id: "bank:a1"
  Expenses:Food  10.00 CNY
  Assets:Bank

2024-01-05 * "Shop" "Lunch"
  import_id: "bank:a2"
  Expenses:Food  10 CNY
  Assets:Bank

2024-02-10 * "Employer" "salary"
  import_id: "bank:a3"
  Assets:Bank  3000 CNY
  Income:Salary

2024-02-20 * "Market" "two things paid at once"
  Expenses:Food  4 CNY
  Expenses:Food  6 CNY
  Assets:Bank  -10 CNY
`;

function raw(text: string): RawDirective[] {
  return parseText(text, '<request>').directives;
}

/** Writes that append: back-dated, on a date that already has entries, ids and payees met again. */
const WRITES = [
  // a later transaction with an import_id and payee already there (it wins both), and a new amount
  `2024-03-01 * "cafe" "COFFEE"
  import_id: "bank:a1"
  Expenses:Food  10.0 CNY
  Assets:Bank`,
  // back-dated onto 2024-01-05, after the two there (a tie: the ledger's order decides)
  `2024-01-05 * "Shop" "lunch"
  import_id: "bank:a2#2"
  Expenses:Food  10.000 CNY
  Assets:Bank`,
  // earlier than every transaction: not the latest for its payee, a first use of its account
  `2024-01-01 open Expenses:Books
2024-01-02 * "Cafe" "book"
  import_id: "bank:a1"
  Expenses:Books  -0.00 CNY
  Expenses:Food  12.345 CNY
  Assets:Bank`,
  // two in one write, on one date, and a payee record
  `2024-02-10 custom "payee" "Shop"
  alias: "SHOP 12, Shop Ltd"
2024-02-10 * "Employer" "bonus"
  import_id: "bank:a3#2"
  Assets:Bank  3000.00 CNY
  Income:Salary
2024-02-10 * "Shop" "Lunch"
  Expenses:Food  10.00 CNY
  Assets:Bank`,
  // items paid from one posting, back-dated before those of the same amounts
  `2024-02-10 * "Market" "three things paid at once"
  Expenses:Food  4.00 CNY
  Expenses:Food  4 CNY
  Expenses:Books  2 CNY
  Assets:Bank  -10 CNY`,
];

/** Everything a history answers about this ledger, with transactions named by their place in it. */
function answers(history: ImportHistory, directives: readonly Directive[]) {
  const at = (t: Directive | null | undefined) => (t ? directives.indexOf(t) : null);
  const transactions = directives.filter((d) => d.type === 'transaction');
  const ids = transactions.flatMap((t) => (t.meta.import_id?.type === 'string' ? [t.meta.import_id.value] : []));
  const accounts = new Set(directives.flatMap((d) => ('account' in d ? [d.account] : d.type === 'transaction' ? d.postings.map((p) => p.account) : [])));
  const texts = transactions.flatMap((t) => [t.payee ?? '', t.narration, (t.payee ?? '').toUpperCase(), t.narration.toUpperCase()]);
  return {
    importIds: [...new Set(ids)].sort().map((id) => [id, at(history.importIds.get(id))]),
    families: [...new Set(ids.flatMap((id) => [id, id.replace(/#\d+$/, '')]))].sort().map((id) => [id, history.importIdFamily(id).map((h) => [h.id, at(h.txn)])]),
    booked: transactions.flatMap((t) =>
      t.postings.flatMap((p) => [p.units.number, p.units.number.neg()].map((n) => [`${p.account} ${n.toString()}`, history.booked(p.account, p.units.currency, n).map((b) => [b.day, at(b.txn)])])),
    ),
    items: transactions.flatMap((t) =>
      t.postings.flatMap((paid) => t.postings.map((p) => [`${paid.account} ${p.units.number.toString()}`, history.items(paid.account, p.units.currency, p.units.number).map((b) => [b.day, at(b.txn)])])),
    ),
    lastWith: texts.map((text) => [text, at(history.lastWith('payee', text)), at(history.lastWith('narration', text))]),
    firstUse: [...accounts].sort().map((a) => [a, history.firstUse(a) ?? null]),
    payees: history.payees,
    everOpened: [...history.everOpened].sort(),
  };
}

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'import-history-'));
  file = join(dir, 'main.beancount');
  await writeFile(file, LEDGER);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function fromFreshLoad(): Promise<ReturnType<typeof answers>> {
  const snap = await new LedgerStore(file).snapshot();
  return answers(new ImportHistory(snap.ledger), snap.ledger.directives);
}

describe("the store's import history", () => {
  test('is one object across writes that append, and answers as one built on a fresh load', async () => {
    const store = new LedgerStore(file);
    let snap: LedgerSnapshot = await store.snapshot();
    const kept = snap.imports;
    answers(kept, snap.ledger.directives); // every part built before the writes
    for (const text of WRITES) {
      await store.write(() => ({ directives: raw(text), result: null }));
      snap = await store.snapshot();
      expect(snap.imports).toBe(kept);
      expect(answers(kept, snap.ledger.directives)).toEqual(await fromFreshLoad());
    }
    // and a transaction appended to the file by hand
    await appendFile(file, '\n2024-01-05 * "Hand" "lunch"\n  import_id: "bank:a2"\n  Expenses:Food  10 CNY\n  Assets:Bank\n');
    snap = await store.snapshot();
    expect(snap.imports).toBe(kept);
    const seen = answers(kept, snap.ledger.directives);
    expect(seen).toEqual(await fromFreshLoad());
    // (the checks above are not empty: the hand-written one is the last "bank:a2")
    expect(snap.ledger.directives[seen.importIds.find(([id]) => id === 'bank:a2')![1] as number]).toMatchObject({ payee: 'Hand' });
  });

  test('parts not built before a write are built from the ledger as it is then', async () => {
    const store = new LedgerStore(file);
    const kept = (await store.snapshot()).imports;
    expect(kept.importIds.has('bank:a1')).toBe(true); // only the ids
    for (const text of WRITES) await store.write(() => ({ directives: raw(text), result: null }));
    const snap = await store.snapshot();
    expect(snap.imports).toBe(kept);
    expect(answers(kept, snap.ledger.directives)).toEqual(await fromFreshLoad());
  });

  test('a file edited by hand (not an append) is read again, with a fresh history', async () => {
    const store = new LedgerStore(file);
    const first = await store.snapshot();
    const kept = first.imports;
    expect(kept.importIds.has('bank:a3')).toBe(true);
    await writeFile(file, LEDGER.replace('bank:a3', 'bank:b3'));
    const snap = await store.snapshot();
    expect(snap.imports).not.toBe(kept);
    expect(snap.imports.importIds.has('bank:a3')).toBe(false);
    expect(snap.imports.importIds.has('bank:b3')).toBe(true);
  });

  test('a ledger recomputed by an append gets a fresh history', () => {
    const ledger = Ledger.fromText(LEDGER);
    const derived = new DerivedIndexes(ledger, new FileLines());
    const kept = derived.imports;
    expect(derived.imports).toBe(kept);
    derived.noteAppended({ recomputed: false, inserted: [] });
    expect(derived.imports).toBe(kept);
    derived.noteAppended({ recomputed: true });
    expect(derived.imports).not.toBe(kept);
  });
});

describe('the keys of booked amounts', () => {
  // The key as it was first defined: the plain notation without the zeros after the point.
  const reference = (n: Decimal) => {
    const s = n.toString();
    return s.includes('.') ? s.replace(/\.?0+$/, '') : s;
  };
  const texts = ['0', '0.00', '-0.00', '10', '10.0', '100.00', '25.50', '-25.50', '0.0001', '-0.000100', '1e3', '12.345', '120', '1.20e2', '99999999999999.99', '123456789012345678901234.5000', '-123456789012345678901234.000', '0.0000000000000001', '0.00000000000000010', '281474976710655', '281474976710656', '2814749767106560e-1', '1e20', '-1e-20'];
  function numbers(): Decimal[] {
    const all = texts.map((t) => Decimal.parse(t));
    all.push(Decimal.negativeZero(-2), Decimal.negativeZero(0), new Decimal(1500, 3), new Decimal(-7, -9), new Decimal(10n ** 30n, -32), new Decimal(-(10n ** 30n), -30), new Decimal(25n * 10n ** 20n, -21));
    for (let i = 0; i < 3000; i++) {
      const n = new Decimal(Math.round((Math.random() - 0.5) * 10 ** ((i % 16) + 1)), (i % 9) - 6);
      // the same value written with more zeros, and with a coefficient beyond a safe integer
      all.push(n, new Decimal(n.coef * 1000n, n.exp - 3), new Decimal(n.coef * 10n ** 20n, n.exp - 20));
    }
    return all;
  }
  test('numberKey is the plain notation without trailing zeros after the point', () => {
    for (const n of numbers()) expect(numberKey(n), `${n.toString()} (exp ${n.exp})`).toBe(reference(n));
    expect(numberKey(Decimal.parse('25.00'))).toBe('25');
    expect(numberKey(Decimal.parse('-0.50'))).toBe('-0.5');
  });
  test('amountKey meets two numbers exactly when numberKey does', () => {
    const byNumberKey = new Map<string, number | string>();
    const byAmountKey = new Map<number | string, string>();
    for (const n of numbers()) {
      const [text, key] = [reference(n), amountKey(n)];
      expect(byNumberKey.get(text) ?? key, text).toBe(key);
      expect(byAmountKey.get(key) ?? text, String(key)).toBe(text);
      byNumberKey.set(text, key);
      byAmountKey.set(key, text);
    }
    expect(amountKey(Decimal.parse('25.00'))).toBe(amountKey(Decimal.parse('25')));
    expect(amountKey(Decimal.negativeZero(-2))).not.toBe(amountKey(Decimal.parse('0.00')));
    expect(byNumberKey.size).toBeGreaterThan(2000);
  });
});
