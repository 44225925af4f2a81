// The NLP view and index of a ledger are extended, not rebuilt, when a write adds newer
// transactions; whichever way, they must equal what a fresh load of the file gives.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LedgerStore } from '../../src/store/ledger-store.ts';
import { Ledger } from '../../src/ledger/ledger.ts';
import type { RawDirective } from '../../src/ledger/core/directives.ts';
import { parseText } from '../../src/ledger/syntax/parser.ts';
import { ledgerViewOf } from '../../src/nlp/ledger-view.ts';
import { nlpIndexOf, type NlpIndex } from '../../src/nlp/ledger-index.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';

const LEDGER = `option "operating_currency" "CNY"
2024-01-01 open Assets:Bank:CMB
2024-01-01 open Assets:Alipay
2024-01-01 open Expenses:Food
2024-01-01 open Expenses:Transport
2024-01-01 open Income:Salary

2024-01-05 * "Starbucks" "coffee"
  Expenses:Food  30 CNY
  Assets:Alipay

2024-01-06 * "Didi" "taxi"
  Expenses:Transport  25 CNY
  Assets:Bank:CMB
`;

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'nlp-after-write-'));
  file = join(dir, 'main.beancount');
  await writeFile(file, LEDGER);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const directives = (text: string): RawDirective[] => parseText(text, '<request>').directives;

/** The index as plain data (maps and sets as sorted entries), for comparison. */
function plain(index: NlpIndex): unknown {
  const norm = (v: unknown): unknown => {
    if (v instanceof Map) return [...v].map(([k, x]) => [k, norm(x)]).sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    if (v instanceof Set) return [...v].sort();
    if (Array.isArray(v)) return v.map(norm);
    if (v !== null && typeof v === 'object' && 'coef' in v) return String(v);
    if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, norm(x)]));
    return v;
  };
  const { view, ...rest } = index;
  return { ...(norm(rest) as object), transactions: norm(view.transactions), accounts: norm(view.accounts), payees: norm(view.payees) };
}

async function indexNowAndFresh(store: LedgerStore): Promise<[NlpIndex, NlpIndex]> {
  const snapshot = await store.snapshot();
  return [nlpIndexOf(ledgerViewOf(snapshot.ledger)), nlpIndexOf(ledgerViewOf(Ledger.load(file)))];
}

describe('NLP index after writes', () => {
  test('newer transactions (a new payee, a new currency) extend the index: the same as a fresh build, and parses use them', async () => {
    const store = new LedgerStore(file);
    const before = nlpIndexOf(ledgerViewOf((await store.snapshot()).ledger));
    expect(parseEntry((await store.snapshot()).ledger, 'Noodle Zhang 18元', '2024-02-01').payee).not.toBe('Noodle Zhang');
    await store.write(() => ({ directives: directives('2024-02-01 * "Noodle Zhang" "noodles"\n  Expenses:Food  18 CNY\n  Assets:Bank:CMB\n'), result: null }));
    await store.write(() => ({ directives: directives('2024-02-02 * "Didi" "taxi abroad"\n  Expenses:Transport  5 USD\n  Assets:Bank:CMB\n'), result: null }));
    const [now, fresh] = await indexNowAndFresh(store);
    expect(now).not.toBe(before);
    expect(plain(now)).toEqual(plain(fresh));
    expect(now.currencyCodes.has('USD')).toBe(true);
    // The new payee is known to the next parse.
    expect(parseEntry((await store.snapshot()).ledger, 'Noodle Zhang 18元', '2024-02-03').payee).toBe('Noodle Zhang');
  });

  test('a back-dated transaction or a new account: built again, still the same as a fresh build', async () => {
    const store = new LedgerStore(file);
    void nlpIndexOf(ledgerViewOf((await store.snapshot()).ledger));
    await store.write(() => ({ directives: directives('2024-01-02 * "Bakery" "bread"\n  Expenses:Food  8 CNY\n  Assets:Alipay\n'), result: null }));
    let [now, fresh] = await indexNowAndFresh(store);
    expect(plain(now)).toEqual(plain(fresh));
    await store.write(() => ({ directives: directives('2024-01-01 open Expenses:Books'), result: null }));
    [now, fresh] = await indexNowAndFresh(store);
    expect(now.accounts.has('Expenses:Books')).toBe(true);
    expect(plain(now)).toEqual(plain(fresh));
  });
});
