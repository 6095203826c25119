import { useState } from 'react';
import { AutoComplete } from 'antd';
import { LOCATION_SEARCH_MIN, type LocationUpdateFor } from '@orrery/contract';
import { SEARCH_DELAY_MS, useDebouncedCallback } from '../../lib/useDebouncedCallback';
import { searchPlaceNames } from './api';

interface KeyInputProps {
  value?: string;
  onChange?: (value: string) => void;
  /** What the location stands for: a locality or city gets town names, a region or country theirs. */
  updateFor: LocationUpdateFor;
  disabled?: boolean;
  id?: string;
}

const searchKind = (updateFor: LocationUpdateFor) =>
  updateFor === 'region' || updateFor === 'country' ? updateFor : 'city';

/** The key: free text, with place names from the gazetteer suggested 1 s after typing 3 letters or more. */
export function KeyInput({ value, onChange, updateFor, disabled, id }: KeyInputProps) {
  const [options, setOptions] = useState<string[]>([]);
  const search = useDebouncedCallback((text: string) => {
    if (text.trim().length < LOCATION_SEARCH_MIN) return setOptions([]);
    void searchPlaceNames(searchKind(updateFor), text.trim()).then(setOptions, () => setOptions([]));
  }, SEARCH_DELAY_MS);
  return (
    <AutoComplete
      id={id}
      value={value}
      disabled={disabled}
      onChange={(next: string) => onChange?.(next)}
      onSearch={search.run}
      options={[...new Set(options.map((name) => name.toLowerCase()))].map((name) => ({ value: name }))}
      placeholder={`Type ${LOCATION_SEARCH_MIN} or more letters for suggestions`}
    />
  );
}
