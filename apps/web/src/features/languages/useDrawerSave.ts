import { App } from 'antd';
import type { UseMutationResult } from '@tanstack/react-query';
import { useVersionedSave } from '../../lib/useVersionedSave';

interface Saved {
  message: string;
}

interface DrawerSaveOptions<Body> {
  add: UseMutationResult<Saved, Error, Body>;
  update: UseMutationResult<Saved, Error, Body & { id: string; version: number }>;
  /** What is saved, for the 409 dialog ("This language has changed"). */
  what: string;
  onClose: () => void;
  onReload: () => void;
}

/**
 * The save of an Add/Edit drawer: a new record is added (toast, close); an edited one is saved over
 * the version it was loaded with, through the versioned save (toast and close, or the 409 dialog).
 */
export function useDrawerSave<Body>({ add, update, what, onClose, onReload }: DrawerSaveOptions<Body>) {
  const { message } = App.useApp();
  const versioned = useVersionedSave(update, { what, reload: onReload, onSaved: onClose });
  const save = (body: Body, edited?: { _id: string; version: number }) => {
    if (edited) versioned.save({ ...body, id: edited._id, version: edited.version });
    else
      add.mutate(body, {
        onSuccess: (answer) => {
          void message.success(answer.message);
          onClose();
        },
      });
  };
  return { save, busy: add.isPending || versioned.isPending };
}
