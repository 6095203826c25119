import { useState } from 'react';
import { App, Button, Select, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { LOCATION_UPDATE_FOR, locationMessages as m, type Location } from '@orrery/contract';
import { ApiError } from '../../api/client';
import { FilterBar } from '../../components/FilterBar';
import { PageHeader } from '../../components/PageHeader';
import { SearchBox } from '../../components/SearchBox';
import { useList } from '../../lib/list/useList';
import { searchProps } from '../../lib/list/useListState';
import { useDeleteLocation } from './api';
import { locationColumns } from './locationColumns';
import { LocationDrawer } from './LocationDrawer';
import { locationsList } from './list';
import { TagsModal } from './TagsModal';

const searchFields = [
  { value: 'key', label: 'Key' },
  { value: 'tag', label: 'Tag' },
] as const;

/** /location-map: the location dictionary (Location List): filter, add, edit, delete, the tag viewer. */
export function LocationList() {
  const { message, modal } = App.useApp();
  const list = useList(locationsList);
  const { params, update, clear, active, table } = list;
  const remove = useDeleteLocation();
  const [editing, setEditing] = useState<Location | null>();
  const [viewing, setViewing] = useState<Location | null>(null);

  const confirmDelete = (location: Location) =>
    modal.confirm({
      title: m.deleteConfirm,
      content: location.key,
      okText: 'Yes',
      cancelText: 'No',
      okButtonProps: { danger: true },
      onOk: () =>
        remove.mutateAsync(location._id).then(
          (answer) => void message.success(answer.message),
          (failure: unknown) =>
            void message.error(
              failure instanceof ApiError && failure.status > 0
                ? `${m.deleteFailed}: ${failure.message}`
                : m.deleteError,
            ),
        ),
    });

  return (
    <>
      <PageHeader
        title="Location List"
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            Add Location
          </Button>
        }
      />
      <FilterBar onClear={clear} active={active}>
        <SearchBox fields={searchFields} {...searchProps(list)} placeholder="Search key or tag" />
        <Select
          aria-label="Update for"
          placeholder="Update for"
          allowClear
          value={params.updateFor}
          onChange={(updateFor?: Location['updateFor']) => update({ updateFor })}
          options={LOCATION_UPDATE_FOR.map((value) => ({ value, label: value }))}
          style={{ width: 160 }}
        />
      </FilterBar>
      <Table
        {...table}
        columns={locationColumns(params, {
          onViewTags: setViewing,
          onEdit: setEditing,
          onDelete: confirmDelete,
        })}
        locale={list.locale('No locations')}
      />
      <LocationDrawer
        location={editing}
        onClose={() => setEditing(undefined)}
        onReload={() => {
          setEditing(undefined);
          void list.query.refetch();
        }}
      />
      <TagsModal location={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
