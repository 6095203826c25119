import { useState, type ComponentType, type CSSProperties } from 'react';
import { Input } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { lazyPart, useLazyPart } from '../lib/lazyPart';

/** The one-date picker's props that the lazy field passes on. */
export interface LazyDatePickerProps {
  'aria-label': string;
  format: string;
  value: Dayjs | null | undefined;
  onChange: (date: Dayjs | null) => void;
  picker?: 'date' | 'month';
  disabled?: boolean;
  disabledDate?: (date: Dayjs) => boolean;
  allowClear?: boolean;
  placeholder?: string;
  style?: CSSProperties;
}

type PickerProps = LazyDatePickerProps & { autoFocus?: boolean; defaultOpen?: boolean };

const picker = lazyPart(
  () =>
    import('./antDatePicker').then(({ DatePicker }) => ({
      DatePicker: DatePicker as ComponentType<PickerProps>,
    })),
  'DatePicker',
);

/** How far a person has come towards the picker: looking at the field, pointing at it, or opening it. */
type Stage = 'field' | 'picker' | 'open';

/**
 * antd's DatePicker whose code (about 25 KB) loads when a person first points at or focuses the field, not
 * with the screen: until then a read-only field shows the date as the picker does, with the same label,
 * width and disabled state. A click or focus before the code is there opens the picker once it is; once the
 * code is there, the picker replaces the field at once. A disabled field stays as it is.
 */
export function LazyDatePicker(props: LazyDatePickerProps) {
  const [stage, setStage] = useState<Stage>('field');
  const ready = useLazyPart(picker, stage !== 'field');
  const { value } = props;
  const field = (
    <Input
      readOnly
      aria-label={props['aria-label']}
      value={value ? value.format(props.format) : ''}
      placeholder={props.placeholder}
      disabled={props.disabled}
      suffix={<CalendarOutlined style={{ color: 'rgba(0, 0, 0, 0.25)' }} />}
      style={props.style}
      onPointerEnter={() => !props.disabled && setStage((now) => (now === 'field' ? 'picker' : now))}
      onMouseDown={() => !props.disabled && setStage('open')}
      onFocus={() => !props.disabled && setStage('open')}
    />
  );
  if (stage === 'field' || !ready) return field;
  const opening = stage === 'open';
  return <picker.Component {...props} autoFocus={opening} defaultOpen={opening} />;
}
