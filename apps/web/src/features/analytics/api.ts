import {
  screenVisitTypes,
  userActionFields,
  type AnalyticsFilter,
  type DeletedUsersAnswer,
  type DeletedUsersRequest,
  type DeletionText,
  type GenderAnswer,
  type GenderRequest,
  type LocationAnswer,
  type LocationRequest,
  type OtherReasonAnswer,
  type OtherReasonQuery,
  type ReasonCountAnswer,
  type ReasonCountRow,
  type ScreenVisitType,
  type ScreenVisitsAnswer,
  type UserActionRow,
  type UserActionType,
  type UserActionsAnswer,
} from '@orrery/contract';
import { api } from '../../api/client';
// the chart helpers' own files, not the analytics index: the routes' prefetch (`prefetchCharts.ts`) reads
// this file without the chart card, the filter bar and the date picker
import { shortBucketLabels } from '../../components/analytics/buckets';
import { fromRows, labelOf, type ChartData } from '../../components/analytics/chartData';
import { seriesKey } from '../../components/analytics/seriesColours';
import { bucketLabel, reasonLabel, userActionLabels, visitTypeLabels } from './labels';

/** The analytics calls are POSTs with the filters as body; their failures show the chart's own toast. */
const post = <T>(path: string, body: unknown, signal?: AbortSignal) =>
  api<T>(`analytics/${path}`, { method: 'POST', body, signal, silent: true });

export async function loadLocation(request: LocationRequest, signal?: AbortSignal): Promise<ChartData> {
  const answer = await post<LocationAnswer>('location', request, signal);
  return fromRows(
    answer.locationData,
    (row) => (request.dataFor === 'city' ? row.city : row.country),
    (row) => row.count,
    'Members',
  );
}

/** City search: only asked once the typed text is non-empty. */
export async function searchCities(
  search: string,
  countryShortName: string | null,
  signal?: AbortSignal,
): Promise<string[]> {
  const text = search.trim();
  if (!text) return [];
  const answer = await post<LocationAnswer>(
    'location',
    { dataFor: 'city', searchBy: 'city', search: text, countryShortName },
    signal,
  );
  return answer.data ?? [];
}

export interface GenderCharts {
  byMonth: ChartData;
  totals: ChartData;
  /** 'No data found for the year' when the year holds no member. */
  message?: string;
}

export async function loadGender(request: GenderRequest, signal?: AbortSignal): Promise<GenderCharts> {
  const answer = await post<GenderAnswer>('gender', request, signal);
  const months = answer.maleAndFemaleMembers;
  return {
    byMonth: {
      categories: months.map((m) => labelOf(m._id)),
      axisLabels: shortBucketLabels(months.map((m) => ({ month: m._id }))),
      series: [
        { name: 'Male', key: seriesKey.gender('m'), values: months.map((m) => m.maleCount) },
        { name: 'Female', key: seriesKey.gender('f'), values: months.map((m) => m.femaleCount) },
      ],
    },
    totals: {
      categories: ['Male', 'Female'],
      categoryKeys: [seriesKey.gender('m'), seriesKey.gender('f')],
      series: [
        {
          name: 'Members',
          values: [answer.totalMaleAndFemale.totalMaleCount, answer.totalMaleAndFemale.totalFemaleCount],
        },
      ],
    },
    message: answer.message,
  };
}

export interface DeletedAccounts {
  chart: ChartData;
  total: number;
}

export async function loadDeletedUsers(
  request: DeletedUsersRequest,
  signal?: AbortSignal,
): Promise<DeletedAccounts> {
  const answer = await post<DeletedUsersAnswer>('deletedusers', request, signal);
  const months = answer.deletedUsers;
  return {
    chart: {
      categories: months.map((m) => labelOf(m.month)),
      axisLabels: shortBucketLabels(months),
      series: [
        { name: 'Male', key: seriesKey.gender('m'), values: months.map((m) => m.maleCount) },
        { name: 'Female', key: seriesKey.gender('f'), values: months.map((m) => m.femaleCount) },
        { name: 'Unknown', key: seriesKey.gender('u'), values: months.map((m) => m.unknownCount) },
      ],
    },
    total: answer.totalUsers,
  };
}

