import type { AuditEntry, AuditListQuery } from '@orrery/contract';
import { saveCsv } from '../../components/analytics/saveCsv';
import { fetchAuditPage } from './api';
import { fieldChanges } from '../../components/history/changes';

/** The most changes one export holds: past it the person narrows the filters. */
export const EXPORT_MOST = 10_000;
const EXPORT_PAGE = 200;

const csvRow = (entry: AuditEntry) => ({
  'When (UTC)': entry.at,
  Admin: entry.actorName,
  'Admin id': entry.actorId ?? '',
  Area: entry.entity,
  Action: entry.action,
  Record: entry.entityId,
  Changes: fieldChanges(entry.before, entry.after)
    .map((c) => `${c.field}: ${c.before} → ${c.after}`)
    .join('; '),
});

/**
 * Saves the changes the filters leave (up to EXPORT_MOST, in the list's order) as activity.csv, read a
 * page of EXPORT_PAGE at a time; `onProgress` hears how many of how many. Answers what was saved, and
 * whether the filters left more than that.
 */
export async function exportAuditCsv(
  query: AuditListQuery,
  onProgress: (done: number, total: number) => void,
): Promise<{ saved: number; total: number; more: boolean }> {
  const rows: ReturnType<typeof csvRow>[] = [];
  let total = 0;
  let more = false;
  for (let pageNo = 1; rows.length < EXPORT_MOST; pageNo += 1) {
    const page = await fetchAuditPage({ ...query, pageNo, pageLimit: EXPORT_PAGE });
    total = page.total;
    more = page.capped === true;
    rows.push(...page.rows.slice(0, EXPORT_MOST - rows.length).map(csvRow));
    onProgress(rows.length, Math.min(total, EXPORT_MOST));
    if (page.rows.length < EXPORT_PAGE || rows.length >= total) break;
  }
  await saveCsv(rows, 'activity.csv');
  return { saved: rows.length, total, more: more || total > rows.length };
}
