// An import whose matches of transactions typed by hand cannot be kept (the data directory's disk
// full) after its rows reached the ledger: it answers what it wrote, the service logs a warning,
// and the matches hold until it stops.
import { Writable } from 'node:stream';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { IMPORT_MATCHES_FILE } from '../../src/store/import-matches.ts';
import { BASE, makeTestApp, multipart, type TestApp } from './test-app.ts';
import { ITEMIZED_LEDGER, paid, wechat } from '../importers/itemized-meals.ts';

const diskFull = vi.hoisted(() => ({ on: false }));
// Only the file of matches meets the full disk: it gets part of its text, then ENOSPC.
vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs/promises')>();
  const open: typeof fs.open = async (...args: Parameters<typeof fs.open>) => {
    const handle = await fs.open(...args);
    if (diskFull.on && args[1] === 'a' && String(args[0]).endsWith('import-matches.jsonl')) {
      handle.appendFile = async (data) => {
        await handle.write(String(data).slice(0, 30));
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', syscall: 'write', errno: -28 });
      };
    }
    return handle;
  };
  return { ...fs, open, default: { ...fs, open } };
});

class MemoryLog extends Writable {
  text = '';
  override _write(chunk: Buffer, _enc: BufferEncoding, done: () => void): void {
    this.text += chunk.toString('utf8');
    done();
  }
}


describe('an import whose matches cannot be kept', () => {
  let t: TestApp | null = null;
  afterEach(async () => {
    diskFull.on = false;
    await t?.close();
    t = null;
  });

  test('answers 201 with what it wrote, logs a warning, and the next upload still knows the matches', async () => {
    const log = new MemoryLog();
    t = await makeTestApp(ITEMIZED_LEDGER, { today: () => '2025-08-01', logger: { level: 'warn', stream: log } });
    const upload = async (file: Buffer) => {
      const { payload, headers } = await multipart({ account: 'Assets:WeChat' }, 'wechat.csv', file, 'text/csv');
      const r = await t!.request({ method: 'POST', url: `${BASE}/bean/import/files`, payload, headers });
      return { status: r.statusCode, body: r.json() as { imported: number; duplicates: number; transactions: { id: string | null; narration: string }[] } };
    };
    diskFull.on = true;
    // three meals (the items) and a snack of their own
    const first = await upload(wechat(
      paid('2025-07-01 08:00:00', '早餐店', '8.00', '0001'),
      paid('2025-07-01 12:00:00', '快餐店', '25.00', '0002'),
      paid('2025-07-01 19:00:00', '面馆', '40.00', '0003'),
      paid('2025-07-01 22:00:00', '夜宵摊', '40.00', '0005'),
    ));
    expect(first.status).toBe(201);
    expect([first.body.imported, first.body.duplicates]).toEqual([1, 3]);
    expect(first.body.transactions[0]!.id).toMatch(/^[0-9a-f]{20}$/);
    expect(await t.ledgerText()).toContain('夜宵摊');
    expect(log.text).toContain('its matches of transactions typed by hand were not kept');
    expect(log.text).toContain('ENOSPC');
    // what the full disk took was cut back
    expect(await readFile(join(t.dir, IMPORT_MATCHES_FILE), 'utf8')).toBe('');

    // (in this process, the meals' match holds: the 73 payment is another one)
    const market = await upload(wechat(paid('2025-07-02 18:00:00', '超市', '73.00', '0004')));
    expect([market.status, market.body.imported, market.body.duplicates]).toEqual([201, 1, 0]);
  });
});
