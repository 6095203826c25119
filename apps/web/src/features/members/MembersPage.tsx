import { useState } from 'react';
import { Button, Table, Tabs } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { FilterBar } from '../../components/FilterBar';
import { LazyOverlay } from '../../components/LazyOverlay';
import { PageHeader } from '../../components/PageHeader';
import { memberSearchOptions, SearchBox } from '../../components/SearchBox';
import { useList } from '../../lib/list/useList';
import { searchProps } from '../../lib/list/useListState';
import { ExportButton } from './ExportButton';
import { SavedViews } from './SavedViews';
import { membersList } from './list';
import { toMemberListQuery } from './listParams';
import { buildMemberColumns } from './memberColumns';
import { useShownColumns } from './shownColumns';
import { lazyPart } from '../../lib/lazyPart';

// the column drawer loads when it is first opened, not with the list
const ColumnPicker = lazyPart(() => import('./ColumnPicker'), 'ColumnPicker');

/** /members: tabs Members and Blocked, column filters, Additional fields, Export; state in URL and storage. */
export function MembersPage() {
  const list = useList(membersList);
  const { params, update } = list;
  const columns = useShownColumns();
  const [picking, setPicking] = useState(false);

  return (
    <>
      <PageHeader title="Members" extra={<SavedViews columns={columns.shown} onColumns={columns.choose} />} />
      <Tabs
        {...list.tabs}
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
            <ExportButton query={toMemberListQuery(params)} total={list.total} />
          </>
        }
      >
        <SearchBox fields={memberSearchOptions} {...searchProps(list)} />
      </FilterBar>
      <Table
        {...list.table}
        size="small"
        bordered
        columns={buildMemberColumns(columns.shown, { params, onChange: update })}
        locale={list.locale(list.active ? 'No members match these filters' : 'No members yet')}
      />
      <LazyOverlay part={ColumnPicker} open={picking}>
        <ColumnPicker.Component
          open={picking}
          shown={columns.shown}
          onChoose={columns.choose}
          onReset={columns.reset}
          onClose={() => setPicking(false)}
        />
      </LazyOverlay>
    </>
  );
}
