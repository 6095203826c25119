import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { schema } from '@orrery/db';
import { DateTime } from 'luxon';
import { analyticsMessages as m, appFeatures, screenVisitTypes, userActionFields } from '@orrery/contract';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { dayOf, seedAnalyticsData, type AnalyticsData, type RawEvent } from '../../../test/analytics';
import { rollUpAll, rollupStatus } from './rollup';

const on = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const today = DateTime.utc().startOf('day');
const iso = (d: DateTime) => d.toISODate()!;
const daysBack = (n: number) => iso(today.minus({ days: n }));
const range = (from: string, to: string) => {
  const out: string[] = [];
  for (let d = DateTime.fromISO(from, { zone: 'utc' }); iso(d) <= to; d = d.plus({ days: 1 }))
    out.push(iso(d));
  return out;
};

let ctx: TestContext;
let data: AnalyticsData;
const post = (url: string, payload: object, token: string | null = ctx.superadmin.token) =>
  ctx.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: token ? ctx.auth(token) : {} });
const get = (url: string, token: string | null = ctx.superadmin.token) =>
  ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: token ? ctx.auth(token) : {} });

// --- independent counts straight from the raw events --------------------------------------------------------
const inDays = (e: RawEvent, from: string, to: string) => dayOf(e.at) >= from && dayOf(e.at) <= to;
const distinct = (events: RawEvent[]) => new Set(events.map((e) => e.memberId)).size;
const activeOn = (day: string, pred: (e: RawEvent) => boolean = () => true) =>
  new Set(data.events.filter((e) => dayOf(e.at) === day && pred(e)).map((e) => e.memberId));

beforeAll(async () => {
  ctx = await createTestApp();
  data = await seedAnalyticsData(ctx.db);
}, 120_000);
afterAll(async () => {
  await ctx.close();
});

