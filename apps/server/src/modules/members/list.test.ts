import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { Compile } from 'typebox/compile';
import { MemberListAnswer, type MemberListItem } from '@orrery/contract';
import { schema } from '@orrery/db';
import { currentWeekStart } from './listItem';
import { exportColumns } from './export';
import { createTestApp, type TestContext } from '../../../test/helpers';

type NewMember = typeof schema.members.$inferInsert;

let t: TestContext;
const ids: Record<string, string> = {};

/** A small hand-built set: each test names the exact members a query leaves. */
const people: (Partial<NewMember> & { nickName: string; createdAt: Date })[] = [
  {
    nickName: 'Asha',
    gender: 'f',
    mode: 'local',
    isEmailVerified: true,
    purpose: 'long_term_dating',
    relationshipStatus: 'single',
    birthChartType: 'ei',
    tropicalSidereal: 't',
    jungianType: 'INFJ',
    dob: '1995-05-01',
    createdAt: new Date('2024-01-10T10:00:00Z'),
    lastLoginAt: new Date('2024-06-01T08:00:00Z'),
    modifiedAt: new Date('2024-06-01T08:00:00Z'),
    weekStart: currentWeekStart(),
    weekSwipes: 12,
    weekLikes: 5,
  },
  {
    nickName: 'Bruno',
    gender: 'm',
    mode: 'social',
    isDormant: true,
    purpose: 'friendship',
    relationshipStatus: 'married',
    birthChartType: 'si',
    tropicalSidereal: 's',
    jungianType: 'ENTP',
    dob: '1980-02-02',
    createdAt: new Date('2024-02-10T10:00:00Z'),
    lastLoginAt: null,
    weekStart: '2020-01-06',
    weekSwipes: 40,
  },
  {
    nickName: 'Carla',
    gender: 'f',
    mode: 'local',
    isEmailVerified: false,
    purpose: 'casual_dating',
    relationshipStatus: 'single',
    birthChartType: 'ni',
    tropicalSidereal: 't',
    jungianType: 'INFJ',
    dob: '2000-01-01',
    createdAt: new Date('2024-03-10T10:00:00Z'),
    lastLoginAt: new Date('2024-05-01T08:00:00Z'),
    reportedCount: 2,
  },
  {
    nickName: 'Dev',
    gender: 'm',
    mode: 'local',
    isEmailVerified: true,
    isBlocked: true,
    purpose: 'networking',
    relationshipStatus: 'divorced',
    birthChartType: 'w',
    tropicalSidereal: 's',
    jungianType: 'ISTJ',
    createdAt: new Date('2024-04-10T10:00:00Z'),
    lastLoginAt: new Date('2024-04-20T08:00:00Z'),
  },
  {
    nickName: 'Eve',
    gender: 'f',
    mode: 'social',
    isBlocked: true,
    isDormant: true,
    createdAt: new Date('2024-05-10T10:00:00Z'),
  },
  { nickName: 'Faro', gender: 'm', isDeleted: true, createdAt: new Date('2024-05-20T10:00:00Z') },
  {
    nickName: 'Gita',
    gender: 'f',
    isDeleted: true,
    isBlocked: true,
    createdAt: new Date('2024-05-21T10:00:00Z'),
  },
  {
    nickName: 'Hugo_100%',
    gender: 'm',
    mode: 'local',
    isEmailVerified: true,
    jungianType: 'ENTP',
    dob: '1990-07-15',
    createdAt: new Date('2024-06-10T10:00:00Z'),
    lastLoginAt: new Date('2024-06-11T08:00:00Z'),
    modifiedAt: new Date('2024-06-11T08:00:00Z'),
  },
];

beforeAll(async () => {
  t = await createTestApp();
  for (const person of people) {
    const [row] = await t.db
      .insert(schema.members)
      .values({
        identifier: `${person.nickName.toLowerCase().replace(/[^a-z]/g, '')}@example.com`,
        modifiedAt: person.createdAt,
        lastActiveAt: person.lastLoginAt ?? null,
        ...person,
      })
      .returning({ id: schema.members.id });
    if (!row) throw new Error('member insert failed');
    ids[person.nickName] = row.id;
  }
});
afterAll(() => t.close());

