// Security QA of session 51, through the real server: a ledger that includes the service's files
// or the process's environment showed their text in /health (the signing key, the admin's
// password). The server now loads each user's ledger with its read guard (ledger-read-guard.ts).
import { expect, test } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_PASSWORD, startServe } from './child-server.ts';

const JWT_SECRET = 'child-server-secret-0123456789abcdef';

test('/health names the includes not read and shows none of their text', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'beanledger-include-secrets-'));
  const server = { stop: async () => null as number | null };
  try {
    await writeFile(join(dir, 'main.beancount'), '2024-01-01 open Assets:Cash CNY\ninclude "users.json"\ninclude "/proc/self/environ"\n');
    Object.assign(server, await startServe(dir));
    const { url } = server as unknown as { url: string };
    const login = await fetch(`${url}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }) });
    const token = ((await login.json()) as { access_token: string }).access_token;
    const health = await (await fetch(`${url}/api/v1/health`, { headers: { authorization: `Bearer ${token}` } })).text();
    expect(health).toContain(`is not read: it is the service's own users.json, never part of a ledger`);
    expect(health).toContain(`File \\"/proc/self/environ\\" is not read: it is outside the directory of the ledger's main file`);
    expect(health).not.toContain(JWT_SECRET);
    expect(health).not.toContain(ADMIN_PASSWORD);
    expect(health).not.toContain('passwordHash');
  } finally {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}, 60_000);
