import { DateTime } from 'luxon';
import { PAIR_FILE_COLUMNS, pairMessages, type PairPersonInput } from '@orrery/contract';
import type { PairImportRow } from '@orrery/db/schema';
import { badRequest } from '../../lib/httpErrors';
import { cellNumber, cellText, readWorkbook, spreadsheetKind, type Cell } from '../../lib/spreadsheet';

/** The largest file of pairs taken at once. */
export const MAX_FILE_PAIRS = 20_000;

const DATE_FORMATS = ['dd/MM/yyyy HH:mm', 'dd-MM-yyyy HH:mm'];
/** The usual writing, read without luxon's format parser (a file holds thousands of them). */
const ISO_LIKE = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(?:Z)?$/;

const two = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DDTHH:mm` of a wall time held in a Date's UTC fields, if its year is 1900 to 2100. */
function written(d: Date): string | null {
  const year = d.getUTCFullYear();
  if (Number.isNaN(year) || year < 1900 || year > 2100) return null;
  return `${year}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())}T${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

function fromText(t: string): string | null {
  const m = ISO_LIKE.exec(t);
  if (m) {
    const [year = 0, month = 0, day = 0, hour = 0, minute = 0] = m.slice(1).map(Number);
    const d = new Date(Date.UTC(year, month - 1, day, hour, minute));
    // 2021-02-30 rolls over to March: no such date
    return d.getUTCMonth() === month - 1 && d.getUTCDate() === day && hour < 24 && minute < 60
      ? written(d)
      : null;
  }
  let dt = DateTime.fromISO(t, { zone: 'utc' });
  for (const format of DATE_FORMATS) if (!dt.isValid) dt = DateTime.fromFormat(t, format, { zone: 'utc' });
  return dt.isValid ? written(dt.toJSDate()) : null;
}

/**
 * A birth date and time as written in the sheet: an Excel date cell (its wall time, stored as if UTC)
 * or a text `YYYY-MM-DD HH:mm` (also ISO with T, `DD/MM/YYYY HH:mm`). Years 1900 to 2100.
 */
function dateTime(value: Cell): string | null {
  return value instanceof Date ? written(value) : fromText(cellText(value));
}

const GENDERS: Record<string, 'm' | 'f' | 'o'> = {
  m: 'm',
  male: 'm',
  f: 'f',
  female: 'f',
  o: 'o',
  other: 'o',
};

/** The row's fault, or null: every one of the twelve cells present and sound. */
function rowOf(
  get: (column: string) => Cell,
): PairImportRow | { name1: string; name2: string; fault: string } {
  const name1 = cellText(get('name1')).slice(0, 100);
  const name2 = cellText(get('name2')).slice(0, 100);
  const faults: string[] = [];
  const person = (n: 1 | 2) => {
    const gender = GENDERS[cellText(get(`gender${n}`)).toLowerCase()];
    const dt = dateTime(get(`dt${n}`));
    const loc = cellText(get(`loc${n}`)).slice(0, 300);
    const lat = cellNumber(get(`lat${n}`));
    const lng = cellNumber(get(`lng${n}`));
    if (!cellText(get(`name${n}`))) faults.push(`name${n} is empty`);
    if (!gender) faults.push(`gender${n} must be m, f or o`);
    if (!dt) faults.push(`dt${n} is not a date and time (YYYY-MM-DD HH:mm)`);
    if (!loc) faults.push(`loc${n} is empty`);
    if (lat === null || lat < -90 || lat > 90) faults.push(`lat${n} must be a number from -90 to 90`);
    if (lng === null || lng < -180 || lng > 180) faults.push(`lng${n} must be a number from -180 to 180`);
    return { gender: gender ?? 'o', dt: dt ?? '', loc, lat: lat ?? 0, lng: lng ?? 0 };
  };
  const p1 = person(1);
  const p2 = person(2);
  if (faults.length) return { name1, name2, fault: faults.join('; ') };
  return {
    name1,
    gender1: p1.gender,
    dt1: p1.dt,
    loc1: p1.loc,
    lat1: p1.lat,
    lng1: p1.lng,
    name2,
    gender2: p2.gender,
    dt2: p2.dt,
    loc2: p2.loc,
    lat2: p2.lat,
    lng2: p2.lng,
  };
}

/** Person n of a checked row, in the manual modal's shape. */
export function personOfRow(row: PairImportRow, n: 1 | 2): PairPersonInput {
  const dt = n === 1 ? row.dt1 : row.dt2;
  return {
    name: n === 1 ? row.name1 : row.name2,
    gender: (n === 1 ? row.gender1 : row.gender2) as PairPersonInput['gender'],
    dob: dt.slice(0, 10),
    tob: dt.slice(11, 16),
    pob: n === 1 ? row.loc1 : row.loc2,
    geoCordinate: { lat: n === 1 ? row.lat1 : row.lat2, lng: n === 1 ? row.lng1 : row.lng2 },
  };
}

export const rowRefusal = (row: number, name1: string, name2: string, fault: string) =>
  badRequest(`${pairMessages.badRow(name1, name2)} (row ${row}: ${fault})`);

/**
 * The pairs of an uploaded workbook, every row checked before anything is written: the first sheet, a
 * header row naming the twelve columns (any order, any case), then one pair a row; empty rows are
 * skipped. The file is judged by its content (a zip holding a workbook), never by its name.
 */
export async function readPairFile(data: Buffer): Promise<{ rows: PairImportRow[]; lines: number[] }> {
  const workbook = spreadsheetKind(data) === 'xlsx' ? await readWorkbook(data) : null;
  if (!workbook) throw badRequest(pairMessages.notXlsx);
  const sheet = workbook.worksheets[0];
  if (!sheet || sheet.rowCount < 2) throw badRequest(pairMessages.emptyFile);
  const header = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, col) => header.set(cellText(cell.value).toLowerCase(), col));
  const missing = PAIR_FILE_COLUMNS.filter((c) => !header.has(c));
  if (missing.length) throw badRequest(pairMessages.missingColumns(missing));
  const rows: PairImportRow[] = [];
  const lines: number[] = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    if (!row.hasValues) continue;
    const checked = rowOf((column) => row.getCell(header.get(column) ?? 0).value);
    if ('fault' in checked) throw rowRefusal(r, checked.name1, checked.name2, checked.fault);
    rows.push(checked);
    lines.push(r);
    if (rows.length > MAX_FILE_PAIRS) throw badRequest(pairMessages.tooManyRows(MAX_FILE_PAIRS));
  }
  if (!rows.length) throw badRequest(pairMessages.emptyFile);
  return { rows, lines };
}
