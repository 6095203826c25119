import { Card, Checkbox, Col, Form, Radio, Row } from 'antd';
import { DASHA_GROUP_1, DASHA_GROUP_2, OTHER_SWITCHES, TRANSIT_HOUSE_TYPES } from '@orrery/contract';
import { houseTypeLabels, otherSwitchLabels } from './labels';

const houseTypes = TRANSIT_HOUSE_TYPES.map((value) => ({ value, label: houseTypeLabels[value] }));
const options = (items: readonly { code: string; label: string }[]) =>
  items.map(({ code, label }) => ({ value: code, label }));

/** The house type of house transits, the dasha groups and the other switches. */
export function OthersCard() {
  return (
    <Card size="small" title="Houses, daśās and others">
      <Form.Item name="transitHouseType" label="Transit house type">
        <Radio.Group options={houseTypes} />
      </Form.Item>
      <Form.Item name="cDashaGroup1" label="Daśā group 1">
        <Checkbox.Group options={options(DASHA_GROUP_1)} />
      </Form.Item>
      <Form.Item name="cDashaGroup2" label="Daśā group 2">
        <Checkbox.Group options={options(DASHA_GROUP_2)} />
      </Form.Item>
      <Row gutter={16}>
        {OTHER_SWITCHES.map((name) => (
          <Col key={name} xs={24} sm={12} lg={8}>
            <Form.Item name={name} valuePropName="checked" style={{ marginBottom: 4 }}>
              <Checkbox>{otherSwitchLabels[name]}</Checkbox>
            </Form.Item>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
