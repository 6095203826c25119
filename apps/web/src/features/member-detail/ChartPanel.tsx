import { Alert, Card, Col, Descriptions, Row, Skeleton, Table, Tag } from 'antd';
import type { ChartHouseRow, ChartPointRow } from '@orrery/contract';
import { errorMessage } from '../../api/client';
import { useMemberChart } from './api';

/** 24.4073 → 24°24′ */
function dms(degree: number): string {
  const whole = Math.floor(degree);
  const minutes = Math.floor((degree - whole) * 60);
  return `${whole}°${String(minutes).padStart(2, '0')}′`;
}

const pointColumns = [
  { title: 'Point', dataIndex: 'name', key: 'name' },
  { title: 'Sign', dataIndex: 'sign', key: 'sign' },
  { title: 'Degree', key: 'degree', render: (_: unknown, p: ChartPointRow) => dms(p.degree) },
  { title: 'House', dataIndex: 'house', key: 'house' },
  {
    title: 'Motion',
    key: 'retrograde',
    render: (_: unknown, p: ChartPointRow) => (p.retrograde ? <Tag color="orange">Retrograde</Tag> : null),
  },
];

const houseColumns = [
  { title: 'House', dataIndex: 'house', key: 'house' },
  { title: 'Sign', dataIndex: 'sign', key: 'sign' },
  { title: 'Cusp', key: 'degree', render: (_: unknown, h: ChartHouseRow) => dms(h.degree) },
];

/** The member's natal chart: points with sign and degree, the 12 houses, the ascendant. */
export function ChartPanel({ memberId, version }: { memberId: string; version: number }) {
  const { data, error, isPending } = useMemberChart(memberId, version);
  return (
    <Card title="Birth chart" size="small">
      {isPending ? (
        <Skeleton active />
      ) : error || !data ? (
        <Alert type="info" showIcon title={errorMessage(error)} />
      ) : (
        <>
          <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 12 }}>
            <Descriptions.Item label="Ascendant">
              {data.ascendant.sign} {dms(data.ascendant.degree)}
            </Descriptions.Item>
            <Descriptions.Item label="Zodiac">
              {data.zodiac === 'sidereal' ? 'Sidereal (Lahiri)' : 'Tropical'}
            </Descriptions.Item>
            <Descriptions.Item label="Houses">
              {data.houseSystem === 'placidus' ? 'Placidus' : data.houseSystem}
            </Descriptions.Item>
            <Descriptions.Item label="Birth time">
              {data.local.replace('T', ' ')} ({data.timeZone})
            </Descriptions.Item>
          </Descriptions>
          <Row gutter={16}>
            <Col xs={24} lg={14}>
              <Table
                rowKey="code"
                size="small"
                pagination={false}
                columns={pointColumns}
                dataSource={data.points}
                aria-label="Chart points"
              />
            </Col>
            <Col xs={24} lg={10}>
              <Table
                rowKey="house"
                size="small"
                pagination={false}
                columns={houseColumns}
                dataSource={data.houses}
                aria-label="Houses"
              />
            </Col>
          </Row>
        </>
      )}
    </Card>
  );
}
