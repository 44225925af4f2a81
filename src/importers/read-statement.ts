// Reading an uploaded file into a statement: which reader (CSV, OFX, PDF, Excel), the files that
// are no statement at all (images, web pages, old or protected workbooks), and the problem+json
// answers for what cannot be read. No ledger is needed here.
import { Problem, type ProblemDetail } from '../problem.ts';
import { StatementError, type Statement } from './statement.ts';
import { decodeStatementText } from './text-decoding.ts';
import { NotAWorkbook, readXlsxStatement } from './xlsx/read-xlsx.ts';
import { isZipArchive } from './xlsx/zip-archive.ts';
import { readCsvStatement } from './csv/read-csv.ts';
import { looksLikeOfx, readOfxStatement } from './ofx/read-ofx.ts';

export type StatementFormat = 'csv' | 'ofx' | 'pdf' | 'xlsx';

/** An uploaded file and how the user asked for it to be read. */
export interface StatementUpload {
  content: Buffer;
  filename?: string;
  format?: StatementFormat;
  preset?: string;
  /** parsed JSON: column name -> role */
  mapping?: unknown;
}

/** The most row errors one answer lists. */
const MAX_ERRORS = 20;

/** Which reader: the `format` field if given, else the content (the file name is only a hint). */
export function detectFormat(content: Uint8Array, filename?: string): StatementFormat {
  // (an .xlsx workbook is a ZIP archive; one that holds no workbook is refused as what it is)
  if (isZipArchive(content)) return 'xlsx';
  const head = new TextDecoder('latin1').decode(content.subarray(0, 4096));
  if (head.trimStart().startsWith('%PDF-')) return 'pdf';
  if (looksLikeOfx(head)) return 'ofx';
  const ext = /\.([a-z]+)$/i.exec(filename ?? '')?.[1]?.toLowerCase();
  if (ext === 'ofx' || ext === 'qfx') return 'ofx';
  // A text file named .pdf (a CSV export saved under the wrong name) is read as the text it is; a
  // PDF may have junk before its header (pdfjs looks in the first KiB) or be damaged binary.
  if (ext === 'pdf' && (head.slice(0, 1024).includes('%PDF-') || binaryData(content))) return 'pdf';
  return 'csv';
}

export async function readStatement(req: StatementUpload): Promise<Statement> {
  if (req.format !== undefined && !['csv', 'ofx', 'pdf', 'xlsx'].includes(req.format)) {
    throw Problem.badRequest('unknown format', [{ path: 'format', message: 'must be csv, ofx, pdf or xlsx' }]);
  }
  if (req.content.length === 0) throw Problem.badRequest('the file is empty', [{ path: 'file', message: 'empty file' }]);
  const zip = isZipArchive(req.content);
  const other = zip ? null : otherFileKind(req.content);
  if (other !== null) throw notAStatement(other);
  // An .xlsx is read as one with format csv too (a spreadsheet is what many call a CSV); asked for
  // as OFX or PDF, or a file that is no ZIP asked for as .xlsx, the reader would only fail.
  const format = zip && (req.format === undefined || req.format === 'csv') ? 'xlsx' : (req.format ?? detectFormat(req.content, req.filename));
  if (zip !== (format === 'xlsx')) throw wrongFormat(format, zip);
  if (format === 'csv' && binaryData(req.content)) throw notAStatement('binary data, no text');
  try {
    if (format === 'ofx') return readOfxStatement(req.content);
    if (format === 'pdf') return await readPdf(req.content);
    if (format === 'xlsx') return withoutLostIds(readXlsxStatement(req.content, { preset: req.preset, mapping: req.mapping }));
    return withoutLostIds(readCsvStatement(decodeStatementText(req.content), { preset: req.preset, mapping: req.mapping }));
  } catch (e) {
    if (e instanceof NotAWorkbook) throw notAStatement(e.kind);
    if (e instanceof StatementError) throw statementProblem(format, [e]);
    throw e;
  }
}

/** An id a spreadsheet program wrote as a number in scientific notation (`4.2000000012024E+21`): its digits are lost. */
const SCIENTIFIC = /^[+-]?\d+(?:\.\d+)?[eE][+-]?\d+$/;

/**
 * The statement without the ids whose digits a spreadsheet program took away (a WeChat bill opened
 * and saved again in Excel or LibreOffice holds `4.2000000012024E+21` for a 22-digit 交易单号): such
 * an id is shared by other movements, and a later month's payments were dropped as imported
 * already (QA); those rows are known by their content, as rows without an id are, and a warning
 * says so.
 */
