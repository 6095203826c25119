import { Card, Checkbox, Col, Form, Row, Typography } from 'antd';
import type { TrendFlag } from '@orrery/contract';
import { trendFlagLabels } from './labels';

const FREE: TrendFlag[] = ['shortTermTrends_f', 'trendNotifications_f', 'sourceTexts_f'];
const PREMIUM: TrendFlag[] = ['allTrends_p', 'trendNotifications_p', 'sourceTexts_p'];

function FlagColumn({ title, flags }: { title: string; flags: TrendFlag[] }) {
  return (
    <Col xs={24} sm={12}>
      <Typography.Text strong>{title}</Typography.Text>
      {flags.map((flag) => (
        <Form.Item key={flag} name={flag} valuePropName="checked" style={{ marginBottom: 4 }}>
          <Checkbox>{trendFlagLabels[flag]}</Checkbox>
        </Form.Item>
      ))}
    </Col>
  );
}

/** What free users and premium members get of the trends. */
export function TrendFlagsCard() {
  return (
    <Card size="small" title="User settings">
      <Row gutter={16}>
        <FlagColumn title="Free users" flags={FREE} />
        <FlagColumn title="Premium members" flags={PREMIUM} />
      </Row>
    </Card>
  );
}
