import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SendStatus } from '@orrery/contract';

/** A send still under way: queued, sending, or a local-time send waiting for its next time zones. */
export const isUnderWay = (status: SendStatus) =>
  status === 'queued' || status === 'sending' || status === 'waiting';

/** How often a history reads itself again: quickly while a send runs, slowly while one waits for its time. */
const SENDING_MS = 1500;
const WAITING_MS = 30_000;

/**
 * A history reads `queryKey` again every 1.5 s while one of its rows is queued or sending, and every 30 s
 * while one is scheduled or waiting for its next time zone (so that its start shows without a reload).
 */
export function useSendRefresh(
  rows: readonly { status: SendStatus }[] | undefined,
  queryKey: readonly unknown[],
) {
  const client = useQueryClient();
  const every = rows?.some((row) => row.status === 'queued' || row.status === 'sending')
    ? SENDING_MS
    : rows?.some((row) => row.status === 'scheduled' || row.status === 'waiting')
      ? WAITING_MS
      : null;
  useEffect(() => {
    if (every === null) return;
    const timer = setInterval(() => void client.invalidateQueries({ queryKey }), every);
    return () => clearInterval(timer);
  }, [every, client, queryKey]);
}
