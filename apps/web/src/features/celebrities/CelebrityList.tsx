import { App, Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { Celebrity, CelebrityStatus } from '@orrery/contract';
import { errorMessage } from '../../api/client';
import { FilterBar } from '../../components/FilterBar';
import { FittingTable } from '../../components/FittingTable';
import { PageHeader } from '../../components/PageHeader';
import { useList } from '../../lib/list/useList';
import { useCelebrityStatus } from './api';
import { celebrityColumns } from './celebrityColumns';
import { CelebrityFilters } from './CelebrityFilters';
import { celebritiesList, newCelebritiesList } from './list';
import { useDeleteCelebrityAction } from './useDeleteCelebrityAction';

/** The Celebrities list (V1) or Celebrities V2 (with the publish status); filters live in the address. */
function CelebrityList({ v2 }: { v2: boolean }) {
  const { params, update, clear, active, table, locale } = useList(v2 ? newCelebritiesList : celebritiesList);
  const navigate = useNavigate();
  const confirmDelete = useDeleteCelebrityAction();
  const { message } = App.useApp();
  const setStatus = useCelebrityStatus();
  const changeStatus = (celebrity: Celebrity, status: CelebrityStatus) =>
    setStatus.mutate(
      { id: celebrity._id, status },
      {
        onSuccess: (answer) => void message.success(answer.message),
        onError: (error) => void message.error(errorMessage(error)),
      },
    );
  const base = v2 ? '/newcelebrities' : '/celebrities';

  return (
    <>
      <PageHeader
        title={v2 ? 'Celebrities V2' : 'Celebrities'}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(`${base}/new`)}>
            Add Celebrities
          </Button>
        }
      />
      <FilterBar onClear={clear} active={active}>
        <CelebrityFilters params={params} onChange={update} v2={v2} />
      </FilterBar>
      <FittingTable
        {...table}
        columns={celebrityColumns(params, { base, v2, onDelete: confirmDelete, onStatus: changeStatus })}
        locale={locale(active ? 'No celebrities match these filters' : 'No celebrities yet')}
      />
    </>
  );
}

export const CelebritiesPage = () => <CelebrityList v2={false} />;
export const NewCelebritiesPage = () => <CelebrityList v2 />;
