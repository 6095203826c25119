import { Table, Typography } from 'antd';
import type { PairItem } from '@orrery/contract';
import { bandLabels, percent } from './format';

const titled = (text: string) => () => <Typography.Text strong>{text}</Typography.Text>;

/** Rules Average: the four dimension percentages and their mean (synastry). */
export function RulesAverageTable({ pair }: { pair: PairItem }) {
  const rows = [
    { key: 'Communication', value: pair.comPer, band: pair.categoryBands.communication },
    { key: 'Connection', value: pair.conPer, band: pair.categoryBands.connection },
    { key: 'Energy', value: pair.enePer, band: pair.categoryBands.energy },
    { key: 'Stability', value: pair.staPer, band: pair.categoryBands.stability },
    { key: 'Synastry', value: pair.synPer, band: undefined },
  ];
  return (
    <Table
      title={titled('Rules Average')}
      size="small"
      pagination={false}
      dataSource={rows}
      columns={[
        { title: 'Dimension', dataIndex: 'key' },
        { title: 'Average', dataIndex: 'value', render: percent },
        { title: 'Text', dataIndex: 'band', render: (b?: string) => (b ? bandLabels[b] : '') },
      ]}
    />
  );
}

/** Scores: synastry, guna milan (of 36) and the weighted total. */
export function ScoresTable({ pair }: { pair: PairItem }) {
  const rows = [
    { key: 'Synastry', value: percent(pair.synPer) },
    { key: 'Guna Milan', value: `${percent(pair.gunaPer)} (${pair.gunaTotal} / 36)` },
    { key: 'Total score', value: percent(pair.score) },
  ];
  return (
    <Table
      title={titled('Scores')}
      size="small"
      pagination={false}
      dataSource={rows}
      columns={[
        { title: 'Score', dataIndex: 'key' },
        { title: 'Value', dataIndex: 'value' },
      ]}
    />
  );
}
