import { Button } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { LazyOverlay } from './LazyOverlay';
import { lazyPart } from '../lib/lazyPart';
import type { RecipientsSource } from './recipientsSource';

const MessageRecipients = lazyPart(() => import('./MessageRecipients'), 'MessageRecipients');

/** A history table's column of Recipients buttons, each opening its row's recipients (`open(row)`). */
export function recipientsColumn<Row>(open: (row: Row) => void): ColumnType<Row> {
  return {
    title: 'Recipients',
    key: 'recipients',
    render: (_, row) => (
      <Button size="small" onClick={() => open(row)}>
        Recipients
      </Button>
    ),
  };
}

/**
 * The recipients of one e-mail or push with what happened to each copy and why; search on id or e-mail.
 * Open while `source` is set; each message opens on its first page, unsearched.
 */
export function RecipientsDrawer(props: { source: RecipientsSource | null; onClose: () => void }) {
  return (
    <LazyOverlay part={MessageRecipients} open={!!props.source}>
      <MessageRecipients.Component key={props.source?.queryKey.join('/') ?? ''} {...props} />
    </LazyOverlay>
  );
}
