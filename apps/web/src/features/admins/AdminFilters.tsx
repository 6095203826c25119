import { Select } from 'antd';
import { adminTypeLabels, adminTypes, type AdminType } from '@orrery/contract';
import { DateRangeFilter } from '../../components/DateRangeFilter';
import { SearchBox, type SearchField } from '../../components/SearchBox';
import type { AdminListParams, AdminSearchField } from './listParams';

const searchFields: readonly SearchField<AdminSearchField>[] = [
  { value: 'nickName', label: 'Name' },
  { value: 'identifier', label: 'Email' },
];

interface AdminFiltersProps {
  params: AdminListParams;
  onChange: (patch: Partial<AdminListParams>) => void;
}

/** Search (Name or Email), role, created and last-login ranges. */
export function AdminFilters({ params, onChange }: AdminFiltersProps) {
  return (
    <>
      <SearchBox
        fields={searchFields}
        field={params.searchBy}
        text={params.search ?? ''}
        onSearch={(search, searchBy) => onChange({ search, searchBy })}
      />
      <Select<AdminType>
        aria-label="User Type"
        placeholder="User Type"
        allowClear
        value={params.user_type}
        onChange={(user_type) => onChange({ user_type })}
        options={adminTypes.map((type) => ({ value: type, label: adminTypeLabels[type] }))}
        style={{ width: 140 }}
      />
      <DateRangeFilter
        aria-label="Created between"
        placeholder={['Created from', 'Created to']}
        value={{ start: params.createdStartDate, end: params.createdEndDate }}
        onChange={({ start, end }) => onChange({ createdStartDate: start, createdEndDate: end })}
      />
      <DateRangeFilter
        aria-label="Last login between"
        placeholder={['Last login from', 'Last login to']}
        value={{ start: params.loginStartDate, end: params.loginEndDate }}
        onChange={({ start, end }) => onChange({ loginStartDate: start, loginEndDate: end })}
      />
    </>
  );
}
