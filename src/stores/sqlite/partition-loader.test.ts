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
      const columns = store.database.transaction(() => loader.read(TENANT, userId ?? null, EMBEDDER.dimensions))();
      const expected = [...written.entries()].filter(([, entry]) => entry.userId === userId);
      expect(columns.size).toBe(expected.length);
      const ids = rowsOf(columns.ids);
      expect([...ids].sort()).toEqual(expected.map(([id]) => id).sort());
      expect(columns.matrix.length).toBe(columns.size * EMBEDDER.dimensions);
      ids.forEach((id, row) => {
        expect(columns.matrix.slice(row * EMBEDDER.dimensions, (row + 1) * EMBEDDER.dimensions)).toEqual(written.get(id)?.vector);
      });
    }
  });

  it('reads every column as stored, through the chunks and through a plain join alike', async () => {
    const random = seededRandom(52);
    const records = Array.from({ length: 40 }, (_, index) =>
      makeRecord(`c${index}`, {
        scope: { userId: 'alice', ...(index % 3 === 0 ? { sessionId: `s${index % 2}` } : {}), ...(index % 4 === 0 ? { agentId: 'helper' } : {}) },
        kind: index % 2 === 0 ? 'episodic' : 'semantic',
        status: index % 5 === 0 ? 'archived' : 'active',
        metadata: index % 3 === 0 ? {} : { index, nested: { even: index % 2 === 0 } },
        createdAt: new Date(Date.UTC(2024, 0, 1 + index)).toISOString(),
        eventTime: index % 4 === 1 ? `2023-0${1 + (index % 9)}-15T08:00:00+02:00` : null,
      }),
    );
    const vectors = records.map(() => randomVector(random));
    await store.write({ tenantId: TENANT, upserts: records.map((record, index) => newWrite(record, vectors[index])) });
    const db = store.database;
    const chunked = db.transaction(() => new PartitionLoader(db, VECTOR_TABLE).read(TENANT, 'alice', EMBEDDER.dimensions))();
    // A table without sqlite-vec's shadow tables: the loader joins it row by row instead.
    db.exec('CREATE TABLE plain_vectors (rowid INTEGER PRIMARY KEY, embedding BLOB NOT NULL)');
    const insert = db.prepare('INSERT INTO plain_vectors (rowid, embedding) VALUES (?, ?)');
    const rowIds = new Map((db.prepare('SELECT id, row_id FROM memories').all() as { id: string; row_id: number }[]).map((row) => [row.id, row.row_id]));
    records.forEach((record, index) => insert.run(rowIds.get(record.id), Buffer.from((vectors[index] as Float32Array).buffer)));
    const plain = new PartitionLoader(db, 'plain_vectors');
    expect(plain.readsChunksDirectly()).toBe(false);
    const joined = db.transaction(() => plain.read(TENANT, 'alice', EMBEDDER.dimensions))();
    for (const columns of [chunked, joined]) {
      expect(columns.size).toBe(records.length);
      rowsOf(columns.ids).forEach((id, row) => {
        const index = records.findIndex((record) => record.id === id);
        const record = records[index];
        if (!record) throw new Error(`unknown id ${id}`);
        expect(columns.status[row]).toBe(record.status);
        expect(columns.kind[row]).toBe(record.kind);
        expect(columns.agentId.at(row)).toBe(record.scope.agentId ?? '');
        expect(columns.sessionId.at(row)).toBe(record.scope.sessionId ?? '');
        expect(JSON.parse(columns.metadata.at(row))).toEqual(record.metadata);
        expect(columns.createdAt.at(row)).toBe(record.createdAt);
        expect(columns.memoryTime.at(row)).toBe(record.eventTime ?? record.createdAt);
        expect(columns.matrix.slice(row * EMBEDDER.dimensions, (row + 1) * EMBEDDER.dimensions)).toEqual(vectors[index]);
      });
    }
  });
});

function rowsOf(column: { size: number; at(row: number): string }): string[] {
  return Array.from({ length: column.size }, (_, row) => column.at(row));
}
