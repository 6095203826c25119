import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Menu, type MenuProps } from 'antd';
import {
  BarChartOutlined,
  DashboardOutlined,
  MailOutlined,
  NotificationOutlined,
  SettingOutlined,
  StarOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { getStoredUser, isSuperadmin } from '../lib/session';
import { locateRoute, menuGroups, type MenuGroupKey } from './menuConfig';

const icons: Record<MenuGroupKey, ReactNode> = {
  dashboard: <DashboardOutlined />,
  analytics: <BarChartOutlined />,
  user: <TeamOutlined />,
  notification: <NotificationOutlined />,
  email: <MailOutlined />,
  astrology: <StarOutlined />,
  settings: <SettingOutlined />,
};

/** The menu's items; the superadmins' entries only for a superadmin. */
const menuItems = (superadmin: boolean): MenuProps['items'] =>
  menuGroups.map((group) =>
    group.entries
      ? {
          key: group.key,
          icon: icons[group.key],
          label: group.label,
          children: group.entries
            .filter((entry) => superadmin || !entry.superadminOnly)
            .map((entry) => ({ key: entry.path, label: entry.label })),
        }
      : { key: group.path ?? group.key, icon: icons[group.key], label: group.label },
  );

/** How long a group takes to open (antd's motion), after which the chosen entry is brought into sight. */
const OPENING_MS = 300;

/**
 * One group open at a time; the group of the current route opens when the route changes, and its entry is
 * scrolled into sight when the menu is taller than the window (a 720 px high laptop).
 */
export function SideMenu({ collapsed }: { collapsed: boolean }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { group, selected } = locateRoute(pathname);
  const items = useMemo(() => menuItems(isSuperadmin(getStoredUser())), []);
  const [openKeys, setOpenKeys] = useState<string[]>(group ? [group] : []);
  const [routeGroup, setRouteGroup] = useState(group);
  if (group !== routeGroup) {
    setRouteGroup(group);
    if (group) setOpenKeys([group]);
  }

  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      box.current?.querySelector('.ant-menu-item-selected')?.scrollIntoView?.({ block: 'nearest' });
    }, OPENING_MS);
    return () => clearTimeout(timer);
  }, [selected]);

  return (
    <div ref={box}>
      <Menu
        mode="inline"
        theme="dark"
        items={items}
        selectedKeys={selected ? [selected] : []}
        {...(collapsed ? {} : { openKeys })}
        onOpenChange={(keys) => setOpenKeys(keys.filter((key) => !openKeys.includes(key)).slice(-1))}
        onClick={({ key }) => void navigate(key)}
      />
    </div>
  );
}
