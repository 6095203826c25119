import type { ReactNode } from 'react';
import { Breadcrumb, Flex, Typography, type BreadcrumbProps } from 'antd';

interface PageHeaderProps {
  title: ReactNode;
  breadcrumb?: BreadcrumbProps['items'];
  /** Buttons on the right. */
  extra?: ReactNode;
}

export function PageHeader({ title, breadcrumb, extra }: PageHeaderProps) {
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
