import type { DeletionText, OtherReasonQuery } from '@orrery/contract';
import { saveCsv } from '../../components/analytics';
import { formatDateTime } from '../../lib/format';
import { loadDeletionTexts } from './api';
import {
  PURGED_MEMBER,
  deletionTextOf,
  deletionTextTitles,
  type DeletionTextKind,
} from './deletionTextColumns';

/** The CSV is fetched 100 texts a call (the call's largest page), up to 20,000 texts. */
const CSV_PAGE = 100;
const CSV_MAX_PAGES = 200;

/** Every deletion text under the filters, page after page. */
export async function loadAllDeletionTexts(
  query: Omit<OtherReasonQuery, 'pageNo' | 'pageLimit'>,
  signal?: AbortSignal,
): Promise<DeletionText[]> {
  const rows: DeletionText[] = [];
  for (let pageNo = 1; pageNo <= CSV_MAX_PAGES; pageNo += 1) {
    const page = await loadDeletionTexts({ ...query, pageNo, pageLimit: CSV_PAGE }, signal);
    rows.push(...page.rows);
    if (page.rows.length < CSV_PAGE || rows.length >= page.total) break;
  }
  return rows;
}

/** The CSV rows of deletion texts: member, member id, the text, its date (UTC) as the list shows them. */
export function deletionCsvRows(kind: DeletionTextKind, rows: readonly DeletionText[]) {
  const textTitle = kind === 'other' ? 'Reason' : 'Feedback';
  return rows.map((row) => ({
    Member: row.nickName ?? PURGED_MEMBER,
    'Member ID': row.user,
    [textTitle]: deletionTextOf(kind, row),
    'Date (UTC)': formatDateTime(row.createdAt),
  }));
}

/** Downloads every text of the kind under the filters as `other-reason.csv` or `user-feedbacks.csv`. */
export async function downloadDeletionTexts(
  kind: DeletionTextKind,
  query: Omit<OtherReasonQuery, 'pageNo' | 'pageLimit' | 'otherReasonDrawer'>,
): Promise<void> {
  const rows = await loadAllDeletionTexts({ ...query, otherReasonDrawer: kind === 'other' });
  const name = deletionTextTitles[kind].toLowerCase().replace(/\s+/g, '-');
  await saveCsv(deletionCsvRows(kind, rows), name);
}
