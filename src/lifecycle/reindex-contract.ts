import { afterEach, describe, expect, it } from 'vitest';
import type { MemoryEngine } from '../core/engine.js';
import type { MemoryStore, RecordQuery } from '../core/store.js';
import { analysisTag } from '../core/text/analyzer.js';
import type { MemoryRecord } from '../core/types.js';
import { createTestEngine } from '../testing/engine-fixtures.js';
import { reindexKeywords } from './reindex.js';

const scopeOf = (tenantId: string, userId?: string): RecordQuery => ({ tenantId, ...(userId ? { userId } : { includeShared: true }), statuses: ['active', 'archived', 'deleted'] });

/** Rewrites a memory's keyword row as an older analyzer made it: "RSVP'd" kept whole, under another tag. */
async function indexAsBefore(store: MemoryStore, record: MemoryRecord): Promise<void> {
  await store.write({ tenantId: record.tenantId, upserts: [{ record, terms: ["rsvp'd", 'forty', 'guest', 'parti'], analysis: 'v2' }] });
}

/**
 * reindexKeywords's cases, written once and run on every store: SQLite and the in-memory store in
 * reindex.test.ts, real servers in reindex.postgres.test.ts and reindex.chroma.test.ts. `newStore`
 * returns a new, empty, not yet initialised store on every call; each store is closed after its test.
 */
export function describeReindexCases(storeName: string, newStore: () => MemoryStore): void {
  describe(`reindexKeywords (${storeName})`, () => {
    const opened: MemoryStore[] = [];
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((store) => store.close()));
    });
    const newEngine = (): MemoryEngine => {
      const store = newStore();
      opened.push(store);
      return createTestEngine({ store }).engine;
    };

    it('writes the keyword rows again under the current analysis and changes nothing else', async () => {
      const engine = newEngine();
      const store: MemoryStore = engine.store;
      const added = await engine.add({ userId: 'u1', text: "Forty guests RSVP'd for the party" });
      const record = await engine.get(added.id);
      await indexAsBefore(store, record);
      const [vectorBefore] = (await store.getVectors(engine.tenantId, [record.id])).values();
      const historyBefore = await store.history(engine.tenantId, record.id);
      expect(await store.keywordSearch(scopeOf(engine.tenantId, 'u1'), ['rsvp'], 10)).toEqual([]);

      const report = await reindexKeywords(engine);

      expect(report).toEqual({ records: 1, analysis: analysisTag() });
      expect((await store.keywordSearch(scopeOf(engine.tenantId, 'u1'), ['rsvp'], 10)).map((hit) => hit.id)).toEqual([record.id]);
      expect(await engine.get(record.id)).toEqual(record);
      expect((await store.getVectors(engine.tenantId, [record.id])).get(record.id)).toEqual(vectorBefore);
      expect(await store.history(engine.tenantId, record.id)).toEqual(historyBefore);
      if (store.keywordTermCounts) {
        const counts = await store.keywordTermCounts(scopeOf(engine.tenantId, 'u1'), [record.id], ['rsvp'], analysisTag());
        expect(counts.counts[0]).toBe(1);
      }
    });

    it("rebuilds a knowledge chunk's row from its title, headings and text", async () => {
      const engine = newEngine();
      const store: MemoryStore = engine.store;
      // A chunk as the knowledge sync writes it, shaped from a memory the engine made.
      const made = await engine.get((await engine.add({ userId: 'u1', text: 'placeholder' })).id);
      await store.write({ tenantId: engine.tenantId, deletes: [made.id] });
      const chunk: MemoryRecord = { ...made, id: 'knowledge:1', scope: {}, kind: 'knowledge', text: 'Rehearsals start at seven.', metadata: { title: 'Choir handbook', headingPath: ['Rehearsals'] } };
      await store.write({ tenantId: engine.tenantId, upserts: [{ record: chunk, vector: new Float32Array(engine.embedder.info.dimensions).fill(0.1), terms: [] }] });
      expect(await store.keywordSearch(scopeOf(engine.tenantId), ['handbook'], 10)).toEqual([]);

      await reindexKeywords(engine);

      expect((await store.keywordSearch(scopeOf(engine.tenantId), ['handbook'], 10)).map((hit) => hit.id)).toEqual(['knowledge:1']);
    });

    it("leaves another tenant's rows as they were", async () => {
      const engine = newEngine();
      const store: MemoryStore = engine.store;
      const other = engine.forTenant('acme');
      const added = await other.add({ userId: 'u1', text: "Forty guests RSVP'd for the party" });
      await indexAsBefore(store, await other.get(added.id));

      expect(await reindexKeywords(engine)).toEqual({ records: 0, analysis: analysisTag() });
      expect(await store.keywordSearch(scopeOf('acme', 'u1'), ['rsvp'], 10)).toEqual([]);
    });
  });
}
