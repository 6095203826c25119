import dayjs from 'dayjs';
import {
  ANALYTICS_DRAWER_PAGE_SIZE,
  type AnalyticsBucket,
  type AnalyticsChartFilter,
  type AnalyticsListAnswer,
  type AnalyticsListItem,
  type AnalyticsListKind,
  type AnalyticsPagination,
  type CohortAnswer,
  type CohortRow,
} from '@orrery/contract';
import { api } from '../../../api/client';
import { filterPayload, type AnalyticsFilters } from '../../../components/analytics/filterRules';

/** The filters as the metrics and device calls take them: the shared filter fields plus the Top-N limit. */
export function chartPayload(filters: AnalyticsFilters, withLimit = false): AnalyticsChartFilter {
  return { ...filterPayload(filters), ...(withLimit ? { limit: filters.limit } : {}) };
}

/** `POST /api/analytics/<call>` with the chart's filters; failures are toasted by the chart, not the client. */
export function postChart<T>(call: string, body: AnalyticsChartFilter, signal: AbortSignal): Promise<T> {
  return api<T>(`analytics/${call}`, { method: 'POST', body, signal, silent: true });
}

/** A row's time bucket as the chart's axis shows it: 23 Nov 2026, 01 Nov – 07 Nov, Nov 2026. */
export function bucketLabel(row: AnalyticsBucket): string {
  if (row.week)
    return `${dayjs(row.week.startDate).format('DD MMM')} – ${dayjs(row.week.endDate).format('DD MMM')}`;
  if (row.month) return dayjs(`${row.month}-01`).format('MMM YYYY');
  return row.date ? dayjs(row.date).format('DD MMM YYYY') : '';
}

/** Percentages drawn with at most two decimals. */
export const percent = (value: number) => Math.round(value * 100) / 100;

/** `POST /api/analytics/user-cohort-retention`: the cohort rows (answer `data.data`). */
export async function loadCohorts(body: AnalyticsChartFilter, signal: AbortSignal): Promise<CohortRow[]> {
  const answer = await postChart<CohortAnswer>('user-cohort-retention', body, signal);
  return answer.data.data;
}

export interface ListPage {
  rows: AnalyticsListItem[];
  total: number;
  pagination: AnalyticsPagination;
}

/**
 * `GET /api/analytics/get-language-and-device-count/{type}/{page}/{limit}` with the filters as query; language
 * and device answer `items`, onboarding-complete `data`: both normalised to rows and total.
 */
export async function loadListPage(
  kind: AnalyticsListKind,
  page: number,
  filters: AnalyticsFilters,
  signal: AbortSignal,
  limit = ANALYTICS_DRAWER_PAGE_SIZE,
): Promise<ListPage> {
  const { countryShortName, gender, forTime, fromDate, toDate, month, yearRange } = filterPayload(filters);
  const answer = await api<AnalyticsListAnswer>(
    `analytics/get-language-and-device-count/${kind}/${page}/${limit}`,
    {
      query: { countryShortName, gender, forTime, fromDate, toDate, month, yearRange },
      signal,
      silent: true,
    },
  );
  const rows = answer.items ?? answer.data ?? [];
  return { rows, total: answer.pagination.totalCount, pagination: answer.pagination };
}
