import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // the server bundled once, for the tests that start it as its own process (test/serverProcess.ts)
    globalSetup: ['test/globalSetup.ts'],
    // the test files share their worker's modules: importing the server anew for every file was a large
    // share of the suite's time, and no test mocks a module or leaves process-wide state behind
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
