// The positioned text of a PDF, page by page, read with pdfjs-dist. Only the text layer is
// read: a scanned statement (pictures of pages) has none, and OCR is out of scope.
// pdfjs runs in a worker thread (pdf-text-worker.ts) with a heap cap, a deadline and limits on
// pages and text: a 17 KB upload can inflate to megabytes of text operators, and read on the main
// thread it held the event loop (every other user's requests) for minutes and took gigabytes.
// While reads run, a watchdog here samples the process's memory and stops a read that takes too
// much of it: what pdfjs unpacks lives outside the worker's heap cap.
import { Worker } from 'node:worker_threads';
import { StatementError } from '../statement.ts';
import type { UnpackLimits } from './unpacked-size.ts';

/** One run of text on a page, in PDF user space (y grows upwards, the baseline). */
export interface PdfTextItem {
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  /** Font size in user space; used as the unit for "same line" and "next line" tolerances. */
  readonly size: number;
}

export interface PdfPage {
  /** 1-based. */
  readonly number: number;
  readonly items: readonly PdfTextItem[];
  /**
   * For a page without items, what it shows instead: a picture (an image or a filled shape, as a
   * scanned page is), only text turned against the page (a watermark, a table printed sideways),
   * or nothing.
   */
  readonly shows?: 'picture' | 'turned text' | 'nothing';
}

/** How much one PDF read may take. A real statement (tens of pages, some thousands of rows,
 *  a few hundred pieces of text a page) stays far below each. */
export interface PdfReadLimits extends UnpackLimits {
  readonly maxPages: number;
  /** pieces of text (pdfjs text items) on one page */
  readonly maxPageItems: number;
  /** characters of text in the whole document */
  readonly maxTextChars: number;
  /** wall-clock time of one read, after which the worker is stopped */
  readonly timeoutMs: number;
  /** the worker's V8 heap (old generation), in MiB */
  readonly heapMb: number;
  /** the memory one read may take, in MiB: what its worker holds (heap and the buffers outside
   *  it), and, for each read in progress, how far the process's resident memory may grow while
   *  they run (see the watchdog below) */
  readonly memoryMb: number;
}

export const PDF_READ_LIMITS: PdfReadLimits = {
  maxPages: 300,
  maxPageItems: 20_000,
  maxTextChars: 2_000_000,
  timeoutMs: 30_000,
  heapMb: 384,
  // What the compressed parts of the file unpack to (fonts, page contents, object streams), held
  // by pdfjs outside the heap above, so checked before pdfjs opens the file (unpacked-size.ts).
  // The largest part of a real statement is an embedded font: a whole Chinese CID font is 10-20
  // MiB, all else (pages, images, object streams) is KiB to a few MiB; so 64 MiB for one part is
  // three times the largest font and 256 MiB for all, four such parts. pdfjs may hold about twice
  // what it unpacks; the count holds a few hundred KiB and takes ~0.3 s for 256 MiB of zeros, ~3 s
  // for data that packs worse (a real statement: 5-60 ms, in the reader's thread).
  maxUnpackedPartMb: 64,
  maxUnpackedMb: 256,
  // What the count above misses (Flate behind ASCIIHex or ASCII85, LZW, encrypted files) is caught
  // by the memory it takes: the process's resident memory, sampled while reads run. A real
  // statement's read adds ~30 MiB (a new worker with pdfjs loaded included); a 64 MiB font, the
  // largest part the count lets through, ~250 MiB; a file at all the limits above, at most about
  // twice the 256 MiB it unpacks plus the 384 MiB heap, ~900 MiB. So 1 GiB a read refuses nothing
  // the other limits let through, and keeps two reads at once under ~2 GiB more than before them.
  memoryMb: 1024,
};

/** At most this many PDFs are read at once, so that memory stays bounded by this many heaps;
 *  more wait their turn. */
const MAX_PARALLEL_READS = 2;

/** What the worker answers: the pages, or why the PDF is not read (a message for the user). */
export type PdfTextAnswer = { readonly pages: PdfPage[] } | { readonly error: string };

const PDF_MAGIC = '%PDF-';
const WORKER_FILE = new URL('./pdf-text-worker.ts', import.meta.url);

export async function readPdfText(content: Buffer, limits: PdfReadLimits = PDF_READ_LIMITS): Promise<PdfPage[]> {
  // pdfjs tolerates junk before the header (up to 1 KiB), so look there, not only at byte 0.
  if (!content.subarray(0, 1024).toString('latin1').includes(PDF_MAGIC)) {
    throw new StatementError('not a PDF file: the %PDF- header is missing');
  }
  await takeReadSlot();
  try {
    return await readInWorker(content, limits);
  } finally {
    giveBackReadSlot();
  }
}

