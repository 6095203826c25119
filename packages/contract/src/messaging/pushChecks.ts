import type { SendNotificationBody } from './messaging';
import { MESSAGE_TEXT_MAX, NOTIFICATION_KEYS, PUSH_AGE, pushMessages as m } from './texts';

/** The audience fields the push checks read: the request's, or the server's stored form of them. */
export interface PushTargets {
  allUser?: boolean;
  activeUser?: boolean;
  dormantUser?: boolean;
  inCompleteUser?: boolean;
  cities?: readonly string[];
  states?: readonly string[];
  countries?: readonly string[];
  gender?: readonly string[];
  userIds?: readonly string[];
  language?: string | null;
  fromAgeValue?: number | null;
  toAgeValue?: number | null;
}

const keys = new Set<string>(NOTIFICATION_KEYS.map((k) => k.key));
const isAge = (n: number) => Number.isInteger(n) && n >= PUSH_AGE.min && n <= PUSH_AGE.max;
const some = (values: readonly string[] | undefined) => !!values?.some((v) => v.trim() !== '');

/** Whether anything at all was marked (the last check before sending). */
export function hasPushTarget(a: PushTargets): boolean {
  return (
    !!(a.allUser || a.activeUser || a.dormantUser || a.inCompleteUser) ||
    some(a.userIds) ||
    some(a.cities) ||
    some(a.states) ||
    some(a.countries) ||
    some(a.gender) ||
    !!a.language ||
    (a.fromAgeValue ?? null) !== null ||
    (a.toAgeValue ?? null) !== null
  );
}

/** The age pair's problem, if any: both or neither, whole years from 18 to 100, From not above To. */
export function pushAgeProblem(a: PushTargets): string | undefined {
  const from = a.fromAgeValue ?? null;
  const to = a.toAgeValue ?? null;
  if (to !== null && from === null) return m.fromAgeRequired;
  if (from !== null && to === null) return m.toAgeRequired;
  if (from !== null && to !== null) {
    if (!isAge(from) || !isAge(to)) return m.ageRange;
    if (from > to) return m.ageOrder;
  }
  return undefined;
}

/**
 * The first problem of a push, with its message, in this order: key, heading (required, not too long),
 * text (likewise), the age range, then some target marked. The console checks with it before the
 * confirmation, the server on send. Undefined: it can go.
 */
export function pushProblem(body: SendNotificationBody): string | undefined {
  if (!keys.has(body.notificationKey?.trim() ?? '')) return m.keyRequired;
  const title = body.notificationTitle?.trim() ?? '';
  if (!title) return m.headingRequired;
  if (title.length > MESSAGE_TEXT_MAX) return m.headingTooLong;
  const text = body.notificationBody?.trim() ?? '';
  if (!text) return m.textRequired;
  if (text.length > MESSAGE_TEXT_MAX) return m.textTooLong;
  return pushAgeProblem(body) ?? (hasPushTarget(body) ? undefined : m.targetRequired);
}
