import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { HashEmbedder } from '../../embedders/hash/hash-embedder.js';
import { Memory } from '../../memory.js';
import { usePostgresServer } from '../../testing/use-postgres-server.js';
import { axis, cosine, EMBEDDER, makeRecord, newWrite, randomVector, recordQuery, seededRandom, TENANT } from '../contract/fixtures.js';
import { PostgresStore } from './postgres-store.js';
import { recordQueryWhere } from './query-sql.js';
import { MEMORY_STORE_COMPONENT, MEMORY_STORE_MIGRATIONS } from './schema.js';
import { SqlParams } from './sql-params.js';

/** What the contract cannot see: several processes (connections) on one database, migrations, the HNSW path. */
let schemas = 0;
const { url, track } = usePostgresServer({ closeStores: 'afterEach' });


function newSchema(): string {
  schemas += 1;
  return `behaviour_${schemas}`;
}

async function openStore(schema: string, options: { approximateSharedAbove?: number } = {}): Promise<PostgresStore> {
  const store = new PostgresStore({ connectionString: url(), schema, ...options });
  track(store);
  await store.init();
  return store;
}

async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url() });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

describe('postgres store on a real server', () => {
  it('applies each migration once when eight stores open one new schema at the same moment', async () => {
    const schema = newSchema();
    const stores = await Promise.all(Array.from({ length: 8 }, () => openStore(schema)));
    const rows = await sql<{ version: number }>(`SELECT version FROM ${schema}.schema_migrations WHERE component = $1 ORDER BY version`, [MEMORY_STORE_COMPONENT]);
    expect(rows.map((row) => row.version)).toEqual(MEMORY_STORE_MIGRATIONS.map((_, index) => index + 1));
    await stores[0]?.setEmbedderInfo(EMBEDDER);
    await stores[3]?.write({ tenantId: TENANT, upserts: [newWrite(makeRecord('a'), axis(0), ['apple'])] });
    expect((await stores[7]?.get(TENANT, 'a'))?.id).toBe('a');
  });

  it('keeps records, vectors, terms, history and embedder info across a reopen', async () => {
    const schema = newSchema();
    const first = await openStore(schema);
    await first.setEmbedderInfo(EMBEDDER);
    const record = makeRecord('a', { metadata: { topic: 'food' } });
    await first.write({
      tenantId: TENANT,
      upserts: [newWrite(record, axis(0), ['apple'])],
      history: [{ id: 'h1', memoryId: 'a', event: 'create', before: null, after: record, at: record.createdAt, actor: null }],
    });
    await first.close();
    const second = await openStore(schema);
    expect(await second.getEmbedderInfo()).toEqual(EMBEDDER);
    expect(await second.get(TENANT, 'a')).toEqual(record);
    expect((await second.vectorSearch(recordQuery(), axis(0), 1)).map((hit) => hit.id)).toEqual(['a']);
    expect((await second.keywordSearch(recordQuery(), ['apple'], 1)).map((hit) => hit.id)).toEqual(['a']);
    expect((await second.history(TENANT, 'a')).map((entry) => entry.id)).toEqual(['h1']);
  });

  it("reports another process's content writes as external changes, but not its own writes or access touches", async () => {
    const schema = newSchema();
    const writer = await openStore(schema);
    const reader = await openStore(schema);
    await writer.setEmbedderInfo(EMBEDDER);
    await writer.write({ tenantId: TENANT, upserts: [newWrite(makeRecord('first'), axis(0), ['first'])] });
    const start = await reader.externalChangeVersion();
    await reader.write({ tenantId: TENANT, upserts: [newWrite(makeRecord('own'), axis(1), ['own'])] });
    expect(await reader.externalChangeVersion()).toBe(start);
    await writer.touch(TENANT, ['first', 'own'], '2026-01-01T00:00:00.000Z');
    expect(await reader.externalChangeVersion()).toBe(start);
    await writer.write({ tenantId: TENANT, upserts: [newWrite(makeRecord('second'), axis(2), ['second'])] });
    const afterForeign = await reader.externalChangeVersion();
    expect(afterForeign).not.toBe(start);
    expect(await reader.externalChangeVersion()).toBe(afterForeign);
  });

  it('gives exactly one of two engines racing to create each id the write, the other a typed CONFLICT', async () => {
    const schema = newSchema();
    const open = async (): Promise<Memory> => {
      const memory = await Memory.open({ store: new PostgresStore({ connectionString: url(), schema }), embedder: new HashEmbedder(32) });
      track(memory);
      return memory;
    };
    const first = await open();
    const second = await open();
    const ids = Array.from({ length: 30 }, (_, index) => `explicit-${index}`);
    const outcomes = await Promise.all(
      ids.flatMap((id) =>
        [first, second].map(async (memory, writer) => {
          try {
            await memory.add({ id, userId: 'alice', text: `writer ${writer} wrote ${id}` });
            return { id, writer, code: 'OK' };
          } catch (error: unknown) {
            return { id, writer, code: String((error as { code?: unknown }).code) };
          }
        }),
      ),
    );
    for (const id of ids) {
      const codes = outcomes.filter((outcome) => outcome.id === id).map((outcome) => outcome.code).sort();
      expect(codes, id).toEqual(['CONFLICT', 'OK']);
      const winner = outcomes.find((outcome) => outcome.id === id && outcome.code === 'OK');
      expect((await second.get(id, { userId: 'alice' })).text).toBe(`writer ${winner?.writer} wrote ${id}`);
    }
  });

  it('lets two processes write batches spanning the same users in opposite orders without deadlocks or lost statistics', async () => {
    const schema = newSchema();
    const [first, second] = [await openStore(schema), await openStore(schema)];
    await first?.setEmbedderInfo(EMBEDDER);
    const users = ['u1', 'u2', 'u3'];
    const batch = (writer: number, round: number, order: string[]) => ({
      tenantId: TENANT,
      upserts: order.map((userId) => newWrite(makeRecord(`w${writer}-r${round}-${userId}`, { scope: { userId } }), axis(0), ['shared', userId])),
    });
    const rounds = 15;
    await Promise.all(
      Array.from({ length: rounds }, (_, round) => [
        first?.write(batch(1, round, users)),
        second?.write(batch(2, round, [...users].reverse())),
      ]).flat(),
    );
    // Every write landed, and the statistics count each of them once: 'shared' is in every memory.
    for (const userId of users) {
      const hits = await first?.keywordSearch(recordQuery({ userId }), [userId], 1000);
      expect(hits).toHaveLength(rounds * 2);
    }
    const rows = await sql<{ docs: string }>(`SELECT sum(docs)::text AS docs FROM ${schema}.memory_keyword_scopes WHERE tenant_id = $1`, [TENANT]);
    expect(Number(rows[0]?.docs)).toBe(rounds * 2 * users.length);
  });

  it('searches large shared collections through the HNSW index, with recall@10 of at least 0.95 against exact', async () => {
    const schema = newSchema();
    const approximate = await openStore(schema, { approximateSharedAbove: 1 });
    await approximate.setEmbedderInfo(EMBEDDER);
    const random = seededRandom(11);
    const items = Array.from({ length: 1500 }, (_, index) => ({ record: makeRecord(`k${index}`, { scope: {}, kind: 'knowledge' }), vector: randomVector(random) }));
    for (let start = 0; start < items.length; start += 500) {
      await approximate.write({ tenantId: TENANT, upserts: items.slice(start, start + 500).map((item) => newWrite(item.record, item.vector)) });
    }
    const client = new pg.Client({ connectionString: url(), options: `-c search_path=${schema},public` });
    await client.connect();
    const explained = (await client.query<{ 'QUERY PLAN': string }>(
      "EXPLAIN SELECT id FROM memories WHERE tenant_id = 'tenant-a' AND user_id IS NULL AND NOT vector_degenerate ORDER BY embedding <=> '[1,0,0,0,0,0,0,0]' LIMIT 10",
    )).rows.map((row) => row['QUERY PLAN']).join('\n');
    await client.end();
    expect(explained).toMatch(/memories_shared_hnsw/);

    let found = 0;
    const queries = 40;
    for (let round = 0; round < queries; round += 1) {
      const query = randomVector(random);
      const exact = items.map((item) => ({ id: item.record.id, score: cosine(query, item.vector) })).sort((a, b) => b.score - a.score).slice(0, 10);
      const hits = await approximate.vectorSearch(recordQuery({ sharedOnly: true }), query, 10);
      expect(hits).toHaveLength(10);
      // Whatever the index returns is scored exactly.
      for (const hit of hits) expect(hit.score).toBeCloseTo(cosine(query, items[Number(hit.id.slice(1))]?.vector as Float32Array), 9);
      found += hits.filter((hit) => exact.some((best) => best.id === hit.id)).length;
    }
    expect(found / (queries * 10)).toBeGreaterThanOrEqual(0.95);
  });

  it("reads a named day's memories of a large user through the time index", async () => {
    const schema = newSchema();
    const store = await openStore(schema);
    await store.setEmbedderInfo(EMBEDDER);
    const random = seededRandom(13);
    const start = Date.parse('2026-01-01T00:00:00Z');
    // 3,000 memories over 200 days, event times written at +08:00.
    const writes = Array.from({ length: 3000 }, (_, index) => {
      const local = new Date(start + (index % 200) * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 19);
      return newWrite(makeRecord(`t${index}`, { eventTime: `${local}+08:00` }), randomVector(random));
    });
    for (let offset = 0; offset < writes.length; offset += 500) await store.write({ tenantId: TENANT, upserts: writes.slice(offset, offset + 500) });
    await sql(`ANALYZE ${schema}.memories`);
    const query = recordQuery({ userId: 'alice', timeRange: { from: '2026-03-01T00:00:00.000Z', before: '2026-03-02T00:00:00.000Z' } });
    const params = new SqlParams();
    const where = recordQueryWhere(query, params);
    const client = new pg.Client({ connectionString: url(), options: `-c search_path=${schema},public` });
    await client.connect();
    const explained = (await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN SELECT m.id FROM memories m WHERE ${where}`, params.values)).rows.map((row) => row['QUERY PLAN']).join('\n');
    await client.end();
    expect(explained).toMatch(/memories_user_time/);
    // March 1 is day 59: its 15 memories, and only those.
    const hits = await store.vectorSearch(query, randomVector(random), 50);
    expect(hits.map((hit) => Number(hit.id.slice(1)) % 200).sort()).toEqual(Array.from({ length: 15 }, () => 59));
  });

  it('reports a server it cannot reach as a retryable STORE_ERROR', async () => {
    const store = new PostgresStore({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
    await expect(store.init()).rejects.toMatchObject({ code: 'STORE_ERROR', isRetryable: true });
  });

  it('refuses a schema name it would have to quote', () => {
    expect(() => new PostgresStore({ connectionString: url(), schema: 'Robert"; DROP TABLE x' })).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
  });
});
