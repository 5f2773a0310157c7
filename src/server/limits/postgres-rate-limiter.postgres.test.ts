import { beforeEach } from 'vitest';
import { PostgresStore } from '../../stores/postgres/postgres-store.js';
import { usePostgresServer } from '../../testing/use-postgres-server.js';
import { PostgresRateLimiter } from './postgres-rate-limiter.js';
import { sharedRateLimiterContract } from './rate-limiter.contract.js';

/** The shared token bucket on a real PostgreSQL (`npm run test:stores`). */
const { url, track } = usePostgresServer({ closeStores: 'afterAll' });
let schemas = 0;
let current = '';

beforeEach(() => {
  current = `rate_limits_${(schemas += 1)}`;
});

async function openStore(schema: string): Promise<PostgresStore> {
  const store = new PostgresStore({ connectionString: url(), schema, maxConnections: 8 });
  await store.init();
  track(store);
  return store;
}

/** Each contract test gets a schema of its own; each limiter opens its own pool on it. */
sharedRateLimiterContract('postgres', async (limit, clock) => new PostgresRateLimiter(await openStore(current), limit, clock));
