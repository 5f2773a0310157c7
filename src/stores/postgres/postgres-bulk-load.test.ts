import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { usePostgresServer } from '../../testing/use-postgres-server.js';
import { cosine, EMBEDDER, makeRecord, newWrite, randomVector, recordQuery, seededRandom, TENANT } from '../contract/fixtures.js';
import { PostgresStore, type PostgresStoreOptions } from './postgres-store.js';
import { approximateSharedSearch } from './vector-search.js';

/** PostgresStore.bulkLoad: the shared HNSW index dropped during a large load and built once after it. */
let schemas = 0;
const { url, track } = usePostgresServer({ closeStores: 'afterEach' });


async function openStore(schema: string, options: Partial<PostgresStoreOptions> = {}): Promise<PostgresStore> {
  const store = new PostgresStore({ connectionString: url(), schema, approximateSharedAbove: 1, ...options });
  track(store);
  await store.init();
  return store;
}

async function newStore(): Promise<{ store: PostgresStore; schema: string }> {
  schemas += 1;
  const schema = `bulk_${schemas}`;
  const store = await openStore(schema);
  await store.setEmbedderInfo(EMBEDDER);
  return { store, schema };
}

async function query<T extends pg.QueryResultRow>(schema: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url(), options: `-c search_path=${schema},public` });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

const indexPresent = async (schema: string): Promise<boolean> =>
  (await query<{ present: boolean }>(schema, "SELECT to_regclass('memories_shared_hnsw') IS NOT NULL AS present"))[0]?.present === true;

function knowledge(count: number, seed: number): { id: string; vector: Float32Array }[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => ({ id: `k${index}`, vector: randomVector(random) }));
}

async function writeShared(store: PostgresStore, items: { id: string; vector: Float32Array }[]): Promise<void> {
  for (let start = 0; start < items.length; start += 500) {
    const upserts = items.slice(start, start + 500).map((item) => newWrite(makeRecord(item.id, { scope: {}, kind: 'knowledge' }), item.vector));
    await store.write({ tenantId: TENANT, upserts });
  }
}

