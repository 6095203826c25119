import {
  celebritySortFields,
  celebrityStatuses,
  celebrityTypes,
  genders,
  roddenRatings,
  storageKeys,
} from '@orrery/contract';
import type {
  CelebrityListQuery,
  CelebritySortField,
  CelebrityStatus,
  CelebrityType,
  Gender,
  RoddenRating,
  SortOrder,
} from '@orrery/contract';
import { oneOf, positiveInt, sortParams, textParam, type RawParams } from '../../lib/list/params';

export interface CelebrityListParams {
  [key: string]: string | number | undefined;
  pageNo: number;
  sortBy?: CelebritySortField;
  orderBy?: SortOrder;
  search?: string;
  celebrity_type?: CelebrityType;
  rodden?: RoddenRating;
  gender?: Gender;
  /** V2 only: publish or unPublish. */
  status?: CelebrityStatus;
}

export const CELEBRITY_LIST_STORAGE_KEY = storageKeys.celebrityListFilter;
export const NEW_CELEBRITY_LIST_STORAGE_KEY = storageKeys.newCelebrityListFilter;

export function parseCelebrityListParams(raw: RawParams): CelebrityListParams {
  return {
    pageNo: positiveInt(raw.pageNo, 1),
    ...sortParams(raw, celebritySortFields),
    search: textParam(raw.search),
    celebrity_type: oneOf(raw.celebrity_type, celebrityTypes),
    rodden: oneOf(raw.rodden, roddenRatings),
    gender: oneOf(raw.gender, genders),
  };
}

export const parseNewCelebrityListParams = (raw: RawParams): CelebrityListParams => ({
  ...parseCelebrityListParams(raw),
  status: oneOf(raw.status, celebrityStatuses),
});

/** The celebrity-list call: the fixed defaults type demo and accountStatus true, 20 a page. */
export function toCelebrityListQuery(params: CelebrityListParams): CelebrityListQuery {
  return { ...params, pageLimit: 20, type: 'demo', accountStatus: true };
}
