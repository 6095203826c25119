import { describe, expect, it } from 'vitest';
import {
  celebrityRuleMessages as rules,
  type CelebrityDetail,
  type CelebrityListAnswer,
} from '@orrery/contract';
import { seedLanguagesOnce } from '../languages';
import { useTestApp } from '../../../test/helpers';
import { addCelebrity, celebrityBody, chartBody } from '../../../test/celebrities';

const t = useTestApp();

const setStatus = (id: string, body: object, token: string | null = t.superadmin.token) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/celebrity/update-celebrity-status/${id}`,
    payload: body,
    headers: token ? t.auth(token) : {},
  });
const languages = () =>
  t.app.inject({ method: 'GET', url: '/api/celebrity/languages-list', headers: t.auth(t.superadmin.token) });
const saveChart = (c: CelebrityDetail) =>
  t.app.inject({
    method: 'POST',
    url: '/api/astrologic/save-member-chart',
    payload: chartBody(c),
    headers: t.auth(t.superadmin.token),
  });
const both = [
  { language: 'en', short_intro: 'Actor and producer.', profession: 'Actor' },
  { language: 'pt_BR', short_intro: 'Ator e produtor.', profession: 'Ator' },
];

describe('GET /api/celebrity/languages-list', () => {
  it('en and pt_BR until the Languages area has any, then its languages; no token 401', async () => {
    const before = await languages();
    expect(before.statusCode).toBe(200);
    expect(before.json().data.map((l: { mobileKey: string }) => l.mobileKey)).toEqual(['en', 'pt_BR']);
    await seedLanguagesOnce(t.db, false);
    const after = (await languages()).json<{
      data: { language: string; mobileKey: string; _id: string }[];
    }>();
    expect(after.data.map((l) => [l.language, l.mobileKey])).toEqual([
      ['English', 'en'],
      ['Português', 'pt_BR'],
    ]);
    expect(after.data[0]?._id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await t.app.inject({ method: 'GET', url: '/api/celebrity/languages-list' })).statusCode).toBe(
      401,
    );
  });
});

describe('PUT /api/celebrity/update-celebrity-status/{id}', () => {
  it('refuses to publish without a chart and the introductions, naming every one missing; nothing changes', async () => {
    const c = await addCelebrity(t, { introduction: [both[0]] });
    const res = await setStatus(c._id, { status: 'publish' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      rules.cannotPublish([rules.missingChart, rules.missingIntroduction('Português')]),
    );
    expect(res.json().message).toBe(
      'This celebrity cannot be published yet. It still needs the birth chart and the introduction in Português.',
    );
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/celebrity/celebrity-list?status=unPublish&search=Shah',
      headers: t.auth(t.superadmin.token),
    });
    expect(list.json<CelebrityListAnswer>().items.map((i) => i._id)).toContain(c._id);
  });

  it('publishes once chart, image and every introduction are there; unPublish; the list filters by status', async () => {
    const c = await addCelebrity(t, { fullName: 'Ready Star', introduction: both });
    expect((await saveChart(c)).statusCode).toBe(200);
    const res = await setStatus(c._id, { status: 'publish', version: c.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'publish', version: c.version + 1 });
    const published = await t.app.inject({
      method: 'GET',
      url: '/api/celebrity/celebrity-list?status=publish&search=Ready',
      headers: t.auth(t.superadmin.token),
    });
    expect(published.json<CelebrityListAnswer>().items.map((i) => i.fullName)).toEqual(['Ready Star']);
    const stale = await setStatus(c._id, { status: 'unPublish', version: c.version });
    expect(stale.statusCode).toBe(409);
    const back = await setStatus(c._id, { status: 'unPublish' });
    expect(back.json().data.status).toBe('unPublish');
  });

  it('an introduction in an unknown language or twice in one is a 400', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/celebrity/add-celebrity',
      payload: await celebrityBody(t, {
        introduction: [{ language: 'xx', short_intro: 'a', profession: 'b' }],
      }),
      headers: t.auth(t.superadmin.token),
    });
    expect(unknown.json()).toEqual({ valid: false, message: rules.unknownLanguage('xx') });
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/celebrity/add-celebrity',
      payload: await celebrityBody(t, { introduction: [both[0], both[0]] }),
      headers: t.auth(t.superadmin.token),
    });
    expect(twice.json()).toEqual({ valid: false, message: rules.duplicateLanguage('English') });
  });

  it('bad status 400; deleted celebrity 400; unknown 404; no token 401', async () => {
    const c = await addCelebrity(t);
    expect((await setStatus(c._id, { status: 'live' })).statusCode).toBe(400);
    expect(
      (await setStatus('00000000-0000-4000-8000-000000000000', { status: 'unPublish' })).statusCode,
    ).toBe(404);
    expect((await setStatus(c._id, { status: 'unPublish' }, null)).statusCode).toBe(401);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/celebrity/delete-celebrity/${c._id}`,
      headers: t.auth(t.superadmin.token),
    });
    expect((await setStatus(c._id, { status: 'unPublish' })).json()).toEqual({
      valid: false,
      message: rules.deleted,
    });
  });
});
