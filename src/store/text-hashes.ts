// The text hash of each transaction (its id before any twin suffix), kept with the parse of its
// file: a reload that reuses a file's parse (its bytes did not change) reuses the hashes of its
// transactions too, so that file's text is neither split into lines nor hashed again.
import type { Source } from '../ledger/core/directives.ts';
import type { ParsedFile } from '../ledger/load.ts';
import type { ParseResult } from '../ledger/syntax/parser.ts';

/** The hashes of the text of one load's files. */
export interface LoadHashes {
  get(source: Source): string | undefined;
  set(source: Source, hash: string): void;
}

export class TextHashes {
  /** By parse (one per file and content), then by line. */
  private readonly byParse = new WeakMap<ParseResult, Map<number, string>>();

  /**
   * The hashes for the files of one load (ParseCache.lastLoad() right after it): a snapshot
   * still in use after a reload keeps reading the hashes of the text it was loaded from.
   */
  forLoad(files: ReadonlyMap<string, ParsedFile>): LoadHashes {
    return {
      get: (source) => {
        const parse = files.get(source.file)?.result;
        return parse === undefined ? undefined : this.byParse.get(parse)?.get(source.line);
      },
      set: (source, hash) => {
        const parse = files.get(source.file)?.result;
        // Only the parse's own transactions: one appended since (below its last directive) is
        // not part of that text, and the same bytes may be read again without it (a revert).
        if (parse === undefined || source.line > lastLine(parse)) return;
        let lines = this.byParse.get(parse);
        if (lines === undefined) this.byParse.set(parse, (lines = new Map()));
        lines.set(source.line, hash);
      },
    };
  }
}

function lastLine(parse: ParseResult): number {
  return parse.directives.at(-1)?.source.line ?? 0;
}