const get = (query: string, token: string | null = t.superadmin.token) =>
  t.app.inject({
    method: 'GET',
    url: `/api/user/userList/?${query}`,
    headers: token ? t.auth(token) : {},
  });

/**
 * The contract's shape of the answer. The list is the one answer that its route's schema does not
 * serialise (PostgreSQL writes its JSON, see listItem.ts), so every answer of these tests is checked here.
 */
const answerShape = Compile(MemberListAnswer);

async function list(query: string): Promise<MemberListAnswer> {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json<MemberListAnswer>();
  const problems = [...answerShape.Errors(answer)].map((e) => `${e.instancePath}: ${e.message}`);
  expect(problems, 'the answer matches the contract').toEqual([]);
  return answer;
}

const names = (answer: MemberListAnswer) => answer.items.map((m) => m.nickName);

describe('GET /api/user/userList/: tabs and counts', () => {
  it('tab 1 lists members not blocked nor pending deletion, newest first, with the count', async () => {
    const answer = await list('');
    expect(names(answer)).toEqual(['Hugo_100%', 'Carla', 'Bruno', 'Asha']);
    expect(answer).toMatchObject({ TotalFilteredUser: 4, pageNo: 1, pageLimit: 20 });
  });

  it('tab 2 (type=blocked, isBlocked=true) lists the admin-blocked only', async () => {
    const answer = await list('type=blocked&isBlocked=true');
    expect(names(answer)).toEqual(['Eve', 'Dev']);
    expect(answer.TotalFilteredUser).toBe(2);
    expect(names(await list('isBlocked=true'))).toEqual(['Eve', 'Dev']);
    expect(names(await list('type=active&isBlocked=false'))).toEqual(['Hugo_100%', 'Carla', 'Bruno', 'Asha']);
  });

  it('pages with the count of every match', async () => {
    const page2 = await list('pageLimit=3&pageNo=2');
    expect(names(page2)).toEqual(['Asha']);
    expect(page2).toMatchObject({ TotalFilteredUser: 4, pageNo: 2, pageLimit: 3 });
    const beyond = await list('pageLimit=3&pageNo=9');
    expect(beyond.items).toEqual([]);
    expect(beyond.TotalFilteredUser).toBe(4);
  });

  it('derives account status, OTP status, roles, age and this week’s counters', async () => {
    const all = [...(await list('')).items, ...(await list('isBlocked=true')).items];
    const by = (name: string) => all.find((m) => m.nickName === name) as MemberListItem;
    expect(by('Asha')).toMatchObject({
      accountStatus: 'active',
      otpStatus: 'verified',
      roles: ['active'],
      userSwipes: 12,
      passes: 12,
      userLikes: 5,
      reported: false,
    });
    expect(by('Asha').age).toBeGreaterThanOrEqual(29);
    expect(by('Bruno')).toMatchObject({ accountStatus: 'dormant', otpStatus: 'social', userSwipes: 0 });
    expect(by('Carla')).toMatchObject({
      otpStatus: 'unverified',
      reported: true,
      login: '2024-05-01T08:00:00.000Z',
    });
    expect(by('Eve')).toMatchObject({
      accountStatus: 'blocked',
      roles: ['active', 'blocked'],
      blocked: true,
    });
    expect(by('Dev')).toMatchObject({ accountStatus: 'blocked', otpStatus: 'verified' });
  });
});

