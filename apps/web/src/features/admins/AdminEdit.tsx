import { Button, Card, Flex, Result, Skeleton, Space } from 'antd';
import { DeleteOutlined, KeyOutlined } from '@ant-design/icons';
import { Link, useNavigate, useParams, useLocation } from 'react-router';
import { errorMessage } from '../../api/client';
import { DetailTabs } from '../../components/history/DetailTabs';
import { PageHeader } from '../../components/PageHeader';
import { getStoredUser, isSuperadmin } from '../../lib/session';
import { useVersionedSave } from '../../lib/useVersionedSave';
import { AdminForm } from './AdminForm';
import { useAdmin, useUpdateAdmin } from './api';
import { fromAdmin, toAdminFields } from './formValues';
import { useDeleteAdminAction } from './useDeleteAdminAction';
import { useResetPasswordAction } from './useResetPasswordAction';

/** /admin/{id}: the edit form; Save returns to /admin, Cancel goes back, a 409 offers to reload. */
export function AdminEdit() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { data: admin, isPending, error, refetch, dataUpdatedAt } = useAdmin(id);
  const update = useVersionedSave(useUpdateAdmin(id), {
    what: 'admin',
    reload: refetch,
    onSaved: () => void navigate('/admin'),
  });
  const me = getStoredUser();
  const canEdit = isSuperadmin(me);
  const confirmReset = useResetPasswordAction();
  const confirmDelete = useDeleteAdminAction(() => void navigate('/admin'));
  const goBack = () => void (location.key === 'default' ? navigate('/admin') : navigate(-1));

  const crumbs = [{ title: <Link to="/admin">Admins</Link> }, { title: admin?.nickName ?? 'Admin' }];
  if (isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (error || !admin) {
    return (
      <Result status="warning" title={errorMessage(error)} extra={<Link to="/admin">Back to Admins</Link>} />
    );
  }

  const save = (values: Parameters<typeof toAdminFields>[0]) =>
    update.save({ ...toAdminFields(values), version: admin.version });

  // an admin's History (password resets, IP whitelist) is for superadmins, as is editing
  const details = (
    <Card>
      <AdminForm
        key={`${admin._id}:${admin.version}:${dataUpdatedAt}`}
        mode="edit"
        initialValues={fromAdmin(admin)}
        disabled={!canEdit}
        onSubmit={save}
        footer={
          <Flex gap={8} justify="end">
            <Button onClick={goBack} disabled={false}>
              Cancel
            </Button>
            {canEdit && (
              <Button type="primary" htmlType="submit" loading={update.isPending}>
                Save
              </Button>
            )}
          </Flex>
        }
      />
    </Card>
  );

  return (
    <>
      <PageHeader
        title={admin.nickName}
        breadcrumb={crumbs}
        extra={
          canEdit && (
            <Space>
              {/* one's own password: Change password in the account menu */}
              {admin._id !== me?._id && (
                <Button icon={<KeyOutlined />} onClick={() => confirmReset(admin)}>
                  Reset password
                </Button>
              )}
              <Button danger icon={<DeleteOutlined />} onClick={() => confirmDelete(admin)}>
                Delete
              </Button>
            </Space>
          )
        }
      />
      {canEdit ? (
        <DetailTabs area="admin" id={admin._id}>
          {details}
        </DetailTabs>
      ) : (
        details
      )}
    </>
  );
}
