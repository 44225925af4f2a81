// The user-and-address pairs that logged in, kept in the data directory so that the exception of
// login throttling (a locked user name stays open to an address that logged in as that user in
// the last 30 days) holds over a restart: in memory only, an attacker's 10 failures after each
// restart kept the owner out (contract QA).
import { readFile } from 'node:fs/promises';
import { writeFileAtomic } from './atomic-file.ts';

/** In the data directory beside users.json. */
export const TRUSTED_LOGINS_FILE = 'trusted-logins.json';

interface TrustedLoginsData {
  version: 1;
  /** [pair key, epoch milliseconds of its last successful login] */
  pairs: [string, number][];
}

export class TrustedLoginsFile {
  readonly file: string;
  /** The last write, so that writes follow each other in order. */
  #writing: Promise<void> = Promise.resolve();

  constructor(file: string) {
    this.file = file;
  }

  /** The pairs kept; none when the file is missing or not one this service wrote. */
  async read(): Promise<Map<string, number>> {
    const text = await readFile(this.file, 'utf8').catch(() => null);
    const pairs = new Map<string, number>();
    if (text === null) return pairs;
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      return pairs;
    }
    const kept = (data as Partial<TrustedLoginsData> | null)?.pairs;
    if (!Array.isArray(kept)) return pairs;
    for (const entry of kept) {
      if (Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number' && Number.isFinite(entry[1])) pairs.set(entry[0], entry[1]);
    }
    return pairs;
  }

  /** Replace the file with these pairs (atomically, mode 0600); a failure is the caller's to report. */
  write(pairs: ReadonlyMap<string, number>): Promise<void> {
    const data: TrustedLoginsData = { version: 1, pairs: [...pairs] };
    const next = this.#writing.catch(() => undefined).then(() => writeFileAtomic(this.file, JSON.stringify(data) + '\n'));
    this.#writing = next;
    return next;
  }
}