let readsRunning = 0;
const readsWaiting: (() => void)[] = [];

async function takeReadSlot(): Promise<void> {
  while (readsRunning >= MAX_PARALLEL_READS) await new Promise<void>((resolve) => readsWaiting.push(resolve));
  readsRunning++;
}

function giveBackReadSlot(): void {
  readsRunning--;
  readsWaiting.shift()?.();
}

// A worker that answered is kept for the next read: starting one and loading pdfjs in it costs
// a few hundred milliseconds. One that failed, ran out of time or of memory is stopped.
let idleWorker: { readonly worker: Worker; readonly heapMb: number } | null = null;

function takeWorker(heapMb: number): Worker {
  const idle = idleWorker;
  idleWorker = null;
  if (idle?.heapMb === heapMb) return idle.worker;
  if (idle) void idle.worker.terminate();
  const worker = new Worker(WORKER_FILE, { resourceLimits: { maxOldGenerationSizeMb: heapMb } });
  // Each read listens for errors while it runs; between reads an error must not go unheard
  // (an 'error' event without a listener would bring the whole process down).
  worker.on('error', () => {});
  worker.on('exit', () => {
    if (idleWorker?.worker === worker) idleWorker = null;
  });
  return worker;
}

function keepWorker(worker: Worker, heapMb: number): void {
  if (idleWorker) {
    void worker.terminate();
    return;
  }
  worker.unref(); // an idle reader does not keep the process alive
  idleWorker = { worker, heapMb };
}

function readInWorker(content: Buffer, limits: PdfReadLimits): Promise<PdfPage[]> {
  const rssSince = process.memoryUsage.rss(); // before the worker: starting one is part of the read
  const worker = takeWorker(limits.heapMb);
  worker.ref();
  return new Promise((resolve, reject) => {
    const read: RunningRead = {
      worker,
      rssSince,
      memoryMb: limits.memoryMb,
      // Answered once the worker is gone and its memory with it, so that the read's slot is only
      // given back then: the next read does not start beside the memory of this one.
      stopForMemory: async () => {
        stopListening();
        try {
          await worker.terminate();
        } finally {
          reject(
            new StatementError(
              `the PDF takes more than ${limits.memoryMb} MiB of memory to read, the limit for one statement; the file is not a statement this service reads`,
            ),
          );
        }
      },
    };
    const stopListening = () => {
      clearTimeout(deadline);
      worker.off('message', onAnswer);
      worker.off('error', onError);
      worker.off('exit', onExit);
      readEnded(read);
    };
    const fail = (message: string) => {
      stopListening();
      void worker.terminate();
      reject(new StatementError(message));
    };
    const onAnswer = (answer: PdfTextAnswer) => {
      if ('error' in answer) return fail(answer.error);
      stopListening();
      keepWorker(worker, limits.heapMb);
      resolve(answer.pages);
    };
    const onError = (error: Error & { code?: string }) =>
      fail(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? `reading the PDF needed more than ${limits.heapMb} MiB of memory, the limit for one statement; the file is not a statement this service reads`
          : `the PDF could not be read: ${error.message}`,
      );
    const onExit = (code: number) => fail(`the PDF could not be read: its reader stopped (exit code ${code})`);
    const deadline = setTimeout(
      () => fail(`reading the PDF took longer than ${limits.timeoutMs / 1000} s, the limit for one statement; the file is not a statement this service reads`),
      limits.timeoutMs,
    );
    worker.on('message', onAnswer);
    worker.on('error', onError);
    worker.on('exit', onExit);
    const data = new Uint8Array(content); // a copy whose memory moves to the worker (pdfjs detaches what it gets)
    worker.postMessage({ data, limits }, [data.buffer]);
    readStarted(read);
  });
}

