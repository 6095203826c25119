import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { hash, verify } from '@node-rs/argon2';
import { signInMessages, type SignedInUser } from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import type { Config } from '../../config';
import { writeAudit } from '../../lib/audit';
import { badRequest } from '../../lib/httpErrors';
import { allowListOf, displayIp, ipAllowed } from '../../lib/ipAllowList';
import { newOtpCode, newSessionToken, sameHex, sha256Hex } from '../../lib/tokens';
import type { MailProvider } from '../../providers/mail';
import type { AdminRow } from '../admins';
import { lockoutDelay, pacing, recordFailure } from './lockout';

const { admins, otpCodes, adminSessions } = schema;

export const OTP_TTL_MS = 5 * 60_000;
export const OTP_MAX_TRIES = 5;

/** Verified against when the e-mail is unknown or the address not allowed, so every failure costs the same time. */
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
 * An admin with an IP allow-list signs in only from an address on it. Decided before the password or
 * code is checked, and answered as a wrong one, so that from elsewhere neither can be guessed and the
 * list is not revealed.
 */
const addressAllowed = async (db: Db, adminId: string, ip: string) =>
  ipAllowed(await allowListOf(db, adminId), ip);

const codeHash = (otpId: string, code: string) => sha256Hex(`${otpId}:${code}`);

/**
 * Step 1: the password. On success a 6-digit code is mailed; the answer is the same for an unknown
 * e-mail, a wrong password and an address outside the admin's allow-list (any password).
 */
export async function passwordStep(
  db: Db,
  mail: MailProvider,
  identifierInput: string,
  password: string,
  client: ClientInfo,
): Promise<SignedInUser> {
  const identifier = normalise(identifierInput);
  await pacing.pause(await lockoutDelay(db, identifier, client.ip));
  const [admin] = await db.select().from(admins).where(eq(admins.identifier, identifier)).limit(1);
  const allowed = admin !== undefined && (await addressAllowed(db, admin.id, client.ip));
  const ok = await verify(allowed ? admin.passwordHash : await dummyHash, password).catch(() => false);
  if (!admin || !allowed || !ok) {
    await recordFailure(db, { identifier, ip: client.ip, adminId: admin?.id, step: 'password' });
    throw badRequest(signInMessages.credentialsRefused(displayIp(client.ip)));
  }
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
  await pacing.pause(await lockoutDelay(db, identifier, client.ip));
  const [found] = await db
    .select({ admin: admins, otp: otpCodes })
    .from(otpCodes)
    .innerJoin(admins, eq(admins.id, otpCodes.adminId))
    .where(eq(admins.identifier, identifier))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  const fail = async () => {
    await recordFailure(db, { identifier, ip: client.ip, adminId: found?.admin.id, step: 'code' });
    return badRequest(signInMessages.otpInvalid);
  };
  if (!found || found.otp.expiresAt.getTime() < Date.now()) throw await fail();
  if (!(await addressAllowed(db, found.admin.id, client.ip))) throw await fail();
  // each guess first claims one of the code's tries in one statement, so parallel guesses get 5 in all
  const [claimed] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, found.otp.id), lt(otpCodes.attempts, OTP_MAX_TRIES)))
    .returning({ id: otpCodes.id });
  if (!claimed || !sameHex(found.otp.codeHash, codeHash(found.otp.id, code))) throw await fail();
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
    await writeAudit(tx, found.admin, {
      action: 'admin.sign-in',
      entity: 'admin',
      entityId: found.admin.id,
      after: { ip: client.ip, userAgent: client.userAgent.slice(0, 200) },
    });
    return true;
  });
  if (!opened) throw await fail();
  return { accessToken, user: signedInUser(found.admin, now) };
}

/** Sign-out: the session ends, an event in the admin's History. */
export async function endSession(
  db: Db,
  admin: { id: string; nickName: string },
  sessionId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(adminSessions).where(eq(adminSessions.id, sessionId));
    await writeAudit(tx, admin, { action: 'admin.sign-out', entity: 'admin', entityId: admin.id });
  });
}
