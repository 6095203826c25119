import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { commonMessages, adminRuleMessages, ipMessages, type AdminType } from '@orrery/contract';
import { schema } from '@orrery/db';
import type { Actor } from '../lib/audit';
import { forbidden, unauthorized } from '../lib/httpErrors';
import { allowListOf, displayIp, ipAllowed } from '../lib/ipAllowList';
import type { CachedSession } from '../lib/sessionCache';
import { sha256Hex } from '../lib/tokens';

export interface SessionAdmin {
  id: string;
  nickName: string;
  userType: AdminType;
  sessionId: string;
}

export interface RouteAccess {
  method: string;
  url: string;
  public: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after the auth plugin, with whether it is public: for the access tests. */
    routeAccess(): RouteAccess[];
  }
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

/** The signed-in admin as the audit log names them. */
export const actorOf = (admin: SessionAdmin): Actor => ({ id: admin.id, nickName: admin.nickName });

export function requireSuperadmin(request: FastifyRequest): SessionAdmin {
  const admin = signedInAdmin(request);
  if (admin.userType !== 'superadmin') throw forbidden(adminRuleMessages.superadminOnly);
  return admin;
}

/**
 * Deny by default: every route needs `Authorization: Bearer <token>` unless its own options say
 * `config: { public: true }`. Decided on the route the router matched (it matches the decoded path),
 * never on the raw URL; a request that matched no route gets the plain 404, which carries no data.
 */
export function registerAuth(app: FastifyInstance): void {
  const { db, config, sessions } = app.deps;
  const idleMs = config.sessionIdleHours * 3_600_000;
  app.decorateRequest('admin', null);
  // the options objects themselves: an onRoute hook of an inner scope may still mark them public
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void routes.push(route));
  app.decorate('routeAccess', () =>
    routes.flatMap((route) =>
      [route.method].flat().map((method) => ({
        method,
        url: route.url,
        public: route.config?.public === true,
      })),
    ),
  );

  // a lookup under way, shared by the calls that arrive meanwhile (a busy console's calls all miss at once)
  const pending = new Map<string, Promise<CachedSession | undefined>>();
  const lookUp = (tokenHash: string): Promise<CachedSession | undefined> => {
    const cached = sessions.get(tokenHash);
    if (cached) return Promise.resolve(cached);
    let lookup = pending.get(tokenHash);
    if (!lookup) {
      lookup = readSession(tokenHash).finally(() => pending.delete(tokenHash));
      pending.set(tokenHash, lookup);
    }
    return lookup;
  };
  const readSession = async (tokenHash: string): Promise<CachedSession | undefined> => {
    const [row] = await db
      .select({
        sessionId: schema.adminSessions.id,
        lastSeenAt: schema.adminSessions.lastSeenAt,
        expiresAt: schema.adminSessions.expiresAt,
        adminId: schema.admins.id,
        nickName: schema.admins.nickName,
        userType: schema.admins.userType,
      })
      .from(schema.adminSessions)
      .innerJoin(schema.admins, eq(schema.admins.id, schema.adminSessions.adminId))
      .where(eq(schema.adminSessions.tokenHash, tokenHash))
      .limit(1);
    if (!row) return undefined;
    const session: CachedSession = {
      ...row,
      userType: row.userType as AdminType,
      lastSeenAt: row.lastSeenAt.getTime(),
      expiresAt: row.expiresAt.getTime(),
      allowList: await allowListOf(db, row.adminId),
    };
    sessions.set(tokenHash, session);
    return session;
  };

  app.addHook('onRequest', async (request) => {
    if (request.is404 || request.routeOptions.config?.public === true) return;
    const header = request.headers.authorization ?? '';
    const token = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(header)?.[1];
    if (!token) throw unauthorized(commonMessages.unauthorized);
    const now = Date.now();
    const session = await lookUp(sha256Hex(token));
    if (!session || session.expiresAt <= now || now - session.lastSeenAt > idleMs) {
      throw unauthorized(commonMessages.unauthorized);
    }
    // an admin with an IP allow-list is served only from the addresses on it (TRUST_PROXY decides request.ip)
    if (!ipAllowed(session.allowList, request.ip)) throw forbidden(ipMessages.refused(displayIp(request.ip)));
    if (now - session.lastSeenAt > TOUCH_AFTER_MS) {
      session.lastSeenAt = now;
      await db
        .update(schema.adminSessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(schema.adminSessions.id, session.sessionId));
    }
    request.admin = {
      id: session.adminId,
      nickName: session.nickName,
      userType: session.userType,
      sessionId: session.sessionId,
    };
  });
}
