import { useState } from 'react';
import { Input } from 'antd';
import { SEARCH_DELAY_MS, useDebouncedCallback } from '../lib/useDebouncedCallback';

interface SearchInputProps {
  text: string;
  placeholder: string;
  /** Called 1 s after typing stops, or at once on Enter or on leaving the box. */
  onSearch: (text: string) => void;
}

/** One search input without a field selector (the server searches every field of the list); 1 s delay. */
export function SearchInput({ text, placeholder, onSearch }: SearchInputProps) {
  const [draft, setDraft] = useState(text);
  const [shown, setShown] = useState(text);
  // the list's state changed from outside (Clear filters, another tab, back button): show it
  if (text !== shown) {
    setShown(text);
    if (draft.trim() !== text) setDraft(text);
  }
  const search = useDebouncedCallback((next: string) => onSearch(next.trim()), SEARCH_DELAY_MS);
  return (
    <Input.Search
      aria-label="Search"
      allowClear
      placeholder={placeholder}
      value={draft}
      onChange={(event) => {
        setDraft(event.target.value);
        search.run(event.target.value);
      }}
      onSearch={(value) => search.flush(value)}
      onBlur={search.settle}
      style={{ width: 300 }}
    />
  );
}
