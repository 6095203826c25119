import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@orrery/db';
import { useFreshDatabase } from '../../../test/database';
import { publishedText, seedLanguagesOnce } from './index';

const handle = useFreshDatabase();
beforeAll(async () => {
  await seedLanguagesOnce(handle.db, true);
});

describe('publishedText', () => {
  it('answers the Português text of an automatic-message key, by pt_BR, pt_br or PT', async () => {
    for (const language of ['pt_BR', 'pt_br', 'PT'])
      expect(await publishedText(handle.db, 'logout_user_email_title', language)).toBe(
        'Sentimos sua falta no Orrery',
      );
    expect(await publishedText(handle.db, 'been_matched_title', 'pt_br')).toBe('Deu match!');
  });

  it('answers English for en and for a language it does not know', async () => {
    expect(await publishedText(handle.db, 'incomplete_user_notification_title', 'en')).toBe(
      'Your stars are waiting',
    );
    expect(await publishedText(handle.db, 'incomplete_user_notification_title', 'fr')).toBe(
      'Your stars are waiting',
    );
  });

  it('falls back to English when the translation is unpublished, and undefined for an unknown or deleted key', async () => {
    const [key] = await handle.db
      .select({ id: schema.contentKeys.id })
      .from(schema.contentKeys)
      .where(eq(schema.contentKeys.key, 'logout_user_email_text'));
    await handle.db
      .update(schema.translations)
      .set({ isPublished: false })
      .where(and(eq(schema.translations.contentId, key!.id)));
    expect(await publishedText(handle.db, 'logout_user_email_text', 'pt_BR')).toMatch(
      /^You have been signed out/,
    );
    expect(await publishedText(handle.db, 'no_such_key', 'pt_BR')).toBeUndefined();
    await handle.db
      .update(schema.contentKeys)
      .set({ deletedAt: new Date() })
      .where(eq(schema.contentKeys.id, key!.id));
    expect(await publishedText(handle.db, 'logout_user_email_text', 'en')).toBeUndefined();
  });

  it('seeds a few hundred mobile keys once, some untranslated and some unpublished', async () => {
    const mobile = await handle.db
      .select()
      .from(schema.contentKeys)
      .where(eq(schema.contentKeys.useFor, 'mobile'));
    expect(mobile.length).toBeGreaterThanOrEqual(250);
    const pt = await handle.db.select().from(schema.translations);
    expect(pt.length).toBeLessThan(mobile.length + 16);
    expect(pt.some((r) => !r.isPublished)).toBe(true);
    await seedLanguagesOnce(handle.db, true);
    expect(await handle.db.select().from(schema.languages)).toHaveLength(2);
  });
});
