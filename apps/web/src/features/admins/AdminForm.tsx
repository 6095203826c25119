import type { ReactNode } from 'react';
import { App, Col, Form, Input, Row, Select } from 'antd';
import dayjs from 'dayjs';
import {
  adminFormMessages as m,
  adminTypeLabels,
  adminTypes,
  genderLabels,
  genders,
  latestAdultBirthDate,
} from '@orrery/contract';
import { BirthFields } from '../../components/BirthFields';
import { confirmPasswordRules, newPasswordRules } from '../../lib/passwordRules';
import { hasUploadedImage, type AdminFormValues } from './formValues';
import { ProfileImageField } from './ProfileImageField';

export type AdminFormMode = 'add' | 'edit';

interface AdminFormProps {
  mode: AdminFormMode;
  initialValues?: Partial<AdminFormValues>;
  /** Read-only for admins who are not superadmins. */
  disabled?: boolean;
  onSubmit: (values: AdminFormValues) => void;
  /** The buttons (Save, Cancel, Delete…); a submit button there saves, so does Enter. */
  footer: ReactNode;
}

/** Admins are adults, as members are (the shared rule of packages/contract). */
const latestDob = () => dayjs(latestAdultBirthDate(dayjs().format('YYYY-MM-DD'))).endOf('day');
const half = { xs: 24, md: 12 };

/** The admin form: every field with its message. */
export function AdminForm({ mode, initialValues, disabled, onSubmit, footer }: AdminFormProps) {
  const [form] = Form.useForm<AdminFormValues>();
  const { message } = App.useApp();

  const onFailed = ({ values }: { values: AdminFormValues }) => {
    if (!hasUploadedImage(values.profiles)) {
      void message.warning(mode === 'add' ? m.noImageOnAdd : m.noImageOnUpdate);
    }
  };

  return (
    <Form<AdminFormValues>
      form={form}
      layout="vertical"
      initialValues={{ profiles: [], ...initialValues }}
      disabled={disabled}
      onFinish={onSubmit}
      onFinishFailed={onFailed}
      scrollToFirstError
      // the add form lives in the Add Admin drawer, fresh at every opening (as FormOverlay's forms, whose mark it carries)
      data-form-kind={mode === 'add' ? 'drawer' : undefined}
    >
      <Row gutter={24}>
        <Col {...half}>
          <Form.Item
            label="Display Name"
            name="nickName"
            rules={[{ required: true, whitespace: true, message: m.displayName }, { max: 100 }]}
          >
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            label="Email"
            name="identifier"
            rules={[
              { required: true, whitespace: true, message: m.email },
              { type: 'email', message: m.emailInvalid },
            ]}
          >
            <Input type="email" autoComplete="off" />
          </Form.Item>
        </Col>
        {mode === 'add' && (
          <>
            <Col {...half}>
              <Form.Item
                label="Password"
                name="password"
                rules={newPasswordRules('The password', m.password)}
              >
                <Input.Password autoComplete="new-password" />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item
                label="Confirm Password"
                name="cPassword"
                dependencies={['password']}
                rules={confirmPasswordRules('password', m.confirmPassword, m.passwordMismatch)}
              >
                <Input.Password autoComplete="new-password" />
              </Form.Item>
            </Col>
          </>
        )}
        <Col {...half}>
          <Form.Item label="Gender" name="gender" rules={[{ required: true, message: m.gender }]}>
            <Select options={genders.map((g) => ({ value: g, label: genderLabels[g] }))} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item label="User Type" name="user_type" rules={[{ required: true, message: m.role }]}>
            <Select options={adminTypes.map((t) => ({ value: t, label: adminTypeLabels[t] }))} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            label="Profession"
            name="profession"
            rules={[{ required: true, whitespace: true, message: m.profession }, { max: 100 }]}
          >
            <Input />
          </Form.Item>
        </Col>
        <BirthFields messages={m} latestDob={latestDob} example="51.5074 -0.1278" />
        <Col span={24}>
          <Form.Item
            label="Profile image"
            name="profiles"
            required
            valuePropName="fileList"
            getValueFromEvent={(event: { fileList: AdminFormValues['profiles'] }) => event.fileList}
            rules={[
              {
                validator: (_, files: AdminFormValues['profiles']) =>
                  hasUploadedImage(files) ? Promise.resolve() : Promise.reject(new Error(m.image)),
              },
            ]}
          >
            <ProfileImageField />
          </Form.Item>
        </Col>
      </Row>
      {footer}
    </Form>
  );
}
