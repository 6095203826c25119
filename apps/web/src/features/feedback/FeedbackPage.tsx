import { Segmented, Table } from 'antd';
import { DEFAULT_PAGE_SIZE, feedbackKindLabels, feedbackKinds, moderationTexts } from '@orrery/contract';
import { FilterBar } from '../../components/FilterBar';
import { PageHeader } from '../../components/PageHeader';
import { SearchInput } from '../../components/SearchInput';
import { fixedPagination } from '../../lib/fixedPagination';
import { useListState } from '../../lib/useListState';
import { useFeedbackList } from './api';
import { feedbackColumns } from './feedbackColumns';
import { FEEDBACK_LIST_STORAGE_KEY, parseFeedbackListParams, toFeedbackCall } from './listParams';

const ALL = 'all';
const kindOptions = [
  { value: ALL, label: 'All' },
  ...feedbackKinds.map((kind) => ({ value: kind, label: feedbackKindLabels[kind] })),
];

/** /feedback: the members' feedback, newest first; search, kind filter, state in the URL and local storage. */
export function FeedbackPage() {
  const list = useListState({ storageKey: FEEDBACK_LIST_STORAGE_KEY, parse: parseFeedbackListParams });
  const { params } = list;
  const call = toFeedbackCall(params, DEFAULT_PAGE_SIZE);
  const feedback = useFeedbackList(call.skip, call.limit, call.query);
  return (
    <>
      <PageHeader title={moderationTexts.feedbackTitle} />
      <FilterBar onClear={list.clear} active={list.active}>
        <SearchInput
          text={params.search ?? ''}
          placeholder="Name, e-mail, subject or text"
          onSearch={(search) => list.update({ search })}
        />
        <Segmented
          aria-label="Kind"
          value={params.key ?? ALL}
          options={kindOptions}
          onChange={(value) => list.update({ key: value === ALL ? undefined : (value as typeof params.key) })}
        />
      </FilterBar>
      <Table
        rowKey="_id"
        size="small"
        bordered
        columns={feedbackColumns}
        dataSource={feedback.data?.items}
        loading={feedback.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: moderationTexts.noFeedback }}
        pagination={fixedPagination(params.pageNo, feedback.data?.total ?? 0, (pageNo) =>
          list.update({ pageNo }),
        )}
      />
    </>
  );
}
