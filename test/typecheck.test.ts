// Node runs the TypeScript sources by stripping their types, so nothing else would notice a type
// error: the whole project (sources, tests, bench, scripts) must pass the compiler's check,
// unused names included (tsconfig.json).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

describe('type check', () => {
  it('tsc -p tsconfig.json reports nothing', () => {
    const result = spawnSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.json')], { cwd: root, encoding: 'utf8' });
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
  }, 120_000);
});
