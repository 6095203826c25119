import { Compile } from 'typebox/compile';
import {
  AppEventInput,
  EVENT_EARLIEST,
  EVENT_MAX_SKEW_MS,
  appEventMessages,
  appFeatures,
  screenVisitTypes,
  userActionTypes,
  type AppEventKind,
  type RejectedEvent,
} from '@orrery/contract';

const eventShape = Compile(AppEventInput);
const earliest = Date.parse(EVENT_EARLIEST);

/** The names each kind takes: undefined for the kinds that take none. */
const namesOf: Record<AppEventKind, readonly string[] | undefined> = {
  session_start: undefined,
  session_end: undefined,
  screen_visit: screenVisitTypes,
  user_action: userActionTypes,
  onboarding_stage: undefined,
  feature_use: appFeatures,
};

/** An event that passed every check, its time written again in UTC (what the database is sent). */
export type CheckedEvent = AppEventInput;

interface ShapeIssue {
  keyword: string;
  instancePath: string;
  message: string;
  params: Record<string, unknown>;
}

/** The first schema problem of an event, said with its field. */
function shapeMessage(value: unknown): string {
  const issues = [...eventShape.Errors(value)] as ShapeIssue[];
  const issue = issues.find((i) => i.keyword !== 'boolean') ?? issues[0];
  if (!issue) return 'The event is not valid.';
  if (issue.instancePath === '' && issue.keyword === 'type') return 'An event must be an object.';
  if (issue.keyword === 'required') {
    const missing = (issue.params.requiredProperties as string[] | undefined)?.join(', ');
    return `${missing ?? 'A field'} is required.`;
  }
  if (issue.keyword === 'additionalProperties') {
    const extra = (issue.params.additionalProperties as string[] | undefined)?.join(', ');
    return `${extra ?? 'A field'} is not a field of an event.`;
  }
  const field = issue.instancePath.replace(/^\//, '');
  if (issue.keyword === 'enum' || issue.keyword === 'anyOf') {
    const allowed = issue.params.allowedValues as unknown[] | undefined;
    return allowed ? `${field} must be one of ${allowed.join(', ')}.` : `${field} ${issue.message}.`;
  }
  return `${field} ${issue.message}.`;
}

/** The rules beyond the shape: each kind's own field, a time neither in the future nor before the app. */
function ruleMessage(event: AppEventInput, at: number, now: number): string | undefined {
  const names = namesOf[event.kind];
  if (names && !names.includes(event.name ?? '')) return appEventMessages.needsName(event.kind, names);
  if (!names && event.name != null) return appEventMessages.noName(event.kind);
  if (event.kind === 'session_end' && event.durationSec == null) return appEventMessages.needsDuration;
  if (event.kind === 'onboarding_stage' && event.stage == null) return appEventMessages.needsStage;
  if (at > now + EVENT_MAX_SKEW_MS) return appEventMessages.future;
  if (at < earliest) return appEventMessages.tooOld;
  return undefined;
}

/** Splits a batch into the events to store and the refused ones, each with its index and reason. */
export function checkEvents(
  events: readonly unknown[],
  now = Date.now(),
): { good: CheckedEvent[]; rejected: RejectedEvent[] } {
  const good: CheckedEvent[] = [];
  const rejected: RejectedEvent[] = [];
  events.forEach((value, index) => {
    if (!eventShape.Check(value)) {
      rejected.push({ index, message: shapeMessage(value) });
      return;
    }
    // the format allows what Date cannot read (a leap second, a zone name in brackets)
    const at = Date.parse(value.occurredAt);
    const problem = Number.isNaN(at) ? appEventMessages.badTime : ruleMessage(value, at, now);
    if (problem) rejected.push({ index, message: problem });
    else good.push({ ...value, occurredAt: new Date(at).toISOString() });
  });
  return { good, rejected };
}
