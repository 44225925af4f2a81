// A ledger with more errors than a call can take as arguments: the loader gathered each step's
// errors with `errors.push(...stepErrors)`, which threw "Maximum call stack size exceeded" past
// ~120,000, and `check` then said the file "could not be read" (bean-check lists them all).
import { expect, test } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';

test('80,000 transactions on accounts never opened: 160,000 errors, each on its line', () => {
  const count = 80_000;
  const text = Array.from({ length: count }, (_, i) => `2020-01-01 * "t${i}"\n  Assets:A  1 USD\n  Expenses:B\n`).join('');
  const ledger = Ledger.fromText(text, 'many.beancount');
  expect(ledger.errors).toHaveLength(2 * count);
  expect(ledger.errors.every((e) => /^Invalid reference to unknown account '(?:Assets:A|Expenses:B)'$/.test(e.message))).toBe(true);
  expect(ledger.errors.at(-1)!.source).toEqual({ file: 'many.beancount', line: 3 * count - 2 });
});
