// Runs in a worker thread started by readPdfText (pdf-text.ts): opens the PDF with pdfjs-dist and
// reads its text page by page, stopping as soon as a limit is passed, then answers the pages or a
// message for the user. Plain Node loads this file, so it imports nothing that needs a bundler.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort } from 'node:worker_threads';
import type { PdfPage, PdfReadLimits, PdfTextAnswer, PdfTextItem } from './pdf-text.ts';
import { unpackedSizeRefusal } from './unpacked-size.ts';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;

// pdfjs needs its character maps and standard font data as filesystem paths in Node: without the
// CMaps, text in CID fonts with predefined encodings (most Chinese bank PDFs) comes out empty.
const pdfjsRoot = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const CMAP_DIR = join(pdfjsRoot, 'cmaps') + '/';
const STANDARD_FONT_DIR = join(pdfjsRoot, 'standard_fonts') + '/';

let pdfjsLoading: Promise<PdfJs> | null = null;
function loadPdfJs(): Promise<PdfJs> {
  pdfjsLoading ??= import('pdfjs-dist/legacy/build/pdf.mjs').then((pdfjs) => {
    // In Node pdfjs runs its own worker code in this thread ("fake worker"), loaded from this file.
    pdfjs.GlobalWorkerOptions.workerSrc = pathToFileURL(join(pdfjsRoot, 'legacy/build/pdf.worker.mjs')).href;
    return pdfjs;
  });
  return pdfjsLoading;
}

/** A limit passed or a PDF pdfjs cannot read: the message is the user's. */
class UnreadablePdf extends Error {}

/** Text layers often carry Kangxi radicals (U+2F00–) or CJK compatibility ideographs (U+F900–)
 *  and full-width forms; NFKC maps them to the characters people type. */
function normalizeText(text: string): string {
  return text.normalize('NFKC');
}

