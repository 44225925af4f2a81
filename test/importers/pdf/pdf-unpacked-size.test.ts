// pdfjs holds what it unpacks from a PDF's compressed parts outside the worker's JavaScript heap:
// a 1 MB file whose embedded font unpacked to 1 GiB of zeros took ~3.3 GB of memory. The parts
// are now unpacked and counted before pdfjs opens the file (unpacked-size.ts). The bombs are
// written here with zlib, byte by byte: no binary fixture is committed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deflateRawSync, deflateSync } from 'node:zlib';
import { PDF_READ_LIMITS, readPdfText, type PdfReadLimits } from '../../../src/importers/pdf/pdf-text.ts';
import { readPdfStatement } from '../../../src/importers/pdf/read-pdf.ts';
import { BASE, makeTestApp, multipart, type TestApp } from '../../http/test-app.ts';
import { buildPdf, tableRuns } from './statement-pdf-builder.ts';
import { bankAccountStatement, longCreditCardStatement } from './statement-layouts.ts';
import { assemblePdf, pdfStream } from './raw-pdf.ts';
import { refusal, textOf } from './read-outcome.ts';

const MIB = 1024 * 1024;

/** Small limits, so that the bombs of these tests stay small and quick to unpack. */
const SMALL: PdfReadLimits = { ...PDF_READ_LIMITS, maxUnpackedPartMb: 1, maxUnpackedMb: 3 };

const PART_REFUSAL = (mb: number) =>
  `a compressed part of the PDF unpacks to more than ${mb} MiB, the limit for one part of a statement; the file is not a statement this service reads`;
const TOTAL_REFUSAL = (mb: number) =>
  `the compressed parts of the PDF unpack to more than ${mb} MiB in all, the limit for one statement; the file is not a statement this service reads`;

const zeros = (bytes: number) => Buffer.alloc(bytes);
const flate = (data: Buffer) => deflateSync(data, { level: 9 });

/** One stream object: its dictionary entries (besides /Length) and its data as written. */
interface StreamPart {
  readonly dict: string;
  readonly data: Buffer;
}

/**
 * A one-page PDF showing "Hello" in a TrueType font whose program is `font`, with `extra` streams
 * that nothing uses (pdfjs never reads them; the check before it counts them all the same).
 */
function pdfWith(font: StreamPart, extra: readonly StreamPart[] = [], content?: StreamPart): Buffer {
  const text = Buffer.from('BT /F1 12 Tf 72 700 Td (Hello) Tj ET\n');
  const stream = ({ dict, data }: StreamPart) => pdfStream(dict, data);
  const objects = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>'),
    stream(content ?? { dict: '', data: text }),
    Buffer.from(`<< /Type /Font /Subtype /TrueType /BaseFont /Sample /FirstChar 32 /LastChar 126 /Widths [${' 500'.repeat(95)} ] /FontDescriptor 6 0 R >>`),
    Buffer.from('<< /Type /FontDescriptor /FontName /Sample /Flags 32 /FontBBox [0 0 1000 1000] /ItalicAngle 0 /Ascent 800 /Descent -200 /CapHeight 700 /StemV 80 /FontFile2 7 0 R >>'),
    stream(font),
    ...extra.map(stream),
  ];
  return assemblePdf(objects);
}

/** A font program pdfjs does not take for a font (it falls back to a standard one and reads the
 *  text all the same): what a font bomb carries besides its size. */
const fontOf = (bytes: number, dict = '/Filter /FlateDecode'): StreamPart => ({ dict, data: flate(zeros(bytes)) });

