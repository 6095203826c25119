import yauzl from 'yauzl';
import { badRequest, HttpError } from './httpErrors';

/** What an uploaded zip may hold: its number of entries, the bytes one file and all files unpack to. */
export interface ArchiveLimits {
  entries: number;
  fileBytes: number;
  totalBytes: number;
}

const MB = 1024 * 1024;

/**
 * Limits that fit real workbooks: 20,000 pairs (the most an import takes) unpack to about 12 MB, 9 MB of it
 * one sheet; a rule/score set to far less; a workbook holds a few dozen entries.
 */
export const ARCHIVE_LIMITS: ArchiveLimits = { entries: 1000, fileBytes: 32 * MB, totalBytes: 48 * MB };

export const archiveMessages = {
  tooManyEntries: (max: number) =>
    `The file holds more than ${max} parts: it is not a workbook this screen takes.`,
  tooBig: (maxBytes: number) =>
    `The file unpacks to more than ${Math.floor(maxBytes / MB)} MB: split it into smaller files.`,
  partTooBig: (maxBytes: number) =>
    `A sheet or other part of the file unpacks to more than ${Math.floor(maxBytes / MB)} MB: split it into smaller files.`,
  largerThanStated:
    'The file is damaged: a part of it unpacks to more than the size it states. Save it again from the spreadsheet program.',
} as const;

/** Thrown within this file for a zip that cannot be read (damaged, encrypted, an unknown method). */
class Unreadable extends Error {}

function open(data: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    // the sizes are checked here on the bytes really produced, with this file's own messages
    yauzl.fromBuffer(
      data,
      { lazyEntries: true, autoClose: false, validateEntrySizes: false },
      (error, zip) => (error ? reject(new Unreadable(error.message)) : resolve(zip)),
    ),
  );
}

/** The file entries of the central directory (folders left out), none unpacked yet. */
function listFiles(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const files: yauzl.Entry[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      if (!entry.fileName.endsWith('/')) files.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(files));
    zip.on('error', (error: Error) => reject(new Unreadable(error.message)));
    zip.readEntry();
  });
}

function openEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<NodeJS.ReadableStream> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) =>
      error ? reject(new Unreadable(error.message)) : resolve(stream),
    ),
  );
}

/**
 * One entry unpacked into a buffer of the size it states, stopped (the inflater destroyed) at the first
 * chunk that would overflow it: the stated sizes have been held to the limits, so nothing unpacks past
 * them whatever the zip claims.
 */
async function unpack(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  const content = Buffer.alloc(entry.uncompressedSize);
  let produced = 0;
  try {
    for await (const chunk of await openEntry(zip, entry)) {
      const bytes = chunk as Buffer;
      if (produced + bytes.length > content.length) throw badRequest(archiveMessages.largerThanStated);
      produced += bytes.copy(content, produced);
    }
  } catch (error) {
    // a refusal stays as it is; a zlib or read error means a damaged file
    throw error instanceof HttpError ? error : new Unreadable(String(error));
  }
  if (produced < content.length) throw new Unreadable('fewer bytes than stated');
  return content;
}

/**
 * Every file of an uploaded zip, unpacked, by name; null when the data is no readable zip. Before
 * anything is unpacked, the number of entries and the sizes the zip states are held to `limits`; then
 * each file is unpacked counting the bytes it really produces, and one that produces more than it stated
 * (a zip that lies to pass the check) is stopped there. Past a limit: a 400 naming it.
 */
export async function readArchive(
  data: Buffer,
  limits: ArchiveLimits = ARCHIVE_LIMITS,
): Promise<Map<string, Buffer> | null> {
  let zip: yauzl.ZipFile | undefined;
  try {
    zip = await open(data);
    if (zip.entryCount > limits.entries) throw badRequest(archiveMessages.tooManyEntries(limits.entries));
    const files = await listFiles(zip);
    let total = 0;
    for (const file of files) {
      if (file.uncompressedSize > limits.fileBytes)
        throw badRequest(archiveMessages.partTooBig(limits.fileBytes));
      total += file.uncompressedSize;
      if (total > limits.totalBytes) throw badRequest(archiveMessages.tooBig(limits.totalBytes));
    }
    const content = new Map<string, Buffer>();
    for (const file of files) content.set(file.fileName, await unpack(zip, file));
    return content;
  } catch (error) {
    if (error instanceof Unreadable) return null;
    throw error;
  } finally {
    zip?.close();
  }
}
