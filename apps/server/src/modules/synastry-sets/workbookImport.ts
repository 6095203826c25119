import type ExcelJS from 'exceljs';
import { DEFAULT_RULE_NAMES } from '@orrery/astro';
import {
  CATEGORY_MAX,
  HEART_LABELS,
  ORB_MAX,
  RULE_DIMENSIONS,
  RULE_WEIGHT,
  STRENGTH_LABELS,
  SYNASTRY_ASPECTS,
  SYNASTRY_PLANETS,
  SYNASTRY_SHEETS,
  synastrySetMessages as m,
  type SynastrySetBody,
} from '@orrery/contract';
import { badRequest } from '../../lib/httpErrors';
import { cellNumber, cellText, readWorkbook, spreadsheetKind, type Cell } from '../../lib/spreadsheet';

type SheetName = (typeof SYNASTRY_SHEETS)[number];
type Content = Omit<SynastrySetBody, 'name'>;

const CATALOGUE = new Set(DEFAULT_RULE_NAMES);
const ASPECT_KEYS = new Set<string>(SYNASTRY_ASPECTS.map((a) => a.key));
const MAX_FAULTS = 5;
/** No sheet of a set comes near this (the catalogue has 253 rules): a larger one is not a set. */
export const MAX_SHEET_ROWS = 2000;

/** A sheet's data rows (the first row holds the column names), blank rows left out. */
function dataRows(sheet: ExcelJS.Worksheet): { n: number; cell: (column: number) => Cell }[] {
  const rows: { n: number; cell: (column: number) => Cell }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, n) => {
    if (n === 1) return;
    const cell = (column: number) => row.getCell(column).value;
    const values = [1, 2, 3, 4, 5].map((c) => cellText(cell(c)));
    if (values.some((v) => v !== '')) rows.push({ n, cell });
  });
  return rows;
}

/** Collects the faults of the whole file: nothing is taken unless there are none. */
class Faults {
  readonly list: string[] = [];
  add(sheet: SheetName, row: number, message: string): void {
    this.list.push(m.cellError(sheet, row, message));
  }
  /** The cell as a number within [min, max]; a fault (and null) otherwise. */
  number(
    sheet: SheetName,
    row: number,
    column: string,
    value: Cell,
    min: number,
    max: number,
  ): number | null {
    const n = cellNumber(value);
    if (n === null) this.add(sheet, row, m.notNumber(column));
    else if (n < min || n > max) this.add(sheet, row, m.outOfRange(column, min, max));
    else return n;
    return null;
  }
  flag(sheet: SheetName, row: number, column: string, value: Cell): boolean {
    const t = cellText(value).toLowerCase();
    if (['1', 'true', 'yes', 'y', 'x'].includes(t)) return true;
    if (['', '0', 'false', 'no', 'n'].includes(t)) return false;
    this.add(sheet, row, `${column} must be 1 (yes) or 0 (no).`);
    return false;
  }
}

function planets(sheet: ExcelJS.Worksheet, f: Faults): string[] {
  const chosen = new Set<string>();
  for (const { n, cell } of dataRows(sheet)) {
    const code = cellText(cell(1)).toLowerCase();
    if (!(SYNASTRY_PLANETS as readonly string[]).includes(code)) f.add('Planets', n, m.unknownPlanet(code));
    else if (f.flag('Planets', n, 'selected', cell(2))) chosen.add(code);
  }
  return SYNASTRY_PLANETS.filter((p) => chosen.has(p));
}

function orbs(sheet: ExcelJS.Worksheet, f: Faults): Content['orbs'] {
  const out: Content['orbs'] = [];
  for (const { n, cell } of dataRows(sheet)) {
    const key = cellText(cell(1));
    if (!ASPECT_KEYS.has(key)) {
      f.add('Orbs', n, m.unknownOrb(key));
      continue;
    }
    const enabled = f.flag('Orbs', n, 'enabled', cell(3));
    const blank = cellText(cell(2)) === '';
    const value = blank ? null : f.number('Orbs', n, 'value', cell(2), 0, ORB_MAX);
    out.push({ key: key as Content['orbs'][number]['key'], value: enabled ? value : null, enabled });
  }
  return out;
}

function categories(sheet: ExcelJS.Worksheet, f: Faults): Content['synastryCategory'] {
  const out: Content['synastryCategory'] = [];
  for (const { n, cell } of dataRows(sheet)) {
    const label = cellText(cell(1));
    if (!(STRENGTH_LABELS as readonly string[]).includes(label))
      f.add('Synastry Category', n, m.unknownLabel(label));
    const [val1, val2, val3, val4] = [2, 3, 4, 5].map(
      (c) => f.number('Synastry Category', n, `val${c - 1}`, cell(c), 0, CATEGORY_MAX) ?? 0,
    ) as [number, number, number, number];
    out.push({ label, val1, val2, val3, val4 });
  }
  return out;
}

