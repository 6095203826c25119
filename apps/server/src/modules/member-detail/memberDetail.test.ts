import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  inputMessages,
  memberFormMessages,
  memberRuleMessages,
  type EditMemberBody,
  type Member,
} from '@orrery/contract';
import { schema } from '@orrery/db';
import { createTestApp, type TestAdmin, type TestContext } from '../../../test/helpers';
import { insertMember } from '../../../test/members';

let t: TestContext;
let moderator: TestAdmin;
beforeAll(async () => {
  t = await createTestApp();
  moderator = await t.addAdmin('admin');
});
afterAll(() => t.close());

const as = (token = t.superadmin.token) => t.auth(token);

async function load(id: string, token?: string): Promise<Member> {
  const res = await t.app.inject({ method: 'GET', url: `/api/user/item/${id}`, headers: as(token) });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: Member }>().data;
}

/** The full user object the console sends back, with changes. */
function bodyOf(
  member: Member,
  changes: Partial<EditMemberBody> = {},
): EditMemberBody & Record<string, unknown> {
  return { ...member, ...changes } as EditMemberBody & Record<string, unknown>;
}

const edit = (id: string, body: object, token?: string) =>
  t.app.inject({ method: 'PUT', url: `/api/user/edit/${id}`, payload: body, headers: as(token) });

async function save(id: string, changes: Partial<EditMemberBody>, token?: string): Promise<Member> {
  const res = await edit(id, bodyOf(await load(id), changes), token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Member }>().data;
}

/** Values the database cannot store (or that would break every later read), for edit and create. */
const unstorableValues: [string, Record<string, unknown>, string][] = [
  ['height "Infinity"', { height: 'Infinity' }, memberFormMessages.height],
  ['height "-Infinity"', { height: '-Infinity' }, memberFormMessages.height],
  ['height "1e999"', { height: '1e999' }, memberFormMessages.height],
  [
    'birth latitude "Infinity"',
    { geoBirth: { lat: 'Infinity', lng: 1 } },
    inputMessages.notFinite('geoBirth.lat'),
  ],
  ['a birth date of year 0', { dob: '0000-01-01' }, inputMessages.dateRange('Date of birth')],
];

