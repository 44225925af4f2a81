// Small .xlsx workbooks for the tests, written by hand: a ZIP archive (stored or deflated entries,
// CRC-32 from node:zlib, a central directory and its end record) of the parts Excel writes
// ([Content_Types].xml, the relationships, workbook.xml, the sheets, sharedStrings.xml, styles.xml).
import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipEntry {
  readonly name: string;
  readonly data: Buffer | string;
  /** stored as it is (method 0) instead of deflated */
  readonly stored?: boolean;
  /** the general-purpose flags (bit 0: encrypted) */
  readonly flags?: number;
}

/** A ZIP archive of `entries`, in their order. */
export function zipArchive(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data, 'utf8');
    const packed = entry.stored ? data : deflateRawSync(data);
    const name = Buffer.from(entry.name, 'utf8');
    const flags = (entry.flags ?? 0) | 0x0800;
    const method = entry.stored ? 0 : 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A cell: text (a shared string, or inline), a number as its XML text, a date, a boolean, a formula's cached value, rich text runs. */
export type XlsxCell =
  | string
  | null
  | { readonly number: string; readonly format?: string | number }
  | { readonly bool: boolean }
  | { readonly formula: string; readonly value: string; readonly type?: 'str' | 'n'; readonly format?: string | number }
  | { readonly runs: readonly string[]; readonly phonetic?: string }
  | { readonly inline: string };

export interface XlsxSheet {
  readonly name: string;
  readonly rows: readonly (readonly XlsxCell[])[];
  /** where the sheet's part is (default xl/worksheets/sheetN.xml, N its place in the workbook) */
  readonly path?: string;
  readonly hidden?: boolean;
  /** the row number of each row (default 1, 2, 3...): rows left out are empty */
  readonly rowNumbers?: readonly number[];
}

export interface XlsxOptions {
  /** text cells as inline strings instead of shared ones */
  readonly inlineStrings?: boolean;
  readonly date1904?: boolean;
  /** every entry stored, not deflated */
  readonly stored?: boolean;
  /** the SpreadsheetML elements written with this prefix (`x:c`), as some writers do */
  readonly prefix?: string;
}

