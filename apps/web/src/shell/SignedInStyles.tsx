import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import enGB from 'antd/es/locale/en_GB';
import 'virtual:antd-styles.css';
import { builtStylesTheme } from '../theme';

const theme = { ...builtStylesTheme, zeroRuntime: true };

/**
 * The signed-in console's antd components take their styles from the stylesheet built with the console
 * (`antdStylesheet.ts`) instead of making them in the browser as each first draws: on a first load that
 * work held the data back by about 0.1–0.2 s (`bench/console.mjs`). The login page keeps antd's styles made
 * in the browser: it draws a few components and does not wait for the whole stylesheet. The British English
 * of antd's own texts and dates (Table, pickers, pagination) is set here too: the sign-in screens show none
 * of them, and the login page then loads none of those locales.
 */
export function SignedInStyles({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={theme} locale={enGB}>
      {children}
    </ConfigProvider>
  );
}
