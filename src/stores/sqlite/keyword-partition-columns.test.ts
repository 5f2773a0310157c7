import { describe, expect, it } from 'vitest';
import { parseFilter } from '../../core/filter.js';
import type { RecordQuery, RecordWrite } from '../../core/store.js';
import type { MemoryKind, MemoryRecord, MemoryStatus, Metadata } from '../../core/types.js';
import { EMBEDDER, expectRanking, makeRecord, randomVector, recordQuery, seededRandom, TENANT } from '../contract/fixtures.js';
import { useSqliteFolder } from '../../testing/use-sqlite-folder.js';
import type { SqliteStore } from './sqlite-store.js';

/** What the test wrote for a memory: the terms its keyword rows hold, their analysis tag and its owner. */
interface Written {
  terms: string[];
  analysis: string | null;
  /** User id, or null for a shared record. */
  owner: string | null;
}

/**
 * The keyword partitions hold their documents as columns (codes, packed texts, typed arrays):
 * every field a query filters on must read back as written, through this connection's own writes
 * (applied to the columns in place) and another connection's (reloads), against the SQL search.
 */
describe('keyword partition columns', () => {
  const folder = useSqliteFolder('agent-memory-keyword-columns-');
  const open = async (options: { keywordCacheEntries?: number } = {}): Promise<SqliteStore> => {
    const store = await folder.open('columns.db', options);
    if ((await store.getEmbedderInfo()) === null) await store.setEmbedderInfo(EMBEDDER);
    return store;
  };

  it('answers every filter as the SQL search does through random writes, updates, moves and deletes of two connections', async () => {
    const cached = await open();
    const other = await open({ keywordCacheEntries: 0 });
    const sql = await open({ keywordCacheEntries: 0 });
    const random = seededRandom(4242);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const users = ['u1', 'u2', null];
    const words = ['tea', 'pear', 'fig', 'plum', 'run', 'ran', 'sky'];
    const statuses: MemoryStatus[] = ['active', 'archived', 'deleted'];
    const kinds: MemoryKind[] = ['semantic', 'episodic', 'procedural'];
    const days = ['2024-01-01', '2024-01-02', '2024-01-03', '2024-01-04'];
    const time = (): string => `${pick(days)}T${pick(['00', '08', '16'])}:00:00.000Z`;
    const ids = Array.from({ length: 60 }, (_, index) => `m${index}`);
    const written = new Map<string, Written>();
    const randomRecord = (id: string): MemoryRecord => {
      const owner = pick(users);
      const scope = {
        ...(owner === null ? {} : { userId: owner }),
        ...(random() < 0.5 ? { agentId: pick(['a1', 'a2']) } : {}),
        ...(random() < 0.5 ? { sessionId: pick(['s1', 's2', `s-${id}`]) } : {}),
      };
      const metadata = pick<Metadata>([{}, { color: 'red' }, { color: 'blue' }, { color: 'red', n: Math.floor(random() * 3) }]);
      return makeRecord(id, { scope, status: pick(statuses), kind: pick(kinds), metadata, createdAt: time(), eventTime: random() < 0.4 ? time() : null });
    };
    const queries = (): RecordQuery[] => {
      const userId = pick(['u1', 'u2']);
      return [
        recordQuery({ userId }),
        recordQuery({ userId, includeShared: true, statuses: ['active', 'archived'] }),
        recordQuery({ userId, includeShared: true, agentId: pick(['a1', 'a2', 'a3']) }),
        recordQuery({ userId, sessionId: pick(['s1', 's2', 'm3']), statuses: statuses.slice() }),
        recordQuery({ userId, kinds: [pick(kinds)], statuses: statuses.slice() }),
        recordQuery({ userId, includeShared: true, createdBefore: time(), statuses: statuses.slice() }),
        recordQuery({ userId, createdBefore: pick(days) }),
        recordQuery({ userId, includeShared: true, timeRange: { from: `${pick(days)}T00:00:00.000Z`, before: `${pick(days)}T12:00:00.000Z` }, statuses: statuses.slice() }),
        recordQuery({ userId, includeShared: true, filter: parseFilter({ color: pick(['red', 'blue']) }), statuses: statuses.slice() }),
        recordQuery({ userId, ids: ids.filter(() => random() < 0.3), statuses: statuses.slice() }),
        recordQuery({ sharedOnly: true, statuses: statuses.slice() }),
      ];
    };
    let compared = 0;
    let matched = 0;
    for (let round = 0; round < 50; round += 1) {
      const upserts: RecordWrite[] = [];
      const deletes: string[] = [];
      for (let change = 0; change < 4; change += 1) {
        const id = pick(ids);
        if (upserts.some((write) => write.record.id === id) || deletes.includes(id)) continue;
        const record = randomRecord(id);
        const owner = record.scope.userId ?? null;
        const known = written.get(id);
        const roll = random();
        if (known && roll < 0.2) {
          deletes.push(id);
          written.delete(id);
        } else if (known && roll < 0.55) {
          // Fields (and maybe owner) change, terms stay.
          upserts.push({ record });
          written.set(id, { ...known, owner });
        } else {
          const terms = Array.from({ length: 1 + Math.floor(random() * 5) }, () => pick(words));
          const analysis = pick(['tag-a', 'tag-b', null]);
          upserts.push({ record, vector: randomVector(random), terms, ...(analysis === null ? {} : { analysis }) });
          written.set(id, { terms, analysis, owner });
        }
      }
      // Most writes through the cached connection (applied to its columns), some through another (reloads).
      await (random() < 0.7 ? cached : other).write({ tenantId: TENANT, upserts, deletes });
      for (const query of queries()) {
        const terms = [pick(words), pick(words), pick(words)];
        for (const k of [1, 10]) {
          const answer = await cached.keywordSearch(query, terms, k);
          expectRanking(answer, await sql.keywordSearch(query, terms, k));
          compared += 1;
          if (answer.length > 0) matched += 1;
        }
        const sample = await cached.keywordSample(query, terms[0] as string);
        expect(sample === null).toBe((await sql.keywordSample(query, terms[0] as string)) === null);
      }
      // Term counts come from the columns' lengths and analysis codes.
      const query = recordQuery({ userId: 'u1', includeShared: true });
      const asked = ids.filter(() => random() < 0.4);
      const terms = ['tea', 'fig', 'sky'];
      const counts = await cached.keywordTermCounts(query, asked, terms, 'tag-a');
      asked.forEach((id, index) => {
        const memory = written.get(id);
        const own = memory !== undefined && memory.analysis === 'tag-a' && (memory.owner === 'u1' || memory.owner === null);
        expect(counts.lengths[index]).toBe(own ? memory.terms.length : Number.NaN);
        terms.forEach((term, at) => expect(counts.counts[index * terms.length + at]).toBe(own ? memory.terms.filter((word) => word === term).length : 0));
      });
    }
    expect(compared).toBe(50 * 11 * 2);
    // Most comparisons had something to compare.
    expect(matched).toBeGreaterThan(compared / 2);
  });

  it('evicts partitions past the budget (documents plus cached postings) and answers as the SQL search after reloading them', async () => {
    const small = await open({ keywordCacheEntries: 12 });
    const sql = await open({ keywordCacheEntries: 0 });
    const random = seededRandom(8);
    const words = ['tea', 'pear', 'fig'];
    const upserts: RecordWrite[] = Array.from({ length: 16 }, (_, index) => ({
      record: makeRecord(`b${index}`, { scope: { userId: index % 2 === 0 ? 'u1' : 'u2' } }),
      vector: randomVector(random),
      terms: Array.from({ length: 1 + (index % 3) }, (_, at) => words[(index + at) % words.length] as string),
    }));
    await small.write({ tenantId: TENANT, upserts });
    for (let round = 0; round < 6; round += 1) {
      // Each user's partition is 8 documents plus postings: both never fit in 12 entries at once.
      const query = recordQuery({ userId: round % 2 === 0 ? 'u1' : 'u2' });
      expectRanking(await small.keywordSearch(query, ['tea', 'fig'], 5), await sql.keywordSearch(query, ['tea', 'fig'], 5));
    }
    expect(small.keywordPartitionLoads()).toBe(6);
  });
});
