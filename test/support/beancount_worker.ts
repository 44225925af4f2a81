// One long-lived Beancount 2.3 process answering many ledgers, so property tests (and their
// shrinking) pay Python's start-up once. See beancount_worker.py for the requests.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { BEANCOUNT_PYTHON, type BeancountView } from './beancount.ts';

export interface BeancountError {
  file: string | null;
  line: number | null;
  message: string;
}

/** A value as Beancount's parser holds it, tagged with its Python type. */
export type ParsedValue =
  | null
  | { missing: true }
  | { bool: boolean }
  | { number: string }
  | { date: string }
  | { str: string }
  | { amount: [ParsedValue, ParsedValue] };

export interface ParsedPosting {
  account: string;
  flag: string | null;
  units: ParsedValue;
  cost: { number_per: ParsedValue; number_total: ParsedValue; currency: ParsedValue; date: ParsedValue; label: ParsedValue; merge: boolean } | null;
  price: ParsedValue;
  meta: Record<string, ParsedValue>;
}

/** One directive as beancount.parser.parser.parse_file reads it (fields depend on `type`). */
export interface ParsedEntry {
  type: string;
  date: string;
  line: number;
  meta: Record<string, ParsedValue>;
  [field: string]: unknown;
}

export interface ParsedLedger {
  /** What loader.load_file reports (bean-check's errors). */
  errors: BeancountError[];
  parse_errors: BeancountError[];
  entries: ParsedEntry[];
}

/** A number as Python's str() writes it, with its currency. */
export type BookedAmount = [string | null, string] | null;

/** One directive as loader.load_file returns it: booked, padded, after the plugins (see booked_json). */
export interface BookedEntry {
  type: string;
  date: string;
  line: number | null;
  /** The file named in its metadata (`<auto_accounts>` for the plugin's opens). */
  file: string | null;
  flag?: string;
  narration?: string;
  /** A transaction's tags, sorted. */
  tags?: string[];
  postings?: { account: string; units: BookedAmount; price: BookedAmount; cost: [string | null, string, string | null, string | null] | null }[];
  currency?: string;
  amount?: BookedAmount;
  account?: string;
  /** A document's file, absolute (Beancount resolves a relative one from the file it is written in). */
  filename?: string;
}

export interface BookedLedger {
  errors: BeancountError[];
  entries: BookedEntry[];
}

export interface PriceQuery {
  currencies: string[];
  /** ISO dates; null asks for the latest price. */
  dates: (string | null)[];
  positions: { units: { number: string; currency: string }; cost: { number: string; currency: string } | null }[];
}

interface AmountJson {
  number: string;
  currency: string;
}

export interface PriceAnswer {
  errors: BeancountError[];
  /** "BASE/QUOTE@DATE" -> the rate get_price gives, or null. */
  rates: Record<string, string | null>;
  /** Per position, per date: convert_position to each currency, get_value, and the cost converted to each currency. */
  values: { market: Record<string, AmountJson>; value: AmountJson; cost: Record<string, AmountJson> }[];
}

export class BeancountWorker {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly waiting: ((line: string) => void)[] = [];
  private stderr = '';
  private exited = false;

  private constructor() {
    this.child = spawn(BEANCOUNT_PYTHON, [join(import.meta.dirname, 'beancount_worker.py')], {
      env: { ...process.env, BEANCOUNT_DISABLE_LOAD_CACHE: '1', PYTHONIOENCODING: 'utf-8' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    createInterface({ input: this.child.stdout }).on('line', (line) => this.waiting.shift()?.(line));
    this.child.stderr.on('data', (chunk: Buffer) => (this.stderr += chunk.toString('utf8')));
    this.child.on('exit', () => {
      this.exited = true;
      for (const resolve of this.waiting.splice(0)) resolve(JSON.stringify({ crash: `Beancount worker exited: ${this.stderr}` }));
    });
  }

  static start(): BeancountWorker {
    return new BeancountWorker();
  }

  /** False once the Python process has exited (Beancount's C parser can crash on garbage). */
  get running(): boolean {
    return !this.exited;
  }

  private request<T>(op: string, file: string, extra: object = {}): Promise<T> {
    if (this.exited) return Promise.reject(new Error(`Beancount worker is not running: ${this.stderr}`));
    return new Promise<T>((resolve, reject) => {
      this.waiting.push((line) => {
        const answer = JSON.parse(line) as T & { crash?: string };
        if (answer.crash !== undefined) reject(new Error(`Beancount failed on ${file}:\n${answer.crash}`));
        else resolve(answer);
      });
      this.child.stdin.write(JSON.stringify({ ...extra, op, file }) + '\n');
    });
  }

  /** Beancount's errors and final inventories per account (like beancountInventories in beancount.ts). */
  inventories(file: string): Promise<BeancountView> {
    return this.request<BeancountView>('inventories', file);
  }

  /** Beancount's loader errors and its parse of the file, directive by directive. */
  entries(file: string): Promise<ParsedLedger> {
    return this.request<ParsedLedger>('entries', file);
  }

  /** Beancount's loader errors and the directives it returns, booked and after the plugins. */
  booked(file: string): Promise<BookedLedger> {
    return this.request<BookedLedger>('booked', file);
  }

  /** Beancount's loader errors and each directive it returns as its printer writes it (printer.format_entry). */
  printed(file: string): Promise<{ errors: BeancountError[]; entries: string[] }> {
    return this.request<{ errors: BeancountError[]; entries: string[] }>('printed', file);
  }

  /** Beancount's price map and conversions for the ledger, asked as `query` says (see beancount_worker.py). */
  prices(file: string, query: PriceQuery): Promise<PriceAnswer> {
    return this.request<PriceAnswer>('prices', file, query);
  }

  close(): void {
    this.child.stdin.end();
  }
}
