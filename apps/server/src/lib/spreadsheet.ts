import ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import { badRequest } from './httpErrors';

/** What an uploaded file is, judged by its first bytes (never by its name). */
export type SpreadsheetKind = 'xlsx' | 'xls' | 'other';

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** The OLE2 compound file header of Excel 97–2003 (.xls). */
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

export function spreadsheetKind(data: Buffer): SpreadsheetKind {
  if (data.subarray(0, 4).equals(ZIP)) return 'xlsx';
  if (data.subarray(0, 8).equals(OLE2)) return 'xls';
  return 'other';
}

/** What an .xlsx may unpack to: a few times the largest real workbook, far below what would hurt the server. */
export const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;
export const tooBigToUnpack = 'The file unpacks to more than 200 MB: split it into smaller files.';

/** The sizes a zip's directory declares for its files, added up (read without unpacking); null if not a zip. */
function unpackedSize(data: Buffer): Promise<number | null> {
  return new Promise((resolve) => {
    yauzl.fromBuffer(data, { lazyEntries: true }, (error, zip) => {
      if (error) return resolve(null);
      let total = 0;
      zip.on('entry', (entry: yauzl.Entry) => {
        total += entry.uncompressedSize;
        zip.readEntry();
      });
      zip.on('end', () => resolve(total));
      zip.on('error', () => resolve(null));
      zip.readEntry();
    });
  });
}

/**
 * The workbook in an .xlsx file, or null when it cannot be read as one. A file whose parts would unpack
 * past MAX_UNPACKED_BYTES (a zip bomb in a small upload) is refused before anything is unpacked.
 */
export async function readWorkbook(
  data: Buffer,
  maxUnpacked = MAX_UNPACKED_BYTES,
): Promise<ExcelJS.Workbook | null> {
  const size = await unpackedSize(data);
  if (size === null) return null;
  if (size > maxUnpacked) throw badRequest(tooBigToUnpack);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
    return workbook;
  } catch {
    return null;
  }
}

export type Cell = ExcelJS.CellValue;

/** A cell as trimmed text: rich text joined, a formula's result, a hyperlink's text; '' when empty. */
export function cellText(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if ('text' in value && typeof value.text === 'string') return value.text.trim();
    if ('result' in value) return cellText(value.result as Cell);
    return '';
  }
  return String(value).trim();
}

/** A cell as a number: a number cell, a formula's numeric result or a numeric text; null otherwise. */
export function cellNumber(value: Cell): number | null {
  const raw = typeof value === 'object' && value !== null && 'result' in value ? value.result : value;
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  const t = cellText(raw as Cell);
  const n = Number(t);
  return t !== '' && Number.isFinite(n) ? n : null;
}

/** A new workbook's bytes, ready to send as an .xlsx attachment. */
export async function workbookBytes(workbook: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A Content-Disposition header for a download named `name` (non-ASCII kept through filename*). */
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
