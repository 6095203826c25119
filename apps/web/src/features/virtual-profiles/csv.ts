import Papa from 'papaparse';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import {
  checkVirtualFile,
  MAX_VIRTUAL_PROFILE_ROWS,
  VIRTUAL_PROFILE_SAMPLE,
  virtualProfileTexts as v,
  type CheckedFile,
} from '@orrery/contract';

dayjs.extend(utc);

/**
 * Reads a virtual-profile file in the browser (papaparse) and runs every check of the file on it:
 * the header, then each row (named by its number), before anything is sent. Parsing stops one row past
 * the most a file may hold: a file of a million lines is refused without being parsed whole.
 */
export function checkCsvText(text: string, today = dayjs.utc().format('YYYY-MM-DD')): CheckedFile {
  const content = text.replace(/^\uFEFF/, '');
  if (!content.trim()) return { rows: [], problems: [v.emptyFile] };
  const records: Record<string, string>[] = [];
  let fields: string[] = [];
  let openQuote = false;
  Papa.parse<Record<string, string>>(content, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
    step: (row, parser) => {
      fields = row.meta.fields ?? fields;
      // a quote left open swallows the rest of the file: no row of it can be trusted
      if (row.errors.some((e) => e.type === 'Quotes')) openQuote = true;
      records.push(row.data);
      if (records.length > MAX_VIRTUAL_PROFILE_ROWS) parser.abort();
    },
  });
  if (openQuote) return { rows: [], problems: [v.parseFailed] };
  return checkVirtualFile(fields, records, today);
}

export async function checkCsvFile(file: File): Promise<CheckedFile> {
  if (!/\.csv$/i.test(file.name)) return { rows: [], problems: [v.onlyCsv] };
  try {
    return checkCsvText(await file.text());
  } catch {
    return { rows: [], problems: [v.parseFailed] };
  }
}

/** Saves the sample file (the header and two rows) in the browser. */
export function downloadSample(): void {
  const url = URL.createObjectURL(
    new Blob([VIRTUAL_PROFILE_SAMPLE + '\n'], { type: 'text/csv;charset=utf-8' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = 'virtual-profiles-sample.csv';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
