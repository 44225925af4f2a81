// A PDF whose font takes far more memory to unpack than its file's size says, and what the reader
// answers for it: for the tests of the PDF reader's memory watchdog (pdf-text.ts). The bomb is
// written here with zlib: no binary fixture is committed.
import { deflateSync } from 'node:zlib';
import { PDF_READ_LIMITS, readPdfText, type PdfPage, type PdfReadLimits } from '../../../src/importers/pdf/pdf-text.ts';
import type { StatementError } from '../../../src/importers/statement.ts';
import { refusal } from './read-outcome.ts';
import { assemblePdf, pdfStream } from './raw-pdf.ts';

export const MIB = 1024 * 1024;

/** A small memory limit, so that the bombs of these tests stay quick to unpack. */
export const SMALL: PdfReadLimits = { ...PDF_READ_LIMITS, memoryMb: 128 };

export const MEMORY_REFUSAL = (mb: number) =>
  `the PDF takes more than ${mb} MiB of memory to read, the limit for one statement; the file is not a statement this service reads`;

/** A one-page PDF showing "Hello" in a TrueType font whose program is `mb` MiB of zeros, Flate
 *  data written in hex: the count before pdfjs does not see it. */
function hexFontBombPdf(mb: number): Buffer {
  const font = Buffer.from(deflateSync(Buffer.alloc(mb * MIB), { level: 9 }).toString('hex') + '>', 'latin1');
  const objects = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>'),
    pdfStream('', Buffer.from('BT /F1 12 Tf 72 700 Td (Hello) Tj ET\n')),
    Buffer.from(`<< /Type /Font /Subtype /TrueType /BaseFont /Sample /FirstChar 32 /LastChar 126 /Widths [${' 500'.repeat(95)} ] /FontDescriptor 6 0 R >>`),
    Buffer.from('<< /Type /FontDescriptor /FontName /Sample /Flags 32 /FontBBox [0 0 1000 1000] /ItalicAngle 0 /Ascent 800 /Descent -200 /CapHeight 700 /StemV 80 /FontFile2 7 0 R >>'),
    pdfStream('/Filter [/ASCIIHexDecode /FlateDecode]', font),
  ];
  return assemblePdf(objects);
}

/** 512 MiB unpacked from a file of ~1 MB: four times the small limit. */
export const bomb = hexFontBombPdf(512);

/** Reads the bomb and `statement` at once, with the small limit: the bomb's refusal, the
 *  statement's pages, and which of the two ended first. */
export async function bombBesideStatement(statement: Buffer): Promise<{ bombError: StatementError; pages: PdfPage[]; finished: string[] }> {
  const finished: string[] = [];
  const [bombError, pages] = await Promise.all([
    refusal(readPdfText(bomb, SMALL)).finally(() => finished.push('bomb')),
    readPdfText(statement, SMALL).finally(() => finished.push('statement')),
  ]);
  return { bombError, pages, finished };
}
