import { App } from 'antd';
import type { Celebrity } from '@orrery/contract';
import { useDeleteCelebrity } from './api';

/** Delete after a confirmation dialog (the server sets active false and adds the role blocked). */
export function useDeleteCelebrityAction(onDeleted?: () => void) {
  const { message, modal } = App.useApp();
  const remove = useDeleteCelebrity();

  return (celebrity: Pick<Celebrity, '_id' | 'fullName'>) =>
    modal.confirm({
      title: 'Delete this celebrity?',
      content: `${celebrity.fullName} will no longer be listed or shown in the app.`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () =>
        remove.mutateAsync(celebrity._id).then(
          (answer) => {
            void message.success(answer.message);
            onDeleted?.();
          },
          () => undefined,
        ),
    });
}
