import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'astro',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // the verdict never depends on the machine's speed: a busy 2-core machine is far slower than the defaults
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
