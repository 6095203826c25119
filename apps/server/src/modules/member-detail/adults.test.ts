import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { latestAdultBirthDate, memberRuleMessages, type Member } from '@orrery/contract';
import { schema } from '@orrery/db';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { insertMember } from '../../../test/members';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const headers = () => t.auth(t.superadmin.token);
const today = () => DateTime.utc().toISODate() ?? '';
const dayAfter = (date: string) => DateTime.fromISO(date, { zone: 'utc' }).plus({ days: 1 }).toISODate();

async function load(id: string): Promise<Member> {
  const res = await t.app.inject({ method: 'GET', url: `/api/user/item/${id}`, headers: headers() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Member }>().data;
}

const edit = async (id: string, dob: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/user/edit/${id}`,
    payload: { ...(await load(id)), dob },
    headers: headers(),
  });

const create = (identifier: string, dob: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/create',
    payload: { nickName: 'Young One', identifier, gender: 'f', dob },
    headers: headers(),
  });

const rowsOf = (identifier: string) =>
  t.db.select().from(schema.members).where(eq(schema.members.identifier, identifier));

describe('members are adults (18+): the birth date on edit and create', () => {
  it('the latest adult birth date is the same day 18 years back', () => {
    expect(latestAdultBirthDate('2026-11-23')).toBe('2008-11-23');
    expect(latestAdultBirthDate('2028-02-29')).toBe('2010-02-28');
    expect(latestAdultBirthDate('2032-02-29')).toBe('2014-02-28');
    expect(latestAdultBirthDate('2034-02-28')).toBe('2016-02-28');
  });

  it('refuses an edit to a birth date in 2015 (age 11) with 400, writing nothing', async () => {
    const id = await insertMember(t.db);
    const before = await load(id);
    const res = await edit(id, '2015-06-01');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ valid: false, message: 'A member must be at least 18 years old.' });
    expect(await load(id)).toEqual(before);
  });

  it('takes a member who turns 18 today, refuses one who turns 18 tomorrow', async () => {
    const id = await insertMember(t.db);
    const eighteenToday = latestAdultBirthDate(today());
    const tooYoung = await edit(id, dayAfter(eighteenToday) ?? '');
    expect(tooYoung.statusCode).toBe(400);
    expect(tooYoung.json().message).toBe(memberRuleMessages.dobTooYoung);
    const adult = await edit(id, eighteenToday);
    expect(adult.statusCode, adult.body).toBe(200);
    expect(adult.json().data).toMatchObject({ dob: eighteenToday, age: 18 });
  });

  it('refuses to create a member born in 2015 with 400 and creates nothing; an adult is created', async () => {
    const res = await create('young.one@example.com', '2015-06-01');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ valid: false, message: memberRuleMessages.dobTooYoung });
    expect(await rowsOf('young.one@example.com')).toEqual([]);
    const adult = await create('adult.one@example.com', latestAdultBirthDate(today()));
    expect(adult.statusCode, adult.body).toBe(200);
    expect(await rowsOf('adult.one@example.com')).toHaveLength(1);
  });
});
