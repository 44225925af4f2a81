// A ZIP archive (an .xlsx workbook is one) read from its central directory, at the end of the
// file, as unzip does: the local headers only say where each entry's data starts. Entries are
// stored or deflated; each is unpacked only when asked for, within limits that a statement's
// workbook stays far below: a small file that unpacks to gigabytes (a zip bomb) is refused as soon
// as it passes them, and every offset and size the file states is checked against its length.
import { crc32, inflateRawSync } from 'node:zlib';
import { StatementError } from '../statement.ts';

/**
 * What one entry and all the entries read from one upload may unpack to. A 50,000-row WeChat bill
 * (MAX_ROWS, what one upload may import) unpacks to 30-35 MiB (its sheet 20 MiB with shared
 * strings and 11 MiB of them, or 35 MiB with the strings in the sheet).
 */
export const MAX_ENTRY_BYTES = 64 * 1024 * 1024;
export const MAX_UNPACKED_BYTES = 128 * 1024 * 1024;

const MiB = 1024 * 1024;
const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;

interface Entry {
  readonly name: string;
  readonly flags: number;
  readonly method: number;
  readonly crc: number;
  readonly packedSize: number;
  readonly size: number;
  readonly localOffset: number;
}

/** Whether the content starts as a ZIP archive does (a local header, or the end record of an empty one). */
export function isZipArchive(content: Uint8Array): boolean {
  return content.length >= 4 && content[0] === 0x50 && content[1] === 0x4b && ((content[2] === 0x03 && content[3] === 0x04) || (content[2] === 0x05 && content[3] === 0x06));
}

function damaged(why: string): StatementError {
  return new StatementError(`the file is a ZIP archive that cannot be read: ${why} (cut off or damaged? download it again)`);
}

export class ZipArchive {
  readonly #content: Buffer;
  /** by name in lower case: the parts of an Office file are named without regard to case */
  readonly #entries = new Map<string, Entry>();
  #unpacked = 0;

