import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/server', 'apps/web'],
    // Vitest's default leaves one core idle (cores - 1): on the 2-core machines that is one test file at a
    // time, while a PGlite or PostgreSQL test spends much of its time in the database, not in its own thread
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
