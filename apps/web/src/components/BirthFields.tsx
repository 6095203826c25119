import { Col, DatePicker, Form, Input, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { BirthPlaceFacts } from './BirthPlaceFacts';
import { PlaceSearch } from './PlaceSearch';
import { coordinatesRule } from '../lib/coordinatesRule';
import { DATE_FORMAT, formatCoordinates } from '../lib/format';

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
  const form = Form.useFormInstance();
  const latest = latestDob ?? (() => dayjs().endOf('day'));
  const coordinates = Form.useWatch<string | undefined>('coordinates', form);
  const dob = Form.useWatch<Dayjs | undefined>('dob', form);
  const tob = Form.useWatch<Dayjs | undefined>('tob', form);
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
      <Col {...half}>
        <Form.Item
          label="Place of birth"
          name="pob"
          rules={[{ required: true, whitespace: true, message: m.pob }]}
          extra={
            <BirthPlaceFacts
              coordinates={coordinates}
              dob={dob?.format('YYYY-MM-DD')}
              tob={tob?.format('HH:mm')}
            />
          }
        >
          <PlaceSearch
            onPlace={(place) =>
              form.setFieldsValue({
                pob: place.description,
                coordinates: formatCoordinates(place.lat, place.lng),
              })
            }
          />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          label="Co-ordinates"
          name="coordinates"
          required
          extra={`Latitude and longitude, e.g. ${example}`}
          rules={[coordinatesRule(m.coordinates)]}
        >
          <Input placeholder="lat lng" />
        </Form.Item>
      </Col>
    </>
  );
}
