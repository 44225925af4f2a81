// PDFs written byte by byte for the reader's tests: objects numbered from 1 in the order given
// (the first is the catalog), with a cross-reference table and a trailer.

/** A stream object: its dictionary entries (besides /Length) and its data. */
export function pdfStream(dict: string, data: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`<< /Length ${data.length}${dict === '' ? '' : ` ${dict}`} >>\nstream\n`), data, Buffer.from('\nendstream')]);
}

/** A whole PDF 1.4 file of these objects (text is written as Latin-1 bytes). */
export function assemblePdf(objects: readonly (Buffer | string)[]): Buffer {
  const parts = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, i) => {
    const object = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), typeof body === 'string' ? Buffer.from(body, 'latin1') : body, Buffer.from('\nendobj\n')]);
    offsets.push(length);
    parts.push(object);
    length += object.length;
  });
  const xref = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  parts.push(Buffer.from(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`));
  return Buffer.concat(parts);
}
