import { Col, DatePicker, Form, Input, Row, Select, TimePicker, type FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import { pairMessages, type PairPersonInput } from '@orrery/contract';
import { BirthPlaceFacts } from '../../components/BirthPlaceFacts';
import { PlaceSearch } from '../../components/PlaceSearch';
import { coordinatesRule } from '../../lib/coordinatesRule';
import { formatCoordinates, parseCoordinates } from '../../lib/format';
import { genderLabels } from './format';

export interface PersonValues {
  name: string;
  gender: 'm' | 'f' | 'o';
  dob: Dayjs;
  tob: Dayjs;
  pob: string;
  coordinates: string;
}

export const toPersonInput = (v: PersonValues): PairPersonInput => ({
  name: v.name.trim(),
  gender: v.gender,
  dob: v.dob.format('YYYY-MM-DD'),
  tob: v.tob.format('HH:mm'),
  pob: v.pob,
  geoCordinate: parseCoordinates(v.coordinates) ?? { lat: 0, lng: 0 },
});

const genderOptions = (['m', 'f', 'o'] as const).map((value) => ({ value, label: genderLabels[value] }));

interface Props {
  form: FormInstance;
  /** The field path of this person: `['pairs', 0, 'userA']`. */
  path: (string | number)[];
  /** The path inside Form.List: `[0, 'userA']`. */
  listPath: (string | number)[];
  who: 'A' | 'B';
}

/** One person of a pair: name, gender, date and time of birth, place (search after 1 s) and its co-ordinates. */
export function PersonFields({ form, path, listPath, who }: Props) {
  const name = (field: string) => [...listPath, field];
  const coordinates = Form.useWatch<string | undefined>([...path, 'coordinates'], form);
  const dob = Form.useWatch<Dayjs | undefined>([...path, 'dob'], form);
  const tob = Form.useWatch<Dayjs | undefined>([...path, 'tob'], form);
  return (
    <Row gutter={12}>
      <Col xs={24} md={8}>
        <Form.Item
          label={`Person ${who} name`}
          name={name('name')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: who === 'A' ? pairMessages.nameA : pairMessages.nameB,
            },
          ]}
        >
          <Input maxLength={100} />
        </Form.Item>
      </Col>
      <Col xs={12} md={4}>
        <Form.Item
          label="Gender"
          name={name('gender')}
          rules={[{ required: true, message: pairMessages.gender }]}
        >
          <Select options={genderOptions} />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item
          label="Date of birth"
          name={name('dob')}
          rules={[{ required: true, message: pairMessages.dob }]}
        >
          <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item
          label="Time of birth"
          name={name('tob')}
          rules={[{ required: true, message: pairMessages.tob }]}
        >
          <TimePicker format="HH:mm" style={{ width: '100%' }} needConfirm={false} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          label="Place of birth"
          name={name('pob')}
          rules={[{ required: true, whitespace: true, message: pairMessages.pob }]}
          extra={
            <BirthPlaceFacts
              coordinates={coordinates}
              dob={dob?.format('YYYY-MM-DD')}
              tob={tob?.format('HH:mm')}
            />
          }
        >
          <PlaceSearch
            onPlace={(place) => {
              form.setFieldValue([...path, 'pob'], place.description);
              form.setFieldValue([...path, 'coordinates'], formatCoordinates(place.lat, place.lng));
            }}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          label="Co-ordinates"
          name={name('coordinates')}
          rules={[coordinatesRule(pairMessages.pob)]}
        >
          <Input placeholder="lat lng" />
        </Form.Item>
      </Col>
    </Row>
  );
}
