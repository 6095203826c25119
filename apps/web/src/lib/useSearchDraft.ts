import { useState, type ChangeEvent } from 'react';
import { SEARCH_DELAY_MS, useDebouncedCallback } from './useDebouncedCallback';

/**
 * The text typed in a list's search box: `onSearch` gets it trimmed 1 s after typing stops, at once on
 * Enter, or on leaving the box with a search still waiting. When the list's own text changes from outside
 * (Clear filters, another tab, the back button) the box shows it. `inputProps` go on antd's Input.Search;
 * `cancel` drops a waiting search (a caller that searches at once with `draft` instead).
 */
export function useSearchDraft(text: string, onSearch: (text: string) => void) {
  const [draft, setDraft] = useState(text);
  const [shown, setShown] = useState(text);
  if (text !== shown) {
    setShown(text);
    if (draft.trim() !== text) setDraft(text);
  }
  const search = useDebouncedCallback((next: string) => onSearch(next.trim()), SEARCH_DELAY_MS);
  const inputProps = {
    'aria-label': 'Search',
    allowClear: true,
    value: draft,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setDraft(event.target.value);
      search.run(event.target.value);
    },
    onSearch: (value: string) => search.flush(value),
    onBlur: search.settle,
  };
  return { draft, cancel: search.cancel, inputProps };
}
