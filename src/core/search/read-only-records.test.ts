import { describe, expect, it } from 'vitest';
import { manualClock } from '../clock.js';
import { MemoryEngine } from '../engine.js';
import type { MemoryStore } from '../store.js';
import type { SearchResult } from '../types.js';
import { HashEmbedder } from '../../embedders/hash/hash-embedder.js';
import { seededRandom } from '../../testing/seeded-random.js';
import { useSqliteFolder } from '../../testing/use-sqlite-folder.js';
import { readOnlyRecords } from './read-only-records.js';

/**
 * Search reads its candidates through the store's `readMany` (the SQLite record cache's own frozen
 * records, no copy each). These tests hold it to what reading copies gave: the same results, and
 * nothing a caller does to a result reaches the store's kept records.
 */
const WORDS = ['coffee', 'grinder', 'nurse', 'night', 'shift', 'peanuts', 'allergy', 'Berlin', 'sister', 'train', 'rain', 'shoes', '咖啡', '夜班', '护士', '花生', '过敏', '下雨'];
const QUESTIONS = ['coffee grinder', 'night shift nurse', 'peanuts allergy Berlin', '咖啡 花生', 'which coffee grinder now', '最近 下雨', 'what did I say yesterday about rain', 'sister train last week'];

/** The store without `readMany`, so search reads copies through `getMany` as before. */
function copyingView(store: MemoryStore): MemoryStore {
  return new Proxy(store, {
    get: (target, key) => {
      if (key === 'readMany') return undefined;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

describe('search over read-only records', () => {
  const folder = useSqliteFolder('agent-memory-read-only-');

  async function seeded() {
    const store = await folder.open('memory.db');
    const clock = manualClock('2026-03-01T00:00:00.000Z');
    const embedder = new HashEmbedder(64);
    const engine = new MemoryEngine({ store, embedder, clock });
    const random = seededRandom(5);
    for (let index = 0; index < 120; index += 1) {
      const words = Array.from({ length: 4 + Math.floor(random() * 6) }, () => WORDS[Math.floor(random() * WORDS.length)] as string);
      await engine.add({
        id: `m${index}`,
        userId: 'u1',
        text: words.join(' '),
        tags: [`t${index % 3}`],
        metadata: { topic: words[0] as string, nested: { list: [index] } },
        source: { documentPath: `doc-${index}.md` },
        ...(index % 2 === 0 ? { kind: 'episodic' as const, sessionId: `s${Math.floor(index / 10)}`, metadata: { sessionId: `s${Math.floor(index / 10)}`, turnNumber: index % 10 } } : {}),
      });
      clock.advance(3_600_000);
    }
    for (let index = 1; index < 120; index += 9) await engine.update(`m${index}`, { supersededBy: `m${(index + 40) % 120}` }, { userId: 'u1' });
    return { store, clock, embedder };
  }

  it('gives the same results as reading copies, breakdowns and key order included', async () => {
    const { store, clock, embedder } = await seeded();
    // Result caches off, so every search runs the pipeline.
    const config = { search: { cache: { ttlMs: 0 } } };
    const shared = new MemoryEngine({ store, embedder, clock, config });
    const copying = new MemoryEngine({ store: copyingView(store), embedder, clock, config });
    for (const query of QUESTIONS) {
      for (const threshold of [0, undefined]) {
        const input = { userId: 'u1', query, topK: 10, ...(threshold === undefined ? {} : { threshold }) };
        // Access times differ between the two runs (each search touches its results).
        const strip = (results: SearchResult[]): string => JSON.stringify(results.map(({ lastAccessedAt: _at, accessCount: _count, ...rest }) => rest));
        const expected = strip(await copying.searchUncut(input));
        expect(strip(await shared.searchUncut(input))).toBe(expected);
        expect(strip(await shared.search(input))).toBe(strip(await copying.search(input)));
      }
    }
  });

  it('hands callers results of their own: changing one changes nothing the store keeps', async () => {
    const { store, clock, embedder } = await seeded();
    const engine = new MemoryEngine({ store, embedder, clock, config: { search: { cache: { ttlMs: 0 } } } });
    // Twice: the second search reads records the first one touched, whose access bumps are still
    // pending, so the store hands those out as copies carrying the bumps.
    for (let round = 0; round < 2; round += 1) {
      const results = await engine.search({ userId: 'u1', query: 'coffee grinder', topK: 5, threshold: 0 });
      expect(results.length).toBeGreaterThan(0);
      const before = await store.getMany('default', results.map((result) => result.id));
      if (round === 1) expect(before.every((record) => record.accessCount >= 1)).toBe(true);
      for (const result of results) {
        expect(Object.isFrozen(result)).toBe(false);
        result.metadata.topic = 'changed';
        result.metadata.added = 1;
        result.tags.push('changed');
        result.scope.userId = 'someone';
        result.evidence.push('changed');
        result.source.documentPath = 'changed.md';
        result.text = 'changed';
      }
      expect(await store.getMany('default', results.map((result) => result.id))).toEqual(before);
    }
    const again = await engine.search({ userId: 'u1', query: 'coffee grinder', topK: 5, threshold: 0 });
    expect(again.map((result) => result.text)).not.toContain('changed');
    expect(again.every((result) => result.scope.userId === 'u1' && !result.tags.includes('changed'))).toBe(true);
  });

  it('reads records through readMany and everything else through the store', async () => {
    const { store } = await seeded();
    const view = readOnlyRecords(store);
    const [kept] = await view.getMany('default', ['m0']);
    expect(Object.isFrozen(kept)).toBe(true);
    expect(Object.isFrozen(kept?.metadata)).toBe(true);
    expect((await store.getMany('default', ['m0']))[0]).toEqual(kept);
    expect(await view.listIds({ tenantId: 'default', userId: 'u1', statuses: ['active'], ids: ['m0', 'm2'] })).toEqual(['m0', 'm2']);
    // A store without readMany is used as it is.
    const plain = copyingView(store);
    expect(readOnlyRecords(plain)).toBe(plain);
  });
});
