import { useState } from 'react';
import { Select } from 'antd';
import { LOCATION_SEARCH_MIN } from '@orrery/contract';
import { useDebouncedCallback } from '../../lib/useDebouncedCallback';
import { searchLocations } from './api';

interface Props {
  searchBy: 'city' | 'region' | 'country';
  label: string;
  empty: string;
  value?: string[];
  onChange?: (value: string[]) => void;
}

/** Several places chosen from members' own, searched after 3 characters; a list without repeats. */
export function LocationSelect({ searchBy, label, empty, value, onChange }: Props) {
  const [options, setOptions] = useState<string[]>([]);
  const search = useDebouncedCallback((text: string) => {
    if (text.trim().length < LOCATION_SEARCH_MIN) return setOptions([]);
    void searchLocations(searchBy, text).then(setOptions, () => setOptions([]));
  }, 300);
  return (
    <Select
      mode="multiple"
      aria-label={label}
      placeholder={`${label} (type ${LOCATION_SEARCH_MIN} or more letters)`}
      value={value}
      onChange={(next: string[]) => onChange?.([...new Set(next)])}
      onSearch={search.run}
      filterOption={false}
      notFoundContent={empty}
      options={options.map((o) => ({ value: o, label: o }))}
      style={{ minWidth: 260 }}
    />
  );
}
