import { Input } from 'antd';
import { useSearchDraft } from '../lib/useSearchDraft';

interface SearchInputProps {
  text: string;
  placeholder: string;
  /** Called 1 s after typing stops, or at once on Enter or on leaving the box. */
  onSearch: (text: string) => void;
}

/** One search input without a field selector (the server searches every field of the list); 1 s delay. */
export function SearchInput({ text, placeholder, onSearch }: SearchInputProps) {
  const { inputProps } = useSearchDraft(text, onSearch);
  return <Input.Search {...inputProps} placeholder={placeholder} style={{ width: 300 }} />;
}
