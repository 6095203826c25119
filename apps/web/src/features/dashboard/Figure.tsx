import { Tooltip, Typography } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';

/** A count as shown on the dashboard: grouped thousands, never broken over two lines, and a test id naming it. */
export function Count({ value, id }: { value: number; id: string }) {
  return (
    <span data-testid={id} style={{ whiteSpace: 'nowrap' }}>
      {value.toLocaleString('en-US')}
    </span>
  );
}

/** A label with an info icon whose tooltip says what the figure counts. */
export function Explained({ label, tooltip }: { label: string; tooltip: string }) {
  return (
    <Typography.Text>
      {label}{' '}
      <Tooltip title={tooltip}>
        <InfoCircleOutlined aria-label={`About ${label}`} style={{ color: 'rgba(0,0,0,0.45)' }} />
      </Tooltip>
    </Typography.Text>
  );
}
