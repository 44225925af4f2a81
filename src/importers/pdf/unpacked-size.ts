// Before pdfjs opens a PDF, its compressed (Flate) parts are unpacked once here, counting the
// bytes and keeping none of them. pdfjs holds what it unpacks in buffers outside the JavaScript
// heap, which the worker's heap cap does not bound: a 1 MB file whose embedded font unpacked to
// 1 GiB took ~3.3 GB of memory for the ~30 s until the deadline stopped its read.
// Runs in the reader's worker thread (pdf-text-worker.ts), so plain Node loads it too.
//
// Which parts: every `stream` of the file whose data starts with the header pdfjs accepts for
// Flate data, whatever its dictionary says. The dictionary is not read: a filter can be written
// in ways a text search misses (`/Fl`, `/F`, `/Fl#61teDecode`, an indirect reference, a comment
// between tokens), and data that does not start so is refused by pdfjs's Flate decoder anyway.
// Unpacked data that itself starts with that header is unpacked again, as a filter list of
// `[/FlateDecode /FlateDecode]` has pdfjs do.
//
// The unpacking follows pdfjs where zlib alone is stricter, so that a file cannot pass here and
// still unpack in pdfjs: the window size in the header is not checked (raw inflate after the
// two header bytes), nor the checksum at the end, and a match reaching before the first byte
// reads zeros (a window of zeros given as the dictionary). The data is read from where the
// stream starts until the Flate data ends, not up to /Length or `endstream`, which a crafted file
// can set apart from what pdfjs reads. Bytes unpacked before an error count; a part that cannot
// be unpacked at all is left to pdfjs, which refuses it or reads what it can, as before.
// Not covered: parts behind another filter first (ASCII85, ASCIIHex), LZW data, and encrypted
// files (their data only unpacks after decryption).
import { Transform, type TransformCallback } from 'node:stream';
import { constants, createInflateRaw } from 'node:zlib';

export interface UnpackLimits {
  /** what one compressed part of the PDF may unpack to, in MiB */
  readonly maxUnpackedPartMb: number;
  /** what all compressed parts of the PDF together may unpack to, in MiB */
  readonly maxUnpackedMb: number;
}

/** Flate data packed in Flate data packed in...: deeper than this is refused. Real PDFs pack a part
 *  once; each level is one more decoder held at once, so a crafted file cannot ask for thousands. */
const MAX_NESTING = 4;

/** Bytes fed to zlib at a time, and the size of its output chunks: what one unpacking holds. */
const CHUNK = 64 * 1024;

/** Deflate matches reach at most 32 KiB back; before the first byte pdfjs reads zeros. */
const ZERO_WINDOW = new Uint8Array(32 * 1024);

const MIB = 1024 * 1024;

/**
 * Unpacks every compressed part of the PDF, holding at most a few chunks at a time, and answers
 * why the file is refused (a message for the user) when one part or all of them together unpack
 * to more than the limits, else null.
 */
export async function unpackedSizeRefusal(pdf: Uint8Array, limits: UnpackLimits): Promise<string | null> {
  const partLimit = limits.maxUnpackedPartMb * MIB;
  const totalLimit = limits.maxUnpackedMb * MIB;
  let total = 0;
  for (const start of flateDataStarts(pdf)) {
    const limit = Math.min(partLimit, totalLimit - total);
    let size = 0;
    for (let depth = 1; ; depth++) {
      const unpacked = await unpack(pdf.subarray(start + 2), depth, limit);
      size = Math.max(size, unpacked.length);
      if (size > limit || !isFlateHeader(unpacked.head, 0)) break;
      if (depth === MAX_NESTING) {
        return `a part of the PDF is compressed more than ${MAX_NESTING} times over, which no statement is; the file is not a statement this service reads`;
      }
    }
    if (size > partLimit) {
      return `a compressed part of the PDF unpacks to more than ${limits.maxUnpackedPartMb} MiB, the limit for one part of a statement; the file is not a statement this service reads`;
    }
    total += size;
    if (total > totalLimit) {
      return `the compressed parts of the PDF unpack to more than ${limits.maxUnpackedMb} MiB in all, the limit for one statement; the file is not a statement this service reads`;
    }
  }
  return null;
}

const STREAM = Buffer.from('stream', 'latin1');
const CR = 0x0d;
const LF = 0x0a;

