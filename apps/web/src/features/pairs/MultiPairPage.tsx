import { useEffect, useState } from 'react';
import { App, Button, Col, Flex, Row, Select, Space, Tooltip } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { PAIR_PAGE_SIZE, pairMessages } from '@orrery/contract';
import { FittingTable } from '../../components/FittingTable';
import { PageHeader } from '../../components/PageHeader';
import { useList } from '../../lib/list/useList';
import { getStoredUser } from '../../lib/session';
import { useDeleteGroup, useGroups, useSets } from './api';
import { HeartScoreTable, TextDistributionTable } from './GroupTables';
import { multiPairList } from './list';
import { NewGroupModal } from './NewGroupModal';
import { pairColumns } from './pairColumns';
import { PairFileModal } from './PairFileModal';
import { PairImportModal } from './PairImportModal';

type Open = 'import' | 'file' | 'group' | null;

/** /multiPair: a rule/score set applied to a group of pairs, page by page, with the whole group's figures. */
export function MultiPairPage() {
  const { message, modal } = App.useApp();
  const list = useList(multiPairList);
  const { params, update } = list;
  const sets = useSets(getStoredUser()?._id ?? '');
  const groups = useGroups();
  const remove = useDeleteGroup();
  const [open, setOpen] = useState<Open>(null);
  // the last set of the list by default (as the synastry page), until one is chosen
  const protocolId = params.protocolId ?? sets.data?.at(-1)?._id;
  const groupId = params.groupId ?? groups.data?.[0]?._id;
  // the defaults go into the address once the lists are known, so that the page's call and a copied link carry
  // them; replacing the entry, so that Back leaves the page
  useEffect(() => {
    if ((protocolId && !params.protocolId) || (groupId && !params.groupId))
      update({ protocolId, groupId }, { replace: true });
  }, [protocolId, groupId, params.protocolId, params.groupId, update]);
  const group = groups.data?.find((g) => g._id === groupId);

  const confirmDelete = () =>
    group &&
    modal.confirm({
      title: pairMessages.deleteConfirm,
      content: `${group.name}: ${group.pairCount} pairs`,
      okText: 'Yes',
      cancelText: 'No',
      okButtonProps: { danger: true },
      onOk: () =>
        remove.mutateAsync({ id: group._id, version: group.version }).then(
          (answer) => {
            void message.success(answer.message);
            update({ groupId: undefined });
          },
          () => undefined,
        ),
    });

  return (
    <>
      <PageHeader
        title="Multiple Pair Synastry Test"
        extra={
          <Space wrap>
            <Button onClick={() => setOpen('import')} disabled={!groups.data?.length}>
              Import
            </Button>
            <Button onClick={() => setOpen('file')}>Import File</Button>
          </Space>
        }
      />
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label="Rule/Score set"
          style={{ minWidth: 240 }}
          loading={sets.isPending}
          placeholder="Rule/Score set"
          value={protocolId}
          options={sets.data?.map((s) => ({ value: s._id, label: s.name }))}
          onChange={(id: string) => update({ protocolId: id })}
        />
        <Select
          aria-label="Pair group"
          style={{ minWidth: 240 }}
          loading={groups.isPending}
          placeholder="Pair group"
          value={groupId}
          showSearch
          optionFilterProp="label"
          options={groups.data?.map((g) => ({ value: g._id, label: `${g.name} (${g.pairCount})` }))}
          onChange={(id: string) => update({ groupId: id })}
        />
        <Tooltip title="New pair group">
          <Button icon={<PlusOutlined />} aria-label="New pair group" onClick={() => setOpen('group')} />
        </Tooltip>
        <Tooltip title="Delete this pair group">
          <Button
            danger
            icon={<DeleteOutlined />}
            aria-label="Delete pair group"
            disabled={!group}
            onClick={confirmDelete}
          />
        </Tooltip>
      </Flex>
      <FittingTable
        {...list.table}
        columns={pairColumns(protocolId ?? '', (params.pageNo - 1) * PAIR_PAGE_SIZE)}
        locale={list.locale(
          protocolId && groupId ? 'No pairs in this group' : 'Choose a Rule/Score set and a pair group',
        )}
      />
      {list.data && list.total > 0 && (
        <Row gutter={16} style={{ marginTop: 16 }}>
          <Col xs={24} lg={12}>
            <HeartScoreTable figures={list.data} />
          </Col>
          <Col xs={24} lg={12}>
            <TextDistributionTable figures={list.data} />
          </Col>
        </Row>
      )}
      <PairImportModal
        open={open === 'import'}
        groups={groups.data ?? []}
        groupId={groupId}
        onClose={() => setOpen(null)}
      />
      <PairFileModal
        open={open === 'file'}
        onClose={(created) => {
          setOpen(null);
          if (created) update({ groupId: created });
        }}
      />
      <NewGroupModal
        open={open === 'group'}
        onClose={(created) => {
          setOpen(null);
          if (created) update({ groupId: created._id });
        }}
      />
    </>
  );
}
