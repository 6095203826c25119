import { useState } from 'react';
import { Avatar, Button, Dropdown, Typography, theme } from 'antd';
import { DownOutlined, KeyOutlined } from '@ant-design/icons';
import { LazyOverlay } from '../components/LazyOverlay';
import { lazyPart } from '../lib/lazyPart';

// its form loads when first opened: the header is part of every screen
const ChangePasswordModal = lazyPart(() => import('./passwords/ChangePasswordModal'), 'ChangePasswordModal');

interface AccountMenuProps {
  nickName: string;
}

/** The signed-in admin in the header (avatar and nickName), opening the account menu: Change password. */
export function AccountMenu({ nickName }: AccountMenuProps) {
  const { token } = theme.useToken();
  const [changing, setChanging] = useState(false);

  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [{ key: 'change-password', icon: <KeyOutlined />, label: 'Change password' }],
          onClick: ({ key }) => key === 'change-password' && setChanging(true),
        }}
      >
        <Button type="text" style={{ height: 'auto', padding: 4 }}>
          <Avatar style={{ background: token.colorPrimary }} aria-hidden>
            {nickName.charAt(0).toUpperCase()}
          </Avatar>
          <Typography.Text strong data-testid="header-nickname">
            {nickName}
          </Typography.Text>
          <DownOutlined style={{ fontSize: 10 }} />
        </Button>
      </Dropdown>
      <LazyOverlay part={ChangePasswordModal} open={changing}>
        <ChangePasswordModal.Component open={changing} onClose={() => setChanging(false)} />
      </LazyOverlay>
    </>
  );
}
