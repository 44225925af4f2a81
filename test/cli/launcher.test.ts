import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { launcherEnv, npmNodeOptions, SERVE_V8_FLAGS, v8FlagsFor, V8_FLAGS } from '../../bin/runtime-env.mjs';

const root = join(import.meta.dirname, '../..');

describe('bin/beanledger.mjs', () => {
  it('runs the CLI: check prints the errors of a ledger on stderr, as bean-check does, and exits 1', () => {
    const fixture = join(root, 'test/fixtures/errors/balance.beancount');
    const r = spawnSync(process.execPath, [join(root, 'bin/beanledger.mjs'), 'check', fixture], { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: undefined } });
    expect(r.status).toBe(1);
    expect(r.stderr.split('\n')[0]).toMatch(/balance\.beancount:\d+: +\S/);
    expect(r.stderr).toMatch(/\n\n   2020-01-03 balance Assets:Bank +301\.00 USD\n\n\n/);
  });

  it('gives the CLI the V8 options of .npmrc, and the user\'s NODE_OPTIONS after them, as npm does', () => {
    const options = npmNodeOptions(root);
    expect(options).toMatch(/^--max-semi-space-size=\d+$/);
    expect(launcherEnv(root, {}).NODE_OPTIONS).toBe(options);
    expect(launcherEnv(root, { NODE_OPTIONS: '--max-old-space-size=400' }).NODE_OPTIONS).toBe(`${options} --max-old-space-size=400`);
    // run by an npm script, which gave both already
    expect(launcherEnv(root, { NODE_OPTIONS: `${options} --max-old-space-size=400` }).NODE_OPTIONS).toBe(`${options} --max-old-space-size=400`);
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

  it('bin/run.mjs (npm start, npm run cli) reads every TypeScript module from the compile cache, without loading the type stripper', () => {
    // The default cache directory is under TMPDIR; a fresh one shows the first run filling it.
    const dir = mkdtempSync(join(tmpdir(), 'compile-cache-'));
    try {
      const probe = join(dir, 'probe.cjs');
      writeFileSync(probe, "process.on('exit', () => process.stdout.write(String(process.moduleLoadList.some((m) => m.includes('amaro')))));\n");
      const ledger = join(dir, 'main.beancount');
      writeFileSync(ledger, '2020-01-01 open Assets:Cash\n');
      const env = { ...process.env, TMPDIR: dir, NODE_COMPILE_CACHE: undefined, NODE_OPTIONS: undefined };
      const strips = (entry: string) => {
        const r = spawnSync(process.execPath, ['-r', probe, join(root, entry), 'check', ledger], { encoding: 'utf8', env });
        expect(r.status, r.stderr).toBe(0);
        return r.stdout;
      };
      expect(strips('bin/run.mjs')).toBe('true'); // the first run strips and fills the cache
      expect(strips('bin/run.mjs')).toBe('false');
      // Started on main.ts itself, Node strips it before it can turn the cache on.
      expect(strips('src/cli/main.ts')).toBe('true');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('npm start and npm run cli give Node the V8 flags the launcher and the benchmark give it', () => {
    const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(V8_FLAGS.length).toBeGreaterThan(0);
    expect(scripts['start']).toBe(['exec node', ...SERVE_V8_FLAGS, 'bin/run.mjs serve'].join(' '));
    expect(scripts['cli']).toBe(`node ${V8_FLAGS.join(' ')} bin/run.mjs`);
    expect(v8FlagsFor(['serve'])).toBe(SERVE_V8_FLAGS);
    expect(v8FlagsFor(['check', 'x.beancount'])).toBe(V8_FLAGS);
  });

  // (a server of a 340 KB ledger reached 390-400 MB of RSS under load with the old generation's
  // first threshold at 256 MB: it stays the floor of every later one)
  it('serve leaves V8 its own old-generation thresholds: a server collects its garbage long before 256 MB', () => {
    const probe = `
      const live = [];
      for (let i = 0; i < 2e5; i++) live.push({ i });
      let junk = [];
      for (let round = 0; round < 60; round++) { junk = []; for (let i = 0; i < 2e5; i++) junk.push({ i, s: 'y' + i, a: [i, i] }); }
      setTimeout(() => console.log('done', live.length + junk.length), 200);`;
    const fullCollections = (flags: readonly string[]) => {
      const r = spawnSync(process.execPath, [...flags, '--trace-gc', '-e', probe], { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: npmNodeOptions(root) } });
      expect(r.stdout).toContain('done');
      return r.stdout.split('\n').filter((line) => /Mark-Compact/.test(line)).length;
    };
    expect(fullCollections(SERVE_V8_FLAGS)).toBeGreaterThan(fullCollections(V8_FLAGS));
  });

  it('the V8 flags are accepted by Node and spare a growing heap its full collections up to ~200 MB', () => {
    // Keeps ~200 MB of small objects alive (a large ledger's load) and counts the full collections
    // V8 reports with --trace-gc. The incremental marking a growing heap starts may finish in a
    // task after the loop (it did in a CI run, after a performance observer's count was read), so
    // the process waits before it ends; at ~165 MB a run without the flags sometimes had none.
    const probe = `
      const keep = [];
      for (let i = 0; i < 1.45e6; i++) keep.push({ i, s: 'x' + (i % 1000), a: [i] });
      setTimeout(() => console.log('kept', keep.length), 500);`;
    const run = (flags: readonly string[]) => {
      const r = spawnSync(process.execPath, [...flags, '--trace-gc', '-e', probe], { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: npmNodeOptions(root) } });
      expect(r.stderr).toBe('');
      expect(r.stdout).toContain('kept 1450000');
      return r.stdout.split('\n').filter((line) => /Mark-Compact|Mark-sweep/.test(line)).length;
    };
    expect(run(V8_FLAGS)).toBe(0);
    expect(run([])).toBeGreaterThan(0);
  });
});
