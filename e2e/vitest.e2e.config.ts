import { defineConfig } from 'vitest/config';

/** Browser tests: one file at a time (each starts a server and a browser), generous timeouts for a shared CI machine. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
