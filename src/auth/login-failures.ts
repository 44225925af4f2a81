// The failed logins of the last 15 minutes, kept in the data directory so that a restart does not
// start the throttle's counts again from zero (API QA: 10 guesses at a name, a restart, 10 more at
// once; 71 failures from one address in 6 minutes against the contract's 50 in 15).
import { readFile } from 'node:fs/promises';
import { writeFileAtomic } from './atomic-file.ts';
import type { RecentFailures } from './login-throttle.ts';

/** In the data directory beside users.json. */
export const LOGIN_FAILURES_FILE = 'login-failures.json';

interface LoginFailuresData {
  version: 1;
  users: [string, number[]][];
  addresses: [string, number[]][];
  pairs: [string, number[]][];
}

/** At most this many keys of each kind are written (the most recent): a flood of names cannot make each write large. */
const MAX_KEPT_KEYS = 5000;

function entries(value: unknown): [string, number[]][] {
  if (!Array.isArray(value)) return [];
  const out: [string, number[]][] = [];
  for (const entry of value) {
    if (!Array.isArray(entry) || typeof entry[0] !== 'string' || !Array.isArray(entry[1])) continue;
    const times = (entry[1] as unknown[]).filter((t): t is number => typeof t === 'number' && Number.isFinite(t));
    if (times.length > 0) out.push([entry[0], times]);
  }
  return out;
}

export class LoginFailuresFile {
  readonly file: string;
  /** The write under way, and whether another must follow it (failures came in meanwhile). */
  #writing: Promise<void> | null = null;
  #queued: Promise<void> | null = null;

  constructor(file: string) {
    this.file = file;
  }

  /** The failures kept; none when the file is missing or not one this service wrote. */
  async read(): Promise<RecentFailures> {
    const text = await readFile(this.file, 'utf8').catch(() => null);
    if (text === null) return { users: [], addresses: [], pairs: [] };
    let data: Partial<LoginFailuresData> | null;
    try {
      data = JSON.parse(text) as Partial<LoginFailuresData> | null;
    } catch {
      return { users: [], addresses: [], pairs: [] };
    }
    return { users: entries(data?.users), addresses: entries(data?.addresses), pairs: entries(data?.pairs) };
  }

  /**
   * Write the failures `snapshot` gives when the write starts (atomically, mode 0600). Calls that
   * come while a write is under way share the one write after it, which sees their failures too:
   * however many come at once, at most two writes are pending. A failure is the caller's to report.
   */
  save(snapshot: () => RecentFailures): Promise<void> {
    if (this.#queued !== null) return this.#queued;
    const start = (): Promise<void> => {
      this.#queued = null;
      const failures = snapshot();
      const data: LoginFailuresData = {
        version: 1,
        users: failures.users.slice(-MAX_KEPT_KEYS).map(([k, t]) => [k, [...t]]),
        addresses: failures.addresses.slice(-MAX_KEPT_KEYS).map(([k, t]) => [k, [...t]]),
        pairs: failures.pairs.slice(-MAX_KEPT_KEYS).map(([k, t]) => [k, [...t]]),
      };
      const write = writeFileAtomic(this.file, JSON.stringify(data) + '\n');
      // (never rejects: the caller of this write hears of its failure, the next write goes on)
      const settled: Promise<void> = write.then(
        () => undefined,
        () => undefined,
      ).then(() => {
        if (this.#writing === settled) this.#writing = null;
      });
      this.#writing = settled;
      return write;
    };
    if (this.#writing === null) return start();
    const next = this.#writing.then(start);
    this.#queued = next;
    return next;
  }
}
