import { describe, expect, it } from 'vitest';
import { parseFilter } from '../../core/filter.js';
import type { RecordQuery, RecordWrite } from '../../core/store.js';
import type { MemoryRecord, MemoryStatus } from '../../core/types.js';
import { EMBEDDER, expectRanking, makeRecord, newWrite, randomVector, recordQuery, seededRandom, TENANT } from '../contract/fixtures.js';
import { InMemoryStore } from '../in-memory/in-memory-store.js';
import { integersOf } from './keyword-partition-reader.js';
import { SqliteStore } from './sqlite-store.js';
import { useSqliteFolder } from '../../testing/use-sqlite-folder.js';

/** The keyword partition copies must never change an answer, whoever wrote last. */
describe('sqlite keyword partition cache', () => {
  const folder = useSqliteFolder('agent-memory-keywords-');
  const open = async (options: { keywordCacheEntries?: number } = {}): Promise<SqliteStore> => {
    const store = await folder.open('keywords.db', options);
    if ((await store.getEmbedderInfo()) === null) await store.setEmbedderInfo(EMBEDDER);
    return store;
  };

  it("reflects another connection's writes, reloading only the partitions it changed", async () => {
    const reader = await open();
    const uncached = await open({ keywordCacheEntries: 0 });
    const writer = await open({ keywordCacheEntries: 0 });
    const random = seededRandom(7);
    const write = (record: MemoryRecord, terms: string[]): RecordWrite => newWrite(record, randomVector(random), terms);
    await writer.write({
      tenantId: TENANT,
      upserts: [
        write(makeRecord('alice-1', { metadata: { topic: 'work' } }), ['tea', 'green', 'tea']),
        write(makeRecord('alice-2'), ['coffee']),
        write(makeRecord('bob-1', { scope: { userId: 'bob' } }), ['tea']),
        write(makeRecord('shared-1', { scope: {} }), ['tea', 'handbook']),
      ],
    });
    const alice = recordQuery({ userId: 'alice', includeShared: true });
    const bob = recordQuery({ userId: 'bob' });
    const search = async (query: RecordQuery, terms = ['tea']): Promise<{ id: string; score: number }[]> => {
      const answer = await reader.keywordSearch(query, terms, 10);
      expect(answer).toEqual(await uncached.keywordSearch(query, terms, 10));
      return answer;
    };
    expect((await search(alice)).map((hit) => hit.id)).toEqual(['alice-1', 'shared-1']);
    expect((await search(bob)).map((hit) => hit.id)).toEqual(['bob-1']);
    expect(reader.keywordPartitionLoads()).toBe(3);
    const before = await search(alice);

    await writer.write({ tenantId: TENANT, upserts: [write(makeRecord('bob-2', { scope: { userId: 'bob' } }), ['tea', 'tea'])] });
    expect((await search(bob)).map((hit) => hit.id)).toEqual(['bob-2', 'bob-1']);
    expect(await search(alice)).toEqual(before);
    expect(reader.keywordPartitionLoads()).toBe(4);

    // Status and metadata change without new terms (the stored terms stay).
    await writer.write({ tenantId: TENANT, upserts: [{ record: makeRecord('alice-1', { status: 'archived', metadata: { topic: 'home' } }) }] });
    expect((await search(alice)).map((hit) => hit.id)).toEqual(['shared-1']);
    const archived = recordQuery({ userId: 'alice', statuses: ['archived'], filter: parseFilter({ topic: 'home' }) });
    expect((await search(archived)).map((hit) => hit.id)).toEqual(['alice-1']);

    // New terms, then a move to another user, then a delete.
    await writer.write({ tenantId: TENANT, upserts: [write(makeRecord('alice-2'), ['tea', 'coffee'])] });
    expect((await search(alice, ['tea', 'coffee'])).map((hit) => hit.id)).toEqual(['alice-2', 'shared-1']);
    await writer.write({ tenantId: TENANT, upserts: [{ record: makeRecord('alice-2', { scope: { userId: 'bob' } }) }] });
    expect((await search(bob, ['coffee'])).map((hit) => hit.id)).toEqual(['alice-2']);
    expect(await search(alice, ['coffee'])).toEqual([]);
    await writer.write({ tenantId: TENANT, deletes: ['bob-2', 'shared-1'] });
    expect((await search(bob)).map((hit) => hit.id)).toEqual(['bob-1', 'alice-2']);
    expect(await search(alice)).toEqual([]);
    expect(await reader.keywordSample(bob, 'handbook')).toBeNull();
  });

  it("answers as the in-memory reference through this connection's own writes between searches", async () => {
    const store = await open();
    const reference = new InMemoryStore();
    await reference.init();
    await reference.setEmbedderInfo(EMBEDDER);
    const random = seededRandom(99);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const users = ['u1', 'u2', 'u3', undefined];
    const words = ['tea', 'pear', 'fig', 'plum', 'run', 'ran'];
    const statuses: MemoryStatus[] = ['active', 'archived'];
    const ids = Array.from({ length: 40 }, (_, index) => `m${index}`);
    const existing = new Set<string>();
    const randomRecord = (id: string): MemoryRecord => {
      const userId = pick(users);
      return makeRecord(id, {
        scope: { ...(userId === undefined ? {} : { userId }), ...(random() < 0.5 ? { agentId: pick(['a1', 'a2']) } : {}) },
        status: pick(statuses),
        metadata: { color: pick(['red', 'blue']) },
      });
    };
    const queries = (): RecordQuery[] => [
      recordQuery({ userId: pick(users.slice(0, 3)) as string }),
      recordQuery({ userId: pick(users.slice(0, 3)) as string, includeShared: true, agentId: 'a1' }),
      recordQuery({ userId: 'u1', includeShared: true, statuses: ['active', 'archived'], filter: parseFilter({ color: 'red' }) }),
      recordQuery({ sharedOnly: true }),
      recordQuery({ userId: 'u2', ids: ids.slice(0, 20) }),
    ];
    for (let round = 0; round < 60; round += 1) {
      const upserts: RecordWrite[] = [];
      const deletes: string[] = [];
      for (let change = 0; change < 3; change += 1) {
        const id = pick(ids);
        if (upserts.some((write) => write.record.id === id) || deletes.includes(id)) continue;
        const roll = random();
        if (existing.has(id) && roll < 0.2) {
          deletes.push(id);
          existing.delete(id);
        } else if (existing.has(id) && roll < 0.5) {
          upserts.push({ record: randomRecord(id) });
        } else {
          const terms = Array.from({ length: 1 + Math.floor(random() * 5) }, () => pick(words));
          upserts.push(newWrite(randomRecord(id), randomVector(random), terms));
          existing.add(id);
        }
      }
      const batch = { tenantId: TENANT, upserts, deletes };
      await store.write(batch);
      await reference.write(batch);
      for (const query of queries()) {
        const terms = [pick(words), pick(words), pick(words)];
        expectRanking(await store.keywordSearch(query, terms, 10), await reference.keywordSearch(query, terms, 10));
      }
    }
    // Own writes update the copies in place: one load per partition, not one per write.
    expect(store.keywordPartitionLoads()).toBeLessThanOrEqual(users.length);
  });

  it('maps long postings to documents whether the owner\'s row ids lie close together or far apart', async () => {
    const cached = await open();
    const uncached = await open({ keywordCacheEntries: 0 });
    const random = seededRandom(29);
    // Alice's rows are one in twelve of the file (spread out: the Map path); bob's come in one run (the dense path).
    const writes: RecordWrite[] = [];
    for (let index = 0; index < 600; index += 1) {
      const userId = index % 12 === 0 ? 'alice' : index < 60 ? 'carol' : 'bob';
      const terms = ['common', ...(random() < 0.3 ? ['half'] : []), ...(random() < 0.05 ? ['rare'] : [])];
      writes.push(newWrite(makeRecord(`m${index}`, { scope: { userId } }), randomVector(random), terms));
    }
    await cached.write({ tenantId: TENANT, upserts: writes });
    for (const userId of ['alice', 'bob']) {
      for (const terms of [['common'], ['half', 'common'], ['rare', 'half', 'common']]) {
        const query = recordQuery({ userId });
        expectRanking(await cached.keywordSearch(query, terms, 20), await uncached.keywordSearch(query, terms, 20));
      }
    }
    // A write after the dense lookup was built: the next load of a long list must see the new row.
    await cached.write({ tenantId: TENANT, upserts: [newWrite(makeRecord('late', { scope: { userId: 'bob' } }), randomVector(random), ['common', 'common', 'common'])] });
    const query = recordQuery({ userId: 'bob' });
    expect((await cached.keywordSearch(query, ['common'], 1)).map((hit) => hit.id)).toEqual(['late']);
    expectRanking(await cached.keywordSearch(query, ['common', 'half'], 20), await uncached.keywordSearch(query, ['common', 'half'], 20));
  });

  it('ranks the top k exactly as the exhaustive SQL scoring on a Zipf-worded store, through writes', async () => {
    const cached = await open();
    const exhaustive = await open({ keywordCacheEntries: 0 });
    const random = seededRandom(41);
    const vocabulary = Array.from({ length: 400 }, (_, index) => `w${index}`);
    // Inverse-CDF sampling of rank ~ 1/r, as bench/support.ts draws words: a few terms in most memories, a long tail.
    const word = (): string => vocabulary[Math.floor(Math.pow(vocabulary.length, random())) - 1] as string;
    const owners = ['alice', 'bob', undefined];
    const record = (index: number): MemoryRecord => {
      const userId = owners[index % 7 === 0 ? 2 : index % 2];
      return makeRecord(`m${index}`, {
        scope: userId === undefined ? {} : { userId },
        status: random() < 0.9 ? 'active' : 'archived',
        metadata: { shard: index % 10 },
      });
    };
    const write = (index: number): RecordWrite => newWrite(record(index), randomVector(random), Array.from({ length: 3 + Math.floor(random() * 18) }, word));
    await cached.write({ tenantId: TENANT, upserts: Array.from({ length: 3000 }, (_, index) => write(index)) });
    const shapes: RecordQuery[] = [
      recordQuery({ userId: 'alice' }),
      recordQuery({ userId: 'bob', includeShared: true }),
      recordQuery({ userId: 'alice', statuses: ['active', 'archived'], filter: parseFilter({ shard: 3 }) }),
    ];
    let compared = 0;
    const compare = async (): Promise<void> => {
      for (let round = 0; round < 25; round += 1) {
        const terms = Array.from({ length: 1 + Math.floor(random() * 8) }, word);
        for (const query of shapes) {
          for (const k of [1, 10, 50]) {
            expectRanking(await cached.keywordSearch(query, terms, k), await exhaustive.keywordSearch(query, terms, k));
            compared += 1;
          }
        }
      }
    };
    await compare();
    // This connection's own writes (new memories, new words for old ones, deletes) update its copies in place.
    await cached.write({ tenantId: TENANT, upserts: Array.from({ length: 200 }, (_, index) => write(index * 15)), deletes: Array.from({ length: 50 }, (_, index) => `m${index * 13 + 1}`) });
    await cached.write({ tenantId: TENANT, upserts: Array.from({ length: 100 }, (_, index) => write(3000 + index)) });
    await compare();
    expect(compared).toBe(450);
    expect(cached.keywordPartitionLoads()).toBe(3);
  });

  it('reads comma lists of integers, and refuses anything else', () => {
    expect(integersOf('1,22,333', 3)).toEqual(Float64Array.from([1, 22, 333]));
    expect(integersOf('999999999999999', 1)).toEqual(Float64Array.from([999_999_999_999_999]));
    expect(integersOf(null, 0)).toEqual(new Float64Array(0));
    expect(integersOf(null, 2)).toBeNull();
    expect(integersOf('1,2', 3)).toBeNull();
    expect(integersOf('1,2,3', 2)).toBeNull();
    expect(integersOf('1,,3', 3)).toBeNull();
    expect(integersOf('1,-2', 2)).toBeNull();
    expect(integersOf('1.5', 1)).toBeNull();
    expect(integersOf('9999999999999999', 1)).toBeNull();
  });
});
