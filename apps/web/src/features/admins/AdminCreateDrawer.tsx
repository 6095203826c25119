import { App, Drawer } from 'antd';
import { FormActions } from '../../components/FormActions';
import { useFormOpening } from '../../components/FormOverlay';
import { AdminForm } from './AdminForm';
import { useAddAdmin } from './api';
import { toAddBody } from './formValues';

interface AdminCreateDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** Add Admin: the form in a drawer; a fresh form each time it opens (even before the last one has closed). */
export function AdminCreateDrawer({ open, onClose }: AdminCreateDrawerProps) {
  const { message } = App.useApp();
  const add = useAddAdmin();
  // AdminForm keeps its own form (the Edit Admin page shares it): a new one for each opening
  const { count } = useFormOpening(open ? null : undefined, () => 'new');

  return (
    <Drawer title="Add Admin" open={open} onClose={onClose} size={720} destroyOnHidden>
      <AdminForm
        key={count}
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
