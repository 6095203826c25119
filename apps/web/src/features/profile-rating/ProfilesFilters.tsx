import { Select } from 'antd';
import {
  genderLabels,
  genders,
  profileRatings,
  profileSearchFields,
  profileSearchLabels,
  profilesListTexts as texts,
  ratingLabels,
  userStatusLabels,
  userStatuses,
  type ProfileRatingFilter,
  type ProfileSearchField,
} from '@orrery/contract';
import { DateRangeFilter } from '../../components/DateRangeFilter';
import { FilterBar } from '../../components/FilterBar';
import { SearchBox, type SearchField } from '../../components/SearchBox';
import { searchProps, type ListState } from '../../lib/list/useListState';
import type { ProfilesParams } from './listParams';

const searchFields: readonly SearchField<ProfileSearchField>[] = profileSearchFields.map((value) => ({
  value,
  label: profileSearchLabels[value],
}));

const ratingOptions: { value: ProfileRatingFilter; label: string }[] = [
  { value: 'all', label: texts.allRatings },
  { value: 'unrated', label: texts.unrated },
  ...profileRatings.map((value) => ({ value, label: ratingLabels[value] })),
];

/** Rating, last-edit days, gender, status and search (after 1 s), with Clear filters. */
export function ProfilesFilters({ params, update, clear, active }: ListState<ProfilesParams>) {
  return (
    <FilterBar onClear={clear} active={active}>
      <Select<ProfileRatingFilter>
        aria-label={texts.ratingFilter}
        value={params.rating}
        options={ratingOptions}
        onChange={(rating) => update({ rating })}
        style={{ width: 140 }}
      />
      <DateRangeFilter
        aria-label="Last edited"
        placeholder={['Edited from', 'Edited to']}
        value={{ start: params.startDate, end: params.endDate }}
        onChange={({ start, end }) => update({ startDate: start, endDate: end })}
      />
      <Select
        aria-label={texts.genderFilter}
        placeholder={texts.genderFilter}
        allowClear
        value={params.gender}
        options={genders.map((value) => ({ value, label: genderLabels[value] }))}
        onChange={(gender) => update({ gender })}
        style={{ width: 120 }}
      />
      <Select
        aria-label={texts.statusFilter}
        placeholder={texts.statusFilter}
        allowClear
        value={params.status}
        options={userStatuses.map((value) => ({ value, label: userStatusLabels[value] }))}
        onChange={(status) => update({ status })}
        style={{ width: 150 }}
      />
      <SearchBox fields={searchFields} {...searchProps({ params, update })} />
    </FilterBar>
  );
}
