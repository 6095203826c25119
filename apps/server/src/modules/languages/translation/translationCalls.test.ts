import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageMessages as m, type TranslationRow } from '@orrery/contract';
import type { TestContext } from '../../../../test/helpers';
import {
  auditCount,
  contentId,
  languageId,
  languagesApi,
  languagesTestApp,
} from '../../../../test/languages';

let t: TestContext;
let call: ReturnType<typeof languagesApi>;
let pt: string;
let en: string;
beforeAll(async () => {
  ({ t, call } = await languagesTestApp());
  [pt, en] = [await languageId(t, 'PT'), await languageId(t, 'EN')];
});
afterAll(() => t.close());

type View = {
  item: TranslationRow[];
  pagination: { total: number };
  publishedCount: number;
  unPublishCount: number;
};
const view = (query: string) => call<View>('GET', `list-language-category/0/500/?${query}`);

describe('the translation view and its saves', () => {
  it("lists a language's keys with their text and status, and the published/unpublished counts", async () => {
    const { status, body } = await view(`languageId=${pt}&useFor=mobile`);
    expect(status).toBe(200);
    expect(body.publishedCount + body.unPublishCount).toBe(body.pagination.total);
    expect(body.unPublishCount).toBeGreaterThan(20);
    const title = body.item.find((r) => r.key === 'onboarding_title');
    expect(title).toMatchObject({ translateString: 'Boas-vindas', status: 'Published', base: 'Welcome' });
    const unpublished = await view(`languageId=${pt}&useFor=mobile&status=unPublish`);
    expect(unpublished.body.item.length).toBe(body.unPublishCount);
    expect(unpublished.body.item.every((r) => r.status === 'unPublish')).toBe(true);
    expect(unpublished.body.item.some((r) => r.translateString === '')).toBe(true);
    const english = await view(`languageId=${en}&useFor=server&category=logout`);
    expect(english.body.item.map((r) => [r.key, r.status, r.translateString])).toEqual([
      ['logout_user_email_text', 'Published', expect.stringMatching(/^You have been signed out/)],
      ['logout_user_email_title', 'Published', 'We miss you on Orrery'],
    ]);
    expect(english.body).toMatchObject({ publishedCount: 2, unPublishCount: 0 });
  });

  it('needs a language (400) that exists (404)', async () => {
    expect(await call('GET', 'list-language-category/0/20/?useFor=mobile')).toMatchObject({
      status: 400,
      body: { message: 'Please choose a language.' },
    });
    const nil = '00000000-0000-0000-0000-000000000000';
    expect((await view(`languageId=${nil}`)).status).toBe(404);
  });

  it('saves a translation, audited, and answers 409 for a stale version', async () => {
    const id = await contentId(t, 'chat_empty');
    const before = (await view(`languageId=${pt}&key=chat_empty`)).body.item[0];
    const audits = await auditCount(t, 'translation.update');
    const saved = await call<{ message: string; item: TranslationRow }>(
      'PUT',
      `update-translate/${id}/${pt}`,
      {
        translate: 'Nenhuma conversa ainda',
        isPublished: true,
        version: before?.version,
      },
    );
    expect(saved).toMatchObject({
      status: 200,
      body: {
        message: 'Language content updated successfully',
        item: { translateString: 'Nenhuma conversa ainda', status: 'Published' },
      },
    });
    expect(await auditCount(t, 'translation.update')).toBe(audits + 1);
    const stale = await call('PUT', `update-translate/${id}/${pt}`, {
      translate: 'x',
      isPublished: true,
      version: before?.version,
    });
    expect(stale).toMatchObject({ status: 409, body: { message: m.staleTranslation } });
    expect((await call('PUT', `update-translate/${id}/${pt}`, { translate: 'x' })).status).toBe(400);
  });

  it('adds a translation to an untranslated key (version 0), and never publishes an empty text', async () => {
    const untranslated = (await view(`languageId=${pt}&useFor=mobile&status=unPublish`)).body.item.find(
      (r) => !r.translateString,
    );
    const id = untranslated?._id ?? '';
    expect(untranslated?.version).toBe(0);
    const empty = await call<{ item: TranslationRow }>('PUT', `update-translate/${id}/${pt}`, {
      translate: ' ',
      isPublished: true,
      version: 0,
    });
    expect(empty.body.item.status).toBe('unPublish');
    expect(await call('PUT', `update-Content-publish/${id}/${pt}`, { isPublished: true })).toMatchObject({
      status: 400,
      body: { message: m.nothingToPublish },
    });
  });

  it('refuses to edit English (400)', async () => {
    const id = await contentId(t, 'chat_title');
    expect(
      await call('PUT', `update-translate/${id}/${en}`, { translate: 'Talk', isPublished: true }),
    ).toMatchObject({
      status: 400,
      body: { message: m.englishNotTranslated },
    });
    expect((await call('PUT', `update-Content-publish/${id}/${en}`, { isPublished: false })).status).toBe(
      400,
    );
  });

  it('switches a short text on and off, and the counters follow; a text over 50 characters has no switch', async () => {
    const id = await contentId(t, 'chat_title');
    const start = (await view(`languageId=${pt}&useFor=mobile`)).body;
    const off = await call<{ item: TranslationRow }>('PUT', `update-Content-publish/${id}/${pt}`, {
      isPublished: false,
    });
    expect(off.body.item.status).toBe('unPublish');
    const after = (await view(`languageId=${pt}&useFor=mobile`)).body;
    expect([after.publishedCount, after.unPublishCount]).toEqual([
      start.publishedCount - 1,
      start.unPublishCount + 1,
    ]);
    await call('PUT', `update-Content-publish/${id}/${pt}`, { isPublished: true });
    const long = await contentId(t, 'chat_load_error');
    expect(await call('PUT', `update-Content-publish/${long}/${pt}`, { isPublished: false })).toMatchObject({
      status: 400,
      body: { message: 'A text over 50 characters is published from its edit drawer.' },
    });
  });

  it("answers every live key's text in a language (get-translate)", async () => {
    const { body } = await call<{ item: { key: string; value: string; isPublished: boolean }[] }>(
      'GET',
      `get-translate?languageId=${pt}`,
    );
    expect(body.item.find((r) => r.key === 'been_matched_title')).toMatchObject({
      value: 'Deu match!',
      isPublished: true,
    });
    expect((await call('GET', 'get-translate')).status).toBe(400);
  });
});
