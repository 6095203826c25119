import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ANALYTICS_DRAWER_PAGE_SIZE, type AnalyticsFilter, type DeletionText } from '@orrery/contract';
import { DrawerTable } from '../../components/analytics/DrawerTable';
import { loadDeletionTexts } from './api';
import { deletionTextColumns, deletionTextTitles, type DeletionTextKind } from './deletionTextColumns';

/** The query of one page of deletion texts under the chart's filters. */
export function useDeletionTexts(
  filter: AnalyticsFilter,
  kind: DeletionTextKind,
  pageNo: number,
  enabled = true,
) {
  const query = {
    ...filter,
    yearRange: filter.yearRange ?? undefined,
    pageNo,
    pageLimit: ANALYTICS_DRAWER_PAGE_SIZE,
    otherReasonDrawer: kind === 'other',
  };
  return useQuery({
    queryKey: ['analytics', 'deletion-texts', query],
    queryFn: ({ signal }) => loadDeletionTexts(query, signal),
    enabled,
    placeholderData: (previous) => previous,
  });
}

/** The drawer of 'Other Reason' texts or 'User Feedbacks', 20 a page, each text cut at 80 with the full text in a modal. */
export function DeletionTextsDrawer({
  kind,
  filter,
  onClose,
}: {
  kind: DeletionTextKind | null;
  filter: AnalyticsFilter;
  onClose: () => void;
}) {
  const [pageNo, setPageNo] = useState(1);
  const query = useDeletionTexts(filter, kind ?? 'other', pageNo, kind !== null);
  return (
    <DrawerTable<DeletionText>
      title={kind ? deletionTextTitles[kind] : ''}
      open={kind !== null}
      onClose={() => {
        setPageNo(1);
        onClose();
      }}
      columns={deletionTextColumns(kind ?? 'other')}
      query={query}
      pageNo={pageNo}
      onPage={setPageNo}
      rowKey={(row) => `${row.user}-${row.createdAt}`}
    />
  );
}
