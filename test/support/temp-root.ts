// Vitest global set-up: every test run gets one temporary directory of its own, and the temp
// directories that tests make (mkdtemp under os.tmpdir()) go inside it; it is removed when the run
// ends, so `npm test` leaves nothing behind in /tmp. Workers inherit TMPDIR from this process.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  const previous = process.env['TMPDIR'];
  const root = mkdtempSync(join(tmpdir(), 'beanledger-test-'));
  process.env['TMPDIR'] = root;
  return () => {
    if (previous === undefined) delete process.env['TMPDIR'];
    else process.env['TMPDIR'] = previous;
    rmSync(root, { recursive: true, force: true });
  };
}
