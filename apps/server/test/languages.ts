import { eq } from 'drizzle-orm';
import { schema } from '@orrery/db';
import { seedLanguagesOnce } from '../src/modules/languages';
import { createTestApp, type TestContext } from './helpers';

/** A caller of the /api/languages calls as one admin: method, path, body; answers status and JSON. */
export function languagesApi(t: TestContext, token: string) {
  return async <T = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    payload?: unknown,
  ) => {
    const answer = await t.app.inject({
      method,
      url: `/api/languages/${path}`,
      headers: t.auth(token),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    const json = String(answer.headers['content-type'] ?? '').includes('json');
    return {
      status: answer.statusCode,
      body: (json ? answer.json() : {}) as T,
      text: answer.body,
      headers: answer.headers,
    };
  };
}

export async function languageId(t: TestContext, key: string): Promise<string> {
  const [row] = await t.db
    .select({ id: schema.languages.id })
    .from(schema.languages)
    .where(eq(schema.languages.key, key));
  if (!row) throw new Error(`no language ${key}`);
  return row.id;
}

export async function contentId(t: TestContext, key: string): Promise<string> {
  const [row] = await t.db
    .select({ id: schema.contentKeys.id })
    .from(schema.contentKeys)
    .where(eq(schema.contentKeys.key, key));
  if (!row) throw new Error(`no content key ${key}`);
  return row.id;
}

export const auditCount = async (t: TestContext, action: string) =>
  (await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, action))).length;

/** A test app with English, Português and the demo keys, and the caller of an admin (and of the superadmin). */
export async function languagesTestApp() {
  const t = await createTestApp();
  await seedLanguagesOnce(t.db, true);
  const admin = await t.addAdmin('admin');
  return { t, call: languagesApi(t, admin.token), root: languagesApi(t, t.superadmin.token) };
}
