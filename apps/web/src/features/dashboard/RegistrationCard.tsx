import { Card, Descriptions, Flex, Typography } from 'antd';
import type { RegistrationWindow } from '@orrery/contract';
import { formatDate } from '../../lib/format';
import { Count, Explained } from './Figure';

/**
 * The four figures two a row where the card is wide enough for "Incomplete: 12,345" twice, else one a row:
 * at xl (1200–1599 px) the four cards share a row and are narrow, as at md (768–991 px) where two do.
 */
const figureColumns = { xs: 2, sm: 2, md: 1, lg: 2, xl: 1, xxl: 2 } as const;

interface RegistrationCardProps {
  /** Test-id prefix and name: today, weekly, monthly. */
  id: string;
  title: string;
  tooltip: string;
  window: RegistrationWindow;
}

/**
 * Sign-ups of a window: completed / total, then female, male, incomplete and deleted, and its days. A number
 * never breaks, and "completed / total" is always under the figures, so that the cards side by side read
 * alike whatever the widths of their numbers.
 */
export function RegistrationCard({ id, title, tooltip, window: w }: RegistrationCardProps) {
  const days = w.from === w.to ? formatDate(w.to) : `${formatDate(w.from)} – ${formatDate(w.to)}`;
  return (
    <Card
      title={<Explained label={title} tooltip={tooltip} />}
      data-testid={`card-${id}`}
      style={{ height: '100%' }}
    >
      <Flex vertical>
        <Typography.Title level={2} style={{ margin: 0, whiteSpace: 'nowrap' }}>
          <Count id={`${id}-complete`} value={w.complete} /> / <Count id={`${id}-total`} value={w.total} />
        </Typography.Title>
        <Typography.Text type="secondary">completed / total</Typography.Text>
      </Flex>
      <Descriptions
        size="small"
        column={figureColumns}
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
