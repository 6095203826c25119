import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnsType } from 'antd/es/table';
import type { AnalyticsListItem, AnalyticsListKind } from '@orrery/contract';
import type { AnalyticsFilters } from '../../../components/analytics';
import { DrawerTable } from '../../../components/analytics/DrawerTable';
import { languageName } from '../../../lib/languageName';
import { loadListPage } from './api';

interface ListDrawerProps {
  title: string;
  kind: AnalyticsListKind;
  /** The first column's title: Languages, Device Name, Date. */
  nameTitle: string;
  filters: AnalyticsFilters;
  open: boolean;
  onClose: () => void;
}

/** A side drawer paging `get-language-and-device-count/{kind}` 20 at a time with the chart's filters. */
export function ListDrawer({ title, kind, nameTitle, filters, open, onClose }: ListDrawerProps) {
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery({
    queryKey: ['metrics', 'list', kind, pageNo, filters],
    queryFn: ({ signal }) => loadListPage(kind, pageNo, filters, signal),
    enabled: open,
    placeholderData: (previous) => previous,
  });
  const columns: ColumnsType<AnalyticsListItem> = [
    {
      title: nameTitle,
      dataIndex: 'name',
      key: 'name',
      render: (name: string) => (kind === 'language' ? languageName(name) : name),
    },
    {
      title: 'Total Count',
      dataIndex: 'count',
      key: 'count',
      align: 'right',
      render: (n: number) => n.toLocaleString('en'),
    },
  ];
  return (
    <DrawerTable<AnalyticsListItem>
      title={title}
      open={open}
      onClose={() => {
        setPageNo(1);
        onClose();
      }}
      columns={columns}
      query={query}
      pageNo={pageNo}
      onPage={setPageNo}
      rowKey={(row) => `${row._id ?? ''}-${row.name}`}
    />
  );
}
