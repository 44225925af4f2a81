// Reads a password: one line from stdin when it is a pipe or file (scripts, tests), or a
// prompt without echo when it is a terminal.

import type { ReadStream } from 'node:tty';

const MAX_LINE_BYTES = 4096;

/** The first line of `input`, without its line ending; rejects on EOF with no data. */
export function readLine(input: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (error: Error | null, line?: string) => {
      input.off('data', onData);
      input.off('end', onEnd);
      input.off('error', onError);
      input.pause();
      // Let the process exit even if the writer keeps the pipe open.
      (input as { unref?: () => void }).unref?.();
      if (error) reject(error);
      else resolve(line!);
    };
    const onData = (chunk: Buffer | string) => {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      const newline = buffer.indexOf(0x0a);
      chunks.push(newline < 0 ? buffer : buffer.subarray(0, newline));
      size += buffer.length;
      if (newline >= 0) finish(null, stripCarriageReturn(Buffer.concat(chunks).toString('utf8')));
      else if (size > MAX_LINE_BYTES) finish(new Error('input line is too long'));
    };
    const onEnd = () => {
      if (size === 0) finish(new Error('no password on stdin'));
      else finish(null, stripCarriageReturn(Buffer.concat(chunks).toString('utf8')));
    };
    const onError = (error: Error) => finish(error);
    input.on('data', onData);
    input.on('end', onEnd);
    input.on('error', onError);
    input.resume();
  });
}

function stripCarriageReturn(line: string): string {
  return line.endsWith('\r') ? line.slice(0, -1) : line;
}

/** Prompts on `output` and reads keystrokes in raw mode so nothing is echoed. */
export function promptHidden(prompt: string, input: ReadStream, output: NodeJS.WritableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    output.write(prompt);
    let value = '';
    const done = (error: Error | null) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      output.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n' || char === '\u0004') return done(null);
        if (char === '\u0003') return done(new Error('cancelled'));
        if (char === '\u007f' || char === '\b') value = [...value].slice(0, -1).join('');
        else if (char >= ' ') value += char;
      }
    };
    input.setRawMode(true);
    input.on('data', onData);
    input.resume();
  });
}

/** The password from stdin; on a terminal, prompted (twice when `confirm`). */
export async function readPassword(prompt: string, confirm: boolean, input: NodeJS.ReadStream = process.stdin, output: NodeJS.WritableStream = process.stderr): Promise<string> {
  if (!input.isTTY) return readLine(input);
  const tty = input as ReadStream;
  const first = await promptHidden(prompt, tty, output);
  if (confirm) {
    const second = await promptHidden('Repeat password: ', tty, output);
    if (first !== second) throw new Error('passwords do not match');
  }
  return first;
}
