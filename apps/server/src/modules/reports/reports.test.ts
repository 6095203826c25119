import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  memberFormMessages,
  moderationTexts,
  skipLimitMessages,
  type FeedbackAnswer,
  type FeedbackListAnswer,
  type Member,
  type ReportedListAnswer,
  type ReportersAnswer,
} from '@orrery/contract';
import { schema } from '@orrery/db';
import { createTestApp, signedLink, type TestContext } from '../../../test/helpers';
import { insertMember } from '../../../test/members';

const DAY = 86_400_000;
const at = (daysAgo: number) => new Date(Date.UTC(2026, 0, 31, 12) - daysAgo * DAY);
const LONG =
  'She told me she needs money for a flight ticket to come and meet me. Classic scam, please check this account now.';

let t: TestContext;
const ids = {} as Record<'rhea' | 'sam' | 'gone' | 'arjun' | 'dee' | 'livia', string>;

beforeAll(async () => {
  t = await createTestApp();
  ids.rhea = await insertMember(t.db, {
    nickName: 'Rhea Reported',
    identifier: 'rhea.reported@example.com',
    isBlocked: true,
    weekSwipes: 40,
    weekLikes: 12,
    weekSuperLikes: 2,
    weekMatches: 3,
    likeCount: 55,
    superLikeCount: 4,
    userStatus: 'blocked',
    createdAt: at(400),
  });
  ids.sam = await insertMember(t.db, {
    nickName: 'Sam Once',
    identifier: 'sam.once@example.com',
    isOnHold: true,
  });
  ids.gone = await insertMember(t.db, { nickName: 'Gone Reported', isDeleted: true, deletedAt: at(1) });
  ids.arjun = await insertMember(t.db, { nickName: 'Arjun Reporter', identifier: 'arjun@example.com' });
  ids.dee = await insertMember(t.db, { nickName: 'Dee Deleting', isDeleted: true, deletedAt: at(2) });
  ids.livia = await insertMember(t.db, { nickName: 'Livia Quiet', identifier: 'livia@example.com' });
  const report = (
    reportedId: string,
    reporterId: string | null,
    daysAgo: number,
    text: string,
    reason = 'user_report',
  ) => ({ reportedId, reporterId, createdAt: at(daysAgo), text, reason });
  await t.db
    .insert(schema.reports)
    .values([
      report(ids.rhea, ids.arjun, 30, 'Fake profile'),
      report(ids.rhea, ids.arjun, 20, 'Rude messages'),
      report(ids.rhea, ids.dee, 10, 'Asked me for money'),
      report(ids.rhea, null, 8, 'Spam'),
      report(ids.rhea, ids.livia, 6, LONG),
      report(ids.rhea, ids.sam, 4, 'The photos of this profile do not load', 'bug_report'),
      report(ids.rhea, ids.arjun, 2, 'Harassment'),
      report(ids.sam, ids.livia, 50, 'Offensive bio'),
      report(ids.gone, ids.arjun, 1, 'Scammer'),
    ]);
  await t.db.insert(schema.feedback).values([
    {
      memberId: ids.livia,
      email: 'livia@example.com',
      kind: 'bug_report',
      subject: 'Cannot upload photos',
      text: 'When I try to add a third photo the upload stays at 99 % and never finishes.',
      attachments: [
        {
          filename: 'screenshot-1.jpg',
          url: '/files/feedback/x/1.jpg',
          thumbUrl: '/files/feedback/x/1-thumb.jpg',
          mime: 'image/jpeg',
          size: 2048,
          width: 360,
          height: 720,
        },
      ],
      createdAt: at(3),
      modifiedAt: at(3),
    },
    {
      memberId: ids.arjun,
      email: 'arjun@example.com',
      kind: 'suggestion',
      subject: 'Dark mode please',
      text: 'Would be nice to have a dark theme.',
      createdAt: at(5),
      modifiedAt: at(4),
    },
  ]);
});
afterAll(() => t.close());

const get = (url: string, token: string | null = t.superadmin.token) =>
  t.app.inject({ method: 'GET', url, headers: token ? t.auth(token) : {} });

