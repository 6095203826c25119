import ExcelJS from 'exceljs';
import { SYNASTRY_PLANETS, SYNASTRY_SHEETS, type SynastrySet } from '@orrery/contract';
import { workbookBytes } from '../../lib/spreadsheet';

/** The columns of each sheet, in order: the first row of the sheet names them. */
export const SHEET_COLUMNS: Record<(typeof SYNASTRY_SHEETS)[number], readonly string[]> = {
  Planets: ['planet', 'selected'],
  Orbs: ['key', 'value', 'enabled'],
  'Synastry Category': ['label', 'val1', 'val2', 'val3', 'val4'],
  'Heart Logo': ['label', 'val1', 'val2'],
  'Synastry vs. GM': ['label', 'val1', 'val2'],
  'Synastry Rules': ['rules', 'communication', 'connection', 'energy', 'stability'],
};

type Row = (string | number | null)[];

function rowsOf(set: SynastrySet): Record<keyof typeof SHEET_COLUMNS, Row[]> {
  return {
    Planets: SYNASTRY_PLANETS.map((p) => [p, set.planets.includes(p) ? 1 : 0]),
    Orbs: set.orbs.map((o) => [o.key, o.value, o.enabled ? 1 : 0]),
    'Synastry Category': set.synastryCategory.map((r) => [r.label, r.val1, r.val2, r.val3, r.val4]),
    'Heart Logo': Object.entries(set.heartLogo).map(([label, b]) => [label, b.val1, b.val2]),
    'Synastry vs. GM': set.synastryVsGm.map((r) => [r.label, r.val1, r.val2]),
    'Synastry Rules': set.synastryRules.map((r) => [
      r.rules,
      r.communication,
      r.connection,
      r.energy,
      r.stability,
    ]),
  };
}

/** The set as an .xlsx workbook with its six sheets, headed by their column names. */
export async function setWorkbook(set: SynastrySet): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Orrery';
  const rows = rowsOf(set);
  for (const name of SYNASTRY_SHEETS) {
    const sheet = workbook.addWorksheet(name);
    const columns = SHEET_COLUMNS[name];
    sheet.columns = columns.map((header, i) => ({ header, key: header, width: i === 0 ? 16 : 14 }));
    sheet.getRow(1).font = { bold: true };
    for (const row of rows[name]) sheet.addRow(row);
  }
  return workbookBytes(workbook);
}

/** The download's file name: the set's name, made safe for a file system. */
export function workbookFileName(set: SynastrySet): string {
  const safe = [...set.name].map((c) => (c < ' ' || '\\/:*?"<>|'.includes(c) ? '_' : c)).join('');
  const base = safe.trim() || 'rule-score-set';
  return `${base}.xlsx`;
}
