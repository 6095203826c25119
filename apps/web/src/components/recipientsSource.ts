import type { RecipientListAnswer } from '@orrery/contract';

// What a history gives the recipients drawer, apart from the drawer: a feature's api.ts builds it without
// bringing the drawer's code (antd) into the list's route prefetch.

/** The drawer's page of recipients. */
export const RECIPIENTS_PAGE = 10;

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
