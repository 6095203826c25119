import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'astro',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
