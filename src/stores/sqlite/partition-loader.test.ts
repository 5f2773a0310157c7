import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMBEDDER, makeRecord, newWrite, randomVector, seededRandom, TENANT } from '../contract/fixtures.js';
import { PartitionLoader } from './partition-loader.js';
import { SqliteStore } from './sqlite-store.js';
import { VECTOR_TABLE } from './vector-index.js';

describe('sqlite vector partition loader', () => {
  let directory = '';
  let store: SqliteStore;

  beforeEach(async () => {
    directory = mkdtempSync(join(tmpdir(), 'agent-memory-loader-'));
    store = new SqliteStore({ path: join(directory, 'loader.db') });
    await store.init();
    await store.setEmbedderInfo(EMBEDDER);
  });

  afterEach(async () => {
    await store.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it("slices each vector of a user's partition out of sqlite-vec's chunks, through deletes, moves and other users' rows", async () => {
    const random = seededRandom(51);
    const written = new Map<string, { userId: string | undefined; vector: Float32Array }>();
    const users = ['alice', 'bob', undefined];
    for (let round = 0; round < 4; round += 1) {
      const writes = Array.from({ length: 60 }, (_, index) => {
        const id = `r${round}-${index}`;
        const userId = users[(index + round) % users.length];
        const vector = randomVector(random);
        written.set(id, { userId, vector });
        return newWrite(makeRecord(id, { scope: userId ? { userId } : {}, metadata: { index } }), vector);
      });
      await store.write({ tenantId: TENANT, upserts: writes });
      const deletes = [...written.keys()].filter((_, index) => index % 7 === round);
      await store.write({ tenantId: TENANT, deletes });
      for (const id of deletes) written.delete(id);
    }
    // A record moving to another user keeps its vector row: the loader must find it under the new user.
    const [movedId, moved] = [...written.entries()].find(([, entry]) => entry.userId === 'bob') ?? [];
    if (!movedId || !moved) throw new Error('fixture has no bob record');
    await store.write({ tenantId: TENANT, upserts: [{ record: makeRecord(movedId, { scope: { userId: 'alice' } }) }] });
    written.set(movedId, { userId: 'alice', vector: moved.vector });

    const loader = new PartitionLoader(store.database, VECTOR_TABLE);
    expect(loader.readsChunksDirectly()).toBe(true);
    for (const userId of users) {
      const rows = store.database.transaction(() => loader.read(TENANT, userId ?? null, EMBEDDER.dimensions))();
      const expected = [...written.entries()].filter(([, entry]) => entry.userId === userId);
      expect(rows.map((row) => row.id).sort()).toEqual(expected.map(([id]) => id).sort());
      for (const row of rows) expect(row.vector).toEqual(written.get(row.id)?.vector);
    }
  });
});
