// Behind a reverse proxy every connection comes from the proxy: without LEDGER_TRUST_PROXY the
// per-address login limit (50 failures) would lock every user out at once. With the proxy's
// address trusted, the client's address is read from X-Forwarded-For; without it, the header
// is ignored (a client cannot pick its address to dodge the limit).
import { afterEach, describe, expect, test } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAuthService } from '../../src/auth/service.ts';
import { readConfig } from '../../src/config.ts';
import { startServer, type RunningServer } from '../../src/http/server.ts';

const running: { server: RunningServer; dir: string }[] = [];
afterEach(async () => {
  for (const { server, dir } of running.splice(0)) {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  }
});

async function serve(trustProxy: string | undefined): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'bl-trust-proxy-'));
  const ledgerFile = join(dir, 'main.beancount');
  await writeFile(ledgerFile, '2024-01-01 open Assets:Cash CNY\n');
  const auth = await createAuthService({ dataDir: dir, tokenTtl: 3600, jwtSecret: 'trust-proxy-test-secret-0123456789abcdef' });
  await auth.users.add('alice', 'correct horse', ledgerFile);
  const env: Record<string, string> = { PORT: '0', LEDGER_DATA_DIR: dir, LEDGER_FILE: ledgerFile, LEDGER_JWT_SECRET: 'trust-proxy-test-secret-0123456789abcdef' };
  if (trustProxy !== undefined) env['LEDGER_TRUST_PROXY'] = trustProxy;
  const server = await startServer(readConfig(env, dir));
  running.push({ server, dir });
  return server.url;
}

async function login(url: string, username: string, password: string, forwardedFor: string): Promise<number> {
  const r = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ username, password }),
  });
  await r.arrayBuffer();
  return r.status;
}

/** 50 failures (each for a new name, so that no name's own limit is reached) from one client. */
async function failFifty(url: string, client: string): Promise<void> {
  for (let i = 0; i < 50; i++) expect(await login(url, `nobody${i}`, 'guess', client)).toBe(401);
}

describe('LEDGER_TRUST_PROXY', () => {
  test('with the proxy trusted, 50 failures lock out the client named by X-Forwarded-For, not everyone behind the proxy', async () => {
    const url = await serve('127.0.0.1');
    await failFifty(url, '203.0.113.5');
    expect(await login(url, 'alice', 'correct horse', '203.0.113.5')).toBe(429);
    expect(await login(url, 'alice', 'correct horse', '198.51.100.7')).toBe(200);
  }, 60_000);

  test('without it, X-Forwarded-For is ignored: the socket address counts, whatever a client writes', async () => {
    const url = await serve(undefined);
    await failFifty(url, '203.0.113.5');
    expect(await login(url, 'alice', 'correct horse', '198.51.100.7')).toBe(429);
  }, 60_000);
});
