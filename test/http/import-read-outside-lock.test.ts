// A non-dry-run import reads its statement before it takes the ledger's write lock: while a slow
// file (a PDF can take pdfjs seconds) is being read, the user's other writes are answered.
//
// The PDF reader is held open by the test: readPdfStatement is wrapped (vi.mock) so that it
// waits for a promise the test resolves, then reads the real PDF. Nothing in the service
// changes for the test.
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { BASE, makeTestApp, multipart, type TestApp } from './test-app.ts';
import { beanCheck, requireBeancount } from '../support/beancount.ts';

const gate = vi.hoisted(() => {
  interface Deferred {
    promise: Promise<void>;
    resolve: () => void;
  }
  const deferred = (): Deferred => {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => (resolve = r));
    return { promise, resolve };
  };
  const state = {
    /** resolves once a PDF read has started (and is waiting for `release`) */
    started: deferred(),
    open: deferred(),
    reads: 0,
    reset(): void {
      state.started = deferred();
      state.open = deferred();
      state.reads = 0;
    },
    release(): void {
      state.open.resolve();
    },
  };
  return state;
});

vi.mock('../../src/importers/pdf/read-pdf.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/importers/pdf/read-pdf.ts')>();
  return {
    ...actual,
    readPdfStatement: async (content: Buffer) => {
      gate.reads++;
      gate.started.resolve();
      await gate.open.promise;
      return actual.readPdfStatement(content);
    },
  };
});

const withBeancount = requireBeancount();

const LEDGER = `option "title" "Read outside the lock"
option "operating_currency" "USD"

2024-01-01 open Assets:Bank:Current USD
2024-01-01 open Assets:Cash USD
2024-01-01 open Expenses:Food USD
2024-01-01 open Equity:Opening USD
`;

/**
 * An English bank statement (Date | Description | Debit | Credit | Balance, MM/DD dates dated by
 * its Statement Date) in Helvetica, which needs no font file: three movements.
 */
async function statementPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  const text = (t: string, x: number, y: number, size = 9) => page.drawText(t, { x, y, size, font });
  text('Sample Bank Current Account Statement', 150, 800, 14);
  text('Statement Date: 2025/01/31', 40, 770);
  text('Account currency: US Dollar (USD)', 300, 770);
  const columns = [{ x: 40 }, { x: 110 }, { x: 380, right: true }, { x: 460, right: true }, { x: 555, right: true }];
  const lines = [
    ['Date', 'Description', 'Debit', 'Credit', 'Balance'],
    ['12/31', 'Balance brought forward', '', '', '1,000.00'],
    ['01/02', 'Card purchase SAMPLE BOOKSHOP', '24.99', '', '975.01'],
    ['01/15', 'Salary SAMPLE CORP', '', '2,500.00', '3,475.01'],
    ['01/20', 'Transfer to savings', '(500.00)', '', '2,975.01'],
  ];
  lines.forEach((cells, i) => cells.forEach((cell, c) => cell !== '' && cell !== undefined && drawCell(page, font, cell, columns[c]!, 740 - i * 16)));
  return Buffer.from(await doc.save());
}

function drawCell(page: PDFPage, font: PDFFont, cell: string, column: { x: number; right?: boolean }, y: number): void {
  const x = column.right ? column.x - font.widthOfTextAtSize(cell, 9) : column.x;
  page.drawText(cell, { x, y, size: 9, font });
}

let t: TestApp;
let pdf: Buffer;
beforeAll(async () => {
  t = await makeTestApp(LEDGER, { today: () => '2025-02-01' });
  pdf = await statementPdf();
});
afterAll(async () => {
  gate.release();
  await t.close();
});
beforeEach(() => {
  gate.reset();
});

async function importPdf(headers: Record<string, string> = {}) {
  const { payload, headers: formHeaders } = await multipart({ account: 'Assets:Bank:Current' }, 'statement.pdf', pdf, 'application/pdf');
  return t.request({ method: 'POST', url: `${BASE}/bean/import/files`, payload, headers: { ...formHeaders, ...headers } });
}

const LUNCH = {
  date: '2025-01-10',
  payee: 'Diner',
  narration: 'lunch while the statement is read',
  postings: [
    { account: 'Expenses:Food', units: { number: '12.50', currency: 'USD' } },
    { account: 'Assets:Cash', units: { number: '-12.50', currency: 'USD' } },
  ],
};

