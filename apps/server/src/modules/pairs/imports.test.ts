import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { pairMessages, type PairImport } from '@orrery/contract';
import { schema } from '@orrery/db';
import { createTestApp, multipartFile, type TestContext } from '../../../test/helpers';
import { fileRow, pairWorkbook } from '../../../test/pairs';
import { runImport, startImport } from './imports';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function upload(
  groupName: string | null,
  content: Buffer,
  filename = 'pairs.xlsx',
  token: string | null = t.superadmin.token,
) {
  const { payload, headers } = multipartFile('file', filename, XLSX, content);
  const query = groupName === null ? '' : `?groupName=${encodeURIComponent(groupName)}`;
  return t.app.inject({
    method: 'POST',
    url: `/api/pair/import${query}`,
    payload,
    headers: { ...headers, ...(token ? t.auth(token) : {}) },
  });
}

const counts = async () => ({
  groups: (await t.db.select({ n: count() }).from(schema.pairGroups))[0]?.n,
  pairs: (await t.db.select({ n: count() }).from(schema.pairs))[0]?.n,
  imports: (await t.db.select({ n: count() }).from(schema.pairImports))[0]?.n,
});

describe('POST /api/pair/import', () => {
  it('imports a small file at once into a new group, with one audit row', async () => {
    const file = await pairWorkbook([
      fileRow(1),
      fileRow(2),
      { ...fileRow(3), dt1: new Date(Date.UTC(1975, 6, 4, 9, 5)) },
    ]);
    const audits = (await t.db.select({ n: count() }).from(schema.auditLog))[0]?.n ?? 0;
    const res = await upload('From file', file);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: PairImport }>().data;
    expect(data).toMatchObject({
      groupName: 'From file',
      status: 'done',
      total: 3,
      done: 3,
      message: '3 pairs imported successfully',
    });
    const rows = await t.db.select().from(schema.pairs).where(eq(schema.pairs.groupId, data.groupId));
    expect(rows.map((r) => r.userA.name).sort()).toEqual(['A 1', 'A 2', 'A 3']);
    const third = rows.find((r) => r.userA.name === 'A 3');
    // an Excel date cell is the wall time at the place: 09:05 in Mumbai is 03:35 UTC
    expect(third?.userA).toMatchObject({ dob: '1975-07-04', tob: '09:05', utc: '1975-07-04T03:35:00.000Z' });
    expect(third?.userB).toMatchObject({ zone: 'America/New_York', gender: 'o' });
    expect((await t.db.select({ n: count() }).from(schema.auditLog))[0]?.n).toBe(audits + 1);
    const [group] = await t.db.select().from(schema.pairGroups).where(eq(schema.pairGroups.id, data.groupId));
    expect(group?.pairCount).toBe(3);
  });

  it.each([
    [
      'a row without dt2',
      { ...fileRow(4), dt2: null },
      'Please check this user Details A 4, B 4 (row 3: dt2 is not a date and time (YYYY-MM-DD HH:mm))',
    ],
    [
      'a row with gender x',
      { ...fileRow(5), gender1: 'x' },
      'Please check this user Details A 5, B 5 (row 3: gender1 must be m, f or o)',
    ],
    [
      'a row without names',
      { ...fileRow(6), name1: null, name2: '' },
      'Please check this user Details ,  (row 3: name1 is empty; name2 is empty)',
    ],
    [
      'a latitude of 91',
      { ...fileRow(7), lat2: 91 },
      'Please check this user Details A 7, B 7 (row 3: lat2 must be a number from -90 to 90)',
    ],
    [
      'a time the clocks skipped',
      { ...fileRow(8), dt2: '2021-03-14 02:30' },
      'Please check this user Details A 8, B 8 (row 3: B 8: 2021-03-14 02:30 does not exist in America/New_York (the clocks jumped forward over it). Check the time of birth.)',
    ],
  ])('refuses the whole file for %s, naming both people, and writes nothing', async (_, bad, message) => {
    const before = await counts();
    const res = await upload('Refused', await pairWorkbook([fileRow(1), bad as never, fileRow(2)]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ valid: false, message });
    expect(await counts()).toEqual(before);
  });

  it('judges the file by its content: an old .xls, a text named .xlsx and a sheet without the columns are refused', async () => {
    const before = await counts();
    const xls = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(512),
    ]);
    for (const [content, name] of [
      [xls, 'old.xls'],
      [Buffer.from('name1,gender1\nA,m\n'), 'pairs.xlsx'],
    ] as const) {
      const res = await upload('Bad file', content, name);
      expect([res.statusCode, res.json().message]).toEqual([400, pairMessages.notXlsx]);
    }
    const noColumns = await upload('Bad file', await pairWorkbook([fileRow(1)], ['name1', 'gender1', 'dt1']));
    expect(noColumns.json().message).toBe(
      'The sheet lacks the columns loc1, lat1, lng1, name2, gender2, dt2, loc2, lat2, lng2.',
    );
    const empty = await upload('Bad file', await pairWorkbook([]));
    expect(empty.json().message).toBe(pairMessages.emptyFile);
    expect(await counts()).toEqual(before);
  });

  it('refuses a missing group name or file with their messages, a taken name with 409, no token with 401', async () => {
    const file = await pairWorkbook([fileRow(1)]);
    const noName = await upload(null, file);
    expect([noName.statusCode, noName.json().message]).toEqual([400, 'Please enter group name!']);
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/pair/import?groupName=X',
      headers: t.auth(t.superadmin.token),
    });
    expect([noFile.statusCode, noFile.json().message]).toEqual([400, 'Please upload one excel file!']);
    const taken = await upload('from FILE', file);
    expect([taken.statusCode, taken.json().message]).toEqual([409, 'from FILE is already exist']);
    expect((await upload('No token', file, 'pairs.xlsx', null)).statusCode).toBe(401);
  });

  it('runs a large file in the background with progress, and a resumed run writes no pair twice', async () => {
    const file = await pairWorkbook(Array.from({ length: 620 }, (_, i) => fileRow(i + 10)));
    const res = await upload('Large file', file);
    expect(res.statusCode, res.body).toBe(200);
    const started = res.json<{ data: PairImport }>().data;
    expect(started).toMatchObject({ status: 'queued', total: 620, done: 0, message: 'Importing 620 pairs' });
    const storedRows = async (id = started._id) =>
      (
        await t.db
          .select({ rows: schema.pairImports.rows })
          .from(schema.pairImports)
          .where(eq(schema.pairImports.id, id))
      )[0]?.rows ?? [];
    let state = started;
    for (let i = 0; i < 200 && state.status !== 'done'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      const poll = await t.app.inject({
        method: 'GET',
        url: `/api/pair/import/${started._id}`,
        headers: t.auth(t.superadmin.token),
      });
      expect(poll.statusCode).toBe(200);
      state = poll.json<{ data: PairImport }>().data;
      expect(state.done).toBeLessThanOrEqual(620);
    }
    expect(state).toMatchObject({ status: 'done', done: 620 });
    const inGroup = async () =>
      (
        await t.db.select({ n: count() }).from(schema.pairs).where(eq(schema.pairs.groupId, started.groupId))
      )[0]?.n;
    expect(await inGroup()).toBe(620);
    // once done, the checked rows are dropped
    expect(await storedRows()).toEqual([]);
    // the same file checked again, not run: its rows, as a crashed import would still hold them
    const actor = { id: t.superadmin.id, nickName: 'Superadmin' };
    const copy = await startImport(t.db, actor, 'Large file, checked again', 'pairs.xlsx', file);
    const checkedRows = await storedRows(copy._id);
    expect(checkedRows).toHaveLength(620);
    // a server stopped in the middle: the import is found running with fewer rows counted than written
    await t.db
      .update(schema.pairImports)
      .set({ status: 'running', done: 0, rows: checkedRows })
      .where(eq(schema.pairImports.id, started._id));
    expect((await runImport(t.db, started._id)).status).toBe('done');
    expect(await inGroup()).toBe(620);
  });

  it('answers 404 for an unknown import, 400 for a malformed id, 401 without a token', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/pair/import/00000000-0000-4000-8000-000000000000',
      headers: t.auth(t.superadmin.token),
    });
    expect([res.statusCode, res.json().message]).toEqual([404, 'Import not found']);
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/pair/import/nope',
      headers: t.auth(t.superadmin.token),
    });
    expect([malformed.statusCode, malformed.json().message]).toEqual([400, 'The id is not valid.']);
    expect((await t.app.inject({ method: 'GET', url: '/api/pair/import/nope' })).statusCode).toBe(401);
  });
});
