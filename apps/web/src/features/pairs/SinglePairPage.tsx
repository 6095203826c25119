import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Alert, Col, Descriptions, Input, Row, Skeleton, Table, Tag } from 'antd';
import type { OutRule } from '@orrery/contract';
import { errorMessage } from '../../api/client';
import { PageHeader } from '../../components/PageHeader';
import { readJson, isRecord } from '../../lib/storage';
import { usePair } from './api';
import { genderLabels } from './format';
import { HeartScoreTable, TextDistributionTable } from './GroupTables';
import { MULTI_PAIR_STORAGE_KEY } from './listParams';
import { RulesAverageTable, ScoresTable } from './PairScoreTables';
import { RuleModal } from './RuleModal';

/** The set to score with: `?protocolId=`, else the one last chosen on /multiPair. */
function useProtocolId(): string | undefined {
  const [search] = useSearchParams();
  const stored = readJson(MULTI_PAIR_STORAGE_KEY, isRecord)?.protocolId;
  return search.get('protocolId') ?? (typeof stored === 'string' ? stored : undefined);
}

const weight = (v: number) => v.toString();

/** The rules that hold for the pair first, each group in the set's order. */
const rulesValidFirst = (rules: readonly OutRule[]) =>
  [...rules].sort((a, b) => Number(b.isValid) - Number(a.isValid));

/** /singlePair/{id}: one pair under a set, read-only: its rules both ways and its score tables. */
export function SinglePairPage() {
  const { id = '' } = useParams();
  const protocolId = useProtocolId();
  const { data, error, isPending } = usePair(protocolId, id);
  const [rule, setRule] = useState<OutRule | null>(null);
  const pair = data?.items[0];
  const back = [
    { title: <Link to="/multiPair">Multiple Pair Synastry Test</Link> },
    { title: 'Single pair' },
  ];

  if (!protocolId)
    return <Alert type="info" showIcon title="Choose a Rule/Score set on the Multiple pair page first." />;
  if (error) return <Alert type="error" showIcon title={errorMessage(error)} />;
  if (isPending || !data || !pair) return <Skeleton active />;

  return (
    <>
      <PageHeader title="Single Pair Synastry Test" breadcrumb={back} />
      <Row gutter={12} style={{ marginBottom: 16 }}>
        <Col xs={24} md={12}>
          <Input
            addonBefore="Rule/Score set"
            value={data.protocol.name}
            readOnly
            aria-label="Rule/Score set"
          />
        </Col>
        <Col xs={24} md={12}>
          <Input addonBefore="Pair group" value={data.group?.name ?? ''} readOnly aria-label="Pair group" />
        </Col>
      </Row>
      {/* a person a row: the label on one line, the long birth data beside it */}
      <Descriptions
        bordered
        size="small"
        column={1}
        styles={{ label: { whiteSpace: 'nowrap', width: 1 } }}
        style={{ marginBottom: 16 }}
      >
        {(['userA', 'userB'] as const).map((key) => {
          const p = pair[key];
          return (
            <Descriptions.Item
              key={key}
              label={`${key === 'userA' ? 'Person A' : 'Person B'}${pair.boy === key ? ' (boy in guna milan)' : ''}`}
            >
              {p.name} ({genderLabels[p.gender]}), {p.dob} {p.tob} {p.timeZone} ={' '}
              {p.utc.slice(0, 16).replace('T', ' ')} UTC, {p.pob} ({p.geoCordinate.lat.toFixed(4)}{' '}
              {p.geoCordinate.lng.toFixed(4)})
            </Descriptions.Item>
          );
        })}
      </Descriptions>
      <Table
        rowKey="rules"
        size="small"
        dataSource={rulesValidFirst(pair.outRules ?? [])}
        pagination={{ pageSize: 20, showSizeChanger: false }}
        onRow={(r) => ({ onClick: () => setRule(r), style: { cursor: 'pointer' } })}
        columns={[
          { title: 'Rule', dataIndex: 'rules' },
          { title: 'Communication', dataIndex: 'communication', render: weight },
          { title: 'Connection', dataIndex: 'connection', render: weight },
          { title: 'Energy', dataIndex: 'energy', render: weight },
          { title: 'Stability', dataIndex: 'stability', render: weight },
          {
            title: 'Valid',
            dataIndex: 'isValid',
            className: 'col-valid',
            render: (v: boolean) => (v ? <Tag color="green">Yes</Tag> : <Tag>No</Tag>),
            sorter: (a, b) => Number(a.isValid) - Number(b.isValid),
            filters: [
              { text: 'Yes', value: true },
              { text: 'No', value: false },
            ],
            onFilter: (value, r) => r.isValid === value,
          },
        ]}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <RulesAverageTable pair={pair} />
        </Col>
        <Col xs={24} lg={12}>
          <ScoresTable pair={pair} />
        </Col>
        <Col xs={24} lg={12}>
          <TextDistributionTable figures={data} />
        </Col>
        <Col xs={24} lg={12}>
          <HeartScoreTable figures={data} title="Heart Score" />
        </Col>
      </Row>
      <RuleModal
        rule={rule}
        names={{ a: pair.userA.name, b: pair.userB.name }}
        onClose={() => setRule(null)}
      />
    </>
  );
}
