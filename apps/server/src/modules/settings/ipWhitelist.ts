import { asc, eq } from 'drizzle-orm';
import { ipMessages as m, type IpEntry, type IpSaveBody } from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { writeAudit } from '../../lib/audit';
import { allowListOf, ipAllowed, parseIpOrRange } from '../../lib/ipAllowList';
import { HttpError, badRequest, forbidden, notFound } from '../../lib/httpErrors';
import type { SessionAdmin } from '../../plugins/auth';

const { admins, adminIpEntries } = schema;

/** Who calls and from where (the address the server sees, TRUST_PROXY honoured). */
export interface Caller {
  admin: SessionAdmin;
  ip: string;
}

/** An admin manages their own list; a superadmin anyone's. The target must exist. */
async function targetOf(db: Db, caller: Caller, adminId: string) {
  if (adminId !== caller.admin.id && caller.admin.userType !== 'superadmin') throw forbidden(m.onlyOwnList);
  const [target] = await db
    .select({ id: admins.id, userType: admins.userType })
    .from(admins)
    .where(eq(admins.id, adminId))
    .limit(1)
    .for('update');
  if (!target) throw notFound(m.adminNotFound);
  return target;
}

const entryOf = (row: typeof adminIpEntries.$inferSelect): IpEntry => ({
  _id: row.id,
  ipAddress: row.ipAddress,
  ip6Address: row.ip6Address,
  createdAt: row.createdAt.toISOString(),
});

const rowsOf = (db: Db, adminId: string) =>
  db
    .select()
    .from(adminIpEntries)
    .where(eq(adminIpEntries.adminId, adminId))
    .orderBy(asc(adminIpEntries.createdAt));

const addressesOf = (rows: { ipAddress: string; ip6Address: string | null }[]) =>
  rows.flatMap((row) => (row.ip6Address ? [row.ipAddress, row.ip6Address] : [row.ipAddress]));

export async function listEntries(db: Db, caller: Caller, adminId: string): Promise<IpEntry[]> {
  await targetOf(db, caller, adminId);
  return (await rowsOf(db, adminId)).map(entryOf);
}

/**
 * Refuses a change that would leave no superadmin able to call from the caller's address (nobody could
 * undo it from here), and asks for confirmation (428) before the caller locks themselves out.
 */
async function assertNoLockout(
  tx: Db,
  caller: Caller,
  target: { id: string; userType: string },
  after: string[],
  confirm: boolean,
): Promise<void> {
  if (target.userType === 'superadmin') {
    const superadmins = await tx
      .select({ id: admins.id })
      .from(admins)
      .where(eq(admins.userType, 'superadmin'))
      .for('update');
    let reachable = false;
    for (const { id } of superadmins) {
      const list = id === target.id ? after : await allowListOf(tx, id);
      if (ipAllowed(list, caller.ip)) reachable = true;
    }
    if (!reachable) throw badRequest(m.lastSuperadmin);
  }
  if (target.id === caller.admin.id && !confirm && !ipAllowed(after, caller.ip)) {
    throw new HttpError(428, m.selfLockout(caller.ip));
  }
}

export async function addEntry(db: Db, caller: Caller, adminId: string, body: IpSaveBody): Promise<IpEntry> {
  if (body.userId !== adminId) throw badRequest(m.userMismatch);
  const ipAddress = parseIpOrRange(body.ipAddress, 'ipv4');
  if (!ipAddress) throw badRequest(m.badIpv4);
  const v6Text = body.ip6Address?.trim() ?? '';
  const ip6Address = v6Text ? parseIpOrRange(v6Text, 'ipv6') : null;
  if (v6Text && !ip6Address) throw badRequest(m.badIpv6);
  return db.transaction(async (tx) => {
    const target = await targetOf(tx, caller, adminId);
    const rows = await rowsOf(tx, adminId);
    if (rows.some((row) => row.ipAddress === ipAddress || (ip6Address && row.ip6Address === ip6Address)))
      throw badRequest(m.duplicate);
    const after = addressesOf([...rows, { ipAddress, ip6Address }]);
    await assertNoLockout(tx, caller, target, after, body.confirm === true);
    const [row] = await tx
      .insert(adminIpEntries)
      .values({ adminId, ipAddress, ip6Address, createdBy: caller.admin.id })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await writeAudit(tx, caller.admin, {
      action: 'ipWhitelist.add',
      entity: 'admin',
      entityId: adminId,
      after: { ipAddress, ip6Address },
    });
    return entryOf(row);
  });
}

/** Deletes the entry whose IPv4 or IPv6 address or range is `address`. */
export async function deleteEntry(
  db: Db,
  caller: Caller,
  adminId: string,
  address: string,
  confirm: boolean,
): Promise<void> {
  const wanted = parseIpOrRange(address, 'ipv4') ?? parseIpOrRange(address, 'ipv6');
  if (!wanted) throw badRequest(address.includes(':') ? m.badIpv6 : m.badIpv4);
  await db.transaction(async (tx) => {
    const target = await targetOf(tx, caller, adminId);
    const rows = await rowsOf(tx, adminId);
    const gone = rows.find((row) => row.ipAddress === wanted || row.ip6Address === wanted);
    if (!gone) throw notFound(m.notFound);
    await assertNoLockout(tx, caller, target, addressesOf(rows.filter((row) => row !== gone)), confirm);
    await tx.delete(adminIpEntries).where(eq(adminIpEntries.id, gone.id));
    await writeAudit(tx, caller.admin, {
      action: 'ipWhitelist.delete',
      entity: 'admin',
      entityId: adminId,
      before: { ipAddress: gone.ipAddress, ip6Address: gone.ip6Address },
    });
  });
}
