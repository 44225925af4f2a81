// Engine benchmark: `check <file>` end to end in a fresh process (the same booking and checks
// as the CLI), and the in-process load with its peak memory.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { V8_FLAGS } from '../bin/runtime-env.mjs';
import { generateLotsLedger, splitByYear } from './generate-ledger.ts';

export interface EngineBenchInput {
  file: string;
  beanCheckSeconds: number | null;
  root: string;
  /**
   * Times bean-check on a file again (null when it is not installed). When given, each timed
   * `check` runs right after a bean-check of its own, and the ratio is the median of those
   * pairs: the machine's speed drifts between runs a minute apart (see the README).
   */
  timeBeanCheck?: (file: string) => number | null;
}

// CPU time (all threads of the process) is reported beside wall time: on a shared machine it
// is the steadier of the two.
const LOAD_PROBE = `
const { Ledger } = await import(process.argv[1]);
const file = process.argv[2];
const cpu0 = process.cpuUsage();
const faults0 = process.resourceUsage().minorPageFault;
const t0 = process.hrtime.bigint();
const ledger = Ledger.load(file);
const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
const cpu = process.cpuUsage(cpu0);
const usage = process.resourceUsage();
const rss = usage.maxRSS / 1024;
const faults = usage.minorPageFault - faults0;
console.log(JSON.stringify({ seconds, cpuSeconds: (cpu.user + cpu.system) / 1e6, systemSeconds: cpu.system / 1e6, faults, rss, directives: ledger.directives.length, errors: ledger.errors.length }));
`;

// What a page of fresh memory costs this machine the first time it is written (the kernel's page
// fault, and on a virtual machine the hypervisor's): 64 MB touched page by page, in a new process.
const FAULT_PROBE = `
const bytes = 64 * 1024 * 1024;
const buffer = new Uint8Array(new ArrayBuffer(bytes));
const faults0 = process.resourceUsage().minorPageFault;
const t0 = process.hrtime.bigint();
for (let i = 0; i < bytes; i += 4096) buffer[i] = 1;
const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
const faults = process.resourceUsage().minorPageFault - faults0;
console.log(JSON.stringify({ microseconds: (seconds * 1e6) / Math.max(1, faults), faults }));
`;

/** Microseconds per first write to a page (median of 3 probes), or null when the probe fails. */
function pageFaultMicroseconds(): number | null {
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) {
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', FAULT_PROBE], { encoding: 'utf8' });
    if (r.status !== 0) return null;
    const { microseconds, faults } = JSON.parse(r.stdout.trim()) as { microseconds: number; faults: number };
    if (faults < 1000) return null; // the pages were not faulted one by one (huge pages): no per-page figure
    runs.push(microseconds);
  }
  return runs.sort((a, b) => a - b)[1]!;
}

// The same load step by step, to show where the time goes: the engine reports each step's
// duration (what `check -v` prints): reading and parsing, sort, booking, then pad, documents,
// each plugin and the balance checks, then validation.
const PHASE_PROBE = `
const { Ledger } = await import(process.argv[1]);
const steps = [];
Ledger.load(process.argv[2], undefined, (step, depth, ms) => steps.push({ step: step.startsWith('parse ') ? 'parse file' : step, depth, ms }));
console.log(JSON.stringify(steps));
`;

// The reload the store does after an outside edit, on the same ledger kept in one file per year:
// load once, change a narration in the middle of one year's file, load again with the parses of
// the first load (only the edited file is parsed again). A reload without them, in the same
// process, is the comparison. The file is restored afterwards.
const RELOAD_PROBE = `
const { Ledger } = await import(process.argv[1]);
const { ParseCache } = await import(process.argv[2]);
const { readFileSync, writeFileSync } = await import('node:fs');
const [main, edited] = [process.argv[3], process.argv[4]];
const cache = new ParseCache();
// Two loads first, so that both kinds of reload below run equally warm; then each kind twice, alternating.
Ledger.load(main);
Ledger.load(main, cache);
const text = readFileSync(edited, 'utf8');
const seconds = (f) => { const t0 = process.hrtime.bigint(); f(); return Number(process.hrtime.bigint() - t0) / 1e9; };
const reused = [];
const full = [];
let files = 0;
let errors = 0;
try {
  for (let i = 0; i < 2; i++) {
    writeFileSync(edited, text.replace('"Purchase ', \`"Purchase (edit \${i}) \`));
    reused.push(seconds(() => { const l = Ledger.load(main, cache); files = l.files.length; errors = l.errors.length; }));
    full.push(seconds(() => Ledger.load(main)));
  }
} finally {
  writeFileSync(edited, text);
}
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
console.log(JSON.stringify({ seconds: mean(reused), full: mean(full), files, errors }));
`;
/**
 * The environment bin/beanledger.mjs gives the CLI: Node's compile cache keeps the modules
 * already stripped of their types and compiled, which is most of a short command's start-up.
 */
