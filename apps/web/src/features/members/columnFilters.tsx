import { Spin } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { MemberListFilterKey, MemberListItem } from '@orrery/contract';
import { choiceFilter as sharedChoiceFilter, dateRangeFilter } from '../../components/headerFilters';
import { valueLabel } from './labels';
import { filterValues, type DateFilter, type MemberListParams } from './listParams';
import { LazyPartView, lazyPart } from '../../lib/lazyPart';

// antd's number input loads once the age filter is opened, not with the list
const AgeDropdown = lazyPart(() => import('./AgeDropdown'), 'AgeDropdown');

type Column = ColumnType<MemberListItem>;
export type ParamsChange = (patch: Partial<MemberListParams>) => void;

/** A multi-choice header filter of a member enumeration. */
export const choiceFilter = (key: MemberListFilterKey, params: MemberListParams): Column =>
  sharedChoiceFilter(key, filterValues[key], (value) => valueLabel(key, value), params);

/** A whole-day range in a header filter: no future days. */
export const dateFilter = (name: DateFilter, params: MemberListParams, onChange: ParamsChange): Column =>
  dateRangeFilter(name, name, params, onChange);

/** Age from–to, sent as a birth-date range. */
export function ageFilter(params: MemberListParams, onChange: ParamsChange): Column {
  const active = params.ageMin !== undefined || params.ageMax !== undefined;
  return {
    filteredValue: active ? [String(params.ageMin ?? ''), String(params.ageMax ?? '')] : null,
    filterDropdown: ({ close }) => (
      <LazyPartView
        part={AgeDropdown}
        placeholder={<Spin size="small" />}
        props={{ params, onChange, close }}
      />
    ),
  };
}
