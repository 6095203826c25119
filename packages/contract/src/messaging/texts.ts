/** Push notifications and e-mails: limits, choices and the texts people read. */

/** The push notification keys, as `GET user/notificationKey` lists them. */
export const NOTIFICATION_KEYS = [
  { key: 'been_matched', title: 'Been matched' },
  { key: 'been_liked', title: 'Been liked' },
  { key: 'been_superliked', title: 'Been superliked' },
  { key: 'message_received', title: 'Message received' },
  { key: 'astro_insights', title: 'Astro insights' },
] as const;
export type NotificationKey = (typeof NOTIFICATION_KEYS)[number]['key'];

/** The push language choice (mobile keys). */
export const PUSH_LANGUAGES = [
  { key: 'en', label: 'English' },
  { key: 'pt_br', label: 'Português (Brasil)' },
] as const;

/** What sent a push or an e-mail, as the history tables name it: the console, or an automatic reminder. */
const SEND_KIND_LABELS: Record<string, string> = {
  manual: 'Manual',
  incomplete_reminder: 'Automatic: incomplete profile',
  logout_reminder: 'Automatic: signed out',
};
export const sendKindLabel = (kind: string): string => SEND_KIND_LABELS[kind] ?? kind;

export const MESSAGE_TEXT_MAX = 200;
/** A push's description (shown in the history, never sent) and a manual e-mail's body. */
export const NOTIFICATION_DESCRIPTION_MAX = 2000;
export const EMAIL_BODY_MAX = 20_000;
export const PUSH_AGE = { min: 18, max: 100 } as const;
/** Pasted user IDs a push takes at most. */
export const USER_IDS_MAX = 20_000;
/** Location searches start at this many characters. */
export const LOCATION_SEARCH_MIN = 3;
/** Notification table cells and e-mail history subject/body are cut here. */
export const MESSAGING_CELL_CUT = 35;

/** The history's note on a push or e-mail some of whose recipients are demo data. */
export const demoRecipientsNote = (count: number) =>
  count === 1
    ? '1 recipient is demo data: its message was kept in the outbox, not sent.'
    : `${count.toLocaleString('en-US')} recipients are demo data: their messages were kept in the outbox, not sent.`;

const heldBack = (count: number) => `${count.toLocaleString('en-US')} held back by the frequency cap`;

export const pushMessages = {
  /** Under a history row's Reached: what the frequency cap held back. */
  heldBack,
  audienceCountFailed: 'The audience could not be counted; change a choice to try again.',
  /** Under the audience count: who a send now would leave out. */
  audienceLeftOut: (cap: number, tokenless: number) =>
    [cap ? heldBack(cap) : '', tokenless ? `${tokenless.toLocaleString('en-GB')} without a push token` : '']
      .filter(Boolean)
      .join(', ') + (cap && tokenless ? ' (a member may be both).' : '.'),
  keyRequired: 'Please select Notification Key',
  headingRequired: 'Please enter Notification Heading',
  textRequired: 'Please enter Notification Text',
  fromAgeRequired: 'Please enter From Age Value',
  toAgeRequired: 'Please enter To Age Value',
  targetRequired: 'Please mark at least one field to send notification',
  confirm: 'Are you sure want to Send Notification?',
  headingTooLong: `Notification Heading can be at most ${MESSAGE_TEXT_MAX} characters.`,
  textTooLong: `Notification Text can be at most ${MESSAGE_TEXT_MAX} characters.`,
  ageRange: `Ages must be whole numbers from ${PUSH_AGE.min} to ${PUSH_AGE.max}.`,
  descriptionTooLong: `Description can be at most ${NOTIFICATION_DESCRIPTION_MAX.toLocaleString('en-US')} characters.`,
  ageOrder: 'From Age cannot be more than To Age.',
  userIdsInvalid: `User IDs must be member IDs such as 3f2b8c1e-6a0d-4e8f-9b7a-1c2d3e4f5a6b (at most ${USER_IDS_MAX.toLocaleString('en-US')}).`,
  badUserIds: (ids: readonly string[]) =>
    `These user IDs are not members: ${ids.slice(0, 5).join(', ')}${ids.length > 5 ? ` and ${ids.length - 5} more` : ''}.`,
  emptyAudience: 'No member matches this audience: nothing was sent.',
  queued: (count: number) =>
    `Notification queued for ${count.toLocaleString('en-US')} member${count === 1 ? '' : 's'}.`,
  scheduled: (count: number, when: string) =>
    `Notification scheduled for ${when}; ${count.toLocaleString('en-US')} member${count === 1 ? '' : 's'} match now.`,
  noCities: 'No cities found',
  typeMore: `Type at least ${LOCATION_SEARCH_MIN} letters`,
  placesFailed: 'The places could not be loaded. Type again to retry.',
  anyLanguage: 'Any language',
  noStates: 'No State found',
  noCountries: 'No Country found',
  noTitle: 'No notification title found',
  noDescription: 'No Description found',
  notFound: 'That notification was not found.',
} as const;

export const emailMessages = {
  required: 'Please provide all the required fields to send an email.',
  subjectTooLong: `The subject can be at most ${MESSAGE_TEXT_MAX} characters.`,
  bodyTooLong: `The body can be at most ${EMAIL_BODY_MAX.toLocaleString('en-US')} characters.`,
  language: 'Language must be en or pt_br.',
  confirm: 'Are you sure want to send this email?',
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
  unsubscribed: 'The member turned e-mails off.',
  queued: (count: number) =>
    `Email queued for ${count.toLocaleString('en-US')} member${count === 1 ? '' : 's'}.`,
  scheduled: (count: number, when: string) =>
    `Email scheduled for ${when} to ${count.toLocaleString('en-US')} member${count === 1 ? '' : 's'}.`,
  notFound: 'That e-mail was not found.',
  loadSettingsFailed: 'Failed to load email settings',
  saveFailed: 'Something went wrong',
  saved: 'Email settings updated successfully',
} as const;

export const reminderMessages = {
  saved: 'Notification settings updated successfully',
  hours: (label: string) => `${label} must be a whole number of hours from 1 to 8760.`,
  switch: (label: string) => `${label} must be on or off.`,
  redirectKey: 'The redirect key must be one of the notification keys.',
  frequencyCap: (label: string) => `${label} must be a whole number from 0 (no cap) to 100.`,
  duplicateKey: (key: string) => `${key} is listed twice.`,
  unknownKey: (key: string) => `${key} is not a setting of this screen.`,
} as const;
