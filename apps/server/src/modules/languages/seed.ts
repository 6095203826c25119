import type { FastifyBaseLogger } from 'fastify';
import { schema, type Db } from '@orrery/db';
import { writeAudit } from '../../lib/audit';
import { hasRun, markRun } from '../../lib/onceMarker';
import { AUTOMATIC_MESSAGE_TEXTS, PUSH_NOTIFICATION_TEXTS } from './automaticMessages';
import { demoMobileKeys, type DemoMobileKey } from './demoMobileKeys';

const MARKER = 'languages_seeded';

/** English and Português (en English, pt_BR Português). */
export const SEED_LANGUAGES = [
  { language: 'English', key: 'EN', country: 'United States', isoCode: 'US', mobileKey: 'en' },
  { language: 'Português', key: 'PT', country: 'Brazil', isoCode: 'BR', mobileKey: 'pt_BR' },
] as const;

const serverKeys = (): DemoMobileKey[] =>
  [...AUTOMATIC_MESSAGE_TEXTS, ...PUSH_NOTIFICATION_TEXTS].map((t) => ({
    category: t.category,
    key: t.key,
    base: t.en,
    type: 'static',
    functionName: null,
    ptBR: t.ptBR,
    published: true,
  }));

/**
 * On a new database, once: English and Português, the automatic-message and push notification keys
 * (server, translated and published), and with demo data on, a few hundred mobile keys in every
 * state and the Dart version 1.0.0. A marker in app_settings keeps deleted rows deleted.
 */
export async function seedLanguagesOnce(db: Db, withDemo: boolean, log?: FastifyBaseLogger): Promise<void> {
  if (await hasRun(db, MARKER)) return;
  const mobile = withDemo ? demoMobileKeys() : [];
  await db.transaction(async (tx) => {
    const langs = await tx
      .insert(schema.languages)
      .values([...SEED_LANGUAGES])
      .onConflictDoNothing()
      .returning({ id: schema.languages.id, key: schema.languages.key });
    const pt = langs.find((l) => l.key === 'PT');
    const rows = [
      ...serverKeys().map((k) => ({ ...k, useFor: 'server' as const })),
      ...mobile.map((k) => ({ ...k, useFor: 'mobile' as const })),
    ];
    const keys = await tx
      .insert(schema.contentKeys)
      .values(
        rows.map((k) => ({
          category: k.category,
          key: k.key,
          base: k.base,
          type: k.type,
          useFor: k.useFor,
          functionName: k.functionName,
        })),
      )
      .onConflictDoNothing()
      .returning({
        id: schema.contentKeys.id,
        key: schema.contentKeys.key,
        useFor: schema.contentKeys.useFor,
      });
    const byKey = new Map(rows.map((r) => [`${r.useFor}:${r.key}`, r]));
    if (pt) {
      const values = keys.flatMap((k) => {
        const row = byKey.get(`${k.useFor}:${k.key}`);
        return row?.ptBR === undefined
          ? []
          : [{ contentId: k.id, languageId: pt.id, value: row.ptBR, isPublished: row.published }];
      });
      if (values.length) await tx.insert(schema.translations).values(values).onConflictDoNothing();
    }
    if (withDemo) await tx.insert(schema.contentExports).values({ version: '1.0.0', snapshot: {} });
    await writeAudit(tx, null, {
      action: 'languages.seed',
      entity: 'language',
      entityId: 'seed',
      after: { languages: langs.length, keys: keys.length },
    });
    await markRun(tx, MARKER, { languages: langs.length, keys: keys.length });
  });
  log?.info({ keys: mobile.length }, 'languages and content keys created on the new database');
}
