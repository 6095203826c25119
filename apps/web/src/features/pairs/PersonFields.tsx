import { Col, DatePicker, Form, Input, Row, Select, TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { pairMessages, type PairPersonInput } from '@orrery/contract';
import { BirthPlaceFields } from '../../components/BirthPlaceFields';
import { parseCoordinates } from '../../lib/format';
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
  /** The field path of this person: `['pairs', 0, 'userA']`. */
  path: (string | number)[];
  /** The path inside Form.List: `[0, 'userA']`. */
  listPath: (string | number)[];
  who: 'A' | 'B';
}

/** One person of a pair: name, gender, date and time of birth, place (search after 1 s) and its co-ordinates. */
export function PersonFields({ path, listPath, who }: Props) {
  const name = (field: string) => [...listPath, field];
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
      <BirthPlaceFields
        messages={{ pob: pairMessages.pob, coordinates: pairMessages.pob }}
        listPath={listPath}
        path={path}
      />
    </Row>
  );
}
