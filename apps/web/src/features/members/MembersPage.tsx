import { useEffect, useState } from 'react';
import { Button, Table, Tabs } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { memberListFilterKeys, memberSortFields, type MemberListFilterKey } from '@orrery/contract';
import { FilterBar } from '../../components/FilterBar';
import { PageHeader } from '../../components/PageHeader';
import { SearchBox, type SearchField } from '../../components/SearchBox';
import { saveMemberIds } from '../../lib/memberIds';
import { fromSorter } from '../../lib/tableSort';
import { useListState } from '../../lib/useListState';
import { useMemberList } from './api';
import { ColumnPicker } from './ColumnPicker';
import { ExportButton } from './ExportButton';
import {
  MEMBER_LIST_STORAGE_KEY,
  PAGE_SIZES,
  parseMemberListParams,
  switchTab,
  toMemberListQuery,
  type MemberListParams,
  type MemberTab,
} from './listParams';
import { buildMemberColumns } from './memberColumns';
import { useShownColumns } from './shownColumns';

const searchFields: readonly SearchField<MemberListParams['searchBy']>[] = [
  { value: 'nickName', label: 'Nickname' },
  { value: 'identifier', label: 'Email' },
  { value: '_id', label: 'Id' },
];
const isFilterKey = (key: string): key is MemberListFilterKey =>
  (memberListFilterKeys as readonly string[]).includes(key);

/** /members: tabs Members and Blocked, column filters, Additional fields, Export; state in URL and storage. */
export function MembersPage() {
  const list = useListState({ storageKey: MEMBER_LIST_STORAGE_KEY, parse: parseMemberListParams });
  const { params } = list;
  // a change of filters sends both tabs back to their first page
  const update = (patch: Partial<MemberListParams>) =>
    list.update('pageNo' in patch ? patch : { ...patch, page1: undefined, page2: undefined });
  const query = toMemberListQuery(params);
  const { data, isFetching } = useMemberList(query);
  const columns = useShownColumns();
  const [picking, setPicking] = useState(false);

  useEffect(() => {
    if (data) saveMemberIds(data.items.map((member) => member._id));
  }, [data]);

  return (
    <>
      <PageHeader title="Members" />
      <Tabs
        activeKey={params.tab}
        onChange={(tab) =>
          list.update((current) => switchTab(current, tab === '2' ? '2' : ('1' satisfies MemberTab)))
        }
        items={[
          { key: '1', label: 'Members' },
          { key: '2', label: 'Blocked' },
        ]}
      />
      <FilterBar
        onClear={list.clear}
        active={list.active}
        actions={
          <>
            <Button icon={<SettingOutlined />} onClick={() => setPicking(true)}>
              Additional fields
            </Button>
            <ExportButton query={query} total={data?.TotalFilteredUser ?? 0} />
          </>
        }
      >
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
        columns={buildMemberColumns(columns.shown, { params, onChange: update })}
        dataSource={data?.items}
        loading={isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: list.active ? 'No members match these filters' : 'No members yet' }}
        pagination={{
          current: params.pageNo,
          pageSize: params.pageSize,
          pageSizeOptions: PAGE_SIZES.map(String),
          total: data?.TotalFilteredUser ?? 0,
          showSizeChanger: true,
          showTotal: (total) => `Total ${total.toLocaleString()}`,
        }}
        onChange={(pagination, filters, sorter, { action }) => {
          if (action === 'paginate') {
            const pageSize = pagination.pageSize ?? params.pageSize;
            return update({ pageNo: pageSize === params.pageSize ? (pagination.current ?? 1) : 1, pageSize });
          }
          if (action === 'sort' && !Array.isArray(sorter))
            return update(fromSorter(sorter, memberSortFields));
          if (action === 'filter') {
            const patch: Partial<MemberListParams> = {};
            for (const [key, values] of Object.entries(filters))
              if (isFilterKey(key)) patch[key] = values?.length ? values.map(String).join(',') : undefined;
            update(patch);
          }
        }}
      />
      <ColumnPicker
        open={picking}
        shown={columns.shown}
        onChoose={columns.choose}
        onReset={columns.reset}
        onClose={() => setPicking(false)}
      />
    </>
  );
}
