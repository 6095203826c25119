import { App, Form, Input, Modal } from 'antd';
import { pairMessages, type PairGroup } from '@orrery/contract';
import { useCreateGroup } from './api';

interface Props {
  open: boolean;
  onClose: (created?: PairGroup) => void;
}

/** `POST pair/create/group {name}`. */
export function NewGroupModal({ open, onClose }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ name: string }>();
  const create = useCreateGroup();
  const submit = async ({ name }: { name: string }) => {
    const answer = await create.mutateAsync(name);
    void message.success(answer.message);
    form.resetFields();
    onClose(answer.data);
  };
  return (
    <Modal
      title="New pair group"
      open={open}
      okText="Create"
      confirmLoading={create.isPending}
      onOk={() => form.submit()}
      onCancel={() => onClose()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        name="newPairGroup"
        onFinish={(v) => void submit(v).catch(() => undefined)}
      >
        <Form.Item
          label="Group name"
          name="name"
          rules={[{ required: true, whitespace: true, message: pairMessages.groupNameRequired }]}
        >
          <Input maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
