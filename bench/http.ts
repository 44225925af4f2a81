// HTTP benchmark: a real server process on loopback, authenticated reads with autocannon,
// then durable (fsynced, fully validated) POST /bean/transactions.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { SERVE_V8_FLAGS } from '../bin/runtime-env.mjs';

export interface HttpBenchInput {
  file: string;
  root: string;
  seconds: number;
}

const USER = 'bench';
const PASSWORD = 'bench-password-not-secret';

async function waitForLogin(base: string, deadline: number): Promise<string> {
  for (;;) {
    try {
      const r = await fetch(`${base}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: USER, password: PASSWORD }),
      });
      if (r.ok) return ((await r.json()) as { access_token: string }).access_token;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become ready');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function run(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => autocannon(opts, (err, result) => (err ? reject(err) : resolve(result))));
}

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux); null elsewhere. */
function cpuMs(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // clock ticks of 10 ms
  } catch {
    return null;
  }
}

/** Run autocannon and note the server's CPU time per request: on a shared machine, steadier than req/s. */
async function measure(opts: autocannon.Options, serverPid: number | undefined): Promise<autocannon.Result & { cpuPerRequestUs: number | null }> {
  const before = cpuMs(serverPid);
  const result = await run(opts);
  const after = cpuMs(serverPid);
  const cpuPerRequestUs = before === null || after === null || result.requests.total === 0 ? null : ((after - before) * 1000) / result.requests.total;
  return Object.assign(result, { cpuPerRequestUs });
}

function line(name: string, r: autocannon.Result & { cpuPerRequestUs: number | null }): string {
  const errors = r.errors + r.non2xx;
  const cpu = r.cpuPerRequestUs === null ? '' : `, server CPU ${Math.round(r.cpuPerRequestUs)} µs/req`;
  return `${name}: ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ${errors} errors/non-2xx${cpu}`;
}

export async function benchHttp({ file, root, seconds }: HttpBenchInput): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'ledger-bench-http-'));
  const ledger = join(dir, 'main.beancount');
  copyFileSync(file, ledger);
  const port = 18000 + Math.floor(Math.random() * 2000);
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  // As `npm start` runs it (bin/run.mjs turns the compile cache on first).
  const server = spawn(process.execPath, [...SERVE_V8_FLAGS, join(root, 'bin/run.mjs'), 'serve'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LEDGER_DATA_DIR: dir,
      LEDGER_FILE: ledger,
      LEDGER_ADMIN_USER: USER,
      LEDGER_ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const token = await waitForLogin(base, Date.now() + 60_000);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    // the first authenticated read forces the ledger to be loaded if the server loads lazily
    const health = await fetch(`${base}/api/v1/health`, { headers });
    const ready = (Date.now() - started) / 1000;
    const h = (await health.json()) as { ledger?: { entries?: number } };
    console.log(`http: server ready (listening, logged in, ledger of ${h.ledger?.entries ?? '?'} entries loaded) in ${ready.toFixed(2)} s`);

    const common = { connections: 10, duration: seconds, headers };
    console.log(line('GET /bean/balances', await measure({ ...common, url: `${base}/api/v1/bean/balances` }, server.pid)));
    console.log(line('GET /bean/transactions?limit=100', await measure({ ...common, url: `${base}/api/v1/bean/transactions?limit=100` }, server.pid)));

    let n = 0;
    const before = readFileSync(ledger, 'utf8').length;
    const writes = await measure({
      connections: 10,
      duration: Math.max(3, Math.floor(seconds / 2)),
      url: `${base}/api/v1/bean/transactions`,
      method: 'POST',
      headers,
      setupClient: (client) => {
        client.setBody(
          JSON.stringify({
            date: '2030-01-01',
            payee: 'Bench',
            narration: `write ${n++}`,
            postings: [
              { account: 'Expenses:Food:Coffee', units: { number: '1.00', currency: 'CNY' } },
              { account: 'Assets:Bank:Checking' },
            ],
          }),
        );
      },
    }, server.pid);
    const grown = readFileSync(ledger, 'utf8').length - before;
    console.log(`${line('POST /bean/transactions (fsync, validated)', writes)}; ledger grew by ${grown} bytes`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dir, { recursive: true, force: true });
  }
}
