// Shared set-up for the HTTP tests: a temporary ledger, the real auth service with one
// user owning it, and the app (inject) — or a listening server when a test needs a socket.
import { mkdtemp, rm, writeFile, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

type Reply = Promise<LightMyRequestResponse>;
import { createAuthService } from '../../src/auth/service.ts';
import { buildApp, type AppDeps } from '../../src/http/app.ts';
import { StoreRegistry } from '../../src/store/store-registry.ts';
import { IMPORT_MATCHES_FILE, ImportMatchFile } from '../../src/store/import-matches.ts';

export const BASE = '/api/v1';

export const SAMPLE_LEDGER = `option "title" "Test"
option "operating_currency" "CNY"

2024-01-01 open Assets:Bank:Checking CNY
2024-01-01 open Assets:Cash
2024-01-01 open Expenses:Food
2024-01-01 open Expenses:Food:Coffee
2024-01-01 open Income:Salary CNY
2024-01-01 open Equity:Opening
2024-01-01 open Assets:Broker
2024-01-01 commodity CNY

2024-01-02 * "Employer" "January salary" #work
  Assets:Bank:Checking  10000.00 CNY
  Income:Salary

2024-01-05 * "Cafe" "Latte" ^receipt-1
  Expenses:Food:Coffee  28.50 CNY
  Assets:Bank:Checking

2024-01-06 * "Market" "Groceries"
  Expenses:Food  120.30 CNY
  Assets:Cash

2024-01-10 * "Broker" "Buy shares"
  Assets:Broker  10 HOOL {100.00 USD}
  Assets:Broker  -1000.00 USD

2024-01-15 price HOOL 120.00 USD
2024-01-15 price USD 7.10 CNY
`;

export interface TestApp {
  readonly app: FastifyInstance;
  readonly dir: string;
  readonly ledgerFile: string;
  readonly token: string;
  request(options: InjectOptions): Reply;
  get(url: string): Reply;
  post(url: string, payload: unknown, headers?: Record<string, string>): Reply;
  ledgerText(): Promise<string>;
  close(): Promise<void>;
}

export async function makeTestApp(ledger: string = SAMPLE_LEDGER, deps: Partial<AppDeps> = {}): Promise<TestApp> {
  const dir = await mkdtemp(join(tmpdir(), 'beanledger-http-'));
  const ledgerFile = join(dir, 'main.beancount');
  await writeFile(ledgerFile, ledger);
  const auth = await createAuthService({ dataDir: dir, tokenTtl: 3600, jwtSecret: 'test-secret-that-is-long-enough-0123456789' });
  await auth.users.add('alice', 'correct horse', ledgerFile);
  // (the import's matches kept in the data directory, as the service keeps them)
  const stores = new StoreRegistry({ importMatches: new ImportMatchFile(join(dir, IMPORT_MATCHES_FILE)) });
  const app = await buildApp({ auth, stores, today: () => '2024-02-01', version: '9.9.9', ...deps });
  await app.ready();
  const login = await app.inject({ method: 'POST', url: `${BASE}/auth/login`, payload: { username: 'alice', password: 'correct horse' } });
  const token = (login.json() as { access_token: string }).access_token;
  const auth_ = { authorization: `Bearer ${token}` };
  return {
    app,
    dir,
    ledgerFile,
    token,
    request: (options) => app.inject({ ...options, headers: { ...auth_, ...(options.headers ?? {}) } }),
    get: (url) => app.inject({ method: 'GET', url: `${BASE}${url}`, headers: auth_ }),
    post: (url, payload, headers = {}) => app.inject({ method: 'POST', url: `${BASE}${url}`, payload: payload as InjectOptions['payload'], headers: { ...auth_, ...headers } }),
    ledgerText: () => readFile(ledgerFile, 'utf8'),
    close: async () => {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The multipart body a browser or curl sends for these fields and this file. */
export async function multipart(fields: Record<string, string>, name: string, content: Buffer, type = 'application/octet-stream'): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(content)], { type }), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

/** Whether bean-check is installed; in CI its absence fails the tests that need it. */
export function hasBeanCheck(): boolean {
  const found = spawnSync('bean-check', ['--help'], { stdio: 'ignore' }).status === 0;
  if (!found && process.env.CI === 'true') throw new Error('bean-check is required in CI');
  return found;
}

/** bean-check's output for a file ('' when clean). */
export function beanCheck(file: string): { ok: boolean; output: string } {
  const r = spawnSync('bean-check', [file], { encoding: 'utf8' });
  return { ok: r.status === 0, output: `${r.stdout}${r.stderr}` };
}
