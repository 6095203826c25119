import type { CSSProperties } from 'react';
import { Button, Flex } from 'antd';

interface FormActionsProps {
  /** The submit button's text ("Save", "Add member"); none: no submit (a read-only form). */
  submit?: string;
  busy?: boolean;
  /** Cancel's action; none: no Cancel. */
  onCancel?: () => void;
  style?: CSSProperties;
}

/** A form's buttons at its end: Cancel, then the primary submit, right-aligned. */
export function FormActions({ submit, busy = false, onCancel, style }: FormActionsProps) {
  return (
    <Flex gap={8} justify="end" style={style}>
      {onCancel && <Button onClick={onCancel}>Cancel</Button>}
      {submit && (
        <Button type="primary" htmlType="submit" loading={busy}>
          {submit}
        </Button>
      )}
    </Flex>
  );
}
