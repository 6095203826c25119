import { useState } from 'react';
import { Alert, App, Button, Flex, Progress, Space, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { virtualProfileTexts as v, type VirtualImport, type VirtualProfileRow } from '@orrery/contract';
import { errorMessage } from '../../api/client';
import { PageHeader } from '../../components/PageHeader';
import { FittingTable } from '../../components/FittingTable';
import { useAddVirtualProfile, useImportProgress, useStartImport } from './api';
import { checkCsvFile, downloadSample } from './csv';
import { previewColumns, type RowOutcome } from './previewColumns';

/** Problems listed on the page; the rest are counted. */
const SHOWN_PROBLEMS = 50;

/**
 * /virtual-profile: a CSV file checked in the browser (every rule, each bad row named), the good rows in a
 * preview table with Create User per row, and Create all with a progress bar (a server job when many).
 */
export function VirtualProfilePage() {
  const { message, modal } = App.useApp();
  const [fileName, setFileName] = useState<string>();
  const [rows, setRows] = useState<VirtualProfileRow[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [outcomes, setOutcomes] = useState(new Map<number, RowOutcome>());
  const [busy, setBusy] = useState<number | null>(null);
  const [started, setStarted] = useState<VirtualImport>();
  /** The row numbers the last Create all was sent. */
  const [sent, setSent] = useState(new Set<number>());
  const addOne = useAddVirtualProfile();
  const startImport = useStartImport();
  const progress = useImportProgress(started && started.status !== 'done' ? started._id : undefined);
  const state = progress.data ?? started;
  const running = !!state && state.status !== 'done' && state.status !== 'failed';

  const record = (changes: [number, RowOutcome][]) =>
    setOutcomes((previous) => new Map([...previous, ...changes]));

  // rows a finished Create all was sent are created (or skipped, as its message says)
  const outcomeOf = (n: number): RowOutcome | undefined =>
    outcomes.get(n) ?? (state?.status === 'done' && sent.has(n) ? { created: true } : undefined);

  const load = async (file: File) => {
    const checked = await checkCsvFile(file);
    setFileName(file.name);
    setRows(checked.rows);
    setProblems(checked.problems);
    setOutcomes(new Map());
    setStarted(undefined);
    setSent(new Set());
    if (checked.rows.length) void message.success(v.saved);
    else void message.warning(checked.problems.length === 1 ? checked.problems[0] : v.noValidData);
  };

  const createOne = async (row: VirtualProfileRow) => {
    const n = row.row ?? 0;
    setBusy(n);
    try {
      const answer = await addOne.mutateAsync(row);
      record([[n, { created: true }]]);
      void message.success(answer.message);
    } catch (error) {
      record([[n, { created: false, reason: errorMessage(error) }]]);
      void message.error(v.rowFailed(n, errorMessage(error)));
    } finally {
      setBusy(null);
    }
  };

  const createAll = () => {
    const pending = rows.filter((r) => !outcomeOf(r.row ?? 0)?.created);
    if (!rows.length) return void message.warning(v.uploadFirst);
    if (!pending.length) return void message.info('Every row is already created.');
    modal.confirm({
      title: `Create ${pending.length} virtual profile${pending.length === 1 ? '' : 's'}?`,
      content: 'Each row becomes a member (role demo) with a picture of the image library.',
      okText: 'Create all',
      onOk: async () => {
        const answer = await startImport.mutateAsync(pending).catch(() => null);
        if (!answer) return;
        setSent(new Set(pending.map((r) => r.row ?? 0)));
        setStarted(answer.data);
        if (answer.data.status === 'done') void message.success(answer.message);
      },
    });
  };

  const shown = problems.slice(0, SHOWN_PROBLEMS);
  return (
    <>
      <PageHeader
        title="Virtual Profile"
        extra={
          <Space wrap>
            <Button icon={<DownloadOutlined />} onClick={downloadSample}>
              Download sample file
            </Button>
            <Upload
              accept=".csv,text/csv"
              showUploadList={false}
              beforeUpload={(file) => {
                void load(file).catch(() => void message.error(v.parseFailed));
                return false;
              }}
              disabled={running}
            >
              <Button icon={<UploadOutlined />} disabled={running}>
                Import CSV
              </Button>
            </Upload>
            <Button type="primary" onClick={createAll} disabled={running} loading={startImport.isPending}>
              Create all
            </Button>
          </Space>
        }
      />
      {fileName && (
        <Alert
          style={{ marginBottom: 16 }}
          type={problems.length ? 'warning' : 'success'}
          title={`${fileName}: ${rows.length} row${rows.length === 1 ? '' : 's'} ready${
            problems.length ? `, ${problems.length} not loaded` : ''
          }`}
          description={
            problems.length ? (
              <ul aria-label="Problems in the file" style={{ margin: 0, paddingLeft: 20 }}>
                {shown.map((p) => (
                  <li key={p}>{p}</li>
                ))}
                {problems.length > shown.length && <li>and {problems.length - shown.length} more</li>}
              </ul>
            ) : undefined
          }
        />
      )}
      {state && (
        <Flex vertical gap={4} style={{ marginBottom: 16 }}>
          <Progress
            percent={state.total ? Math.floor((state.done * 100) / state.total) : 0}
            status={state.status === 'failed' ? 'exception' : state.status === 'done' ? 'success' : 'active'}
            aria-label="Create all progress"
          />
          <span>{`${state.message} (${state.done} / ${state.total})`}</span>
        </Flex>
      )}
      <FittingTable
        rowKey={(r) => String(r.row)}
        dataSource={rows}
        columns={previewColumns({ outcomeOf, busy, locked: running, onCreate: (r) => void createOne(r) })}
        pagination={{ pageSize: 20, showSizeChanger: false, showTotal: (n) => `Total ${n}` }}
        locale={{ emptyText: 'Import a CSV file to see its rows here' }}
      />
    </>
  );
}
