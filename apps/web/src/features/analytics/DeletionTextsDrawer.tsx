import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnsType } from 'antd/es/table';
import {
  ANALYTICS_DRAWER_PAGE_SIZE,
  REASON_TEXT_CUT,
  type AnalyticsFilter,
  type DeletionText,
} from '@orrery/contract';
import { DrawerTable } from '../../components/analytics';
import { FullTextCell } from '../../components/FullTextCell';
import { formatDateTime } from '../../lib/format';
import { loadDeletionTexts } from './api';

export type DeletionTextKind = 'other' | 'feedback';

export const deletionTextTitles: Record<DeletionTextKind, string> = {
  other: 'Other Reason',
  feedback: 'User Feedbacks',
};

const modalTitles: Record<DeletionTextKind, string> = {
  other: "User's deletion text with other reason",
  feedback: "User's feedback",
};

export function deletionTextColumns(kind: DeletionTextKind): ColumnsType<DeletionText> {
  return [
    { title: 'User', dataIndex: 'user', width: 120, render: (user: string) => user },
    {
      title: kind === 'other' ? 'Reason' : 'Feedback',
      key: 'text',
      render: (_, row) => (
        <FullTextCell
          text={kind === 'other' ? row.usersComment : row.userSuggestion}
          max={REASON_TEXT_CUT}
          title={modalTitles[kind]}
        />
      ),
    },
    { title: 'Date', dataIndex: 'createdAt', width: 170, render: (at: string) => formatDateTime(at) },
  ];
}

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
