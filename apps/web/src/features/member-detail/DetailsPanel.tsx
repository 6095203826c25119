import { Card, Checkbox, Col, Descriptions, Divider, Form, Input, Row, Switch, Tag } from 'antd';
import { accountStateProblem, NOTIFICATION_KEYS, type Member, type NotificationKey } from '@orrery/contract';
import { EMPTY_CELL, formatCoordinates, formatDateTime } from '../../lib/format';
import { Choice, half } from './fields';
import { BirthPlaceFields } from './BirthPlaceFields';
import { memberOptions } from './options';

const statusLabels: Record<string, string> = { active: 'Active', dormant: 'Dormant', blocked: 'Blocked' };
const otpLabels: Record<string, string> = {
  social: 'Social',
  verified: 'Verified',
  unverified: 'Unverified',
};

/** The label of each push key's switch, in the order of the contract's NOTIFICATION_KEYS. */
const pushSwitchLabels: Record<NotificationKey, string> = {
  been_matched: 'Matches',
  been_liked: 'Likes',
  been_superliked: 'Super likes',
  message_received: 'Messages',
  astro_insights: 'Astro insights',
};
const pushSwitches = NOTIFICATION_KEYS.map(({ key }) => [key, pushSwitchLabels[key]] as const);

const text = (value: string | null | undefined) => value || EMPTY_CELL;

/** Panel 2: account state, birth, notification and location details. */
export function DetailsPanel({ member }: { member: Member }) {
  const form = Form.useFormInstance();
  const onHold = Form.useWatch<boolean | undefined>('onHold', form);

  return (
    <Card title="Account, birth, notification and location details" size="small">
      <Descriptions size="small" column={2} style={{ marginBottom: 12 }}>
        <Descriptions.Item label="Account status">
          {member.isDeleted ? (
            <Tag color="red">Deleted</Tag>
          ) : (
            <Tag
              color={
                member.accountStatus === 'blocked'
                  ? 'red'
                  : member.accountStatus === 'dormant'
                    ? 'orange'
                    : 'green'
              }
            >
              {statusLabels[member.accountStatus]}
            </Tag>
          )}
        </Descriptions.Item>
        <Descriptions.Item label="OTP status">{otpLabels[member.otpStatus]}</Descriptions.Item>
        <Descriptions.Item label="Roles">{member.roles.join(', ')}</Descriptions.Item>
        <Descriptions.Item label="Sign-in">{member.mode === 'local' ? 'Local' : 'Social'}</Descriptions.Item>
      </Descriptions>
      <Row gutter={16}>
        <Choice label="User status" name="userStatus" options={memberOptions.userStatus} allowClear={false} />
        <Col {...half}>
          <Form.Item label="Account">
            <Form.Item
              name="active"
              valuePropName="checked"
              noStyle
              dependencies={['dormant']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: async (_, active?: boolean) => {
                    const dormant = getFieldValue('dormant') === true;
                    const problem = accountStateProblem({ active: active === true, dormant });
                    if (problem) throw new Error(problem);
                  },
                }),
              ]}
            >
              <Checkbox>Active</Checkbox>
            </Form.Item>
            <Form.Item name="dormant" valuePropName="checked" noStyle>
              <Checkbox>Dormant</Checkbox>
            </Form.Item>
            <Form.Item name="adminBlocked" valuePropName="checked" noStyle>
              <Checkbox>Admin blocked</Checkbox>
            </Form.Item>
            <Form.Item name="onHold" valuePropName="checked" noStyle>
              <Checkbox>On hold</Checkbox>
            </Form.Item>
          </Form.Item>
        </Col>
        {onHold && (
          <Col span={24}>
            <Form.Item
              label="On hold reason"
              name="onHoldReason"
              extra={
                member.onHold && member.onHoldBy
                  ? `Put on hold by ${member.onHoldBy} on ${formatDateTime(member.onHoldAt)}`
                  : undefined
              }
              rules={[
                {
                  required: true,
                  whitespace: true,
                  message: 'Please give the reason for putting this member on hold.',
                },
              ]}
            >
              <Input maxLength={500} />
            </Form.Item>
          </Col>
        )}
        <Col {...half}>
          <Form.Item label="Starred" name="starred" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item label="Liked" name="liked" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start">Birth</Divider>
      <Row gutter={16}>
        <BirthPlaceFields />
        <Choice label="Birth chart type" name="birth_chart_type" options={memberOptions.birth_chart_type} />
        <Choice
          label="Birth chart symbol"
          name="birth_chart_symbol"
          options={memberOptions.birth_chart_symbol}
        />
        <Choice label="Birth chart sign" name="birth_chart_sign" options={memberOptions.birth_chart_sign} />
        <Choice
          label="Sidereal or tropical"
          name="tropical_sidereal"
          options={memberOptions.tropical_sidereal}
        />
      </Row>
      <Divider titlePlacement="start">Push notifications</Divider>
      <Row gutter={16}>
        {pushSwitches.map(([key, label]) => (
          <Col key={key} xs={12} md={8}>
            <Form.Item label={label} name={['push_notifications', key]} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Divider titlePlacement="start">Location</Divider>
      <Row gutter={16}>
        <Col span={24}>
          <Form.Item label="Place" name="place">
            <Input />
          </Form.Item>
        </Col>
      </Row>
      <Descriptions size="small" column={2}>
        <Descriptions.Item label="City">{text(member.city)}</Descriptions.Item>
        <Descriptions.Item label="Region">{text(member.region)}</Descriptions.Item>
        <Descriptions.Item label="Country">{text(member.country)}</Descriptions.Item>
        <Descriptions.Item label="Geo">
          {member.geo ? formatCoordinates(member.geo.lat, member.geo.lng) : EMPTY_CELL}
        </Descriptions.Item>
        <Descriptions.Item label="Device">
          {[member.device.platform, member.device.model, member.device.osVersion]
            .filter(Boolean)
            .join(' · ') || EMPTY_CELL}
        </Descriptions.Item>
        <Descriptions.Item label="App version">
          {member.appVersion ? `${member.appVersion} (${member.build ?? EMPTY_CELL})` : EMPTY_CELL}
        </Descriptions.Item>
        <Descriptions.Item label="Language">{text(member.device.language)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
