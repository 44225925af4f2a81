// Client QA of session 48: realigning a ledger's amounts (bean-format, Fava's alignment, an editor's)
// changed 61 of 62 transaction ids, so a client that keeps ids (a bot syncing by id) lost every one.
// Ids hash a transaction's text without its layout: runs of spaces and tabs outside strings count as
// one space. What the text says (a string's own spaces, an amount, a comment's words) still counts.
import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { DerivedIndexes } from '../../src/store/derived-indexes.ts';
import { withoutLayout } from '../../src/store/directive-bytes.ts';
import { FileLines } from '../../src/store/file-lines.ts';

const FILE = '/books/main.beancount';

function ids(text: string): string[] {
  const lines = new FileLines();
  lines.setBytes(FILE, Buffer.from(text, 'utf8'));
  return new DerivedIndexes(Ledger.fromText(text, FILE), lines).transactions.list.map((e) => e.id);
}

const OPENS = `2024-01-01 open Assets:Cash
2024-01-01 open Expenses:Food
`;
const AS_TYPED = `${OPENS}
2024-03-01 * "Cafe  Lumière" "coffee" #morning
  Assets:Cash -4.50 CNY ; paid "cash"
  Expenses:Food
2024-03-02 * "Bakery" "bread"
  Assets:Cash   -12 CNY
  Expenses:Food  12 CNY
`;
const REALIGNED = `${OPENS}
2024-03-01 * "Cafe  Lumière" "coffee"   #morning
    Assets:Cash                   -4.50 CNY ;   paid "cash"
    Expenses:Food
2024-03-02 *\t"Bakery" "bread"
\tAssets:Cash\t\t-12 CNY
\tExpenses:Food                    12 CNY
`;

describe('transaction ids', () => {
  it('stay when only the layout changes (amounts aligned, indentation, tabs)', () => {
    const before = ids(AS_TYPED);
    expect(before).toHaveLength(2);
    expect(ids(REALIGNED)).toEqual(before);
  });

  it('change when what the text says changes: a string, an amount, a comment', () => {
    const before = ids(AS_TYPED);
    for (const edited of [AS_TYPED.replace('Cafe  Lumière', 'Cafe Lumière'), AS_TYPED.replace('-12 CNY', '-12.0 CNY'), AS_TYPED.replace('paid "cash"', 'paid "card"')]) {
      const after = ids(edited);
      expect(after.filter((id) => !before.includes(id))).toHaveLength(1);
    }
  });
});

describe('withoutLayout', () => {
  const text = (s: string) => Buffer.from(withoutLayout(Buffer.from(s))).toString('utf8');

  it('makes each run of spaces and tabs outside strings one space', () => {
    expect(text('2024-03-02 *\t"Bakery"\n\t  Assets:Cash    -12 CNY')).toBe('2024-03-02 * "Bakery"\n Assets:Cash -12 CNY');
  });

  it('keeps strings whole, escaped quotes and lines of a string included', () => {
    expect(text('2024-03-02 * "a  \\"b  c\\"   d"  "x\n   y"   ; c')).toBe('2024-03-02 * "a  \\"b  c\\"   d" "x\n   y" ; c');
  });

  it('reads a quote inside a comment as the comment\'s, opening no string', () => {
    expect(text('  Assets:Cash  1 CNY ; it\'s "open\n  Expenses:Food   -1 CNY')).toBe(' Assets:Cash 1 CNY ; it\'s "open\n Expenses:Food -1 CNY');
  });

  it('gives back the same bytes when there is nothing to change', () => {
    const bytes = Buffer.from('2024-03-02 * "Bakery"\n Assets:Cash -12 CNY');
    expect(withoutLayout(bytes)).toBe(bytes);
  });
});
