import { Form } from 'antd';
import { reminderValueProblem, type ReminderSettingKey } from '@orrery/contract';
import { NumberInput } from './NumberInput';

const HOURS = { min: 1, max: 8760, whole: true };

/**
 * A reminder's reset time in hours, checked by the server's own rule (contract `reminderValueProblem`):
 * "abc", "1.5" or an empty box is shown as invalid and blocks Save, never replaced by the old value.
 */
export function HoursField({ name, label }: { name: ReminderSettingKey; label: string }) {
  return (
    <Form.Item
      name={name}
      label={label}
      rules={[
        {
          validator: async (_, value: unknown) => {
            const problem = reminderValueProblem(name, value);
            if (problem) throw new Error(problem);
          },
        },
      ]}
    >
      <NumberInput limits={HOURS} inputMode="numeric" style={{ width: 200 }} />
    </Form.Item>
  );
}
