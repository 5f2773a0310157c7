import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The Postgres and Chroma stores' tests need their servers: `npm run test:stores` (vitest.stores.config.ts) starts them.
    exclude: ['src/stores/postgres/**', 'src/stores/chroma/**', 'src/**/*.postgres.test.ts', 'src/**/*.chroma.test.ts', 'node_modules/**'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
