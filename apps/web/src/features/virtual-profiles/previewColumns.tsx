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

/**
 * The preview table's columns: the row's number, name and e-mail, what became of it, the file's other fields
 * (those that do not fit move into the row's detail) and its Create User, always in view.
 */
export function previewColumns({
  outcomeOf,
  busy,
  locked,
  onCreate,
}: Handlers): TableColumnsType<VirtualProfileRow> {
  return [
    { title: '#', dataIndex: 'row', key: 'row', minWidth: 50 },
    { title: 'Name', dataIndex: 'name', key: 'name', minWidth: 130 },
    { title: 'Email', dataIndex: 'email', key: 'email', minWidth: 190 },
    {
      title: 'Status',
      key: 'status',
      minWidth: 100,
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
    { title: 'Date of birth', dataIndex: 'dob', key: 'dob', minWidth: 110 },
    { title: 'Gender', dataIndex: 'gender', key: 'gender', minWidth: 80 },
    { title: 'Age', dataIndex: 'age', key: 'age', minWidth: 50 },
    { title: 'City', dataIndex: 'city', key: 'city', minWidth: 110 },
    {
      title: 'Place of birth',
      dataIndex: 'pob',
      key: 'pob',
      minWidth: 140,
      render: (v: string) => <Truncated text={v} max={30} />,
    },
    { title: 'Wants to meet', dataIndex: 'wants_to_meet', key: 'wants_to_meet', minWidth: 100 },
    { title: 'Personality', dataIndex: 'jungian_type', key: 'jungian_type', minWidth: 100 },
    { title: 'Language', dataIndex: 'language', key: 'language', minWidth: 90 },
    { title: 'Purpose', dataIndex: 'purpose', key: 'purpose', minWidth: 100 },
    {
      title: 'Bio',
      dataIndex: 'bio',
      key: 'bio',
      minWidth: 160,
      render: (v: string) => <Truncated text={v} max={30} />,
    },
    {
      title: 'Action',
      key: 'action',
      fixed: 'right',
      minWidth: 120,
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
