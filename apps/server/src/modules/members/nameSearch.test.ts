import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@orrery/db';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { insertMember } from '../../../test/members';

/**
 * Every member name search ignores accents and case, whichever way round ("joao" and
 * "JOÃO" find "João"; "debora" finds the reported "Débora").
 */

let t: TestContext;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const complete = { isRegistrationComplete: true, userStatus: 'approved' } as const;
  ids.joao = await insertMember(t.db, { nickName: 'João Silva', ...complete });
  ids.joana = await insertMember(t.db, { nickName: 'Joana Lima', ...complete });
  ids.debora = await insertMember(t.db, { nickName: 'Débora Reis', ...complete });
  ids.sergio = await insertMember(t.db, { nickName: 'Sérgio Incompleto', isRegistrationComplete: false });
  ids.zoe = await insertMember(t.db, { nickName: 'Zoë Gone', isDeleted: true, deletedAt: new Date() });
  await t.db.insert(schema.reports).values({
    reportedId: ids.debora,
    reporterId: ids.joana,
    text: 'Fake profile',
    reason: 'user_report',
  });
  await t.db.insert(schema.feedback).values({
    memberId: ids.joao,
    kind: 'suggestion',
    subject: 'Dark mode please',
    text: 'The screen is too bright at night',
    email: 'someone@example.com',
  });
});
afterAll(() => t.close());

const send = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await t.app.inject({ method, url, payload, headers: t.auth(t.superadmin.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const nickNames = (rows: { nickName: string }[]) => rows.map((r) => r.nickName).sort();
const q = encodeURIComponent;

describe('name search, accents and case aside', () => {
  it.each(['João', 'joao', 'JOÃO', 'jOaO s'])('members list: "%s" finds João only', async (term) => {
    const byName = await send('GET', `/api/user/userList/?search=${q(term)}&searchBy=nickName`);
    expect(nickNames(byName.items)).toEqual(['João Silva']);
    expect(byName.TotalFilteredUser).toBe(1);
    // without searchBy: nickname or e-mail
    expect(nickNames((await send('GET', `/api/user/userList/?search=${q(term)}`)).items)).toEqual([
      'João Silva',
    ]);
  });

  it('an accented term finds the plain spelling too, and a wildcard is taken literally', async () => {
    await t.db
      .update(schema.members)
      .set({ nickName: 'Joao Plain' })
      .where(eq(schema.members.id, ids.joana!));
    const found = await send('GET', `/api/user/userList/?search=${q('JOÃO')}&searchBy=nickName`);
    expect(nickNames(found.items)).toEqual(['Joao Plain', 'João Silva']);
    expect((await send('GET', `/api/user/userList/?search=${q('jo_o')}`)).items).toEqual([]);
    await t.db
      .update(schema.members)
      .set({ nickName: 'Joana Lima' })
      .where(eq(schema.members.id, ids.joana!));
  });

  it('reported members: "debora" finds Débora', async () => {
    const answer = await send('GET', '/api/feedback/report/0/20?search=debora');
    expect(nickNames(answer.items)).toEqual(['Débora Reis']);
  });

  it('photo rating (profiles-list) and Profiles V2 (Approved) find "joao"', async () => {
    const cards = await send('POST', '/api/user/profiles-list', { search: 'joao' });
    expect(nickNames(cards.item)).toEqual(['João Silva']);
    const approved = await send('POST', '/api/profiles/profiles-status-list', {
      status: 'approved',
      search: 'DEBORA',
    });
    expect(nickNames(approved.items)).toEqual(['Débora Reis']);
    expect(approved.pagination.total).toBe(1);
  });

  it('incomplete profiles, pending deletion and feedback find their member without the accent', async () => {
    const incomplete = await send('POST', '/api/user/incomplete-profile-list', { search: 'sergio' });
    expect(nickNames(incomplete.item)).toEqual(['Sérgio Incompleto']);
    const deleted = await send('GET', '/api/user/deleted-list/?search=ZOE');
    expect(nickNames(deleted.items)).toEqual(['Zoë Gone']);
    const feedback = await send('GET', `/api/feedback/list/0/20?search=${q('joão s')}`);
    expect(feedback.items.map((i: { reason: string }) => i.reason)).toEqual(['Dark mode please']);
  });

  it('admins: "angela" finds Ângela', async () => {
    const admin = await t.addAdmin('admin', 'angela@example.com');
    await t.db.update(schema.admins).set({ nickName: 'Ângela Souza' }).where(eq(schema.admins.id, admin.id));
    const found = await send('GET', '/api/admin/admin-list?search=angela&searchBy=nickName');
    expect(nickNames(found.item)).toEqual(['Ângela Souza']);
    const any = await send('GET', `/api/admin/admin-list?search=${q('ÂNGELA')}`);
    expect(nickNames(any.item)).toEqual(['Ângela Souza']);
  });
});
