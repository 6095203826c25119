import { useState } from 'react';
import { Button, Card, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { SynastryRuleRow } from '@orrery/contract';
import { upsertRule, visibleRules, type Draft } from './draft';
import { LazyOverlay } from '../../components/LazyOverlay';
import { lazyPart } from '../../lib/lazyPart';

// the Add synastry rule dialog loads when it first opens
const RuleModal = lazyPart(() => import('./RuleModal'), 'RuleModal');

interface Props {
  draft: Draft;
  onChange: (next: Draft) => void;
  disabled: boolean;
}

const columns = [
  { title: 'Rule', dataIndex: 'rules' },
  { title: 'Communication', dataIndex: 'communication' },
  { title: 'Connection', dataIndex: 'connection' },
  { title: 'Energy', dataIndex: 'energy' },
  { title: 'Stability', dataIndex: 'stability' },
];

/** The visible rules (planets and orb selected) with their weights, and Add/Update. */
export function RulesTable({ draft, onChange, disabled }: Props) {
  const [open, setOpen] = useState(false);
  const rows = visibleRules(draft);
  const save = (rule: SynastryRuleRow) => {
    onChange(upsertRule(draft, rule));
    setOpen(false);
  };
  return (
    <Card
      title="Synastry 207 Rule Scores"
      size="small"
      extra={
        <Button icon={<PlusOutlined />} disabled={disabled} onClick={() => setOpen(true)}>
          Add/Update
        </Button>
      }
    >
      <Table
        size="small"
        rowKey="rules"
        columns={columns}
        dataSource={rows}
        pagination={{ pageSize: 50, showSizeChanger: false, showTotal: (total) => `${total} visible rules` }}
        locale={{ emptyText: 'No rule is visible: select its two planets and tick its orb.' }}
      />
      <LazyOverlay part={RuleModal} open={open}>
        <RuleModal.Component
          open={open}
          rules={draft.synastryRules}
          onCancel={() => setOpen(false)}
          onSubmit={save}
        />
      </LazyOverlay>
    </Card>
  );
}
