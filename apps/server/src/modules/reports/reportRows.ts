import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Report, ReportReason } from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { iso } from '../../lib/dates';

const { members, memberReports } = schema;

type ReportRow = typeof memberReports.$inferSelect;

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

/** The latest `perMember` reports of each member named, newest first: the reports of those members only are ranked (member_reports_reported_idx). */
export async function latestReports(db: Db, memberIds: string[], perMember: number) {
  const byMember = new Map<string, Report[]>();
  if (!memberIds.length) return byMember;
  const ranked = db
    .select({
      id: memberReports.id,
      rank: sql<number>`row_number() over (partition by ${memberReports.reportedId} order by ${memberReports.createdAt} desc, ${memberReports.id} desc)`.as(
        'rank',
      ),
    })
    .from(memberReports)
    .where(inArray(memberReports.reportedId, memberIds))
    .as('ranked');
  const rows = await db
    .select({ report: memberReports })
    .from(ranked)
    .innerJoin(memberReports, eq(memberReports.id, ranked.id))
    .where(sql`${ranked.rank} <= ${perMember}`)
    .orderBy(desc(memberReports.createdAt), desc(memberReports.id));
  const reports = await reportsOf(
    db,
    rows.map((r) => r.report),
  );
  rows.forEach(({ report }, i) => {
    const list = byMember.get(report.reportedId) ?? [];
    list.push(reports[i]!);
    byMember.set(report.reportedId, list);
  });
  return byMember;
}
