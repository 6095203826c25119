import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  aiReportMessages as m,
  type AiReportCompareAnswer,
  type AiReportVersionAnswer,
  type AiReportVersionList,
} from '@orrery/contract';
import { schema } from '@orrery/db';
import { aiWritesSoFar, call } from '../../../test/aiReports';
import { type TestAdmin, useTestApp } from '../../../test/helpers';
import { defaultContent, liveReportSettings, seedAiReportVersionsOnce } from './index';

const t = useTestApp();
let admin: TestAdmin;
beforeAll(async () => {
  admin = await t.addAdmin('admin');
});

const list = async (membership: string) => {
  const res = await call(t, 'GET', `astro-ai-report-versions/${membership}`);
  expect(res.statusCode).toBe(200);
  return res.json<AiReportVersionList>();
};
const save = (body: object, token = t.superadmin.token) =>
  call(t, 'POST', 'astro-ai-report-versions', body, token);
const setLive = (id: string, liveVersionId: string | null, token = t.superadmin.token) =>
  call(t, 'POST', `astro-ai-report-versions/${id}/set-live`, { liveVersionId }, token);

describe('versions of the AI report settings', () => {
  it('reports use the defaults before any version, and a new database gets version 1 of each live', async () => {
    expect(await liveReportSettings(t.db, 'free')).toEqual({
      ...defaultContent('free'),
      versionId: null,
      versionNumber: null,
    });
    await seedAiReportVersionsOnce(t.db);
    await seedAiReportVersionsOnce(t.db);
    const { items, liveVersionId } = await list('premium');
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      number: 1,
      isLive: true,
      selectAIengine: 'gpt-4o',
      maxWords: 350,
      sourceTexts_ai: 'fullText',
      createdBy: { _id: null, name: 'system' },
    });
    expect(liveVersionId).toBe(items[0]?._id);
    expect(await liveReportSettings(t.db, 'free')).toMatchObject({
      selectAIengine: 'gpt-4o-mini',
      maxWords: 200,
      sourceTexts_ai: 'keywords',
      versionNumber: 1,
    });
  });

  it('Save Version keeps an immutable snapshot with who and when, not live, one audit row', async () => {
    const res = await save(
      { membership: 'premium', ...defaultContent('premium'), maxWords: 420, note: ' longer ' },
      admin.token,
    );
    expect(res.statusCode).toBe(200);
    const { message, item } = res.json<AiReportVersionAnswer>();
    expect(message).toBe('Version 2 of the Premium Member Reports saved.');
    expect(item).toMatchObject({
      number: 2,
      maxWords: 420,
      note: 'longer',
      isLive: false,
      liveSince: null,
      createdBy: { _id: admin.id, name: 'admin 2' },
    });
    expect(Date.now() - Date.parse(item.createdAt)).toBeLessThan(60_000);
    const audit = await t.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.entity, 'aiReportVersion'), eq(schema.auditLog.entityId, item._id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'aiReportVersion.add', actorId: admin.id });
    // the free reports are numbered on their own
    const free = await save({ membership: 'free', ...defaultContent('free') });
    expect(free.json<AiReportVersionAnswer>().item.number).toBe(2);
    // reports still use the live version 1
    expect((await liveReportSettings(t.db, 'premium')).maxWords).toBe(350);
  });

  it('lists the versions of one membership, newest first', async () => {
    const { items } = await list('premium');
    expect(items.map((v) => [v.number, v.isLive])).toEqual([
      [2, false],
      [1, true],
    ]);
  });

  it('compares a version with the live one, field by field', async () => {
    const { items } = await list('premium');
    const res = await call(t, 'GET', `astro-ai-report-versions/${items[0]?._id}/compare`);
    expect(res.statusCode).toBe(200);
    const answer = res.json<AiReportCompareAnswer>();
    expect(answer.live?.number).toBe(1);
    expect(answer.differences).toEqual([{ field: 'maxWords', version: 420, live: 350 }]);
  });

  it('Set as Live Version makes it the one reports use; exactly one stays live; one audit row', async () => {
    const { items, liveVersionId } = await list('premium');
    const v2 = items[0]?._id ?? '';
    const res = await setLive(v2, liveVersionId);
    expect(res.statusCode).toBe(200);
    expect(res.json<AiReportVersionAnswer>().message).toBe(
      'Version 2 is now the live version of the Premium Member Reports.',
    );
    const after = await list('premium');
    expect(after.items.map((v) => [v.number, v.isLive])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect(after.liveVersionId).toBe(v2);
    expect(await liveReportSettings(t.db, 'premium')).toMatchObject({ maxWords: 420, versionNumber: 2 });
    // the free reports keep theirs
    expect((await liveReportSettings(t.db, 'free')).versionNumber).toBe(1);
    const audit = await t.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'aiReportVersion.setLive'), eq(schema.auditLog.entityId, v2)));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.before).toMatchObject({ liveVersion: 1 });
  });

  it('answers 409 when the live version changed since the list was loaded, writing nothing', async () => {
    const { items } = await list('premium');
    const v1 = items.find((v) => v.number === 1)?._id ?? '';
    const before = await aiWritesSoFar(t);
    const res = await setLive(v1, v1); // the console still showed version 1 as live
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ valid: false, message: m.staleLive });
    expect(await aiWritesSoFar(t)).toEqual(before);
    expect((await liveReportSettings(t.db, 'premium')).versionNumber).toBe(2);
  });

  it('setting the live version live again changes nothing', async () => {
    const { items, liveVersionId } = await list('premium');
    const before = await aiWritesSoFar(t);
    const res = await setLive(liveVersionId ?? '', items[1]?._id ?? null);
    expect(res.statusCode).toBe(200);
    expect(res.json<AiReportVersionAnswer>().message).toBe(
      'Version 2 is already the live version of the Premium Member Reports.',
    );
    expect(await aiWritesSoFar(t)).toEqual(before);
  });

  it('keeps exactly one live version when two admins set different versions live at once', async () => {
    const a = (
      await save({ membership: 'premium', ...defaultContent('premium'), maxWords: 300 })
    ).json<AiReportVersionAnswer>();
    const b = (
      await save({ membership: 'premium', ...defaultContent('premium'), maxWords: 310 })
    ).json<AiReportVersionAnswer>();
    const { liveVersionId } = await list('premium');
    const answers = await Promise.all([
      setLive(a.item._id, liveVersionId),
      setLive(b.item._id, liveVersionId, admin.token),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const live = (await list('premium')).items.filter((v) => v.isLive);
    expect(live).toHaveLength(1);
    expect([a.item._id, b.item._id]).toContain(live[0]?._id);
  });

  it('answers 404 for a version that does not exist, on set-live and compare', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const res of [
      await setLive(missing, null),
      await call(t, 'GET', `astro-ai-report-versions/${missing}/compare`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ valid: false, message: m.versionNotFound });
    }
  });

  it.each([
    ['an unknown membership', { membership: 'gold' }, 'the membership must be premium or free'],
    ['an engine not offered', { selectAIengine: 'gpt-4.1' }, 'gpt-4o, gpt-4o-mini or DeepSeek R1'],
    ['too many tokens', { maxTokens: 100000 }, 'Max. Tokens must be a whole number from 16 to 16000'],
    ['a blank user prompt', { promptUser: '' }, 'The user prompt is required'],
  ])('Save Version refuses %s with 400 and writes nothing', async (_label, change, message) => {
    const before = await aiWritesSoFar(t);
    const res = await save({ membership: 'free', ...defaultContent('free'), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(message);
    expect(await aiWritesSoFar(t)).toEqual(before);
  });

  it('refuses malformed ids and memberships with 400', async () => {
    expect((await call(t, 'GET', 'astro-ai-report-versions/gold')).statusCode).toBe(400);
    const bad = await setLive('not-an-id', null);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ valid: false, message: 'The version id is not valid.' });
    const badLive = await call(
      t,
      'POST',
      `astro-ai-report-versions/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}/set-live`,
      {
        liveVersionId: 'x',
      },
    );
    expect(badLive.statusCode).toBe(400);
  });

  it('needs a token for every call', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const res of [
      await call(t, 'GET', 'astro-ai-report-versions/premium', undefined, null),
      await call(
        t,
        'POST',
        'astro-ai-report-versions',
        { membership: 'free', ...defaultContent('free') },
        null,
      ),
      await call(t, 'POST', `astro-ai-report-versions/${id}/set-live`, { liveVersionId: null }, null),
      await call(t, 'GET', `astro-ai-report-versions/${id}/compare`, undefined, null),
    ])
      expect(res.statusCode).toBe(401);
  });
});
