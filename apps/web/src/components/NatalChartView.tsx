import { Alert, Col, Descriptions, Row, Table, Tag } from 'antd';
import { memberChartTexts, type ChartHouseRow, type ChartPointRow, type MemberChart } from '@orrery/contract';

/** 24.4073 → 24°24′ */
export function dms(degree: number): string {
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

/**
 * A natal chart as the member detail shows it: ascendant, zodiac, houses, birth time and zone, the
 * points with sign and degree, the 12 houses. Without a birth time: a note, no houses or angles.
 */
export function NatalChartView({ chart }: { chart: MemberChart }) {
  return (
    <>
      {!chart.timeKnown && (
        <Alert type="info" showIcon title={memberChartTexts.noTime} style={{ marginBottom: 12 }} />
      )}
      <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 12 }}>
        {chart.ascendant && (
          <Descriptions.Item label="Ascendant">
            {chart.ascendant.sign} {dms(chart.ascendant.degree)}
          </Descriptions.Item>
        )}
        <Descriptions.Item label="Zodiac">
          {chart.zodiac === 'sidereal' ? 'Sidereal (Lahiri)' : 'Tropical'}
        </Descriptions.Item>
        {chart.timeKnown && (
          <Descriptions.Item label="Houses">
            {chart.houseSystem === 'placidus' ? 'Placidus' : chart.houseSystem}
          </Descriptions.Item>
        )}
        <Descriptions.Item label="Birth time">
          {chart.timeKnown ? chart.local.replace('T', ' ') : `${chart.local.slice(0, 10)} (time unknown)`} (
          {chart.timeZone})
        </Descriptions.Item>
      </Descriptions>
      <Row gutter={16}>
        <Col xs={24} lg={chart.timeKnown ? 14 : 24}>
          <Table
            rowKey="code"
            size="small"
            pagination={false}
            columns={chart.timeKnown ? pointColumns : pointColumns.filter((c) => c.key !== 'house')}
            dataSource={chart.points}
            aria-label="Chart points"
          />
        </Col>
        {chart.timeKnown && (
          <Col xs={24} lg={10}>
            <Table
              rowKey="house"
              size="small"
              pagination={false}
              columns={houseColumns}
              dataSource={chart.houses}
              aria-label="Houses"
            />
          </Col>
        )}
      </Row>
    </>
  );
}
