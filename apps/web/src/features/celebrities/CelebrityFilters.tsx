import { Input, Select } from 'antd';
import { useState } from 'react';
import {
  celebrityStatusLabels,
  celebrityStatuses,
  celebrityTypeLabels,
  celebrityTypes,
  genderLabels,
  genders,
  roddenRatings,
} from '@orrery/contract';
import { SEARCH_DELAY_MS, useDebouncedCallback } from '../../lib/useDebouncedCallback';
import type { CelebrityListParams } from './listParams';

interface CelebrityFiltersProps {
  params: CelebrityListParams;
  onChange: (patch: Partial<CelebrityListParams>) => void;
  /** V2 adds the publish status. */
  v2: boolean;
}

/** Name search (after 1 s), type, Rodden rating, gender and, in V2, the status. */
export function CelebrityFilters({ params, onChange, v2 }: CelebrityFiltersProps) {
  const [draft, setDraft] = useState(params.search ?? '');
  const [shown, setShown] = useState(params.search ?? '');
  if ((params.search ?? '') !== shown) {
    setShown(params.search ?? '');
    setDraft(params.search ?? '');
  }
  const search = useDebouncedCallback((text: string) => onChange({ search: text.trim() }), SEARCH_DELAY_MS);
  return (
    <>
      <Input.Search
        aria-label="Search name"
        placeholder="Search name"
        allowClear
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          search.run(event.target.value);
        }}
        onSearch={(value) => search.flush(value)}
        style={{ width: 240 }}
      />
      <Select
        aria-label="Celebrity type"
        placeholder="Type"
        allowClear
        value={params.celebrity_type}
        onChange={(celebrity_type) => onChange({ celebrity_type })}
        options={celebrityTypes.map((t) => ({ value: t, label: celebrityTypeLabels[t] }))}
        style={{ width: 140 }}
      />
      <Select
        aria-label="Rodden rating"
        placeholder="Rodden"
        allowClear
        value={params.rodden}
        onChange={(rodden) => onChange({ rodden })}
        options={roddenRatings.map((r) => ({ value: r, label: r }))}
        style={{ width: 110 }}
      />
      <Select
        aria-label="Gender"
        placeholder="Gender"
        allowClear
        value={params.gender}
        onChange={(gender) => onChange({ gender })}
        options={genders.map((g) => ({ value: g, label: genderLabels[g] }))}
        style={{ width: 110 }}
      />
      {v2 && (
        <Select
          aria-label="Status"
          placeholder="Status"
          allowClear
          value={params.status}
          onChange={(status) => onChange({ status })}
          options={celebrityStatuses.map((s) => ({ value: s, label: celebrityStatusLabels[s] }))}
          style={{ width: 140 }}
        />
      )}
    </>
  );
}