describe('reading a PDF whose compressed parts unpack to more than a statement holds', () => {
  it('reads a file whose parts stay under the limits', async () => {
    const pages = await readPdfText(pdfWith(fontOf(MIB), [{ dict: '/Filter /FlateDecode', data: flate(zeros(MIB)) }]), SMALL);
    expect(textOf(pages)).toEqual([['Hello']]);
  });

  it('refuses an embedded font that unpacks to just more than the limit for one part, with the default limits', async () => {
    const bytes = PDF_READ_LIMITS.maxUnpackedPartMb * MIB + 1;
    const pdf = pdfWith(fontOf(bytes));
    expect(pdf.length).toBeLessThan(bytes / 500);
    const error = await refusal(readPdfStatement(pdf));
    expect(error.message).toBe(PART_REFUSAL(PDF_READ_LIMITS.maxUnpackedPartMb));
  });

  it('refuses a page content stream over the limit', async () => {
    const content = { dict: '/Filter /FlateDecode', data: flate(Buffer.concat([Buffer.from('BT /F1 12 Tf 72 700 Td (Hello) Tj ET\n'), zeros(MIB)])) };
    const error = await refusal(readPdfText(pdfWith(fontOf(1000), [], content), SMALL));
    expect(error.message).toBe(PART_REFUSAL(1));
  });

  it.each([
    ['/Fl, the short name', '/Filter /Fl'],
    ['the first filter of an array', '/Filter [/FlateDecode]'],
    ['a name written with # escapes', '/Filter /Fl#61teDecode'],
    ['a filter given by reference', '/Filter 1 0 R'],
    ['/F, the short key', '/F /Fl'],
  ])('finds a compressed part whatever its dictionary says: %s', async (_name, dict) => {
    const error = await refusal(readPdfText(pdfWith(fontOf(MIB + 1, dict)), SMALL));
    expect(error.message).toBe(PART_REFUSAL(1));
  });

  it('refuses parts each under the limit for one part that unpack to more than the limit for all', async () => {
    const parts = [1, 2, 3].map(() => ({ dict: '/Filter /FlateDecode', data: flate(zeros(MIB)) }));
    const error = await refusal(readPdfText(pdfWith(fontOf(MIB), parts), SMALL));
    expect(error.message).toBe(TOTAL_REFUSAL(3));
  });

  it('counts compressed data packed twice (/Filter [/FlateDecode /FlateDecode]) by what it finally unpacks to', async () => {
    const twice = flate(flate(zeros(MIB + 1)));
    const error = await refusal(readPdfText(pdfWith({ dict: '/Filter [/FlateDecode /FlateDecode]', data: twice }), SMALL));
    expect(error.message).toBe(PART_REFUSAL(1));
  });

  it('refuses data packed more times over than any statement is', async () => {
    let data = zeros(1000);
    for (let i = 0; i < 5; i++) data = flate(data);
    const error = await refusal(readPdfText(pdfWith({ dict: `/Filter [${' /Fl'.repeat(5)} ]`, data }), SMALL));
    expect(error.message).toBe('a part of the PDF is compressed more than 4 times over, which no statement is; the file is not a statement this service reads');
  });

  it('counts the bytes unpacked before broken or cut-off data, and past an endstream inside the data', async () => {
    const good = flate(zeros(2 * MIB));
    // Cut short: pdfjs unpacks what is there before it meets the end.
    const cut = good.subarray(0, good.length - 100);
    const corrupt = Buffer.concat([cut, Buffer.from([0xff, 0xff, 0xff, 0xff])]);
    for (const data of [cut, corrupt]) {
      const error = await refusal(readPdfText(pdfWith({ dict: '/Filter /FlateDecode', data }), SMALL));
      expect(error.message).toBe(PART_REFUSAL(1));
    }
    // `endstream` written into the data as stored (uncompressed) bytes: the data is followed to
    // where the Flate data ends, not to the first `endstream`.
    const stored = deflateSync(Buffer.concat([Buffer.from('\nendstream\nendobj\n'), zeros(2 * MIB)]), { level: 0 });
    const error = await refusal(readPdfText(pdfWith({ dict: '/Filter /FlateDecode', data: stored }), SMALL));
    expect(error.message).toBe(PART_REFUSAL(1));
  });

  it('unpacks as pdfjs does where zlib alone would give up at once', async () => {
    const raw = deflateRawSync(zeros(2 * MIB), { level: 9, dictionary: zeros(32 * 1024) }); // matches reach before the first byte
    // 0x78 0xda: the usual header; 0x88 0x1c: a window size zlib refuses and pdfjs does not check.
    for (const header of [[0x78, 0xda], [0x88, 0x1c]]) {
      const data = Buffer.concat([Buffer.from(header), raw]);
      const error = await refusal(readPdfText(pdfWith({ dict: '/Filter /FlateDecode', data }), SMALL));
      expect(error.message).toBe(PART_REFUSAL(1));
    }
  });

  it('leaves data that does not unpack to pdfjs', async () => {
    // A font whose Flate data is broken from its first block, and one with no Flate header:
    // pdfjs reads the page with a standard font instead.
    for (const data of [Buffer.from([0x78, 0xda, 0xff, 0xff, 0xff, 0xff, 0x00, 0x01]), Buffer.from('not flate data')]) {
      const pages = await readPdfText(pdfWith({ dict: '/Filter /FlateDecode', data }), SMALL);
      expect(textOf(pages)).toEqual([['Hello']]);
    }
  });

  it('reads real statements as before, also right after a refused file', async () => {
    const statement = await buildPdf(bankAccountStatement());
    expect(statement.includes('/FlateDecode')).toBe(true); // its font and pages are compressed parts
    const rowsOf = async () =>
      (await readPdfStatement(statement)).rows.map((r) => [r.date, r.amount.toString(), r.payee, r.narration, r.currency]);
    const expected = [
      ['2025-03-01', '15000.00', '示例科技有限公司', '代发工资', 'CNY'],
      ['2025-03-03', '-328.50', '示例超市', '快捷支付', 'CNY'],
      ['2025-03-05', '-4500.00', '示例物业管理有限公司', '转账', 'CNY'],
      ['2025-03-21', '12.34', null, '结息', 'CNY'],
      ['2025-03-28', '-100.00', '示例银行', '外币兑换', 'USD'],
    ];
    expect(await rowsOf()).toEqual(expected);
    const refused = await refusal(readPdfStatement(pdfWith(fontOf(PDF_READ_LIMITS.maxUnpackedPartMb * MIB + 1))));
    expect(refused.message).toBe(PART_REFUSAL(PDF_READ_LIMITS.maxUnpackedPartMb));
    expect(await rowsOf()).toEqual(expected);
    const long = await readPdfStatement(await buildPdf(longCreditCardStatement(5)));
    expect(long.rows).toHaveLength(200);
    const columns = [{ x: 50 }, { x: 140 }, { x: 400, alignRight: true }];
    const small = await buildPdf([{ runs: tableRuns(columns, [['交易日期', '摘要', '金额'], ['2025-01-03', '示例超市', '-12.00']], 700) }]);
    expect(textOf(await readPdfText(small, SMALL)).flat()).toEqual(['交易日期', '摘要', '金额', '2025-01-03', '示例超市', '-12.00']);
  });
});

describe('POST /bean/import/files with a PDF whose font unpacks to more than the limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 422 naming the limit, and writes nothing', async () => {
    const bomb = pdfWith(fontOf(PDF_READ_LIMITS.maxUnpackedPartMb * MIB + 1));
    const before = await t.ledgerText();
    const { payload, headers } = await multipart({ account: 'Assets:Bank:Checking' }, 'statement.pdf', bomb, 'application/pdf');
    const answer = await t.request({ method: 'POST', url: `${BASE}/bean/import/files`, headers, payload });
    expect(answer.statusCode).toBe(422);
    expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(answer.json().detail).toBe(`the PDF statement cannot be imported: ${PART_REFUSAL(PDF_READ_LIMITS.maxUnpackedPartMb)}`);
    expect(await t.ledgerText()).toBe(before);
  });
});
