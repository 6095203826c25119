import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { antdStylesheet } from './antdStylesheet';

export default defineProject({
  plugins: [react(), antdStylesheet()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', '*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // the test files share their worker's modules and window (the setup file cleans up after each test):
    // a new jsdom and the console's modules for every file were most of the project's time
    isolate: false,
    // antd renders slowly in jsdom on a busy 2-core machine: 5 s is not enough for the first tabs render
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
