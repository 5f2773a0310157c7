import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { systemClock } from '../../core/clock.js';
import { SqliteStore } from '../../stores/sqlite/sqlite-store.js';
import { sharedRateLimiterContract } from './rate-limiter.contract.js';
import { rateLimiterFor } from './shared-rate-limiter.js';
import { SqliteRateLimiter } from './sqlite-rate-limiter.js';

const folder = mkdtempSync(join(tmpdir(), 'agent-memory-rate-limits-'));
const stores: SqliteStore[] = [];
let file = 0;
let current = '';

beforeEach(() => {
  current = join(folder, `limits-${(file += 1)}.db`);
});

afterAll(async () => {
  for (const store of stores) await store.close();
  rmSync(folder, { recursive: true, force: true });
});

async function openStore(path: string): Promise<SqliteStore> {
  const store = new SqliteStore({ path });
  await store.init();
  stores.push(store);
  return store;
}

/** Every test of the contract gets a new file; each limiter opens its own connection to it. */
sharedRateLimiterContract('sqlite', async (limit, clock) => {
  const store = await openStore(current);
  return new SqliteRateLimiter(() => store.database, limit, clock);
});

describe('SqliteRateLimiter', () => {
  it('is the rate limiter of a SQLite memory store', async () => {
    const store = await openStore(join(folder, 'factory.db'));
    expect(rateLimiterFor(store, { burst: 1, perSecond: 1 }, systemClock)).toBeInstanceOf(SqliteRateLimiter);
  });
});
