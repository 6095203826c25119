import { Modal, Skeleton, Table, Typography } from 'antd';
import type { AiVersionDifference } from '@orrery/contract';
import { useCompare } from './api';
import { fieldLabels, shownValue } from './labels';

const cell = (field: string) => (value: string | number) => (
  <Typography.Paragraph
    style={{ whiteSpace: 'pre-wrap', margin: 0 }}
    ellipsis={{ rows: 6, expandable: true }}
  >
    {shownValue(field, value)}
  </Typography.Paragraph>
);

/** A version beside the live one: the fields that differ, or that there are none. */
export function CompareModal({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const compare = useCompare(id);
  const data = compare.data;
  return (
    <Modal
      open={!!id}
      onCancel={onClose}
      footer={null}
      width={900}
      title={
        data
          ? `Version ${data.version.number} compared with the live version ${data.live?.number ?? ''}`
          : 'Compare'
      }
    >
      {!data ? (
        <Skeleton active />
      ) : !data.live ? (
        <Typography.Text>There is no live version to compare with.</Typography.Text>
      ) : data.differences.length === 0 ? (
        <Typography.Text>This version holds the same settings as the live version.</Typography.Text>
      ) : (
        <Table<AiVersionDifference>
          size="small"
          rowKey="field"
          pagination={false}
          dataSource={data.differences}
          columns={[
            { title: 'Field', dataIndex: 'field', render: (field: string) => fieldLabels[field] ?? field },
            {
              title: `Version ${data.version.number}`,
              key: 'version',
              render: (_, d) => cell(d.field)(d.version),
            },
            {
              title: `Live (version ${data.live.number})`,
              key: 'live',
              render: (_, d) => cell(d.field)(d.live),
            },
          ]}
        />
      )}
    </Modal>
  );
}
