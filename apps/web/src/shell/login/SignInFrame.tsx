import type { ReactNode } from 'react';
import { Flex, theme } from 'antd';

interface SignInFrameProps {
  subtitle: ReactNode;
  children: ReactNode;
}

/**
 * The card the screens shown alone sit in (sign-in, setting a password through a reset link). Drawn with
 * the theme's tokens rather than antd's Card and Typography, which would bring their tabs, menus and
 * editable text into the first screen's code.
 */
export function SignInFrame({ subtitle, children }: SignInFrameProps) {
  const { token } = theme.useToken();
  return (
    <Flex
      align="center"
      justify="center"
      style={{ minHeight: '100vh', background: `linear-gradient(160deg, ${token.colorPrimaryBg}, #f5f5f5)` }}
    >
      <main
        style={{
          width: 400,
          padding: token.paddingLG,
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          boxShadow: token.boxShadowTertiary,
          fontFamily: token.fontFamily,
        }}
      >
        <h1
          style={{
            textAlign: 'center',
            margin: '0 0 4px',
            fontSize: token.fontSizeHeading2,
            lineHeight: token.lineHeightHeading2,
            fontWeight: token.fontWeightStrong,
            color: token.colorTextHeading,
          }}
        >
          Orrery
        </h1>
        <p style={{ textAlign: 'center', margin: '0 0 24px', color: token.colorTextSecondary }}>{subtitle}</p>
        {children}
      </main>
    </Flex>
  );
}
