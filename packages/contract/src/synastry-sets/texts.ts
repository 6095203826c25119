/** Texts of the Synastry page and its calls, shared by server and console. */
export const synastrySetMessages = {
  added: 'Synastry add success',
  updated: 'Synastry updated successfully',
  deleted: 'Rule/Score set deleted',
  nameRequired: 'Please enter name!',
  copyRequired: 'Please select name!',
  fileRequired: 'Please upload one excel file!',
  duplicateName: (name: string) => `${name} is already exist`,
  fillAllRuleValues: 'Please fill all rule value',
  deleteConfirm: 'Are you sure you want to delete this Rule/Score set?',
  ruleRequired: 'Please select rule',
  communicationRequired: 'please enter communication value',
  connectionRequired: 'please enter connection value',
  energyRequired: 'please enter energy value',
  stabilityRequired: 'please enter stability value',
  notFound: 'This Rule/Score set does not exist (it may have been deleted).',
  staleEdit:
    'This Rule/Score set was changed by someone else since you opened it. Reload it to see the changes, then save again.',
  notOwner: 'Only the admin who created this Rule/Score set, or a superadmin, can change or delete it.',
  otherAdminsList: 'You can only list Rule/Score sets as yourself.',
  unknownRule: (rule: string) => `Unknown synastry rule "${rule}": it is not in the rule catalogue.`,
  duplicateRule: (rule: string) => `The synastry rule "${rule}" is listed twice.`,
  duplicatePlanet: (planet: string) => `The planet "${planet}" is listed twice.`,
  duplicateOrb: (orb: string) => `The orb "${orb}" is listed twice.`,
  orbValueRequired: (label: string) =>
    `The ${label} orb is ticked but has no value: enter its degrees, or untick it.`,
  notXlsx: 'The file is not an Excel workbook (.xlsx).',
  oldXls:
    'This is an old Excel 97-2003 file (.xls). Open it in Excel or LibreOffice, save it as .xlsx, and import that.',
  unreadableXlsx: 'The Excel file could not be read: it is damaged or not a workbook.',
  unknownSheet: (sheet: string) =>
    `Unknown sheet "${sheet}": the file may hold only Planets, Orbs, Synastry Category, Heart Logo, Synastry vs. GM and Synastry Rules.`,
  missingSheet: (sheet: string) => `The sheet "${sheet}" is missing.`,
  tooManyRows: (sheet: string, max: number) => `The sheet "${sheet}" has more than ${max} rows.`,
  cellError: (sheet: string, row: number, message: string) => `${sheet}, row ${row}: ${message}`,
  notNumber: (column: string) => `${column} must be a number.`,
  unknownPlanet: (planet: string) => `unknown planet "${planet}".`,
  unknownOrb: (orb: string) => `unknown orb "${orb}".`,
  unknownLabel: (label: string) => `unknown row "${label}".`,
  outOfRange: (column: string, min: number, max: number) => `${column} must be from ${min} to ${max}.`,
} as const;

/** Sheet names of the rule/score set workbook, in order. */
export const SYNASTRY_SHEETS = [
  'Planets',
  'Orbs',
  'Synastry Category',
  'Heart Logo',
  'Synastry vs. GM',
  'Synastry Rules',
] as const;
