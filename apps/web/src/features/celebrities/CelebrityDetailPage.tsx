import { App, Button, Card, Flex, Result, Skeleton } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { CelebrityAnswer } from '@orrery/contract';
import { errorMessage } from '../../api/client';
import { DetailTabs } from '../../components/history/DetailTabs';
import { PageHeader } from '../../components/PageHeader';
import { useVersionedSave } from '../../lib/useVersionedSave';
import {
  celebrityKeys,
  saveCelebrityChart,
  useAddCelebrity,
  useCelebrity,
  useCelebrityLanguages,
  useUpdateCelebrity,
} from './api';
import { CelebrityForm } from './CelebrityForm';
import { ChartCard } from './ChartCard';
import { fromCelebrity, toCelebrityBody, type CelebrityFormValues } from './formValues';
import { PublishBar } from './PublishBar';
import { useDeleteCelebrityAction } from './useDeleteCelebrityAction';

/**
 * /celebrities/{id} and /newcelebrities/{id} (`new` adds one): the form, the image, the birth chart; a
 * save computes the chart (save-member-chart) when the saved birth data has none; 409 offers to reload.
 */
function CelebrityDetailScreen({ v2 }: { v2: boolean }) {
  const { id = '' } = useParams();
  const adding = id === 'new';
  const base = v2 ? '/newcelebrities' : '/celebrities';
  const listTitle = v2 ? 'Celebrities V2' : 'Celebrities';
  const navigate = useNavigate();
  const location = useLocation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { data: celebrity, isPending, error, refetch, dataUpdatedAt } = useCelebrity(id, !adding);
  const languages = useCelebrityLanguages();
  const confirmDelete = useDeleteCelebrityAction(() => void navigate(base));

  /** After a save: the chart of the saved birth data when it has none, then the saved record. */
  const afterSave = async ({ data }: CelebrityAnswer) => {
    if (!data.hasChart) {
      await saveCelebrityChart(data).catch((failure: unknown) => void message.error(errorMessage(failure)));
      await queryClient.invalidateQueries({ queryKey: celebrityKeys.all });
    }
    if (adding) void navigate(`${base}/${data._id}`, { replace: true });
  };
  const add = useVersionedSave(useAddCelebrity(), {
    what: 'celebrity',
    reload: () => undefined,
    onSaved: afterSave,
  });
  const update = useVersionedSave(useUpdateCelebrity(id), {
    what: 'celebrity',
    reload: refetch,
    onSaved: afterSave,
  });
  const goBack = () => void (location.key === 'default' ? navigate(base) : navigate(-1));

  if (!adding && isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (!adding && (error || !celebrity)) {
    return (
      <Result
        status="warning"
        title={errorMessage(error)}
        extra={<Link to={base}>Back to {listTitle}</Link>}
      />
    );
  }
  if (v2 && languages.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;

  const title = adding ? 'Add Celebrity' : (celebrity?.fullName ?? 'Celebrity');
  const shownLanguages = v2 ? languages.data : undefined;
  const submit = (values: CelebrityFormValues) => {
    const body = toCelebrityBody(values, shownLanguages);
    if (adding || !celebrity) add.save(body);
    else update.save({ ...body, version: celebrity.version });
  };

  const details = (
    <>
      {v2 && celebrity && <PublishBar celebrity={celebrity} languages={languages.data ?? []} />}
      <Card>
        <CelebrityForm
          key={celebrity ? `${celebrity._id}:${celebrity.version}:${dataUpdatedAt}` : 'new'}
          celebrityId={adding ? 'new' : id}
          initialValues={celebrity ? fromCelebrity(celebrity) : undefined}
          languages={shownLanguages}
          onSubmit={submit}
          footer={
            <Flex gap={8} justify="end">
              <Button onClick={goBack}>Cancel</Button>
              <Button type="primary" htmlType="submit" loading={add.isPending || update.isPending}>
                Save
              </Button>
            </Flex>
          }
        />
      </Card>
      {celebrity && <ChartCard celebrity={celebrity} />}
    </>
  );

  return (
    <>
      <PageHeader
        title={title}
        breadcrumb={[{ title: <Link to={base}>{listTitle}</Link> }, { title }]}
        extra={
          celebrity && (
            <Button danger icon={<DeleteOutlined />} onClick={() => confirmDelete(celebrity)}>
              Delete
            </Button>
          )
        }
      />
      {celebrity ? (
        <DetailTabs area="celebrity" id={celebrity._id}>
          {details}
        </DetailTabs>
      ) : (
        details
      )}
    </>
  );
}

export const CelebrityDetailPage = () => <CelebrityDetailScreen v2={false} />;
export const NewCelebrityDetailPage = () => <CelebrityDetailScreen v2 />;