/** Where the data of each `stream` keyword starts, when it starts with a Flate header. */
function* flateDataStarts(pdf: Uint8Array): Generator<number> {
  const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  let lineEnd = -1; // the first CR or LF at or after the last place looked from
  for (let at = bytes.indexOf(STREAM); at >= 0; at = bytes.indexOf(STREAM, at + STREAM.length)) {
    const after = at + STREAM.length;
    // A keyword of its own (not the end of `endstream`, not the start of a longer word).
    if ((at > 0 && isRegular(bytes[at - 1]!)) || (after < bytes.length && isRegular(bytes[after]!))) continue;
    // As pdfjs: the data starts after the end of the line the keyword is on (CR, LF or CR LF).
    if (lineEnd < after) lineEnd = nextLineEnd(bytes, after);
    if (lineEnd < 0) return;
    const start = bytes[lineEnd] === CR && bytes[lineEnd + 1] === LF ? lineEnd + 2 : lineEnd + 1;
    if (isFlateHeader(bytes, start)) yield start;
  }
}

function nextLineEnd(bytes: Buffer, from: number): number {
  const cr = bytes.indexOf(CR, from);
  const lf = bytes.indexOf(LF, from);
  return cr < 0 ? lf : lf < 0 ? cr : Math.min(cr, lf);
}

/** Not white space and not a delimiter: a byte that continues a keyword. */
function isRegular(byte: number): boolean {
  return !(byte === 0x00 || byte === 0x09 || byte === LF || byte === 0x0c || byte === CR || byte === 0x20 || '()<>[]{}/%'.includes(String.fromCharCode(byte)));
}

/** The two bytes pdfjs's Flate decoder checks: method 8, header check, no preset dictionary. */
function isFlateHeader(bytes: ArrayLike<number>, at: number): boolean {
  if (at + 1 >= bytes.length) return false;
  const cmf = bytes[at]!;
  const flg = bytes[at + 1]!;
  return (cmf & 0x0f) === 0x08 && ((cmf << 8) + flg) % 31 === 0 && (flg & 0x20) === 0;
}

interface Unpacked {
  /** bytes out of the innermost level, counted up to just past the limit */
  readonly length: number;
  /** its first two bytes */
  readonly head: readonly number[];
}

/** Unpacks `depth` levels of Flate data (the first level's two header bytes already skipped),
 *  counting what comes out of the innermost and stopping as soon as that passes `limit`. */
function unpack(data: Uint8Array, depth: number, limit: number): Promise<Unpacked> {
  return new Promise((resolve) => {
    const stages: Transform[] = [];
    for (let level = 1; level <= depth; level++) {
      if (level > 1) stages.push(new SkipBytes(2));
      stages.push(createInflateRaw({ dictionary: ZERO_WINDOW, chunkSize: CHUNK, finishFlush: constants.Z_SYNC_FLUSH }));
    }
    for (let i = 1; i < stages.length; i++) stages[i - 1]!.pipe(stages[i]!);
    const first = stages[0]!;
    const last = stages[stages.length - 1]!;
    let length = 0;
    const head: number[] = [];
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      for (const stage of stages) stage.destroy();
      resolve({ length, head });
    };
    // An error ends the count where it is: what came out before it counts (pdfjs, too, has
    // unpacked that much before it meets the error).
    for (const stage of stages) stage.on('error', settle);
    last.on('data', (chunk: Buffer) => {
      for (let i = 0; head.length < 2 && i < chunk.length; i++) head.push(chunk[i]!);
      length += chunk.length;
      if (length > limit) settle();
    });
    last.on('end', settle);
    // Fed a chunk at a time while zlib keeps up; once the Flate data ends, zlib ignores the rest
    // and ends the output, so the feeding stops there.
    let fed = 0;
    first.once('end', () => (fed = data.length));
    const feed = () => {
      while (!settled && fed < data.length) {
        const chunk = data.subarray(fed, (fed += CHUNK));
        if (!first.write(chunk)) {
          first.once('drain', feed);
          return;
        }
      }
      if (!settled && !first.writableEnded) first.end();
    };
    feed();
  });
}

/** Drops the first bytes that pass: the header of nested Flate data. */
class SkipBytes extends Transform {
  private left: number;
  constructor(count: number) {
    super();
    this.left = count;
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    const skipped = Math.min(this.left, chunk.length);
    this.left -= skipped;
    done(null, skipped < chunk.length ? chunk.subarray(skipped) : undefined);
  }
}
