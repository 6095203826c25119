import Papa from 'papaparse';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import {
  checkVirtualFile,
  VIRTUAL_PROFILE_SAMPLE,
  virtualProfileTexts as v,
  type CheckedFile,
} from '@orrery/contract';

dayjs.extend(utc);

/**
 * Reads a virtual-profile file in the browser (papaparse) and runs every check of spec/2 section 5 on it:
 * the header, then each row (named by its number), before anything is sent.
 */
export function checkCsvText(text: string, today = dayjs.utc().format('YYYY-MM-DD')): CheckedFile {
  const content = text.replace(/^\uFEFF/, '');
  if (!content.trim()) return { rows: [], problems: [v.emptyFile] };
  const parsed = Papa.parse<Record<string, string>>(content, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
  });
  // a quote left open swallows the rest of the file: no row of it can be trusted
  const fatal = parsed.errors.find((e) => e.type === 'Quotes');
  if (fatal) return { rows: [], problems: [v.parseFailed] };
  return checkVirtualFile(parsed.meta.fields ?? [], parsed.data, today);
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
