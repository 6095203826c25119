import { useState } from 'react';
import { moderationTexts, type MemberSearchField, type ReportedUser } from '@orrery/contract';
import { FilterBar } from '../../components/FilterBar';
import { FittingTable } from '../../components/FittingTable';
import { PageHeader } from '../../components/PageHeader';
import { SearchBox, type SearchField } from '../../components/SearchBox';
import { useList } from '../../lib/list/useList';
import { searchProps } from '../../lib/list/useListState';
import { reportedList } from './list';
import { reportedColumns } from './reportedColumns';
import { ReportersDrawer } from './ReportersDrawer';

const searchFields: SearchField<MemberSearchField>[] = [
  { value: 'nickName', label: 'Name' },
  { value: 'identifier', label: 'Email' },
  { value: '_id', label: 'UserID' },
];

/** /reported: members someone reported, last reported first; state in the URL and local storage. */
export function ReportedPage() {
  const list = useList(reportedList);
  const { params } = list;
  const [reportersOf, setReportersOf] = useState<ReportedUser | null>(null);

  return (
    <>
      <PageHeader title={moderationTexts.reportedTitle} />
      <FilterBar onClear={list.clear} active={list.active}>
        <SearchBox fields={searchFields} {...searchProps(list)} />
      </FilterBar>
      <FittingTable
        {...list.table}
        size="small"
        bordered
        columns={reportedColumns(params, setReportersOf)}
        locale={list.locale(moderationTexts.noReports)}
      />
      <ReportersDrawer member={reportersOf} onClose={() => setReportersOf(null)} />
    </>
  );
}
