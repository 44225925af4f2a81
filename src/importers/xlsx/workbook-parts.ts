// Where an .xlsx workbook keeps what a statement needs: the workbook part (named by the package's
// _rels/.rels, usually xl/workbook.xml), its first worksheet in the order of the workbook's tabs
// (found through the workbook's relationships, not by the name sheet1.xml, which a workbook
// whose sheets were reordered or deleted gives to another sheet or to none), the shared strings
// and the styles, and whether its dates count from 1904.
import { StatementError } from '../statement.ts';
import { prefixedAttribute, scanXml, XmlError, type XmlHandler } from './xml-scan.ts';
import type { ZipArchive } from './zip-archive.ts';

/** A ZIP archive that holds no .xlsx workbook: what it seems to be instead. */
export class NotAWorkbook extends Error {
  readonly kind: string;
  constructor(kind: string) {
    super(kind);
    this.kind = kind;
  }
}

export interface WorkbookLayout {
  /** the first worksheet's tab name and part */
  readonly sheetName: string;
  readonly sheetPath: string;
  readonly sharedStringsPath: string | null;
  readonly stylesPath: string | null;
  /** dates are days since 1904-01-01 (a workbook of old Mac Excel), not since 1900 */
  readonly date1904: boolean;
  /** the other visible worksheets, in tab order: their tab names and parts (not read) */
  readonly otherSheets: readonly { readonly name: string; readonly path: string }[];
}

const DEFAULT_WORKBOOK = 'xl/workbook.xml';

/** The parts to read, or NotAWorkbook for an archive of something else (an OpenDocument spreadsheet, an .xlsb, any ZIP). */
export function workbookLayout(zip: ZipArchive): WorkbookLayout {
  const packageRels = relationships(zip, '_rels/.rels', '');
  const workbookPath = packageRels.find((r) => r.type.endsWith('/officeDocument') && zip.has(r.target))?.target ?? DEFAULT_WORKBOOK;
  const workbookText = partText(zip, workbookPath);
  if (workbookText === null) throw new NotAWorkbook(otherArchiveKind(zip));
  const sheets: { name: string; id: string | undefined; hidden: boolean }[] = [];
  let date1904 = false;
  parsePart(workbookPath, workbookText, {
    open(name, attributes) {
      if (name === 'workbookPr') date1904 = attributes.date1904 === '1' || attributes.date1904 === 'true';
      else if (name === 'sheet') sheets.push({ name: attributes.name ?? '', id: prefixedAttribute(attributes, 'id'), hidden: attributes.state === 'hidden' || attributes.state === 'veryHidden' });
    },
    close() {},
    text() {},
  });
  const rels = relationships(zip, relsPathOf(workbookPath), workbookPath);
  const byId = new Map(rels.map((r) => [r.id, r]));
  const worksheets = sheets.filter((s) => byId.get(s.id ?? '')?.type.endsWith('/worksheet'));
  // the first tab a user sees: a hidden sheet before it (a lookup table) is passed over
  const first = worksheets.find((s) => !s.hidden) ?? worksheets[0];
  if (first === undefined) throw new StatementError(sheets.length === 0 ? 'the workbook has no sheets' : 'the workbook has no worksheet (only charts?)');
  const sheetPath = byId.get(first.id!)!.target;
  if (!zip.has(sheetPath)) throw new StatementError(`the workbook's first sheet ("${first.name}") is missing from the file (${sheetPath}): save it again from Excel`);
  const related = (type: string) => rels.find((r) => r.type.endsWith(type) && zip.has(r.target))?.target ?? null;
  const otherSheets = worksheets.filter((s) => s !== first && !s.hidden).map((s) => ({ name: s.name, path: byId.get(s.id!)!.target })).filter((s) => zip.has(s.path));
  return { sheetName: first.name, sheetPath, sharedStringsPath: related('/sharedStrings'), stylesPath: related('/styles'), date1904, otherSheets };
}

/** What an archive without a workbook holds, for the message that refuses it. */
function otherArchiveKind(zip: ZipArchive): string {
  const mimetype = zip.has('mimetype') ? zip.read('mimetype')!.toString('latin1').trim() : '';
  if (mimetype === 'application/vnd.oasis.opendocument.spreadsheet') return 'an OpenDocument spreadsheet (.ods), not an Excel .xlsx workbook';
  if (zip.has('xl/workbook.bin')) return 'an Excel binary workbook (.xlsb)';
  if (zip.has('word/document.xml')) return 'a Word document (.docx)';
  return 'a ZIP archive that holds no Excel workbook (xl/workbook.xml)';
}

interface Relationship {
  readonly id: string;
  readonly type: string;
  /** the part it names, as a path in the archive */
  readonly target: string;
}

/** The relationships of the part at `source` (its .rels part at `relsPath`); none when there is no such part. */
function relationships(zip: ZipArchive, relsPath: string, source: string): Relationship[] {
  const text = partText(zip, relsPath);
  if (text === null) return [];
  const out: Relationship[] = [];
  parsePart(relsPath, text, {
    open(name, attributes) {
      if (name !== 'Relationship' || attributes.TargetMode === 'External') return;
      if (attributes.Id === undefined || attributes.Type === undefined || attributes.Target === undefined) return;
      out.push({ id: attributes.Id, type: attributes.Type, target: resolveTarget(source, attributes.Target) });
    },
    close() {},
    text() {},
  });
  return out;
}

function relsPathOf(part: string): string {
  const slash = part.lastIndexOf('/');
  return `${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`;
}

/** A relationship's target as a path in the archive: relative to the folder of its source part, or from the root when it starts with `/`. */
function resolveTarget(source: string, target: string): string {
  let decoded = target;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    // (a stray % is kept as written)
  }
  const path = decoded.startsWith('/') ? [] : source.split('/').slice(0, -1);
  for (const segment of decoded.split('/')) {
    if (segment === '..') path.pop();
    else if (segment !== '.' && segment !== '') path.push(segment);
  }
  return path.join('/');
}

/** A part's XML as text (UTF-8, or UTF-16 with its byte-order mark), or null when the archive has no such part. */
export function partText(zip: ZipArchive, path: string): string | null {
  const bytes = zip.read(path);
  if (bytes === null) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  return new TextDecoder('utf-8').decode(bytes);
}

/** Scan a part, its XML errors said as the workbook's. */
export function parsePart(path: string, text: string, handler: XmlHandler): void {
  try {
    scanXml(text, handler);
  } catch (e) {
    if (e instanceof XmlError) throw new StatementError(`the workbook's ${path} is not well-formed XML: ${e.message}`);
    throw e;
  }
}
