// A PDF upload is read in a worker thread with limits: a 17 KB file whose content stream inflated
// to megabytes of text operators held the server's event loop for minutes and took gigabytes.
// The bombs are written byte by byte here (pdf-lib would not write a stream this repetitive small).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deflateSync } from 'node:zlib';
import { PDF_READ_LIMITS, readPdfText } from '../../../src/importers/pdf/pdf-text.ts';
import { readPdfStatement } from '../../../src/importers/pdf/read-pdf.ts';
import { BASE, makeTestApp, multipart, type TestApp } from '../../http/test-app.ts';
import { buildPdf, tableRuns } from './statement-pdf-builder.ts';
import { assemblePdf } from './raw-pdf.ts';
import { refusal } from './read-outcome.ts';

const TEXT_OPERATOR = 'BT /F1 12 Tf 72 700 Td (2024-01-01 Coffee -12.50) Tj ET\n';

/** A PDF of `pages` pages that all show one compressed content stream: `operators` times the same
 *  line of text, in Helvetica (a standard font, not embedded). */
function repeatedTextPdf(operators: number, pages: number): Buffer {
  const stream = deflateSync(Buffer.from(TEXT_OPERATOR.repeat(operators), 'latin1'), { level: 9 });
  const pageIds = Array.from({ length: pages }, (_, i) => 5 + i);
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages} >>`),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
    Buffer.concat([Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`), stream, Buffer.from('\nendstream')]),
    ...pageIds.map(() => Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents 4 0 R >>')),
  ];
  return assemblePdf(objects);
}

/** One page over the limit on text items: 1.4 MB of text operators in a file of a few KB. */
const bomb = repeatedTextPdf(PDF_READ_LIMITS.maxPageItems + 5_000, 1);

describe('reading a PDF within limits', () => {
  it('refuses a page with more pieces of text than a statement page has, naming the limit', async () => {
    expect(bomb.length).toBeLessThan(20_000);
    const error = await refusal(readPdfStatement(bomb));
    expect(error.message).toBe(
      `page 1 of the PDF has more than ${PDF_READ_LIMITS.maxPageItems} pieces of text, the limit for one statement page; the file is not a statement this service reads`,
    );
  });

  it('refuses a PDF with more pages than the limit before reading them', async () => {
    const error = await refusal(readPdfStatement(repeatedTextPdf(1, PDF_READ_LIMITS.maxPages + 1)));
    expect(error.message).toMatch(new RegExp(`^the PDF has ${PDF_READ_LIMITS.maxPages + 1} pages, more than the ${PDF_READ_LIMITS.maxPages} `));
  });

  it('refuses a document with more characters of text than the limit', async () => {
    // 10 pages of 100 runs of 24 characters: 24,000 characters, over a limit of 20,000.
    const error = await refusal(readPdfText(repeatedTextPdf(100, 10), { ...PDF_READ_LIMITS, maxTextChars: 20_000 }));
    expect(error.message).toMatch(/^the PDF has more than 20000 characters of text, the limit for one statement/);
  });

  it('stops the reader at the deadline', async () => {
    const error = await refusal(readPdfText(bomb, { ...PDF_READ_LIMITS, maxPageItems: Infinity, timeoutMs: 1 }));
    expect(error.message).toMatch(/^reading the PDF took longer than 0.001 s, the limit for one statement/);
  });

  it('answers a reader that ran out of memory with the limit, not a crash', async () => {
    // A heap too small for pdfjs to read this page.
    const error = await refusal(readPdfText(bomb, { ...PDF_READ_LIMITS, maxPageItems: Infinity, heapMb: 16 }));
    expect(error.message).toMatch(/^reading the PDF needed more than 16 MiB of memory, the limit for one statement/);
  });

  it('reads statements as before after a refused file, and again with the reader it kept', async () => {
    await refusal(readPdfStatement(bomb));
    const columns = [{ x: 50 }, { x: 140 }, { x: 400, alignRight: true }];
    const pdf = await buildPdf([{ runs: tableRuns(columns, [['交易日期', '摘要', '金额'], ['2025-01-03', '示例超市', '-12.00']], 700) }]);
    for (let read = 0; read < 2; read++) {
      const statement = await readPdfStatement(pdf);
      expect(statement.rows.map((r) => [r.date, r.amount.toString(), r.narration])).toEqual([['2025-01-03', '-12.00', '示例超市']]);
    }
  });
});

describe('POST /bean/import/files with a PDF bomb', () => {
  let t: TestApp;
  let other: TestApp; // another user's ledger, served by the same process
  beforeAll(async () => {
    [t, other] = await Promise.all([makeTestApp(), makeTestApp()]);
  });
  afterAll(async () => {
    await Promise.all([t.close(), other.close()]);
  });

  const refusalDetail = `the PDF statement cannot be imported: page 1 of the PDF has more than ${PDF_READ_LIMITS.maxPageItems} pieces of text, the limit for one statement page; the file is not a statement this service reads`;

  async function importBomb(dryRun: boolean) {
    const fields = { account: 'Assets:Bank:Checking', ...(dryRun ? { dry_run: 'true' } : {}) };
    const { payload, headers } = await multipart(fields, 'statement.pdf', bomb, 'application/pdf');
    return t.request({ method: 'POST', url: `${BASE}/bean/import/files`, headers, payload });
  }

  it('answers the unreadable-statement problem while another user is served', async () => {
    expect((await other.get('/health')).statusCode).toBe(200);
    const finished: string[] = [];
    const importing = importBomb(true).then((r) => {
      finished.push('import');
      return r;
    });
    // Twenty requests one after the other: each needs the event loop, which a read on the main
    // thread held until the import answered.
    const checking = (async () => {
      for (let i = 0; i < 20; i++) expect((await other.get('/health')).statusCode).toBe(200);
      finished.push('health');
    })();
    const [answer] = await Promise.all([importing, checking]);
    expect(finished).toEqual(['health', 'import']);
    expect(answer.statusCode).toBe(422);
    expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(answer.json().detail).toBe(refusalDetail);
  });

  it('writes nothing', async () => {
    const before = await t.ledgerText();
    const answer = await importBomb(false);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().detail).toBe(refusalDetail);
    expect(await t.ledgerText()).toBe(before);
  });
});
