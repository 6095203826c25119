import { inArray } from 'drizzle-orm';
import {
  NOTIFICATION_KEYS,
  PUSH_LANGUAGES,
  reminderMessages as m,
  type LanguageContent,
  type ReminderSettingItem,
} from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { publishedText } from '../languages';
import { writeAudit, type Actor } from '../../lib/audit';
import { badRequest } from '../../lib/httpErrors';

const { appSettings } = schema;

type Value = boolean | number | string;
type Kind = 'hours' | 'switch' | 'key';

/** The reminder settings (spec/2 section 3 app setting keys), their kind and default. */
export const REMINDER_SETTINGS: Record<string, { kind: Kind; fallback: Value }> = {
  incomplete_notification_service: { kind: 'switch', fallback: false },
  incomplete_notification_sent_reset_time: { kind: 'hours', fallback: 24 },
  incomplete_notification_key: { kind: 'key', fallback: 'astro_insights' },
  incomplete_email_service: { kind: 'switch', fallback: false },
  incomplete_email_sent_reset_time: { kind: 'hours', fallback: 24 },
  logout_email_service: { kind: 'switch', fallback: false },
  logout_email_sent_reset_time: { kind: 'hours', fallback: 24 },
};

export const NOTIFICATION_SETTING_KEYS = Object.keys(REMINDER_SETTINGS).filter((k) =>
  k.includes('notification'),
);
export const EMAIL_SETTING_KEYS = Object.keys(REMINDER_SETTINGS).filter((k) => k.includes('email'));
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

const pushKeys = new Set<string>(NOTIFICATION_KEYS.map((k) => k.key));

/** A stored value of the right kind, else the default (an hour count may be stored as text). */
function typed(key: string, value: unknown): Value {
  const spec = REMINDER_SETTINGS[key];
  if (!spec) return '';
  if (spec.kind === 'switch') return typeof value === 'boolean' ? value : spec.fallback;
  if (spec.kind === 'key') return typeof value === 'string' && pushKeys.has(value) ? value : spec.fallback;
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : spec.fallback;
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
  const items = await readSettings(db, Object.keys(REMINDER_SETTINGS));
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

function checked(item: ReminderSettingItem, allowed: readonly string[]): Value {
  const spec = REMINDER_SETTINGS[item.key];
  if (!spec || !allowed.includes(item.key)) throw badRequest(m.unknownKey(item.key));
  const v = item.value;
  if (spec.kind === 'switch') {
    if (typeof v !== 'boolean') throw badRequest(m.switch(item.key));
    return v;
  }
  if (spec.kind === 'key') {
    if (typeof v !== 'string' || !pushKeys.has(v)) throw badRequest(m.redirectKey);
    return v;
  }
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 8760) throw badRequest(m.hours(item.key));
  return n;
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
