// Files that are not the workbooks they say, or are built to hurt: each is a 422 saying what is
// wrong, answered at once, and nothing else (no other error, no hang, no gigabytes unpacked).
import { describe, expect, test } from 'vitest';
import { readImport } from '../../../src/importers/import-statement.ts';
import { Problem } from '../../../src/problem.ts';
import { workbookEntries, xlsxOf, zipArchive, type ZipEntry } from '../../support/xlsx-builder.ts';

const TODAY = '2025-12-31';
const BOOK_ROWS = [['Date', 'Description', 'Amount'], [{ number: '45292', format: 14 }, 'Coffee', { number: '-3.5' }], [{ number: '45293', format: 14 }, 'Books', { number: '-20' }]];
const BOOK = xlsxOf(BOOK_ROWS);

/** What reading the upload ends in: the number of rows read, or the problem's status and detail. */
async function outcome(content: Buffer, fields: { format?: 'csv' | 'xlsx' } = {}): Promise<{ rows: number } | { status: number; detail: string }> {
  try {
    const read = await readImport({ content, today: TODAY, ...fields });
    return { rows: read.statement.rows.length };
  } catch (e) {
    if (e instanceof Problem) return { status: e.status, detail: e.detail };
    throw e;
  }
}

async function refusal(content: Buffer): Promise<string> {
  const started = performance.now();
  const result = await outcome(content);
  expect(performance.now() - started).toBeLessThan(2000);
  expect(result).toMatchObject({ status: 422 });
  return (result as { detail: string }).detail;
}

/** The workbook's entries with the sheet's part replaced by `data` (and `patch` applied to its entry). */
function withSheet(data: Buffer | string, patch: Partial<ZipEntry> = {}): ZipEntry[] {
  return workbookEntries([{ name: 'Sheet1', rows: BOOK_ROWS }]).map((e) => (e.name === 'xl/worksheets/sheet1.xml' ? { ...e, data, ...patch } : e));
}

/** Set a 32-bit field of the central directory entry of `name` (offset within that entry). */
function patchCentral(zip: Buffer, name: string, offset: number, value: number): Buffer {
  const out = Buffer.from(zip);
  const signature = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
  // (the directory starts where the end record, the file's last 22 bytes, says)
  for (let p = out.indexOf(signature, out.readUInt32LE(out.length - 6)); p !== -1; p = out.indexOf(signature, p + 4)) {
    const nameLength = out.readUInt16LE(p + 28);
    if (out.toString('utf8', p + 46, p + 46 + nameLength) === name) {
      out.writeUInt32LE(value, p + offset);
      return out;
    }
  }
  throw new Error(`no entry ${name}`);
}