function heartLogo(sheet: ExcelJS.Worksheet, f: Faults): Content['heartLogo'] {
  const bands = new Map<string, { val1: number; val2: number }>();
  for (const { n, cell } of dataRows(sheet)) {
    const label = cellText(cell(1));
    if (!(HEART_LABELS as readonly string[]).includes(label)) f.add('Heart Logo', n, m.unknownLabel(label));
    const val1 = f.number('Heart Logo', n, 'val1', cell(2), 0, 100) ?? 0;
    const val2 = f.number('Heart Logo', n, 'val2', cell(3), 0, 100) ?? 0;
    bands.set(label, { val1, val2 });
  }
  const band = (label: (typeof HEART_LABELS)[number]) => {
    const found = bands.get(label);
    if (!found) f.list.push(`Heart Logo: the row "${label}" is missing.`);
    return found ?? { val1: 0, val2: 0 };
  };
  return { veryHigh: band('veryHigh'), high: band('high'), medium: band('medium'), veryLow: band('veryLow') };
}

function versusGm(sheet: ExcelJS.Worksheet, f: Faults): Content['synastryVsGm'] {
  return dataRows(sheet).map(({ n, cell }) => ({
    label: cellText(cell(1)).slice(0, 50),
    val1: f.number('Synastry vs. GM', n, 'val1', cell(2), 0, 100) ?? 0,
    val2: f.number('Synastry vs. GM', n, 'val2', cell(3), 0, 100) ?? 0,
  }));
}

function rules(sheet: ExcelJS.Worksheet, f: Faults): Content['synastryRules'] {
  const out: Content['synastryRules'] = [];
  const seen = new Set<string>();
  for (const { n, cell } of dataRows(sheet)) {
    const name = cellText(cell(1));
    if (!CATALOGUE.has(name)) {
      f.add('Synastry Rules', n, m.unknownRule(name));
      continue;
    }
    if (seen.has(name)) f.add('Synastry Rules', n, m.duplicateRule(name));
    seen.add(name);
    const cells = RULE_DIMENSIONS.map((_, i) => cell(i + 2));
    const filled = cells.filter((c) => cellText(c) !== '').length;
    if (filled > 0 && filled < cells.length) {
      f.add('Synastry Rules', n, m.fillAllRuleValues);
      continue;
    }
    const [communication, connection, energy, stability] = RULE_DIMENSIONS.map((d, i) =>
      filled === 0 ? 0 : (f.number('Synastry Rules', n, d, cells[i], RULE_WEIGHT.min, RULE_WEIGHT.max) ?? 0),
    ) as [number, number, number, number];
    out.push({ rules: name, communication, connection, energy, stability });
  }
  return out;
}

/**
 * The content of an uploaded rule/score set workbook: an .xlsx judged by its bytes,
 * exactly the six sheets, every row sound. Any fault refuses the whole file with 400, naming the sheet
 * and row (the first five faults).
 */
export async function readSetWorkbook(data: Buffer): Promise<Content> {
  const kind = spreadsheetKind(data);
  if (kind === 'xls') throw badRequest(m.oldXls);
  if (kind !== 'xlsx') throw badRequest(m.notXlsx);
  const workbook = await readWorkbook(data);
  if (!workbook) throw badRequest(m.unreadableXlsx);
  const names = workbook.worksheets.map((s) => s.name);
  const unknown = names.find((s) => !(SYNASTRY_SHEETS as readonly string[]).includes(s));
  if (unknown !== undefined) throw badRequest(m.unknownSheet(unknown));
  const missing = SYNASTRY_SHEETS.find((s) => !names.includes(s));
  if (missing) throw badRequest(m.missingSheet(missing));
  const sheet = (name: SheetName) => workbook.getWorksheet(name) as ExcelJS.Worksheet;
  const long = workbook.worksheets.find((s) => s.actualRowCount > MAX_SHEET_ROWS);
  if (long) throw badRequest(m.tooManyRows(long.name, MAX_SHEET_ROWS));

  const f = new Faults();
  const content: Content = {
    planets: planets(sheet('Planets'), f) as Content['planets'],
    orbs: orbs(sheet('Orbs'), f),
    synastryCategory: categories(sheet('Synastry Category'), f),
    heartLogo: heartLogo(sheet('Heart Logo'), f),
    synastryVsGm: versusGm(sheet('Synastry vs. GM'), f),
    synastryRules: rules(sheet('Synastry Rules'), f),
  };
  if (content.synastryCategory.length > STRENGTH_LABELS.length)
    f.list.push(`Synastry Category: at most ${STRENGTH_LABELS.length} rows.`);
  if (content.synastryVsGm.length > 10) f.list.push('Synastry vs. GM: at most 10 rows.');
  if (f.list.length) throw badRequest(f.list.slice(0, MAX_FAULTS).join('\n'));
  return content;
}
