// A person's late entries in a real-looking ledger: transactions, balance assertions and prices
// of a three-year `bean-example` ledger, copied to another date (some with a digit changed) and
// appended at the end of the file, as the service writes them. Ledger.check must blame exactly
// the lines where Beancount 2.3 newly reports an error, with its messages; when it accepts the
// tail, append() must leave the directives Beancount loads from the longer file. A backdated
// entry reaches into years of history: lots sold before they were bought, balance assertions
// that stop passing, prices between others.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../../src/ledger/ledger.ts';
import { parseText } from '../../../src/ledger/syntax/parser.ts';
import { prng } from '../../../bench/generate-ledger.ts';
import { requireBeancount } from '../../support/beancount.ts';
import { beancountWorkspace } from '../../support/beancount_workspace.ts';
import { ourBookedLines, theirBookedLines } from '../../support/booked_views.ts';
import { errorLines } from '../../support/inventory_views.ts';
import { propertyRuns, propertySeed } from './property_seed.ts';
import { fileLineMessages } from './split_ledger.ts';

const run = requireBeancount();
const workspace = beancountWorkspace('append-example-');

const BEGIN = 2019;
const YEARS = 3;

/** A few directives of `blocks`, moved to other dates of the ledger's span, sometimes with a digit changed. */
function lateEntries(blocks: readonly string[], random: () => number): string {
  const count = 1 + Math.floor(random() * 3);
  const out: string[] = [];
  for (let n = 0; n < count; n++) {
    let block = blocks[Math.floor(random() * blocks.length)]!;
    const month = String(1 + Math.floor(random() * 12)).padStart(2, '0');
    const day = String(1 + Math.floor(random() * 28)).padStart(2, '0');
    block = block.replace(/^\d{4}-\d\d-\d\d/, `${BEGIN + Math.floor(random() * YEARS)}-${month}-${day}`);
    if (random() < 0.3) block = block.replace(/(\d+)\.(\d+)/, (_, a: string, b: string) => `${a}${Math.floor(random() * 10)}.${b}`);
    out.push(block);
  }
  return out.join('\n\n') + '\n';
}

async function lateEntriesAgree(before: string, tail: string): Promise<{ errors: number; appended: boolean }> {
  const worker = workspace.worker();
  const after = `${before}\n${tail}`;
  const beforeFile = workspace.write(before, 'before');
  const file = workspace.write(after, 'after');
  const firstNewLine = before.split('\n').length + 1;
  const place = (e: { file: string | null; line: number | null }) => String(e.line);
  const theirsBefore = new Set((await worker.inventories(beforeFile)).errors.map(place));
  const theirs = await worker.booked(file);
  const theirsNew = theirs.errors.filter((e) => !theirsBefore.has(place(e))).map((e) => ({ ...e, file: null }));

  const ledger = Ledger.load(beforeFile);
  const oursBefore = new Set(ledger.errors.map((e) => String(e.source.line)));
  const additions = parseText(after, beforeFile).directives.filter((d) => d.source.line >= firstNewLine);
  const result = ledger.check(additions);
  const oursNew = result.errors.map((e) => ({ file: null, line: e.source.line, message: e.message })).filter((e) => !oursBefore.has(place(e)));
  const shown = `appended from line ${firstNewLine}:\n${tail}`;
  // A booking error quotes the posting with its file, which is not the same file here.
  const sameFile = (lines: string[]) => lines.map((l) => l.replace(/'filename': '[^']*'/g, "'filename': F"));
  try {
    expect(errorLines(oursNew)).toEqual(errorLines(theirsNew));
    expect(sameFile(fileLineMessages(oursNew))).toEqual(sameFile(fileLineMessages(theirsNew)));
  } catch (err) {
    throw new Error(`check(): ${(err as Error).message}\n${sameFile(fileLineMessages(oursNew)).join('\n')}\nBeancount:\n${sameFile(fileLineMessages(theirsNew)).join('\n')}\n${shown}`);
  }
  if (result.errors.length > 0 || result.directives.length < additions.length) return { errors: theirsNew.length, appended: false };
  ledger.append(result.directives);
  const ourLines = ledger.directives.flatMap(ourBookedLines);
  const theirLines = theirs.entries.flatMap(theirBookedLines);
  if (ourLines.join('\n') !== theirLines.join('\n')) {
    let i = 0;
    while (ourLines[i] === theirLines[i]) i++;
    throw new Error(`append(): ours from the first difference:\n${ourLines.slice(i, i + 6).join('\n')}\nBeancount:\n${theirLines.slice(i, i + 6).join('\n')}\n${shown}`);
  }
  return { errors: 0, appended: true };
}

const ROUNDS = propertyRuns(12);

describe.runIf(run)('late entries appended to a bean-example ledger: check() and append() agree with Beancount 2.3', () => {
  it('the errors check() blames, and the directives after append()', async () => {
    // FC_SEED varies the ledger too.
    const text = execFileSync('bean-example', ['--seed', String(propertySeed() % 1000), '--date-begin', `${BEGIN}-01-01`, '--date-end', `${BEGIN + YEARS}-01-01`], {
      encoding: 'utf8',
      maxBuffer: 1 << 28,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const blocks = text.split(/\n\n+/).filter((b) => /^\d{4}-\d\d-\d\d (\*|!|txn|balance|price) /.test(b));
    const random = prng(propertySeed());
    let errors = 0;
    let appended = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const outcome = await lateEntriesAgree(text, lateEntries(blocks, random));
      errors += outcome.errors;
      if (outcome.appended) appended++;
    }
    // Both outcomes must occur, or the comparison says little.
    expect(appended).toBeGreaterThan(0);
    expect(errors).toBeGreaterThan(0);
    // Each round loads the ledger twice in Beancount: a longer hunt (FC_RUNS) gets the time it needs.
  }, Math.max(300_000, ROUNDS * 3_000));
});
