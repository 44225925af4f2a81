// Builds statement PDFs in memory for the tests: made-up statements laid out as banks lay them
// out, with a real text layer in a CJK font (Debian's fonts-noto-cjk), so nothing binary is
// committed and nobody's real statement is used.
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, PDFHexString, degrees, type PDFFont, type PDFPage } from 'pdf-lib';
import { existsSync, readFileSync } from 'node:fs';

export const CJK_FONT_FILE = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
/** The Simplified Chinese face of the collection. */
const CJK_FONT_NAME = 'NotoSansCJKsc-Regular';

let fontBytes: Buffer | null = null;

export const A4 = { width: 595, height: 842 } as const;

/** One text run at a position (PDF user space, y up). */
export interface TextRun {
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly size?: number;
  /** Right-align the text so that it ends at x (how banks print amounts). */
  readonly alignRight?: boolean;
  /**
   * Draw with a separate copy of the font whose text layer maps glyphs to the code points
   * used here, e.g. the Kangxi radical ⽇ (U+2F47) instead of 日, as some bank PDFs do.
   */
  readonly compatibilityCodePoints?: boolean;
  /** On a page with `rotate`: drawn unturned in the page's own space, so it shows sideways. */
  readonly sideways?: boolean;
}

export interface PageSpec {
  readonly runs: readonly TextRun[];
  /** Draw a filled box instead of text, as a scanned page would show an image. */
  readonly boxes?: readonly { x: number; y: number; width: number; height: number }[];
  /**
   * A portrait page shown turned 90° clockwise (/Rotate 90), as a landscape table is often
   * printed: its runs are given as shown (842 wide, 595 high) and drawn turned to read upright.
   */
  readonly rotate?: 90;
}

export async function buildPdf(pages: readonly PageSpec[]): Promise<Buffer> {
  if (!fontBytes && !existsSync(CJK_FONT_FILE)) {
    throw new Error(`${CJK_FONT_FILE} is missing: the PDF tests need Debian's fonts-noto-cjk (apt-get install fonts-noto-cjk)`);
  }
  fontBytes ??= readFileSync(CJK_FONT_FILE);
  const doc = await PDFDocument.create();
  // fontkit reads a .ttc as a collection; pdf-lib needs one face of it.
  doc.registerFontkit({ ...fontkit, create: (bytes: Uint8Array) => fontkit.create(bytes, CJK_FONT_NAME) });
  // Embedded only when used: a subset of no glyphs cannot be written.
  let font: PDFFont | null = null;
  // A second, separate font object: its glyph cache sees the compatibility code point first,
  // so its ToUnicode map writes U+2F47 where the main font writes U+65E5.
  let compatFont: PDFFont | null = null;
  for (const spec of pages) {
    const page = doc.addPage([A4.width, A4.height]);
    if (spec.rotate) page.setRotation(degrees(spec.rotate));
    for (const run of spec.runs) {
      const runFont = run.compatibilityCodePoints
        ? (compatFont ??= await doc.embedFont(fontBytes, { subset: true }))
        : (font ??= await doc.embedFont(fontBytes, { subset: true }));
      drawRun(page, runFont, run, spec.rotate !== undefined && !run.sideways);
    }
    for (const box of spec.boxes ?? []) page.drawRectangle(box);
  }
  return Buffer.from(await doc.save());
}

function drawRun(page: PDFPage, font: PDFFont, run: TextRun, turned: boolean): void {
  const size = run.size ?? 9;
  const x = run.alignRight ? run.x - font.widthOfTextAtSize(run.text, size) : run.x;
  // Shown at (x, y) on a page turned 90° clockwise: drawn at (width - y, x), turned 90° back.
  if (turned) page.drawText(run.text, { x: A4.width - run.y, y: x, size, font, rotate: degrees(90) });
  else page.drawText(run.text, { x, y: run.y, size, font });
}

/** A document whose trailer names an /Encrypt dictionary that no empty password opens. */
export async function buildPasswordProtectedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage();
  const context = doc.context;
  const encrypt = context.obj({
    Filter: 'Standard',
    V: 1,
    R: 2,
    Length: 40,
    P: -44,
    O: PDFHexString.of('11'.repeat(32)),
    U: PDFHexString.of('22'.repeat(32)),
  });
  context.trailerInfo.Encrypt = context.register(encrypt);
  context.trailerInfo.ID = context.obj([PDFHexString.of('33'.repeat(16)), PDFHexString.of('33'.repeat(16))]);
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

// ---- Table layouts ---------------------------------------------------------------------

export interface Column {
  /** Left edge for text columns, right edge for amount columns. */
  readonly x: number;
  readonly alignRight?: boolean;
}

/**
 * Lays out table lines from `top` down, `lineHeight` apart. A line is either cells (one per
 * column, '' for empty; a cell may be split over several lines by passing the next line with
 * only that column filled) or a free text run at its own x (section titles, totals).
 */
export function tableRuns(
  columns: readonly Column[],
  lines: readonly (readonly string[] | { readonly text: string; readonly x: number })[],
  top: number,
  lineHeight = 16,
  size = 9,
): TextRun[] {
  const runs: TextRun[] = [];
  lines.forEach((line, index) => {
    const y = top - index * lineHeight;
    if (!Array.isArray(line)) {
      const free = line as { text: string; x: number };
      runs.push({ text: free.text, x: free.x, y, size });
      return;
    }
    (line as readonly string[]).forEach((cell, col) => {
      if (cell === '') return;
      const column = columns[col]!;
      runs.push({ text: cell, x: column.x, y, size, alignRight: column.alignRight ?? false });
    });
  });
  return runs;
}

/**
 * A PDF whose text uses a non-embedded Chinese font with a predefined CMap (STSong-Light,
 * UniGB-UTF16-H), as many bank statements do: its text can only be read with pdfjs' CMap files.
 * Written by hand, since pdf-lib always embeds fonts.
 */
export function buildPredefinedCMapPdf(runs: readonly TextRun[]): Buffer {
  const utf16 = (text: string) => Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase();
  const content = runs
    .map((r) => {
      const size = r.size ?? 9;
      // Every glyph of the font is 1000 units (one em) wide (/DW 1000).
      const x = r.alignRight ? r.x - [...r.text].length * size : r.x;
      return `BT /F1 ${size} Tf ${x} ${r.y} Td <${utf16(r.text)}> Tj ET`;
    })
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UTF16-H /DescendantFonts [6 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 7 0 R /DW 1000 >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [0 -200 1000 900] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 80 >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
