import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { ARCHIVE_LIMITS, readArchive, type ArchiveLimits } from './archive';

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

/**
 * The parts of a workbook as an uncompressed zip: exceljs reads only what is given to it, so it never
 * unpacks anything itself (its own reader would trust the sizes a zip states).
 */
async function storedZip(parts: Map<string, Buffer>): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, content] of parts) zip.file(name, content, { binary: true, createFolders: false });
  return zip.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
}

/**
 * The workbook in an .xlsx file, or null when it cannot be read as one. The zip is unpacked by
 * `readArchive`, within `limits` on the bytes really produced (a zip bomb in a small upload is a 400 before
 * it takes memory); exceljs then reads those parts as they are.
 */
export async function readWorkbook(
  data: Buffer,
  limits: ArchiveLimits = ARCHIVE_LIMITS,
): Promise<ExcelJS.Workbook | null> {
  const parts = await readArchive(data, limits);
  if (!parts) return null;
  const workbook = new ExcelJS.Workbook();
  try {
    const stored = await storedZip(parts);
    parts.clear();
    await workbook.xlsx.load(stored as unknown as ArrayBuffer);
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
