// Positions and messages as clients see them: paths relative to the ledger's directory (the
// contract: no server paths in answers).
import { dirname, relative } from 'node:path';

/** A file relative to the ledger's directory; a name that is no path ('<string>') as it is. */
export function relativeFile(directory: string, file: string): string {
  if (!file.startsWith('/') && !/^[A-Za-z]:[\\/]/.test(file)) return file; // '<string>' and the like
  return relative(directory, file).split('\\').join('/');
}

/**
 * A message with the absolute paths in it made relative to the ledger's directory (the
 * contract: no server paths in answers): `/srv/books/docs/a.pdf` is `docs/a.pdf`, a path above
 * the directory `../docs/a.pdf`, the directory itself `.`. The directory and each of its
 * ancestors but the root are replaced where they start a path, deepest first, so names with
 * spaces or quotes come out whole. A path that shares only the root with the directory
 * (`/etc/x`, which the ledger itself must have written) and URLs are left as they are.
 */
export function relativeMessage(directory: string, message: string): string {
  let out = message;
  let up = '';
  for (let dir = directory; dirname(dir) !== dir; dir = dirname(dir)) {
    out = replaceAtPathStart(out, dir, up === '' ? '.' : up.slice(0, -1), up);
    up += '../';
  }
  return out;
}

/**
 * `dir/` becomes `inside`, and `dir` alone `self`, where a path starts: at the start of the
 * text or after a space, a quote or an opening bracket (not inside another path or a URL). `dir`
 * alone must end at the text's end, a quote or a closing bracket: a space or any other character
 * after it may continue a longer name (`/x/books old`, `/x/booksé`).
 */
function replaceAtPathStart(text: string, dir: string, self: string, inside: string): string {
  let out = '';
  let from = 0;
  for (let at = text.indexOf(dir); at !== -1; at = text.indexOf(dir, at + 1)) {
    if (at < from) continue;
    if (at > 0 && !PATH_START_AFTER.test(text[at - 1]!)) continue;
    const next = text[at + dir.length];
    if (next === '/') {
      const after = text[at + dir.length + 1];
      // `dir/` alone is `./` (an empty `inside` would leave nothing)
      out += text.slice(from, at) + (inside === '' && (after === undefined || PATH_END_BEFORE.test(after)) ? './' : inside);
      from = at + dir.length + 1;
    } else if (next === undefined || PATH_END_BEFORE.test(next) || (SENTENCE_END.test(next) && !/[^\s]/.test(text[at + dir.length + 1] ?? ' '))) {
      out += text.slice(from, at) + self;
      from = at + dir.length;
    }
  }
  return out + text.slice(from);
}

const PATH_START_AFTER = /[\s'"`([{<=]/;
const PATH_END_BEFORE = /[\r\n'"`)\]}>]/;
// After `dir`, these end it when a space or the end follows (`cannot read /data: denied`, `see /data.`).
const SENTENCE_END = /[:,.;]/;