describe(`analytics roll-ups on ${on}`, () => {
  it('count every event once, in chunks, and a second run adds nothing', async () => {
    // what the start-up's loading step shows: nothing counted yet, every event waiting
    expect(await rollupStatus(ctx.db)).toEqual({ rolled: 0, waiting: data.events.length });
    // stopped (as at shutdown) after its second chunk: it ends there, and the next run goes on from there
    const stopping = new AbortController();
    const stopped = await rollUpAll(ctx.db, {
      chunk: 97,
      stop: stopping.signal,
      onStep: (step) => {
        if (step.from > 0) stopping.abort();
      },
    });
    expect(stopped.chunks).toBe(2);
    expect(await rollupStatus(ctx.db)).toEqual({ rolled: 194, waiting: data.events.length - 194 });
    const first = await rollUpAll(ctx.db, { chunk: 97 });
    expect(await rollupStatus(ctx.db)).toEqual({ rolled: data.events.length, waiting: 0 });
    expect(first.events + stopped.events).toBe(data.events.length);
    expect(first.chunks).toBeGreaterThan(3);
    const again = await rollUpAll(ctx.db);
    expect(again).toEqual({ chunks: 0, events: 0, lastSeq: 0 });
    const result = (await ctx.db.execute(
      sql`select sum(events)::int as n from analytics_daily`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(Number(result.rows[0]?.n)).toBe(data.events.length);
    const days = (await ctx.db.execute(
      sql`select count(*)::int as n from analytics_member_days`,
    )) as unknown as {
      rows: { n: number }[];
    };
    const memberDays = new Set(data.events.map((e) => `${e.memberId}|${dayOf(e.at)}`));
    expect(Number(days.rows[0]?.n)).toBe(memberDays.size);
  });
});

describe(`analytics calls on ${on}: figures match counts from the raw events`, () => {
  it('screen-visits by day (custom) with a country, and by month (year)', async () => {
    const from = daysBack(9);
    const to = daysBack(0);
    const answer = await post('/analytics/screen-visits', {
      forTime: 'custom',
      fromDate: from,
      toDate: to,
      visitTypes: ['astro_visit', 'chatbot_visit'],
      countryShortName: 'IN',
    });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.data.map((r: { date: string }) => r.date)).toEqual(range(from, to));
    for (const row of body.data) {
      for (const type of ['astro_visit', 'chatbot_visit']) {
        const expected = data.events.filter(
          (e) =>
            e.kind === 'screen_visit' &&
            e.name === type &&
            dayOf(e.at) === row.date &&
            e.countryCode === 'IN',
        ).length;
        expect(row[type]).toBe(expected);
      }
      expect(row.user_chat).toBeUndefined();
    }
    const totalAstro = data.events.filter(
      (e) =>
        e.kind === 'screen_visit' &&
        e.name === 'astro_visit' &&
        inDays(e, from, to) &&
        e.countryCode === 'IN',
    ).length;
    expect(body.totalVisitCount.astro_visit).toBe(totalAstro);

    const year = today.year;
    const byYear = (await post('/analytics/screen-visits', { forTime: 'year', yearRange: year })).json();
    const month = today.toFormat('yyyy-MM');
    const row = byYear.data.find((r: { month: string }) => r.month === month);
    for (const type of screenVisitTypes) {
      expect(row[type]).toBe(
        data.events.filter(
          (e) => e.kind === 'screen_visit' && e.name === type && e.at.toISOString().startsWith(month),
        ).length,
      );
    }
  });

  it('user-actions by day for women, under the answer names the console reads', async () => {
    const from = daysBack(5);
    const body = (
      await post('/analytics/user-actions', {
        forTime: 'custom',
        fromDate: from,
        toDate: daysBack(0),
        gender: 'f',
      })
    ).json();
    for (const row of body.data) {
      for (const [action, field] of Object.entries(userActionFields)) {
        expect(row[field]).toBe(
          data.events.filter(
            (e) =>
              e.kind === 'user_action' && e.name === action && dayOf(e.at) === row.date && e.gender === 'f',
          ).length,
        );
      }
    }
  });

  it('activity-count: DAU by day, WAU by the weeks of a month, MAU by the months of a year', async () => {
    const from = daysBack(9);
    const daily = (
      await post('/analytics/activity-count', { forTime: 'custom', fromDate: from, toDate: daysBack(0) })
    ).json();
    expect(daily.data).toEqual(
      range(from, daysBack(0)).map((date) => ({ date, count: activeOn(date).size })),
    );

    const month = today.minus({ days: 20 }).toFormat('yyyy-MM');
    const weekly = (await post('/analytics/activity-count', { forTime: 'week', month })).json();
    expect(weekly.data[0].week.startDate).toBe(`${month}-01`);
    expect(weekly.data[0].week.endDate).toBe(`${month}-07`);
    for (const row of weekly.data) {
      expect(row.count).toBe(
        distinct(data.events.filter((e) => inDays(e, row.week.startDate, row.week.endDate))),
      );
    }

    const monthly = (
      await post('/analytics/activity-count', {
        forTime: 'month',
        yearRange: today.year,
        countryShortName: 'BR',
      })
    ).json();
    for (const row of monthly.data) {
      expect(row.count).toBe(
        distinct(
          data.events.filter((e) => e.at.toISOString().startsWith(row.month) && e.countryCode === 'BR'),
        ),
      );
    }
  });

  it("the dashboard's Today's Active Members is today's DAU, for all countries and for one", async () => {
    const day = daysBack(0);
    expect(activeOn(day).size).toBeGreaterThan(0);
    for (const [query, body, pred] of [
      ['', {}, () => true],
      ['?countryShortName=IN', { countryShortName: 'IN' }, (e: RawEvent) => e.countryCode === 'IN'],
    ] as const) {
      const dashboard = (await get(`/user/dashboardList${query}`)).json<{ todayActiveUser: number }>();
      const dau = (
        await post('/analytics/activity-count', { forTime: 'custom', fromDate: day, toDate: day, ...body })
      ).json<{ data: { date: string; count: number }[] }>();
      expect(dau.data).toEqual([{ date: day, count: activeOn(day, pred).size }]);
      expect(dashboard.todayActiveUser).toBe(dau.data[0]?.count);
    }
  });

  it('activity-count-ratio: average DAU over the calendar month MAU, in percent', async () => {
    const day = daysBack(1);
    const body = (
      await post('/analytics/activity-count-ratio', { forTime: 'custom', fromDate: day, toDate: day })
    ).json();
    const mau = distinct(data.events.filter((e) => e.at.toISOString().startsWith(day.slice(0, 7))));
    const dau = activeOn(day).size;
    expect(body.data[0]).toMatchObject({ date: day, dau, mau, count: Math.round((dau * 10000) / mau) / 100 });
  });

  it('unique-users-session and session-counts', async () => {
    const from = daysBack(6);
    const unique = (
      await post('/analytics/unique-users-session', { fromDate: from, toDate: daysBack(0) })
    ).json();
    for (const row of unique.data)
      expect(row.count).toBe(activeOn(row.date, (e) => e.kind === 'session_start').size);

    const sessions = (
      await post('/analytics/session-counts', { fromDate: from, toDate: daysBack(0), gender: 'm' })
    ).json();
    for (const row of sessions.data) {
      const started = data.events.filter(
        (e) => e.kind === 'session_start' && dayOf(e.at) === row.date && e.gender === 'm',
      );
      const ended = data.events.filter(
        (e) => e.kind === 'session_end' && dayOf(e.at) === row.date && e.gender === 'm',
      );
      const durations = ended.map((e) => e.durationSec ?? 0);
      expect(row.count).toBe(started.length);
      expect(row.minSessionDuration).toBe(durations.length ? Math.min(...durations) : 0);
      expect(row.maxSessionDuration).toBe(durations.length ? Math.max(...durations) : 0);
      const average = durations.length
        ? Math.round((durations.reduce((a, b) => a + b, 0) / durations.length) * 10) / 10
        : 0;
      expect(row.averageDuration).toBe(average);
    }
  });

  it('retention-rate: of the members active the day before, those active again', async () => {
    const from = daysBack(4);
    const body = (await post('/analytics/retention-rate', { fromDate: from, toDate: daysBack(0) })).json();
    for (const row of body.data) {
      const before = activeOn(iso(DateTime.fromISO(row.date, { zone: 'utc' }).minus({ days: 1 })));
      const now = activeOn(row.date);
      const back = [...before].filter((id) => now.has(id));
      const men = back.filter((id) => data.members.find((mm) => mm.id === id)?.gender === 'm');
      expect(row).toMatchObject({
        totalUsers: before.size,
        returning: back.length,
        maleReturning: men.length,
      });
      expect(row.count).toBe(before.size ? Math.round((back.length * 10000) / before.size) / 100 : 0);
    }
    const activeIn = (prefix: string) =>
      new Set(data.events.filter((e) => e.at.toISOString().startsWith(prefix)).map((e) => e.memberId));
    const monthly = (
      await post('/analytics/retention-rate', { forTime: 'month', yearRange: today.year })
    ).json();
    for (const row of monthly.data) {
      const before = activeIn(
        DateTime.fromISO(`${row.month}-01`, { zone: 'utc' }).minus({ months: 1 }).toFormat('yyyy-MM'),
      );
      const now = activeIn(row.month);
      expect(row).toMatchObject({
        totalUsers: before.size,
        returning: [...before].filter((id) => now.has(id)).length,
      });
    }
    const month = today.minus({ days: 20 }).toFormat('yyyy-MM');
    const weekly = (await post('/analytics/retention-rate', { forTime: 'week', month })).json();
    for (const row of weekly.data) {
      const start = DateTime.fromISO(row.week.startDate, { zone: 'utc' });
      const inRange = (from: DateTime, to: DateTime) =>
        new Set(data.events.filter((e) => inDays(e, iso(from), iso(to))).map((e) => e.memberId));
      const before = inRange(start.minus({ days: 7 }), start.minus({ days: 1 }));
      const now = inRange(start, DateTime.fromISO(row.week.endDate, { zone: 'utc' }));
      expect(row).toMatchObject({
        totalUsers: before.size,
        returning: [...before].filter((id) => now.has(id)).length,
      });
    }
  });

  it('feature-usage-frequency: members who used each feature over the active', async () => {
    const from = daysBack(3);
    const body = (
      await post('/analytics/feature-usage-frequency', {
        fromDate: from,
        toDate: daysBack(0),
        featureTypes: ['chatbot', 'explore'],
      })
    ).json();
    expect(body.features).toEqual(['chatbot', 'explore']);
    for (const row of body.data) {
      const active = activeOn(row.date).size;
      expect(row.activeUsers).toBe(active);
      for (const f of ['chatbot', 'explore']) {
        const used = activeOn(row.date, (e) => e.kind === 'feature_use' && e.name === f).size;
        expect(row.usage[f]).toEqual({
          count: used,
          percentage: active ? Math.round((used * 10000) / active) / 100 : 0,
        });
      }
    }
    expect(appFeatures).toContain('chatbot');
  });

  it('language, app version, device and OS counts: members by the latest value of each active day', async () => {
    const from = daysBack(9);
    const to = daysBack(0);
    const latestOfDays = (first: string, last: string, keep: (e: RawEvent) => boolean = () => true) => {
      const latest = new Map<string, RawEvent>();
      for (const e of data.events.filter((x) => inDays(x, first, last) && keep(x)))
        latest.set(`${e.memberId}|${dayOf(e.at)}`, e);
      return latest;
    };
    const count = (pick: (e: RawEvent) => string, latest = latestOfDays(from, to)) => {
      const sets = new Map<string, Set<string>>();
      for (const e of latest.values()) {
        const set = sets.get(pick(e)) ?? new Set<string>();
        set.add(e.memberId);
        sets.set(pick(e), set);
      }
      return Object.fromEntries([...sets].map(([k, v]) => [k, v.size]));
    };
    const filter = { fromDate: from, toDate: to, limit: 30 };
    const languages = (await post('/analytics/get-user-language-count', filter)).json();
    expect(
      Object.fromEntries(
        languages.data.map((r: { languageName: string; count: number }) => [r.languageName, r.count]),
      ),
    ).toEqual(count((e) => e.language));
    const devices = (await post('/analytics/get-user-device-count', filter)).json();
    expect(
      Object.fromEntries(
        devices.data.map((r: { deviceName: string; count: number }) => [r.deviceName, r.count]),
      ),
    ).toEqual(count((e) => e.deviceName));
    const os = (await post('/analytics/get-user-device-os-count', filter)).json();
    expect(
      Object.fromEntries(os.data.map((r: { osName: string; count: number }) => [r.osName, r.count])),
    ).toEqual(count((e) => e.os));
    const versions = (await post('/analytics/get-user-app-version-count', { ...filter, limit: 10 })).json();
    expect(
      Object.fromEntries(
        versions.data.map((r: { appVersion: string; count: number }) => [r.appVersion, r.count]),
      ),
    ).toEqual(count((e) => e.appVersion));

    // a year: each member once under each value it had as a day's latest that year (the kept counts)
    const byYear = (
      await post('/analytics/get-user-language-count', {
        forTime: 'month',
        yearRange: today.year,
        gender: 'f',
        limit: 30,
      })
    ).json();
    const yearLatest = latestOfDays(`${today.year}-01-01`, daysBack(0), (e) => e.gender === 'f');
    expect(
      Object.fromEntries(
        byYear.data.map((r: { languageName: string; count: number }) => [r.languageName, r.count]),
      ),
    ).toEqual(count((e) => e.language, yearLatest));

    // the drawer pages through the same counts, most first
    const page1 = (
      await get(`/analytics/get-language-and-device-count/device/1/2?fromDate=${from}&toDate=${to}`)
    ).json();
    const page2 = (
      await get(`/analytics/get-language-and-device-count/device/2/2?fromDate=${from}&toDate=${to}`)
    ).json();
    const all = Object.entries(count((e) => e.deviceName)).sort(
      (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
    );
    expect(page1.pagination).toEqual({
      totalCount: all.length,
      pageNo: 1,
      totalPages: Math.ceil(all.length / 2),
    });
    expect(
      [...page1.items, ...page2.items].map((r: { name: string; count: number }) => [r.name, r.count]),
    ).toEqual(all.slice(0, 4));
  });

  it('user-cohort-retention: cohorts by sign-up day, cell i the members active i days later', async () => {
    const from = daysBack(9);
    const to = daysBack(0);
    const body = (await post('/analytics/user-cohort-retention', { fromDate: from, toDate: to })).json();
    expect(body.success).toBe(true);
    const cohorts = new Map<string, string[]>();
    for (const mm of data.members.filter((x) => dayOf(x.createdAt) >= from && dayOf(x.createdAt) <= to)) {
      cohorts.set(dayOf(mm.createdAt), [...(cohorts.get(dayOf(mm.createdAt)) ?? []), mm.id]);
    }
    expect(body.data.data.map((r: { acquisitionDate: string }) => r.acquisitionDate)).toEqual(
      [...cohorts.keys()].sort(),
    );
    for (const row of body.data.data) {
      const ids = cohorts.get(row.acquisitionDate)!;
      expect(row.totalUsers).toBe(ids.length);
      const days = range(row.acquisitionDate, to);
      expect(row.cells.filter((c: unknown) => c !== null)).toHaveLength(days.length);
      days.forEach((day, i) => {
        const active = activeOn(day);
        const n = ids.filter((id) => active.has(id)).length;
        expect(row.cells[i]).toEqual({ count: n, percentage: Math.round((n * 10000) / ids.length) / 100 });
      });
    }
  });

  it('onboarding counts and ratios from the sign-ups of each day', async () => {
    const from = daysBack(9);
    const to = daysBack(0);
    const signed = (day: string) => data.members.filter((x) => dayOf(x.createdAt) === day);
    const counts = (await post('/analytics/onbording-complete-count', { fromDate: from, toDate: to })).json();
    for (const row of counts.data) {
      const s = signed(row.date);
      expect(row).toEqual({
        date: row.date,
        maleComplete: s.filter((x) => x.complete && x.gender === 'm').length,
        femaleComplete: s.filter((x) => x.complete && x.gender === 'f').length,
        incomplete: s.filter((x) => !x.complete).length,
        count: s.length,
      });
    }
    const ratio = (await post('/analytics/onbording-complete-ratio', { fromDate: from, toDate: to })).json();
    for (const row of ratio.data) {
      const s = signed(row.date);
      const done = s.filter((x) => x.complete).length;
      expect(row.count).toBe(s.length ? Math.round((done * 10000) / s.length) / 100 : 0);
    }
    const rate = await post('/analytics/get-user-completion-rate', { fromDate: daysBack(29), toDate: to });
    expect(rate.statusCode).toBe(200);
    const dropOff = (
      await get(
        `/analytics/get-language-and-device-count/onboardingChartCount/1/20?fromDate=${daysBack(29)}&toDate=${to}`,
      )
    ).json();
    const incomplete = data.members.filter(
      (x) => !x.complete && !x.deleted && dayOf(x.createdAt) >= daysBack(29),
    );
    for (const item of dropOff.items)
      expect(item.count).toBe(incomplete.filter((x) => x.stage === item._id).length);
    expect(dropOff.items.reduce((s: number, i: { count: number }) => s + i.count, 0)).toBe(incomplete.length);
  });

  it('location, gender by year and deleted accounts from the members and deletion records', async () => {
    const loc = (await post('/analytics/location', { dataFor: 'country', limit: 10 })).json();
    const alive = data.members.filter((x) => !x.deleted);
    for (const row of loc.locationData) {
      expect(row.count).toBe(alive.filter((x) => x.countryCode === row.countryShortName).length);
    }
    const cities = (
      await post('/analytics/location', { dataFor: 'city', searchBy: 'city', search: 'pu' })
    ).json();
    expect(cities.data).toEqual(alive.some((x) => x.city === 'Pune') ? ['Pune'] : []);
    const inIndia = (
      await post('/analytics/location', { dataFor: 'city', countryShortName: 'IN', limit: 30 })
    ).json();
    const indian = alive.filter((x) => x.countryCode === 'IN');
    expect(inIndia.locationData).toEqual(
      ['Mumbai', 'Pune']
        .map((city) => ({ city, count: indian.filter((x) => x.city === city).length }))
        .filter((r) => r.count > 0)
        .sort((a, b) => b.count - a.count || a.city.localeCompare(b.city)),
    );

    const year = today.year;
    const gender = (await post('/analytics/gender', { year })).json();
    const ofYear = data.members.filter((x) => x.createdAt.getUTCFullYear() === year);
    expect(gender.totalMaleAndFemale).toEqual({
      totalMaleCount: ofYear.filter((x) => x.gender === 'm').length,
      totalFemaleCount: ofYear.filter((x) => x.gender === 'f').length,
    });
    const none = (await post('/analytics/gender', { year: 2022 })).json();
    expect(none).toMatchObject({ maleAndFemaleMembers: [], message: m.noDataForYear });
    const current = (await post('/user/analytics/gender', { year })).json();
    expect(current.totalMaleAndFemale.totalMaleCount).toBe(
      ofYear.filter((x) => x.gender === 'm' && !x.deleted).length,
    );

    const deleted = (await post('/analytics/deletedusers', { year })).json();
    const gone = data.members.filter((x) => x.deleted);
    expect(deleted.totalUsers).toBe(gone.length);
    const reasons = (
      await post('/analytics/total-reason-count', { fromDate: daysBack(29), toDate: daysBack(0) })
    ).json();
    expect(reasons.reasonCount.reduce((s: number, r: { count: number }) => s + r.count, 0)).toBe(gone.length);
    const byDate = (
      await post('/analytics/reason-count', { fromDate: daysBack(29), toDate: daysBack(0) })
    ).json();
    expect(byDate.reasonCount.reduce((s: number, r: { count: number }) => s + r.count, 0)).toBe(gone.length);

    const other = (await get(`/analytics/get-deteled-user-other-reason-data/?pageNo=1&pageLimit=20`)).json();
    expect(other.data.every((r: { usersComment: string }) => r.usersComment.startsWith('Comment of'))).toBe(
      true,
    );
    expect(other.pagination.totalCount).toBe(other.data.length);
    const feedback = (
      await get(`/analytics/get-deteled-user-other-reason-data/?otherReasonDrawer=false`)
    ).json();
    expect(
      feedback.data.every((r: { userSuggestion: string }) => r.userSuggestion.startsWith('Suggestion of')),
    ).toBe(true);
  });

  it('names the member of each deletion text by nickname, and none once the account is purged', async () => {
    const texts = (
      await get(`/analytics/get-deteled-user-other-reason-data/?otherReasonDrawer=false`)
    ).json();
    expect(texts.data.length).toBeGreaterThan(0);
    // the seed names member i 'Analytic i' and gives it the suggestion 'Suggestion of i'
    for (const row of texts.data as { user: string; nickName: string; userSuggestion: string }[]) {
      expect(row.nickName).toBe(row.userSuggestion.replace('Suggestion of', 'Analytic'));
      expect(data.members.find((x) => x.id === row.user)?.deleted).toBe(true);
    }
    // a purged member: the deletion record stays, the member row is gone
    const purged = randomUUID();
    await ctx.db.insert(schema.memberDeletions).values({
      memberId: purged,
      reason: 'low_matches',
      userSuggestion: 'Suggestion of a purged member',
      deletedAt: new Date(),
      purgedAt: new Date(),
    });
    try {
      const after = (
        await get(`/analytics/get-deteled-user-other-reason-data/?otherReasonDrawer=false&pageLimit=100`)
      ).json();
      expect(after.data.find((r: { user: string }) => r.user === purged)).toMatchObject({ nickName: null });
    } finally {
      await ctx.db.delete(schema.memberDeletions).where(eq(schema.memberDeletions.memberId, purged));
    }
  });
});

describe(`analytics checks on ${on}`, () => {
  it.each([
    ['/analytics/screen-visits', { forTime: 'year' }, m.selectYearRange],
    ['/analytics/user-actions', { forTime: 'year', yearRange: null }, m.selectYearRange],
    ['/analytics/activity-count', { forTime: 'month' }, m.yearNotSelected],
    ['/analytics/activity-count', { forTime: 'week' }, m.monthNotSelected],
    ['/analytics/activity-count', { fromDate: daysBack(10), toDate: daysBack(0) }, m.rangeTooLong(10)],
    ['/analytics/reason-count', { fromDate: daysBack(30), toDate: daysBack(0) }, m.rangeTooLong(30)],
    [
      '/analytics/session-counts',
      { fromDate: daysBack(0), toDate: iso(today.plus({ days: 1 })) },
      m.futureDate,
    ],
    ['/analytics/retention-rate', { fromDate: daysBack(1), toDate: daysBack(3) }, m.endBeforeStart],
    ['/analytics/screen-visits', { forTime: 'year', yearRange: 2019 }, m.yearOutOfRange(2022)],
    ['/analytics/screen-visits', { visitTypes: ['nope'] }, m.selectVisitType],
    ['/analytics/user-actions', { actionType: [] }, m.selectActivityType],
    ['/analytics/activity-count', { fromDate: daysBack(1) }, m.selectDates],
  ])('%s %j answers 400 %s', async (url, payload, message) => {
    const answer = await post(url, payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ valid: false, message });
  });

  it('refuses a bad country code and a limit other than 10 or 30', async () => {
    expect((await post('/analytics/activity-count', { countryShortName: 'ZZ' })).statusCode).toBe(400);
    expect((await post('/analytics/get-user-device-count', { limit: 15 })).statusCode).toBe(400);
    expect((await get('/analytics/get-language-and-device-count/city/1/20')).statusCode).toBe(400);
  });

  it('answers 401 without a token on every call', async () => {
    for (const url of ['/analytics/activity-count', '/analytics/location', '/user/analytics/gender']) {
      expect((await post(url, {}, null)).statusCode).toBe(401);
    }
    expect((await get('/analytics/get-deteled-user-other-reason-data/', null)).statusCode).toBe(401);
    expect((await get('/analytics/get-language-and-device-count/language/1/20', null)).statusCode).toBe(401);
  });

  it('lets an admin (not only a superadmin) read them: no role differs', async () => {
    const admin = await ctx.addAdmin();
    const answer = await post('/analytics/activity-count', {}, admin.token);
    expect(answer.statusCode).toBe(200);
  });
});
