import { Button, Card, Col, Form, Input, InputNumber, Row, Typography } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import { memberFormMessages as m, type Member } from '@orrery/contract';
import { ageInYearsAndMonths, feetAndInches, parseDob } from '../../lib/memberFormat';
import { Choice, half, WithVisibility } from './fields';
import { memberOptions } from './options';

interface ProfilePanelProps {
  member: Member;
  onOpenPhotos: () => void;
}

/** Panel 1, User Profile: photos, identity, body and habits. */
export function ProfilePanel({ member, onOpenPhotos }: ProfilePanelProps) {
  const form = Form.useFormInstance();
  const dob = Form.useWatch<string | undefined>('dob', form);
  const heightCm = Form.useWatch<number | null | undefined>('heightCm', form);
  const photos = member.profiles.flatMap((p) => p.mediaItems);
  const parsedDob = dob ? parseDob(dob) : null;

  return (
    <Card title="User Profile" size="small">
      <Button icon={<PictureOutlined />} onClick={onOpenPhotos} style={{ marginBottom: 16 }}>
        Photos ({photos.length}/6)
      </Button>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item
            label="Nickname"
            name="nickName"
            rules={[{ required: true, whitespace: true, message: m.nickName }, { max: 100 }]}
          >
            <Input />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item label="Full name" name="fullName" rules={[{ max: 200 }]}>
            <Input />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            label="Email"
            name="identifier"
            rules={[
              { required: true, whitespace: true, message: m.email },
              { type: 'email', message: m.emailInvalid },
            ]}
          >
            <Input type="email" />
          </Form.Item>
        </Col>
        <Choice label="Gender" name="gender" options={memberOptions.gender} allowClear={false} />
        <Col {...half}>
          <Form.Item
            label="Date of birth"
            name="dob"
            extra={`DD-MMM-YYYY, DD-MM-YYYY, DD-MMM-YY or YYYY-MM-DD · Age ${ageInYearsAndMonths(parsedDob)}`}
            rules={[
              {
                validator: (_, value: string | undefined) =>
                  !value || parseDob(value) ? Promise.resolve() : Promise.reject(new Error(m.dob)),
              },
            ]}
          >
            <Input placeholder="15-May-1990" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            label="Time of birth"
            name="tob"
            rules={[{ pattern: /^([01]\d|2[0-3]):[0-5]\d$/, message: m.tob }]}
          >
            <Input placeholder="HH:mm" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            label="Height (cm)"
            name="heightCm"
            extra={`${feetAndInches(heightCm)}`}
            rules={[{ type: 'number', min: 50, max: 272, message: m.height }]}
          >
            <InputNumber step={0.01} min={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Choice label="Jungian type" name="jungianType" options={memberOptions.jungianType} />
        <WithVisibility name="profession_public_element" label="Profession">
          <Col {...half}>
            <Form.Item label="Profession" name="profession" rules={[{ max: 200 }]}>
              <Input />
            </Form.Item>
          </Col>
        </WithVisibility>
        <WithVisibility name="residence_public_element" label="Residence">
          <Col {...half}>
            <Form.Item label="Residence" name="residence" rules={[{ max: 200 }]}>
              <Input />
            </Form.Item>
          </Col>
        </WithVisibility>
        <Choice label="Diet" name="diet_options" options={memberOptions.diet_options} />
        <Choice label="Religiosity" name="religiosity" options={memberOptions.religiosity} />
        <Choice label="Drinking" name="drinking" options={memberOptions.drinking} />
        <Choice label="Smoking" name="smoking" options={memberOptions.smoking} />
        <Choice label="Workout" name="workout" options={memberOptions.workout} />
        <Col {...half}>
          <Form.Item label="User type">
            <Typography.Text strong>{member.userType}</Typography.Text>
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
