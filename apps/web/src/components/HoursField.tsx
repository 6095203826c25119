import { Form } from 'antd';
import { REMINDER_HOURS, reminderValueProblem, type ReminderSettingKey } from '@orrery/contract';
import { NumberInput } from './NumberInput';

const HOURS = { min: REMINDER_HOURS.min, max: REMINDER_HOURS.max, whole: true } as const;

interface Props {
  name: ReminderSettingKey;
  label: string;
  /** The box's bounds (hours by default; the frequency cap passes its own). */
  limits?: { min: number; max: number; whole: true };
  extra?: string;
}

/**
 * A reminder's whole-number setting (a reset time in hours, the frequency cap), checked by the server's own
 * rule (contract `reminderValueProblem`): "abc", "1.5" or an empty box is shown as invalid and blocks Save,
 * never replaced by the old value.
 */
export function HoursField({ name, label, limits = HOURS, extra }: Props) {
  return (
    <Form.Item
      name={name}
      label={label}
      extra={extra}
      rules={[
        {
          validator: async (_, value: unknown) => {
            const problem = reminderValueProblem(name, value);
            if (problem) throw new Error(problem);
          },
        },
      ]}
    >
      <NumberInput limits={limits} inputMode="numeric" style={{ width: 200 }} />
    </Form.Item>
  );
}