function expectBeanCheckPasses(): void {
  if (!withBeancount) return;
  const check = beanCheck(t.ledgerFile);
  expect(check.output).toBe('');
  expect(check.ok).toBe(true);
}

describe('POST /bean/import/files reads the statement outside the write lock', () => {
  test("another write of the user is answered while the import's statement is being read", async () => {
    const answered: string[] = [];
    const importing = importPdf().then((r) => {
      answered.push('import');
      return r;
    });
    await gate.started.promise;
    // Only a safety valve for the old behaviour (the write queued behind the import's read): let
    // the read go on, so that the test fails on the order below instead of hanging. When the
    // write is answered first, the valve is cleared before it fires.
    const valve = setTimeout(() => gate.release(), 5_000);
    const posted = await t.post('/bean/transactions', LUNCH).then((r) => {
      answered.push('transaction');
      return r;
    });
    clearTimeout(valve);
    expect(answered).toEqual(['transaction']);
    expect(posted.statusCode, posted.body).toBe(201);

    gate.release();
    const imported = await importing;
    expect(answered).toEqual(['transaction', 'import']);
    expect(imported.statusCode, imported.body).toBe(201);
    const report = imported.json() as { imported: number; transactions: { narration: string; meta: Record<string, string> }[] };
    expect(report.imported).toBe(3);
    expect(report.transactions.map((x) => x.narration)).toEqual(['Card purchase SAMPLE BOOKSHOP', 'Salary SAMPLE CORP', 'Transfer to savings']);

    const text = await t.ledgerText();
    expect(text).toContain('"Diner" "lunch while the statement is read"');
    for (const narration of ['Card purchase SAMPLE BOOKSHOP', 'Salary SAMPLE CORP', 'Transfer to savings']) expect(text).toContain(narration);
    expect(text.match(/import_id: "pdf:/g)).toHaveLength(3);
    expectBeanCheckPasses();
  });

  test('an Idempotency-Key sent twice while the statement is read gives one answer and one write', async () => {
    const before = await t.ledgerText();
    const headers = { 'idempotency-key': 'read-outside-lock-1' };
    const first = importPdf(headers);
    await gate.started.promise;
    const second = importPdf(headers);
    gate.release();
    const [a, b] = await Promise.all([first, second]);
    // the statement was read once, and nothing new in it: the first run above imported it all
    expect(gate.reads).toBe(1);
    expect(a.statusCode, a.body).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(b.json()).toEqual(a.json());
    expect([a.headers['idempotent-replayed'], b.headers['idempotent-replayed']].filter(Boolean)).toEqual(['true']);
    expect((a.json() as { imported: number; duplicates: number }).duplicates).toBe(3);
    expect(await t.ledgerText()).toBe(before);

    const third = await importPdf(headers);
    expect(third.statusCode).toBe(201);
    expect(third.headers['idempotent-replayed']).toBe('true');
    expect(third.json()).toEqual(a.json());
    expect(gate.reads).toBe(1);
  });

  test('a file that cannot be imported gets the same answer as with dry_run, and nothing is written', async () => {
    const before = await t.ledgerText();
    const bad: [string, Buffer, Record<string, string>][] = [
      ['empty.csv', Buffer.alloc(0), {}],
      ['book.xlsx', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]), {}],
      ['page.csv', Buffer.from('<!DOCTYPE html><html><body>statement</body></html>'), {}],
      ['no-rows.csv', Buffer.from('Date,Amount\nyesterday,lots\n'), {}],
      ['wrong.csv', Buffer.from('Date,Amount\n2025-01-02,1.00\n'), { format: 'ofx' }],
    ];
    for (const [name, content, fields] of bad) {
      const answers = [];
      for (const dryRun of ['true', 'false']) {
        const { payload, headers } = await multipart({ account: 'Assets:Bank:Current', ...fields, dry_run: dryRun }, name, content);
        answers.push(await t.request({ method: 'POST', url: `${BASE}/bean/import/files`, payload, headers }));
      }
      const [dry, written] = answers;
      expect(written!.statusCode, `${name}: ${written!.body}`).toBeGreaterThanOrEqual(400);
      expect([written!.statusCode, written!.headers['content-type'], written!.json()]).toEqual([dry!.statusCode, dry!.headers['content-type'], dry!.json()]);
    }
    expect(await t.ledgerText()).toBe(before);
  });
});
