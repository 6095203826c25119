import type { ReactNode } from 'react';
import { Card, Flex, Typography, theme } from 'antd';

interface SignInFrameProps {
  subtitle: ReactNode;
  children: ReactNode;
}

/** The card the screens shown alone sit in (sign-in, setting a password through a reset link). */
export function SignInFrame({ subtitle, children }: SignInFrameProps) {
  const { token } = theme.useToken();
  return (
    <Flex
      align="center"
      justify="center"
      style={{ minHeight: '100vh', background: `linear-gradient(160deg, ${token.colorPrimaryBg}, #f5f5f5)` }}
    >
      <Card style={{ width: 400, boxShadow: token.boxShadowTertiary }}>
        <Typography.Title level={2} style={{ textAlign: 'center', marginBottom: 4 }}>
          Orrery
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginBottom: 24 }}>
          {subtitle}
        </Typography.Paragraph>
        {children}
      </Card>
    </Flex>
  );
}
