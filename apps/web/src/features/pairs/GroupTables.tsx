import { Table, Typography } from 'antd';
import type { MultiPairListAnswer } from '@orrery/contract';
import { bandLabels, percent } from './format';

type Figures = Pick<MultiPairListAnswer, 'synastryCategory' | 'heartLogoCount' | 'heartLogo'>;

/** Heart Score: per band its range under the set, how many pairs fall in it and their share. */
export function HeartScoreTable({ figures, title = 'Heart Logo' }: { figures: Figures; title?: string }) {
  const total = Object.values(figures.heartLogoCount).reduce((a, b) => a + b, 0);
  const rows = (['veryHigh', 'high', 'medium', 'veryLow'] as const).map((band) => ({
    band,
    range: `${figures.heartLogo[band].val1} – ${figures.heartLogo[band].val2}`,
    count: figures.heartLogoCount[band],
    share: total ? (figures.heartLogoCount[band] * 100) / total : 0,
  }));
  return (
    <Table
      title={() => <Typography.Text strong>{title}</Typography.Text>}
      rowKey="band"
      size="small"
      pagination={false}
      dataSource={rows}
      columns={[
        { title: 'Heart', dataIndex: 'band', render: (b: string) => bandLabels[b] },
        { title: 'Score range', dataIndex: 'range' },
        { title: 'Pairs', dataIndex: 'count' },
        { title: 'Share', dataIndex: 'share', render: percent },
      ]}
    />
  );
}

/** Text Distribution: per strength, how many category texts (four a pair) fall in it, and their share. */
export function TextDistributionTable({ figures }: { figures: Figures }) {
  const rows = (['veryHigh', 'high', 'medium', 'low', 'veryLow'] as const).map((band) => ({
    band,
    ...figures.synastryCategory[band],
  }));
  return (
    <Table
      title={() => <Typography.Text strong>Text Distribution</Typography.Text>}
      rowKey="band"
      size="small"
      pagination={false}
      dataSource={rows}
      columns={[
        { title: 'Strength', dataIndex: 'band', render: (b: string) => bandLabels[b] },
        { title: 'Texts', dataIndex: 'val1' },
        { title: 'Share', dataIndex: 'val2', render: percent },
      ]}
    />
  );
}
