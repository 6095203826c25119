import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Report, ReportReason } from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { iso } from '../../lib/dates';

const { members, reports } = schema;

type ReportRow = typeof reports.$inferSelect;

/** The reporters' names; a reporter pending deletion counts as gone (the console shows Deleted User). */
async function reportersOf(db: Db, rows: ReportRow[]) {
  const ids = [...new Set(rows.map((r) => r.reporterId).filter((id): id is string => !!id))];
  if (!ids.length) return new Map<string, Report['user']>();
  const found = await db
    .select({ id: members.id, nickName: members.nickName, identifier: members.identifier })
    .from(members)
    .where(and(inArray(members.id, ids), eq(members.isDeleted, false)));
  return new Map(found.map((m) => [m.id, { _id: m.id, nickName: m.nickName, identifier: m.identifier }]));
}

/** Report rows as the API answers them, with their reporters (null when deleted). */
export async function reportsOf(db: Db, rows: ReportRow[]): Promise<Report[]> {
  const users = await reportersOf(db, rows);
  return rows.map((r) => ({
    _id: r.id,
    user: (r.reporterId && users.get(r.reporterId)) || null,
    createdAt: iso(r.createdAt),
    reason: r.reason as ReportReason,
    text: r.text,
  }));
}

/** The latest `perMember` reports of each member named, newest first: the reports of those members only are ranked (reports_reported_idx). */
export async function latestReports(db: Db, memberIds: string[], perMember: number) {
  const byMember = new Map<string, Report[]>();
  if (!memberIds.length) return byMember;
  const ranked = db
    .select({
      id: reports.id,
      rank: sql<number>`row_number() over (partition by ${reports.reportedId} order by ${reports.createdAt} desc, ${reports.id} desc)`.as(
        'rank',
      ),
    })
    .from(reports)
    .where(inArray(reports.reportedId, memberIds))
    .as('ranked');
  const rows = await db
    .select({ report: reports })
    .from(ranked)
    .innerJoin(reports, eq(reports.id, ranked.id))
    .where(sql`${ranked.rank} <= ${perMember}`)
    .orderBy(desc(reports.createdAt), desc(reports.id));
  const found = await reportsOf(
    db,
    rows.map((r) => r.report),
  );
  rows.forEach(({ report }, i) => {
    const list = byMember.get(report.reportedId) ?? [];
    list.push(found[i]!);
    byMember.set(report.reportedId, list);
  });
  return byMember;
}