describe('GET /api/user/userList/: filters', () => {
  it.each([
    ['gender=f', ['Carla', 'Asha'], 2],
    ['gender=m,f', ['Hugo_100%', 'Carla', 'Bruno', 'Asha'], 4],
    ['otpStatus=social', ['Bruno'], 1],
    ['otpStatus=verified', ['Hugo_100%', 'Asha'], 2],
    ['otpStatus=unverified,social', ['Carla', 'Bruno'], 2],
    ['accountStatus=dormant', ['Bruno'], 1],
    ['accountStatus=active', ['Hugo_100%', 'Carla', 'Asha'], 3],
    ['purpose=friendship,casual_dating', ['Carla', 'Bruno'], 2],
    ['relationshipStatus=single', ['Carla', 'Asha'], 2],
    ['birthChartStyle=si,ni', ['Carla', 'Bruno'], 2],
    ['sign=t', ['Carla', 'Asha'], 2],
    ['jungianType=INFJ,ENTP', ['Hugo_100%', 'Carla', 'Bruno', 'Asha'], 4],
    ['jungianType=ENTP&gender=m', ['Hugo_100%', 'Bruno'], 2],
    ['createdStartDate=2024-02-10&createdEndDate=2024-03-10', ['Carla', 'Bruno'], 2],
    // counted as (not deleted) less (blocked): Eve is blocked, Gita blocked and deleted, Faro deleted
    ['gender=f&createdStartDate=2024-01-01&createdEndDate=2024-12-31', ['Carla', 'Asha'], 2],
    ['createdStartDate=2024-04-01', ['Hugo_100%'], 1],
    ['type=blocked&isBlocked=true&gender=f&createdStartDate=2024-01-01', ['Eve'], 1],
    ['loginStartDate=2024-05-01&loginEndDate=2024-06-01', ['Carla', 'Asha'], 2],
    ['modifiedStartDate=2024-06-01', ['Hugo_100%', 'Asha'], 2],
    ['activeEndDate=2024-05-31', ['Carla'], 1],
    ['dobStartDate=1990-01-01&dobEndDate=1999-12-31', ['Hugo_100%', 'Asha'], 2],
    ['search=ASH', ['Asha'], 1],
    ['search=carla%40example&searchBy=identifier', ['Carla'], 1],
    ['search=carla%40example&searchBy=nickName', [], 0],
    ['search=%25', ['Hugo_100%'], 1],
    ['search=o_1', ['Hugo_100%'], 1],
    ['search=%20&gender=f', ['Carla', 'Asha'], 2],
    ['type=blocked&isBlocked=true&gender=m', ['Dev'], 1],
    ['type=blocked&isBlocked=true&accountStatus=blocked&otpStatus=social', ['Eve'], 1],
    ['accountStatus=blocked', [], 0],
  ])('%s leaves exactly its members', async (query, expected, total) => {
    const answer = await list(query);
    expect(names(answer)).toEqual(expected);
    expect(answer.TotalFilteredUser).toBe(total);
  });

  it('searches by the whole member id', async () => {
    const answer = await list(`search=${ids.Carla}&searchBy=_id`);
    expect(names(answer)).toEqual(['Carla']);
    const res = await get('search=1234&searchBy=_id');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('To search by id, paste the whole member id.');
  });
});

