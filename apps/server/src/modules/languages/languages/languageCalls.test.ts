import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageMessages as m, type Language } from '@orrery/contract';
import { schema } from '@orrery/db';
import type { TestContext } from '../../../../test/helpers';
import { auditCount, languageId, languagesApi, languagesTestApp } from '../../../../test/languages';

let t: TestContext;
let call: ReturnType<typeof languagesApi>;
beforeAll(async () => {
  ({ t, call } = await languagesTestApp());
});
afterAll(() => t.close());

type List = { item: Language[]; pagination: { total: number; skip: number; limit: number } };
const french = { language: 'français', key: 'fr', country: 'France', isoCode: 'FRA', mobileKey: 'fr' };

describe('languages: list, add, update, delete', () => {
  it('lists English first with its published counts, then Português', async () => {
    const { status, body } = await call<List>('GET', 'get-languages/0/20/');
    expect(status).toBe(200);
    expect(body.item.map((l) => l.key)).toEqual(['EN', 'PT']);
    const [en, pt] = body.item;
    const live = await t.db.select().from(schema.contentKeys);
    const mobile = live.filter((k) => k.useFor === 'mobile').length;
    expect(en).toMatchObject({ serverPublish: 16, mobilePublish: mobile, totalPublish: 16 + mobile });
    expect(pt?.serverPublish).toBe(16);
    expect(pt?.mobilePublish).toBeGreaterThan(100);
    expect(pt?.mobilePublish).toBeLessThan(mobile);
    expect(body.pagination).toEqual({ total: 2, skip: 0, limit: 20 });
    const found = await call<List>('GET', 'get-languages/0/20/?searchBy=mobileKey&search=pt_');
    expect(found.body.item.map((l) => l.language)).toEqual(['Português']);
  });

  it('refuses a page out of range, and answers 401 without a token', async () => {
    expect((await call('GET', 'get-languages/0/501/')).body).toEqual({
      valid: false,
      message: 'limit must be a whole number from 1 to 500',
    });
    const noToken = await t.app.inject({ method: 'GET', url: '/api/languages/get-languages/0/20/' });
    expect(noToken.statusCode).toBe(401);
  });

  it('adds a language with its name capitalised, key upper-case and a two-letter isoCode, audited', async () => {
    const before = await auditCount(t, 'language.add');
    const { status, body } = await call<{ message: string; item: Language }>('POST', 'add-language', french);
    expect(status).toBe(200);
    expect(body.message).toBe('Language added successfully');
    expect(body.item).toMatchObject({
      language: 'Français',
      key: 'FR',
      isoCode: 'FR',
      mobileKey: 'fr',
      totalPublish: 0,
    });
    expect(await auditCount(t, 'language.add')).toBe(before + 1);
    const again = await call('POST', 'add-language', { ...french, key: 'FR' });
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'A language with the key FR already exists.' },
    });
  });

  it('refuses a missing or blank field (Please fill all the fields) and a non-text (Please enter valid data), writing nothing', async () => {
    const count = (await t.db.select().from(schema.languages)).length;
    for (const body of [
      { ...french, key: 'de', country: undefined },
      { ...french, key: 'de', mobileKey: '  ' },
    ])
      expect(await call('POST', 'add-language', body)).toMatchObject({
        status: 400,
        body: { valid: false, message: m.fillAllFields },
      });
    expect(await call('POST', 'add-language', { ...french, key: 'de', country: 49 })).toMatchObject({
      status: 400,
      body: { message: 'Please enter valid data' },
    });
    expect(await t.db.select().from(schema.languages)).toHaveLength(count);
  });

  it('saves over the version loaded, and answers 409 for a stale one', async () => {
    const id = await languageId(t, 'FR');
    const ok = await call<{ item: Language }>('PUT', `update-language/${id}`, {
      ...french,
      country: 'Canada',
      isoCode: 'CA',
      version: 1,
    });
    expect(ok).toMatchObject({
      status: 200,
      body: { message: 'Language updated successfully', item: { country: 'Canada', version: 2 } },
    });
    const stale = await call('PUT', `update-language/${id}`, { ...french, version: 1 });
    expect(stale).toMatchObject({ status: 409, body: { message: m.staleLanguage } });
    const [row] = await t.db.select().from(schema.languages).where(eq(schema.languages.id, id));
    expect(row?.country).toBe('Canada');
  });

  it('keeps English: no rename (400), no delete (400)', async () => {
    const en = await languageId(t, 'EN');
    const english = {
      language: 'Anglais',
      key: 'EN',
      country: 'United States',
      isoCode: 'US',
      mobileKey: 'en',
      version: 1,
    };
    expect(await call('PUT', `update-language/${en}`, english)).toMatchObject({
      status: 400,
      body: { message: 'The English language cannot be renamed or given another key.' },
    });
    expect(
      await call('PUT', `update-language/${en}`, {
        ...english,
        language: 'English',
        country: 'United Kingdom',
        isoCode: 'GB',
      }),
    ).toMatchObject({
      status: 200,
    });
    expect(await call('DELETE', `delete-language/${en}`)).toMatchObject({
      status: 400,
      body: { message: 'English cannot be deleted.' },
    });
  });

  it('deletes a language with its translations; a second delete is 404', async () => {
    const id = await languageId(t, 'FR');
    const [key] = await t.db.select().from(schema.contentKeys).limit(1);
    await t.db
      .insert(schema.translations)
      .values({ contentId: key!.id, languageId: id, value: 'Bonjour', isPublished: true });
    expect(await call('DELETE', `delete-language/${id}`)).toEqual(
      expect.objectContaining({
        status: 200,
        body: { valid: true, message: 'Languages deleted successfully' },
      }),
    );
    expect(
      await t.db.select().from(schema.translations).where(eq(schema.translations.languageId, id)),
    ).toEqual([]);
    expect((await call('DELETE', `delete-language/${id}`)).status).toBe(404);
    expect((await call('DELETE', 'delete-language/not-an-id')).status).toBe(400);
  });

  it('answers the language list for the pickers', async () => {
    const { body } = await call<{ languageList: { key: string; mobileKey: string }[] }>(
      'GET',
      'language-list',
    );
    expect(body.languageList.map((l) => `${l.key}:${l.mobileKey}`)).toEqual(['EN:en', 'PT:pt_BR']);
  });

  it('needs a token on every languages call (401)', async () => {
    const routes = t.app.routeAccess().filter((r) => r.url.startsWith('/api/languages/'));
    expect(routes.length).toBeGreaterThanOrEqual(20);
    for (const route of routes) {
      const answer = await t.app.inject({
        method: route.method as 'GET',
        url: route.url
          .replace(/:(skip)/, '0')
          .replace(/:limit/, '20')
          .replace(/:\w+/g, '00000000-0000-0000-0000-000000000000'),
      });
      expect([route.url, answer.statusCode]).toEqual([route.url, 401]);
    }
  });
});
