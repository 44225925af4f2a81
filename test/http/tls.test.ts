// LEDGER_TLS_CERT/LEDGER_TLS_KEY: the server speaks HTTPS only (with HSTS); without them on a
// non-loopback address it warns at start that passwords would cross the network in clear.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_PASSWORD, startServe, type ChildServer } from './child-server.ts';
import { SAMPLE_LEDGER } from './test-app.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'beanledger-tls-'));
  await writeFile(join(dir, 'main.beancount'), SAMPLE_LEDGER);
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=localhost', '-days', '1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function httpsCall(port: number, ca: Buffer, method: string, path: string, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest({ host: '127.0.0.1', servername: 'localhost', port, method, path, ca, headers: body ? { 'content-type': 'application/json' } : {} }, (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

function plainCall(port: number, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, timeout: 3000 }, (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end();
  });
}

describe('HTTPS with LEDGER_TLS_CERT and LEDGER_TLS_KEY', () => {
  let server: ChildServer;
  beforeAll(async () => {
    // A non-loopback address: with TLS there must be no plain-HTTP warning.
    server = await startServe(dir, { HOST: '0.0.0.0', LEDGER_TLS_CERT: 'cert.pem', LEDGER_TLS_KEY: join(dir, 'key.pem') });
  });
  afterAll(async () => {
    expect(await server.stop()).toBe(0);
  });

  test('announces https and does not warn about plain HTTP', () => {
    expect(server.url).toMatch(/^https:\/\//);
    expect(server.stderr()).not.toMatch(/plain HTTP|unencrypted/i);
  });

  test('an HTTPS client trusting the certificate logs in and reads, and gets HSTS', async () => {
    const ca = await readFile(join(dir, 'cert.pem'));
    const login = await httpsCall(server.port, ca, 'POST', '/api/v1/auth/login', JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }));
    expect(login.status).toBe(200);
    expect(String(login.headers['strict-transport-security'])).toMatch(/^max-age=\d+/);
    const unknown = await httpsCall(server.port, ca, 'GET', '/nowhere');
    expect(unknown.status).toBe(404);
    expect(unknown.headers['strict-transport-security']).toBeDefined();
  });

  test('a client that does not trust the certificate is refused by TLS itself', async () => {
    await expect(httpsCall(server.port, Buffer.from(''), 'GET', '/api/v1/health')).rejects.toThrow(/self-signed|certificate/i);
  });

  test('plain HTTP to the same port gets no HTTP answer', async () => {
    const outcome = await plainCall(server.port, '/api/v1/health').then(
      (a) => `answered ${a.status}`,
      (e: NodeJS.ErrnoException) => `failed ${e.code ?? e.message}`,
    );
    expect(outcome).toMatch(/^failed /);
  });
});

describe('plain HTTP on a non-loopback address', () => {
  test('prints a warning at start', async () => {
    const server = await startServe(dir, { HOST: '0.0.0.0' });
    try {
      expect(server.url).toMatch(/^http:\/\//);
      expect(server.stderr()).toMatch(/warning: serving plain HTTP on 0\.0\.0\.0/);
      expect(server.stderr()).toMatch(/LEDGER_TLS_CERT/);
    } finally {
      const code = await server.stop();
      expect(code, `${server.child.signalCode} ${server.stderr()}`).toBe(0);
    }
  });

  test('does not warn on loopback', async () => {
    const server = await startServe(dir, { HOST: '127.0.0.1' });
    try {
      expect(server.stderr()).not.toMatch(/warning/);
    } finally {
      const code = await server.stop();
      expect(code, `${server.child.signalCode} ${server.stderr()}`).toBe(0);
    }
  });
});

describe('bad TLS settings stop the start with one line', () => {
  const ROOT = new URL('../..', import.meta.url).pathname;
  function serve(env: Record<string, string>): { status: number | null; stderr: string } {
    const r = spawnSync(process.execPath, [join(ROOT, 'src/cli/main.ts'), 'serve'], {
      cwd: dir,
      encoding: 'utf8',
      timeout: 15_000,
      env: { PATH: process.env.PATH, PORT: '0', LEDGER_DATA_DIR: dir, LEDGER_ADMIN_USER: 'admin', LEDGER_ADMIN_PASSWORD: ADMIN_PASSWORD, LEDGER_JWT_SECRET: 'child-server-secret-0123456789abcdef', ...env },
    });
    return { status: r.status, stderr: r.stderr };
  }

  test('a certificate without a key', () => {
    const r = serve({ LEDGER_TLS_CERT: join(dir, 'cert.pem') });
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n')).toEqual(['beanledger: LEDGER_TLS_CERT and LEDGER_TLS_KEY must be set together']);
  });

  test('a key file that is not a PEM key', async () => {
    await writeFile(join(dir, 'not-a-key.pem'), 'hello\n');
    const r = serve({ LEDGER_TLS_CERT: join(dir, 'cert.pem'), LEDGER_TLS_KEY: join(dir, 'not-a-key.pem') });
    expect(r.status).toBe(1);
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toBe(`beanledger: LEDGER_TLS_KEY: ${join(dir, 'not-a-key.pem')} is not an unencrypted PEM private key`);
  });

  test('a key that does not belong to the certificate', () => {
    execFileSync('openssl', ['genpkey', '-algorithm', 'RSA', '-pkeyopt', 'rsa_keygen_bits:2048', '-out', join(dir, 'other-key.pem')], { stdio: 'ignore' });
    const r = serve({ LEDGER_TLS_CERT: join(dir, 'cert.pem'), LEDGER_TLS_KEY: join(dir, 'other-key.pem') });
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^beanledger: LEDGER_TLS_CERT and LEDGER_TLS_KEY do not belong together/);
  });
});
