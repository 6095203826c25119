/** Texts of the Current Trends page's settings and source texts. */
export const currentTrendsMessages = {
  settingsSaved: 'Successfully saved.',
  sourceTextSaved: 'successfully saved.',
  scenarioRequired: 'Scenario field cannot be empty in any row.',
  scenarioNumbers: 'Numeric fields must be numbers or empty.',
  scenarioRange: 'Numeric fields must be from 0 to 1.',
  scenarioRows: 'The transit scenario table has at most six rows.',
  scenarioUnknown: (name: string, names: readonly string[]) =>
    `Scenario "${name}" is not one of the six scenarios of the table (${names.join(', ')}): their names cannot be changed.`,
  scenarioTwice: (name: string) => `Scenario "${name}" is given twice: each scenario has one row.`,
  keyRequired: 'key is required.',
  lastLevelRequired: 'last level is required.',
  settingsStale:
    'The astro settings were changed by someone else since you opened them. Reload them to see the changes, then save again.',
  sourceTextStale:
    'This source text was changed by someone else since you opened it. Reload it to see the changes, then save again.',
  orbRange: 'Orbs are numbers of degrees from 0 to 30.',
  peakOrbAboveOrb: 'A peak orb cannot be larger than its orb.',
} as const;