function withoutLostIds(statement: Statement): Statement {
  const lost = statement.rows.filter((r) => r.id !== null && r.id !== undefined && SCIENTIFIC.test(r.id));
  if (lost.length === 0) return statement;
  const warning = `${lost.length === 1 ? `row ${lost[0]!.row}'s id` : `the ids of ${lost.length} rows`} (${lost[0]!.id}) ${lost.length === 1 ? 'is a number' : 'are numbers'} in scientific notation, ${lost.length === 1 ? 'its' : 'their'} digits lost (a spreadsheet program saved the file): ${lost.length === 1 ? 'it is' : 'they are'} known by ${lost.length === 1 ? 'its' : 'their'} date, amount and text instead; export the statement again, unopened, to keep its ids`;
  const gone = new Set(lost);
  return { ...statement, rows: statement.rows.map((r) => (gone.has(r) ? { ...r, id: null, lostId: r.id! } : r)), warnings: [...(statement.warnings ?? []), warning] };
}

function notAStatement(kind: string): Problem {
  return Problem.unprocessable(`the file is ${kind}, not a statement this service reads: export it as CSV or Excel .xlsx (or OFX or PDF)`, [{ path: 'file', message: kind }]);
}

function wrongFormat(format: StatementFormat, zip: boolean): Problem {
  const message = zip ? `is a ZIP archive (an Excel .xlsx workbook?), not ${format.toUpperCase()}` : 'is not an Excel .xlsx workbook (a ZIP archive)';
  return Problem.unprocessable(`the file ${message}: send the format it is in, or none (the content tells)`, [{ path: 'format', message }]);
}

/** Spreadsheets and web pages that banks also offer, recognised by their first bytes, or null. */
function otherFileKind(content: Uint8Array): string | null {
  if (content[0] === 0xd0 && content[1] === 0xcf && content[2] === 0x11 && content[3] === 0xe0) return oleKind(content);
  const head = new TextDecoder('latin1').decode(content.subarray(0, 512)).trimStart().toLowerCase();
  if (head.startsWith('<!doctype html') || head.startsWith('<html') || /^<\?xml[^>]*>\s*<html/.test(head)) return 'a web page (HTML)';
  const image = imageKind(content);
  if (image !== null) return `an image (${image})`;
  return null;
}

/**
 * An OLE2 compound file: an old Excel workbook, or a new one with a password (Excel wraps an
 * encrypted .xlsx so, its stream named EncryptedPackage).
 */
function oleKind(content: Uint8Array): string {
  const encrypted = Buffer.from(content.buffer, content.byteOffset, content.length).includes(Buffer.from('EncryptedPackage', 'utf16le'));
  return encrypted ? 'an Excel workbook protected by a password (remove the password in Excel)' : 'an old Excel (.xls) workbook';
}

/** For a file read as text (CSV): a NUL byte is in no text but UTF-16, which starts with its byte-order mark (read as such). */
function binaryData(content: Uint8Array): boolean {
  const utf16 = content.length >= 2 && ((content[0] === 0xff && content[1] === 0xfe) || (content[0] === 0xfe && content[1] === 0xff));
  return !utf16 && content.subarray(0, 4096).includes(0);
}

/** The image formats a phone's screenshot of a statement may be in, by their first bytes. */
function imageKind(c: Uint8Array): string | null {
  if (c[0] === 0x89 && c[1] === 0x50 && c[2] === 0x4e && c[3] === 0x47) return 'PNG';
  if (c[0] === 0xff && c[1] === 0xd8 && c[2] === 0xff) return 'JPEG';
  if (c[0] === 0x47 && c[1] === 0x49 && c[2] === 0x46 && c[3] === 0x38) return 'GIF';
  const riff = new TextDecoder('latin1').decode(c.subarray(0, 12));
  if (riff.startsWith('RIFF') && riff.endsWith('WEBP')) return 'WebP';
  if (riff.slice(4, 8) === 'ftyp') return 'HEIC or another ISO media file';
  return null;
}

/** The PDF reader loads pdf.js; only pay for that when a PDF arrives. */
async function readPdf(content: Buffer): Promise<Statement> {
  const { readPdfStatement } = await import('./pdf/read-pdf.ts');
  return readPdfStatement(content);
}

export function statementProblem(format: string, errors: readonly StatementError[]): Problem {
  const details: ProblemDetail[] = errors.slice(0, MAX_ERRORS).map((e) => ({ path: e.row !== null ? `row ${e.row}` : 'file', message: e.message }));
  const first = errors[0]!;
  const where = first.row !== null ? ` (row ${first.row})` : '';
  return Problem.unprocessable(`the ${format.toUpperCase()} statement cannot be imported${where}: ${first.message}`, details);
}
