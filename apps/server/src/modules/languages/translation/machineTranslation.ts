import type { FastifyBaseLogger } from 'fastify';
import { and, eq, ne, sql } from 'drizzle-orm';
import { languageMessages as m, type TranslationRow } from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { writeAudit, type Actor } from '../../../lib/audit';
import { HttpError } from '../../../lib/httpErrors';
import { AiProviderError, type AiProvider } from '../../../providers/ai';
import { oneRow, target } from './translationService';

const { contentKeys, translations } = schema;

/** A UI text is short; its translation needs a few hundred tokens at most. */
const MAX_TOKENS = 800;

export interface MachineTranslation {
  message: string;
  item: TranslationRow;
}

const prompt = (language: string, country: string) =>
  `You translate the texts of a dating app's screens and messages from English into ${language}, ` +
  `as written in ${country}. ` +
  'Keep the tone friendly and short, as on a phone screen. Keep every placeholder exactly as written ' +
  '(such as {name}, $name, ${count}, %s, %d), every line break and every emoji. ' +
  'Answer with the translation alone: no quotes, no notes.';

/** The published text of another live key with the same English text in this language, if any. */
async function fromMemory(db: Db, contentId: string, base: string, languageId: string) {
  const [row] = await db
    .select({ value: translations.value })
    .from(translations)
    .innerJoin(contentKeys, eq(contentKeys.id, translations.contentId))
    .where(
      and(
        eq(translations.languageId, languageId),
        eq(contentKeys.base, base),
        ne(contentKeys.id, contentId),
        sql`${contentKeys.deletedAt} is null and ${translations.isPublished} and ${translations.value} <> ''`,
      ),
    )
    .orderBy(translations.modifiedAt)
    .limit(1);
  return row?.value ?? null;
}

/**
 * A machine suggestion for a key in a language (the `latest` field of the translate entry),
 * stored as `latest` beside the text, which it never replaces. The AI provider translates when one is
 * configured; without one, the offline default suggests the text of another key with the same English
 * text in that language (a translation memory), or says there is none. The key's version does not move:
 * an editor with the drawer open can still save.
 */
export async function machineTranslate(
  db: Db,
  ai: AiProvider,
  log: FastifyBaseLogger,
  actor: Actor,
  ids: { contentId: string; languageId: string; model: string },
): Promise<MachineTranslation> {
  const { content, lang } = await target(db, ids.contentId, ids.languageId);
  let suggestion: string | null;
  let message: string;
  if (ai.configured) {
    try {
      const answer = await ai.complete({
        model: ids.model,
        system: prompt(lang.language, lang.country),
        user: content.base,
        maxTokens: MAX_TOKENS,
      });
      suggestion = answer.text.trim();
      message = m.machineTranslated;
    } catch (error) {
      if (!(error instanceof AiProviderError)) throw error;
      log.warn({ reason: error.reason, model: ids.model }, 'machine translation: the AI provider failed');
      throw new HttpError(502, m.machineTranslationFailed);
    }
  } else {
    suggestion = await fromMemory(db, content.id, content.base, lang.id);
    message = suggestion ? m.machineFromMemory(lang.language) : m.noMachineTranslation(lang.language);
  }
  if (suggestion) {
    const latest = suggestion;
    await db.transaction(async (tx) => {
      const { before } = await target(tx, content.id, lang.id);
      const [after] = await tx
        .insert(translations)
        // version 0 as when there was no row: an editor's save over "no text yet" still matches
        .values({
          contentId: content.id,
          languageId: lang.id,
          value: '',
          isPublished: false,
          latest,
          version: 0,
        })
        .onConflictDoUpdate({ target: [translations.contentId, translations.languageId], set: { latest } })
        .returning();
      await writeAudit(tx, actor, {
        action: 'translation.machine',
        entity: 'translation',
        entityId: `${content.id}:${lang.id}`,
        before: before ?? null,
        after,
      });
    });
  }
  return { message, item: await oneRow(db, content.id, lang) };
}
