import { Alert, Card, Col, Descriptions, Row, Skeleton, Table, Tag } from 'antd';
import {
  memberChartTexts,
  memberRuleMessages,
  type ChartHouseRow,
  type ChartPointRow,
  type Member,
} from '@orrery/contract';
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

/** Why no chart can be drawn (nothing is asked of the server then), or null when it can. */
function missingForChart(member: Member): string | null {
  const missing = [!member.dob && 'date of birth', !member.geoBirth && 'birth co-ordinates'].filter(
    (f): f is string => !!f,
  );
  return missing.length ? memberRuleMessages.chartMissing(missing) : null;
}

/**
 * The member's natal chart: points with sign and degree, the 12 houses, the ascendant. Without a
 * birth time: the planets at noon, no houses or angles, and a note saying so.
 */
export function ChartPanel({ member }: { member: Member }) {
  const missing = missingForChart(member);
  const { data, error, isPending } = useMemberChart(member._id, missing ? undefined : member.version);
  const body = missing ? (
    <Alert type="info" showIcon title={missing} />
  ) : isPending ? (
    <Skeleton active />
  ) : error || !data ? (
    <Alert type="info" showIcon title={errorMessage(error)} />
  ) : (
    <>
      {!data.timeKnown && (
        <Alert type="info" showIcon title={memberChartTexts.noTime} style={{ marginBottom: 12 }} />
      )}
      <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 12 }}>
        {data.ascendant && (
          <Descriptions.Item label="Ascendant">
            {data.ascendant.sign} {dms(data.ascendant.degree)}
          </Descriptions.Item>
        )}
        <Descriptions.Item label="Zodiac">
          {data.zodiac === 'sidereal' ? 'Sidereal (Lahiri)' : 'Tropical'}
        </Descriptions.Item>
        {data.timeKnown && (
          <Descriptions.Item label="Houses">
            {data.houseSystem === 'placidus' ? 'Placidus' : data.houseSystem}
          </Descriptions.Item>
        )}
        <Descriptions.Item label="Birth time">
          {data.timeKnown ? data.local.replace('T', ' ') : `${data.local.slice(0, 10)} (time unknown)`} (
          {data.timeZone})
        </Descriptions.Item>
      </Descriptions>
      <Row gutter={16}>
        <Col xs={24} lg={data.timeKnown ? 14 : 24}>
          <Table
            rowKey="code"
            size="small"
            pagination={false}
            columns={data.timeKnown ? pointColumns : pointColumns.filter((c) => c.key !== 'house')}
            dataSource={data.points}
            aria-label="Chart points"
          />
        </Col>
        {data.timeKnown && (
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
        )}
      </Row>
    </>
  );
  return (
    <Card title="Birth chart" size="small">
      {body}
    </Card>
  );
}