describe('zip bombs', () => {
  test('a part that says it unpacks to more than 64 MiB is refused before any of it is unpacked', async () => {
    const bomb = patchCentral(BOOK, 'xl/worksheets/sheet1.xml', 24, 3 * 1024 ** 3);
    expect(await refusal(bomb)).toMatch(/xl\/worksheets\/sheet1\.xml unpacks to 3072\.0 MiB, more than the 64 MiB a part may have/);
  });

  test('a part that hides its size stops unpacking one byte past what it says', async () => {
    // 80 MiB of spaces deflate to ~80 KiB; the directory says the part is 1,000 bytes
    const zip = zipArchive(withSheet(Buffer.alloc(80 * 1024 * 1024, 0x20)));
    expect(zip.length).toBeLessThan(1024 * 1024);
    expect(await refusal(patchCentral(zip, 'xl/worksheets/sheet1.xml', 24, 1000))).toMatch(/sheet1\.xml unpacks to more than the 1000 bytes its directory says/);
  });

  test('parts within the limit unpack; the parts read in all are held to 128 MiB', async () => {
    // shared strings and styles of 60 MiB each are read; a sheet of 9 MiB after them is too much
    const big = (open: string, close: string, size: number) => `${open}${' '.repeat(size - open.length - close.length)}${close}`;
    const MiB = 1024 * 1024;
    const entries = workbookEntries([{ name: 'Sheet1', rows: BOOK_ROWS }]).map((e) =>
      e.name === 'xl/sharedStrings.xml' ? { ...e, data: big('<sst><si><t>x</t></si>', '</sst>', 60 * MiB) }
      : e.name === 'xl/styles.xml' ? { ...e, data: big('<styleSheet>', '</styleSheet>', 60 * MiB) }
      : e.name === 'xl/worksheets/sheet1.xml' ? { ...e, data: big('<worksheet><sheetData>', '</sheetData></worksheet>', 9 * MiB) }
      : e,
    );
    const started = performance.now();
    const result = await outcome(zipArchive(entries));
    expect(performance.now() - started).toBeLessThan(5000);
    expect(result).toMatchObject({ status: 422, detail: expect.stringMatching(/xl\/worksheets\/sheet1\.xml unpacks to 9\.0 MiB, which with the 120\.0 MiB of the parts read before it is more than the 128 MiB a workbook's parts may unpack to in all/) });
    // the same sheet after small parts is read (and holds no table)
    const small = entries.map((e) => (e.name === 'xl/sharedStrings.xml' || e.name === 'xl/styles.xml' ? workbookEntries([{ name: 'Sheet1', rows: BOOK_ROWS }]).find((o) => o.name === e.name)! : e));
    expect(await outcome(zipArchive(small))).toMatchObject({ status: 422, detail: expect.stringContaining('first sheet ("Sheet1") is empty') });
  });
});

describe('damaged and unusual archives', () => {
  test('a workbook cut off anywhere is a 422, never another error', async () => {
    for (let length = 4; length < BOOK.length; length += Math.max(1, Math.floor(BOOK.length / 97))) {
      const result = await outcome(BOOK.subarray(0, length));
      expect(result, `cut at ${length}`).toMatchObject({ status: 422, detail: expect.stringMatching(/ZIP archive that cannot be read|not well-formed/) });
    }
  });

  test('offsets that point elsewhere are said to be damaged', async () => {
    const end = BOOK.length - 22;
    const farDirectory = Buffer.from(BOOK);
    farDirectory.writeUInt32LE(BOOK.length + 1000, end + 16);
    expect(await refusal(farDirectory)).toMatch(/its central directory lies outside the file/);
    const wrongLocal = patchCentral(BOOK, 'xl/workbook.xml', 42, 7);
    expect(await refusal(wrongLocal)).toMatch(/xl\/workbook\.xml is not where its central directory says/);
    const flipped = Buffer.from(BOOK);
    const sheetAt = flipped.indexOf(Buffer.from('xl/worksheets/sheet1.xml')) + 'xl/worksheets/sheet1.xml'.length + 3;
    flipped[sheetAt] = flipped[sheetAt]! ^ 0xff;
    expect(await refusal(flipped)).toMatch(/sheet1\.xml (fails its checksum|does not unpack|unpacks to)/);
  });

  test('an encrypted entry, a ZIP64 archive and an unknown packing method are refused by name', async () => {
    expect(await refusal(zipArchive(withSheet('<worksheet/>', { flags: 1 })))).toMatch(/the workbook is encrypted \(xl\/worksheets\/sheet1\.xml\)/);
    const zip64 = Buffer.from(BOOK);
    zip64.writeUInt32LE(0xffffffff, zip64.length - 6);
    expect(await refusal(zip64)).toMatch(/ZIP64 archive/);
    expect(await refusal(patchCentral(BOOK, 'xl/worksheets/sheet1.xml', 8, 0x000e0800))).toMatch(/packed with method 14 \(LZMA\)/);
  });

  test('a ZIP that holds no workbook is named, and asked for as CSV or .xlsx', async () => {
    const detail = await refusal(zipArchive([{ name: 'statement.csv', data: 'Date,Amount\n2024-01-01,1\n' }]));
    expect(detail).toBe('the file is a ZIP archive that holds no Excel workbook (xl/workbook.xml), not a statement this service reads: export it as CSV or Excel .xlsx (or OFX or PDF)');
    const ods = zipArchive([{ name: 'mimetype', data: 'application/vnd.oasis.opendocument.spreadsheet', stored: true }, { name: 'content.xml', data: '<office:document-content/>' }]);
    expect(await refusal(ods)).toMatch(/^the file is an OpenDocument spreadsheet \(\.ods\), not an Excel \.xlsx workbook/);
  });

  test('an old .xls, and a workbook Excel protected with a password, ask for CSV or .xlsx', async () => {
    const ole = Buffer.alloc(1024);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(ole);
    expect(await refusal(ole)).toBe('the file is an old Excel (.xls) workbook, not a statement this service reads: export it as CSV or Excel .xlsx (or OFX or PDF)');
    Buffer.from('EncryptedPackage', 'utf16le').copy(ole, 512);
    expect(await refusal(ole)).toMatch(/^the file is an Excel workbook protected by a password \(remove the password in Excel\)/);
  });
});

describe('hostile XML', () => {
  test('a DOCTYPE (entity expansion) is refused, not expanded', async () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]><worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>&lol2;</t></is></c></row></sheetData></worksheet>`;
    expect(await refusal(zipArchive(withSheet(laughs)))).toMatch(/sheet1\.xml is not well-formed XML: it has a DOCTYPE/);
  });

  test('a value beyond column 1,000, or a table of more than 5,000,000 cells, is no statement', async () => {
    const far = '<worksheet><sheetData><row r="1"><c r="ALM1"><v>1</v></c></row></sheetData></worksheet>';
    expect(await refusal(zipArchive(withSheet(far)))).toMatch(/row 1 has a value in column ALM, beyond 1,000 columns/);
    const wide = `<worksheet><sheetData>${Array.from({ length: 6000 }, (_, i) => `<row r="${i + 1}"><c r="ALL${i + 1}"><v>1</v></c></row>`).join('')}</sheetData></worksheet>`;
    expect(await refusal(zipArchive(withSheet(wide)))).toMatch(/more than 5,000,000 cells/);
  });

  test('rows out of order, a shared string that does not exist and a tag never closed are said to be damaged', async () => {
    const backwards = '<worksheet><sheetData><row r="5"/><row r="2"/></sheetData></worksheet>';
    expect(await refusal(zipArchive(withSheet(backwards)))).toMatch(/sheet1\.xml is damaged: row 2 after row 5/);
    const missing = '<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>99</v></c></row></sheetData></worksheet>';
    expect(await refusal(zipArchive(withSheet(missing)))).toMatch(/cell A1 names shared string 99, which the workbook does not have/);
    expect(await refusal(zipArchive(withSheet('<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>x</t></is></c></row></sheetData></worksheet'))))
      .toMatch(/a tag is never closed/);
  });

  test('a large sheet of tags without attributes is read in one pass', async () => {
    // (a search for the next quote from each tag made this quadratic once: minutes)
    const cells = Array.from({ length: 40_000 }, (_, i) => `<row><c t="inlineStr"><is><t>2024-01-0${(i % 9) + 1}</t></is></c><c><v>-${i}.25</v></c></row>`).join('');
    const sheet = `<worksheet><sheetData><row><c t="inlineStr"><is><t>Date</t></is></c><c t="inlineStr"><is><t>Amount</t></is></c></row>${cells}</sheetData></worksheet>`;
    const started = performance.now();
    expect(await outcome(zipArchive(withSheet(sheet)))).toEqual({ rows: 40_000 });
    expect(performance.now() - started).toBeLessThan(5000);
  });
});

describe('fuzzed workbooks', () => {
  /** A small seeded generator (mulberry32): the same cases on every run. */
  function random(seed: number): () => number {
    let a = seed;
    return () => {
      a = (a + 0x6d2b79f5) | 0;
      let t = Math.imul(a ^ (a >>> 15), 1 | a);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  test('bytes of the archive changed at random: each file is read or refused with a 422, at once', async () => {
    const next = random(35);
    const stored = xlsxOf(BOOK_ROWS, { stored: true });
    for (let n = 0; n < 400; n++) {
      const source = n % 2 === 0 ? BOOK : stored;
      const bytes = Buffer.from(source);
      for (let k = 1 + Math.floor(next() * 4); k > 0; k--) bytes[Math.floor(next() * bytes.length)] = Math.floor(next() * 256);
      const started = performance.now();
      const result = await outcome(bytes);
      expect(performance.now() - started, `case ${n}`).toBeLessThan(1000);
      if ('status' in result) expect([result.status, n]).toEqual([422, n]);
    }
  });

  test('the XML of the parts changed at random (the archive intact): each is read or refused with a 422', async () => {
    const next = random(2026);
    const pieces = ['<', '>', '/', '"', "'", '&', '&#x0;', '&#99999999;', 'r="A0"', 't="s"', '<v>', '</c>', '<row r="1048577">', '<![CDATA[', '<!--', '_x00', ' ', 'E+999', '-'];
    const entries = workbookEntries([{ name: 'Sheet1', rows: BOOK_ROWS }]);
    for (let n = 0; n < 300; n++) {
      const target = Math.floor(next() * entries.length);
      const mutated = entries.map((e, i) => {
        if (i !== target) return e;
        let text = e.data as string;
        for (let k = 1 + Math.floor(next() * 3); k > 0; k--) {
          const at = Math.floor(next() * text.length);
          const cut = next() < 0.5 ? Math.floor(next() * 8) : 0;
          text = text.slice(0, at) + pieces[Math.floor(next() * pieces.length)] + text.slice(at + cut);
        }
        return { ...e, data: text };
      });
      const result = await outcome(zipArchive(mutated));
      if ('status' in result) expect([result.status, n]).toEqual([422, n]);
    }
  });
});
