import { App, Col, Form, Row, Select } from 'antd';
import { FormActions } from '../../components/FormActions';
import { FormDrawer } from '../../components/FormOverlay';
import { memberFormMessages as m, type CreateMemberBody, type Member } from '@orrery/contract';
import { errorMessage } from '../../api/client';
import { parseCoordinates } from '../../lib/format';
import { parseDob } from '../../lib/memberFormat';
import { useCreateMember } from './api';
import { half } from './fields';
import { BirthPlaceFields } from './BirthPlaceFields';
import { BirthDateTimeFields, EmailField, NickNameField } from './memberFields';
import { memberOptions } from './options';

interface CreateMemberDrawerProps {
  open: boolean;
  onClose: () => void;
  onCreated?: (member: Member) => void;
}

interface CreateValues {
  nickName: string;
  identifier: string;
  gender: 'm' | 'f';
  dob: string;
  tob?: string;
  pob?: string;
  birthCoordinates?: string;
  tropical_sidereal?: 't' | 's';
}

function toBody(values: CreateValues): CreateMemberBody {
  const geo = parseCoordinates(values.birthCoordinates ?? '');
  return {
    nickName: values.nickName.trim(),
    identifier: values.identifier.trim(),
    gender: values.gender,
    dob: parseDob(values.dob) ?? '',
    tob: values.tob?.trim() || null,
    pob: values.pob?.trim() || null,
    geoBirth: geo ? { lat: Number(geo.lat.toFixed(4)), lng: Number(geo.lng.toFixed(4)) } : null,
    tropical_sidereal: values.tropical_sidereal ?? 't',
  };
}

/** Create user: the essential fields in a drawer, fresh at every opening; the server's message is the toast. */
export function CreateMemberDrawer({ open, onClose, onCreated }: CreateMemberDrawerProps) {
  const { message } = App.useApp();
  const create = useCreateMember();

  const submit = (values: CreateValues) =>
    create.mutate(toBody(values), {
      onSuccess: (answer) => {
        void message.success(answer.message);
        onClose();
        onCreated?.(answer.data);
      },
      onError: (failure) => void message.error(errorMessage(failure)),
    });

  return (
    <FormDrawer<CreateValues>
      record={open ? null : undefined}
      name="createMember"
      title={() => 'Add member'}
      size={640}
      initialValues={() => ({ tropical_sidereal: 't' })}
      onFinish={submit}
      onClose={onClose}
    >
      {() => (
        <>
          <Row gutter={16}>
            <NickNameField />
            <EmailField />
            <Col {...half}>
              <Form.Item label="Gender" name="gender" rules={[{ required: true, message: m.gender }]}>
                <Select options={memberOptions.gender} />
              </Form.Item>
            </Col>
            <BirthDateTimeFields required />
            <Col {...half}>
              <Form.Item label="Sidereal or tropical" name="tropical_sidereal">
                <Select options={memberOptions.tropical_sidereal} />
              </Form.Item>
            </Col>
            <BirthPlaceFields />
          </Row>
          <FormActions submit="Add member" busy={create.isPending} onCancel={onClose} />
        </>
      )}
    </FormDrawer>
  );
}
