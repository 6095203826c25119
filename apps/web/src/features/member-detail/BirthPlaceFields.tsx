import { Col, Form, Input } from 'antd';
import { BirthPlaceFacts } from '../../components/BirthPlaceFacts';
import { PlaceSearch } from '../../components/PlaceSearch';
import { formatCoordinates, parseCoordinates } from '../../lib/format';
import { parseDob } from '../../lib/memberFormat';
import { half } from './fields';

/** Place of birth through the place search, filling the birth co-ordinates as `lat lng` (still editable). */
export function BirthPlaceFields() {
  const form = Form.useFormInstance();
  const coordinates = Form.useWatch<string | undefined>('birthCoordinates', form);
  const dob = Form.useWatch<string | undefined>('dob', form);
  const tob = Form.useWatch<string | undefined>('tob', form);
  return (
    <>
      <Col {...half}>
        <Form.Item
          label="Place of birth"
          name="pob"
          extra={<BirthPlaceFacts coordinates={coordinates} dob={dob ? parseDob(dob) : null} tob={tob} />}
        >
          <PlaceSearch
            onPlace={(place) =>
              form.setFieldsValue({
                pob: place.description,
                birthCoordinates: formatCoordinates(place.lat, place.lng),
              })
            }
          />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          label="Birth co-ordinates"
          name="birthCoordinates"
          rules={[
            {
              validator: (_, value: string | undefined) =>
                !value || parseCoordinates(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error('Please enter the co-ordinates as "lat lng".')),
            },
          ]}
        >
          <Input placeholder="lat lng" />
        </Form.Item>
      </Col>
    </>
  );
}
