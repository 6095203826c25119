import { once } from 'node:events';
import { createDeflateRaw, crc32, deflateRawSync } from 'node:zlib';
import yauzl from 'yauzl';

/** One part of a zip as written: its deflated bytes, the CRC and length of what they inflate to. */
export interface ZipPart {
  name: string;
  deflated: Buffer;
  crc: number;
  size: number;
  /** The uncompressed size written in both headers (the real size unless the zip lies). */
  declaredSize?: number;
}

export const zipPart = (name: string, content: Buffer): ZipPart => ({
  name,
  deflated: deflateRawSync(content),
  crc: crc32(content),
  size: content.length,
});

/** Every file of a zip (directories left out), inflated. */
export async function zipParts(zip: Buffer): Promise<ZipPart[]> {
  const archive = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: true, autoClose: false }, (error, z) =>
      error ? reject(error) : resolve(z),
    ),
  );
  const entries: yauzl.Entry[] = [];
  await new Promise<void>((resolve, reject) => {
    archive.on('entry', (entry: yauzl.Entry) => {
      if (!entry.fileName.endsWith('/')) entries.push(entry);
      archive.readEntry();
    });
    archive.on('end', resolve);
    archive.on('error', reject);
    archive.readEntry();
  });
  const parts: ZipPart[] = [];
  for (const entry of entries) {
    const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
      archive.openReadStream(entry, (error, s) => (error ? reject(error) : resolve(s))),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    parts.push(zipPart(entry.fileName, Buffer.concat(chunks)));
  }
  archive.close();
  return parts;
}

/**
 * A zip written by hand (deflate, no data descriptors), so that a test can make it lie: a part's
 * `declaredSize` goes into its local header and its central directory entry alike.
 */
export function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const declared = part.declaredSize ?? part.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // names in UTF-8
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(0x0021, 12); // 1980-01-01
    local.writeUInt32LE(part.crc >>> 0, 14);
    local.writeUInt32LE(part.deflated.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by
    central.writeUInt16LE(20, 6); // version needed
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0x0021, 14);
    central.writeUInt32LE(part.crc >>> 0, 16);
    central.writeUInt32LE(part.deflated.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, part.deflated);
    centrals.push(central, name);
    offset += local.length + name.length + part.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const SHEET_HEAD =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_TAIL = '</sheetData></worksheet>';

/**
 * A worksheet part of `bytes` bytes (valid XML: blanks inside sheetData), deflated as it is generated, a
 * megabyte at a time, so that making it never holds more than its deflated bytes.
 */
export async function hugeSheetPart(name: string, bytes: number, declaredSize = bytes): Promise<ZipPart> {
  const blanks = Buffer.alloc(1024 * 1024, 0x20);
  const head = Buffer.from(SHEET_HEAD);
  const tail = Buffer.from(SHEET_TAIL);
  const deflate = createDeflateRaw({ level: 1 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const write = async (chunk: Buffer) => {
    if (!deflate.write(chunk)) await once(deflate, 'drain');
  };
  let crc = crc32(head);
  await write(head);
  let left = bytes - head.length - tail.length;
  while (left > 0) {
    const chunk = left >= blanks.length ? blanks : blanks.subarray(0, left);
    crc = crc32(chunk, crc);
    await write(chunk);
    left -= chunk.length;
  }
  crc = crc32(tail, crc);
  deflate.end(tail);
  await once(deflate, 'end');
  return { name, deflated: Buffer.concat(out), crc, size: bytes, declaredSize };
}

/**
 * The workbook `xlsx` with its first worksheet replaced by one that unpacks to `bytes` while both of its
 * headers say it holds `declaredSize` (the zip bomb that only a count of the bytes really produced finds).
 */
export async function lyingWorkbook(xlsx: Buffer, bytes: number, declaredSize = 4096): Promise<Buffer> {
  const parts = await zipParts(xlsx);
  const sheet = 'xl/worksheets/sheet1.xml';
  const huge = await hugeSheetPart(sheet, bytes, declaredSize);
  return zipOf(parts.map((p) => (p.name === sheet ? huge : p)));
}

/** The workbook `xlsx` with `extra` small parts added (a zip of many entries). */
export async function crowdedWorkbook(xlsx: Buffer, extra: number): Promise<Buffer> {
  const parts = await zipParts(xlsx);
  const filler = Array.from({ length: extra }, (_, i) =>
    zipPart(`docProps/extra${i}.xml`, Buffer.from('<x/>')),
  );
  return zipOf([...parts, ...filler]);
}
