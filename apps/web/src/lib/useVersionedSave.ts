import { App } from 'antd';
import type { UseMutationResult } from '@tanstack/react-query';
import { ApiError, errorMessage } from '../api/client';

interface VersionedSaveOptions<Body, Answer> {
  /** What is saved, for the dialog's title: "This member has changed". */
  what: string;
  /** Loads the record again (the dialog's Reload). */
  reload: () => unknown;
  /** After the success toast (the answer's message): leave the screen, go to the next record, … */
  onSaved?: (answer: Answer) => void;
  /**
   * The same save made on the version stored now (the 409 names it): given, the dialog's Keep my edits
   * saves the person's edits over the newer version; without it, Keep my edits only closes the dialog.
   */
  overwrite?: (body: Body, currentVersion: number) => Body;
}

/**
 * The save of a detail screen with a version check (ARCHITECTURE "A detail screen"): runs the
 * screen's mutation (sent `silent`, so the client shows no toast of its own), toasts the answer's
 * message, and when the server answers 409 (the record changed since it was loaded) opens the one
 * dialog: Reload (load the latest version; the edits are dropped) or Keep my edits (with `overwrite`, the
 * edits are saved over the newer version; without it, the dialog closes and the form stays).
 * Any other failure is an error toast. `isPending` drives the Save button's spinner.
 */
export function useVersionedSave<Body, Answer extends { message: string }>(
  mutation: UseMutationResult<Answer, Error, Body>,
  { what, reload, onSaved, overwrite }: VersionedSaveOptions<Body, Answer>,
) {
  const { message, modal } = App.useApp();
  const save = (body: Body): void =>
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
        const { currentVersion } = failure;
        const saveOver = overwrite && currentVersion !== undefined;
        modal.confirm({
          title: `This ${what} has changed`,
          content: saveOver
            ? `${failure.message} Keep my edits saves yours over the newer version (both stay in the audit log).`
            : failure.message,
          okText: 'Reload',
          cancelText: 'Keep my edits',
          // Escape neither drops the edits nor saves them over someone else's: the person chooses
          keyboard: !saveOver,
          onOk: () => void reload(),
          onCancel: saveOver ? () => save(overwrite(body, currentVersion)) : undefined,
        });
      },
    });
  return { save, isPending: mutation.isPending };
}