export function xmlEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const REL_TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts of a workbook of `sheets` (first tab first), as ZIP entries: to tamper with before zipping. */
export function workbookEntries(sheets: readonly XlsxSheet[], options: XlsxOptions = {}): ZipEntry[] {
  const p = options.prefix ? `${options.prefix}:` : '';
  const ns = options.prefix ? `xmlns:${options.prefix}="${MAIN_NS}"` : `xmlns="${MAIN_NS}"`;
  const strings: string[] = [];
  const stringIndex = new Map<string, number>();
  const formats: (string | number)[] = [];
  const styleOf = (format: string | number | undefined): number => {
    if (format === undefined) return 0;
    let i = formats.indexOf(format);
    if (i === -1) i = formats.push(format) - 1;
    return i + 1;
  };
  const shared = (text: string): number => {
    if (!stringIndex.has(text)) stringIndex.set(text, strings.push(`<${p}si><${p}t xml:space="preserve">${xmlEscape(text)}</${p}t></${p}si>`) - 1);
    return stringIndex.get(text)!;
  };
  const cellXml = (cell: XlsxCell, ref: string): string => {
    if (cell === null) return '';
    if (typeof cell === 'string') {
      if (options.inlineStrings) return `<${p}c r="${ref}" t="inlineStr"><${p}is><${p}t>${xmlEscape(cell)}</${p}t></${p}is></${p}c>`;
      return `<${p}c r="${ref}" t="s"><${p}v>${shared(cell)}</${p}v></${p}c>`;
    }
    if ('number' in cell) {
      const s = styleOf(cell.format);
      return `<${p}c r="${ref}"${s ? ` s="${s}"` : ''}><${p}v>${cell.number}</${p}v></${p}c>`;
    }
    if ('bool' in cell) return `<${p}c r="${ref}" t="b"><${p}v>${cell.bool ? 1 : 0}</${p}v></${p}c>`;
    if ('formula' in cell) {
      const s = styleOf(cell.format);
      return `<${p}c r="${ref}"${s ? ` s="${s}"` : ''}${cell.type === 'str' ? ' t="str"' : ''}><${p}f>${xmlEscape(cell.formula)}</${p}f><${p}v>${xmlEscape(cell.value)}</${p}v></${p}c>`;
    }
    if ('inline' in cell) return `<${p}c r="${ref}" t="inlineStr"><${p}is><${p}t>${xmlEscape(cell.inline)}</${p}t></${p}is></${p}c>`;
    const runs = cell.runs.map((r, i) => `<${p}r>${i === 0 ? `<${p}rPr><${p}b/></${p}rPr>` : ''}<${p}t xml:space="preserve">${xmlEscape(r)}</${p}t></${p}r>`).join('');
    const phonetic = cell.phonetic === undefined ? '' : `<${p}rPh sb="0" eb="1"><${p}t>${xmlEscape(cell.phonetic)}</${p}t></${p}rPh>`;
    const index = strings.push(`<${p}si>${runs}${phonetic}</${p}si>`) - 1;
    return `<${p}c r="${ref}" t="s"><${p}v>${index}</${p}v></${p}c>`;
  };
  const sheetParts = sheets.map((sheet, i) => {
    const rows = sheet.rows.map((cells, r) => {
      const n = sheet.rowNumbers?.[r] ?? r + 1;
      return `<${p}row r="${n}">${cells.map((c, col) => cellXml(c, `${columnName(col)}${n}`)).join('')}</${p}row>`;
    });
    const xml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<${p}worksheet ${ns} xmlns:r="${REL_NS}"><${p}sheetData>${rows.join('')}</${p}sheetData></${p}worksheet>`;
    return { path: sheet.path ?? `xl/worksheets/sheet${i + 1}.xml`, xml };
  });
  const builtIn = (f: string | number): f is number => typeof f === 'number';
  const custom = formats.filter((f): f is string => !builtIn(f));
  const numFmts = custom.map((code, i) => `<${p}numFmt numFmtId="${164 + i}" formatCode="${xmlEscape(code)}"/>`).join('');
  const xfs = ['<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>', ...formats.map((f) => `<${p}xf numFmtId="${builtIn(f) ? f : 164 + custom.indexOf(f)}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`)];
  const styles = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<${p}styleSheet ${ns}>${custom.length ? `<${p}numFmts count="${custom.length}">${numFmts}</${p}numFmts>` : ''}<${p}cellStyleXfs count="1"><${p}xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></${p}cellStyleXfs><${p}cellXfs count="${xfs.length}">${xfs.map((x) => x.replace(/^<xf/, `<${p}xf`)).join('')}</${p}cellXfs></${p}styleSheet>`;
  const workbook = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<${p}workbook ${ns} xmlns:r="${REL_NS}"><${p}workbookPr${options.date1904 ? ' date1904="1"' : ''}/><${p}sheets>${sheets
    .map((s, i) => `<${p}sheet name="${xmlEscape(s.name)}" sheetId="${i + 1}"${s.hidden ? ' state="hidden"' : ''} r:id="rId${i + 1}"/>`)
    .join('')}</${p}sheets></${p}workbook>`;
  const relTarget = (path: string) => path.replace(/^xl\//, '');
  const workbookRels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheetParts
    .map((s, i) => `<Relationship Id="rId${i + 1}" Type="${REL_TYPE}/worksheet" Target="${relTarget(s.path)}"/>`)
    .join('')}<Relationship Id="rIdS" Type="${REL_TYPE}/sharedStrings" Target="sharedStrings.xml"/><Relationship Id="rIdY" Type="${REL_TYPE}/styles" Target="styles.xml"/></Relationships>`;
  const sharedStrings = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<${p}sst ${ns} count="${strings.length}" uniqueCount="${strings.length}">${strings.join('')}</${p}sst>`;
  const contentTypes = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>`;
  const rootRels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL_TYPE}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
  const stored = options.stored === true;
  return [
    { name: '[Content_Types].xml', data: contentTypes, stored },
    { name: '_rels/.rels', data: rootRels, stored },
    { name: 'xl/workbook.xml', data: workbook, stored },
    { name: 'xl/_rels/workbook.xml.rels', data: workbookRels, stored },
    ...sheetParts.map((s) => ({ name: s.path, data: s.xml, stored })),
    { name: 'xl/sharedStrings.xml', data: sharedStrings, stored },
    { name: 'xl/styles.xml', data: styles, stored },
  ];
}

/** An .xlsx workbook of `sheets`. */
export function xlsxWorkbook(sheets: readonly XlsxSheet[], options: XlsxOptions = {}): Buffer {
  return zipArchive(workbookEntries(sheets, options));
}

/** A workbook of one sheet named Sheet1. */
export function xlsxOf(rows: readonly (readonly XlsxCell[])[], options: XlsxOptions = {}): Buffer {
  return xlsxWorkbook([{ name: 'Sheet1', rows }], options);
}
