import { describe, expect, it } from 'vitest';
import { PostgresStore } from '../stores/postgres/postgres-store.js';
import { createTestEngine } from '../testing/engine-fixtures.js';
import { usePostgresServer } from '../testing/use-postgres-server.js';
import { maintenanceLeaseFor } from './maintenance-lease.js';
import { scheduleMaintenance } from './scheduler.js';

/** Two `serve` processes on one Postgres schema: only one runs each maintenance pass (`npm run test:stores`). */
const { url, track } = usePostgresServer({ closeStores: 'afterAll' });


async function openStore(schema: string): Promise<PostgresStore> {
  const store = new PostgresStore({ connectionString: url(), schema, maxConnections: 4 });
  await store.init();
  track(store);
  return store;
}

describe('the Postgres maintenance lease', () => {
  it('lets one process run a pass while the others skip it, and frees it when the pass ends', async () => {
    const [first, second, elsewhere] = [await openStore('lease_shared'), await openStore('lease_shared'), await openStore('lease_elsewhere')];
    const { engine, clock } = createTestEngine({ store: second, start: '2026-01-01T00:00:00.000Z' });
    await engine.add({ id: 'trivia', userId: 'u1', text: '用户看过一部叫星际穿越的电影', importance: 0.2 });
    clock.advance(100 * 86_400_000);

    const held = await (await maintenanceLeaseFor(first)).tryAcquire();
    expect(held).not.toBeNull();
    // A store in another schema is another deployment: its lease is free.
    const other = await (await maintenanceLeaseFor(elsewhere)).tryAcquire();
    expect(other).not.toBeNull();
    await other?.release();

    let skipped = 0;
    const schedule = scheduleMaintenance(engine, { lease: await maintenanceLeaseFor(second), onSkip: () => skipped++ });
    expect(await schedule.runNow()).toBeNull();
    expect(skipped).toBe(1);
    expect((await engine.get('trivia')).status).toBe('active');

    await held?.release();
    const report = await schedule.runNow();
    expect(report?.archived.map((item) => item.id)).toEqual(['trivia']);
    expect((await engine.get('trivia')).status).toBe('archived');
    // The pass released the lease: the first process can take it again.
    const again = await (await maintenanceLeaseFor(first)).tryAcquire();
    expect(again).not.toBeNull();
    await again?.release();
    schedule.stop();
  });
});
