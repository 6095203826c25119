import { App, Button, Drawer, Flex } from 'antd';
import { AdminForm } from './AdminForm';
import { useAddAdmin } from './api';
import { toAddBody } from './formValues';

interface AdminCreateDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** Add Admin: the form in a drawer; a fresh form each time it opens. */
export function AdminCreateDrawer({ open, onClose }: AdminCreateDrawerProps) {
  const { message } = App.useApp();
  const add = useAddAdmin();

  return (
    <Drawer title="Add Admin" open={open} onClose={onClose} size={720} destroyOnHidden>
      <AdminForm
        mode="add"
        onSubmit={(values) =>
          add.mutate(toAddBody(values), {
            onSuccess: (answer) => {
              void message.success(answer.message);
              onClose();
            },
          })
        }
        footer={
          <Flex gap={8} justify="end">
            <Button onClick={onClose}>Cancel</Button>
            <Button type="primary" htmlType="submit" loading={add.isPending}>
              Add Admin
            </Button>
          </Flex>
        }
      />
    </Drawer>
  );
}
