import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import { schema, type Db } from '@orrery/db';
import { writeAudit } from '../../lib/audit';
import type { StorageProvider } from '../../providers/storage';
import { retentionCutoff, retentionDays } from './retention';

const { members, memberDeletions, memberPhotos, memberDevices, feedback } = schema;

/** Images the demo generator shares between members (photos, feedback screenshots): kept whatever happens to one member. */
const SHARED_POOLS = ['/files/members/pool/', '/files/feedback/pool/'];
const inSharedPool = (url: string) => SHARED_POOLS.some((pool) => url.startsWith(pool));
export const PURGE_BATCH = 200;

export interface PurgeReport {
  retentionDays: number;
  members: number;
  recordsCreated: number;
  photos: number;
  devices: number;
  /** Feedback messages of the purged members (their reports on others stay, without reporter). */
  feedback: number;
  files: number;
  batches: number;
}

type MemberRow = typeof members.$inferSelect;

/** The deletion record a member lacks, made from its own fields (no personal data: see member_deletions). */
function recordFrom(member: MemberRow, now: Date): typeof memberDeletions.$inferInsert {
  const deletedAt = member.deletedAt ?? now;
  return {
    memberId: member.id,
    deletedFromUser: true,
    deletedAt,
    purgedAt: now,
    memberCreatedAt: member.createdAt,
    memberLastLoginAt: member.lastLoginAt,
    countryCode: member.countryCode,
    gender: member.gender,
    birthYear: member.dob ? Number(member.dob.slice(0, 4)) : null,
    wasRegistrationComplete: member.isRegistrationComplete,
    devicePlatform: member.devicePlatform,
    appVersion: member.appVersion,
    language: member.language,
    daysAsMember: Math.floor((deletedAt.getTime() - member.createdAt.getTime()) / 86_400_000),
  };
}

/**
 * One batch in one transaction: the oldest deleted members past the cutoff lose their photos, devices
 * and member row (photos and devices also cascade); their deletion records get purged_at (created when
 * missing). Answers the files the removed photos used and the counts.
 */
async function purgeBatch(db: Db, cutoff: Date, now: Date, days: number, size: number) {
  return db.transaction(async (tx) => {
    const batch = await tx
      .select()
      .from(members)
      .where(and(eq(members.isDeleted, true), lte(members.deletedAt, cutoff)))
      .orderBy(asc(members.deletedAt), asc(members.id))
      .limit(size)
      .for('update', { skipLocked: true });
    if (!batch.length) return null;
    const ids = batch.map((m) => m.id);
    const marked = await tx
      .update(memberDeletions)
      .set({ purgedAt: now })
      .where(and(inArray(memberDeletions.memberId, ids), isNull(memberDeletions.purgedAt)))
      .returning({ memberId: memberDeletions.memberId });
    const recorded = new Set(marked.map((r) => r.memberId));
    const missing = batch.filter((m) => !recorded.has(m.id)).map((m) => recordFrom(m, now));
    if (missing.length) await tx.insert(memberDeletions).values(missing);
    const photos = await tx
      .delete(memberPhotos)
      .where(inArray(memberPhotos.memberId, ids))
      .returning({ url: memberPhotos.url, thumbUrl: memberPhotos.thumbUrl });
    const devices = await tx
      .delete(memberDevices)
      .where(inArray(memberDevices.memberId, ids))
      .returning({ id: memberDevices.id });
    const messages = await tx
      .delete(feedback)
      .where(inArray(feedback.memberId, ids))
      .returning({ attachments: feedback.attachments });
    await tx.delete(members).where(inArray(members.id, ids));
    const counts = {
      members: batch.length,
      recordsCreated: missing.length,
      photos: photos.length,
      devices: devices.length,
      feedback: messages.length,
    };
    // counts only: no member id or personal data in the audit log
    await writeAudit(tx, null, {
      action: 'member.purge',
      entity: 'member',
      entityId: 'retention',
      after: { ...counts, retentionDays: days, cutoff: cutoff.toISOString() },
    });
    const files = photos.flatMap((p) => [p.url, p.thumbUrl]).filter((u): u is string => !!u);
    const attachments = messages
      .flatMap((m) => m.attachments.flatMap((a) => [a.url, a.thumbUrl]))
      .filter((u): u is string => !!u && !inSharedPool(u));
    return { counts, files, attachments: [...new Set(attachments)] };
  });
}

/** The files no remaining photo points at, outside the shared demo pool. */
async function unreferenced(db: Db, urls: string[]): Promise<string[]> {
  const own = [...new Set(urls.filter((url) => !inSharedPool(url)))];
  if (!own.length) return [];
  const used = await db
    .select({ url: memberPhotos.url, thumbUrl: memberPhotos.thumbUrl })
    .from(memberPhotos)
    .where(or(inArray(memberPhotos.url, own), inArray(memberPhotos.thumbUrl, own)));
  const kept = new Set(used.flatMap((p) => [p.url, p.thumbUrl]));
  return own.filter((url) => !kept.has(url));
}

/**
 * Removes for good the personal data of members deleted more than the retention period before `now`,
 * batch by batch (one transaction each), keeping their deletion records with purged_at for the
 * analytics. Safe to run twice: a second run finds no member past the cutoff. A crash between batches
 * leaves every batch either done or untouched; a crash after a batch's commit can at worst leave some
 * of its files on disk, never a row pointing at a missing file.
 */
export async function purgeExpiredMembers(
  db: Db,
  storage: StorageProvider,
  now = new Date(),
  batchSize = PURGE_BATCH,
): Promise<PurgeReport> {
  const days = await retentionDays(db);
  const cutoff = retentionCutoff(now, days);
  const report: PurgeReport = {
    retentionDays: days,
    members: 0,
    recordsCreated: 0,
    photos: 0,
    devices: 0,
    feedback: 0,
    files: 0,
    batches: 0,
  };
  for (;;) {
    const done = await purgeBatch(db, cutoff, now, days, batchSize);
    if (!done) return report;
    report.batches += 1;
    report.members += done.counts.members;
    report.recordsCreated += done.counts.recordsCreated;
    report.photos += done.counts.photos;
    report.devices += done.counts.devices;
    report.feedback += done.counts.feedback;
    // a feedback attachment is the member's own upload: nothing else points at it
    for (const url of [...(await unreferenced(db, done.files)), ...done.attachments]) {
      await storage.remove(url);
      report.files += 1;
    }
    if (done.counts.members < batchSize) return report;
  }
}
