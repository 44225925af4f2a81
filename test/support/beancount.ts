// Access to the real Beancount 2.3 for differential tests. Under CI=true a missing
// Beancount is a failure, not a skip.
import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';

export const BEANCOUNT_PYTHON = '/usr/bin/python3';

function probe(): boolean {
  const r = spawnSync('sh', ['-c', `command -v bean-check >/dev/null && ${BEANCOUNT_PYTHON} -c 'import beancount'`]);
  return r.status === 0;
}

export const hasBeancount = probe();

/** true when the tests that need Beancount should run; throws under CI when it is missing. */
export function requireBeancount(): boolean {
  if (hasBeancount) return true;
  if (process.env.CI === 'true') throw new Error('Beancount (bean-check and its Python API) is required under CI: apt-get install -y beancount');
  return false;
}

/** true when bean-query is on PATH; throws under CI when it is missing (as requireBeancount). */
export function hasBeanQuery(): boolean {
  const ok = spawnSync('bean-query', ['--help'], { stdio: 'ignore' }).status === 0;
  if (!ok && process.env.CI === 'true') throw new Error('bean-query is required in CI');
  return ok;
}

export interface BeancountPosition {
  units: { number: string; currency: string };
  cost: { number: string; currency: string; date: string | null; label: string | null } | null;
}
export interface BeancountView {
  errors: { file: string | null; line: number | null; message: string }[];
  balances: Record<string, Record<string, BeancountPosition[]>>;
}

/** Beancount's own inventories per account at the end of each date (and 'all'), at full precision. */
export function beancountInventories(file: string, dates: string[] = []): BeancountView {
  const script = join(import.meta.dirname, 'beancount_inventories.py');
  const out = execFileSync(BEANCOUNT_PYTHON, [script, file, ...dates], {
    encoding: 'utf8',
    maxBuffer: 1 << 28,
    env: { ...process.env, BEANCOUNT_DISABLE_LOAD_CACHE: '1' },
  });
  return JSON.parse(out) as BeancountView;
}

/** bean-check's verdict: exit status and the `file:line` of each error it prints. */
export function beanCheck(file: string): { ok: boolean; output: string; lines: string[]; signal: NodeJS.Signals | null } {
  const r = spawnSync('bean-check', [file], { encoding: 'utf8', maxBuffer: 1 << 28, env: { ...process.env, BEANCOUNT_DISABLE_LOAD_CACHE: '1' } });
  const output = (r.stdout ?? '') + (r.stderr ?? '');
  const lines = [...output.matchAll(/^(\S[^\n]*?):(\d+):/gm)].map((m) => `${m[1]}:${m[2]}`);
  return { ok: r.status === 0, output, lines, signal: r.signal };
}

/**
 * Output cut into one block per error (its line, then the entry shown under it), sorted: Beancount
 * reports the accounts of one entry in the order of a Python set, which changes from run to run.
 */
export function errorBlocks(output: string): string[] {
  return unsortedBlocks(output).sort();
}

/**
 * Where each error is (`file:line`), in the order printed: bean-check's order is the loader's, by
 * stage and then by entry; only errors of one entry (its accounts, in a Python set's order) may
 * come in any order among themselves, and they share their place.
 */
export function errorPlacesInOrder(output: string): string[] {
  return unsortedBlocks(output).map((b) => /^(\S[^\n]*?:\d+):/.exec(b)?.[1] ?? b.split('\n')[0]!);
}

function unsortedBlocks(output: string): string[] {
  return output
    .split(/\n(?=\S)/)
    .map((b) => b.replace(/\n+$/, ''))
    .filter((b) => b !== '');
}