describe('GET /api/feedback/report/{skip}/{limit}', () => {
  it('lists the reported members not pending deletion, last reported first, with their fields', async () => {
    const res = await get('/api/feedback/report/0/20?pageNo=1&pageLimit=20');
    expect(res.statusCode).toBe(200);
    const body = res.json<ReportedListAnswer>();
    expect(body.total).toBe(2);
    expect(body.items.map((i) => i.nickName)).toEqual(['Rhea Reported', 'Sam Once']);
    const rhea = body.items[0]!;
    expect(rhea).toMatchObject({
      _id: ids.rhea,
      identifier: 'rhea.reported@example.com',
      lastReportedAt: at(2).toISOString(),
      totalReports: 7,
      // Arjun, Dee, Livia, Sam and the purged reporter (a report without a reporter counts as one)
      totalUniqueReportedBy: 5,
      status: 'blocked',
      userStatus: 'blocked',
      userSwipes: 40,
      userLikes: 12,
      userSuperLikes: 2,
      matchesMade: 3,
      likeCount: 55,
      superLikeCount: 4,
      onHold: false,
    });
    expect(body.items[1]).toMatchObject({
      totalReports: 1,
      totalUniqueReportedBy: 1,
      status: 'active',
      onHold: true,
    });
    // the latest five, newest first; a reporter purged or pending deletion has no user
    expect(rhea.reports.map((r) => r.text)).toEqual([
      'Harassment',
      'The photos of this profile do not load',
      LONG,
      'Spam',
      'Asked me for money',
    ]);
    expect(rhea.reports[0]!.user).toEqual({
      _id: ids.arjun,
      nickName: 'Arjun Reporter',
      identifier: 'arjun@example.com',
    });
    expect(rhea.reports[1]!.reason).toBe('bug_report');
    expect(rhea.reports[3]!.user).toBeNull();
    expect(rhea.reports[4]!.user).toBeNull();
  });

  it('searches by name (default), e-mail or whole id, sorts and pages by the path', async () => {
    const names = async (query: string, path = '0/20') =>
      (await get(`/api/feedback/report/${path}?${query}`))
        .json<ReportedListAnswer>()
        .items.map((i) => i.nickName);
    expect(await names('search=sam')).toEqual(['Sam Once']);
    expect(await names('search=rhea.reported@')).toEqual([]);
    expect(await names('search=rhea.reported@&searchBy=identifier')).toEqual(['Rhea Reported']);
    expect(await names(`search=${ids.sam}&searchBy=_id`)).toEqual(['Sam Once']);
    expect(await names('search=gone')).toEqual([]);
    expect(await names('sortBy=totalReports&orderBy=asc')).toEqual(['Sam Once', 'Rhea Reported']);
    expect(await names('sort=totalReports')).toEqual(['Sam Once', 'Rhea Reported']);
    expect(await names('sort=-totalReports')).toEqual(['Rhea Reported', 'Sam Once']);
    // sortBy/orderBy win over sort
    expect(await names('sort=-totalReports&sortBy=nickName&orderBy=desc')).toEqual([
      'Sam Once',
      'Rhea Reported',
    ]);
    expect(await names('sortBy=nickName')).toEqual(['Rhea Reported', 'Sam Once']);
    // the path decides the page, whatever pageNo says
    expect(await names('pageNo=1&pageLimit=1', '1/1')).toEqual(['Sam Once']);
    const page = (await get('/api/feedback/report/1/1')).json<ReportedListAnswer>();
    expect(page.total).toBe(2);
  });

  it.each([
    ['-1/20', '', skipLimitMessages.skip],
    ['0/0', '', skipLimitMessages.limit(100)],
    ['0/101', '', skipLimitMessages.limit(100)],
    ['0/x', '', skipLimitMessages.limit(100)],
    ['0/20', 'sortBy=bogus', 'sortBy takes lastReportedAt'],
    ['0/20', 'sort=--totalReports', moderationTexts.sortForm],
    ['0/20', 'orderBy=up', ''],
    ['0/20', 'searchBy=place', 'searchBy takes nickName, identifier, _id'],
    ['0/20', 'search=6f1c&searchBy=_id', 'To search by id, paste the whole member id.'],
    ['0/20', 'pageLimit=500', ''],
  ])('refuses %s?%s with a 400 message', async (path, query, message) => {
    const res = await get(`/api/feedback/report/${path}?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ valid: false });
    expect(res.json<{ message: string }>().message).toContain(message);
  });

  it('needs a token', async () => {
    expect((await get('/api/feedback/report/0/20', null)).statusCode).toBe(401);
  });
});

describe('GET /api/feedback/reporters-list/{id}/{skip}/{limit}', () => {
  it('pages every report newest first, deleted reporters without a user', async () => {
    const res = await get(`/api/feedback/reporters-list/${ids.rhea}/0/3`);
    expect(res.statusCode).toBe(200);
    const body = res.json<ReportersAnswer>();
    expect(body.pagination).toEqual({ total: 7, skip: 0, limit: 3 });
    expect(body.item.map((r) => r.text)).toEqual([
      'Harassment',
      'The photos of this profile do not load',
      LONG,
    ]);
    expect(body.item[2]!.user?.nickName).toBe('Livia Quiet');
    const last = (await get(`/api/feedback/reporters-list/${ids.rhea}/6/3`)).json<ReportersAnswer>();
    expect(last.item.map((r) => [r.text, r.user?.nickName ?? null])).toEqual([
      ['Fake profile', 'Arjun Reporter'],
    ]);
    const middle = (await get(`/api/feedback/reporters-list/${ids.rhea}/3/3`)).json<ReportersAnswer>();
    expect(middle.item.map((r) => r.user?.nickName ?? null)).toEqual([null, null, 'Arjun Reporter']);
  });

  it('answers an empty page for a member nobody reported, 404 for an unknown one, 400 for a malformed id', async () => {
    const quiet = (await get(`/api/feedback/reporters-list/${ids.livia}/0/20`)).json<ReportersAnswer>();
    expect(quiet).toEqual({ item: [], pagination: { total: 0, skip: 0, limit: 20 } });
    const unknown = await get('/api/feedback/reporters-list/00000000-0000-4000-8000-000000000099/0/20');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ valid: false, message: 'Member not found' });
    const bad = await get('/api/feedback/reporters-list/123/0/20');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(moderationTexts.idMalformed);
    expect((await get(`/api/feedback/reporters-list/${ids.rhea}/0/1000`)).statusCode).toBe(400);
  });

  it('needs a token', async () => {
    expect((await get(`/api/feedback/reporters-list/${ids.rhea}/0/20`, null)).statusCode).toBe(401);
  });
});

describe('GET /api/feedback/list/{skip}/{limit} and item/{id}', () => {
  it('lists the feedback newest first with its fields', async () => {
    const res = await get('/api/feedback/list/0/20?type=admin');
    expect(res.statusCode).toBe(200);
    const body = res.json<FeedbackListAnswer>();
    expect(body.total).toBe(2);
    expect(body.items.map((i) => i.reason)).toEqual(['Cannot upload photos', 'Dark mode please']);
    expect(body.items[0]).toMatchObject({
      memberId: ids.livia,
      nickName: 'Livia Quiet',
      email: 'livia@example.com',
      kind: 'bug_report',
      createdAt: at(3).toISOString(),
      attachments: [
        {
          filename: 'screenshot-1.jpg',
          url: signedLink('/files/feedback/x/1.jpg'),
          thumbUrl: signedLink('/files/feedback/x/1-thumb.jpg'),
          mime: 'image/jpeg',
          size: 2048,
        },
      ],
    });
    expect(body.items[1]).toMatchObject({ modifiedAt: at(4).toISOString(), attachments: [] });
  });

  it('filters by kind and searches nickname, e-mail, subject and text', async () => {
    const subjects = async (query: string) =>
      (await get(`/api/feedback/list/0/20?${query}`)).json<FeedbackListAnswer>().items.map((i) => i.reason);
    expect(await subjects('key=bug_report')).toEqual(['Cannot upload photos']);
    expect(await subjects('key=suggestion')).toEqual(['Dark mode please']);
    expect(await subjects('search=arjun')).toEqual(['Dark mode please']);
    expect(await subjects('search=LIVIA@')).toEqual(['Cannot upload photos']);
    expect(await subjects('search=third photo')).toEqual(['Cannot upload photos']);
    expect(await subjects('search=dark mode&key=bug_report')).toEqual([]);
    expect(await subjects(`search=${encodeURIComponent('99 %')}`)).toEqual(['Cannot upload photos']);
    expect(await subjects(`search=${encodeURIComponent('100%')}`)).toEqual([]);
    const page = (await get('/api/feedback/list/1/1')).json<FeedbackListAnswer>();
    expect([page.total, page.items.map((i) => i.reason)]).toEqual([2, ['Dark mode please']]);
  });

  it('answers one feedback message, 404 when missing', async () => {
    const [first] = (await get('/api/feedback/list/0/1')).json<FeedbackListAnswer>().items;
    const res = await get(`/api/feedback/item/${first!._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<FeedbackAnswer>().data).toEqual(first);
    const missing = await get('/api/feedback/item/00000000-0000-4000-8000-000000000099');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ valid: false, message: moderationTexts.feedbackNotFound });
    expect((await get('/api/feedback/item/nope')).statusCode).toBe(400);
  });

  it.each([['type=user'], ['key=praise'], ['search=' + 'x'.repeat(101)]])(
    'refuses %s with 400',
    async (q) => {
      const res = await get(`/api/feedback/list/0/20?${q}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ valid: false });
    },
  );

  it('needs a token', async () => {
    expect((await get('/api/feedback/list/0/20', null)).statusCode).toBe(401);
    expect((await get(`/api/feedback/item/${ids.rhea}`, null)).statusCode).toBe(401);
  });
});

describe('saving a reported member (PUT /api/user/edit/{id} from /report/{id})', () => {
  const load = async (id: string) => (await get(`/api/user/item/${id}`)).json<{ data: Member }>().data;
  const edit = (id: string, body: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/user/edit/${id}`,
      payload: body,
      headers: t.auth(t.superadmin.token),
    });

  it('keeps member roles: blocking gives active and blocked, never admin or superadmin', async () => {
    const member = await load(ids.sam);
    const res = await edit(ids.sam, { ...member, adminBlocked: true, onHold: false, onHoldReason: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: Member }>().data.roles).toEqual(['active', 'blocked']);
    const [row] = await t.db.select().from(schema.members).where(eq(schema.members.id, ids.sam));
    expect(row?.isBlocked).toBe(true);
    const again = await load(ids.sam);
    const unblocked = await edit(ids.sam, { ...again, adminBlocked: false });
    expect(unblocked.json<{ data: Member }>().data.roles).toEqual(['active']);
  });

  it('refuses a body naming a staff role with 400 and writes nothing', async () => {
    const member = await load(ids.rhea);
    for (const roles of [['admin', 'superadmin'], ['active', 'admin'], ['superadmin']]) {
      const res = await edit(ids.rhea, { ...member, roles, adminComments: 'changed' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ valid: false, message: memberFormMessages.roles });
    }
    const after = await load(ids.rhea);
    expect(after.version).toBe(member.version);
    expect(after.adminComments).toBe(member.adminComments);
    expect(after.roles).toEqual(['active', 'blocked']);
    // the member's own roles echoed back are fine
    const ok = await edit(ids.rhea, { ...member, roles: ['active', 'blocked'] });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('Unique Reporters when a reporter is purged', () => {
  const row = async (id: string) =>
    (await get(`/api/feedback/report/0/20?search=${id}&searchBy=_id`))
      .json<ReportedListAnswer>()
      .items.find((i) => i._id === id);

  it('a member reported once by a reporter whose account was purged since: 1 report, 1 unique reporter', async () => {
    const ella = await insertMember(t.db, { nickName: 'Ella W.' });
    const joao = await insertMember(t.db, { nickName: 'João' });
    await t.db.insert(schema.reports).values({ reportedId: joao, reporterId: ella, text: 'Rude' });
    expect(await row(joao)).toMatchObject({ totalReports: 1, totalUniqueReportedBy: 1 });
    // the purge removes the member row; the report stays without a reporter
    await t.db.delete(schema.members).where(eq(schema.members.id, ella));
    const [report] = await t.db.select().from(schema.reports).where(eq(schema.reports.reportedId, joao));
    expect(report?.reporterId).toBeNull();
    expect(await row(joao)).toMatchObject({ totalReports: 1, totalUniqueReportedBy: 1 });
    // a later report by someone else is counted beside it
    const kim = await insertMember(t.db, { nickName: 'Kim' });
    await t.db.insert(schema.reports).values({ reportedId: joao, reporterId: kim, text: 'Spam' });
    expect(await row(joao)).toMatchObject({ totalReports: 2, totalUniqueReportedBy: 2 });
    await t.db.delete(schema.members).where(inArray(schema.members.id, [joao, kim]));
  });
});