describe('PostgresStore.bulkLoad', () => {
  it('loads with the shared index absent, then builds and uses it, with recall@10 of at least 0.95 against exact', async () => {
    const { store, schema } = await newStore();
    expect(await indexPresent(schema)).toBe(true);
    const indexDefinition = async (): Promise<string | undefined> =>
      (await query<{ indexdef: string }>(schema, "SELECT indexdef FROM pg_indexes WHERE indexname = 'memories_shared_hnsw' AND schemaname = current_schema()"))[0]?.indexdef;
    expect(await indexDefinition()).toMatch(/WITH \(ef_construction='?128'?\)/);
    const items = knowledge(1500, 5);
    // Statistics must come from the load itself, not from autovacuum passing by.
    for (const table of ['memories', 'memory_postings', 'memory_keyword_scopes']) await query(schema, `ALTER TABLE ${table} SET (autovacuum_enabled = false)`);
    const phases: string[] = [];
    const returned = await store.bulkLoad(
      async () => {
        phases.push(`load, index present: ${String(await indexPresent(schema))}`);
        await writeShared(store, items);
        return 'loaded';
      },
      { indexBuild: { memory: '64MB', workers: 0, efConstruction: 100 }, onIndexBuild: () => phases.push('build') },
    );
    expect(returned).toBe('loaded');
    expect(phases).toEqual(['load, index present: false', 'build']);
    expect(await indexPresent(schema)).toBe(true);
    expect(await indexDefinition()).toMatch(/WITH \(ef_construction='?100'?\)/);
    // Analysed during the bulk load, so the planner picks the index at once.
    const plan = await query<{ 'QUERY PLAN': string }>(
      schema,
      "EXPLAIN SELECT id FROM memories WHERE tenant_id = 'tenant-a' AND user_id IS NULL AND NOT vector_degenerate ORDER BY embedding <=> '[1,0,0,0,0,0,0,0]' LIMIT 10",
    );
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toMatch(/memories_shared_hnsw/);
    // The keyword tables too: a table never analysed has reltuples -1.
    const analysed = await query<{ relname: string; reltuples: number }>(
      schema,
      "SELECT relname, reltuples FROM pg_class WHERE relnamespace = current_schema()::regnamespace AND relname IN ('memories', 'memory_postings', 'memory_keyword_scopes') ORDER BY relname",
    );
    expect(analysed.map((row) => [row.relname, row.reltuples >= 0])).toEqual([['memories', true], ['memory_keyword_scopes', true], ['memory_postings', true]]);

    const random = seededRandom(6);
    let found = 0;
    const rounds = 30;
    for (let round = 0; round < rounds; round += 1) {
      const target = randomVector(random);
      const exact = items.map((item) => ({ id: item.id, score: cosine(target, item.vector) })).sort((a, b) => b.score - a.score).slice(0, 10);
      const hits = await store.vectorSearch(recordQuery({ sharedOnly: true }), target, 10);
      expect(hits).toHaveLength(10);
      found += hits.filter((hit) => exact.some((best) => best.id === hit.id)).length;
    }
    expect(found / (rounds * 10)).toBeGreaterThanOrEqual(0.95);
  });

  it('keeps what the load committed and rebuilds the index when the load throws, reporting the load error', async () => {
    const { store, schema } = await newStore();
    const items = knowledge(600, 7);
    const failure = new Error('source went away');
    await expect(
      store.bulkLoad(async () => {
        await writeShared(store, items.slice(0, 500));
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await indexPresent(schema)).toBe(true);
    expect(await store.listIds(recordQuery({ sharedOnly: true }))).toHaveLength(500);
  });

  it('refuses a second bulk load of the same store from another process with CONFLICT, and lets it run after the first', async () => {
    const { store, schema } = await newStore();
    const other = await openStore(schema);
    let tried: Promise<unknown> | null = null;
    await store.bulkLoad(async () => {
      tried = other.bulkLoad(async () => undefined).then(
        () => 'ran',
        (error: unknown) => error,
      );
      expect(await tried).toMatchObject({ code: 'CONFLICT' });
    });
    expect(tried).not.toBeNull();
    await expect(other.bulkLoad(async () => 'second')).resolves.toBe('second');
    expect(await indexPresent(schema)).toBe(true);
  });

  it('has init() rebuild an index a dead bulk load left dropped, but not while a bulk load is running', async () => {
    const { store, schema } = await newStore();
    await writeShared(store, knowledge(300, 8));
    await store.bulkLoad(async () => {
      // Another process opening the store during the load leaves the index to the load.
      await openStore(schema);
      expect(await indexPresent(schema)).toBe(false);
    });
    // A process that died mid-load: the index is gone and nobody holds the load's lock.
    await query(schema, 'DROP INDEX memories_shared_hnsw');
    await openStore(schema);
    expect(await indexPresent(schema)).toBe(true);
  });

  it('rejects malformed index build settings and ef_search with INVALID_INPUT, before touching the index', async () => {
    const { store, schema } = await newStore();
    let ran = false;
    const run = async (): Promise<void> => {
      ran = true;
    };
    await expect(store.bulkLoad(run, { indexBuild: { memory: "4GB'; DROP TABLE memories; --" } })).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    await expect(store.bulkLoad(run, { indexBuild: { workers: -1 } })).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    for (const efConstruction of [16, 64.5, 1001]) {
      await expect(store.bulkLoad(run, { indexBuild: { efConstruction } })).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    }
    expect(ran).toBe(false);
    expect(await indexPresent(schema)).toBe(true);
    expect(() => new PostgresStore({ connectionString: url(), hnswEfSearch: 0 })).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
  });

  it('sets hnsw.ef_search for approximate searches to the larger of the given least value and 2k', async () => {
    const { store, schema } = await newStore();
    await writeShared(store, knowledge(50, 9));
    const client = new pg.Client({ connectionString: url(), options: `-c search_path=${schema},public` });
    await client.connect();
    try {
      const efAfter = async (efSearch: number, k: number): Promise<string | undefined> => {
        await client.query('BEGIN');
        try {
          // SET LOCAL lasts to the end of the transaction, so it can be read back after the search.
          const hits = await approximateSharedSearch(client, recordQuery({ sharedOnly: true }), randomVector(seededRandom(10)), k, efSearch);
          expect(hits).toHaveLength(k);
          return (await client.query<{ value: string }>("SELECT current_setting('hnsw.ef_search') AS value")).rows[0]?.value;
        } finally {
          await client.query('ROLLBACK');
        }
      };
      expect(await efAfter(200, 10)).toBe('200');
      expect(await efAfter(5, 10)).toBe('20');
    } finally {
      await client.end();
    }
    expect(await store.vectorSearch(recordQuery({ sharedOnly: true }), randomVector(seededRandom(11)), 10)).toHaveLength(10);
  });
});
