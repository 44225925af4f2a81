// The positioned text of a PDF, page by page, read with pdfjs-dist. Only the text layer is
// read: a scanned statement (pictures of pages) has none, and OCR is out of scope.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { StatementError } from '../statement.ts';

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

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

// pdfjs needs its character maps and standard font data as filesystem paths in Node: without the
// CMaps, text in CID fonts with predefined encodings (most Chinese bank PDFs) comes out empty.
const pdfjsRoot = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const CMAP_DIR = join(pdfjsRoot, 'cmaps') + '/';
const STANDARD_FONT_DIR = join(pdfjsRoot, 'standard_fonts') + '/';

let pdfjsLoading: Promise<PdfJs> | null = null;
function loadPdfJs(): Promise<PdfJs> {
  pdfjsLoading ??= import('pdfjs-dist/legacy/build/pdf.mjs').then((pdfjs) => {
    // In Node pdfjs runs its worker code on the main thread ("fake worker"), loaded from this file.
    pdfjs.GlobalWorkerOptions.workerSrc = pathToFileURL(join(pdfjsRoot, 'legacy/build/pdf.worker.mjs')).href;
    return pdfjs;
  });
  return pdfjsLoading;
}

const PDF_MAGIC = '%PDF-';

/** Text layers often carry Kangxi radicals (U+2F00–) or CJK compatibility ideographs (U+F900–)
 *  and full-width forms; NFKC maps them to the characters people type. */
export function normalizeText(text: string): string {
  return text.normalize('NFKC');
}

export async function readPdfText(content: Buffer): Promise<PdfPage[]> {
  // pdfjs tolerates junk before the header (up to 1 KiB), so look there, not only at byte 0.
  if (!content.subarray(0, 1024).toString('latin1').includes(PDF_MAGIC)) {
    throw new StatementError('not a PDF file: the %PDF- header is missing');
  }
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({
    data: new Uint8Array(content), // a copy: pdfjs takes ownership of (detaches) the buffer it gets
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
    // Pages are requested together: pdfjs then parses each shared font once and overlaps the rest.
    const numbers = Array.from({ length: doc.numPages }, (_, i) => i + 1);
    const pages = await Promise.all(numbers.map(async (number): Promise<PdfPage> => {
      const page = await doc.getPage(number);
      const content = await page.getTextContent();
      const items: PdfTextItem[] = [];
      for (const item of content.items) {
        if (!('str' in item)) continue;
        const [a, b, c, d, e, f] = item.transform as number[];
        // Rotated text (watermarks, side notes) is not part of a table.
        if (Math.abs(b!) > 1e-3 || Math.abs(c!) > 1e-3) continue;
        const text = normalizeText(item.str);
        if (text.trim() === '') continue;
        items.push({ text, x: e!, y: f!, width: item.width, size: Math.abs(d!) || Math.abs(a!) || item.height });
      }
      page.cleanup();
      return { number, items };
    }));
    return pages;
  } catch (error) {
    throw error instanceof StatementError ? error : new StatementError(`the PDF could not be read: ${messageOf(error)}`);
  } finally {
    await doc.destroy();
  }
}

function pdfOpenError(error: unknown): StatementError {
  const name = error instanceof Error ? error.name : '';
  if (name === 'PasswordException') {
    return new StatementError('the PDF is encrypted with a password; remove the password and upload it again');
  }
  if (name === 'InvalidPDFException') {
    return new StatementError(`not a readable PDF file: ${messageOf(error)}`);
  }
  return new StatementError(`the PDF could not be opened: ${messageOf(error)}`);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
