import type { ReactNode } from 'react';
import { Col, Divider, Form, Input, InputNumber, Row, Select } from 'antd';
import {
  celebrityFormMessages as m,
  celebrityRegionLabels,
  celebrityRegions,
  celebrityTypeLabels,
  celebrityTypes,
  genderLabels,
  genders,
  jungianTypes,
  roddenRatings,
  type CelebrityLanguage,
} from '@orrery/contract';
import { BirthFields } from '../../components/BirthFields';
import { CelebrityImageField } from './CelebrityImageField';
import { hasUploadedImage, type CelebrityFormValues, type ImageFile } from './formValues';

interface CelebrityFormProps {
  celebrityId: string;
  initialValues?: Partial<CelebrityFormValues>;
  /** V2: the introductions per language. */
  languages?: CelebrityLanguage[];
  onSubmit: (values: CelebrityFormValues) => void;
  footer: ReactNode;
}

const half = { xs: 24, md: 12 };
const third = { xs: 24, md: 8 };
const options = <V extends string>(values: readonly V[], label: (v: V) => string = (v) => v) =>
  values.map((value) => ({ value, label: label(value) }));

/** The celebrity form: User Profile, Birth Details, Image (and V2's introductions). */
export function CelebrityForm({
  celebrityId,
  initialValues,
  languages,
  onSubmit,
  footer,
}: CelebrityFormProps) {
  const [form] = Form.useForm<CelebrityFormValues>();

  return (
    <Form<CelebrityFormValues>
      form={form}
      name="celebrity"
      layout="vertical"
      initialValues={{ celebrity_type: 'hollywood', image: [], ...initialValues }}
      onFinish={onSubmit}
      scrollToFirstError
    >
      <Divider titlePlacement="start">User Profile</Divider>
      <Row gutter={24}>
        <Col {...half}>
          <Form.Item
            label="Full Name"
            name="fullName"
            rules={[{ required: true, whitespace: true, message: m.fullName }, { max: 100 }]}
          >
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item label="Gender" name="gender" rules={[{ required: true, message: m.gender }]}>
            <Select options={options(genders, (g) => genderLabels[g])} />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item label="Celebrity type" name="celebrity_type" rules={[{ required: true }]}>
            <Select options={options(celebrityTypes, (t) => celebrityTypeLabels[t])} />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item
            label="Cultural region"
            name="celebrityRegion"
            rules={[{ required: true, message: m.region }]}
          >
            <Select virtual={false} options={options(celebrityRegions, (r) => celebrityRegionLabels[r])} />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item label="Height (cm)" name="heightCm" rules={[{ required: true, message: m.height }]}>
            <InputNumber min={50} max={280} step={0.01} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item
            label="Profession"
            name="profession"
            rules={[{ required: true, whitespace: true, message: m.profession }, { max: 200 }]}
          >
            <Input />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item label="Rodden" name="rodden" rules={[{ required: true, message: m.rodden }]}>
            <Select options={options(roddenRatings)} />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item
            label="Jungian type"
            name="jungian_type"
            rules={[{ required: true, message: m.jungianType }]}
          >
            <Select showSearch virtual={false} options={options(jungianTypes)} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            label="Short intro"
            name="publicProfileText"
            rules={[{ required: true, whitespace: true, message: m.shortIntro }, { max: 2000 }]}
          >
            <Input.TextArea rows={3} maxLength={2000} showCount />
          </Form.Item>
        </Col>
      </Row>

      <Divider titlePlacement="start">Birth Details</Divider>
      <Row gutter={24}>
        <BirthFields messages={m} example="19.0760 72.8777" />
        <Col span={24}>
          <Form.Item
            label="Credit"
            name="credit"
            rules={[{ required: true, whitespace: true, message: m.credit }, { max: 200 }]}
          >
            <Input placeholder="Where the birth data comes from" />
          </Form.Item>
        </Col>
      </Row>

      <Divider titlePlacement="start">Image</Divider>
      <Row gutter={24}>
        <Col {...half}>
          <Form.Item
            label="Image"
            name="image"
            required
            valuePropName="fileList"
            getValueFromEvent={(event: { fileList: ImageFile[] }) => event.fileList}
            rules={[
              {
                validator: (_, files: ImageFile[]) =>
                  hasUploadedImage(files) ? Promise.resolve() : Promise.reject(new Error(m.image)),
              },
            ]}
          >
            <CelebrityImageField celebrityId={celebrityId} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item label="Image credit" name="imageCredit" rules={[{ max: 200 }]}>
            <Input />
          </Form.Item>
        </Col>
      </Row>

      {languages && (
        <>
          <Divider titlePlacement="start">Introductions</Divider>
          {languages.map((l) => (
            <Row gutter={24} key={l.mobileKey}>
              <Col {...half}>
                <Form.Item
                  label={`Short intro (${l.language})`}
                  name={['introductions', l.mobileKey, 'short_intro']}
                >
                  <Input.TextArea rows={2} maxLength={2000} showCount />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item
                  label={`Profession (${l.language})`}
                  name={['introductions', l.mobileKey, 'profession']}
                >
                  <Input maxLength={200} />
                </Form.Item>
              </Col>
            </Row>
          ))}
        </>
      )}
      {footer}
    </Form>
  );
}
