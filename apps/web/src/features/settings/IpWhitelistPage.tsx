import { App, Alert, Button, Card, Flex, Form, Input, Popconfirm, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ipMessages, type IpEntry } from '@orrery/contract';
import { ApiError, errorMessage } from '../../api/client';
import { PageHeader } from '../../components/PageHeader';
import { EMPTY_CELL, formatDateTime } from '../../lib/format';
import { getStoredUser } from '../../lib/session';
import { useAddIp, useDeleteIp, useIpList } from './api';
import { loadLocale } from '../../lib/list/useList';

interface AddForm {
  ipAddress: string;
  ip6Address?: string;
}

/** A 428 asks to confirm a change that would lock the caller out of where they are. */
const needsConfirmation = (failure: unknown) => failure instanceof ApiError && failure.status === 428;

/** /ipWhitelist: the signed-in admin's allowed addresses, and the address the server sees. */
export function IpWhitelistPage() {
  const adminId = getStoredUser()?._id ?? '';
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<AddForm>();
  const list = useIpList(adminId);
  const add = useAddIp(adminId);
  const remove = useDeleteIp(adminId);

  const ask = (failure: unknown, again: () => void, fallback: string) => {
    if (!needsConfirmation(failure)) {
      void message.error(failure instanceof ApiError ? errorMessage(failure) : fallback);
      return;
    }
    modal.confirm({
      title: 'Lock yourself out?',
      content: errorMessage(failure),
      okText: 'Confirm',
      onOk: again,
    });
  };

  const submit = (values: AddForm, confirm = false) =>
    add.mutate(
      { userId: adminId, ipAddress: values.ipAddress, ip6Address: values.ip6Address || undefined, confirm },
      {
        onSuccess: (answer) => {
          void message.success(answer.message);
          form.resetFields();
        },
        onError: (failure) => ask(failure, () => submit(values, true), ipMessages.addFailed),
      },
    );

  const drop = (address: string, confirm = false) =>
    remove.mutate(
      { address, confirm },
      {
        onSuccess: (answer) => void message.success(answer.message),
        onError: (failure) => ask(failure, () => drop(address, true), ipMessages.deleteFailed),
      },
    );

  const columns: ColumnsType<IpEntry> = [
    { title: 'IPv4 address', dataIndex: 'ipAddress' },
    { title: 'IPv6 address', dataIndex: 'ip6Address', render: (v: string | null) => v ?? EMPTY_CELL },
    { title: 'Added on', dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
    {
      title: 'Action',
      key: 'action',
      render: (_, entry) => (
        <Popconfirm
          title="Are you sure to delete this IP Address?"
          okText="Yes"
          cancelText="No"
          onConfirm={() => drop(entry.ipAddress)}
        >
          <Button danger size="small" aria-label={`Delete ${entry.ipAddress}`}>
            Delete
          </Button>
        </Popconfirm>
      ),
    },
  ];

  const data = list.data;
  return (
    <>
      <PageHeader title="IP Whitelist" />
      <Flex vertical gap={16} style={{ maxWidth: 900 }}>
        {data && (
          <Alert
            type={data.callerAllowed ? 'info' : 'warning'}
            showIcon
            title={
              <span>
                Your IP address (as the server sees it):{' '}
                <Typography.Text code data-testid="caller-ip">
                  {data.callerIp}
                </Typography.Text>
              </span>
            }
            description={
              data.ips.length === 0
                ? 'No entries: you can sign in from any address. Once you add one, you can sign in and use the console only from the addresses listed.'
                : 'You can sign in and use the console only from the addresses listed.'
            }
          />
        )}
        <Card size="small" title="Add an IP address">
          <Form<AddForm> form={form} layout="inline" name="ipAdd" onFinish={(values) => submit(values)}>
            <Form.Item
              name="ipAddress"
              label="IPv4 address"
              rules={[{ required: true, message: ipMessages.badIpv4 }]}
            >
              <Input placeholder="203.0.113.7 or 203.0.113.0/24" style={{ width: 240 }} />
            </Form.Item>
            <Form.Item name="ip6Address" label="IPv6 address">
              <Input placeholder="optional, e.g. 2001:db8::/48" style={{ width: 260 }} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={add.isPending}>
              Add
            </Button>
          </Form>
        </Card>
        <Table<IpEntry>
          rowKey="_id"
          size="small"
          columns={columns}
          dataSource={data?.ips ?? []}
          loading={list.isLoading}
          pagination={false}
          locale={loadLocale(list, 'No IP addresses yet', 'The IP addresses')}
        />
      </Flex>
    </>
  );
}