async function readText(data: Uint8Array, limits: PdfReadLimits): Promise<PdfPage[]> {
  // Before pdfjs sees the bytes: what it would unpack lives outside this thread's heap cap.
  const refusal = await unpackedSizeRefusal(data, limits);
  if (refusal) throw new UnreadablePdf(refusal);
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({
    data, // pdfjs takes ownership of (detaches) it; it was transferred to this thread for that
    cMapUrl: CMAP_DIR,
    cMapPacked: true,
    standardFontDataUrl: STANDARD_FONT_DIR,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  let doc;
  try {
    doc = await task.promise;
  } catch (error) {
    await task.destroy();
    throw pdfOpenError(error);
  }
  try {
    if (doc.numPages > limits.maxPages) {
      throw new UnreadablePdf(
        `the PDF has ${doc.numPages} pages, more than the ${limits.maxPages} a statement import reads: import it in parts (a shorter period)`,
      );
    }
    // One page after the other, so that a limit stops the reading before the rest is parsed.
    const pages: PdfPage[] = [];
    const counted = { chars: 0 };
    for (let number = 1; number <= doc.numPages; number++) {
      pages.push(await readPage(doc, number, limits, counted));
    }
    // A page without text among pages with text: a scanned page shows a picture, a blank one
    // nothing (QA: a blank last page was warned of as a scanned page). Not looked at when no page
    // has text (the whole PDF is refused as scanned): drawing a page's pictures decodes them.
    if (pages.some((page) => page.items.length > 0)) {
      for (const [i, page] of pages.entries()) {
        if (page.items.length === 0 && page.shows === undefined) pages[i] = { ...page, shows: (await paintsPicture(doc, page.number)) ? 'picture' : 'nothing' };
      }
    }
    await doc.destroy();
    return pages;
  } catch (error) {
    // Not awaited: after a text stream given up mid-page, destroy() waits forever; readPdfText
    // stops this worker after a failed read, which frees all of it anyway.
    void doc.destroy().catch(() => {});
    throw error instanceof UnreadablePdf ? error : new UnreadablePdf(`the PDF could not be read: ${messageOf(error)}`);
  }
}

async function readPage(doc: PdfDocument, number: number, limits: PdfReadLimits, counted: { chars: number }): Promise<PdfPage> {
  const page = await doc.getPage(number);
  const upright = uprightSpace(page);
  const items: PdfTextItem[] = [];
  let runs = 0;
  let turned = 0;
  // Streamed in chunks, with back-pressure: pdfjs parses the content stream only as far as it is
  // read, so a page of a million text operators is given up after the first few thousand.
  const reader = page.streamTextContent().getReader();
  let finished = false;
  try {
    for (let chunk = await reader.read(); !(finished = chunk.done); chunk = await reader.read()) {
      for (const item of chunk.value.items) {
        if (!('str' in item)) continue;
        if (++runs > limits.maxPageItems) {
          throw new UnreadablePdf(
            `page ${number} of the PDF has more than ${limits.maxPageItems} pieces of text, the limit for one statement page; the file is not a statement this service reads`,
          );
        }
        const [a, b, c, d, e, f] = multiply(upright, item.transform as number[]);
        const text = normalizeText(item.str);
        if (text.trim() === '') continue;
        // Text rotated on the page as shown (watermarks, side notes) is not part of a table.
        if (Math.abs(b) > 1e-3 || Math.abs(c) > 1e-3) {
          turned++;
          continue;
        }
        counted.chars += text.length;
        if (counted.chars > limits.maxTextChars) {
          throw new UnreadablePdf(
            `the PDF has more than ${limits.maxTextChars} characters of text, the limit for one statement: import it in parts (a shorter period)`,
          );
        }
        items.push({ text, x: e, y: f, width: item.width, size: Math.abs(d) || Math.abs(a) || item.height });
      }
    }
  } finally {
    // Only a stream given up mid-page is cancelled: a cancel after its end makes pdfjs fail the
    // next page's stream ("Controller is already closed"), which would hide the limit passed.
    // No wait: pdfjs may never confirm a cancel mid-page.
    if (!finished) {
      gaveUpStream = true;
      void reader.cancel().catch(() => {});
    }
    page.cleanup();
  }
  return items.length === 0 && turned > 0 ? { number, items, shows: 'turned text' } : { number, items };
}

/** Whether the page paints an image or a filled shape (what a scanned page shows). */
async function paintsPicture(doc: PdfDocument, number: number): Promise<boolean> {
  const { OPS } = await loadPdfJs();
  const FILLS = new Set<number>([OPS.fill, OPS.eoFill, OPS.fillStroke, OPS.eoFillStroke, OPS.shadingFill]);
  const PICTURES = new Set<number>([
    OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageMaskXObject, OPS.paintInlineImageXObjectGroup,
    OPS.paintImageMaskXObjectGroup, OPS.paintImageXObjectRepeat, OPS.paintImageMaskXObjectRepeat, OPS.paintSolidColorImageMask,
    OPS.shadingFill,
  ]);
  const page = await doc.getPage(number);
  try {
    const { fnArray, argsArray } = await page.getOperatorList();
    return fnArray.some((fn, i) => PICTURES.has(fn) || FILLS.has(fn) || (fn === OPS.constructPath && FILLS.has((argsArray[i] as unknown[])[0] as number)));
  } finally {
    page.cleanup();
  }
}

type Matrix = readonly [number, number, number, number, number, number];

/**
 * The page's user space turned as the page is shown (its /Rotate, which pdfjs' viewport applies),
 * y still up: a landscape table drawn turned on a portrait page with /Rotate 90 reads upright.
 */
function uprightSpace(page: Awaited<ReturnType<PdfDocument['getPage']>>): Matrix {
  const viewport = page.getViewport({ scale: 1 });
  // The viewport's y grows downwards; flip it back.
  return multiply([1, 0, 0, -1, 0, viewport.height], viewport.transform as number[]);
}

/** m1 × m2 as PDF matrices compose: m2 first, then m1. */
function multiply(m1: readonly number[], m2: readonly number[]): Matrix {
  const [a1, b1, c1, d1, e1, f1] = m1 as Matrix;
  const [a2, b2, c2, d2, e2, f2] = m2 as Matrix;
  return [a1 * a2 + c1 * b2, b1 * a2 + d1 * b2, a1 * c2 + c1 * d2, b1 * c2 + d1 * d2, a1 * e2 + c1 * f2 + e1, b1 * e2 + d1 * f2 + f1];
}

function pdfOpenError(error: unknown): UnreadablePdf {
  const name = error instanceof Error ? error.name : '';
  if (name === 'PasswordException') {
    return new UnreadablePdf('the PDF is encrypted with a password; remove the password and upload it again');
  }
  if (name === 'InvalidPDFException') {
    return new UnreadablePdf(`not a readable PDF file: ${messageOf(error)}`);
  }
  return new UnreadablePdf(`the PDF could not be opened: ${messageOf(error)}`);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Set once a page's text stream is given up mid-page: pdfjs may then still throw from inside it
 * (an enqueue on the cancelled stream: "Controller is already closed"), after or even before the
 * refusal is answered. Uncaught, that error ends the worker and can reach readPdfText first,
 * hiding the limit passed (seen under load in CI). After a refusal readPdfText stops this worker,
 * so such a late error is dropped; any other is this read's answer.
 */
let gaveUpStream = false;
process.on('uncaughtException', (error) => {
  if (!gaveUpStream) parentPort!.postMessage({ error: `the PDF could not be read: ${messageOf(error)}` } satisfies PdfTextAnswer);
});

// One request at a time: readPdfText sends the next only after this one is answered.
parentPort!.on('message', async ({ data, limits }: { data: Uint8Array; limits: PdfReadLimits }) => {
  gaveUpStream = false;
  let answer: PdfTextAnswer;
  try {
    answer = { pages: await readText(data, limits) };
  } catch (error) {
    answer = { error: error instanceof UnreadablePdf ? error.message : `the PDF could not be read: ${messageOf(error)}` };
  }
  parentPort!.postMessage(answer);
});