  constructor(content: Buffer) {
    this.#content = content;
    const end = findEndOfDirectory(content);
    const count = content.readUInt16LE(end + 10);
    const directorySize = content.readUInt32LE(end + 12);
    const directoryAt = content.readUInt32LE(end + 16);
    if (content.readUInt16LE(end + 4) !== 0 || content.readUInt16LE(end + 6) !== 0) throw new StatementError('the file is a ZIP archive split over several disks, which this service does not read');
    // (a ZIP64 archive writes these saturated and the real values in records of its own; one
    // that writes those records although the plain values fit is read by the plain values)
    if (count === 0xffff || directorySize === 0xffffffff || directoryAt === 0xffffffff) throw zip64('over 4 GiB or 65,535 entries');
    if (directoryAt + directorySize > end) throw damaged('its central directory lies outside the file');
    let at = directoryAt;
    for (let n = 0; n < count; n++) {
      if (at + 46 > directoryAt + directorySize || content.readUInt32LE(at) !== CENTRAL_HEADER) throw damaged(`entry ${n + 1} of its central directory is not where the directory says`);
      const nameLength = content.readUInt16LE(at + 28);
      const next = at + 46 + nameLength + content.readUInt16LE(at + 30) + content.readUInt16LE(at + 32);
      if (next > directoryAt + directorySize) throw damaged(`entry ${n + 1} of its central directory runs past the directory`);
      const entry: Entry = {
        name: content.toString('utf8', at + 46, at + 46 + nameLength),
        flags: content.readUInt16LE(at + 8),
        method: content.readUInt16LE(at + 10),
        crc: content.readUInt32LE(at + 16),
        packedSize: content.readUInt32LE(at + 20),
        size: content.readUInt32LE(at + 24),
        localOffset: content.readUInt32LE(at + 42),
      };
      const key = entry.name.replace(/\\/g, '/').replace(/^\//, '').toLowerCase();
      if (!this.#entries.has(key)) this.#entries.set(key, entry);
      at = next;
    }
  }

  has(name: string): boolean {
    return this.#entries.has(name.toLowerCase());
  }

  /** The entry's bytes, unpacked and checked against its CRC; null when the archive has no such entry. */
  read(name: string): Buffer | null {
    const entry = this.#entries.get(name.toLowerCase());
    if (entry === undefined) return null;
    const content = this.#content;
    if (entry.flags & 0x0001) throw new StatementError(`the workbook is encrypted (${entry.name}): remove its password in Excel, or export CSV`);
    if (entry.packedSize === 0xffffffff || entry.size === 0xffffffff || entry.localOffset === 0xffffffff) {
      throw zip64(`${entry.name} is stored with 64-bit sizes`);
    }
    const room = Math.min(MAX_ENTRY_BYTES, MAX_UNPACKED_BYTES - this.#unpacked);
    if (entry.size > room) throw tooLarge(entry.name, entry.size, this.#unpacked);
    const local = entry.localOffset;
    if (local + 30 > content.length || content.readUInt32LE(local) !== LOCAL_HEADER) throw damaged(`${entry.name} is not where its central directory says`);
    const start = local + 30 + content.readUInt16LE(local + 26) + content.readUInt16LE(local + 28);
    const packed = content.subarray(start, start + entry.packedSize);
    if (start + entry.packedSize > content.length) throw damaged(`${entry.name} runs past the end of the file`);
    let data: Buffer;
    if (entry.method === 0) {
      data = packed;
    } else if (entry.method === 8) {
      try {
        // No more than the size the directory states (checked against the room above), and one
        // byte to tell an entry that would unpack to more: a bomb that understates its size
        // stops there.
        data = inflateRawSync(packed, { maxOutputLength: entry.size + 1 });
      } catch (e) {
        if ((e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw damaged(`${entry.name} unpacks to more than the ${entry.size} bytes its directory says`);
        throw damaged(`${entry.name} does not unpack (${(e as Error).message})`);
      }
    } else {
      throw new StatementError(`${entry.name} is packed with method ${entry.method} (${METHODS[entry.method] ?? 'unknown'}), which this service does not unpack: save the workbook again from Excel, or export CSV`);
    }
    if (data.length !== entry.size) throw damaged(`${entry.name} unpacks to ${data.length} bytes, not the ${entry.size} its directory says`);
    if (crc32(data) !== entry.crc) throw damaged(`${entry.name} fails its checksum`);
    this.#unpacked += data.length;
    return data;
  }
}

const METHODS: Readonly<Record<number, string>> = { 9: 'Deflate64', 12: 'BZIP2', 14: 'LZMA', 93: 'Zstandard', 95: 'XZ', 99: 'AES encryption' };

function zip64(why: string): StatementError {
  return new StatementError(`the file is a ZIP64 archive (${why}), which this service does not read: no statement's workbook needs one; save it again from Excel, or export CSV`);
}

function tooLarge(name: string, size: number, before: number): StatementError {
  // (sizes in tenths of a MiB, counted in integers)
  const mib = (n: number) => {
    const tenths = Math.round((n * 10) / MiB);
    return `${Math.floor(tenths / 10)}.${tenths % 10} MiB`;
  };
  const limit =
    size > MAX_ENTRY_BYTES
      ? `more than the ${MAX_ENTRY_BYTES / MiB} MiB a part may have`
      : `which with the ${mib(before)} of the parts read before it is more than the ${MAX_UNPACKED_BYTES / MiB} MiB a workbook's parts may unpack to in all`;
  return new StatementError(`${name} unpacks to ${mib(size)}, ${limit}: no statement is that large; import it in parts, or export CSV`);
}

/** Where the end-of-central-directory record starts: the last one in the file's final 64 KiB whose comment ends within the file. */
function findEndOfDirectory(content: Buffer): number {
  const lowest = Math.max(0, content.length - 22 - 0xffff);
  for (let at = content.length - 22; at >= lowest; at--) {
    if (content.readUInt32LE(at) !== END_OF_DIRECTORY) continue;
    if (at + 22 + content.readUInt16LE(at + 20) <= content.length) return at;
  }
  throw damaged('its central directory (at the end of the file) is missing');
}
