import { Link } from 'react-router';
import { Tag, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
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

/**
 * The pair table of /multiPair; a pair's number opens its single-pair page under the same set. The widths
 * each needs: the people's lines wrap, so that the figures and the Heart fit beside them.
 */
export function pairColumns(protocolId: string, offset: number): ColumnType<PairItem>[] {
  return [
    {
      title: 'No.',
      key: 'no',
      minWidth: 60,
      render: (_, row, i) => (
        <Link to={`/singlePair/${row._id}?protocolId=${encodeURIComponent(protocolId)}`}>
          {offset + i + 1}
        </Link>
      ),
    },
    { title: 'Person A', key: 'a', minWidth: 200, render: (_, row) => <Person person={row.userA} /> },
    { title: 'Person B', key: 'b', minWidth: 200, render: (_, row) => <Person person={row.userB} /> },
    { title: 'Synastry', dataIndex: 'synPer', minWidth: 90, render: percent },
    { title: 'Guna Milan', key: 'guna', minWidth: 100, render: (_, row) => `${row.gunaTotal} / 36` },
    { title: 'Score', dataIndex: 'score', minWidth: 80, render: percent },
    {
      title: 'Heart',
      dataIndex: 'heartBand',
      minWidth: 100,
      render: (band: string) => <Tag color={heartColors[band]}>{bandLabels[band]}</Tag>,
    },
  ];
}
