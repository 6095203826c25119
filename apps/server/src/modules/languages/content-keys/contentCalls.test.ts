import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageMessages as m, type ContentKey } from '@orrery/contract';
import { schema } from '@orrery/db';
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
beforeAll(async () => {
  ({ t, call } = await languagesTestApp());
});
afterAll(() => t.close());

type List = { item: ContentKey[]; pagination: { total: number; skip: number; limit: number } };
const greeting = {
  category: 'home',
  key: 'hello_name',
  base: 'Hello {name}',
  type: 'function_base',
  useFor: 'mobile',
  functionName: 'hello_',
};
const keyCount = async () => (await t.db.select().from(schema.contentKeys)).length;

describe('content keys: add, list, update, delete and restore', () => {
  it('checks a content save in the order of its rule, writing nothing', async () => {
    const count = await keyCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...greeting, category: '' }, m.fillAllFields],
      [{ ...greeting, useFor: undefined }, m.fillAllFields],
      [{ ...greeting, base: '   ' }, m.fillAllFields],
      [{ ...greeting, functionName: '' }, 'Please fill dart function name'],
      [{ ...greeting, functionName: 'hello' }, 'Function name should end with _'],
      [{ ...greeting, functionName: 'greet_' }, "function name should be start with Key's text"],
      [{ ...greeting, key: 'hello name' }, m.keyFormat],
      [
        { ...greeting, type: 'static', key: 'class' },
        '"class" is a reserved word in Dart: choose another key.',
      ],
      [{ ...greeting, type: 'dynamic' }, 'type must be static or function_base'],
      [{ ...greeting, useFor: 'web' }, 'useFor must be mobile or server'],
    ];
    for (const [body, message] of cases)
      expect([message, await call('POST', 'add-content', body)]).toEqual([
        message,
        expect.objectContaining({ status: 400, body: { valid: false, message } }),
      ]);
    expect(await keyCount()).toBe(count);
  });

  it('adds a function_base key (and a static one through add-language-category), audited; a taken key is 409', async () => {
    const audits = await auditCount(t, 'content.add');
    const added = await call<{ message: string; item: ContentKey }>('POST', 'add-content', greeting);
    expect(added).toMatchObject({
      status: 200,
      body: {
        message: 'Content added successfully',
        item: { key: 'hello_name', functionName: 'hello_', publish: true },
      },
    });
    expect(added.body.item.translate.map((e) => [e.isoCode, e.value])).toEqual([
      ['US', 'Hello {name}'],
      ['BR', ''],
    ]);
    const stat = await call('POST', 'add-language-category', {
      category: 'home',
      key: 'home_title',
      base: 'Home',
      type: 'static',
      useFor: 'mobile',
      functionName: 'ignored_',
    });
    expect(stat).toMatchObject({ status: 200, body: { item: { functionName: null } } });
    expect(await auditCount(t, 'content.add')).toBe(audits + 2);
    expect(await call('POST', 'add-content', greeting)).toMatchObject({
      status: 409,
      body: { message: 'The key "hello_name" already exists.' },
    });
    expect((await call('POST', 'add-content', { ...greeting, useFor: 'server' })).status).toBe(200);
  });

  it('lists live keys of one use with filters, search and sort', async () => {
    const home = await call<List>('GET', 'list-category/0/20/?useFor=mobile&category=home');
    expect(home.body.item.map((k) => k.key)).toEqual(['hello_name', 'home_title']);
    expect(home.body.pagination).toEqual({ total: 2, skip: 0, limit: 20 });
    const desc = await call<List>(
      'GET',
      'list-category/0/2/?useFor=mobile&category=home&sortBy=key&orderBy=desc',
    );
    expect(desc.body.item.map((k) => k.key)).toEqual(['home_title', 'hello_name']);
    const search = await call<List>(
      'GET',
      'list-category/0/20/?useFor=server&searchBy=base&search=superstar',
    );
    expect(search.body.item.map((k) => k.key)).toEqual(['been_superliked_title']);
    const server = await call<List>('GET', 'list-category/0/20/?useFor=server');
    expect(server.body.pagination.total).toBe(17);
    expect((await call('GET', 'list-category/0/20/?sortBy=nope')).status).toBe(400);
    const keys = await call<{ item: { key: string }[] }>('GET', 'key-list?useFor=mobile&category=home');
    expect(keys.body.item.map((k) => k.key)).toEqual(['hello_name', 'home_title']);
    const categories = await call<{ item: { category: string }[] }>(
      'GET',
      'category-key-list?useFor=server&category=ou',
    );
    expect(categories.body.item).toEqual([{ category: 'logout' }]);
  });

  it('saves a key over the version loaded; a stale save is 409', async () => {
    const id = await contentId(t, 'home_title');
    const body = {
      category: 'home',
      key: 'home_title',
      base: 'Home page',
      type: 'static',
      useFor: 'mobile',
      version: 1,
    };
    expect(await call('PUT', `update-language-category/${id}`, body)).toMatchObject({
      status: 200,
      body: { message: 'Content updated successfully', item: { base: 'Home page', version: 2 } },
    });
    expect(await call('PUT', `update-language-category/${id}`, { ...body, base: 'Old' })).toMatchObject({
      status: 409,
      body: { message: m.staleContent },
    });
    expect(
      await call('PUT', `update-language-category/${id}`, { ...body, key: 'hello_name', version: 2 }),
    ).toMatchObject({ status: 409 });
    expect(
      (await call('PUT', `update-language-category/${id}`, { ...body, version: undefined })).status,
    ).toBe(400);
  });

  it('deletes a key into Deleted Key with its translations, and restores it', async () => {
    const id = await contentId(t, 'onboarding_title');
    const pt = await languageId(t, 'PT');
    expect(await call('DELETE', `delete-category/${id}`)).toMatchObject({
      status: 200,
      body: { valid: true, message: 'Content deleted successfully' },
    });
    const live = await call<List>('GET', 'list-category/0/20/?useFor=mobile&key=onboarding_title');
    expect(live.body.item).toEqual([]);
    const deleted = await call<List>('GET', 'deleted-Category-list/0/20/?category=onboarding');
    expect(deleted.body.item.map((k) => k.key)).toEqual(['onboarding_title']);
    expect(deleted.body.item[0]?.translate.find((e) => e.languageId === pt)?.value).toBe('Boas-vindas');
    expect((await call('DELETE', `delete-category/${id}`)).status).toBe(404);
    const restored = await call<{ message: string; item: ContentKey }>('PUT', `restore-category/${id}`);
    expect(restored).toMatchObject({
      status: 200,
      body: { message: 'Content restored successfully', item: { deletedAt: null } },
    });
    expect(await call('PUT', `restore-category/${id}`)).toMatchObject({
      status: 400,
      body: { message: m.notDeleted },
    });
  });

  it('refuses to restore a key whose name a live key took meanwhile (409)', async () => {
    const id = await contentId(t, 'home_title');
    await call('DELETE', `delete-category/${id}`);
    await call('POST', 'add-content', {
      category: 'home',
      key: 'home_title',
      base: 'New home',
      type: 'static',
      useFor: 'mobile',
    });
    expect(await call('PUT', `restore-category/${id}`)).toMatchObject({
      status: 409,
      body: { message: 'The key "home_title" already exists.' },
    });
    const [row] = await t.db.select().from(schema.contentKeys).where(eq(schema.contentKeys.id, id));
    expect(row?.deletedAt).not.toBeNull();
  });
});
