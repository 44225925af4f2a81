import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { launcherEnv, npmNodeOptions } from '../../bin/runtime-env.mjs';

const root = join(import.meta.dirname, '../..');

describe('bin/beanledger.mjs', () => {
  it('runs the CLI: check prints the errors of a ledger on stderr, as bean-check does, and exits 1', () => {
    const fixture = join(root, 'test/fixtures/errors/balance.beancount');
    const r = spawnSync(process.execPath, [join(root, 'bin/beanledger.mjs'), 'check', fixture], { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: undefined } });
    expect(r.status).toBe(1);
    expect(r.stderr.split('\n')[0]).toMatch(/balance\.beancount:\d+: +\S/);
  });

  it('gives the CLI the V8 options of .npmrc unless the user set NODE_OPTIONS', () => {
    const options = npmNodeOptions(root);
    expect(options).toContain('--max-semi-space-size=');
    expect(launcherEnv(root, {}).NODE_OPTIONS).toBe(options);
    expect(launcherEnv(root, { NODE_OPTIONS: '--max-old-space-size=4096' }).NODE_OPTIONS).toBe('--max-old-space-size=4096');
    expect(launcherEnv(root, {}).NODE_COMPILE_CACHE).toBe(join(root, 'node_modules/.cache/node-compile-cache'));
    expect(launcherEnv(root, { NODE_COMPILE_CACHE: '/elsewhere' }).NODE_COMPILE_CACHE).toBe('/elsewhere');
  });

  it('the .npmrc options are accepted by Node and cap the young generation', () => {
    // Keeps two million small objects alive, which grows an uncapped young generation past 100 MB.
    const probe = `
      const v8 = require('node:v8');
      const keep = [];
      for (let i = 0; i < 2e6; i++) keep.push({ i, s: 'x' + (i % 1000) });
      const space = v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
      console.log(Math.round(space.space_size / 2 ** 20), keep.length);`;
    const r = spawnSync(process.execPath, ['-e', probe], { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: npmNodeOptions(root) } });
    expect(r.stderr).toBe('');
    const [megabytes, kept] = r.stdout.trim().split(' ').map(Number);
    expect(kept).toBe(2e6);
    const cap = Number(/--max-semi-space-size=(\d+)/.exec(npmNodeOptions(root))![1]);
    expect(megabytes).toBeLessThanOrEqual(3 * cap);
  });
});
