import { inArray } from 'drizzle-orm';
import {
  PUSH_LANGUAGES,
  numberOfText,
  REMINDER_FIELDS,
  isReminderKey,
  reminderMessages as m,
  reminderValueProblem,
  type LanguageContent,
  type ReminderSettingItem,
} from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { publishedText } from '../../languages';
import { writeAudit, type Actor } from '../../../lib/audit';
import { badRequest } from '../../../lib/httpErrors';

const { appSettings } = schema;

type Value = boolean | number | string;

export const NOTIFICATION_SETTING_KEYS = Object.keys(REMINDER_FIELDS).filter((k) =>
  k.includes('notification'),
);
export const EMAIL_SETTING_KEYS = Object.keys(REMINDER_FIELDS).filter((k) => k.includes('email'));
export const NOTIFICATION_TEXT_KEYS = [
  'incomplete_user_notification_title',
  'incomplete_user_notification_text',
];
export const EMAIL_TEXT_KEYS = [
  'incomplete_user_email_title',
  'incomplete_user_email_text',
  'logout_user_email_title',
  'logout_user_email_text',
];

/** A stored value of the right kind, else the default (an hour count may be stored as text). */
function typed(key: string, value: unknown): Value {
  if (!isReminderKey(key)) return '';
  const { kind, fallback } = REMINDER_FIELDS[key];
  const read = kind === 'hours' && typeof value === 'string' ? numberOfText(value) : value;
  return reminderValueProblem(key, read) ? fallback : (read as Value);
}

/** The settings of these keys as `{key, value}`, each with its default when never saved. */
export async function readSettings(db: Db, keys: readonly string[]): Promise<ReminderSettingItem[]> {
  const rows = keys.length
    ? await db
        .select()
        .from(appSettings)
        .where(inArray(appSettings.key, [...keys]))
    : [];
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  return keys.map((key) => ({ key, value: typed(key, stored.get(key)) }));
}

/** The reminder settings as one typed object (the job reads it on every run). */
export async function reminderSettings(db: Db): Promise<Record<string, Value>> {
  const items = await readSettings(db, Object.keys(REMINDER_FIELDS));
  return Object.fromEntries(items.map((i) => [i.key, i.value]));
}

/** The published text of each key in English and Português (read-only on the screens). */
export async function languageContent(db: Db, keys: readonly string[]): Promise<LanguageContent[]> {
  return Promise.all(
    keys.map(async (key) => ({
      key,
      translations: await Promise.all(
        PUSH_LANGUAGES.map(async (l) => ({
          language: l.key,
          languageName: l.label,
          value: (await publishedText(db, key, l.key === 'pt_br' ? 'pt_BR' : l.key)) ?? '',
        })),
      ),
    })),
  );
}

/** Keys asked for must be this screen's. */
export function ownKeys(asked: readonly string[] | undefined, allowed: readonly string[]): string[] {
  if (!asked || !asked.length) return [...allowed];
  for (const key of asked) if (!allowed.includes(key)) throw badRequest(m.unknownKey(key));
  return [...new Set(asked)];
}

/** The value sent, checked by the same rule as the console's (contract `reminderValueProblem`). */
function checked(item: ReminderSettingItem, allowed: readonly string[]): Value {
  if (!isReminderKey(item.key) || !allowed.includes(item.key)) throw badRequest(m.unknownKey(item.key));
  const problem = reminderValueProblem(item.key, item.value);
  if (problem) throw badRequest(problem);
  return item.value;
}

/** Saves the list (each key once, checked), in one transaction with one audit row. */
export async function saveSettings(
  db: Db,
  actor: Actor,
  items: readonly ReminderSettingItem[],
  allowed: readonly string[],
): Promise<void> {
  const seen = new Set<string>();
  const values = items.map((item) => {
    if (seen.has(item.key)) throw badRequest(m.duplicateKey(item.key));
    seen.add(item.key);
    return { key: item.key, value: checked(item, allowed) };
  });
  await db.transaction(async (tx) => {
    const before = await readSettings(tx, [...seen]);
    const now = new Date();
    for (const { key, value } of values) {
      await tx
        .insert(appSettings)
        .values({ key, value, modifiedAt: now, modifiedBy: actor.id })
        .onConflictDoUpdate({
          target: appSettings.key,
          set: { value, modifiedAt: now, modifiedBy: actor.id },
        });
    }
    await writeAudit(tx, actor, {
      action: 'update',
      entity: 'reminder_settings',
      entityId: 'reminders',
      before,
      after: values,
    });
  });
}
