// check() and append() on a ledger that includes other files. The service appends to the main
// file; Beancount sorts by (date, kind, line) whatever the file, and among equal ones keeps the
// order the files were read in, the main file first. So an appended transaction on the same day
// and line as one of an included file comes before it (checked with bean-check).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseText } from '../../src/ledger/syntax/parser.ts';

const MAIN = `include "part.beancount"
2024-01-01 open Assets:Cash
2024-01-01 open Assets:Broker
2024-01-01 open Income:Gains
`;
// Two lots bought, then the 12 USD one sold on line 6, the line the appended sale will have.
const PART = `2024-01-02 * "buy"
  Assets:Broker  1 HOOL {10 USD}
  Assets:Broker  1 HOOL {12 USD}
  Assets:Cash  -22 USD

2024-01-05 * "sell the 12 USD lot"
  Assets:Broker  -1 HOOL {12 USD}
  Assets:Cash  12 USD
`;
const SALE = `
2024-01-05 * "sell one"
  Assets:Broker  -1 HOOL {}
  Assets:Cash  11 USD
  Income:Gains
`;

function ledgerFiles(): { main: string; ledger: Ledger; additions: ReturnType<typeof parseText>['directives'] } {
  const dir = mkdtempSync(join(tmpdir(), 'ledger-included-'));
  const main = join(dir, 'main.beancount');
  writeFileSync(main, MAIN);
  writeFileSync(join(dir, 'part.beancount'), PART);
  const ledger = Ledger.load(main);
  const lines = MAIN.split('\n').length - 1;
  const additions = parseText(MAIN + SALE, main).directives.filter((d) => d.source.line > lines);
  return { main, ledger, additions };
}

describe('a ledger with an included file', () => {
  it('an appended sale on the line of a sale in the included file books before it: both lots are still there (ambiguous under STRICT)', () => {
    const { ledger, additions } = ledgerFiles();
    expect(ledger.errors).toEqual([]);
    expect(additions.map((d) => d.source.line)).toEqual([6]);
    const result = ledger.check(additions);
    expect(result.errors.map((e) => `${e.source.line}: ${e.message.split('\n')[0]}`)).toEqual([
      '6: Ambiguous matches for "-1 HOOL {}": 1 HOOL {10 USD, 2024-01-02}, 1 HOOL {12 USD, 2024-01-02}',
    ]);
  });

  it('an appended transaction takes its place before the included file\'s one of the same day and line, as a reload orders them', () => {
    const { main, ledger } = ledgerFiles();
    // A sale of the lot that stays either way, so that the write is accepted.
    const text = SALE.replace('{}', '{10 USD}').replace('11 USD', '10 USD');
    const accepted = parseText(MAIN + text, main).directives.filter((d) => d.source.line > MAIN.split('\n').length - 1);
    const result = ledger.check(accepted);
    expect(result.errors).toEqual([]);
    ledger.append(result.directives);
    writeFileSync(main, readFileSync(main, 'utf8') + text);
    const order = (l: Ledger) => l.directives.filter((d) => d.type === 'transaction').map((d) => (d.type === 'transaction' ? d.narration : ''));
    expect(order(ledger)).toEqual(['buy', 'sell one', 'sell the 12 USD lot']);
    expect(order(ledger)).toEqual(order(Ledger.load(main)));
  });
});
