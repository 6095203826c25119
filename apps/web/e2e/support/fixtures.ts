import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base } from '@playwright/test';
import { startServer } from './server';

const root = resolve(fileURLToPath(new URL('../../../..', import.meta.url)));

/**
 * Playwright's test with a server of the worker's own (fresh database, demo data) started when the worker
 * starts; its address and log file reach the helpers through the worker's environment (support/env.ts).
 */
export const test = base.extend<{ baseURL: string }, { server: string }>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer(root);
      process.env.E2E_BASE_URL = server.baseURL;
      process.env.E2E_LOG_FILE = server.logFile;
      await use(server.baseURL);
      await server.stop();
    },
    { scope: 'worker', auto: true, timeout: 600_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server);
  },
});

export { expect } from '@playwright/test';
