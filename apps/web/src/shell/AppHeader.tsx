import { Button, Flex, Layout, Space, theme } from 'antd';
import { LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { getStoredUser } from '../lib/session';
import { AccountMenu } from './AccountMenu';
import { AppModeSelect } from './AppModeSelect';
import { CommandSearch } from './CommandSearch';
import { useLogout } from './useLogout';

interface AppHeaderProps {
  collapsed: boolean;
  onToggleMenu: () => void;
}

export function AppHeader({ collapsed, onToggleMenu }: AppHeaderProps) {
  const { token } = theme.useToken();
  const logout = useLogout();
  const nickName = getStoredUser()?.nickName ?? '';

  return (
    <Layout.Header
      style={{
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        padding: '0 24px 0 8px',
        position: 'sticky',
        top: 0,
        zIndex: 10,
      }}
    >
      <Flex align="center" justify="space-between" style={{ height: '100%' }}>
        <Button
          type="text"
          aria-label={collapsed ? 'Expand menu' : 'Collapse menu'}
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={onToggleMenu}
        />
        <Space size={24}>
          <CommandSearch />
          <AppModeSelect />
          <AccountMenu nickName={nickName} />
          <Button icon={<LogoutOutlined />} onClick={() => void logout()}>
            Logout
          </Button>
        </Space>
      </Flex>
    </Layout.Header>
  );
}
