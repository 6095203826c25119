import { App, Switch, Tag } from 'antd';
import { languageMessages as m, statusIsTag, type TranslationRow } from '@orrery/contract';
import { errorMessage } from '../../api/client';
import { usePublishSwitch } from './api';

interface StatusCellProps {
  row: TranslationRow;
  languageId: string;
  english: boolean;
}

/**
 * The status rule: a text over 50 characters shows a tag (green Published, red
 * otherwise) and cannot be toggled; a shorter one has a switch (the counters follow on the reload).
 * English is always published and has no switch.
 */
export function StatusCell({ row, languageId, english }: StatusCellProps) {
  const { message } = App.useApp();
  const toggle = usePublishSwitch();
  const published = row.status === 'Published';
  if (english || statusIsTag(row.translateString) || !row.translateString)
    return <Tag color={published ? 'green' : 'red'}>{published ? 'Published' : 'unPublish'}</Tag>;
  return (
    <Switch
      size="small"
      aria-label={`Published ${row.key}`}
      checked={published}
      loading={toggle.isPending}
      checkedChildren="Published"
      unCheckedChildren="unPublish"
      onChange={(isPublished) =>
        toggle.mutate(
          { contentId: row._id, languageId, isPublished },
          {
            onSuccess: (answer) => void message.success(answer.message),
            onError: (failure) => void message.error(`${m.statusFailed}: ${errorMessage(failure)}`),
          },
        )
      }
    />
  );
}
