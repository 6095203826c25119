import { DateTime } from 'luxon';
import { jungianTypes } from '../members/values';
import { MEMBER_MAX_AGE, MEMBER_MIN_AGE } from '../members/texts';

/** User-facing texts of the Virtual Profile screen. */
export const virtualProfileTexts = {
  onlyCsv: 'Only .csv files are accepted.',
  parseFailed: 'Failed to parse file.',
  emptyFile: 'File is empty or malformed.',
  noValidData: 'No valid data found in file.',
  invalidFields: 'Invalid fields found in file',
  saved: 'Data saved to table successfully!',
  rowUploaded: (n: number) => `Row ${n} Data uploaded successfully!`,
  rowFailed: (n: number, message: string) => `Row ${n} upload failed: ${message}`,
  uploadFirst: 'Please upload a file to proceed',
  dobFormat: (n: number) => `DOB format invalid in row ${n}`,
  missing: (n: number, fields: string[]) => `Missing data in row ${n} (${fields.join(', ')})`,
  gender: (n: number) => `Gender must be f or m in row ${n}`,
  wantsToMeet: (n: number) => `Wants to meet must be f or m in row ${n}`,
  language: (n: number) => `Language must be pt_BR or en in row ${n}`,
  purpose: (n: number) =>
    `Purpose must be one of other, networking, friendship, long_term_dating, casual_dating in row ${n}`,
  jungianType: (n: number) =>
    `Personality type must be one of the 16 Jungian types (INTJ, ENFP, …) in row ${n}`,
  email: (n: number) => `Email is not valid in row ${n}`,
  emailRepeated: (n: number, first: number) => `Email repeated in row ${n} (first in row ${first})`,
  emailTaken: (n: number, email: string) => `Email ${email} is already used by a member (row ${n})`,
  number: (n: number, field: string, min: number, max: number) =>
    `${field} must be a number from ${min} to ${max} in row ${n}`,
  age: (n: number) => `Age must be a whole number from ${MEMBER_MIN_AGE} to ${MEMBER_MAX_AGE} in row ${n}`,
  adult: (n: number) => `The date of birth is of someone under ${MEMBER_MIN_AGE} in row ${n}`,
  tooLong: (n: number, field: string, max: number) =>
    `${field} may hold at most ${max} characters in row ${n}`,
  tooManyRows: (max: number) => `A file may hold at most ${max} rows.`,
  rowCount: (max: number) => `must hold from 1 to ${max} rows`,
  libraryEmpty: 'The image library is empty: upload images on the Image screen first.',
  imageNotFound: (n: number) => `The image of row ${n} is not in the image library`,
  importNotFound: 'Import not found',
  importQueued: (n: number) => `Creating ${n} virtual profile${n === 1 ? '' : 's'}`,
  imported: (n: number) => `${n} virtual profile${n === 1 ? '' : 's'} created successfully`,
  importFailed: 'The import stopped',
  created: 'Virtual profile created successfully',
} as const;

/** The columns of a virtual-profile file, in the sample file's order; `image` (a library image id) may be blank. */
export const VIRTUAL_PROFILE_COLUMNS = [
  'name',
  'email',
  'dob',
  'pob',
  'pobLat',
  'ponLang',
  'age',
  'city',
  'lat',
  'lang',
  'bio',
  'jungian_type',
  'gender',
  'language',
  'wants_to_meet',
  'purpose',
  'image',
] as const;
export type VirtualProfileColumn = (typeof VIRTUAL_PROFILE_COLUMNS)[number];
export const OPTIONAL_VIRTUAL_PROFILE_COLUMNS: readonly VirtualProfileColumn[] = ['image'];
/** A leading "#" column: the row number, accepted and ignored (rows are named by their place in the file). */
export const ROW_NUMBER_COLUMN = '#';

