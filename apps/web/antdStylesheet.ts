import { createElement } from 'react';
import { ConfigProvider } from 'antd';
import { extractStyle } from '@ant-design/static-style-extract';
import type { Plugin } from 'vite';
import { brandToken, builtStylesTheme } from './src/theme';

/**
 * antd components the console never draws, left out of the sheet: their rules only made the sheet longer to
 * read and every element's styles longer to work out. Tree stays in: the table's header filters can draw it.
 * `antdStylesheet.test.ts` fails when the console's code imports one of them.
 */
export const UNDRAWN_COMPONENTS = [
  'Affix',
  'Anchor',
  'BackTop',
  'BorderBeam',
  'Calendar',
  'Carousel',
  'Cascader',
  'ColorPicker',
  'FloatButton',
  'List',
  'Listy',
  'Masonry',
  'Mentions',
  'QRCode',
  'Rate',
  'Slider',
  'Splitter',
  'Steps',
  'Timeline',
  'Tour',
  'Transfer',
  'TreeSelect',
  'Watermark',
];

/** The stylesheet's module: `import 'virtual:antd-styles.css'`. */
const ID = 'virtual:antd-styles.css';
const RESOLVED = `\0${ID}`;

/**
 * antd's styles for every component the console draws, drawn once with the console's theme when the
 * console is built (antd's own extraction, @ant-design/static-style-extract), as a stylesheet: the
 * signed-in console uses it instead of antd making each component's styles in the browser as it first
 * draws (`zeroRuntime`). The rules sit in a cascade layer, so that the console's own rules and the theme's
 * variables that antd sets in the page (the reduced-motion setting among them) come before them whatever
 * their order.
 */
export function antdStylesheet(): Plugin {
  let css: string | undefined;
  return {
    name: 'orrery-antd-stylesheet',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      css ??= quietAntdWarnings(() =>
        extractStyle({
          excludes: UNDRAWN_COMPONENTS,
          customTheme: (node) =>
            createElement(ConfigProvider, { theme: { token: brandToken, ...builtStylesTheme } }, node),
        }),
      );
      return `@layer antd {\n${css}\n}\n`;
    },
  };
}

/**
 * Runs `draw` without antd's own warnings: the extraction draws every component it keeps, deprecated ones
 * (Input.Group) among them, and antd warns of those outside production builds (the unit tests' run). The
 * console's own code is warned of as ever.
 */
function quietAntdWarnings<T>(draw: () => T): T {
  const { error } = console;
  console.error = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('Warning: [antd:')) return;
    error(...args);
  };
  try {
    return draw();
  } finally {
    console.error = error;
  }
}
