import type { ReactNode } from 'react';
import { Breadcrumb, Flex, Typography, type BreadcrumbProps } from 'antd';
import { useDocumentTitle } from '../lib/useDocumentTitle';

interface PageHeaderProps {
  title: ReactNode;
  /** The browser tab's name when the title is not plain text. */
  tabTitle?: string;
  breadcrumb?: BreadcrumbProps['items'];
  /** Buttons on the right. */
  extra?: ReactNode;
}

/** The page's breadcrumb, title and buttons; it also names the browser tab ("Members · Orrery"). */
export function PageHeader({ title, tabTitle, breadcrumb, extra }: PageHeaderProps) {
  useDocumentTitle(tabTitle ?? (typeof title === 'string' ? title : undefined));
  return (
    <div style={{ marginBottom: 16 }}>
      {breadcrumb && <Breadcrumb items={breadcrumb} style={{ marginBottom: 8 }} />}
      <Flex align="center" justify="space-between" gap={16} wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {extra}
      </Flex>
    </div>
  );
}
