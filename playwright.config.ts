import { defineConfig } from '@playwright/test';

/**
 * Browser tests of the console against a real server (see apps/web/e2e/support/globalSetup.ts):
 * Debian's Chromium, never a downloaded browser; one worker, since the tests share one server.
 */
export default defineConfig({
  testDir: 'apps/web/e2e',
  globalSetup: './apps/web/e2e/support/globalSetup.ts',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
});
