import { useState } from 'react';
import { Select, Spin } from 'antd';
import { LOCATION_SEARCH_MIN, pushMessages as m } from '@orrery/contract';
import { useDebouncedCallback } from '../../../lib/useDebouncedCallback';
import { searchLocations } from './api';

interface Props {
  searchBy: 'city' | 'region' | 'country';
  label: string;
  empty: string;
  value?: string[];
  onChange?: (value: string[]) => void;
}

/** What the list says while nothing is shown: too short a search, a search under way, none found, a failure. */
type Search = 'short' | 'loading' | 'done' | 'failed';

/** Several places chosen from members' own, searched after 3 characters; a list without repeats. */
export function LocationSelect({ searchBy, label, empty, value, onChange }: Props) {
  const [options, setOptions] = useState<string[]>([]);
  const [state, setState] = useState<Search>('short');
  const search = useDebouncedCallback((text: string) => {
    setState('loading');
    void searchLocations(searchBy, text).then(
      (found) => {
        setOptions(found);
        setState('done');
      },
      () => {
        setOptions([]);
        setState('failed');
      },
    );
  }, 300);
  const shown = {
    short: m.typeMore,
    loading: <Spin size="small" />,
    done: empty,
    failed: m.placesFailed,
  }[state];
  return (
    <Select
      mode="multiple"
      aria-label={label}
      placeholder={`${label} (type ${LOCATION_SEARCH_MIN} or more letters)`}
      value={value}
      onChange={(next: string[]) => onChange?.([...new Set(next)])}
      onSearch={(text) => {
        // a longer text is searched after the pause; a short one says so at once, no search left waiting
        if (text.trim().length >= LOCATION_SEARCH_MIN) return search.run(text);
        search.cancel();
        setOptions([]);
        setState('short');
      }}
      filterOption={false}
      notFoundContent={shown}
      options={options.map((o) => ({ value: o, label: o }))}
      style={{ minWidth: 260 }}
    />
  );
}