// The memory watchdog. pdfjs keeps what it unpacks (fonts, page contents, images) in buffers
// outside the worker's heap, which the heap cap does not bound, and the count before pdfjs opens a
// file (unpacked-size.ts) sees only plain Flate data: a 2 MB file whose font is Flate data written
// in hex (/Filter [/ASCIIHexDecode /FlateDecode]) and unpacks to 1 GiB was read to its end, taking
// 3.3 GB for ~10 s. So while any read runs, its memory is sampled every MEMORY_SAMPLE_MS, two ways:
// - each worker is asked what it holds: its heap and the buffers outside it, which V8 counts per
//   thread and answers between two steps of pdfjs's code, in a few milliseconds even mid-decoding.
//   A worker that holds more than its read's memoryMb is stopped. This is the count that sees
//   memory the allocator kept from an earlier read (a stopped worker's buffers go back to the
//   allocator, which keeps most of them for the next thread rather than give them to the system:
//   the next read reuses them without the process's memory growing);
// - the process's resident memory (one read of /proc), held to what it was when the earliest
//   running read started plus memoryMb for each read running: this sees what V8 does not count.
//   That start stays while its read runs, so reads that come and go beside a bomb do not move it
//   up. With one read running, the read over is that one; with two, the process's memory does not
//   say whose it is, and the read whose worker holds the most is stopped (a worker that cannot say
//   within a second is stopped too: it cannot be told apart from the one to stop), so that the
//   statement read beside a bomb is not refused for it. Should that not have been the cause, the
//   other is stopped once it grows by its memoryMb past the memory after the stop (below).
// No sample acts until the workers stopped are gone, and the refused read's slot is given back only
// then. A stopped worker's memory goes back to the allocator, which keeps most of it resident: the
// process's memory does not fall when a bomb is stopped. So the reads still running are held, from
// then on, to the process's memory after the stop less what their own workers held: a statement
// read beside a bomb was refused for the bomb's memory left in the allocator (in a process whose
// allocator had not yet grown that far, such as a service's first bomb).

interface RunningRead {
  readonly worker: Worker;
  /** The process's resident memory this read is held to, plus its memoryMb: at first what it was
   *  when the read started, raised when a read beside it is stopped. */
  rssSince: number;
  readonly memoryMb: number;
  /** Stops the worker, then refuses the read with the memory limit. */
  readonly stopForMemory: () => Promise<void>;
}

/** How often memory is sampled while reads run. pdfjs unpacks a few hundred MiB a second, so a
 *  read is seen over its limit a few tens of MiB past it (but a buffer that doubles does so at once). */
const MEMORY_SAMPLE_MS = 50;
/** How long a worker has to say what memory it holds. */
const HEAP_STATISTICS_TIMEOUT_MS = 1000;
const MIB = 1024 * 1024;

const runningReads = new Set<RunningRead>();
let watchdog: NodeJS.Timeout | null = null;
let sampling = false;

function readStarted(read: RunningRead): void {
  runningReads.add(read);
  // Unref'd: the watchdog does not keep the process alive (the read's worker does, while it runs).
  watchdog ??= setInterval(sampleMemory, MEMORY_SAMPLE_MS).unref();
}

function readEnded(read: RunningRead): void {
  runningReads.delete(read);
  if (runningReads.size === 0 && watchdog) {
    clearInterval(watchdog);
    watchdog = null;
  }
}

function sampleMemory(): void {
  if (sampling) return; // the last sample is still waiting for the workers, or stopping some
  sampling = true;
  void stopReadsOverLimit()
    .catch(() => {}) // a worker that failed to stop has been answered all the same
    .finally(() => (sampling = false));
}

async function stopReadsOverLimit(): Promise<void> {
  const reads = [...runningReads];
  const held = await Promise.all(reads.map((read) => memoryHeldBy(read.worker)));
  // Reads that ended meanwhile left the set: they are answered already. A worker that did not
  // say what it holds is over only with the process.
  const running = (read: RunningRead) => runningReads.has(read);
  let stopped = reads.filter((read, i) => running(read) && (held[i] ?? 0) > read.memoryMb * MIB);
  if (stopped.length === 0 && processMemoryOverLimit()) {
    const most = Math.max(...held.map((bytes) => bytes ?? Infinity));
    stopped = reads.filter((read, i) => running(read) && (held[i] ?? Infinity) === most);
  }
  if (stopped.length === 0) return;
  await Promise.all(stopped.map((read) => read.stopForMemory()));
  const rssAfterStop = process.memoryUsage.rss();
  reads.forEach((read, i) => {
    if (running(read)) read.rssSince = Math.max(read.rssSince, rssAfterStop - (held[i] ?? 0));
  });
}

/** Whether the process's resident memory grew more than the running reads may take together
 *  since the earliest of them started. */
function processMemoryOverLimit(): boolean {
  if (runningReads.size === 0) return false;
  let since = Infinity;
  let allowed = 0;
  for (const read of runningReads) {
    since = Math.min(since, read.rssSince);
    allowed += read.memoryMb * MIB;
  }
  return process.memoryUsage.rss() - since > allowed;
}

/** The memory a worker holds (its heap and the buffers outside it), in bytes; null when it does
 *  not say in time. */
async function memoryHeldBy(worker: Worker): Promise<number | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), HEAP_STATISTICS_TIMEOUT_MS);
  });
  try {
    const statistics = worker.getHeapStatistics().then((heap) => heap.used_heap_size + heap.external_memory);
    return await Promise.race([statistics, timeout]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
