import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFilter } from '../../core/filter.js';
import type { ListOrder, MemoryStore, RecordQuery, RecordWrite, WriteBatch } from '../../core/store.js';
import type { JsonValue, MemoryKind, MemoryRecord, MemoryStatus, Metadata } from '../../core/types.js';
import { randomFilter } from './filters.js';
import { expectRanking, makeRecord, randomVector, seededRandom, sorted, TENANT } from './fixtures.js';
import { InMemoryStore } from '../in-memory/in-memory-store.js';

/**
 * Differential test, run by each adapter's test file: the same random history of writes applied
 * to the store under test and to the in-memory reference, then hundreds of random queries must return identical answers from
 * list, listIds, vectorSearch and keywordSearch. One tenant, so BM25 statistics coincide.
 */
const DIMENSIONS = 12;
const EMBEDDER = { provider: 'parity', model: 'random', dimensions: DIMENSIONS };
const USERS = ['u1', 'u2', 'u3', 'u4', undefined];
const AGENTS = ['a1', 'a2', undefined];
const SESSIONS = ['s1', 's2', 's3', undefined];
const KINDS: MemoryKind[] = ['episodic', 'semantic', 'procedural', 'summary', 'knowledge'];
const STATUSES: MemoryStatus[] = ['active', 'archived', 'deleted'];
const WORDS = ['apple', 'pear', 'plum', 'fig', '北京', '大学', '北京大学', "don't", 'run', 'ran', 'tea', '茶'];

const random = seededRandom(2024);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const maybe = (probability: number): boolean => random() < probability;

function randomMetadata(): Metadata {
  const metadata: Metadata = {};
  if (maybe(0.7)) metadata.color = pick(['red', 'Red', 'blue', null, 3]);
  if (maybe(0.7)) metadata.size = pick([3, '3', 3.5, 10, -1, 0, 'two']);
  if (maybe(0.6)) metadata.active = pick([true, false, 1, 0, 'true']);
  if (maybe(0.6)) metadata.tags = pick<JsonValue>([['x', 'y'], ['y', 1, true, null], 'xyz', [], [['x']]]);
  if (maybe(0.5)) metadata.nested = pick<JsonValue>([{ level: 2 }, { level: 'two' }, 'flat', [{ level: 2 }], { level: 2.5, name: 'deep' }]);
  if (maybe(0.4)) metadata.note = pick(['hello world', '我喜欢北京', '', null]);
  if (maybe(0.3)) metadata.count = pick([0, -1, false, 2]);
  return metadata;
}

function randomScope(): MemoryRecord['scope'] {
  const scope: MemoryRecord['scope'] = {};
  const userId = pick(USERS);
  const agentId = pick(AGENTS);
  const sessionId = pick(SESSIONS);
  if (userId !== undefined) scope.userId = userId;
  if (agentId !== undefined) scope.agentId = agentId;
  if (sessionId !== undefined) scope.sessionId = sessionId;
  return scope;
}

function randomTime(): string {
  return `2024-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 10)}T00:00:00.000Z`;
}

const sharedVectors = [randomVector(random, DIMENSIONS), randomVector(random, DIMENSIONS)];
function randomVectorWithTies(): Float32Array {
  if (maybe(0.15)) return pick(sharedVectors);
  if (maybe(0.02)) return new Float32Array(DIMENSIONS);
  return randomVector(random, DIMENSIONS);
}

function randomRecord(id: string): MemoryRecord {
  const createdAt = randomTime();
  return makeRecord(id, {
    scope: randomScope(),
    kind: pick(KINDS),
    status: maybe(0.7) ? 'active' : pick(STATUSES),
    metadata: randomMetadata(),
    createdAt,
    updatedAt: randomTime(),
    eventTime: maybe(0.5) ? randomTime() : null,
  });
}

function randomTerms(): string[] {
  return Array.from({ length: Math.floor(random() * 7) }, () => pick(WORDS));
}

