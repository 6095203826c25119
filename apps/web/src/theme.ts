import type { ThemeConfig } from 'antd';

/** The console's own look over antd's: its purple as the primary colour, slightly rounder corners. */
export const brandToken = { colorPrimary: '#722ed1', borderRadius: 6 };

/**
 * The theme of antd's stylesheet built with the console (`antdStylesheet.ts`): the class its CSS variables
 * hang on, and no hashed class (the reduced-motion setting changes a token, and with it the hash).
 */
export const builtStylesTheme = { cssVar: { key: 'orrery' }, hashed: false } satisfies ThemeConfig;
