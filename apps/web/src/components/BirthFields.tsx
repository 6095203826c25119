import { Col, DatePicker, Form, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { BirthPlaceFields } from './BirthPlaceFields';
import { DATE_FORMAT } from '../lib/format';

interface BirthFieldsProps {
  /** The form's messages for each required field. */
  messages: { dob: string; tob: string; pob: string; coordinates: string };
  /** The latest birth date allowed (today when not given); the calendar opens there. */
  latestDob?: () => Dayjs;
  /** An example of the co-ordinates, shown under the field. */
  example: string;
}

const half = { xs: 24, md: 12 };

/**
 * Date, time and place of birth, all required, in two columns: the place search fills `pob` and
 * `coordinates` (`lat lng`, still editable). For the admin and celebrity forms.
 */
export function BirthFields({ messages: m, latestDob, example }: BirthFieldsProps) {
  const latest = latestDob ?? (() => dayjs().endOf('day'));
  return (
    <>
      <Col {...half}>
        <Form.Item label="Date of birth" name="dob" rules={[{ required: true, message: m.dob }]}>
          <DatePicker
            format={DATE_FORMAT}
            style={{ width: '100%' }}
            disabledDate={(date: Dayjs) => date.isAfter(latest())}
            defaultPickerValue={latestDob?.()}
          />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item label="Time of birth" name="tob" rules={[{ required: true, message: m.tob }]}>
          <TimePicker format="HH:mm" style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <BirthPlaceFields messages={m} example={example} />
    </>
  );
}
