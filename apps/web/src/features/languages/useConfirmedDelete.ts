import { App } from 'antd';
import type { UseMutationResult } from '@tanstack/react-query';
import type { Done } from '@orrery/contract';
import { ApiError } from '../../api/client';

interface DeleteTexts {
  /** The question: Are you sure to delete Language? */
  confirm: string;
  /** The toast when the server refuses: Failed to delete Languages. */
  failed: string;
  /** The toast when the call fails without an answer: An error occurred while deleting Languages. */
  error: string;
}

/** A delete behind a Yes/No confirmation; a toast with the answer, or one for a refusal or a failed call. */
export function useConfirmedDelete(mutation: UseMutationResult<Done, Error, string>, texts: DeleteTexts) {
  const { message, modal } = App.useApp();
  return (id: string) =>
    modal.confirm({
      title: texts.confirm,
      okText: 'Yes',
      cancelText: 'No',
      okButtonProps: { danger: true },
      onOk: () =>
        mutation.mutateAsync(id).then(
          (answer) => void message.success(answer.message),
          (failure: unknown) =>
            void message.error(
              failure instanceof ApiError && failure.status > 0
                ? `${texts.failed}: ${failure.message}`
                : texts.error,
            ),
        ),
    });
}
