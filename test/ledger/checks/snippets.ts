// Helpers for snippet tests: run the whole pipeline over a few lines of Beancount.
import { Ledger } from '../../../src/ledger/ledger.ts';

/** Dedent a template so snippets can be indented in the test source. */
export function beancount(text: string): string {
  const lines = text.replace(/^\n/, '').split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => l.match(/^ */)![0].length));
  return lines.map((l) => l.slice(indent)).join('\n');
}

/** `line: message` for each error of the snippet, in the order reported. */
export function errorsOf(text: string): string[] {
  return Ledger.fromText(beancount(text), 'test.beancount').errors.map((e) => `${e.source.line}: ${e.message}`);
}
