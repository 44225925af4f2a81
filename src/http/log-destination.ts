// Where the service's log lines go: standard output, each line written at once (as Node writes its
// own standard output to files and pipes on Linux). A log that cannot be written (its file at a size
// limit, `ulimit -f`; a full disk) must not stop the service: pino's own destination (sonic-boom)
// retries a failed flush every 100 ms without end, whatever the error, and every request after
// hung, the process idle (safety QA). Lines that cannot be written are dropped and counted; the
// next line that can be written is preceded by one saying how many were lost and why.
import { writeSync } from 'node:fs';

/** How long a line waits for a pipe that is full (a slow reader), at most, before it is dropped. */
const FULL_PIPE_WAIT_MS = 100;

export interface LogDestination {
  write(line: string): void;
  /** Lines dropped since the last one written. */
  readonly dropped: number;
}

/** A pino destination writing to `fd` (standard output by default) that never throws nor hangs. */
export function logDestination(fd = 1, write: typeof writeSync = writeSync): LogDestination {
  let dropped = 0;
  let why = '';
  /** A line was cut off by the failure: the next one written starts on a line of its own. */
  let cut = false;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  /** Writes all of `text`; false when the file will not take it (nothing more of it is written). */
  const writeAll = (text: string): boolean => {
    const bytes = Buffer.from(text, 'utf8');
    let done = 0;
    let waited = 0;
    while (done < bytes.length) {
      try {
        done += write(fd, bytes, done, bytes.length - done);
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if ((code === 'EAGAIN' || code === 'EWOULDBLOCK') && waited < FULL_PIPE_WAIT_MS) {
          Atomics.wait(pause, 0, 0, 5);
          waited += 5;
          continue;
        }
        why = code ?? (err as Error).message;
        cut ||= done > 0;
        return false;
      }
    }
    return true;
  };
  return {
    write(line: string): void {
      if (cut) {
        if (!writeAll('\n')) {
          dropped++;
          return;
        }
        cut = false;
      }
      if (dropped > 0) {
        const note = `${JSON.stringify({ level: 40, time: Date.now(), pid: process.pid, msg: `${dropped} log line${dropped === 1 ? '' : 's'} could not be written (${why}) and were dropped` })}\n`;
        if (!writeAll(note)) {
          dropped++;
          return;
        }
        dropped = 0;
      }
      if (!writeAll(line)) dropped++;
    },
    get dropped() {
      return dropped;
    },
  };
}
