// Security QA of session 51, through the real server: a ledger that includes the service's files
// showed their text in /health (the signing key, users.json). The server now loads each user's
// ledger with its read guard (ledger-read-guard.ts).
import { expect, test } from 'vitest';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_PASSWORD, startServe } from './child-server.ts';

test('/health names the includes not read and shows none of their text', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'beanledger-include-secrets-'));
  const server = { stop: async () => null as number | null };
  try {
    await writeFile(join(dir, 'main.beancount'), '2024-01-01 open Assets:Cash CNY\ninclude "users.json"\ninclude "jwt-secret"\n');
    // (no LEDGER_JWT_SECRET: the key is made in the data directory, jwt-secret)
    Object.assign(server, await startServe(dir, { LEDGER_JWT_SECRET: '' }));
    const key = (await readFile(join(dir, 'jwt-secret'), 'utf8')).trim();
    expect(key.length).toBeGreaterThan(20);
    const { url } = server as unknown as { url: string };
    const login = await fetch(`${url}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }) });
    const token = ((await login.json()) as { access_token: string }).access_token;
    const health = await (await fetch(`${url}/api/v1/health`, { headers: { authorization: `Bearer ${token}` } })).text();
    expect(health).toContain(`is not read: it is the service's own users.json, never part of a ledger`);
    expect(health).toContain(`is not read: it is the service's own jwt-secret, never part of a ledger`);
    expect(health).not.toContain(key);
    expect(health).not.toContain(ADMIN_PASSWORD);
    expect(health).not.toContain('passwordHash');
  } finally {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}, 60_000);
