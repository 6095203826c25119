import { Modal, Typography } from 'antd';
import { deletedTexts } from '@orrery/contract';

export type TextKind = 'reason' | 'suggestion' | 'comment';

/** What a row action opens: the kind of text and the text itself (null when the member left none). */
export interface ShownText {
  kind: TextKind;
  text: string | null;
}

const titles: Record<TextKind, string> = {
  reason: 'Reason',
  suggestion: 'User Suggestion',
  comment: 'User Comment',
};
const emptyTexts: Record<TextKind, string> = {
  reason: deletedTexts.noReason,
  suggestion: deletedTexts.noSuggestion,
  comment: deletedTexts.noComment,
};

/** `met_someone` → `Met someone`: the departure reasons read as words. */
export function reasonLabel(reason: string): string {
  const words = reason.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The modal of a deletion's reason, suggestion or comment, with a fixed text when there is none. */
export function TextModal({ shown, onClose }: { shown: ShownText | null; onClose: () => void }) {
  const text = shown?.text?.trim();
  return (
    <Modal
      open={!!shown}
      title={shown ? titles[shown.kind] : ''}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {shown && (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
          {text ? (shown.kind === 'reason' ? reasonLabel(text) : text) : emptyTexts[shown.kind]}
        </Typography.Paragraph>
      )}
    </Modal>
  );
}
