// A port in use stopped the start with Node's "listen EADDRINUSE: address already in use
// 127.0.0.1:19160", which names no setting: the message says which one to change.
import { afterEach, describe, expect, test } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from '../../src/config.ts';
import { startServer } from '../../src/http/server.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('startServer on a port in use', () => {
  test('says the port is in use and names PORT', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((done) => blocker.listen(0, '127.0.0.1', done));
    cleanups.push(() => new Promise((done) => blocker.close(() => done())));
    const port = (blocker.address() as { port: number }).port;
    const dir = await mkdtemp(join(tmpdir(), 'bl-listen-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const ledgerFile = join(dir, 'main.beancount');
    await writeFile(ledgerFile, '2024-01-01 open Assets:Cash CNY\n');
    const config = readConfig({ PORT: String(port), LEDGER_DATA_DIR: dir, LEDGER_FILE: ledgerFile, LEDGER_JWT_SECRET: 'listen-test-secret-0123456789abcdef' }, dir);
    await expect(startServer(config)).rejects.toThrow(`cannot listen on 127.0.0.1:${port}: the port is in use by another process (set PORT)`);
  });
});
