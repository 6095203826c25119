import { useState, type CSSProperties } from 'react';
import { App, Flex, Layout, Typography } from 'antd';
import { Outlet, useLocation } from 'react-router';
import { storageKeys } from '@orrery/contract';
import { readText, writeText } from '../lib/storage';
import { AppApiBridge } from './AppApiBridge';
import { AppHeader } from './AppHeader';
import { SideMenu } from './SideMenu';
import { SignedInStyles } from './SignedInStyles';

export const MENU_WIDTH = 200;

/** The menu inside its page-tall column: kept in view as the page scrolls, scrolling itself when taller. */
const menuPane: CSSProperties = { position: 'sticky', top: 0, maxHeight: '100vh', overflowY: 'auto' };

/**
 * Header, collapsible 200 px side menu (remembered in local storage) and the page (its code loads with its
 * route: `lazyRoute`).
 * The menu's dark column is as tall as the page, however long; the menu stays in view as the page scrolls.
 */
export function AppLayout() {
  // the path the page shown belongs to: it changes once a move's screen is drawn (tests and tools wait on it)
  const { pathname } = useLocation();
  const [collapsed, setStoredCollapsed] = useState(() => readText(storageKeys.menuCollapsed) === 'true');
  const setCollapsed = (next: boolean) => {
    setStoredCollapsed(next);
    writeText(storageKeys.menuCollapsed, String(next));
  };

  return (
    <SignedInStyles>
      {/* antd's App: the toasts, confirmations and notifications every signed-in screen calls through App.useApp() */}
      <App message={{ maxCount: 3 }}>
        <AppApiBridge />
        <Layout style={{ minHeight: '100vh' }}>
          <Layout.Sider
            width={MENU_WIDTH}
            collapsible
            collapsed={collapsed}
            onCollapse={setCollapsed}
            trigger={null}
          >
            <div style={menuPane}>
              <Flex align="center" justify="center" style={{ height: 64 }}>
                <Typography.Title level={4} style={{ color: '#fff', margin: 0 }}>
                  {collapsed ? 'O' : 'Orrery'}
                </Typography.Title>
              </Flex>
              <SideMenu collapsed={collapsed} />
            </div>
          </Layout.Sider>
          <Layout>
            <AppHeader collapsed={collapsed} onToggleMenu={() => setCollapsed(!collapsed)} />
            <Layout.Content style={{ margin: 24 }} data-path={pathname}>
              <Outlet />
            </Layout.Content>
          </Layout>
        </Layout>
      </App>
    </SignedInStyles>
  );
}
