import { and, asc, count, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { UAParser } from 'ua-parser-js';
import { adminRuleMessages, type SessionListAnswer, type SessionListQuery } from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { writeAudit } from '../../lib/audit';
import { dayRange, iso } from '../../lib/dates';
import { forbidden, notFound } from '../../lib/httpErrors';
import { paging } from '../../lib/paging';
import { tokenFingerprint } from '../../lib/tokens';
import { actorOf, type SessionAdmin } from '../../plugins/auth';

const { adminSessions, admins } = schema;

const sortColumns = {
  tokenTime: adminSessions.createdAt,
  lastSeenAt: adminSessions.lastSeenAt,
  ip: adminSessions.ip,
} as const;

export function browserName(userAgent: string): string {
  if (!userAgent) return 'Unknown';
  const { browser, os } = new UAParser(userAgent).getResult();
  const name = [browser.name, browser.major].filter(Boolean).join(' ');
  const system = [os.name, os.version].filter(Boolean).join(' ');
  return [name || 'Unknown browser', system && `on ${system}`].filter(Boolean).join(' ');
}

/** A superadmin sees every admin's sessions; an admin sees their own. Live sessions only. */
export async function listSessions(
  db: Db,
  viewer: SessionAdmin,
  query: SessionListQuery,
): Promise<SessionListAnswer> {
  const { pageNo, pageLimit, offset } = paging(query);
  const created = dayRange(query.createdStartDate, query.createdEndDate);
  const where = and(
    ...([
      viewer.userType === 'superadmin' ? undefined : eq(adminSessions.adminId, viewer.id),
      sql`${adminSessions.expiresAt} > now()`,
      created.from && gte(adminSessions.createdAt, created.from),
      created.to && lte(adminSessions.createdAt, created.to),
    ] satisfies (SQL | undefined)[]),
  );
  const column = sortColumns[query.sortBy ?? 'tokenTime'];
  const order = query.orderBy === 'asc' ? asc(column) : sql`${column} desc`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        session: adminSessions,
        admin: { id: admins.id, nickName: admins.nickName, identifier: admins.identifier },
      })
      .from(adminSessions)
      .innerJoin(admins, eq(admins.id, adminSessions.adminId))
      .where(where)
      .orderBy(order, asc(adminSessions.id))
      .limit(pageLimit)
      .offset(offset),
    db.select({ n: count() }).from(adminSessions).where(where),
  ]);
  return {
    item: rows.map(({ session, admin }) => ({
      _id: session.id,
      user: { _id: admin.id, nickName: admin.nickName, identifier: admin.identifier },
      tokenTime: iso(session.createdAt),
      lastSeenAt: iso(session.lastSeenAt),
      expiresAt: iso(session.expiresAt),
      ip: session.ip,
      browser: browserName(session.userAgent),
      token: tokenFingerprint(session.tokenHash),
      current: session.id === viewer.sessionId,
    })),
    pagination: { totalUser: total?.n ?? 0, pageNo, pageLimit },
  };
}

/** Ends a session at once: its next call gets 401. Only a superadmin may end another admin's session. */
export async function deleteSession(db: Db, actor: SessionAdmin, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [session] = await tx.select().from(adminSessions).where(eq(adminSessions.id, id)).limit(1);
    if (!session) throw notFound(adminRuleMessages.sessionNotFound);
    if (session.adminId !== actor.id && actor.userType !== 'superadmin')
      throw forbidden(adminRuleMessages.superadminOnly);
    await tx.delete(adminSessions).where(eq(adminSessions.id, id));
    const { tokenHash, ...kept } = session;
    // in the History of the admin whose session it was
    await writeAudit(tx, actorOf(actor), {
      action: 'session.delete',
      entity: 'admin',
      entityId: session.adminId,
      before: { ...kept, token: tokenFingerprint(tokenHash) },
    });
  });
}
