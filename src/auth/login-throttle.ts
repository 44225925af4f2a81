// Login throttling (CONTRACT.md: 429 after at most 10 failures for one user name or 50
// from one address within 15 minutes). Sliding windows of failure times, in memory; the caller
// keeps them over a restart (login-failures.ts), as it keeps the pairs that logged in
// (trusted-logins.ts).
//
// So that an attacker cannot keep the real user out: a lock on a user name does not apply
// to an address that has logged in as that user before (that pair gets its own counter with
// the same limit, cleared by the pair's next success), and every lock ends at most one window
// after the failure that caused it. A success leaves the address's counter alone: else anyone
// with an account could log in every 49 failures and guess other users' passwords without end.

export interface ThrottleLimits {
  readonly userFailures: number;
  readonly addressFailures: number;
  readonly windowMs: number;
}

/** Failure times (epoch milliseconds) per user name, per address and per trusted pair. */
export interface RecentFailures {
  readonly users: readonly (readonly [string, readonly number[]])[];
  readonly addresses: readonly (readonly [string, readonly number[]])[];
  readonly pairs: readonly (readonly [string, readonly number[]])[];
}

const NO_FAILURES: RecentFailures = { users: [], addresses: [], pairs: [] };

export const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = { userFailures: 10, addressFailures: 50, windowMs: 15 * 60 * 1000 };

const TRUSTED_PAIR_MS = 30 * 24 * 3600 * 1000;
/** A pair's time is written again when its last success kept is older than this. */
const REWRITE_AFTER_MS = 24 * 3600 * 1000;
const MAX_KEYS = 100_000;

/** User names compare without case so `Admin` and `admin` share one counter. */
function userKey(name: string): string {
  // Capped so that huge made-up names cannot grow the counters' memory.
  return name.slice(0, 256).normalize('NFKC').toLowerCase();
}

/** IPv6 clients usually own a whole /64, so they are counted per /64, not per address. */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === '' ? [] : tail.split(':');
  const zeros = Array(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0');
  const groups = ip.includes('::') ? [...headGroups, ...zeros, ...tailGroups] : headGroups;
  return groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':') + '::/64';
}

class FailureWindows {
  readonly #failures = new Map<string, number[]>();
  readonly #limit: number;
  readonly #windowMs: number;

  constructor(limit: number, windowMs: number) {
    this.#limit = limit;
    this.#windowMs = windowMs;
  }

