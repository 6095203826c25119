// An .xlsx pair file for the pair import (POST /api/pair/import), made in memory.
import ExcelJS from 'exceljs';

const CITIES = [
  ['Mumbai, India', 19.076, 72.8777],
  ['London, United Kingdom', 51.5074, -0.1278],
  ['New York, United States', 40.7128, -74.006],
  ['São Paulo, Brazil', -23.5505, -46.6333],
];

/** An .xlsx of `n` pairs: births spread over 1960–2004, noon-ish local times (never in a DST gap). */
export async function pairFile(n) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Pairs');
  // the twelve columns of a pair file: name1, gender1, dt1, loc1, lat1, lng1, then the same for 2
  sheet.addRow([1, 2].flatMap((k) => ['name', 'gender', 'dt', 'loc', 'lat', 'lng'].map((c) => `${c}${k}`)));
  const two = (v) => String(v).padStart(2, '0');
  for (let i = 0; i < n; i++) {
    const [l1, a1, g1] = CITIES[i % 4];
    const [l2, a2, g2] = CITIES[(i * 7 + 1) % 4];
    const dt = (k) =>
      `${1960 + ((i * k) % 45)}-${two(1 + ((i * k) % 12))}-${two(1 + ((i * 3 + k) % 28))} ${two(10 + (i % 8))}:${two((i * k) % 60)}`;
    sheet.addRow([`A ${i}`, 'm', dt(1), l1, a1, g1, `B ${i}`, i % 5 ? 'f' : 'o', dt(7), l2, a2, g2]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
