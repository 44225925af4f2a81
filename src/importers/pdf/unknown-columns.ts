// Columns of a statement's table whose header the reader does not know (HeaderColumn.unknown):
// their text went into no row, unsaid. A table with no description column has its description
// there, when one such column holds words: it is read as the description. Any other such column
// that holds words is named in a warning, so that the user knows text was left out.
import type { HeaderColumn, PlacedPhrase, TableHeader } from './table-header.ts';

/** A row of the table: the header it is read against, and the phrases of its lines. */
export interface ColumnsRow {
  readonly header: TableHeader;
  readonly phrases: readonly PlacedPhrase[];
}

export interface UnknownColumns {
  /** Each unknown column read as the description, and the description column it stands for. */
  readonly asDescription: ReadonlyMap<HeaderColumn, HeaderColumn>;
  readonly warnings: readonly string[];
}

const WORDS = /\p{L}/u;

export function readUnknownColumns(rows: readonly ColumnsRow[]): UnknownColumns {
  // the unknown columns of each header whose cells hold words somewhere
  const worded = new Map<TableHeader, Set<HeaderColumn>>();
  for (const { header, phrases } of rows) {
    for (const { phrase, column } of phrases) {
      if (!column.unknown || !WORDS.test(phrase.text)) continue;
      let set = worded.get(header);
      if (!set) worded.set(header, (set = new Set()));
      set.add(column);
    }
  }
  const asDescription = new Map<HeaderColumn, HeaderColumn>();
  const read = new Set<string>();
  const ignored = new Set<string>();
  for (const [header, columns] of worded) {
    const [only] = columns;
    if (columns.size === 1 && !header.columns.some((c) => c.role === 'description')) {
      asDescription.set(only!, { ...only!, role: 'description' });
      read.add(only!.name);
    } else {
      for (const column of columns) ignored.add(column.name);
    }
  }
  const quoted = (names: Iterable<string>) => [...names].map((n) => JSON.stringify(n)).join(', ');
  const warnings: string[] = [];
  if (read.size > 0) {
    warnings.push(`the column ${quoted(read)} has a header this reader does not know: read as each row's description, since the table has no other`);
  }
  if (ignored.size > 0) {
    const one = ignored.size === 1;
    warnings.push(
      `the column${one ? '' : 's'} ${quoted(ignored)} ${one ? 'has a header' : 'have headers'} this reader does not know: ${one ? 'its' : 'their'} text is in no row's narration`,
    );
  }
  return { asDescription, warnings };
}

/** The row's phrases with the unknown columns read as the description put under it. */
export function withDescriptionColumns(phrases: readonly PlacedPhrase[], asDescription: ReadonlyMap<HeaderColumn, HeaderColumn>): PlacedPhrase[] {
  return phrases.map((placed) => {
    const column = asDescription.get(placed.column);
    return column ? { ...placed, column } : placed;
  });
}
