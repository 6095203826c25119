import { Form, Input, Switch } from 'antd';
import { SAVED_VIEW_NAME_MAX, savedViewMessages as m } from '@orrery/contract';
import { FormModal } from '../../components/FormOverlay';

export interface SaveForm {
  name: string;
  shared: boolean;
}

interface SaveViewModalProps {
  open: boolean;
  /** The save is under way. */
  pending: boolean;
  onClose: () => void;
  onSave: (values: SaveForm) => void;
}

/** Save view: the view's name and whether all staff see it. */
export function SaveViewModal({ open, pending, onClose, onSave }: SaveViewModalProps) {
  return (
    <FormModal<SaveForm>
      record={open ? null : undefined}
      name="savedView"
      title={() => 'Save view'}
      okText="Save"
      confirmLoading={pending}
      onClose={onClose}
      initialValues={() => ({ name: '', shared: false })}
      onFinish={onSave}
    >
      {() => (
        <>
          <Form.Item
            name="name"
            label="Name"
            rules={[
              { required: true, whitespace: true, message: m.nameEmpty },
              { max: SAVED_VIEW_NAME_MAX, message: `Name is at most ${SAVED_VIEW_NAME_MAX} characters.` },
            ]}
          >
            <Input autoFocus maxLength={SAVED_VIEW_NAME_MAX} placeholder="Women in Brazil, newest first" />
          </Form.Item>
          <Form.Item name="shared" label="Share with all staff" valuePropName="checked">
            <Switch />
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}
