import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { ENGLISH_KEY, versionProblem } from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { writeAudit, type Actor } from '../../../lib/audit';
import { badRequest } from '../../../lib/httpErrors';
import type { ExportData, ExportKey } from './dartFile';
import { findLanguage } from '../languages/languageService';
import { lockForTransaction } from '../../../lib/xactLock';

const { contentKeys, translations, languages, contentExports } = schema;

/** The version number as typed: required (Please enter version number), digits and dots. */
export function versionOf(value: string | undefined): string {
  const problem = versionProblem(value, '');
  if (problem) throw badRequest(problem);
  return value?.trim() ?? '';
}

/**
 * What the Dart and JSON files carry: every live mobile key with its English base and, for each other
 * language (or only the one chosen), its published non-empty text when the key itself is published.
 */
export async function exportData(
  db: Db,
  version: string,
  date: string,
  languageId?: string,
): Promise<ExportData> {
  const chosen = languageId ? await findLanguage(db, languageId) : undefined;
  const langs = await db
    .select()
    .from(languages)
    .where(chosen ? sql`${languages.id} = ${chosen.id} or ${languages.key} = ${ENGLISH_KEY}` : undefined)
    .orderBy(sql`${languages.key} = ${ENGLISH_KEY} desc`, asc(languages.mobileKey));
  const english = langs.find((l) => l.key === ENGLISH_KEY);
  const codeOf = new Map(langs.map((l) => [l.id, l.mobileKey]));
  const keys = await db
    .select({
      id: contentKeys.id,
      category: contentKeys.category,
      key: contentKeys.key,
      type: contentKeys.type,
      functionName: contentKeys.functionName,
      base: contentKeys.base,
      publish: contentKeys.publish,
    })
    .from(contentKeys)
    .where(and(eq(contentKeys.useFor, 'mobile'), isNull(contentKeys.deletedAt)))
    .orderBy(asc(contentKeys.category), asc(contentKeys.key));
  const texts = await db
    .select({
      contentId: translations.contentId,
      languageId: translations.languageId,
      value: translations.value,
    })
    .from(translations)
    .innerJoin(contentKeys, eq(contentKeys.id, translations.contentId))
    .where(
      sql`${contentKeys.useFor} = 'mobile' and ${contentKeys.deletedAt} is null and ${contentKeys.publish}
        and ${translations.isPublished} and ${translations.value} <> ''`,
    );
  const byKey = new Map<string, ExportKey>();
  for (const k of keys)
    byKey.set(k.id, {
      category: k.category,
      key: k.key,
      type: k.type,
      functionName: k.functionName,
      texts: english ? { [english.mobileKey]: k.base } : {},
    });
  for (const t of texts) {
    const code = codeOf.get(t.languageId);
    const entry = byKey.get(t.contentId);
    if (code && entry && t.languageId !== english?.id) entry.texts[code] = t.value;
  }
  return { version, date, languages: langs.map((l) => l.mobileKey), keys: [...byKey.values()] };
}

/** The latest saved version (the modal's current version) and when it was saved. */
export async function dartVersion(db: Db) {
  const [row] = await db.select().from(contentExports).orderBy(desc(contentExports.createdAt)).limit(1);
  return {
    value: row?.version ?? '',
    date: row?.createdAt.toISOString() ?? null,
    snapshot: row?.snapshot ?? null,
  };
}

async function mobileSnapshot(db: Db): Promise<Record<string, string>> {
  const rows = await db
    .select({ key: contentKeys.key, base: contentKeys.base })
    .from(contentKeys)
    .where(and(eq(contentKeys.useFor, 'mobile'), isNull(contentKeys.deletedAt)));
  return Object.fromEntries(rows.map((r) => [r.key, r.base]));
}

/**
 * Saves a version: its number and the mobile keys' texts at that moment (for the diff). Versions only
 * move forward: one before the latest saved is refused (400); saves are serialised so two at once cannot
 * pass the check together.
 */
export async function saveDartVersion(db: Db, actor: Actor, value: string | undefined): Promise<void> {
  await db.transaction(async (tx) => {
    await lockForTransaction(tx, 'dart-version');
    const problem = versionProblem(value, (await dartVersion(tx)).value);
    if (problem) throw badRequest(problem);
    const version = value?.trim() ?? '';
    const snapshot = await mobileSnapshot(tx);
    const [row] = await tx
      .insert(contentExports)
      .values({ version, snapshot, createdBy: actor.id })
      .returning({ id: contentExports.id });
    await writeAudit(tx, actor, {
      action: 'dartVersion.update',
      entity: 'dartVersion',
      entityId: row?.id ?? '',
      after: { version, keys: Object.keys(snapshot).length },
    });
  });
}

/**
 * The latest export saved from the console, with the texts it carried. A version saved by nobody (the
 * demo data's starting version) carries no texts: it is no export to compare with.
 */
async function lastExport(db: Db) {
  const [row] = await db
    .select()
    .from(contentExports)
    .where(isNotNull(contentExports.createdBy))
    .orderBy(desc(contentExports.createdAt))
    .limit(1);
  return row;
}

/**
 * The mobile keys added, whose English text changed, and removed since the last export; `first` when
 * there was none (every key is new).
 */
export async function dartDiff(db: Db) {
  const [current, last, now] = await Promise.all([dartVersion(db), lastExport(db), mobileSnapshot(db)]);
  const before = last?.snapshot ?? {};
  const sorted = (keys: string[]) => keys.sort((a, b) => a.localeCompare(b));
  return {
    first: !last,
    version: last?.version ?? (current.value || null),
    date: last?.createdAt.toISOString() ?? current.date,
    added: sorted(Object.keys(now).filter((k) => !(k in before))),
    changed: sorted(Object.keys(now).filter((k) => k in before && before[k] !== now[k])),
    removed: sorted(Object.keys(before).filter((k) => !(k in now))),
  };
}
