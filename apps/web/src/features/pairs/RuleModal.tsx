import { Descriptions, Modal, Table, Tag } from 'antd';
import type { OutRule } from '@orrery/contract';
import { inSign, planetName as p } from './format';

interface Props {
  rule: OutRule | null;
  names: { a: string; b: string };
  onClose: () => void;
}

/** One rule both ways: A's planet to B's partner planet, and B's planet to A's partner planet. */
export function RuleModal({ rule, names, onClose }: Props) {
  if (!rule) return null;
  const [, degree = ''] = rule.rules.split('_');
  const rows = [
    {
      key: 'ab',
      direction: `${names.a} → ${names.b}`,
      from: `${p(rule.userAPlanet)} ${inSign(rule.userALng)}`,
      to: `${p(rule.userBPlanet)} ${inSign(rule.userBLng)}`,
      abs: rule.abs,
    },
    {
      key: 'ba',
      direction: `${names.b} → ${names.a}`,
      from: `${p(rule.userAPlanet)} ${inSign(rule.userB2Lng)}`,
      to: `${p(rule.userBPlanet)} ${inSign(rule.userA2Lng)}`,
      abs: rule.abs2,
    },
  ];
  return (
    <Modal title={rule.rules} open onCancel={onClose} footer={null} width={720}>
      <Descriptions size="small" column={2} style={{ marginBottom: 12 }}>
        <Descriptions.Item label="Aspect">{degree}°</Descriptions.Item>
        <Descriptions.Item label="Valid">
          {rule.isValid ? <Tag color="green">Yes</Tag> : <Tag>No</Tag>}
        </Descriptions.Item>
      </Descriptions>
      <Table
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          { title: 'Direction', dataIndex: 'direction' },
          { title: 'Planet', dataIndex: 'from' },
          { title: 'Partner planet', dataIndex: 'to' },
          { title: 'Separation', dataIndex: 'abs', render: (v: number) => `${v.toFixed(2)}°` },
        ]}
      />
    </Modal>
  );
}
