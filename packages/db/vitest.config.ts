import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'db',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // a busy 2-core machine opens and migrates a PGlite database in well over the default 10 s
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
