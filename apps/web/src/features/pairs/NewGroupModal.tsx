import { App, Form, Input } from 'antd';
import { pairMessages, type PairGroup } from '@orrery/contract';
import { FormModal } from '../../components/FormOverlay';
import { useCreateGroup } from './api';

interface Props {
  open: boolean;
  onClose: (created?: PairGroup) => void;
}

/** `POST pair/create/group {name}`. */
export function NewGroupModal({ open, onClose }: Props) {
  const { message } = App.useApp();
  const create = useCreateGroup();
  const submit = async ({ name }: { name: string }) => {
    const answer = await create.mutateAsync(name);
    void message.success(answer.message);
    onClose(answer.data);
  };
  return (
    <FormModal<{ name: string }>
      record={open ? null : undefined}
      name="newPairGroup"
      title={() => 'New pair group'}
      okText="Create"
      confirmLoading={create.isPending}
      onClose={() => onClose()}
      onFinish={(v) => void submit(v).catch(() => undefined)}
    >
      {() => (
        <Form.Item
          label="Group name"
          name="name"
          rules={[{ required: true, whitespace: true, message: pairMessages.groupNameRequired }]}
        >
          <Input maxLength={100} />
        </Form.Item>
      )}
    </FormModal>
  );
}