describe('GET /api/user/item/{id}', () => {
  it('answers every field with the derived statuses and roles', async () => {
    const id = await insertMember(t.db, {
      nickName: 'Asha',
      heightM: 1.65,
      mode: 'local',
      isEmailVerified: true,
      isDormant: true,
      ageFrom: 25,
      ageTo: 35,
      orientationPublic: false,
      likeCount: 7,
      reportedCount: 2,
      wantsToMeet: 'b',
      lastLoginAt: new Date('2024-03-01T10:20:00Z'),
    });
    const member = await load(id);
    expect(member).toMatchObject({
      _id: id,
      nickName: 'Asha',
      height: 1.65,
      dob: '1990-05-15',
      otpStatus: 'verified',
      accountStatus: 'dormant',
      roles: ['active'],
      age_range: [25, 35],
      orientation_public_element: 'private',
      age_range_public_element: 'public',
      popularity: { likeCount: 7, reportedCount: 2 },
      reported: true,
      genders: ['m', 'f'],
      login: '2024-03-01T10:20:00.000Z',
      push_notifications: { been_matched: true, astro_insights: true },
      profiles: [{ type: 'image', mediaItems: [] }],
      version: 1,
    });
    expect(member.age).toBeGreaterThanOrEqual(34);
  });

  it('shows Social for a social sign-in and Blocked over Dormant', async () => {
    const id = await insertMember(t.db, { mode: 'social', isBlocked: true, isDormant: true });
    expect(await load(id)).toMatchObject({
      otpStatus: 'social',
      accountStatus: 'blocked',
      roles: ['active', 'blocked'],
    });
  });

  it('answers 404 for an unknown member, 400 for a bad id, 401 without a token', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/user/item/00000000-0000-4000-8000-000000000000',
      headers: as(),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ valid: false, message: memberRuleMessages.notFound });
    const bad = await t.app.inject({ method: 'GET', url: '/api/user/item/nope', headers: as() });
    expect(bad.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/user/item/${await insertMember(t.db)}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('PUT /api/user/edit/{id}', () => {
  it('saves the form, bumps the version, sets Last Admin Modify and audits before/after', async () => {
    const id = await insertMember(t.db);
    const saved = await save(
      id,
      {
        profession: 'Astronomer',
        height: 1.8,
        jungianType: 'INTJ',
        diet_options: 'vegan',
        age_range: [30, 40],
      },
      moderator.token,
    );
    expect(saved).toMatchObject({
      profession: 'Astronomer',
      height: 1.8,
      jungianType: 'INTJ',
      diet_options: 'vegan',
      age_range: [30, 40],
      version: 2,
      adminModifiedBy: 'admin 2',
    });
    expect(Date.now() - Date.parse(saved.adminModifiedAtDate ?? '')).toBeLessThan(60_000);
    const audits = await t.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.entityId, id), eq(schema.auditLog.action, 'member.edit')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorId: moderator.id,
      before: { profession: null },
      after: { profession: 'Astronomer' },
    });
  });

  it('saves a member who has not given a gender yet without inventing one', async () => {
    const id = await insertMember(t.db, { gender: null, isRegistrationComplete: false });
    const saved = await save(id, { profession: 'Student' });
    expect(saved).toMatchObject({ gender: null, profession: 'Student' });
  });

  it('refuses an edit made on a stale copy with 409 and overwrites nothing', async () => {
    const id = await insertMember(t.db);
    const stale = await load(id);
    await save(id, { profession: 'First' });
    const res = await edit(id, bodyOf(stale, { profession: 'Second' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ valid: false, message: memberRuleMessages.staleEdit, currentVersion: 2 });
    expect((await load(id)).profession).toBe('First');
  });

  it("after the 409, the person's edits saved with the version stored now overwrite it; the audit row keeps both", async () => {
    const id = await insertMember(t.db);
    const stale = await load(id);
    await save(id, { profession: 'First' });
    const refused = await edit(id, bodyOf(stale, { profession: 'Second' }), moderator.token);
    const { currentVersion } = refused.json<{ currentVersion: number }>();
    const res = await edit(
      id,
      bodyOf(stale, { profession: 'Second', version: currentVersion }),
      moderator.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: Member }>().data).toMatchObject({ profession: 'Second', version: 3 });
    const audits = await t.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.entityId, id), eq(schema.auditLog.action, 'member.edit')));
    expect(audits.find((a) => a.actorId === moderator.id)).toMatchObject({
      before: { profession: 'First', version: 2 },
      after: { profession: 'Second', version: 3 },
    });
  });

  it('making a member active clears dormant, admin block and hold', async () => {
    const id = await insertMember(t.db, {
      isActive: false,
      isDormant: true,
      isBlocked: true,
      isOnHold: true,
      onHoldReason: 'Old version',
    });
    const saved = await save(id, { active: true });
    expect(saved).toMatchObject({
      active: true,
      dormant: false,
      adminBlocked: false,
      onHold: false,
      onHoldReason: null,
      roles: ['active'],
      accountStatus: 'active',
    });
  });

  it('making a member dormant clears active, admin block and hold', async () => {
    const id = await insertMember(t.db, { isBlocked: true, isOnHold: true, onHoldReason: 'Check photos' });
    const saved = await save(id, { dormant: true });
    expect(saved).toMatchObject({
      active: false,
      dormant: true,
      adminBlocked: false,
      onHold: false,
      accountStatus: 'dormant',
    });
  });

  it('refuses Active and Dormant together', async () => {
    const id = await insertMember(t.db, { isActive: false });
    const res = await edit(id, bodyOf(await load(id), { active: true, dormant: true }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(memberRuleMessages.activeAndDormant);
  });

  it('refuses a member neither Active nor Dormant, changing nothing: the status shown is the one stored', async () => {
    for (const [stored, shown] of [
      [{ isActive: true, isDormant: false }, 'active'],
      [{ isActive: false, isDormant: true }, 'dormant'],
    ] as const) {
      const id = await insertMember(t.db, stored);
      const before = await load(id);
      const res = await edit(id, bodyOf(before, { active: false, dormant: false, profession: 'Changed' }));
      expect(res.json()).toEqual({
        valid: false,
        message: 'A member is either Active or Dormant: tick one of them.',
      });
      const after = await load(id);
      expect(after).toMatchObject({ active: before.active, dormant: before.dormant });
      expect(after.accountStatus).toBe(shown);
      expect(after.profession).toBe(before.profession);
    }
  });

  it('names Admin Comment as the screen labels it when it is over 2000 characters', async () => {
    const id = await insertMember(t.db);
    const res = await edit(id, bodyOf(await load(id), { adminComments: 'x'.repeat(2001) }));
    expect(res.json()).toEqual({ valid: false, message: 'Admin Comment can be at most 2000 characters.' });
    expect((await save(id, { adminComments: 'y'.repeat(2000) })).adminComments).toBe('y'.repeat(2000));
  });

  it('admin block adds the role blocked, and never a staff role; unblocking removes it', async () => {
    const id = await insertMember(t.db);
    const blocked = await save(id, { adminBlocked: true });
    expect(blocked).toMatchObject({ roles: ['active', 'blocked'], accountStatus: 'blocked', blocked: true });
    const [row] = await t.db.select().from(schema.members).where(eq(schema.members.id, id));
    expect(row?.blockedAt).toBeInstanceOf(Date);
    const unblocked = await save(id, { adminBlocked: false });
    expect(unblocked.roles).toEqual(['active']);
    expect(unblocked.roles).not.toContain('admin');
  });

  it('on hold needs a reason and records who set it', async () => {
    const id = await insertMember(t.db);
    const refused = await edit(id, bodyOf(await load(id), { onHold: true, onHoldReason: '  ' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(memberRuleMessages.onHoldReason);
    const held = await save(id, { onHold: true, onHoldReason: 'Photos under review' }, moderator.token);
    expect(held).toMatchObject({ onHold: true, onHoldReason: 'Photos under review', onHoldBy: 'admin 2' });
    expect(held.onHoldAt).not.toBeNull();
    const released = await save(id, { onHold: false });
    expect(released).toMatchObject({ onHold: false, onHoldReason: null, onHoldBy: null, onHoldAt: null });
  });

  it.each([
    ['diet_options', 'carnivore'],
    ['jungianType', 'XXXX'],
    ['tropical_sidereal', 'x'],
    ['userStatus', 'gone'],
    ['distance_type', 'feet'],
    ['birth_chart_symbol', 'zz'],
    ['orientation_public_element', 'secret'],
  ])('refuses %s = %s with 400', async (field, value) => {
    const id = await insertMember(t.db);
    const res = await edit(id, { ...bodyOf(await load(id)), [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().valid).toBe(false);
    expect(res.json().message).toMatch(/listed values|not valid|must/);
  });

  it('refuses a future date of birth, a bad date, a bad height and an upside-down age range', async () => {
    const id = await insertMember(t.db);
    const member = await load(id);
    for (const changes of [
      { dob: '2099-01-01' },
      { dob: '15-05-1990' },
      { height: 165 },
      { age_range: [40, 30] },
    ]) {
      const res = await edit(id, { ...bodyOf(member), ...changes });
      expect(res.statusCode, JSON.stringify(changes)).toBe(400);
    }
  });

  it.each(unstorableValues)(
    'refuses %s with 400, changes nothing, and the member still loads',
    async (_name, change, message) => {
      const id = await insertMember(t.db, { heightM: 1.7 });
      const before = await load(id);
      const res = await edit(id, { ...bodyOf(before), ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ valid: false, message });
      expect(await load(id)).toEqual(before);
    },
  );

  it('refuses a height written as JSON 1e999 (Infinity) with 400', async () => {
    const id = await insertMember(t.db);
    const body = JSON.stringify(bodyOf(await load(id))).replace(/"height":[^,]+/, '"height":1e999');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/user/edit/${id}`,
      payload: body,
      headers: { ...as(), 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ valid: false, message: memberFormMessages.height });
  });

  it('refuses another member’s e-mail with 409, and a missing version with 400', async () => {
    const taken = await insertMember(t.db, { identifier: 'taken@example.com' });
    expect(taken).toBeTruthy();
    const id = await insertMember(t.db);
    const conflict = await edit(id, bodyOf(await load(id), { identifier: 'Taken@Example.com' }));
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().message).toBe(memberRuleMessages.emailTaken);
    const { version: _v, ...noVersion } = bodyOf(await load(id));
    expect((await edit(id, noVersion)).statusCode).toBe(400);
  });

  it('answers 401 without a token and 404 for an unknown member', async () => {
    const id = await insertMember(t.db);
    const body = bodyOf(await load(id));
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/user/edit/${id}`, payload: body })).statusCode,
    ).toBe(401);
    expect((await edit('00000000-0000-4000-8000-000000000000', body)).statusCode).toBe(404);
  });
});

describe('POST /api/user/create', () => {
  const essentials = {
    nickName: 'Created One',
    identifier: 'created.one@example.com',
    gender: 'm',
    dob: '1992-11-03',
    tob: '06:45',
    pob: 'Rio de Janeiro, Brazil',
    geoBirth: { lat: -22.90689, lng: -43.1729 },
  };

  it('creates a member with its message and audits it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/create',
      payload: essentials,
      headers: as(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { message, data } = res.json<{ message: string; data: Member }>();
    expect(message).toBe('User has been created successfully');
    expect(data).toMatchObject({
      nickName: 'Created One',
      identifier: 'created.one@example.com',
      geoBirth: { lat: -22.9069, lng: -43.1729 },
      otpStatus: 'unverified',
      accountStatus: 'active',
      roles: ['active'],
      version: 1,
    });
    const [audit] = await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.entityId, data._id));
    expect(audit).toMatchObject({ action: 'member.create', actorId: t.superadmin.id });
  });

  let refused = 0;
  it.each(unstorableValues)('refuses %s with 400 and creates no member', async (_name, change, message) => {
    refused += 1;
    const identifier = `refused${refused}@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/create',
      payload: { ...essentials, identifier, ...change },
      headers: as(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ valid: false, message });
    const rows = await t.db.select().from(schema.members).where(eq(schema.members.identifier, identifier));
    expect(rows).toEqual([]);
  });

  it('refuses a taken e-mail with 409 and bad input with 400', async () => {
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/user/create',
      payload: { ...essentials, identifier: 'CREATED.one@example.com' },
      headers: as(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ valid: false, message: memberRuleMessages.emailTaken });
    for (const bad of [{ gender: 'x' }, { identifier: 'nope' }, { nickName: ' ' }, { dob: '2999-01-01' }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/create',
        payload: { ...essentials, identifier: 'other@example.com', ...bad },
        headers: as(),
      });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/user/create', payload: essentials });
    expect(anonymous.statusCode).toBe(401);
  });
});
