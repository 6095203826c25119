import { Link } from 'react-router';
import { Tag, Typography, type TableColumnsType } from 'antd';
import type { PairItem, PairPerson } from '@orrery/contract';
import { bandLabels, genderLabels, percent } from './format';

function Person({ person }: { person: PairPerson }) {
  return (
    <>
      <div>
        {person.name}{' '}
        <Typography.Text type="secondary">({genderLabels[person.gender] ?? person.gender})</Typography.Text>
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {person.dob} {person.tob} · {person.pob}
        {person.ambiguousTime && ' · time happened twice: the earlier one taken'}
      </Typography.Text>
    </>
  );
}

const heartColors: Record<string, string> = {
  veryHigh: 'magenta',
  high: 'red',
  medium: 'orange',
  veryLow: 'default',
};

/** The pair table of /multiPair; a pair's number opens its single-pair page under the same set. */
export function pairColumns(protocolId: string, offset: number): TableColumnsType<PairItem> {
  return [
    {
      title: 'No.',
      key: 'no',
      width: 70,
      render: (_, row, i) => (
        <Link to={`/singlePair/${row._id}?protocolId=${encodeURIComponent(protocolId)}`}>
          {offset + i + 1}
        </Link>
      ),
    },
    { title: 'Person A', key: 'a', render: (_, row) => <Person person={row.userA} /> },
    { title: 'Person B', key: 'b', render: (_, row) => <Person person={row.userB} /> },
    { title: 'Synastry', dataIndex: 'synPer', render: percent },
    { title: 'Guna Milan', key: 'guna', render: (_, row) => `${row.gunaTotal} / 36` },
    { title: 'Score', dataIndex: 'score', render: percent },
    {
      title: 'Heart',
      dataIndex: 'heartBand',
      render: (band: string) => <Tag color={heartColors[band]}>{bandLabels[band]}</Tag>,
    },
  ];
}
