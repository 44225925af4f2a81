// Run Beancount's own bean-check over a ledger text. When bean-check is missing the check is
// skipped (null), except in CI, where a missing bean-check is a failure.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let available: boolean | null = null;

function beanCheckAvailable(): boolean {
  if (available === null) {
    try {
      execFileSync('bean-check', ['--help'], { stdio: 'ignore' });
      available = true;
    } catch {
      available = false;
    }
    if (!available && process.env.CI === 'true') throw new Error('bean-check is required when CI=true');
  }
  return available;
}

/** null when bean-check is not installed (outside CI); else its error output ('' = clean). */
export function beanCheck(text: string): { errors: string } | null {
  if (!beanCheckAvailable()) return null;
  const dir = mkdtempSync(join(tmpdir(), 'import-bean-check-'));
  try {
    const file = join(dir, 'ledger.beancount');
    writeFileSync(file, text);
    const r = spawnSync('bean-check', [file], { encoding: 'utf8' });
    return { errors: `${r.stdout ?? ''}${r.stderr ?? ''}`.trim() };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
