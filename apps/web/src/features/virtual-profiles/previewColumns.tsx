import { Button, Tag, Tooltip, type TableColumnsType } from 'antd';
import type { VirtualProfileRow } from '@orrery/contract';
import { Truncated } from '../../components/Truncated';

/** What became of a row: created, or the server's reason. */
export type RowOutcome = { created: true } | { created: false; reason: string };

interface Handlers {
  outcomeOf: (row: number) => RowOutcome | undefined;
  busy: number | null;
  locked: boolean;
  onCreate: (row: VirtualProfileRow) => void;
}

/** The preview table's columns: the file's fields, what became of the row, and its Create User. */
export function previewColumns({
  outcomeOf,
  busy,
  locked,
  onCreate,
}: Handlers): TableColumnsType<VirtualProfileRow> {
  return [
    { title: '#', dataIndex: 'row', key: 'row', width: 60 },
    { title: 'Name', dataIndex: 'name', key: 'name' },
    { title: 'Email', dataIndex: 'email', key: 'email' },
    { title: 'Date of birth', dataIndex: 'dob', key: 'dob' },
    {
      title: 'Place of birth',
      dataIndex: 'pob',
      key: 'pob',
      render: (v: string) => <Truncated text={v} max={30} />,
    },
    { title: 'Age', dataIndex: 'age', key: 'age' },
    { title: 'City', dataIndex: 'city', key: 'city' },
    { title: 'Gender', dataIndex: 'gender', key: 'gender' },
    { title: 'Wants to meet', dataIndex: 'wants_to_meet', key: 'wants_to_meet' },
    { title: 'Personality', dataIndex: 'jungian_type', key: 'jungian_type' },
    { title: 'Language', dataIndex: 'language', key: 'language' },
    { title: 'Purpose', dataIndex: 'purpose', key: 'purpose' },
    { title: 'Bio', dataIndex: 'bio', key: 'bio', render: (v: string) => <Truncated text={v} max={30} /> },
    {
      title: 'Status',
      key: 'status',
      render: (_, row) => {
        const outcome = outcomeOf(row.row ?? 0);
        if (!outcome) return <Tag>Not created</Tag>;
        return outcome.created ? (
          <Tag color="success">Created</Tag>
        ) : (
          <Tooltip title={outcome.reason}>
            <Tag color="error">Failed</Tag>
          </Tooltip>
        );
      },
    },
    {
      title: 'Action',
      key: 'action',
      fixed: 'right',
      render: (_, row) => (
        <Button
          size="small"
          onClick={() => onCreate(row)}
          loading={busy === row.row}
          disabled={locked || outcomeOf(row.row ?? 0)?.created === true}
        >
          Create User
        </Button>
      ),
    },
  ];
}
