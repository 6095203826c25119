import { and, desc, eq, max } from 'drizzle-orm';
import {
  aiReportMessages as m,
  membershipBlocks,
  type AiReportCompareAnswer,
  type AiReportVersion,
  type AiReportVersionBody,
  type Membership,
} from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { insertAudited, writeAudit, type Actor } from '../../lib/audit';
import { conflict, notFound } from '../../lib/httpErrors';
import { conflictOnDuplicate } from '../../lib/pgErrors';
import { differences, toVersion, type VersionRow } from './versionMapping';
import { lockForTransaction } from '../../lib/xactLock';

const { aiReportVersions } = schema;

export async function listVersions(
  db: Db,
  membership: Membership,
): Promise<{ items: AiReportVersion[]; liveVersionId: string | null }> {
  const rows = await db
    .select()
    .from(aiReportVersions)
    .where(eq(aiReportVersions.membership, membership))
    .orderBy(desc(aiReportVersions.number));
  return { items: rows.map(toVersion), liveVersionId: rows.find((row) => row.isLive)?.id ?? null };
}

async function findVersion(db: Db, id: string): Promise<VersionRow> {
  const [row] = await db.select().from(aiReportVersions).where(eq(aiReportVersions.id, id)).limit(1);
  if (!row) throw notFound(m.versionNotFound);
  return row;
}

async function liveRow(db: Db, membership: Membership): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(aiReportVersions)
    .where(and(eq(aiReportVersions.membership, membership), eq(aiReportVersions.isLive, true)))
    .limit(1);
  return row;
}

/** Saves an immutable snapshot, numbered after the newest of its membership; who and when are kept. */
export async function saveVersion(
  db: Db,
  actor: Actor | null,
  body: AiReportVersionBody,
  live = false,
): Promise<AiReportVersion> {
  const { membership, note, ...settings } = body;
  // saves of one membership at once are numbered one after another (a live save may still race setLive)
  return conflictOnDuplicate(m.staleLive, async () => {
    const row = await db.transaction(async (tx) => {
      await lockForTransaction(tx, `ai-report-version:${membership}`);
      const [{ newest } = { newest: null }] = await tx
        .select({ newest: max(aiReportVersions.number) })
        .from(aiReportVersions)
        .where(eq(aiReportVersions.membership, membership));
      return insertAudited(
        tx,
        actor,
        aiReportVersions,
        {
          membership,
          number: (newest ?? 0) + 1,
          settings,
          note: note?.trim() ?? '',
          isLive: live,
          liveSince: live ? new Date() : null,
          createdBy: actor?.id ?? null,
          createdByName: actor?.nickName ?? 'system',
        },
        { action: 'aiReportVersion.add', entity: 'aiReportVersion', view: toVersion },
      );
    });
    return toVersion(row);
  });
}

/**
 * Makes version `id` the live one of its membership, if the live one is still `expectedLiveId` (what
 * the console showed): 409 otherwise. Setting the live version live again changes nothing.
 */
export async function setLive(
  db: Db,
  actor: Actor,
  id: string,
  expectedLiveId: string | null,
): Promise<{ item: AiReportVersion; changed: boolean }> {
  return conflictOnDuplicate(m.staleLive, () =>
    db.transaction(async (tx) => {
      const target = await findVersion(tx, id);
      const membership = target.membership as Membership;
      const current = await liveRow(tx, membership);
      if (current?.id === target.id) return { item: toVersion(target), changed: false };
      if ((current?.id ?? null) !== expectedLiveId) throw conflict(m.staleLive);
      if (current) {
        const off = await tx
          .update(aiReportVersions)
          .set({ isLive: false })
          .where(and(eq(aiReportVersions.id, current.id), eq(aiReportVersions.isLive, true)))
          .returning({ id: aiReportVersions.id });
        if (off.length !== 1) throw conflict(m.staleLive);
      }
      const [saved] = await tx
        .update(aiReportVersions)
        .set({ isLive: true, liveSince: new Date() })
        .where(eq(aiReportVersions.id, id))
        .returning();
      if (!saved) throw notFound(m.versionNotFound);
      await writeAudit(tx, actor, {
        action: 'aiReportVersion.setLive',
        entity: 'aiReportVersion',
        entityId: id,
        before: { membership, liveVersion: current?.number ?? null, liveVersionId: current?.id ?? null },
        after: { membership, liveVersion: saved.number, liveVersionId: saved.id },
      });
      return { item: toVersion(saved), changed: true };
    }),
  );
}

export const liveMessage = (item: AiReportVersion, changed: boolean): string =>
  (changed ? m.liveSet : m.alreadyLive)(item.number, membershipBlocks[item.membership]);

/** A version beside the live one of its membership, with the fields that differ. */
export async function compareWithLive(db: Db, id: string): Promise<Omit<AiReportCompareAnswer, 'valid'>> {
  const version = toVersion(await findVersion(db, id));
  const liveVersion = await liveRow(db, version.membership);
  const live = liveVersion ? toVersion(liveVersion) : null;
  return { version, live, differences: differences(version, live) };
}
