import { App, Drawer } from 'antd';
import { FormActions } from '../../components/FormActions';
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
        footer={<FormActions submit="Add Admin" busy={add.isPending} onCancel={onClose} />}
      />
    </Drawer>
  );
}