function randomQuery(ids: string[]): RecordQuery {
  const query: RecordQuery = { tenantId: TENANT, statuses: STATUSES.filter(() => maybe(0.6)) };
  if (query.statuses.length === 0 && maybe(0.8)) query.statuses = ['active'];
  if (maybe(0.7)) {
    const userId = pick(USERS);
    if (userId !== undefined) query.userId = userId;
  }
  if (maybe(0.5)) query.includeShared = true;
  if (maybe(0.1)) query.sharedOnly = true;
  if (maybe(0.3)) query.agentId = pick(['a1', 'a2', 'zz']);
  if (maybe(0.3)) query.sessionId = pick(['s1', 's2', 's3']);
  if (maybe(0.3)) query.kinds = KINDS.filter(() => maybe(0.5));
  if (maybe(0.15)) query.ids = ids.filter(() => maybe(0.3));
  if (maybe(0.2)) query.createdBefore = randomTime();
  if (maybe(0.4)) query.filter = parseFilter(randomFilter(random));
  if (maybe(0.25)) {
    const [from, before] = [randomTime(), randomTime()].sort();
    query.timeRange = { ...(maybe(0.8) ? { from } : {}), ...(maybe(0.8) ? { before } : {}) };
  }
  return query;
}

export function describeStoreParity(name: string, createStore: () => Promise<MemoryStore>): void {
  describe(`${name} store matches the in-memory reference`, () => {
    const reference = new InMemoryStore();
    let tested: MemoryStore;
    const ids: string[] = [];

    beforeAll(async () => {
      tested = await createStore();
      for (const store of [reference, tested]) {
        await store.init();
        await store.setEmbedderInfo(EMBEDDER);
      }
      const apply = async (batch: WriteBatch): Promise<void> => {
        await reference.write(batch);
        await tested.write(batch);
      };
      const records = new Map<string, MemoryRecord>();
      for (let batch = 0; batch < 30; batch += 1) {
        const upserts: RecordWrite[] = [];
        for (let index = 0; index < 15; index += 1) {
          const id = `m${String(ids.length).padStart(4, '0')}`;
          const record = randomRecord(id);
          ids.push(id);
          records.set(id, record);
          upserts.push({ record, vector: randomVectorWithTies(), terms: randomTerms() });
        }
        // Changes without a new vector: status, owner, kind; sometimes new terms.
        for (const id of [...records.keys()].filter(() => maybe(0.03))) {
          const changed: MemoryRecord = { ...(records.get(id) as MemoryRecord), scope: randomScope(), status: pick(STATUSES), kind: pick(KINDS) };
          records.set(id, changed);
          upserts.push(maybe(0.5) ? { record: changed } : { record: changed, terms: randomTerms() });
        }
        const deletes = ids.filter((id) => records.has(id) && maybe(0.01));
        for (const id of deletes) records.delete(id);
        await apply({ tenantId: TENANT, upserts: upserts.filter((write) => !deletes.includes(write.record.id)), deletes });
      }
    });

    afterAll(async () => {
      await tested.close();
    });

    it('answers 300 random queries identically', async () => {
      for (let round = 0; round < 300; round += 1) {
        const query = randomQuery(ids);
        const label = JSON.stringify(query);
        const k = pick([1, 3, 10, 40, 1000]);
        const order: ListOrder = { by: pick(['createdAt', 'updatedAt', 'eventTime'] as const), direction: pick(['asc', 'desc'] as const) };
        const page = { limit: pick([5, 50, 1000]), offset: pick([0, 0, 3]) };
        const [expectedPage, actualPage] = await Promise.all([reference.list(query, page, order), tested.list(query, page, order)]);
        expect(actualPage, label).toEqual(expectedPage);
        expect(sorted(await tested.listIds(query)), label).toEqual(sorted(await reference.listIds(query)));
        const vector = maybe(0.2) ? pick(sharedVectors) : randomVector(random, DIMENSIONS);
        expectRanking(await tested.vectorSearch(query, vector, k), await reference.vectorSearch(query, vector, k));
        const terms = randomTerms();
        expectRanking(await tested.keywordSearch(query, terms, k), await reference.keywordSearch(query, terms, k));
      }
    });
  });
}
