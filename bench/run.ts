// `npm run bench`: times the engine, the HTTP API, import and NLP on generated data and
// prints ratios against Beancount's bean-check on the same file. A benchmark, not a test.
// Options: --transactions N (default 100000), --million (also load a 1,000,000-transaction ledger),
//          --only engine,http,import,nlp  --seconds S (autocannon duration, default 10)
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { SERVE_V8_FLAGS, V8_FLAGS } from '../bin/runtime-env.mjs';
import { generateLedger } from './generate-ledger.ts';
import { benchEngine, benchLots, benchReload } from './engine.ts';
import { benchHttp } from './http.ts';
import { benchImport, benchPdfImport } from './import.ts';
import { benchNlp } from './nlp.ts';

const { values } = parseArgs({
  options: {
    transactions: { type: 'string', default: '100000' },
    million: { type: 'boolean', default: false },
    only: { type: 'string', default: 'engine,http,import,nlp' },
    seconds: { type: 'string', default: '10' },
  },
});

const root = join(import.meta.dirname, '..');
const work = join(root, '.bench');
mkdirSync(work, { recursive: true });

export function ledgerOfSize(transactions: number): string {
  const file = join(work, `generated-${transactions}.beancount`);
  if (!existsSync(file)) writeFileSync(file, generateLedger({ transactions, seed: 1 }));
  return file;
}

function beanCheckSeconds(file: string): number | null {
  const which = spawnSync('sh', ['-c', 'command -v bean-check']);
  if (which.status !== 0) return null;
  const started = process.hrtime.bigint();
  try {
    execFileSync('bean-check', [file], { stdio: 'ignore', env: { ...process.env, BEANCOUNT_DISABLE_LOAD_CACHE: '1' } });
  } catch {
    // bean-check exits 1 on ledger errors; the time still counts
  }
  return Number(process.hrtime.bigint() - started) / 1e9;
}

const only = new Set(values.only.split(','));
const transactions = Number(values.transactions);
const file = ledgerOfSize(transactions);
const mb = (statSync(file).size / 1e6).toFixed(1);
// `npm run bench` runs with the V8 options of .npmrc, as `npm start` does; they are printed so a run says what it measured.
console.log(`ledger: ${file} (${transactions} transactions, ${mb} MB), Node ${process.version}, NODE_OPTIONS ${process.env.NODE_OPTIONS || '(none)'}, V8 flags ${V8_FLAGS.join(' ')} (the server of the HTTP bench: ${SERVE_V8_FLAGS.join(' ') || 'none'})`);

let beanCheck: number | null = null;
if (only.has('engine')) {
  beanCheck = beanCheckSeconds(file);
  console.log(beanCheck === null ? 'bean-check: not installed (no ratio)' : `bean-check: ${beanCheck.toFixed(2)} s`);
  await benchEngine({ file, beanCheckSeconds: beanCheck, root, timeBeanCheck: beanCheckSeconds });
  benchReload({ file, root });
  benchLots({ root, beanCheck: beanCheckSeconds });
  if (values.million) await benchEngine({ file: ledgerOfSize(1_000_000), beanCheckSeconds: null, root });
}
if (only.has('http')) await benchHttp({ file, root, seconds: Number(values.seconds) });
if (only.has('import')) {
  await benchImport({ work });
  await benchPdfImport();
}
if (only.has('nlp')) await benchNlp({ work });
