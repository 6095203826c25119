import { Segmented } from 'antd';
import { feedbackKindLabels, feedbackKinds, moderationTexts } from '@orrery/contract';
import { FittingTable } from '../../components/FittingTable';
import { FilterBar } from '../../components/FilterBar';
import { PageHeader } from '../../components/PageHeader';
import { SearchInput } from '../../components/SearchInput';
import { useList } from '../../lib/list/useList';
import { feedbackColumns } from './feedbackColumns';
import { feedbackList } from './list';

const ALL = 'all';
const kindOptions = [
  { value: ALL, label: 'All' },
  ...feedbackKinds.map((kind) => ({ value: kind, label: feedbackKindLabels[kind] })),
];

/** /feedback: the members' feedback, newest first; search, kind filter, state in the URL and local storage. */
export function FeedbackPage() {
  const list = useList(feedbackList);
  const { params } = list;
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
      <FittingTable
        {...list.table}
        size="small"
        bordered
        columns={feedbackColumns}
        locale={list.locale(moderationTexts.noFeedback)}
      />
    </>
  );
}
