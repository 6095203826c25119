import type { reports } from '../schema/index';
import { reportTexts, bugReportTexts } from './moderationTexts';
import { chance, intBetween, pick, rngFor, uuidFrom, type Rng } from './random';

export type ReportInsert = Required<typeof reports.$inferInsert>;

/** Random stream of a member's reports, apart from the member's own so its other fields stay put. */
const REPORT_SALT = 0x4e9047ed;
/** Share of registered members someone reported (about 5.6 % of all members). */
const REPORTED_SHARE = 0.065;
/** Share of reports whose reporter's account is gone for good (reporter_id null). */
const PURGED_REPORTER_SHARE = 0.05;

/** The id member `index` of the seed gets (the first draw of its stream, see generateMember). */
export const memberIdAt = (seed: number, index: number) => uuidFrom(rngFor(seed, index));

/** How often a member is reported: most never, most of the others once or twice, a few 15 to 60 times. */
function reportCount(rng: Rng): number {
  if (!chance(rng, REPORTED_SHARE)) return 0;
  const u = rng();
  if (u < 0.55) return 1;
  if (u < 0.75) return 2;
  if (u < 0.85) return intBetween(rng, 3, 5);
  if (u < 0.96) return intBetween(rng, 6, 14);
  return intBetween(rng, 15, 60);
}

export interface GeneratedReports {
  rows: ReportInsert[];
  /** The summary the database keeps on members (reported_count, reporters_count, last_reported_at). */
  reportedCount: number;
  reportersCount: number;
  lastReportedAt: Date | null;
}

const none: GeneratedReports = { rows: [], reportedCount: 0, reportersCount: 0, lastReportedAt: null };

/**
 * The reports other members of the seed made about member `index` (of `total`), between its
 * sign-up and `until`. Reporters are other members of the seed, some of them deleted later; a few
 * reports have no reporter any more (purged account); some reporters report twice.
 */
export function generateReports(
  seed: number,
  index: number,
  total: number,
  memberId: string,
  from: number,
  until: number,
): GeneratedReports {
  if (total < 2) return none;
  const rng = rngFor(seed, index, REPORT_SALT);
  const n = reportCount(rng);
  if (!n) return none;
  const rows: ReportInsert[] = [];
  const reporters = new Set<string>();
  // a report without a reporter (purged account) counts as one reporter of its own, as in the database
  let purged = 0;
  let last = 0;
  for (let k = 0; k < n; k++) {
    let reporterId: string | null = null;
    if (k > 0 && chance(rng, 0.12)) reporterId = rows[intBetween(rng, 0, k - 1)]!.reporterId;
    else if (!chance(rng, PURGED_REPORTER_SHARE)) {
      let j = Math.floor(rng() * total);
      if (j === index) j = (j + 1) % total;
      reporterId = memberIdAt(seed, j);
    }
    if (reporterId) reporters.add(reporterId);
    else purged++;
    const bug = chance(rng, 0.08);
    // recent reports are more frequent than old ones
    const at = Math.floor(until - (until - from) * rng() ** 2);
    last = Math.max(last, at);
    rows.push({
      id: uuidFrom(rng),
      reportedId: memberId,
      reporterId,
      reason: bug ? 'bug_report' : 'user_report',
      text: pick(rng, bug ? bugReportTexts : reportTexts),
      createdAt: new Date(at),
    });
  }
  return { rows, reportedCount: n, reportersCount: reporters.size + purged, lastReportedAt: new Date(last) };
}
