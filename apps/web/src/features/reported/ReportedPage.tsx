import { useEffect, useState } from 'react';
import { Table } from 'antd';
import {
  DEFAULT_PAGE_SIZE,
  moderationTexts,
  reportedSortFields,
  storageKeys,
  type MemberSearchField,
  type ReportedUser,
} from '@orrery/contract';
import { FilterBar } from '../../components/FilterBar';
import { PageHeader } from '../../components/PageHeader';
import { SearchBox, type SearchField } from '../../components/SearchBox';
import { writeJson } from '../../lib/storage';
import { fromSorter } from '../../lib/tableSort';
import { fixedPagination } from '../../lib/fixedPagination';
import { useListState } from '../../lib/useListState';
import { useReportedList } from './api';
import {
  parseReportedListParams,
  REPORTED_LIST_STORAGE_KEY,
  toReportedCall,
  type ReportedListParams,
} from './listParams';
import { reportedColumns } from './reportedColumns';
import { ReportersDrawer } from './ReportersDrawer';

const searchFields: SearchField<MemberSearchField>[] = [
  { value: 'nickName', label: 'Name' },
  { value: 'identifier', label: 'Email' },
  { value: '_id', label: 'UserID' },
];

/** /reported: members someone reported, last reported first; state in the URL and local storage. */
export function ReportedPage() {
  const list = useListState({ storageKey: REPORTED_LIST_STORAGE_KEY, parse: parseReportedListParams });
  const { params } = list;
  const call = toReportedCall(params, DEFAULT_PAGE_SIZE);
  const reported = useReportedList(call.skip, call.limit, call.query);
  const [reportersOf, setReportersOf] = useState<ReportedUser | null>(null);

  // the member detail's Previous/Next walk this page's members
  const ids = reported.data?.items.map((i) => i._id);
  useEffect(() => {
    if (ids) writeJson(storageKeys.reportedIds, ids);
  }, [ids?.join()]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <>
      <PageHeader title={moderationTexts.reportedTitle} />
      <FilterBar onClear={list.clear} active={list.active}>
        <SearchBox
          fields={searchFields}
          field={params.searchBy}
          text={params.search ?? ''}
          onSearch={(search, searchBy) => list.update({ search, searchBy })}
        />
      </FilterBar>
      <Table
        rowKey="_id"
        size="small"
        bordered
        columns={reportedColumns(params, setReportersOf)}
        dataSource={reported.data?.items}
        loading={reported.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: moderationTexts.noReports }}
        pagination={fixedPagination(params.pageNo, reported.data?.total ?? 0)}
        onChange={(page, _filters, sorter, { action }) => {
          if (action === 'paginate') return list.update({ pageNo: page.current ?? 1 });
          if (action === 'sort' && !Array.isArray(sorter))
            list.update(fromSorter(sorter, reportedSortFields) as Partial<ReportedListParams>);
        }}
      />
      <ReportersDrawer member={reportersOf} onClose={() => setReportersOf(null)} />
    </>
  );
}
