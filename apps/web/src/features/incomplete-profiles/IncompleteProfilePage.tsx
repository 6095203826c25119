import { FilterBar } from '../../components/FilterBar';
import { FittingTable } from '../../components/FittingTable';
import { PageHeader } from '../../components/PageHeader';
import { memberSearchOptions, SearchBox } from '../../components/SearchBox';
import { useList } from '../../lib/list/useList';
import { searchProps } from '../../lib/list/useListState';
import { incompleteColumns } from './incompleteColumns';
import { incompleteList } from './list';

/** /incomplete-profile: members who stopped before the last registration step. */
export function IncompleteProfilePage() {
  const { params, update, clear, active, table, locale } = useList(incompleteList);

  return (
    <>
      <PageHeader title="Incomplete Profile" />
      <FilterBar onClear={clear} active={active}>
        <SearchBox fields={memberSearchOptions} {...searchProps({ params, update })} />
      </FilterBar>
      <FittingTable
        {...table}
        size="small"
        bordered
        columns={incompleteColumns(params, update)}
        locale={locale(active ? 'No incomplete profiles match these filters' : 'No incomplete profiles')}
      />
    </>
  );
}
