import { useRef, useState } from 'react';
import { Button, Progress, Space } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { MEMBER_EXPORT_PATH, type MemberListQuery } from '@orrery/contract';
import { downloadFile } from '../../api/download';

interface ExportButtonProps {
  query: MemberListQuery;
  /** Rows the export should hold (the list's count), for the progress bar. */
  total: number;
}

/** Export: every member the filters leave, as CSV streamed by the server, with its progress. */
export function ExportButton({ query, total }: ExportButtonProps) {
  const [rows, setRows] = useState<number | null>(null);
  const running = useRef<AbortController | null>(null);
  const { pageNo: _page, pageLimit: _limit, ...filters } = query;

  const start = async () => {
    const controller = new AbortController();
    running.current = controller;
    setRows(0);
    try {
      await downloadFile(
        MEMBER_EXPORT_PATH,
        { ...filters },
        'members.csv',
        (p) => setRows(Math.max(0, p.lines - 1)),
        controller.signal,
      );
    } catch (error) {
      // export failures are only written to the browser console, without a toast
      if (!controller.signal.aborted) console.error('members export failed', error);
    } finally {
      running.current = null;
      setRows(null);
    }
  };

  if (rows === null)
    return (
      <Button icon={<DownloadOutlined />} onClick={() => void start()}>
        Export
      </Button>
    );
  return (
    <Space>
      <Progress
        aria-label="Export progress"
        type="circle"
        size={28}
        percent={total > 0 ? Math.min(99, Math.floor((rows / total) * 100)) : 0}
      />
      <Button loading>
        Exporting {rows.toLocaleString()} of {total.toLocaleString()}
      </Button>
      <Button onClick={() => running.current?.abort()}>Cancel</Button>
    </Space>
  );
}
