import { defineConfig } from 'vitest/config';

/**
 * `npm run test:stores`: the store contract and the randomized parity test on every store, each
 * against its real engine (PostgreSQL and Chroma are started by the tests themselves, on 127.0.0.1).
 * Nothing here is skipped: a missing server fails the run (scripts/setup-postgres.sh installs
 * PostgreSQL; Chroma's `chroma run` comes from the `chromadb` npm package).
 */
export default defineConfig({
  test: {
    include: [
      'src/stores/in-memory/in-memory-store.test.ts',
      'src/stores/sqlite/sqlite-store.test.ts',
      'src/stores/sqlite/sqlite-parity.test.ts',
      'src/stores/postgres/**/*.test.ts',
      // Features that keep their tables beside a Postgres store (server state, migrate), and migrate with Chroma.
      'src/**/*.postgres.test.ts',
      'src/**/*.chroma.test.ts',
      'src/stores/chroma/**/*.test.ts',
    ],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
