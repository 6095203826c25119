import type { ReactNode } from 'react';
import { Button, Flex, theme } from 'antd';
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

/**
 * The filters above a list, in a bordered box drawn from the theme's tokens as antd's small Card draws it (the
 * Card itself would bring its tab strip into every list screen's code).
 */
export function FilterBar({ children, onClear, active = true, actions }: FilterBarProps) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        marginBottom: 16,
        padding: token.paddingSM,
        background: token.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      <Flex gap={12} wrap align="center" justify="space-between">
        <Flex gap={12} wrap align="center" role="search">
          {children}
          <Button icon={<ClearOutlined />} onClick={onClear} disabled={!active}>
            Clear filters
          </Button>
        </Flex>
        {actions && <Flex gap={8}>{actions}</Flex>}
      </Flex>
    </div>
  );
}
