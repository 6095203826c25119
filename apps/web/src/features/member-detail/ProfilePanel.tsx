import { Button, Card, Col, Form, Input, InputNumber, Row, Typography } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import { memberFormMessages as m, type Member } from '@orrery/contract';
import { feetAndInches } from '../../lib/memberFormat';
import { Choice, half, WithVisibility } from './fields';
import { BirthDateTimeFields, EmailField, NickNameField } from './memberFields';
import { memberOptions } from './options';

interface ProfilePanelProps {
  member: Member;
  onOpenPhotos: () => void;
}

/** Panel 1, User Profile: photos, identity, body and habits. */
export function ProfilePanel({ member, onOpenPhotos }: ProfilePanelProps) {
  const form = Form.useFormInstance();
  const heightCm = Form.useWatch<number | null | undefined>('heightCm', form);
  const photos = member.profiles.flatMap((p) => p.mediaItems);

  return (
    <Card title="User Profile" size="small">
      <Button icon={<PictureOutlined />} onClick={onOpenPhotos} style={{ marginBottom: 16 }}>
        Photos ({photos.length}/6)
      </Button>
      <Row gutter={16}>
        <NickNameField />
        <Col {...half}>
          <Form.Item label="Full name" name="fullName" rules={[{ max: 200 }]}>
            <Input />
          </Form.Item>
        </Col>
        <EmailField wide />
        <Choice label="Gender" name="gender" options={memberOptions.gender} allowClear={false} />
        <BirthDateTimeFields />
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
