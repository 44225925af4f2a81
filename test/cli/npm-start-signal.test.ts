// `npm start` under a process manager (docker stop, systemd, a terminal's kill): SIGTERM goes to
// npm, which passes it to its child. The start script execs Node, so that child is the server
// itself, which closes gracefully; with a shell in between, npm exited and the server ran on.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { freePort } from '../http/child-server.ts';

const root = join(import.meta.dirname, '../..');

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

test('SIGTERM to `npm start` stops the server, not only npm', { timeout: 60_000 }, async () => {
  const dir = await mkdtemp(join(tmpdir(), 'npm-start-'));
  const port = await freePort();
  const npm = spawn('npm', ['start', '--silent'], {
    cwd: root,
    detached: true, // its own process group, so that the cleanup below reaches every process of it
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LEDGER_DATA_DIR: dir, LEDGER_ADMIN_PASSWORD: 'npm-start-password', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  npm.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no start: ${stderr}`)), 45_000);
      npm.stderr!.on('data', () => {
        if (stderr.includes('listening on')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    expect(await listening(port)).toBe(true);
    const npmExited = new Promise((resolve) => npm.once('exit', resolve));
    npm.kill('SIGTERM');
    await npmExited;
    let open = true;
    for (let i = 0; i < 50 && open; i++) {
      await new Promise((r) => setTimeout(r, 100));
      open = await listening(port);
    }
    expect(open, stderr).toBe(false);
    expect(stderr).toContain('SIGTERM received, closing');
  } finally {
    try {
      process.kill(-npm.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
    await rm(dir, { recursive: true, force: true });
  }
});
