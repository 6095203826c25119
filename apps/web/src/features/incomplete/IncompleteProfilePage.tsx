import { Table } from 'antd';
import {
  DEFAULT_PAGE_SIZE,
  incompleteFilterKeys,
  incompleteSortFields,
  type IncompleteFilterKey,
} from '@orrery/contract';
import { FilterBar } from '../../components/FilterBar';
import { PageHeader } from '../../components/PageHeader';
import { SearchBox, type SearchField } from '../../components/SearchBox';
import { fromSorter } from '../../lib/tableSort';
import { useListState } from '../../lib/useListState';
import { useIncompleteProfiles } from './api';
import { incompleteColumns } from './incompleteColumns';
import {
  INCOMPLETE_STORAGE_KEY,
  parseIncompleteParams,
  toIncompleteQuery,
  type IncompleteParams,
} from './listParams';

const searchFields: readonly SearchField<IncompleteParams['searchBy']>[] = [
  { value: 'nickName', label: 'Nickname' },
  { value: 'identifier', label: 'Email' },
  { value: '_id', label: 'Id' },
];
const isFilterKey = (key: string): key is IncompleteFilterKey =>
  (incompleteFilterKeys as readonly string[]).includes(key);

/** /incomplete-profile: members who stopped before the last registration step (spec/2 section 2). */
export function IncompleteProfilePage() {
  const { params, update, clear, active } = useListState({
    storageKey: INCOMPLETE_STORAGE_KEY,
    parse: parseIncompleteParams,
  });
  const { data, isFetching } = useIncompleteProfiles(toIncompleteQuery(params));

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
        rowKey="_id"
        size="small"
        bordered
        columns={incompleteColumns(params, update)}
        dataSource={data?.item}
        loading={isFetching}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: active ? 'No incomplete profiles match these filters' : 'No incomplete profiles',
        }}
        pagination={{
          current: params.pageNo,
          pageSize: DEFAULT_PAGE_SIZE,
          total: data?.pagination.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `Total ${total.toLocaleString()}`,
        }}
        onChange={(pagination, filters, sorter, { action }) => {
          if (action === 'paginate') return update({ pageNo: pagination.current ?? 1 });
          if (action === 'sort' && !Array.isArray(sorter))
            return update(fromSorter(sorter, incompleteSortFields));
          if (action === 'filter') {
            const patch: Partial<IncompleteParams> = {};
            for (const [key, values] of Object.entries(filters))
              if (isFilterKey(key)) patch[key] = values?.length ? values.map(String).join(',') : undefined;
            update(patch);
          }
        }}
      />
    </>
  );
}