describe('GET /api/user/userList/: sorting', () => {
  it('sorts nicknames as the search reads them, accents and case aside: Élodie before Zoe', async () => {
    const added: string[] = [];
    for (const nickName of ['Zoe Qx', 'Élodie Qx', 'elsa Qx', 'Ana Qx']) {
      const [row] = await t.db
        .insert(schema.members)
        .values({ nickName, identifier: `${added.length}.qx@example.com` })
        .returning({ id: schema.members.id });
      added.push(row!.id);
    }
    try {
      expect(names(await list('search=qx&sortBy=nickName&orderBy=asc'))).toEqual([
        'Ana Qx',
        'Élodie Qx',
        'elsa Qx',
        'Zoe Qx',
      ]);
      expect(names(await list('search=qx&sortBy=nickName&orderBy=desc'))).toEqual([
        'Zoe Qx',
        'elsa Qx',
        'Élodie Qx',
        'Ana Qx',
      ]);
    } finally {
      await t.db.delete(schema.members).where(inArray(schema.members.id, added));
    }
  });

  it.each([
    ['sortBy=nickName&orderBy=asc', ['Asha', 'Bruno', 'Carla', 'Hugo_100%']],
    ['sortBy=nickName&orderBy=desc', ['Hugo_100%', 'Carla', 'Bruno', 'Asha']],
    ['sortBy=identifier&orderBy=asc', ['Asha', 'Bruno', 'Carla', 'Hugo_100%']],
    ['sortBy=createdAt&orderBy=asc', ['Asha', 'Bruno', 'Carla', 'Hugo_100%']],
    ['sortBy=modifiedAt&orderBy=desc', ['Hugo_100%', 'Asha', 'Carla', 'Bruno']],
    // members who never signed in come last in both directions
    ['sortBy=login&orderBy=desc', ['Hugo_100%', 'Asha', 'Carla', 'Bruno']],
    ['sortBy=login&orderBy=asc', ['Carla', 'Asha', 'Hugo_100%', 'Bruno']],
    ['sortBy=activeDate&orderBy=desc', ['Hugo_100%', 'Asha', 'Carla', 'Bruno']],
    ['sortBy=dob&orderBy=asc', ['Bruno', 'Hugo_100%', 'Asha', 'Carla']],
    ['sortBy=dob&orderBy=desc', ['Carla', 'Asha', 'Hugo_100%', 'Bruno']],
  ])('%s', async (query, expected) => {
    expect(names(await list(query))).toEqual(expected);
  });

  it('pages across the members without a value of a nullable sort', async () => {
    const pages = [];
    const counts = [];
    for (const pageNo of [1, 2, 3, 4, 5]) {
      const answer = await list(`sortBy=login&pageLimit=1&pageNo=${pageNo}`);
      pages.push(...names(answer));
      counts.push(answer.TotalFilteredUser);
    }
    expect(pages).toEqual(['Hugo_100%', 'Asha', 'Carla', 'Bruno']);
    // the whole tab's count on every page: read beside the rows with a value, apart past them
    expect(counts).toEqual([4, 4, 4, 4, 4]);
    expect(names(await list('sortBy=login&pageLimit=3&pageNo=2'))).toEqual(['Bruno']);
    const blockedPage2 = await list('type=blocked&isBlocked=true&pageLimit=1&pageNo=2');
    expect(names(blockedPage2)).toEqual(['Dev']);
    expect(blockedPage2.TotalFilteredUser).toBe(2);
  });
});

describe('GET /api/user/userList/: refusals', () => {
  it.each([
    ['an unknown gender', 'gender=x', 'gender takes m, f'],
    ['an unknown purpose among good ones', 'purpose=friendship,bogus', 'purpose takes'],
    ['an unknown Jungian type', 'jungianType=ABCD', 'jungianType takes'],
    ['an unknown OTP status', 'otpStatus=maybe', 'otpStatus takes'],
    ['a future date', 'createdStartDate=2099-01-01', 'Dates cannot be in the future.'],
    ['a future birth date', 'dobEndDate=2099-01-01', 'Dates cannot be in the future.'],
    ['start after end', 'loginStartDate=2024-02-01&loginEndDate=2024-01-01', 'start date'],
    ['a malformed date', 'modifiedEndDate=12-01-2020', 'YYYY-MM-DD'],
    ['a page size over 200', 'pageLimit=201', 'Page size must be at most 200'],
    ['a page number of 0', 'pageNo=0', 'Page number must be at least 1'],
    ['an unknown sort field', 'sortBy=password', 'sortBy takes'],
    ['an unknown search field', 'searchBy=bio', 'searchBy takes'],
    ['a contradictory tab', 'type=blocked&isBlocked=false', 'type=blocked goes with isBlocked=true'],
    ['a bad isBlocked', 'isBlocked=perhaps', 'Is blocked must be true or false'],
  ])('refuses %s with 400', async (_name, query, fragment) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ valid: false });
    expect(res.json().message).toContain(fragment);
  });

  it('needs a token', async () => {
    expect((await get('', null)).statusCode).toBe(401);
  });
});

