import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The Postgres store's tests need a PostgreSQL server: `npm run test:stores` (vitest.stores.config.ts) installs and starts one.
    exclude: ['src/stores/postgres/**', 'src/**/*.postgres.test.ts', 'node_modules/**'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