export const virtualProfileLanguages = ['pt_BR', 'en'] as const;
export const virtualProfileGenders = ['f', 'm'] as const;
export const virtualProfilePurposes = [
  'other',
  'networking',
  'friendship',
  'long_term_dating',
  'casual_dating',
] as const;
/** Rows a file (or one "Create all") may hold. */
export const MAX_VIRTUAL_PROFILE_ROWS = 20_000;
export const VIRTUAL_TEXT_MAX = { name: 100, email: 254, pob: 200, city: 100, bio: 2000 } as const;

/** Date of birth: ISO 8601 date and time, seconds required, milliseconds optional, zone optional. */
export const VIRTUAL_DOB_PATTERN =
  '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,3})?(Z|[+-]\\d{2}:\\d{2})?$';
const DOB = new RegExp(VIRTUAL_DOB_PATTERN);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** One checked row (the call's body): numbers are numbers. */
export interface VirtualProfileRow {
  name: string;
  email: string;
  dob: string;
  pob: string;
  pobLat: number;
  ponLang: number;
  age: number;
  city: string;
  lat: number;
  lang: number;
  bio: string;
  jungian_type: string;
  gender: string;
  language: string;
  wants_to_meet: string;
  purpose: string;
  image?: string;
  /** The row's number in the file (1 = the first row under the header). */
  row?: number;
}

/** Whether a date of birth is in the accepted form (`DOB`) and names a real date and time from 1900 on. */
export function isVirtualDob(text: string): boolean {
  return DOB.test(text) && text >= '1900' && DateTime.fromISO(text, { setZone: true }).isValid;
}

const oneOf = (list: readonly string[], value: string) => list.includes(value);

/**
 * The first rule a typed row breaks, as the message naming its row (n); null when it is fine. The console
 * runs it on every parsed row, the server on every row it is sent (`today` is YYYY-MM-DD, UTC).
 */
export function virtualRowProblem(row: VirtualProfileRow, n: number, today: string): string | null {
  if (!isVirtualDob(row.dob)) return virtualProfileTexts.dobFormat(n);
  if (!oneOf(virtualProfileGenders, row.gender)) return virtualProfileTexts.gender(n);
  if (!oneOf(virtualProfileGenders, row.wants_to_meet)) return virtualProfileTexts.wantsToMeet(n);
  if (!oneOf(virtualProfileLanguages, row.language)) return virtualProfileTexts.language(n);
  if (!oneOf(virtualProfilePurposes, row.purpose)) return virtualProfileTexts.purpose(n);
  if (!oneOf(jungianTypes, row.jungian_type)) return virtualProfileTexts.jungianType(n);
  if (!EMAIL.test(row.email)) return virtualProfileTexts.email(n);
  const ranges: [keyof VirtualProfileRow, string, number][] = [
    ['pobLat', 'Latitude of place of birth', 90],
    ['ponLang', 'Longitude of place of birth', 180],
    ['lat', 'Current latitude', 90],
    ['lang', 'Current longitude', 180],
  ];
  for (const [key, label, max] of ranges) {
    const value = row[key];
    if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > max)
      return virtualProfileTexts.number(n, label, -max, max);
  }
  if (!Number.isInteger(row.age) || row.age < MEMBER_MIN_AGE || row.age > MEMBER_MAX_AGE)
    return virtualProfileTexts.age(n);
  if (
    row.dob.slice(0, 10) >
    DateTime.fromISO(today, { zone: 'utc' }).minus({ years: MEMBER_MIN_AGE }).toISODate()!
  )
    return virtualProfileTexts.adult(n);
  for (const [key, max] of Object.entries(VIRTUAL_TEXT_MAX) as [keyof typeof VIRTUAL_TEXT_MAX, number][])
    if (row[key].length > max) return virtualProfileTexts.tooLong(n, key, max);
  return null;
}