const exportCsv = (query: string, token: string | null = t.superadmin.token) =>
  t.app.inject({
    method: 'GET',
    url: `/api/user/userList/export.csv?${query}`,
    headers: token ? t.auth(token) : {},
  });

function parseCsv(body: string) {
  expect(body.startsWith('\ufeff')).toBe(true);
  return Papa.parse<Record<string, string>>(body.slice(1), { header: true, skipEmptyLines: true });
}

describe('GET /api/user/userList/export.csv', () => {
  it('answers the filtered tab as CSV with a header and one line per member', async () => {
    const res = await exportCsv('gender=f');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="members-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const csv = parseCsv(res.body);
    expect(csv.meta.fields).toEqual(exportColumns);
    expect(csv.data.map((row) => row.nickName)).toEqual(['Carla', 'Asha']);
    expect(csv.data[0]).toMatchObject({
      _id: ids.Carla,
      identifier: 'carla@example.com',
      otpStatus: 'unverified',
      accountStatus: 'active',
      roles: 'active',
      'popularity.reportedCount': '2',
    });
  });

  it('exports tab 2 and honours the search; nobody matching gives the header alone', async () => {
    const blocked = await exportCsv('type=blocked&isBlocked=true');
    expect(blocked.headers['content-disposition']).toContain('blocked-members-');
    expect(parseCsv(blocked.body).data.map((row) => row.nickName)).toEqual(['Eve', 'Dev']);
    const hugo = parseCsv((await exportCsv('search=%25')).body);
    expect(hugo.data.map((row) => row.nickName)).toEqual(['Hugo_100%']);
    const none = await exportCsv('search=nobody-at-all');
    expect(none.statusCode).toBe(200);
    expect(parseCsv(none.body).data).toEqual([]);
    expect(parseCsv(none.body).meta.fields).toEqual(exportColumns);
  });

  it('answers bad input with a 400 JSON body and no token with 401', async () => {
    for (const query of ['gender=x', 'createdEndDate=2999-01-01', 'sortBy=nope', 'search=12&searchBy=_id']) {
      const res = await exportCsv(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ valid: false });
    }
    expect((await exportCsv('', null)).statusCode).toBe(401);
  });

  it('streams every match in keyset batches, newest first, none twice, formulae escaped', async () => {
    // 4,500 members, many sharing one sign-up instant: the batches must page by (created_at, id)
    await t.db.execute(sql`
      insert into members (nick_name, identifier, created_at, modified_at)
      select 'Bulk ' || g, 'bulk' || g || '@example.com',
             timestamp with time zone '2023-01-01 00:00:00+00' + ((g % 7) || ' minutes')::interval,
             now()
      from generate_series(1, 4500) g`);
    await t.db.insert(schema.members).values([
      {
        nickName: '=HYPERLINK("http://x")',
        identifier: 'formula@example.com',
        createdAt: new Date('2022-01-01T00:00:00Z'),
      },
      // papaparse's own rule misses a formula followed by a line break, and the full-width sign
      {
        nickName: '=1+1\nx',
        identifier: 'formula2@example.com',
        createdAt: new Date('2021-01-01T00:00:00Z'),
      },
      { nickName: '＝1+1', identifier: 'formula3@example.com', createdAt: new Date('2020-01-01T00:00:00Z') },
    ]);
    const csv = parseCsv((await exportCsv('search=bulk')).body);
    expect(csv.data).toHaveLength(4500);
    expect(new Set(csv.data.map((row) => row._id)).size).toBe(4500);
    const created = csv.data.map((row) => row.createdAt ?? '');
    expect([...created].sort().reverse()).toEqual(created);
    const formula = parseCsv((await exportCsv('search=formula&searchBy=identifier')).body);
    expect(formula.data.map((row) => row.nickName)).toEqual([
      `'=HYPERLINK("http://x")`,
      "'=1+1\nx",
      "'＝1+1",
    ]);
    // the trigger-kept totals follow bulk inserts: the unfiltered count stays exact
    expect((await list('')).TotalFilteredUser).toBe(4 + 4503);
  });
});
