import { useState } from 'react';
import { Select } from 'antd';
import { useDebouncedCallback } from '../../lib/useDebouncedCallback';
import { useMemberSearch, type MemberOption } from './api';

interface Props {
  value?: string;
  onChange?: (id: string | undefined) => void;
  /** The chosen member (to take their gender). */
  onPick?: (member: MemberOption | undefined) => void;
}

/** A member chosen by searching the nickname (the members list's search). */
export function MemberSelect({ value, onChange, onPick }: Props) {
  const [text, setText] = useState('');
  const search = useDebouncedCallback(setText, 300).run;
  const members = useMemberSearch(text);
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: search }}
      allowClear
      value={value}
      placeholder="Search a member by nickname"
      loading={members.isFetching}
      options={members.data ?? []}
      notFoundContent={text ? 'No member found' : 'Type a nickname'}
      onChange={(id: string | undefined) => {
        onChange?.(id);
        onPick?.(members.data?.find((m) => m.value === id));
      }}
      aria-label="Member"
    />
  );
}
