import { count, inArray } from 'drizzle-orm';
import { schema } from '@orrery/db';
import type { TestContext } from './helpers';

/** Rows of the AI tables and their audit rows: equal before and after a refused request. */
export async function aiWritesSoFar(t: TestContext): Promise<Record<string, number>> {
  const n = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  return {
    settings: await n(t.db.select({ n: count() }).from(schema.aiSettings)),
    versions: await n(t.db.select({ n: count() }).from(schema.aiReportVersions)),
    appSettings: await n(t.db.select({ n: count() }).from(schema.appSettings)),
    audit: await n(
      t.db
        .select({ n: count() })
        .from(schema.auditLog)
        .where(inArray(schema.auditLog.entity, ['aiSettings', 'aiReportVersion', 'appSettings'])),
    ),
  };
}

/** A call as the superadmin (or the token given). */
export function call(
  t: TestContext,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  token: string | null = t.superadmin.token,
) {
  return t.app.inject({
    method,
    url: `/api/setting/${url}`,
    ...(payload ? { payload } : {}),
    headers: token ? t.auth(token) : {},
  });
}
