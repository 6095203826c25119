import ExcelJS from 'exceljs';
import { PAIR_FILE_COLUMNS, type PairPersonInput } from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { demoSetContent } from '../src/modules/synastry-sets';

let seq = 0;

/** The demo rule/score set straight in the database (its weights spread the percentages), under its own name. */
export async function insertSet(
  db: Db,
  name = `Pairs test set ${++seq}`,
): Promise<{ id: string; version: number }> {
  const [row] = await db
    .insert(schema.synastrySets)
    .values({ ...demoSetContent(), name })
    .returning({ id: schema.synastrySets.id, version: schema.synastrySets.version });
  if (!row) throw new Error('set insert failed');
  return row;
}

export const mumbai = { pob: 'Mumbai, Maharashtra, India', geoCordinate: { lat: 19.076, lng: 72.8777 } };
export const newYork = {
  pob: 'New York, New York, United States',
  geoCordinate: { lat: 40.7128, lng: -74.006 },
};

export const personA: PairPersonInput = {
  name: 'Arjun',
  gender: 'm',
  dob: '1990-05-15',
  tob: '10:30',
  ...mumbai,
};
export const personB: PairPersonInput = {
  name: 'Priya',
  gender: 'f',
  dob: '1992-11-03',
  tob: '22:15',
  ...mumbai,
};

export type PairFileRow = Record<(typeof PAIR_FILE_COLUMNS)[number], string | number | Date>;

/** A pair row of the file for pair i: names `A i` and `B i`, births spread over the years, in Mumbai and New York. */
export function fileRow(i: number): PairFileRow {
  const day = (n: number) => String(1 + (n % 28)).padStart(2, '0');
  const month = (n: number) => String(1 + (n % 12)).padStart(2, '0');
  return {
    name1: `A ${i}`,
    gender1: 'm',
    dt1: `${1960 + (i % 40)}-${month(i)}-${day(i)} ${String(i % 24).padStart(2, '0')}:15`,
    loc1: mumbai.pob,
    lat1: mumbai.geoCordinate.lat,
    lng1: mumbai.geoCordinate.lng,
    name2: `B ${i}`,
    gender2: i % 3 === 0 ? 'o' : 'f',
    dt2: `${1965 + (i % 35)}-${month(i + 5)}-${day(i + 11)} ${String((i * 7) % 24).padStart(2, '0')}:45`,
    loc2: newYork.pob,
    lat2: newYork.geoCordinate.lat,
    lng2: newYork.geoCordinate.lng,
  };
}

/** An .xlsx of pairs with the twelve columns as its header row. */
export async function pairWorkbook(
  rows: Partial<PairFileRow>[],
  columns: readonly string[] = PAIR_FILE_COLUMNS,
) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Pairs');
  sheet.addRow([...columns]);
  for (const row of rows) sheet.addRow(columns.map((c) => (row as Record<string, unknown>)[c] ?? null));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
