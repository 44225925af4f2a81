// One server per data directory. A second one on the same directory answered its own Idempotency-
// Key replays, so a retry sent to the other wrote the entry twice (QA of session 28); writes to a
// ledger stay safe across processes (the ledger's lock), but the answers kept for replays do not.
// `serve.pid` in the data directory holds the running server's pid and which directory it serves
// (device and inode); one left by a server that died (no such process, or a pid since reused by
// something that is not Node), or copied with the directory (a backup started beside the live
// server: QA of session 30), is taken over.
import { closeSync, openSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVE_LOCK_FILE } from '../auth/data-files.ts';
import { errorCode } from '../auth/make-directory.ts';
import { plainReason } from '../auth/starter-ledger.ts';

/** Whether `pid` is a running process that may be a beanledger server (a Node process, when /proc tells). */
function runningServer(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if (errorCode(error) !== 'EPERM') return false;
  }
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true; // no /proc (macOS): the process exists, and is taken for a server
  }
}

/**
 * Takes the data directory for this process, or throws a one-line reason naming the server that
 * has it. Returns the release, which removes the file while it still names this process.
 */
export function holdServeLock(dataDir: string): () => void {
  const file = join(dataDir, SERVE_LOCK_FILE);
  const directory = directoryIdentity(dataDir);
  const mine = `${process.pid}\n${directory}\n`;
  for (let attempt = 0; ; attempt++) {
    try {
      createFile(file, mine);
      break;
    } catch (error) {
      if (errorCode(error) !== 'EEXIST' || attempt > 0) throw new Error(`cannot write ${file}: ${plainReason(error)}`);
    }
    const [first, served] = readFileSync(file, 'utf8').split('\n');
    const pid = Number.parseInt(first ?? '', 10);
    // (a file without the directory line is an older server's: its pid decides)
    const copied = served !== undefined && served !== '' && served !== directory;
    if (!copied && Number.isInteger(pid) && pid > 0 && pid !== process.pid && runningServer(pid)) {
      throw new Error(`another beanledger (pid ${pid}) serves the data directory ${dataDir}: stop it first (if none runs, remove ${file})`);
    }
    unlinkSync(file); // a server that died, or the file of the directory this one was copied from: taken over
  }
  return () => {
    try {
      if (readFileSync(file, 'utf8') === mine) unlinkSync(file);
    } catch {
      // gone already
    }
  };
}

/**
 * Makes `file` (never over an existing one) holding `text`. One made and not filled (a full
 * disk) is removed: it was left empty (QA).
 */
function createFile(file: string, text: string): void {
  const fd = openSync(file, 'wx', 0o600);
  try {
    writeFileSync(fd, text);
    closeSync(fd);
  } catch (error) {
    try {
      closeSync(fd);
    } catch {
      // closed already, or not to be closed: the file is removed all the same
    }
    try {
      unlinkSync(file);
    } catch {
      // the error that stopped the write is the one to tell
    }
    throw error;
  }
}

/** The data directory as the file system knows it: a copy of it is another directory, a rename the same one. */
function directoryIdentity(dataDir: string): string {
  const stats = statSync(dataDir, { bigint: true });
  return `${stats.dev}:${stats.ino}`;
}
