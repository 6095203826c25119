import { useState, type ReactNode } from 'react';
import { Col, Form, Row } from 'antd';
import type { Member } from '@orrery/contract';
import { AboutPanel } from './AboutPanel';
import { DetailsPanel } from './DetailsPanel';
import { useLeaveGuard } from '../../lib/useLeaveGuard';
import { fromMember, type MemberFormValues } from './formValues';
import { ProfilePanel } from './ProfilePanel';

interface MemberFormProps {
  member: Member;
  onSubmit: (values: MemberFormValues) => void;
  onOpenPhotos: () => void;
  footer: ReactNode;
  /** A deleted member: every field and button of the form disabled (the footer decides on Save). */
  readOnly?: boolean;
}

/**
 * The member form, editable as a whole, in the three panels. Ticking Active clears Dormant, Admin blocked
 * and On hold; ticking Dormant clears Active, Admin blocked and On hold (the server applies the same rules).
 */
export function MemberForm({ member, onSubmit, onOpenPhotos, footer, readOnly = false }: MemberFormProps) {
  const [form] = Form.useForm<MemberFormValues>();
  // edits not saved yet: leaving asks first (a save reloads the member, which remounts this form clean)
  const [dirty, setDirty] = useState(false);
  useLeaveGuard(dirty);

  const onValuesChange = (changed: Partial<MemberFormValues>) => {
    setDirty(true);
    if (changed.active) form.setFieldsValue({ dormant: false, adminBlocked: false, onHold: false });
    if (changed.dormant) form.setFieldsValue({ active: false, adminBlocked: false, onHold: false });
  };

  return (
    <Form<MemberFormValues>
      form={form}
      layout="vertical"
      initialValues={fromMember(member)}
      disabled={readOnly}
      onValuesChange={onValuesChange}
      onFinish={onSubmit}
      scrollToFirstError
    >
      {/* 1200–1599 px: two panels side by side, About & Settings across below; from 1600 px: three */}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12} xxl={8}>
          <ProfilePanel member={member} onOpenPhotos={onOpenPhotos} />
        </Col>
        <Col xs={24} xl={12} xxl={8}>
          <DetailsPanel member={member} />
        </Col>
        <Col xs={24} xxl={8}>
          <AboutPanel member={member} />
        </Col>
      </Row>
      {footer}
    </Form>
  );
}
