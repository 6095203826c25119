import { Col, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { BirthPlaceFacts } from './BirthPlaceFacts';
import { PlaceSearch } from './PlaceSearch';
import { coordinatesRule } from '../lib/coordinatesRule';
import { formatCoordinates } from '../lib/format';

type FieldPath = (string | number)[];

interface BirthPlaceFieldsProps {
  /** The messages of a missing place and of co-ordinates that are not `lat lng`. */
  messages: { pob: string; coordinates: string };
  /** The fields' names inside a Form.List row (`[0, 'userA']`); none at the form's top. */
  listPath?: FieldPath;
  /** The same fields' full path in the form (`['pairs', 0, 'userA']`); `listPath` outside a Form.List. */
  path?: FieldPath;
  /** An example of the co-ordinates, shown under the field. */
  example?: string;
}

/**
 * Place of birth and its co-ordinates, side by side: the place search (after 1 s) fills both, the
 * co-ordinates stay editable, and BirthPlaceFacts tells under the place where the co-ordinates lie, at the
 * birth's date and time (the `dob` and `tob` fields beside these).
 */
export function BirthPlaceFields({
  messages: m,
  listPath = [],
  path = listPath,
  example,
}: BirthPlaceFieldsProps) {
  const form = Form.useFormInstance();
  const coordinates = Form.useWatch<string | undefined>([...path, 'coordinates'], form);
  const dob = Form.useWatch<Dayjs | undefined>([...path, 'dob'], form);
  const tob = Form.useWatch<Dayjs | undefined>([...path, 'tob'], form);
  return (
    <>
      <Col xs={24} md={12}>
        <Form.Item
          label="Place of birth"
          name={[...listPath, 'pob']}
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
          name={[...listPath, 'coordinates']}
          required
          extra={example ? `Latitude and longitude, e.g. ${example}` : undefined}
          rules={[coordinatesRule(m.coordinates)]}
        >
          <Input placeholder="lat lng" />
        </Form.Item>
      </Col>
    </>
  );
}
