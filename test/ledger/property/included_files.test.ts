// Property: a generated ledger spread over a main file and included files loads to the same
// directives and errors as in Beancount 2.3. Beancount sorts entries by (date, kind, line)
// whatever their file, so directives of one day in different files compete by line number; ties
// keep the order the files were read in (breadth first). Booking (which lot a sale takes, which
// balance an assertion sees) depends on that order, so the parts are shifted by blank lines to
// make lines collide.
import { writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Ledger } from '../../../src/ledger/ledger.ts';
import { requireBeancount } from '../../support/beancount.ts';
import { beancountWorkspace } from '../../support/beancount_workspace.ts';
import { ourBookedLines, theirBookedLines } from '../../support/booked_views.ts';
import { generatedLedger, numbered, type GeneratedLedger } from './ledger_model.ts';
import { propertyRuns, propertySeed } from './property_seed.ts';

const run = requireBeancount();
const workspace = beancountWorkspace('ledger-included-');

interface SplitLedger {
  readonly ledger: GeneratedLedger;
  /** For each directive block, the file it goes to: 0 is the main file, 1 and 2 included ones. */
  readonly fileOf: readonly number[];
  /** Blank lines before each file's first block. */
  readonly shift: readonly number[];
  /** Whether the second included file is included by the first one instead of the main file. */
  readonly nested: boolean;
}

const splitLedger: fc.Arbitrary<SplitLedger> = fc.record({
  ledger: generatedLedger,
  fileOf: fc.array(fc.nat(2), { minLength: 1, maxLength: 60 }),
  shift: fc.array(fc.nat(6), { minLength: 3, maxLength: 3 }),
  nested: fc.boolean(),
});

/** The files of a split ledger, the main one first; `name(i)` names included file i. */
function splitTexts(split: SplitLedger, name: (i: number) => string): string[] {
  const blocks = split.ledger.text.split(/\n\n+/).filter((b) => b.trim() !== '');
  // Options and plugins count in the main file only: they stay there.
  const header = blocks.filter((b) => /^(option|plugin) /.test(b));
  const parts: string[][] = [[], [], []];
  blocks.filter((b) => !header.includes(b)).forEach((b, i) => parts[split.fileOf[i % split.fileOf.length]!]!.push(b));
  const includes = (i: number) => `include "${name(i)}"`;
  const mainIncludes = split.nested ? [includes(1)] : [includes(1), includes(2)];
  const texts = parts.map((blocks, i) => '\n'.repeat(split.shift[i]!) + blocks.join('\n\n') + '\n');
  texts[0] = [...header, ...mainIncludes].join('\n') + '\n' + texts[0];
  if (split.nested) texts[1] = includes(2) + '\n' + texts[1];
  return texts;
}

/** Error lines and first lines of messages, with the file's name: the same text for both sides. */
const messages = (errors: readonly { file: string | null; line: number | null; message: string }[]) =>
  errors.map((e) => `${e.file === null ? '' : basename(e.file)}:${e.line}: ${e.message.split('\n')[0]!.trim()}`).sort();

async function sameAsBeancount(split: SplitLedger): Promise<void> {
  const names = [0, 1, 2].map(() => '');
  const paths: string[] = [];
  // The included files are written first, so that their names are known to the main file.
  for (const i of [2, 1]) {
    paths[i] = workspace.write('', 'part');
    names[i] = basename(paths[i]!);
  }
  const texts = splitTexts(split, (i) => names[i]!);
  for (const i of [1, 2]) writeFileSync(paths[i]!, texts[i]!);
  const main = workspace.write(texts[0]!, 'main');
  const answer = await workspace.worker().booked(main);
  const loaded = Ledger.load(main);
  try {
    expect(loaded.directives.flatMap(ourBookedLines)).toEqual(answer.entries.flatMap(theirBookedLines));
    expect(messages(loaded.errors.map((e) => ({ file: e.source.file, line: e.source.line, message: e.message })))).toEqual(messages(answer.errors));
  } catch (err) {
    const shown = texts.map((t, i) => `--- ${i === 0 ? 'main' : names[i]}\n${numbered(t)}`).join('\n');
    throw new Error(`${(err as Error).message}\n${shown}`);
  }
}

describe.runIf(run)('generated ledgers spread over included files load as in Beancount 2.3 (property)', () => {
  it('the same directives, in the same order, and the same errors', async () => {
    await fc.assert(fc.asyncProperty(splitLedger, sameAsBeancount), { seed: propertySeed() + 300, numRuns: propertyRuns(150) });
  }, 300_000);
});
