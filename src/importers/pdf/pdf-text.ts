// The positioned text of a PDF, page by page, read with pdfjs-dist. Only the text layer is
// read: a scanned statement (pictures of pages) has none, and OCR is out of scope.
// pdfjs runs in a worker thread (pdf-text-worker.ts) with a heap cap, a deadline and limits on
// pages and text: a 17 KB upload can inflate to megabytes of text operators, and read on the main
// thread it held the event loop (every other user's requests) for minutes and took gigabytes.
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
  const worker = takeWorker(limits.heapMb);
  worker.ref();
  return new Promise((resolve, reject) => {
    const stopListening = () => {
      clearTimeout(deadline);
      worker.off('message', onAnswer);
      worker.off('error', onError);
      worker.off('exit', onExit);
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
  });
}
