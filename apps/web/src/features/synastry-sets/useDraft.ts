import { useState } from 'react';
import { App } from 'antd';
import type { SynastrySet } from '@orrery/contract';
import { leaveTexts } from '../../lib/leaveTexts';
import { useLeaveGuard } from '../../lib/useLeaveGuard';
import { draftOf, type Draft } from './draft';

/**
 * The edits of the set shown: dropped when another set or another version of it is loaded (after a
 * save, or Reload after a 409). While there are edits, leaving the screen asks first, and so does
 * `confirmDrop` (choosing another set).
 */
export function useDraft(set: SynastrySet | undefined) {
  const { modal } = App.useApp();
  const [edits, setEdits] = useState<{ key: string; draft: Draft }>();
  const loadedKey = set ? `${set._id}:${set.version}` : '';
  const dirty = !!loadedKey && edits?.key === loadedKey;
  const draft = dirty ? edits.draft : set && draftOf(set);
  useLeaveGuard(dirty);

  const confirmDrop = (then: () => void) =>
    dirty
      ? void modal.confirm({
          title: leaveTexts.title,
          content: leaveTexts.content,
          okText: leaveTexts.ok,
          okButtonProps: { danger: true },
          cancelText: leaveTexts.cancel,
          onOk: then,
        })
      : then();

  return { draft, edit: (next: Draft) => setEdits({ key: loadedKey, draft: next }), confirmDrop };
}
