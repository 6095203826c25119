import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { languageMessages as m } from '@orrery/contract';
import { schema } from '@orrery/db';
import type { TestContext } from '../../../../test/helpers';
import { dartProblems } from '../../../../test/dartSyntax';
import { contentId, languageId, languagesApi, languagesTestApp } from '../../../../test/languages';

let t: TestContext;
let call: ReturnType<typeof languagesApi>;
let root: ReturnType<typeof languagesApi>;
beforeAll(async () => {
  ({ t, call } = await languagesTestApp());
  root = languagesApi(t, t.superadmin.token);
});
afterAll(() => t.close());

const auditCount = async () =>
  (await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.entity, 'dartVersion'))).length;

describe('Dart version, the Dart and JSON files, the diff, restricted mode', () => {
  it("before any export, the diff says it is the first: the demo's version 1.0.0 carried no texts", async () => {
    const { body } = await call<{ first: boolean; added: string[] }>('GET', 'dart-diff');
    expect(body).toMatchObject({ valid: true, first: true, version: '1.0.0', changed: [], removed: [] });
    expect(body.added.length).toBeGreaterThan(0);
  });

  it('reads the current version and saves a new one; an empty one is refused', async () => {
    expect((await call('GET', 'dart-version')).body).toMatchObject({ valid: true, value: '1.0.0' });
    expect(await call('PUT', 'update-dart-version', { value: ' ' })).toMatchObject({
      status: 400,
      body: { message: 'Please enter version number' },
    });
    expect(await call('PUT', 'update-dart-version', {})).toMatchObject({
      status: 400,
      body: { message: 'Please enter version number' },
    });
    expect(await call('PUT', 'update-dart-version', { value: 'v2' })).toMatchObject({
      status: 400,
      body: { message: m.versionFormat },
    });
    expect(await call('PUT', 'update-dart-version', { value: '1.0.1' })).toMatchObject({
      status: 200,
      body: { valid: true, message: 'Dart version updated successfully' },
    });
    expect((await call('GET', 'dart-version')).body).toMatchObject({
      value: '1.0.1',
      date: expect.any(String),
    });
  });

  it('only moves versions forward: one before the current is refused (400) and nothing is written', async () => {
    expect(await call('PUT', 'update-dart-version', { value: '1.0.2' })).toMatchObject({ status: 200 });
    const audits = await auditCount();
    expect(await call('PUT', 'update-dart-version', { value: '0.9.0' })).toMatchObject({
      status: 400,
      body: {
        valid: false,
        message: 'Version number 0.9.0 comes before the current version 1.0.2: versions only move forward.',
      },
    });
    // compared as numbers, part by part: 1.0.10 is after 1.0.2, and 1.0.1 before it
    expect(await call('PUT', 'update-dart-version', { value: '1.0.1' })).toMatchObject({ status: 400 });
    expect(await auditCount()).toBe(audits);
    expect((await call('GET', 'dart-version')).body).toMatchObject({ value: '1.0.2' });
    // the same version again is a re-export
    expect(await call('PUT', 'update-dart-version', { value: '1.0.2' })).toMatchObject({ status: 200 });
    expect(await call('PUT', 'update-dart-version', { value: '1.0.10' })).toMatchObject({ status: 200 });
    expect((await call('GET', 'dart-version')).body).toMatchObject({ value: '1.0.10' });
  });

  it('diffs the mobile keys against the last saved version', async () => {
    await call('POST', 'add-content', {
      category: 'home',
      key: 'home_new',
      base: 'New',
      type: 'static',
      useFor: 'mobile',
    });
    await call('DELETE', `delete-category/${await contentId(t, 'help_title')}`);
    const { body } = await call<{ added: string[]; removed: string[]; version: string }>('GET', 'dart-diff');
    expect(body).toMatchObject({
      first: false,
      version: '1.0.10',
      added: ['home_new'],
      changed: [],
      removed: ['help_title'],
    });
  });

  it('writes ui_snippets.dart: valid Dart, a getter per static key, one helper per function name', async () => {
    expect(await call('GET', 'download-dart')).toMatchObject({
      status: 400,
      body: { message: 'Please enter version number' },
    });
    const { status, text, headers } = await call('GET', 'download-dart?version=1.0.2&time=2026-11-23');
    expect(status).toBe(200);
    expect(headers['content-disposition']).toContain('filename="ui_snippets.dart"');
    expect(dartProblems(text)).toEqual([]);
    expect(text).toContain("const String uiSnippetsVersion = '1.0.2';");
    expect(text).toContain("  static String get onboarding_title => _text('onboarding_title');");
    expect(text.match(/static String age_\(/g)).toHaveLength(1);
    expect(text).toContain('/// Fills {name} placeholders of age_label, age_years.');
    expect(text).not.toContain('help_title');
    expect(text).not.toContain('logout_user_email_title');
    // published Português texts ship beside English
    expect(text).toContain("'chat_title': 'Conversa',");
  });

  it('writes the JSON export with the version and date, for every language or one', async () => {
    const pt = await languageId(t, 'PT');
    const all = await call<{
      version: string;
      date: string;
      languages: Record<string, Record<string, string>>;
    }>('GET', 'download-json?version=1.0.2&time=2026-11-23');
    expect(all.body).toMatchObject({ version: '1.0.2', date: '2026-11-23' });
    expect(Object.keys(all.body.languages)).toEqual(['en', 'pt_BR']);
    expect(all.body.languages.en?.age_years).toBe('{n} years');
    expect(all.body.languages.pt_BR?.age_years).toBe('{n} anos');
    const one = await call<{ languages: Record<string, unknown> }>(
      'GET',
      `download-json?version=1.0.2&languageId=${pt}`,
    );
    expect(Object.keys(one.body.languages)).toEqual(['en', 'pt_BR']);
  });

  it('restricted mode: a superadmin switches it (an admin gets 403); mobile lists and exports are refused while on', async () => {
    expect(await call('PUT', 'restricted-mode', { restricted: true })).toMatchObject({
      status: 403,
      body: { valid: false },
    });
    expect(await root('PUT', 'restricted-mode', { restricted: true })).toMatchObject({
      status: 200,
      body: { message: m.restrictedOn },
    });
    expect((await call('GET', 'restricted-mode')).body).toEqual({ valid: true, restricted: true });
    expect(await call('GET', 'list-category/0/20/?useFor=mobile')).toMatchObject({
      status: 403,
      body: { message: m.restricted },
    });
    expect((await call('GET', 'list-category/0/20/?useFor=server')).status).toBe(200);
    expect((await call('GET', 'download-dart?version=1.0.2')).status).toBe(403);
    expect((await call('GET', 'download-json?version=1.0.2')).status).toBe(403);
    await root('PUT', 'restricted-mode', { restricted: false });
    expect((await call('GET', 'list-category/0/20/?useFor=mobile')).status).toBe(200);
    expect((await call('PUT', 'restricted-mode', { restricted: 'yes' })).status).toBe(400);
  });
});
