import { describe, expect, it } from 'vitest';
import { PassThrough } from 'node:stream';
import type { ReadStream } from 'node:tty';
import { promptHidden, readLine, readPassword } from '../../src/cli/password-input.ts';

/** Just enough of a terminal: raw mode flag and keystrokes as data events. */
function fakeTerminal() {
  const stream = new PassThrough() as unknown as ReadStream & PassThrough & { rawModes: boolean[] };
  stream.rawModes = [];
  stream.isTTY = true;
  stream.setRawMode = (mode: boolean) => {
    stream.rawModes.push(mode);
    return stream;
  };
  return stream;
}

function collect() {
  const out = new PassThrough();
  let text = '';
  out.on('data', (c) => (text += c));
  return { out, text: () => text };
}

describe('readLine', () => {
  it('returns the first line without its ending, even if the pipe stays open', async () => {
    const input = new PassThrough();
    const line = readLine(input);
    input.write('pass');
    input.write('word\r\nrest');
    expect(await line).toBe('password');
  });

  it('accepts a last line without newline and rejects empty input', async () => {
    const a = new PassThrough();
    const lineA = readLine(a);
    a.end('no-newline');
    expect(await lineA).toBe('no-newline');
    const b = new PassThrough();
    const lineB = readLine(b);
    b.end();
    await expect(lineB).rejects.toThrow(/no password on stdin/);
  });

  it('decodes UTF-8 split across chunks', async () => {
    const input = new PassThrough();
    const line = readLine(input);
    const bytes = Buffer.from('密码\n');
    input.write(bytes.subarray(0, 2));
    input.write(bytes.subarray(2));
    expect(await line).toBe('密码');
  });
});

describe('promptHidden', () => {
  it('prompts, echoes nothing, handles backspace, and restores the terminal', async () => {
    const tty = fakeTerminal();
    const { out, text } = collect();
    const answer = promptHidden('Password: ', tty, out);
    tty.write('secrx\u007fet\r');
    expect(await answer).toBe('secret');
    expect(text()).toBe('Password: \n');
    expect(tty.rawModes).toEqual([true, false]);
  });

  it('is cancelled by Ctrl-C', async () => {
    const tty = fakeTerminal();
    const answer = promptHidden('Password: ', tty, collect().out);
    tty.write('abc\u0003');
    await expect(answer).rejects.toThrow(/cancelled/);
    expect(tty.rawModes).toEqual([true, false]);
  });

  it('asks twice on a terminal when confirming and refuses a mismatch', async () => {
    const tty = fakeTerminal();
    const { out, text } = collect();
    const answer = readPassword('Password for a: ', true, tty, out);
    tty.write('one\r');
    await new Promise((r) => setTimeout(r, 10));
    tty.write('two\r');
    await expect(answer).rejects.toThrow(/do not match/);
    expect(text()).toContain('Repeat password: ');
  });
});
