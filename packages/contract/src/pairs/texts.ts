/** User-facing texts of the pair tests, shared by server and console. */
export const pairMessages = {
  groupRequired: 'please select group',
  groupNameRequired: 'Please enter group name!',
  fileRequired: 'Please upload one excel file!',
  nameA: 'please enter person A name',
  nameB: 'please enter person B name',
  gender: 'please select gender',
  dob: 'please select date of birth',
  tob: 'please select time of birth',
  pob: 'please select place of birth',
  pairCount: 'Add at least 1 and at most 5 pairs.',
  setRequired: 'please select a Rule/Score set',
  pageOrPair: 'Send either groupId (with pageNo and pageLimit) or pairId.',
  badRow: (name1: string, name2: string) => `Please check this user Details ${name1}, ${name2}`,
  created: (n: number) => `${n} pair${n === 1 ? '' : 's'} created successfully`,
  groupCreated: 'Pair group created successfully',
  groupDeleted: 'Pair group deleted successfully',
  groupNotFound: 'Pair group not found',
  pairNotFound: 'Pair not found',
  setNotFound: 'Rule/Score set not found',
  importNotFound: 'Import not found',
  groupTaken: (name: string) => `${name} is already exist`,
  staleGroup:
    'This pair group was changed by someone else since you opened it. Reload to see it, then try again.',
  deleteConfirm: 'Are you sure you want to delete this pair group?',
  dstGap: (who: string, local: string, zone: string) =>
    `${who}: ${local} does not exist in ${zone} (the clocks jumped forward over it). Check the time of birth.`,
  notXlsx: 'The file is not an Excel workbook (.xlsx). An old .xls file must be saved as .xlsx first.',
  emptyFile: 'The file holds no pair rows.',
  missingColumns: (names: string[]) =>
    `The sheet lacks the column${names.length === 1 ? '' : 's'} ${names.join(', ')}.`,
  tooManyRows: (max: number) => `A file may hold at most ${max} pairs.`,
  importQueued: (n: number) => `Importing ${n} pairs`,
  imported: (n: number) => `${n} pairs imported successfully`,
  importFailed: 'The import stopped',
} as const;

/** The columns of a pair file, in order. */
export const PAIR_FILE_COLUMNS = [
  'name1',
  'gender1',
  'dt1',
  'loc1',
  'lat1',
  'lng1',
  'name2',
  'gender2',
  'dt2',
  'loc2',
  'lat2',
  'lng2',
] as const;

/** At most this many pairs from the manual modal; the multiple-pair page size. */
export const MAX_MANUAL_PAIRS = 5;
export const PAIR_PAGE_SIZE = 20;
/** The default pair-group name for a new pair row. */
export const DEFAULT_PAIR_GROUP = 'longMarriage';