  /** Milliseconds until `key` may try again; 0 when it may now. */
  waitMs(key: string, now: number): number {
    const times = this.#recent(key, now);
    if (times.length < this.#limit) return 0;
    return times[times.length - this.#limit]! + this.#windowMs - now;
  }

  add(key: string, now: number): void {
    const times = this.#recent(key, now);
    times.push(now);
    // Only the newest `limit` failures matter for the wait; older ones are dropped.
    if (times.length > this.#limit) times.splice(0, times.length - this.#limit);
    this.#failures.delete(key); // re-insert: Map order then tracks recency, for eviction
    this.#failures.set(key, times);
    if (this.#failures.size > MAX_KEYS) this.#evict(now);
  }

  clear(key: string): void {
    this.#failures.delete(key);
  }

  /** The keys with failures within the window, least recent first, each with its failure times. */
  recent(now: number): [string, number[]][] {
    const since = now - this.#windowMs;
    const out: [string, number[]][] = [];
    for (const [key, times] of this.#failures) {
      const kept = times.filter((t) => t > since);
      if (kept.length > 0) out.push([key, kept]);
    }
    return out;
  }

  /** Failures kept from before a restart (recent() as it was), added in their order. */
  restore(entries: readonly (readonly [string, readonly number[]])[], now: number): void {
    for (const [key, times] of entries) for (const t of [...times].sort((a, b) => a - b)) if (t > now - this.#windowMs && t <= now) this.add(key, t);
  }

  #recent(key: string, now: number): number[] {
    const times = (this.#failures.get(key) ?? []).filter((t) => t > now - this.#windowMs);
    if (times.length === 0) this.#failures.delete(key);
    else this.#failures.set(key, times);
    return times;
  }

  #evict(now: number): void {
    for (const [key, times] of this.#failures) {
      if (times[times.length - 1]! <= now - this.#windowMs) this.#failures.delete(key);
    }
    // Still too many distinct keys (a flood of names): forget the least recent ones.
    for (const key of this.#failures.keys()) {
      if (this.#failures.size <= MAX_KEYS) break;
      this.#failures.delete(key);
    }
  }
}

export class LoginThrottle {
  readonly #limits: ThrottleLimits;
  readonly #now: () => number;
  readonly #byUser: FailureWindows;
  readonly #byAddress: FailureWindows;
  readonly #byTrustedPair: FailureWindows;
  /** user|address pairs that logged in successfully, with the time of the last success. */
  readonly #trusted = new Map<string, number>();
  /** The last attempt under way per user name and per address (see inTurn). */
  readonly #turns = new Map<string, Promise<void>>();

  /**
   * `trusted`: the pairs that logged in, as trustedPairs() gave them before; `failures`: the
   * failures as failures() gave them before (both kept over a restart).
   */
  constructor(limits: ThrottleLimits = DEFAULT_THROTTLE_LIMITS, now: () => number = Date.now, trusted: ReadonlyMap<string, number> = new Map(), failures: RecentFailures = NO_FAILURES) {
    this.#limits = limits;
    this.#now = now;
    const since = now() - TRUSTED_PAIR_MS;
    for (const [pair, time] of [...trusted].sort((a, b) => a[1] - b[1])) if (time >= since) this.#trusted.set(pair, time);
    this.#byUser = new FailureWindows(limits.userFailures, limits.windowMs);
    this.#byAddress = new FailureWindows(limits.addressFailures, limits.windowMs);
    this.#byTrustedPair = new FailureWindows(limits.userFailures, limits.windowMs);
    const at = now();
    this.#byUser.restore(failures.users, at);
    this.#byAddress.restore(failures.addresses, at);
    this.#byTrustedPair.restore(failures.pairs, at);
  }

  /** The failures within the window, to keep over a restart (restored by the constructor). */
  failures(): RecentFailures {
    const now = this.#now();
    return { users: this.#byUser.recent(now), addresses: this.#byAddress.recent(now), pairs: this.#byTrustedPair.recent(now) };
  }

  /** Whole seconds to wait before this attempt may proceed (for Retry-After); 0 = go ahead. */
  retryAfterSeconds(username: string, ip: string): number {
    const now = this.#now();
    const address = addressKey(ip);
    const pair = this.#pairKey(username, address);
    const userWait = this.#isTrusted(pair, now) ? this.#byTrustedPair.waitMs(pair, now) : this.#byUser.waitMs(userKey(username), now);
    const wait = Math.max(userWait, this.#byAddress.waitMs(address, now));
    return wait <= 0 ? 0 : Math.ceil(wait / 1000);
  }

  recordFailure(username: string, ip: string): void {
    const now = this.#now();
    const address = addressKey(ip);
    const pair = this.#pairKey(username, address);
    this.#byUser.add(userKey(username), now);
    this.#byAddress.add(address, now);
    if (this.#isTrusted(pair, now)) this.#byTrustedPair.add(pair, now);
  }

  /**
   * Run one attempt (its throttle check, password check and record) after the attempts already
   * under way for the same user name or from the same address: attempts sent at once are checked
   * one after another, each seeing the failures before it (security QA: 300 guesses sent together
   * were all checked before the first failure was counted). Counting an attempt as failed while
   * its password was checked did the same, but turned right passwords sent at once away.
   */
  async inTurn<T>(username: string, ip: string, attempt: () => Promise<T>): Promise<T> {
    const keys = [`u\u0000${userKey(username)}`, `a\u0000${addressKey(ip)}`];
    const before = keys.map((k) => this.#turns.get(k));
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    const turn = Promise.all(before).then(() => mine);
    for (const k of keys) this.#turns.set(k, turn);
    try {
      await Promise.all(before);
      return await attempt();
    } finally {
      release();
      for (const k of keys) if (this.#turns.get(k) === turn) this.#turns.delete(k);
    }
  }

  /**
   * A successful login: its address is trusted for the user name from now on. True when the pairs
   * to keep changed enough to be written again (a pair new, or last seen over a day ago), so that
   * a script logging in every minute does not rewrite them each time.
   */
  recordSuccess(username: string, ip: string): boolean {
    const now = this.#now();
    const address = addressKey(ip);
    const pair = this.#pairKey(username, address);
    this.#byTrustedPair.clear(pair);
    const before = this.#trusted.get(pair);
    this.#trusted.delete(pair);
    this.#trusted.set(pair, now);
    if (this.#trusted.size > MAX_KEYS) {
      const oldest = this.#trusted.keys().next().value;
      if (oldest !== undefined) this.#trusted.delete(oldest);
    }
    return before === undefined || now - before > REWRITE_AFTER_MS;
  }

  /** The pairs that logged in within the last 30 days, with the time of their last success. */
  trustedPairs(): Map<string, number> {
    const since = this.#now() - TRUSTED_PAIR_MS;
    return new Map([...this.#trusted].filter(([, time]) => time >= since));
  }

  #pairKey(username: string, address: string): string {
    return `${userKey(username)}\u0000${address}`;
  }

  #isTrusted(pair: string, now: number): boolean {
    const since = this.#trusted.get(pair);
    if (since === undefined) return false;
    if (now - since > TRUSTED_PAIR_MS) {
      this.#trusted.delete(pair);
      return false;
    }
    return true;
  }

  get limits(): ThrottleLimits {
    return this.#limits;
  }
}
