import { Card, Descriptions, Flex, Typography } from 'antd';
import type { RegistrationWindow } from '@orrery/contract';
import { formatDate } from '../../lib/format';
import { Count, Explained } from './Figure';

interface RegistrationCardProps {
  /** Test-id prefix and name: today, weekly, monthly. */
  id: string;
  title: string;
  tooltip: string;
  window: RegistrationWindow;
}

/** Sign-ups of a window: completed / total, then female, male, incomplete and deleted, and its days. */
export function RegistrationCard({ id, title, tooltip, window: w }: RegistrationCardProps) {
  const days = w.from === w.to ? formatDate(w.to) : `${formatDate(w.from)} – ${formatDate(w.to)}`;
  return (
    <Card
      title={<Explained label={title} tooltip={tooltip} />}
      data-testid={`card-${id}`}
      style={{ height: '100%' }}
    >
      <Flex align="baseline" gap={8}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          <Count id={`${id}-complete`} value={w.complete} /> / <Count id={`${id}-total`} value={w.total} />
        </Typography.Title>
        <Typography.Text type="secondary">completed / total</Typography.Text>
      </Flex>
      <Descriptions
        size="small"
        column={2}
        style={{ marginTop: 12 }}
        items={[
          { key: 'female', label: 'Female', children: <Count id={`${id}-female`} value={w.female} /> },
          { key: 'male', label: 'Male', children: <Count id={`${id}-male`} value={w.male} /> },
          {
            key: 'incomplete',
            label: 'Incomplete',
            children: <Count id={`${id}-incomplete`} value={w.incomplete} />,
          },
          { key: 'deleted', label: 'Deleted', children: <Count id={`${id}-deleted`} value={w.deleted} /> },
        ]}
      />
      <Typography.Text type="secondary" data-testid={`${id}-days`}>
        {days}
      </Typography.Text>
    </Card>
  );
}
