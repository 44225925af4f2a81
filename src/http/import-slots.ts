// Imports read and planned at once, server-wide. Each upload (up to the upload limit, 50,000 rows)
// is read and planned whole, and what that holds is ~100 MB: twenty dry runs of one 1 MB CSV sent
// at once by one user took the server from 138 MB to 2 GB, and another user's GET waited 16 s
// (security QA of session 51). A few run at a time; the others wait their turn, and past a queue
// of them an upload is a 503 with Retry-After, its file not read.
import { Problem } from '../problem.ts';

export class ImportSlots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly max: number;
  private readonly maxWaiting: number;

  constructor(max = 2, maxWaiting = 16) {
    this.max = max;
    this.maxWaiting = maxWaiting;
  }

  /** `task` run in a slot: at once when one is free, else after those before it. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.max) this.running++;
    else {
      if (this.waiting.length >= this.maxWaiting) {
        throw new Problem(503, 'Service Unavailable', `${this.running} imports are being read and ${this.waiting.length} more wait their turn; nothing of this one was read: send it again in a few seconds.`, [], { 'Retry-After': '5' });
      }
      // (a slot freed is handed to the first waiting, never taken by one arriving meanwhile)
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next === undefined) this.running--;
      else next();
    }
  }
}
