// Engine benchmark: `check <file>` end to end in a fresh process (the same booking and checks
// as the CLI), and the in-process load with its peak memory.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export interface EngineBenchInput {
  file: string;
  beanCheckSeconds: number | null;
  root: string;
}

const LOAD_PROBE = `
const { Ledger } = await import(process.argv[1]);
const file = process.argv[2];
const t0 = process.hrtime.bigint();
const ledger = Ledger.load(file);
const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
const rss = process.resourceUsage().maxRSS / 1024;
console.log(JSON.stringify({ seconds, rss, directives: ledger.directives.length, errors: ledger.errors.length }));
`;

function timeCommand(command: string, args: string[]): { seconds: number; status: number | null; stderr: string } {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 1 << 28 });
  return { seconds: Number(process.hrtime.bigint() - t0) / 1e9, status: r.status, stderr: r.stderr };
}

export async function benchEngine({ file, beanCheckSeconds, root }: EngineBenchInput): Promise<void> {
  const node = process.execPath;
  const check = timeCommand(node, [join(root, 'src/cli/main.ts'), 'check', file]);
  const ratio = beanCheckSeconds === null ? '' : `  (${(beanCheckSeconds / check.seconds).toFixed(1)}x faster than bean-check)`;
  console.log(`check (new process, parse+book+plugins+validate): ${check.seconds.toFixed(2)} s, exit ${check.status}${ratio}`);

  const loads: { seconds: number; rss: number; directives: number; errors: number }[] = [];
  for (let i = 0; i < 3; i++) {
    const r = spawnSync(node, ['--input-type=module', '-e', LOAD_PROBE, join(root, 'src/ledger/ledger.ts'), file], {
      encoding: 'utf8',
      maxBuffer: 1 << 24,
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
    `load in-process (median of 3): ${median.seconds.toFixed(3)} s${loadRatio}, peak RSS ${Math.round(median.rss)} MB, ` +
      `${median.directives} directives, ${median.errors} errors`,
  );
}
