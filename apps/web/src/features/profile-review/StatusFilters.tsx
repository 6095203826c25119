import { useState } from 'react';
import { Input, Select, Space } from 'antd';
import {
  genderLabels,
  genders,
  profileReviewTexts as texts,
  profileSearchFields,
  profileSearchLabels,
  type Gender,
  type ProfileSearchField,
} from '@orrery/contract';
import { FilterBar } from '../../components/FilterBar';
import type { StatusProfilesParams } from './listParams';

interface StatusFiltersProps {
  params: StatusProfilesParams;
  update: (patch: Partial<StatusProfilesParams>) => void;
  /** Clears the search and gender, keeping the tab. */
  clear: () => void;
  active: boolean;
}

/** Search (on Enter) with its field selector, gender, Clear filters. */
export function StatusFilters({ params, update, clear, active }: StatusFiltersProps) {
  const [draft, setDraft] = useState(params.search ?? '');
  const [shown, setShown] = useState(params.search ?? '');
  if ((params.search ?? '') !== shown) {
    setShown(params.search ?? '');
    setDraft(params.search ?? '');
  }
  return (
    <FilterBar
      active={active}
      onClear={() => {
        setDraft('');
        clear();
      }}
    >
      <Space.Compact>
        <Select<ProfileSearchField>
          aria-label="Search by"
          value={params.searchBy}
          options={profileSearchFields.map((value) => ({ value, label: profileSearchLabels[value] }))}
          onChange={(searchBy) => update({ searchBy })}
          style={{ width: 110 }}
        />
        <Input.Search
          aria-label="Search"
          allowClear
          placeholder={texts.searchPlaceholder}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onSearch={(text) => update({ search: text.trim() || undefined })}
          style={{ width: 280 }}
        />
      </Space.Compact>
      <Select<Gender>
        aria-label="Gender"
        placeholder="Gender"
        allowClear
        value={params.gender}
        options={genders.map((value) => ({ value, label: genderLabels[value] }))}
        onChange={(gender) => (gender ? update({ gender }) : clear())}
        style={{ width: 120 }}
      />
    </FilterBar>
  );
}
