import { App } from 'antd';
import type { UseMutationResult } from '@tanstack/react-query';
import { ApiError, errorMessage } from '../api/client';

interface VersionedSaveOptions<Answer> {
  /** What is saved, for the dialog's title: "This member has changed". */
  what: string;
  /** Loads the record again (the dialog's Reload). */
  reload: () => unknown;
  /** After the success toast (the answer's message): leave the screen, go to the next record, … */
  onSaved?: (answer: Answer) => void;
}

/**
 * The save of a detail screen with a version check (ARCHITECTURE "A detail screen"): runs the
 * screen's mutation (sent `silent`, so the client shows no toast of its own), toasts the answer's
 * message, and when the server answers 409 (the record changed since it was loaded) opens the one
 * dialog: Reload (load the latest version; the edits are dropped) or Keep my edits (close, keep the form).
 * Any other failure is an error toast. `isPending` drives the Save button's spinner.
 */
export function useVersionedSave<Body, Answer extends { message: string }>(
  mutation: UseMutationResult<Answer, Error, Body>,
  { what, reload, onSaved }: VersionedSaveOptions<Answer>,
) {
  const { message, modal } = App.useApp();
  const save = (body: Body) =>
    mutation.mutate(body, {
      onSuccess: (answer) => {
        void message.success(answer.message);
        onSaved?.(answer);
      },
      onError: (failure) => {
        if (!(failure instanceof ApiError && failure.status === 409)) {
          void message.error(errorMessage(failure));
          return;
        }
        modal.confirm({
          title: `This ${what} has changed`,
          content: failure.message,
          okText: 'Reload',
          cancelText: 'Keep my edits',
          onOk: () => void reload(),
        });
      },
    });
  return { save, isPending: mutation.isPending };
}