/** A row's problem or its typed row. */
export type CheckedRow = { row: VirtualProfileRow } | { problem: string };

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** One parsed CSV record (text cells) to a typed row, or the message of the first rule it breaks. */
export function checkVirtualRecord(
  record: Record<string, string | undefined>,
  n: number,
  today: string,
): CheckedRow {
  const cell = (key: VirtualProfileColumn) => (record[key] ?? '').trim();
  const missing = VIRTUAL_PROFILE_COLUMNS.filter(
    (key) => !OPTIONAL_VIRTUAL_PROFILE_COLUMNS.includes(key) && cell(key) === '',
  );
  if (missing.length) return { problem: virtualProfileTexts.missing(n, missing) };
  const num = (key: VirtualProfileColumn) => (NUMBER.test(cell(key)) ? Number(cell(key)) : Number.NaN);
  const row: VirtualProfileRow = {
    name: cell('name'),
    email: cell('email').toLowerCase(),
    dob: cell('dob'),
    pob: cell('pob'),
    pobLat: num('pobLat'),
    ponLang: num('ponLang'),
    age: num('age'),
    city: cell('city'),
    lat: num('lat'),
    lang: num('lang'),
    bio: cell('bio'),
    jungian_type: cell('jungian_type').toUpperCase(),
    gender: cell('gender'),
    language: cell('language'),
    wants_to_meet: cell('wants_to_meet'),
    purpose: cell('purpose'),
    row: n,
    ...(cell('image') ? { image: cell('image') } : {}),
  };
  const problem = virtualRowProblem(row, n, today);
  return problem ? { problem } : { row };
}

/** The outcome of checking a whole file: the good rows and one message per bad row (or for the file). */
export interface CheckedFile {
  rows: VirtualProfileRow[];
  problems: string[];
}

/**
 * Checks a parsed file: its header (an unknown column refuses the file), then every record, then e-mails
 * repeated within the file. Rows are numbered from 1 (the first under the header).
 */
export function checkVirtualFile(
  fields: readonly string[],
  records: Record<string, string | undefined>[],
  today: string,
): CheckedFile {
  const known = new Set<string>([...VIRTUAL_PROFILE_COLUMNS, ROW_NUMBER_COLUMN]);
  const header = fields.map((f) => f.trim()).filter((f) => f !== '');
  if (!header.length || !records.length) return { rows: [], problems: [virtualProfileTexts.emptyFile] };
  if (header.some((f) => !known.has(f))) return { rows: [], problems: [virtualProfileTexts.invalidFields] };
  if (records.length > MAX_VIRTUAL_PROFILE_ROWS)
    return { rows: [], problems: [virtualProfileTexts.tooManyRows(MAX_VIRTUAL_PROFILE_ROWS)] };
  const rows: VirtualProfileRow[] = [];
  const problems: string[] = [];
  const firstRowOf = new Map<string, number>();
  records.forEach((record, i) => {
    const checked = checkVirtualRecord(record, i + 1, today);
    if ('problem' in checked) return void problems.push(checked.problem);
    const first = firstRowOf.get(checked.row.email);
    if (first !== undefined) return void problems.push(virtualProfileTexts.emailRepeated(i + 1, first));
    firstRowOf.set(checked.row.email, i + 1);
    rows.push(checked.row);
  });
  return { rows, problems };
}

/** The sample file the screen offers: the header and two rows. */
export const VIRTUAL_PROFILE_SAMPLE = [
  VIRTUAL_PROFILE_COLUMNS.join(','),
  'Ana Souza,ana.souza@example.com,1994-03-12T14:30:00.000Z,"São Paulo, Brazil",-23.5505,-46.6333,32,São Paulo,-23.5614,-46.6559,Loves the sea and old films.,ENFP,f,pt_BR,m,long_term_dating,',
  'John Miller,john.miller@example.com,1988-11-02T08:15:00Z,"London, United Kingdom",51.5072,-0.1276,38,London,51.5155,-0.0922,Runner and amateur astronomer.,ISTJ,m,en,f,friendship,',
].join('\n');
