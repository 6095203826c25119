import { Flex, Typography } from 'antd';
import { reviewKeyLegend } from '@orrery/contract';

/** The review keys, always on screen. */
export function KeyLegend() {
  return (
    <Flex gap={16} wrap aria-label="Keyboard shortcuts" data-testid="key-legend" style={{ fontSize: 12 }}>
      {reviewKeyLegend.map(({ keys, does }) => (
        <Typography.Text key={keys} type="secondary">
          <Typography.Text keyboard>{keys}</Typography.Text> {does}
        </Typography.Text>
      ))}
    </Flex>
  );
}