/** Reason counts by category: one bar per reason, each in its reason's colour. */
export async function loadReasonTotals(filter: AnalyticsFilter, signal?: AbortSignal): Promise<ChartData> {
  const answer = await post<ReasonCountAnswer>('total-reason-count', filter, signal);
  return {
    ...fromRows(
      answer.reasonCount,
      (r) => reasonLabel(r.reason),
      (r) => r.count,
      'Deleted accounts',
    ),
    categoryKeys: answer.reasonCount.map((r) => seriesKey.reason(r.reason)),
  };
}

/** Reason counts by date (day, week or month): a stacked bar, one series per reason. */
export async function loadReasonByDate(filter: AnalyticsFilter, signal?: AbortSignal): Promise<ChartData> {
  const answer = await post<ReasonCountAnswer>('reason-count', filter, signal);
  // each bucket's first row, in the answer's order
  const firstOf = new Map<string, ReasonCountRow>();
  for (const row of answer.reasonCount)
    if (!firstOf.has(bucketLabel(row))) firstOf.set(bucketLabel(row), row);
  const buckets = [...firstOf.keys()];
  const reasons = [...new Set(answer.reasonCount.map((r) => r.reason))];
  const count = new Map(answer.reasonCount.map((r) => [`${bucketLabel(r)}|${r.reason}`, r.count]));
  return {
    categories: buckets,
    axisLabels: shortBucketLabels(buckets.map((b) => firstOf.get(b) ?? {})),
    series: reasons.map((reason) => ({
      name: reasonLabel(reason),
      key: seriesKey.reason(reason),
      values: buckets.map((b) => count.get(`${b}|${reason}`) ?? 0),
    })),
  };
}

export interface DeletionTexts {
  rows: DeletionText[];
  total: number;
}

/** The 'Other Reason' texts (otherReasonDrawer true) or the 'User Feedbacks' (false), a page at a time. */
export async function loadDeletionTexts(
  query: OtherReasonQuery,
  signal?: AbortSignal,
): Promise<DeletionTexts> {
  const { fromDate, toDate, month, yearRange, countryShortName, gender, forTime } = query;
  const answer = await api<OtherReasonAnswer>('analytics/get-deteled-user-other-reason-data/', {
    query: {
      forTime,
      fromDate,
      toDate,
      month,
      yearRange,
      countryShortName,
      gender,
      pageNo: query.pageNo,
      pageLimit: query.pageLimit,
      otherReasonDrawer: query.otherReasonDrawer,
    },
    signal,
  });
  return { rows: answer.data, total: answer.pagination.totalCount };
}

export interface VisitCharts {
  byDate: ChartData;
  distribution: ChartData;
}

/** Screen visits of the chosen types by day or month, and each type's total (the distribution pie). */
export async function loadScreenVisits(
  filter: AnalyticsFilter,
  visitTypes: readonly ScreenVisitType[],
  signal?: AbortSignal,
): Promise<VisitCharts> {
  const answer = await post<ScreenVisitsAnswer>('screen-visits', { ...filter, visitTypes }, signal);
  const types = screenVisitTypes.filter((t) => visitTypes.includes(t));
  return {
    byDate: {
      categories: answer.data.map(bucketLabel),
      axisLabels: shortBucketLabels(answer.data),
      series: types.map((t) => ({
        name: visitTypeLabels[t],
        key: seriesKey.visit(t),
        values: answer.data.map((row) => Number(row[t] ?? 0)),
      })),
    },
    distribution: {
      categories: types.map((t) => visitTypeLabels[t]),
      categoryKeys: types.map((t) => seriesKey.visit(t)),
      series: [{ name: 'Visits', values: types.map((t) => answer.totalVisitCount[t] ?? 0) }],
    },
  };
}

/** User action counts of the chosen types by day or month. */
export async function loadUserActions(
  filter: AnalyticsFilter,
  actionTypes: readonly UserActionType[],
  signal?: AbortSignal,
): Promise<ChartData> {
  const answer = await post<UserActionsAnswer>(
    'user-actions',
    { ...filter, actionType: actionTypes },
    signal,
  );
  return {
    categories: answer.data.map(bucketLabel),
    axisLabels: shortBucketLabels(answer.data),
    series: actionTypes.map((t) => ({
      name: userActionLabels[t],
      key: seriesKey.action(t),
      values: answer.data.map((row: UserActionRow) => row[userActionFields[t]]),
    })),
  };
}
