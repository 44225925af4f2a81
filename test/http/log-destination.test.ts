// The service's log destination: a log that cannot be written never stops the service (see
// file-size-limit.test.ts for the real process); what was dropped is said once writing works.
import { describe, expect, test } from 'vitest';
import { logDestination } from '../../src/http/log-destination.ts';

/** A file descriptor's stand-in: takes `room` bytes, then fails with `code` until given more room. */
function fakeFile(code: string) {
  const state = { room: Infinity, text: '', calls: 0 };
  const write = ((_fd: number, bytes: Buffer, offset: number, length: number) => {
    state.calls++;
    if (state.room <= 0) throw Object.assign(new Error(code), { code });
    const n = Math.min(length, state.room);
    state.text += bytes.toString('utf8', offset, offset + n);
    state.room -= n;
    return n;
  }) as unknown as typeof import('node:fs').writeSync;
  return { state, write };
}

describe('logDestination', () => {
  test('lines that do not fit are dropped without a throw, then counted in a line of their own', () => {
    const file = fakeFile('EFBIG');
    const log = logDestination(1, file.write);
    log.write('{"msg":"one"}\n');
    file.state.room = 5;
    log.write('{"msg":"two"}\n');
    log.write('{"msg":"three"}\n');
    expect(log.dropped).toBe(2);
    file.state.room = Infinity;
    log.write('{"msg":"four"}\n');
    expect(log.dropped).toBe(0);
    const lines = file.state.text.split('\n');
    expect(lines[0]).toBe('{"msg":"one"}');
    // the piece of "two" that fitted ends its line; the note is a JSON line of its own
    expect(lines[1]).toBe('{"msg');
    expect(JSON.parse(lines[2]!)).toMatchObject({ level: 40, msg: '2 log lines could not be written (EFBIG) and were dropped' });
    expect(lines[3]).toBe('{"msg":"four"}');
  });

  test('a full pipe is waited for a moment, then the line is dropped', () => {
    const file = fakeFile('EAGAIN');
    const log = logDestination(1, file.write);
    file.state.room = 0;
    const started = Date.now();
    log.write('{"msg":"one"}\n');
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    expect(file.state.calls).toBeGreaterThan(5);
    expect(log.dropped).toBe(1);
  });
});
