// Ledgers from Beancount's own generator (`bean-example`), and a person's typos in them.
import { execFileSync } from 'node:child_process';
import { prng } from '../../bench/generate-ledger.ts';

/** The text `bean-example` writes for a seed and a span of dates. */
export function beanExample(seed: number, begin: string, end: string): string {
  return execFileSync('bean-example', ['--seed', String(seed), '--date-begin', begin, '--date-end', end], {
    encoding: 'utf8',
    maxBuffer: 1 << 28,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
}

/**
 * A person's typos in a real-looking ledger: a posting dropped, a digit added to an amount, a
 * directive moved to another date, an account misspelt. Deterministic per seed.
 */
export function withTypos(text: string, seed: number, count: number): string {
  const random = prng(seed);
  const lines = text.split('\n');
  for (let n = 0; n < count; n++) {
    const i = Math.floor(random() * lines.length);
    const line = lines[i]!;
    const kind = random();
    if (kind < 0.25 && /^\s+[A-Z][A-Za-z]+:/.test(line)) lines.splice(i, 1);
    else if (kind < 0.55 && /\d\.\d/.test(line)) lines[i] = line.replace(/(\d+)\.(\d+)/, (_, a: string, b: string) => `${a}.${b}${Math.floor(random() * 10)}`);
    else if (kind < 0.8 && /^\d{4}-\d\d-\d\d/.test(line)) {
      const day = (k: number) => String(1 + Math.floor(random() * k)).padStart(2, '0');
      lines[i] = line.replace(/^\d{4}-\d\d-\d\d/, `20${String(13 + Math.floor(random() * 8))}-${day(12)}-${day(28)}`);
    } else lines[i] = line.replace(/(Assets|Expenses|Income|Liabilities):[A-Za-z:]+/, 'Expenses:Typo');
  }
  return lines.join('\n');
}
