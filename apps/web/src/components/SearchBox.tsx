import { Input, Select, Space } from 'antd';
import type { MemberSearchField } from '@orrery/contract';
import { useSearchDraft } from '../lib/useSearchDraft';

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
  /** Called 1 s after typing stops, or at once on Enter or on leaving the box. */
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
  const { draft, cancel, inputProps } = useSearchDraft(text, (next) => onSearch(next, field));

  return (
    <Space.Compact>
      <Select<F>
        aria-label="Search by"
        value={field}
        options={fields.map((f) => ({ value: f.value, label: f.label }))}
        onChange={(next) => {
          cancel();
          onSearch(draft.trim(), next);
        }}
        style={{ width: 110 }}
      />
      <Input.Search {...inputProps} placeholder={placeholder ?? 'Search'} style={{ width: 260 }} />
    </Space.Compact>
  );
}
