import { readFileSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/** Debian's Chromium and its flags, shared with the benches (bench/lib/chromium.mjs). */
const chromium = JSON.parse(
  readFileSync(new URL('./apps/web/e2e/support/chromium.json', import.meta.url), 'utf8'),
) as {
  executablePath: string;
  args: string[];
};

/**
 * Browser tests of the console against real servers: globalSetup builds, each worker starts its own
 * server on a fresh database (apps/web/e2e/support/server.ts), so test files run side by side.
 * Debian's Chromium, never a downloaded browser. E2E_WORKERS sets the number of workers (default 2:
 * the machines have 2 cores); a run on one PostgreSQL database (E2E_DATABASE_URL) uses one worker.
 */
export default defineConfig({
  testDir: 'apps/web/e2e',
  globalSetup: './apps/web/e2e/support/globalSetup.ts',
  workers: process.env.E2E_DATABASE_URL ? 1 : Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  retries: 0,
  // generous: a busy 2-core machine runs two servers and two browsers at once; passing tests never wait them out
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    // a click or a page load that cannot happen fails within these, naming what it waited for, instead of
    // holding its worker until the test's own timeout
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    viewport: { width: 1440, height: 900 },
    // the console honours the system's reduce-motion setting: no animation to wait out or to draw on a busy CPU
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: chromium,
      },
    },
  ],
});
