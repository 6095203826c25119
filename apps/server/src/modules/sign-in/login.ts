import { and, count, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import { hash, verify } from '@node-rs/argon2';
import { ipMessages, signInMessages, type SignedInUser } from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import type { Config } from '../../config';
import { badRequest, forbidden, tooManyRequests } from '../../lib/httpErrors';
import { allowListOf, displayIp, ipAllowed } from '../../lib/ipAllowList';
import { newOtpCode, newSessionToken, sameHex, sha256Hex } from '../../lib/tokens';
import type { MailProvider } from '../../providers/mail';
import type { AdminRow } from '../admins';

const { admins, otpCodes, authFailures, adminSessions } = schema;

export const OTP_TTL_MS = 5 * 60_000;
export const OTP_MAX_TRIES = 5;
export const FAILURE_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES = 10;
export const MAX_IDENTIFIER_FAILURES = 100;

/** Verified against when the e-mail is unknown, so both failures cost the same time. */
const dummyHash = hash('orrery-timing-equaliser');

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

const normalise = (identifier: string) => identifier.trim().toLowerCase();

export function signedInUser(row: AdminRow, adminLoginTime?: Date): SignedInUser {
  return {
    _id: row.id,
    nickName: row.nickName,
    identifier: row.identifier,
    user_type: row.userType,
    roles: [row.userType],
    ...(adminLoginTime ? { adminLoginTime: adminLoginTime.toISOString() } : {}),
  };
}

/**
 * Within 15 minutes, 10 failures from one address (whatever the e-mails) lock that address out, and
 * 100 failures for one e-mail from all addresses together lock that e-mail out everywhere but the
 * address it last signed in from. A stranger cannot lock staff out from where they work, and guessing
 * from many addresses is still bounded.
 */
async function assertNotLockedOut(db: Db, identifier: string, ip: string): Promise<void> {
  const since = new Date(Date.now() - FAILURE_WINDOW_MS);
  const [row] = await db
    .select({
      byIdentifier: count(sql`case when ${authFailures.identifier} = ${identifier} then 1 end`),
      byIp: count(sql`case when ${authFailures.ip} = ${ip} then 1 end`),
    })
    .from(authFailures)
    .where(
      and(
        gte(authFailures.createdAt, since),
        or(eq(authFailures.identifier, identifier), eq(authFailures.ip, ip)),
      ),
    );
  if ((row?.byIp ?? 0) >= MAX_FAILURES) throw tooManyRequests(signInMessages.tooManyAttempts);
  if ((row?.byIdentifier ?? 0) < MAX_IDENTIFIER_FAILURES) return;
  const [usual] = await db
    .select({ id: admins.id })
    .from(admins)
    .where(and(eq(admins.identifier, identifier), eq(admins.lastLoginIp, ip)))
    .limit(1);
  if (!usual) throw tooManyRequests(signInMessages.tooManyAttempts);
}

async function recordFailure(db: Db, identifier: string, ip: string): Promise<void> {
  await db.insert(authFailures).values({ identifier, ip });
}

/** An admin with an IP allow-list signs in only from an address on it (told only once the password is right). */
async function assertAddressAllowed(db: Db, adminId: string, ip: string): Promise<void> {
  if (!ipAllowed(await allowListOf(db, adminId), ip)) throw forbidden(ipMessages.refused(displayIp(ip)));
}

const codeHash = (otpId: string, code: string) => sha256Hex(`${otpId}:${code}`);

/** Step 1: the password. On success a 6-digit code is mailed; the answer is the same for unknown e-mails and wrong passwords. */
export async function passwordStep(
  db: Db,
  mail: MailProvider,
  identifierInput: string,
  password: string,
  client: ClientInfo,
): Promise<SignedInUser> {
  const identifier = normalise(identifierInput);
  await assertNotLockedOut(db, identifier, client.ip);
  const [admin] = await db.select().from(admins).where(eq(admins.identifier, identifier)).limit(1);
  const ok = await verify(admin?.passwordHash ?? (await dummyHash), password).catch(() => false);
  if (!admin || !ok) {
    await recordFailure(db, identifier, client.ip);
    throw badRequest(signInMessages.invalidCredentials);
  }
  await assertAddressAllowed(db, admin.id, client.ip);
  const code = newOtpCode();
  await db.transaction(async (tx) => {
    await tx.delete(otpCodes).where(eq(otpCodes.adminId, admin.id));
    const [otp] = await tx
      .insert(otpCodes)
      .values({ adminId: admin.id, codeHash: 'pending', expiresAt: new Date(Date.now() + OTP_TTL_MS) })
      .returning({ id: otpCodes.id });
    if (!otp) throw new Error('insert returned no row');
    await tx
      .update(otpCodes)
      .set({ codeHash: codeHash(otp.id, code) })
      .where(eq(otpCodes.id, otp.id));
  });
  await mail.send({
    to: admin.identifier,
    subject: 'Your Orrery sign-in code',
    text: `Your Orrery sign-in code is ${code}. It is valid for 5 minutes. If you did not try to sign in, tell your superadmin.`,
  });
  return signedInUser(admin);
}

/** Step 2: the code. Success opens a session and answers its token, which is never stored (only its hash). */
export async function codeStep(
  db: Db,
  config: Config,
  identifierInput: string,
  code: string,
  client: ClientInfo,
): Promise<{ accessToken: string; user: SignedInUser }> {
  const identifier = normalise(identifierInput);
  await assertNotLockedOut(db, identifier, client.ip);
  const [found] = await db
    .select({ admin: admins, otp: otpCodes })
    .from(otpCodes)
    .innerJoin(admins, eq(admins.id, otpCodes.adminId))
    .where(eq(admins.identifier, identifier))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  const fail = async () => {
    await recordFailure(db, identifier, client.ip);
    return badRequest(signInMessages.otpInvalid);
  };
  if (!found || found.otp.expiresAt.getTime() < Date.now()) throw await fail();
  // each guess first claims one of the code's tries in one statement, so parallel guesses get 5 in all
  const [claimed] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, found.otp.id), lt(otpCodes.attempts, OTP_MAX_TRIES)))
    .returning({ id: otpCodes.id });
  if (!claimed || !sameHex(found.otp.codeHash, codeHash(found.otp.id, code))) throw await fail();
  await assertAddressAllowed(db, found.admin.id, client.ip);
  const accessToken = newSessionToken();
  const now = new Date();
  const opened = await db.transaction(async (tx) => {
    // a code opens one session: of two right guesses at once, only the one that deletes it goes on
    const [used] = await tx
      .delete(otpCodes)
      .where(eq(otpCodes.id, found.otp.id))
      .returning({ id: otpCodes.id });
    if (!used) return false;
    await tx.delete(otpCodes).where(eq(otpCodes.adminId, found.admin.id));
    await tx.insert(adminSessions).values({
      adminId: found.admin.id,
      tokenHash: sha256Hex(accessToken),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + config.sessionMaxDays * 86_400_000),
      ip: client.ip,
      userAgent: client.userAgent.slice(0, 500),
    });
    await tx
      .update(admins)
      .set({ lastLoginAt: now, lastLoginIp: client.ip })
      .where(eq(admins.id, found.admin.id));
    return true;
  });
  if (!opened) throw await fail();
  return { accessToken, user: signedInUser(found.admin, now) };
}

export async function endSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.id, sessionId));
}
