import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageMessages as m, type TranslationRow } from '@orrery/contract';
import { startFakeOpenAi, type FakeOpenAi } from '../../../../test/fakeOpenAi';
import { createTestApp, type TestContext } from '../../../../test/helpers';
import { auditCount, contentId, languageId, languagesApi } from '../../../../test/languages';
import { seedLanguagesOnce } from '../seed';

type Answer = { valid: boolean; message: string; item: TranslationRow };
const nil = '00000000-0000-0000-0000-000000000000';

async function appWithLanguages(env: Record<string, string> = {}) {
  const t = await createTestApp(env);
  await seedLanguagesOnce(t.db, true);
  const admin = await t.addAdmin('admin');
  return { t, call: languagesApi(t, admin.token), pt: await languageId(t, 'PT') };
}

describe('machine-translate without an AI model (the offline default)', () => {
  let t: TestContext;
  let call: ReturnType<typeof languagesApi>;
  let pt: string;
  beforeAll(async () => ({ t, call, pt } = await appWithLanguages()));
  afterAll(() => t.close());

  it("suggests another key's published text with the same English text; the text itself is unchanged", async () => {
    // onboarding_button_save is untranslated; the other screens' "Save" keys say "Salvar"
    const id = await contentId(t, 'onboarding_button_save');
    const audits = await auditCount(t, 'translation.machine');
    const res = await call<Answer>('POST', `machine-translate/${id}/${pt}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(m.machineFromMemory('Português'));
    expect(res.body.item).toMatchObject({ key: 'onboarding_button_save', translateString: '', version: 0 });
    expect(res.body.item.translate[0]?.latest).toBe('Salvar');
    expect(await auditCount(t, 'translation.machine')).toBe(audits + 1);
    // an editor who opened the drawer before the suggestion still saves over "no text yet"
    const saved = await call<Answer>('PUT', `update-translate/${id}/${pt}`, {
      translate: 'Salvar',
      isPublished: true,
      version: 0,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.item).toMatchObject({ translateString: 'Salvar', status: 'Published' });
  });

  it('says plainly when there is no suggestion, and writes nothing', async () => {
    const id = await contentId(t, 'login_empty'); // "Nothing in Sign in yet": no other key says it
    const audits = await auditCount(t, 'translation.machine');
    const res = await call<Answer>('POST', `machine-translate/${id}/${pt}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(
      'No suggestion: no AI model is configured on the server (AI_BASE_URL), and no other key with this ' +
        'English text is translated in Português.',
    );
    expect(res.body.item.translate[0]?.latest).toBeNull();
    expect(await auditCount(t, 'translation.machine')).toBe(audits);
  });

  it('refuses English, bad and unknown ids, and a call without a token', async () => {
    const id = await contentId(t, 'login_empty');
    const en = await languageId(t, 'EN');
    expect(await call('POST', `machine-translate/${id}/${en}`)).toMatchObject({
      status: 400,
      body: { message: m.englishNotTranslated },
    });
    expect(await call('POST', `machine-translate/nope/${pt}`)).toMatchObject({
      status: 400,
      body: { message: 'The content id is not valid.' },
    });
    expect((await call('POST', `machine-translate/${nil}/${pt}`)).status).toBe(404);
    expect((await call('POST', `machine-translate/${id}/${nil}`)).status).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/languages/machine-translate/${id}/${pt}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('machine-translate with an AI model', () => {
  let fake: FakeOpenAi;
  let t: TestContext;
  let call: ReturnType<typeof languagesApi>;
  let pt: string;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    ({ t, call, pt } = await appWithLanguages({
      AI_BASE_URL: fake.baseUrl,
      AI_API_KEY: 'sk-secret',
      AI_TIMEOUT_MS: '500',
      AI_TRANSLATION_MODEL: 'gpt-4o-mini',
    }));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('sends the English text to the model and keeps its answer as the suggestion', async () => {
    fake.mode = 'ok';
    const id = await contentId(t, 'login_empty');
    const res = await call<Answer>('POST', `machine-translate/${id}/${pt}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Machine translation ready: check it, then use it.');
    expect(res.body.item.translate[0]?.latest).toBe('Fake answer to: Nothing in Sign in yet');
    const sent = fake.requests.at(-1)?.body;
    expect(sent?.model).toBe('gpt-4o-mini');
    expect(sent?.messages[0]?.content).toContain('into Português, as written in Brazil.');
    expect(sent?.messages[1]).toEqual({ role: 'user', content: 'Nothing in Sign in yet' });
  });

  it.each([500, 'hang'] as const)('a provider failure (%s) answers 502 and writes nothing', async (mode) => {
    fake.mode = mode;
    const id = await contentId(t, 'onboarding_empty');
    const audits = await auditCount(t, 'translation.machine');
    expect(await call('POST', `machine-translate/${id}/${pt}`)).toMatchObject({
      status: 502,
      body: { valid: false, message: m.machineTranslationFailed },
    });
    expect(await auditCount(t, 'translation.machine')).toBe(audits);
  });
});