function cliEnv(root: string): NodeJS.ProcessEnv {
  return { ...process.env, NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? join(root, '.bench', 'node-compile-cache') };
}

function timeCommand(command: string, args: string[], env: NodeJS.ProcessEnv): { seconds: number; status: number | null; stderr: string } {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 1 << 28, env });
  return { seconds: Number(process.hrtime.bigint() - t0) / 1e9, status: r.status, stderr: r.stderr };
}

const median3 = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[1]!;

export async function benchEngine({ file, beanCheckSeconds, root, timeBeanCheck }: EngineBenchInput): Promise<void> {
  const node = process.execPath;
  const env = cliEnv(root);
  // `check` as users start it (`npm run cli -- check`, bin/beanledger.mjs): through bin/run.mjs,
  // which turns the compile cache on before any TypeScript is read. The first run fills the
  // compile cache (as a user's first check does); the median of the next three is reported.
  const command = [...V8_FLAGS, join(root, 'bin/run.mjs'), 'check', file];
  const first = timeCommand(node, command, env);
  const pairs: { check: ReturnType<typeof timeCommand>; beanCheck: number | null }[] = [];
  for (let i = 0; i < 3; i++) {
    const theirs = beanCheckSeconds === null || timeBeanCheck === undefined ? null : timeBeanCheck(file);
    pairs.push({ beanCheck: theirs, check: timeCommand(node, command, env) });
  }
  const check = [...pairs].sort((a, b) => a.check.seconds - b.check.seconds)[1]!.check;
  let ratio = '';
  if (pairs.every((p) => p.beanCheck !== null)) {
    const ratios = pairs.map((p) => p.beanCheck! / p.check.seconds);
    ratio =
      `  (${median3(ratios).toFixed(1)}x faster than bean-check: median of 3 pairs, each a bean-check and then a check, ` +
      `bean-check ${pairs.map((p) => p.beanCheck!.toFixed(2)).join('/')} s, ratios ${ratios.map((r) => r.toFixed(1)).join('/')})`;
  } else if (beanCheckSeconds !== null) ratio = `  (${(beanCheckSeconds / check.seconds).toFixed(1)}x faster than bean-check)`;
  console.log(
    `check (new process, parse+book+plugins+validate): ${check.seconds.toFixed(2)} s median of 3 ` +
      `(first run ${first.seconds.toFixed(2)} s), exit ${check.status}${ratio}`,
  );

  const loads: { seconds: number; cpuSeconds: number; systemSeconds: number; faults: number; rss: number; directives: number; errors: number }[] = [];
  for (let i = 0; i < 3; i++) {
    const r = spawnSync(node, [...V8_FLAGS, '--input-type=module', '-e', LOAD_PROBE, join(root, 'src/ledger/ledger.ts'), file], {
      encoding: 'utf8',
      maxBuffer: 1 << 24,
      env,
    });
    if (r.status !== 0) {
      console.log(`load: failed: ${r.stderr.split('\n').slice(0, 3).join(' ')}`);
      return;
    }
    loads.push(JSON.parse(r.stdout.trim().split('\n').pop()!));
  }
  loads.sort((a, b) => a.seconds - b.seconds);
  const median = loads[1]!;
  const loadRatio = beanCheckSeconds === null ? '' : `, ${(beanCheckSeconds / median.seconds).toFixed(1)}x bean-check`;
  console.log(
    `load in-process (median of 3): ${median.seconds.toFixed(3)} s (CPU ${median.cpuSeconds.toFixed(3)} s)${loadRatio}, peak RSS ${Math.round(median.rss)} MB, ` +
      `${median.directives} directives, ${median.errors} errors`,
  );
  // Fresh memory is the load's largest single cost on some virtual machines: every page of the
  // ledger's objects is written for the first time. This says how much of the time it was here.
  const perFault = pageFaultMicroseconds();
  const share = perFault === null ? '' : `; a first write to a page costs ${perFault.toFixed(1)} µs on this machine, so about ${((median.faults * perFault) / 1e6).toFixed(2)} s of the load is page faults`;
  console.log(`  memory: ${median.faults} page faults during the load, system CPU ${median.systemSeconds.toFixed(3)} s${share}`);

  // Each step's median over three loads, in the order the engine reports them (inner steps first).
  const runs: { step: string; depth: number; ms: number }[][] = [];
  for (let i = 0; i < 3; i++) {
    const r = spawnSync(node, [...V8_FLAGS, '--input-type=module', '-e', PHASE_PROBE, join(root, 'src/ledger/ledger.ts'), file], { encoding: 'utf8', maxBuffer: 1 << 24, env });
    if (r.status !== 0) {
      console.log(`load steps: failed: ${r.stderr.split('\n').slice(0, 3).join(' ')}`);
      return;
    }
    runs.push(JSON.parse(r.stdout.trim().split('\n').pop()!));
  }
  const steps = runs[0]!.map(({ step, depth }, i) => {
    const ms = median3(runs.map((run) => run[i]?.ms ?? Number.NaN));
    return `${'  '.repeat(depth)}${step} ${(ms / 1000).toFixed(3)}`;
  });
  console.log(`  steps of the load in seconds (median of 3, inner steps first and indented):\n    ${steps.join('\n    ')}`);
}

