/**
 * Celebrities: options, form messages, toasts and rules. Plain values
 * (no schemas), so that the console can import them without bundling TypeBox.
 */
export const celebrityTypes = ['hollywood', 'bollywood', 'brazilian'] as const;
export type CelebrityType = (typeof celebrityTypes)[number];

export const celebrityRegions = [
  'west',
  'far_east',
  'east',
  'southwest',
  'south',
  'notb',
  'IN',
  'IN-N',
  'IN-S',
  'IN-E',
  'IN-W',
] as const;
export type CelebrityRegion = (typeof celebrityRegions)[number];

/** Rodden ratings of the birth data's reliability, best first. */
export const roddenRatings = ['AA', 'A', 'B', 'C', 'X', 'XX', 'DD'] as const;
export type RoddenRating = (typeof roddenRatings)[number];

/** V2's publish workflow: publish and unPublish. */
export const celebrityStatuses = ['publish', 'unPublish'] as const;
export type CelebrityStatus = (typeof celebrityStatuses)[number];

export const celebritySortFields = ['fullName', 'createdAt', 'dob', 'rodden', 'celebrity_type'] as const;
export type CelebritySortField = (typeof celebritySortFields)[number];

/** The celebrity form's required messages, exactly as shown. */
export const celebrityFormMessages = {
  fullName: 'Please input your full name!',
  gender: 'Please select your gender!',
  region: 'Please select your preferred cultural regions!',
  height: 'Please input your height!',
  profession: 'Please input your profession!',
  rodden: 'Please input your rodden!',
  jungianType: 'Please select your jungian type!',
  shortIntro: 'Please input your short intro!',
  dob: 'Please select your date of birth!',
  tob: 'Please select your time of birth!',
  pob: 'Please select your place of birth!',
  coordinates: 'Please input your co-ordinates!',
  image: 'Please upload image!',
  credit: 'Please input your credit!',
} as const;

/** Toasts of the celebrity screens, and the V2 workflow's own. */
export const celebrityToasts = {
  added: 'Celebrity added successfully',
  updated: 'Celebrity updated successfully',
  updateFailed: 'Failed to update Celebrity',
  deleted: 'Celebrity deleted successfully',
  deleteFailed: 'failed to Delete',
  uploadFailed: 'Failed to upload image',
  statusFailed: 'Failed to update status',
  statusUpdated: 'Status updated successfully',
  chartSaved: 'Birth chart saved',
  unexpected: 'An unexpected error occurred',
} as const;

/** The server's rules beyond the form's required fields. */
export const celebrityRuleMessages = {
  notFound: 'Celebrity not found',
  staleEdit:
    'This celebrity was changed by someone else since you opened it. Reload to see the latest version, then make your change again.',
  height: 'The height must be between 50 and 280 cm.',
  dobFuture: 'The date of birth cannot be in the future.',
  oneImage: 'Only one image is allowed.',
  imageNotUploaded: 'The image must be uploaded first (image upload).',
  uploadMissing: 'Send one image file as multipart/form-data in the field "file".',
  deleted: 'This celebrity has been deleted and can no longer be changed.',
  chartMismatch:
    "The chart's birth data differs from the celebrity's saved birth details: save the celebrity first, then compute its chart.",
  chartFailed:
    'The birth chart cannot be computed for these birth details: check the date, time and co-ordinates.',
  chartTime: (reason: string) => `The birth time cannot be placed in the birth place's time zone: ${reason}`,
  duplicateLanguage: (language: string) => `The introduction in ${language} is given twice.`,
  unknownLanguage: (language: string) => `${language} is not a language of the Languages area.`,
  /** A publish refused: names everything missing, in a sentence ("…needs a, b and c."). */
  cannotPublish: (missing: string[]) =>
    `This celebrity cannot be published yet. It still needs ${
      missing.length > 1 ? `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}` : missing.join('')
    }.`,
  missingChart: 'the birth chart',
  missingImage: 'the image',
  missingIntroduction: (language: string) => `the introduction in ${language}`,
} as const;

export const celebrityTypeLabels: Record<CelebrityType, string> = {
  hollywood: 'Hollywood',
  bollywood: 'Bollywood',
  brazilian: 'Brazilian',
};

export const celebrityRegionLabels: Record<CelebrityRegion, string> = {
  west: 'West',
  far_east: 'Far East',
  east: 'East',
  southwest: 'Southwest',
  south: 'South',
  notb: 'Not bound',
  IN: 'India',
  'IN-N': 'India North',
  'IN-S': 'India South',
  'IN-E': 'India East',
  'IN-W': 'India West',
};

export const celebrityStatusLabels: Record<CelebrityStatus, string> = {
  publish: 'Published',
  unPublish: 'Unpublished',
};

/**
 * Names and celebrity types are title-cased: the first letter of every word upper-cased,
 * the rest kept ("brad pitt" → "Brad Pitt", "leonardo DiCaprio" → "Leonardo DiCaprio"), spaces collapsed.
 */
export function titleCase(text: string): string {
  return text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(
      /(^|[\s\-(])(\p{Ll})/gu,
      (_, before: string, letter: string) => before + letter.toLocaleUpperCase('en'),
    );
}

/** The birth chart call's fixed values. */
export const CELEBRITY_CHART_DEFAULTS = {
  alt: 0,
  isDefaultBirthChart: true,
  tzOffset: 0,
  roddenValue: 1000,
  type: 'person',
  eventType: 'birth',
} as const;
