import { describe, expect, it } from 'vitest';
import { parseFilter } from '../../core/filter.js';
import type { RecordQuery } from '../../core/store.js';
import { DIMENSIONS, EMBEDDER, makeRecord, newWrite, randomVector, recordQuery, TENANT, seededRandom } from '../contract/fixtures.js';
import { nativeScanUnavailableReason } from './native-scan.js';
import { SqliteStore } from './sqlite-store.js';
import { useSqliteFolder } from '../../testing/use-sqlite-folder.js';

/** The partition cache must never change an answer: every check compares against the cache turned off. */
describe('sqlite vector partition cache', () => {
  const folder = useSqliteFolder('agent-memory-cache-');
  const open = async (options: { cacheBytes?: number } = {}): Promise<SqliteStore> => {
    const store = await folder.open('cache.db', options.cacheBytes === undefined ? {} : { vectorCacheBytes: options.cacheBytes });
    if ((await store.getEmbedderInfo()) === null) await store.setEmbedderInfo(EMBEDDER);
    return store;
  };

  const queries: RecordQuery[] = [
    recordQuery({ userId: 'alice' }),
    recordQuery({ userId: 'alice', includeShared: true }),
    recordQuery({ userId: 'alice', sessionId: 's1' }),
    recordQuery({ userId: 'alice', kinds: ['episodic'], statuses: ['active', 'archived'] }),
    recordQuery({ userId: 'bob', agentId: 'helper' }),
  ];

  async function expectSameAnswers(cached: SqliteStore, uncached: SqliteStore, random: () => number): Promise<void> {
    for (const query of queries) {
      const vector = randomVector(random);
      expect(await cached.vectorSearch(query, vector, 7)).toEqual(await uncached.vectorSearch(query, vector, 7));
    }
    // Stored vectors by id are served from the copies too (missing and unknown ids included).
    const ids = Array.from({ length: 62 }, (_, index) => `m${index}`);
    expect([...(await cached.getVectors(TENANT, ids))]).toEqual([...(await uncached.getVectors(TENANT, ids))]);
  }

  it('answers exactly as sqlite-vec does, through inserts, updates, status changes and deletes', async () => {
    const cached = await open();
    const uncached = await open({ cacheBytes: 0 });
    const random = seededRandom(11);
    const users = ['alice', 'bob', undefined];
    for (let round = 0; round < 6; round += 1) {
      const upserts = Array.from({ length: 25 }, (_, index) => {
        const id = `m${Math.floor(random() * 60)}`;
        const userId = users[Math.floor(random() * users.length)];
        const record = makeRecord(id, {
          scope: { ...(userId ? { userId } : {}), ...(random() < 0.5 ? { sessionId: 's1' } : {}), ...(random() < 0.3 ? { agentId: 'helper' } : {}) },
          kind: random() < 0.5 ? 'episodic' : 'semantic',
          status: random() < 0.8 ? 'active' : 'archived',
          text: `round ${round} item ${index}`,
        });
        return newWrite(record, randomVector(random));
      });
      const unique = [...new Map(upserts.map((write) => [write.record.id, write])).values()];
      await cached.write({ tenantId: TENANT, upserts: unique });
      await expectSameAnswers(cached, uncached, random);
      await cached.write({ tenantId: TENANT, deletes: [`m${Math.floor(random() * 60)}`, `m${Math.floor(random() * 60)}`] });
      await expectSameAnswers(cached, uncached, random);
    }
  });

  it('sees writes made by another connection to the same file', async () => {
    const reader = await open();
    const writer = await open({ cacheBytes: 0 });
    const target = randomVector(seededRandom(3));
    await writer.write({ tenantId: TENANT, upserts: [newWrite(makeRecord('first'), randomVector(seededRandom(4)))] });
    expect((await reader.vectorSearch(recordQuery({ userId: 'alice' }), target, 5)).map((hit) => hit.id)).toEqual(['first']);
    await writer.write({ tenantId: TENANT, upserts: [newWrite(makeRecord('second'), target)] });
    expect((await reader.vectorSearch(recordQuery({ userId: 'alice' }), target, 5)).map((hit) => hit.id)).toEqual(['second', 'first']);
    await writer.write({ tenantId: TENANT, deletes: ['second'] });
    expect((await reader.vectorSearch(recordQuery({ userId: 'alice' }), target, 5)).map((hit) => hit.id)).toEqual(['first']);
    // A vector another connection replaced is read afresh, not from the copy.
    const replaced = randomVector(seededRandom(5));
    expect((await reader.getVectors(TENANT, ['first'])).get('first')).toEqual(randomVector(seededRandom(4)));
    await writer.write({ tenantId: TENANT, upserts: [newWrite(makeRecord('first'), replaced)] });
    expect((await reader.getVectors(TENANT, ['first'])).get('first')).toEqual(replaced);
  });

  it('answers metadata filters, id lists and createdBefore from the copy exactly as sqlite-vec does, through metadata-only updates', async () => {
    const cached = await open();
    const uncached = await open({ cacheBytes: 0 });
    const random = seededRandom(21);
    const writes = Array.from({ length: 80 }, (_, index) =>
      newWrite(
        makeRecord(`f${index}`, {
          metadata: { topic: index % 10 === 0 ? 'travel' : 'work', year: 2020 + (index % 6), nested: { tags: index % 3 === 0 ? ['a', 'b'] : ['c'] } },
          createdAt: new Date(Date.UTC(2025, 0, 1 + index)).toISOString(),
          // Some tell of an earlier day, written with an offset: the time range compares instants.
          eventTime: index % 3 === 0 ? `2025-01-${String(1 + (index % 28)).padStart(2, '0')}T07:00:00+08:00` : null,
          scope: { userId: index % 4 === 0 ? 'bob' : 'alice' },
        }),
        randomVector(random),
      ),
    );
    await cached.write({ tenantId: TENANT, upserts: writes });
    const filtered: RecordQuery[] = [
      recordQuery({ userId: 'alice', filter: parseFilter({ topic: 'travel' }) }),
      recordQuery({ userId: 'alice', filter: parseFilter({ $or: [{ year: { $gte: 2024 } }, { 'nested.tags': { $contains: 'a' } }] }) }),
      recordQuery({ userId: 'alice', includeShared: true, filter: parseFilter({ $not: { topic: { $in: ['work'] } } }) }),
      recordQuery({ userId: 'alice', ids: ['f1', 'f2', 'f5', 'f9', 'f4'] }),
      recordQuery({ userId: 'alice', createdBefore: '2025-01-20T00:00:00.000Z' }),
      recordQuery({ userId: 'alice', timeRange: { from: '2025-01-04T00:00:00.000Z', before: '2025-01-12T00:00:00.000Z' } }),
      recordQuery({ userId: 'alice', includeShared: true, timeRange: { from: '2025-01-09T23:00:00.000Z' } }),
    ];
    const expectSame = async (): Promise<void> => {
      for (const query of filtered) {
        const vector = randomVector(random);
        const answer = await cached.vectorSearch(query, vector, 5);
        expect(answer).toEqual(await uncached.vectorSearch(query, vector, 5));
        expect(answer.length).toBeGreaterThan(0);
      }
    };
    await expectSame();
    const loads = cached.vectorPartitionLoads();
    // Metadata changes without a new vector: the copy must follow them.
    const retagged = writes.slice(0, 30).map((write, index) => ({
      record: { ...write.record, metadata: { topic: 'travel', year: 2019 }, eventTime: index % 2 === 0 ? '2025-01-05T12:00:00.000Z' : write.record.eventTime },
    }));
    await cached.write({ tenantId: TENANT, upserts: retagged });
    await expectSame();
    // New rows past the copy's capacity (its parsed times grow with it) and deletes that move rows into the holes.
    const added = Array.from({ length: 40 }, (_, index) =>
      newWrite(
        makeRecord(`g${index}`, {
          metadata: { topic: 'travel', year: 2025 },
          createdAt: new Date(Date.UTC(2025, 0, 2 + (index % 20))).toISOString(),
          eventTime: index % 2 === 0 ? `2025-01-${String(5 + (index % 10)).padStart(2, '0')}T09:00:00-05:00` : null,
          scope: { userId: 'alice' },
        }),
        randomVector(random),
      ),
    );
    await cached.write({ tenantId: TENANT, upserts: added, deletes: ['f1', 'f6', 'g3'] });
    await expectSame();
    expect(cached.vectorPartitionLoads()).toBe(loads);
  });

  it('reloads only the partition another connection changed', async () => {
    const reader = await open();
    const writer = await open({ cacheBytes: 0 });
    const random = seededRandom(31);
    const users = ['alice', 'bob', 'carol'];
    await writer.write({ tenantId: TENANT, upserts: users.map((userId) => newWrite(makeRecord(`${userId}-1`, { scope: { userId } }), randomVector(random))) });
    const target = randomVector(random);
    for (const userId of users) await reader.vectorSearch(recordQuery({ userId }), target, 3);
    expect(reader.vectorPartitionLoads()).toBe(3);
    await writer.write({ tenantId: TENANT, upserts: [newWrite(makeRecord('bob-2', { scope: { userId: 'bob' } }), target)] });
    for (const userId of users) await reader.vectorSearch(recordQuery({ userId }), target, 3);
    expect((await reader.vectorSearch(recordQuery({ userId: 'bob' }), target, 3))[0]?.id).toBe('bob-2');
    expect(reader.vectorPartitionLoads()).toBe(4);
    await writer.write({ tenantId: TENANT, deletes: ['bob-2'] });
    expect((await reader.vectorSearch(recordQuery({ userId: 'bob' }), target, 3)).map((hit) => hit.id)).toEqual(['bob-1']);
    expect((await reader.vectorSearch(recordQuery({ userId: 'alice' }), target, 3)).map((hit) => hit.id)).toEqual(['alice-1']);
    expect(reader.vectorPartitionLoads()).toBe(5);
  });

  it('ranks large partitions with the native SIMD scan and still answers exactly, ties, statuses and filters included', async () => {
    if (process.env.AGENT_MEMORY_NATIVE_SCAN !== '0') expect(nativeScanUnavailableReason()).toBeNull();
    const cached = await open();
    const uncached = await open({ cacheBytes: 0 });
    const random = seededRandom(41);
    const shared = randomVector(random);
    // Alice holds 1,800 rows: above the native scan's threshold.
    const writes = Array.from({ length: 2700 }, (_, index) =>
      newWrite(
        makeRecord(`n${index}`, { status: index % 5 === 0 ? 'archived' : 'active', metadata: { even: index % 2 === 0 }, ...(index % 3 !== 0 ? { scope: { userId: 'alice', sessionId: index % 2 === 0 ? 's1' : 's2' } } : {}) }),
        // Every 50th row repeats one vector, so equal scores must be ordered by id.
        index % 50 === 0 ? shared : randomVector(random, DIMENSIONS),
      ),
    );
    for (let offset = 0; offset < writes.length; offset += 500) await cached.write({ tenantId: TENANT, upserts: writes.slice(offset, offset + 500) });
    const large: RecordQuery[] = [
      recordQuery({ userId: 'alice' }),
      recordQuery({ userId: 'alice', statuses: ['active', 'archived'] }),
      recordQuery({ userId: 'alice', filter: parseFilter({ even: true }) }),
      recordQuery({ userId: 'alice', sessionId: 's1' }),
    ];
    const compare = async (): Promise<void> => {
      for (const query of large) {
        for (const vector of [shared, randomVector(random), randomVector(random)]) {
          for (const k of [1, 10, 40]) expect(await cached.vectorSearch(query, vector, k)).toEqual(await uncached.vectorSearch(query, vector, k));
        }
      }
    };
    await compare();
    const nativeBefore = cached.vectorNativeScans();
    if (process.env.AGENT_MEMORY_NATIVE_SCAN !== '0') expect(nativeBefore).toBeGreaterThan(0);
    // The int8 codes, made by the first native search, must follow later writes: new rows, changed vectors, deletes.
    const changes = Array.from({ length: 120 }, (_, index) =>
      newWrite(makeRecord(index < 60 ? `n${index * 3 + 1}` : `added${index}`, { scope: { userId: 'alice', sessionId: 's1' } }), index % 7 === 0 ? shared : randomVector(random, DIMENSIONS)),
    );
    await cached.write({ tenantId: TENANT, upserts: changes, deletes: Array.from({ length: 40 }, (_, index) => `n${index * 9 + 2}`) });
    await compare();
    if (process.env.AGENT_MEMORY_NATIVE_SCAN !== '0') expect(cached.vectorNativeScans()).toBeGreaterThan(nativeBefore);
  });

  it('keeps a partition whose int8 codes would not fit the budget, scanning it in floats instead of reading it again each search', async () => {
    const sized = await open();
    const random = seededRandom(43);
    const writes = Array.from({ length: 1800 }, (_, index) => newWrite(makeRecord(`c${index}`, { scope: { userId: 'alice' }, metadata: { tenth: index % 10 === 0 } }), randomVector(random)));
    for (let offset = 0; offset < writes.length; offset += 600) await sized.write({ tenantId: TENANT, upserts: writes.slice(offset, offset + 600) });
    // A filter passing a tenth of the rows takes the float path, so the copy holds no codes yet.
    const tenth = recordQuery({ userId: 'alice', filter: parseFilter({ tenth: true }) });
    await sized.vectorSearch(tenth, randomVector(random), 5);
    const withoutCodes = sized.vectorCachedBytes();
    await sized.vectorSearch(recordQuery({ userId: 'alice' }), randomVector(random), 5);
    const withCodes = sized.vectorCachedBytes();
    if (process.env.AGENT_MEMORY_NATIVE_SCAN !== '0') expect(withCodes).toBeGreaterThan(withoutCodes);
    await sized.close();

    const tight = await open({ cacheBytes: Math.floor((withoutCodes + withCodes) / 2) });
    const uncached = await open({ cacheBytes: 0 });
    for (let search = 0; search < 3; search += 1) {
      const vector = randomVector(random);
      expect(await tight.vectorSearch(recordQuery({ userId: 'alice' }), vector, 10)).toEqual(await uncached.vectorSearch(recordQuery({ userId: 'alice' }), vector, 10));
    }
    expect(tight.vectorPartitionLoads()).toBe(1);
    expect(tight.vectorNativeScans()).toBe(0);
  });

  it('drops the allowed rows it keeps per query shape when a write adds, changes or removes a row', async () => {
    const cached = await open();
    const uncached = await open({ cacheBytes: 0 });
    const random = seededRandom(51);
    const target = randomVector(random);
    await cached.write({ tenantId: TENANT, upserts: Array.from({ length: 20 }, (_, index) => newWrite(makeRecord(`s${index}`, { metadata: { team: 'red' } }), randomVector(random))) });
    const shapes = [recordQuery({ userId: 'alice' }), recordQuery({ userId: 'alice', filter: parseFilter({ team: 'red' }) })];
    // Each round starts with the shape the previous one ended on, which the partition still keeps.
    const expectSame = async (): Promise<void> => {
      shapes.reverse();
      for (const query of shapes) {
        // Twice each: the second search is served from the kept rows.
        for (let repeat = 0; repeat < 2; repeat += 1) expect(await cached.vectorSearch(query, target, 3)).toEqual(await uncached.vectorSearch(query, target, 3));
      }
    };
    await expectSame();
    const loads = cached.vectorPartitionLoads();
    await cached.write({ tenantId: TENANT, upserts: [newWrite(makeRecord('fresh', { metadata: { team: 'red' } }), target)] });
    await expectSame();
    // Applied to the copy in place, not reloaded: the kept rows had to follow.
    expect(cached.vectorPartitionLoads()).toBe(loads);
    expect((await cached.vectorSearch(recordQuery({ userId: 'alice', filter: parseFilter({ team: 'red' }) }), target, 1))[0]?.id).toBe('fresh');
    await cached.write({ tenantId: TENANT, upserts: [{ record: makeRecord('fresh', { metadata: { team: 'blue' } }) }] });
    await expectSame();
    await cached.write({ tenantId: TENANT, deletes: ['fresh'] });
    await expectSame();
  });

  it('keeps its copy when a write batch rolls back', async () => {
    const store = await open();
    const target = randomVector(seededRandom(5));
    await store.write({ tenantId: TENANT, upserts: [newWrite(makeRecord('kept'), target)] });
    expect((await store.vectorSearch(recordQuery({ userId: 'alice' }), target, 5)).map((hit) => hit.id)).toEqual(['kept']);
    const failing = store.write({ tenantId: TENANT, upserts: [newWrite(makeRecord('ghost'), target), { record: makeRecord('no-vector') }], deletes: ['kept'] });
    await expect(failing).rejects.toMatchObject({ code: 'STORE_ERROR' });
    expect((await store.vectorSearch(recordQuery({ userId: 'alice' }), target, 5)).map((hit) => hit.id)).toEqual(['kept']);
  });

  it('stays exact when its budget is too small to hold a partition', async () => {
    const tiny = await open({ cacheBytes: 1024 });
    const uncached = await open({ cacheBytes: 0 });
    const random = seededRandom(9);
    await tiny.write({ tenantId: TENANT, upserts: Array.from({ length: 40 }, (_, index) => newWrite(makeRecord(`t${index}`), randomVector(random))) });
    await expectSameAnswers(tiny, uncached, random);
  });
});