/** Reload after an edit to one file of the ledger kept per year (see RELOAD_PROBE). */
export function benchReload({ file, root }: { file: string; root: string }): void {
  const dir = join(dirname(file), `${basename(file, '.beancount')}-by-year`);
  mkdirSync(dir, { recursive: true });
  const files = splitByYear(readFileSync(file, 'utf8'));
  for (const [name, text] of files) writeFileSync(join(dir, name), text);
  const years = [...files.keys()].filter((n) => n !== 'main.beancount').sort();
  const edited = join(dir, years[Math.floor(years.length / 2)]!);
  const runs: { seconds: number; full: number; files: number; errors: number }[] = [];
  for (let i = 0; i < 3; i++) {
    const r = spawnSync(
      process.execPath,
      [...V8_FLAGS, '--input-type=module', '-e', RELOAD_PROBE, join(root, 'src/ledger/ledger.ts'), join(root, 'src/ledger/load.ts'), join(dir, 'main.beancount'), edited],
      { encoding: 'utf8', maxBuffer: 1 << 24, env: cliEnv(root) },
    );
    if (r.status !== 0) {
      console.log(`reload: failed: ${r.stderr.split('\n').slice(0, 3).join(' ')}`);
      return;
    }
    runs.push(JSON.parse(r.stdout.trim().split('\n').pop()!));
  }
  runs.sort((a, b) => a.seconds - b.seconds);
  const mid = runs[1]!;
  console.log(
    `reload after an edit to one of ${mid.files} files (the same ledger kept per year; median of 3): ${mid.seconds.toFixed(3)} s, ` +
      `only the edited file parsed again (without reusing parses: ${mid.full.toFixed(3)} s), ${mid.errors} errors`,
  );
}

/**
 * Many lots in one account (generateLotsLedger), FIFO and LIFO: the in-process load, and
 * bean-check on the smaller file for the ratio (on the larger one it takes minutes: each of its
 * sales goes through every lot).
 */
export function benchLots({ root, beanCheck }: { root: string; beanCheck: (file: string) => number | null }): void {
  for (const [lots, compare] of [
    [2_000, true],
    [15_000, false],
  ] as const) {
    for (const method of ['FIFO', 'LIFO'] as const) {
      const file = join(root, '.bench', `lots-${lots}-${method}.beancount`);
      if (!existsSync(file)) writeFileSync(file, generateLotsLedger({ lots, method }));
      const r = spawnSync(process.execPath, [...V8_FLAGS, '--input-type=module', '-e', LOAD_PROBE, join(root, 'src/ledger/ledger.ts'), file], {
        encoding: 'utf8',
        maxBuffer: 1 << 24,
        env: cliEnv(root),
      });
      if (r.status !== 0) {
        console.log(`many lots: failed: ${r.stderr.split('\n').slice(0, 3).join(' ')}`);
        return;
      }
      const load = JSON.parse(r.stdout.trim().split('\n').pop()!) as { seconds: number; errors: number };
      const theirs = compare ? beanCheck(file) : null;
      const ratio = theirs === null ? '' : ` (bean-check ${theirs.toFixed(2)} s, ${(theirs / load.seconds).toFixed(1)}x)`;
      console.log(`many lots in one account (${lots} buys, then ${lots} ${method} sales with {}): load ${load.seconds.toFixed(3)} s${ratio}, ${load.errors} errors`);
    }
  }
}
