import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, gt, sql } from 'drizzle-orm';
import { commonMessages, adminRuleMessages, type AdminType } from '@orrery/contract';
import { schema } from '@orrery/db';
import { forbidden, unauthorized } from '../lib/httpErrors';
import { sha256Hex } from '../lib/tokens';

export interface SessionAdmin {
  id: string;
  nickName: string;
  userType: AdminType;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    admin: SessionAdmin | null;
  }
  interface FastifyContextConfig {
    /** The route is reachable without a bearer token (sign-in steps, health, docs). */
    public?: boolean;
  }
}

/** lastSeenAt is written at most once a minute per session, not on every call. */
const TOUCH_AFTER_MS = 60_000;

export function signedInAdmin(request: FastifyRequest): SessionAdmin {
  if (!request.admin) throw unauthorized(commonMessages.unauthorized);
  return request.admin;
}

export function requireSuperadmin(request: FastifyRequest): SessionAdmin {
  const admin = signedInAdmin(request);
  if (admin.userType !== 'superadmin') throw forbidden(adminRuleMessages.superadminOnly);
  return admin;
}

/** Every /api route needs `Authorization: Bearer <token>` unless its config says `public`. */
export function registerAuth(app: FastifyInstance): void {
  const { db, config } = app.deps;
  const idleMs = config.sessionIdleHours * 3_600_000;
  app.decorateRequest('admin', null);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.routeOptions.config?.public) return;
    const header = request.headers.authorization ?? '';
    const token = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(header)?.[1];
    if (!token) throw unauthorized(commonMessages.unauthorized);
    const now = new Date();
    const [row] = await db
      .select({
        sessionId: schema.adminSessions.id,
        lastSeenAt: schema.adminSessions.lastSeenAt,
        id: schema.admins.id,
        nickName: schema.admins.nickName,
        userType: schema.admins.userType,
      })
      .from(schema.adminSessions)
      .innerJoin(schema.admins, eq(schema.admins.id, schema.adminSessions.adminId))
      .where(
        and(eq(schema.adminSessions.tokenHash, sha256Hex(token)), gt(schema.adminSessions.expiresAt, now)),
      )
      .limit(1);
    if (!row || now.getTime() - row.lastSeenAt.getTime() > idleMs)
      throw unauthorized(commonMessages.unauthorized);
    if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
      await db
        .update(schema.adminSessions)
        .set({ lastSeenAt: sql`now()` })
        .where(eq(schema.adminSessions.id, row.sessionId));
    }
    request.admin = {
      id: row.id,
      nickName: row.nickName,
      userType: row.userType as AdminType,
      sessionId: row.sessionId,
    };
  });
}
