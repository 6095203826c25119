import { useState } from 'react';
import { Input, Select, Space } from 'antd';
import type { MemberSearchField } from '@orrery/contract';
import { SEARCH_DELAY_MS, useDebouncedCallback } from '../lib/useDebouncedCallback';

export interface SearchField<F extends string> {
  value: F;
  label: string;
}

/** The member lists' search fields (members, incomplete profiles). */
export const memberSearchOptions: readonly SearchField<MemberSearchField>[] = [
  { value: 'nickName', label: 'Nickname' },
  { value: 'identifier', label: 'Email' },
  { value: '_id', label: 'Id' },
];

interface SearchBoxProps<F extends string> {
  fields: readonly SearchField<F>[];
  field: F;
  text: string;
  /** Called 1 s after typing stops, or at once on Enter. */
  onSearch: (text: string, field: F) => void;
  placeholder?: string;
}

/** A field selector and a search input that searches after a 1 second pause. */
export function SearchBox<F extends string>({
  fields,
  field,
  text,
  onSearch,
  placeholder,
}: SearchBoxProps<F>) {
  const [draft, setDraft] = useState(text);
  const [shown, setShown] = useState(text);
  // The list's state changed from outside (Clear filters, back button): show it.
  if (text !== shown) {
    setShown(text);
    if (draft.trim() !== text) setDraft(text);
  }
  const search = useDebouncedCallback((next: string) => onSearch(next.trim(), field), SEARCH_DELAY_MS);

  return (
    <Space.Compact>
      <Select<F>
        aria-label="Search by"
        value={field}
        options={fields.map((f) => ({ value: f.value, label: f.label }))}
        onChange={(next) => {
          search.cancel();
          onSearch(draft.trim(), next);
        }}
        style={{ width: 110 }}
      />
      <Input.Search
        aria-label="Search"
        allowClear
        placeholder={placeholder ?? 'Search'}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          search.run(event.target.value);
        }}
        onSearch={(value) => search.flush(value)}
        onBlur={search.settle}
        style={{ width: 260 }}
      />
    </Space.Compact>
  );
}
