import type { ReactNode } from 'react';
import { Col, Row } from 'antd';

/** A chart with its pie beside it (two thirds and one third on a wide screen); the chart alone without one. */
export function ChartPair({ main, side }: { main: ReactNode; side?: ReactNode }) {
  if (!side) return <>{main}</>;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={16}>
        {main}
      </Col>
      <Col xs={24} xl={8}>
        {side}
      </Col>
    </Row>
  );
}
