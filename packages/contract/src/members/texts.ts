import { DateTime } from 'luxon';

/** Texts of the member detail screen and its calls: plain values, no schemas. */
export const memberToasts = {
  created: 'User has been created successfully',
  updated: 'User has been updated successfully',
  fileDeleted: 'File deleted success',
  fileUploaded: 'File uploaded successfully',
  previousMissing: 'Previous Member not available.',
  nextMissing: 'Next Member not available.',
  uploadFailed: 'Failed to upload image',
  deleteFailed: 'failed to Delete',
} as const;

export const memberRuleMessages = {
  notFound: 'Member not found',
  photoNotFound: 'This photo does not exist (it may have been deleted already).',
  emailTaken: 'A member with this email already exists.',
  staleEdit:
    'This member was changed by someone else since you opened it. Reload to see the latest version, then make your change again.',
  activeAndDormant: 'A member cannot be both Active and Dormant: choose one.',
  activeOrDormant: 'A member is either Active or Dormant: tick one of them.',
  onHoldReason: 'Please give the reason for putting this member on hold.',
  ageRange: 'The age range must run from a lower age to a higher one, between 18 and 100.',
  dobFuture: 'The date of birth cannot be in the future.',
  dobTooYoung: 'A member must be at least 18 years old.',
  deletedReadOnly:
    'This account is deleted (pending deletion until its data is removed): it can no longer be edited.',
  tooManyPhotos: (max: number) =>
    `A member can have at most ${max} photos. Delete one before uploading another.`,
  uploadName: 'The upload path must name the file <member id>-<timestamp>.jpg.',
  noFile: 'Send one image file as multipart/form-data in the field "file".',
  chartMissing: (fields: string[]) =>
    `This member's chart cannot be drawn: the ${fields.join(', ')} ${fields.length > 1 ? 'are' : 'is'} missing.`,
  chartTime: (detail: string) => `This member's birth time cannot be placed: ${detail}`,
} as const;

/**
 * The account states a member may be saved in: Active or Dormant, one of them
 * (Admin blocked and On hold come on top). The member form and the server both check with this.
 */
export function accountStateProblem(state: { active: boolean; dormant: boolean }): string | undefined {
  if (state.active && state.dormant) return memberRuleMessages.activeAndDormant;
  if (!state.active && !state.dormant) return memberRuleMessages.activeOrDormant;
  return undefined;
}

/** Form messages of the member form and the create-member form. */
export const memberFormMessages = {
  roles:
    "A member's roles follow the account state (active, plus blocked when admin-blocked): a member cannot be given a staff role such as admin or superadmin.",
  nickName: 'Please enter the nickname!',
  email: 'Please enter email id!',
  emailInvalid: 'Please enter a valid email address!',
  gender: 'Please select gender!',
  dob: 'Please enter the date of birth as DD-MMM-YYYY, DD-MM-YYYY, DD-MMM-YY or YYYY-MM-DD!',
  tob: 'The time of birth must be written HH:mm.',
  height: 'The height must be between 50 and 272 cm.',
  enumeration: (field: string) => `Please choose one of the listed values for ${field}.`,
  tooLong: (label: string, max: number) => `${label} can be at most ${max} characters.`,
} as const;

/** Height limits in metres (the form enters cm). */
export const MEMBER_HEIGHT_MIN_M = 0.5;
export const MEMBER_HEIGHT_MAX_M = 2.72;
export const MEMBER_MIN_AGE = 18;
export const MEMBER_MAX_AGE = 100;

/** Members and admins alike are adults: at least this old on the day a birth date is saved. */
export const ADULT_AGE = 18;

/** The latest birth date (YYYY-MM-DD) of someone at least `years` old on `today` (YYYY-MM-DD). */
export function latestAdultBirthDate(today: string, years: number = ADULT_AGE): string {
  // 29 February counted back to a common year is the 28th
  return DateTime.fromISO(today, { zone: 'utc' }).minus({ years }).toISODate() ?? today;
}

/** Whether a birth date (YYYY-MM-DD) makes someone at least 18 on `today` (YYYY-MM-DD). */
export const isAdultBirthDate = (dob: string, today: string) =>
  dob.slice(0, 10) <= latestAdultBirthDate(today);
