import { useMemo, useState, type ReactNode } from 'react';
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

/** One group open at a time; the group of the current route opens when the route changes. */
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

  return (
    <Menu
      mode="inline"
      theme="dark"
      items={items}
      selectedKeys={selected ? [selected] : []}
      {...(collapsed ? {} : { openKeys })}
      onOpenChange={(keys) => setOpenKeys(keys.filter((key) => !openKeys.includes(key)).slice(-1))}
      onClick={({ key }) => void navigate(key)}
    />
  );
}
