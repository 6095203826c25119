import { useState } from 'react';
import { Button, Modal, Typography } from 'antd';
import { EMPTY_CELL } from '../lib/format';
import { isTruncated, truncate } from '../lib/truncate';

interface FullTextCellProps {
  text: string | null | undefined;
  max: number;
  /** The modal's title. */
  title: string;
}

/**
 * A text cut at `max` characters; clicking it opens the full text in a modal with a Close button (the
 * reported, feedback and message history tables). A text short enough shows as it is.
 */
export function FullTextCell({ text, max, title }: FullTextCellProps) {
  const [open, setOpen] = useState(false);
  if (!text) return <>{EMPTY_CELL}</>;
  if (!isTruncated(text, max)) return <>{text}</>;
  return (
    <>
      <Button
        type="link"
        size="small"
        className="full-text-open"
        style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
        onClick={() => setOpen(true)}
      >
        {truncate(text, max)}
      </Button>
      <Modal
        open={open}
        title={title}
        onCancel={() => setOpen(false)}
        footer={<Button onClick={() => setOpen(false)}>Close</Button>}
        destroyOnHidden
      >
        <Typography.Paragraph className="full-text" style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
          {text}
        </Typography.Paragraph>
      </Modal>
    </>
  );
}
