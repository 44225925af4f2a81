// A generated ledger spread over a main file and two included ones, for the properties about
// includes. Beancount sorts entries by (date, kind, line) whatever their file, so directives of
// one day in different files compete by line number, and ties keep the order the files were
// read in (breadth first): the parts are shifted by blank lines to make lines collide.
import { writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import fc from 'fast-check';
import type { BeancountWorkspace } from '../../support/beancount_workspace.ts';
import { numbered } from './ledger_model.ts';

export interface SplitShape {
  /** For each directive block, the file it goes to: 0 is the main file, 1 and 2 included ones. */
  readonly fileOf: readonly number[];
  /** Blank lines before each file's first block. */
  readonly shift: readonly number[];
  /** Whether the second included file is included by the first one instead of the main file. */
  readonly nested: boolean;
}

/** Shapes whose included files start up to `maxShift` lines down. */
export const splitShape = (maxShift: number): fc.Arbitrary<SplitShape> =>
  fc.record({
    fileOf: fc.array(fc.nat(2), { minLength: 1, maxLength: 60 }),
    shift: fc.array(fc.nat(maxShift), { minLength: 3, maxLength: 3 }),
    nested: fc.boolean(),
  });

export interface SplitFiles {
  /** The main file first, then the two included ones. */
  readonly paths: readonly string[];
  readonly texts: readonly string[];
  /** The files with numbered lines, for a failure's message. */
  shown(): string;
}

/**
 * Writes `text` (a rendered ledger: blocks apart by blank lines) as three files of `shape`.
 * Options and plugins count in the main file only: they stay there.
 */
export function writeSplit(workspace: BeancountWorkspace, text: string, shape: SplitShape): SplitFiles {
  const blocks = text.split(/\n\n+/).filter((b) => b.trim() !== '');
  const header = blocks.filter((b) => /^(option|plugin) /.test(b));
  const parts: string[][] = [[], [], []];
  blocks.filter((b) => !header.includes(b)).forEach((b, i) => parts[shape.fileOf[i % shape.fileOf.length]!]!.push(b));
  // The included files are made first, so that the main file can name them.
  const paths = ['', workspace.write('', 'part'), workspace.write('', 'part')];
  const include = (i: number) => `include "${basename(paths[i]!)}"`;
  const texts = parts.map((blocks, i) => '\n'.repeat(shape.shift[i]!) + blocks.join('\n\n') + '\n');
  texts[0] = [...header, ...(shape.nested ? [include(1)] : [include(1), include(2)])].join('\n') + '\n' + texts[0];
  if (shape.nested) texts[1] = include(2) + '\n' + texts[1];
  for (const i of [1, 2]) writeFileSync(paths[i]!, texts[i]!);
  paths[0] = workspace.write(texts[0]!, 'main');
  return {
    paths,
    texts,
    shown: () => texts.map((t, i) => `--- ${basename(paths[i]!)}\n${numbered(t)}`).join('\n'),
  };
}

/** Errors as `file:line: first line of the message`, sorted: the same text for both sides. */
export const fileLineMessages = (errors: readonly { file: string | null; line: number | null; message: string }[]): string[] =>
  errors.map((e) => `${e.file === null ? '' : basename(e.file)}:${e.line}: ${e.message.split('\n')[0]!.trim()}`).sort();
