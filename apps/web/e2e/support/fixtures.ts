import { test as base } from '@playwright/test';
import { e2eEnv } from './env';

/** Playwright's test with baseURL taken from the server globalSetup started (its port is chosen at run time). */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(e2eEnv.baseURL);
  },
});

export { expect } from '@playwright/test';
