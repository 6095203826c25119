import { Table } from 'antd';
import { FilterBar } from '../../components/FilterBar';
import { PageHeader } from '../../components/PageHeader';
import { SearchBox, type SearchField } from '../../components/SearchBox';
import { useList } from '../../lib/list/useList';
import { incompleteColumns } from './incompleteColumns';
import { incompleteList } from './list';
import type { IncompleteParams } from './listParams';

const searchFields: readonly SearchField<IncompleteParams['searchBy']>[] = [
  { value: 'nickName', label: 'Nickname' },
  { value: 'identifier', label: 'Email' },
  { value: '_id', label: 'Id' },
];
/** /incomplete-profile: members who stopped before the last registration step (spec/2 section 2). */
export function IncompleteProfilePage() {
  const { params, update, clear, active, table } = useList(incompleteList);

  return (
    <>
      <PageHeader title="Incomplete Profile" />
      <FilterBar onClear={clear} active={active}>
        <SearchBox
          fields={searchFields}
          field={params.searchBy}
          text={params.search ?? ''}
          onSearch={(search, searchBy) => update({ search, searchBy })}
        />
      </FilterBar>
      <Table
        {...table}
        size="small"
        bordered
        columns={incompleteColumns(params, update)}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: active ? 'No incomplete profiles match these filters' : 'No incomplete profiles',
        }}
      />
    </>
  );
}
