// pdfjs holds what it unpacks outside its worker's JavaScript heap, and the count before pdfjs
// opens a file (unpacked-size.ts) sees only plain Flate data. A font whose Flate data is written in
// hex (/Filter [/ASCIIHexDecode /FlateDecode]) passed it: a 2 MB file unpacking to 1 GiB was read
// to its end with 3.3 GB of memory. While reads run, their memory is now watched (pdf-text.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPdfText } from '../../../src/importers/pdf/pdf-text.ts';
import { readPdfStatement } from '../../../src/importers/pdf/read-pdf.ts';
import { StatementError } from '../../../src/importers/statement.ts';
import { buildPdf } from './statement-pdf-builder.ts';
import { bankAccountStatement, longCreditCardStatement } from './statement-layouts.ts';
import { bomb, bombBesideStatement, MEMORY_REFUSAL, MIB, SMALL } from './memory-bomb.ts';
import { refusal, textOf } from './read-outcome.ts';

const rssMb = () => process.memoryUsage.rss() / MIB;

/** Runs `work` and answers the most resident memory the process had meanwhile, in MiB. */
async function peakRssDuring(work: () => Promise<unknown>): Promise<number> {
  let peak = rssMb();
  const timer = setInterval(() => (peak = Math.max(peak, rssMb())), 10);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, rssMb());
}

/** A 200-page card statement (~1 s to read, long enough that a bomb beside it is stopped first),
 *  built once: building it takes ~15 s. */
let long: Promise<Buffer> | undefined;
const longStatement = () => (long ??= buildPdf(longCreditCardStatement(200)));

const statementRows = async (pdf: Buffer) => (await readPdfStatement(pdf)).rows.map((r) => [r.date, r.amount.toString(), r.narration]);
const BANK_ROWS = [
  ['2025-03-01', '15000.00', '代发工资'],
  ['2025-03-03', '-328.50', '快捷支付'],
  ['2025-03-05', '-4500.00', '转账'],
  ['2025-03-21', '12.34', '结息'],
  ['2025-03-28', '-100.00', '外币兑换'],
];

describe('reading a PDF that takes more memory than a statement does', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is not stopped by the count of compressed parts, and is by its memory, which is given back', async () => {
    expect(bomb.length).toBeLessThan(2 * MIB);
    const before = rssMb();
    let error: StatementError | undefined;
    const peak = await peakRssDuring(async () => {
      error = await refusal(readPdfText(bomb, SMALL));
    });
    expect(error!.message).toBe(MEMORY_REFUSAL(128));
    // pdfjs would have held over 1 GiB (its buffer doubles up to 512 MiB, and copies).
    expect(peak - before).toBeLessThan(512);
    // The stopped worker's buffers go back to the allocator, which keeps them for the next
    // thread: two more bombs take them again, and the process does not grow by what they unpack
    // (kept, each would add its 128 MiB at least: 256 for two; a worker stopped late on a busy
    // machine leaves a few MiB more: 139 once, in a CI run beside other tests).
    const afterFirst = rssMb();
    for (let i = 0; i < 2; i++) expect((await refusal(readPdfText(bomb, SMALL))).message).toBe(MEMORY_REFUSAL(128));
    expect(rssMb() - afterFirst).toBeLessThan(192);
  });

  it('reads statements as before, with the default limits and the small one, right after a refused file', async () => {
    const statement = await buildPdf(bankAccountStatement());
    expect((await refusal(readPdfText(bomb, SMALL))).message).toBe(MEMORY_REFUSAL(128));
    expect(await statementRows(statement)).toEqual(BANK_ROWS);
    expect(textOf(await readPdfText(statement, SMALL)).flat()).toContain('代发工资');
    // Three at once after a refusal: its read slot was given back (two reads run at a time, the
    // third waits for a free one).
    const rows = await Promise.all([1, 2, 3].map(() => statementRows(statement)));
    expect(rows).toEqual([BANK_ROWS, BANK_ROWS, BANK_ROWS]);
  });

  it('stops the bomb read beside a statement read, not the statement', async () => {
    const statement = await longStatement();
    const { bombError, pages, finished } = await bombBesideStatement(statement);
    expect(bombError.message).toBe(MEMORY_REFUSAL(128));
    expect(pages).toHaveLength(200);
    // The statement was being read when the bomb was stopped.
    expect(finished).toEqual(['bomb', 'statement']);
  });

  it('stops a read when the process grows past the limit with memory its worker does not hold', async () => {
    // Memory taken in this thread while a statement is read: V8 does not count it as the
    // worker's, and the process's resident memory still sees it. It is taken 16 MiB at a time,
    // so that the watchdog's samples run between (one 256 MiB buffer blocked this thread for
    // 0.2 s, and on a busy machine the read could end meanwhile); the statement is long enough
    // (~1 s to read) that the read is still running when the process passes its limit.
    const statement = await longStatement();
    const taken: Buffer[] = [];
    let readEnded = false;
    const reading = refusal(readPdfText(statement, SMALL)).finally(() => (readEnded = true));
    while (!readEnded && taken.length < 32) {
      taken.push(Buffer.alloc(16 * MIB, 1));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect((await reading).message).toBe(MEMORY_REFUSAL(128));
    // Stopped while the process grew, before all 512 MiB were taken.
    expect(taken.length).toBeLessThan(32);
  });

  it('samples memory only while reads run', async () => {
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
    const clearIntervalSpy = vi.spyOn(globalThis, 'clearInterval');
    const statement = await buildPdf(bankAccountStatement());
    // Two reads at once: one timer, stopped when the later of them ends.
    const reads = [statementRows(statement), statementRows(statement)];
    await reads[0];
    const started = setIntervalSpy.mock.results.map((result) => result.value as NodeJS.Timeout);
    expect(started).toHaveLength(1);
    expect(started[0]!.hasRef()).toBe(false);
    await reads[1];
    expect(clearIntervalSpy.mock.calls.map(([timer]) => timer)).toEqual(started);
    expect(await Promise.all(reads)).toEqual([BANK_ROWS, BANK_ROWS]);
    // None runs after a refused read either.
    await refusal(readPdfText(bomb, SMALL));
    expect(setIntervalSpy).toHaveBeenCalledTimes(2);
    expect(clearIntervalSpy.mock.calls.map(([timer]) => timer)).toEqual(setIntervalSpy.mock.results.map((result) => result.value));
  });
});
