import type {
  AnalyticsListAnswer,
  AnalyticsListItem,
  AnalyticsListParams,
  AnalyticsListQuery,
} from '@orrery/contract';
import type { Db } from '@orrery/db';
import { membersBy } from './deviceCharts';
import { completedPerDay, dropOff } from './memberCharts';

const paged = (all: AnalyticsListItem[], page: number, limit: number) =>
  all.slice((page - 1) * limit, page * limit);
const pagination = (totalCount: number, pageNo: number, limit: number) => ({
  totalCount,
  pageNo,
  totalPages: Math.ceil(totalCount / limit),
});

/** `GET analytics/get-language-and-device-count/{type}/{page}/{limit}`: the drawers' paged tables. */
export async function analyticsList(
  db: Db,
  { type, page, limit }: AnalyticsListParams,
  query: AnalyticsListQuery,
): Promise<AnalyticsListAnswer> {
  if (type === 'language' || type === 'device') {
    const { rows, total } = await membersBy(db, type, query, { offset: (page - 1) * limit, limit });
    return { valid: true, items: rows, pagination: pagination(total, page, limit) };
  }
  if (type === 'onboardingChartCount') {
    const all = await dropOff(db, query);
    return { valid: true, items: paged(all, page, limit), pagination: pagination(all.length, page, limit) };
  }
  const all = await completedPerDay(db, query);
  return { valid: true, data: paged(all, page, limit), pagination: pagination(all.length, page, limit) };
}
