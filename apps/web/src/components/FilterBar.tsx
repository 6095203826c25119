import type { ReactNode } from 'react';
import { Button, Card, Flex } from 'antd';
import { ClearOutlined } from '@ant-design/icons';

interface FilterBarProps {
  /** The filter controls, laid out left to right and wrapping. */
  children: ReactNode;
  onClear: () => void;
  /** Whether anything is set; Clear filters is disabled otherwise. */
  active?: boolean;
  /** Buttons on the right (Add …). */
  actions?: ReactNode;
}

export function FilterBar({ children, onClear, active = true, actions }: FilterBarProps) {
  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <Flex gap={12} wrap align="center" justify="space-between">
        <Flex gap={12} wrap align="center" role="search">
          {children}
          <Button icon={<ClearOutlined />} onClick={onClear} disabled={!active}>
            Clear filters
          </Button>
        </Flex>
        {actions && <Flex gap={8}>{actions}</Flex>}
      </Flex>
    </Card>
  );
}
