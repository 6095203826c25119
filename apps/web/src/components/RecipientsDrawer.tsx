import { Button } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { RecipientListAnswer } from '@orrery/contract';
import { LazyOverlay } from './LazyOverlay';
import { lazyPart } from '../lib/lazyPart';

const MessageRecipients = lazyPart(() => import('./MessageRecipients'), 'MessageRecipients');

export const RECIPIENTS_PAGE = 10;

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

export interface RecipientsSource {
  /** The drawer's title, e.g. `Recipients: <subject>`. */
  title: string;
  /** The query key of the message's recipients; the page and search are added to it. */
  queryKey: readonly unknown[];
  /** One page of recipients from `skip`, searched on the member id or the e-mail. */
  fetchPage(skip: number, search: string, signal: AbortSignal): Promise<RecipientListAnswer>;
  /** Read again every 1.5 s (the message is still being sent, or waits for its next time zones). */
  refresh: boolean;
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
