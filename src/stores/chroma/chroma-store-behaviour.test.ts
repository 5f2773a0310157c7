import { ChromaClient } from 'chromadb';
import { describe, expect, it } from 'vitest';
import { useChromaServer } from '../../testing/use-chroma-server.js';
import { cosine, EMBEDDER, makeRecord, newWrite, randomVector, ranked, recordQuery, seededRandom, TENANT } from '../contract/fixtures.js';
import { ChromaStore } from './chroma-store.js';
import { rowKey } from './record-rows.js';

/** What only the Chroma adapter has: its collection layout, change counting between processes, and rows written by others. */
const running = useChromaServer().server;

async function openStore(collection: string): Promise<ChromaStore> {
  const store = new ChromaStore({ host: running().host, port: running().port, collection });
  await store.init();
  await store.setEmbedderInfo(EMBEDDER);
  return store;
}

describe('the Chroma store', () => {
  it('keeps records, history, meta and change rows in four collections of one prefix, records keyed [tenant, id]', async () => {
    const store = await openStore('layout');
    const record = makeRecord('m1', { text: 'tea with milk' });
    await store.write({ tenantId: TENANT, upserts: [newWrite(record, undefined, ['tea', 'milk'])], history: [{ id: 'h1', memoryId: 'm1', event: 'create', before: null, after: record, at: record.createdAt, actor: null }] });
    const client = new ChromaClient({ host: running().host, port: running().port });
    const names = (await client.listCollections()).map((collection) => collection.name).filter((name) => name.startsWith('layout_'));
    expect(names.sort()).toEqual(['layout_changes', 'layout_history', 'layout_meta', 'layout_records']);
    const records = await client.getCollection({ name: 'layout_records' });
    const row = await records.get({ ids: [rowKey(TENANT, 'm1')], include: ['metadatas', 'documents'] });
    expect(row.metadatas[0]).toEqual({ tenant: TENANT, memory_id: 'm1', user: 'alice', shared: false, status: 'active', kind: record.kind });
    expect(JSON.parse(row.documents[0] ?? 'null')).toEqual({ record, terms: ['tea', 'milk'] });
    expect(await (await client.getCollection({ name: 'layout_history' })).count()).toBe(1);
    await store.close();
  });

  it('reports writes of another process through externalChangeVersion, and not its own', async () => {
    const first = await openStore('changes');
    const second = await openStore('changes');
    const before = await first.externalChangeVersion();
    await first.write({ tenantId: TENANT, upserts: [newWrite(makeRecord('own'))] });
    expect(await first.externalChangeVersion()).toBe(before);
    await second.write({ tenantId: TENANT, upserts: [newWrite(makeRecord('foreign'))] });
    expect(await first.externalChangeVersion()).not.toBe(before);
    expect((await first.get(TENANT, 'foreign'))?.id).toBe('foreign');
    await Promise.all([first.close(), second.close()]);
  });

  it('reports a malformed row as STORE_ERROR instead of returning half a record', async () => {
    const store = await openStore('corrupt');
    await store.write({ tenantId: TENANT, upserts: [newWrite(makeRecord('ok')), newWrite(makeRecord('bad'))] });
    const client = new ChromaClient({ host: running().host, port: running().port });
    const records = await client.getCollection({ name: 'corrupt_records' });
    await records.update({ ids: [rowKey(TENANT, 'bad')], embeddings: [Array.from({ length: EMBEDDER.dimensions }, () => 0.5)], documents: ['{"record":{"id":"bad","tenantId":"tenant-a"},"terms":[]}'] });
    expect((await store.get(TENANT, 'ok'))?.id).toBe('ok');
    await expect(store.get(TENANT, 'bad')).rejects.toMatchObject({ code: 'STORE_ERROR' });
    await expect(store.list(recordQuery(), { limit: 10, offset: 0 })).rejects.toMatchObject({ code: 'STORE_ERROR' });
    await store.close();
  });

  it('above exactScanUpTo (HNSW candidates, rescored), keeps recall@10 >= 0.95 and exact scores, and still applies every filter exactly', async () => {
    const random = seededRandom(7);
    const unit = (): Float32Array => {
      const vector = randomVector(random);
      const length = Math.hypot(...vector);
      return vector.map((value) => value / length);
    };
    const writes = Array.from({ length: 1500 }, (_, index) =>
      newWrite(makeRecord(`r${index}`, { scope: { userId: 'alice', agentId: index % 100 === 0 ? 'rare' : 'common' } }), unit()),
    );
    const vectors = new Map(writes.map((write) => [write.record.id, write.vector as Float32Array]));
    const store = new ChromaStore({ host: running().host, port: running().port, collection: 'approximate', exactScanUpTo: 100 });
    const exact = new ChromaStore({ host: running().host, port: running().port, collection: 'approximate', exactScanUpTo: 10_000 });
    await store.init();
    await exact.init();
    await store.setEmbedderInfo(EMBEDDER);
    await store.write({ tenantId: TENANT, upserts: writes });
    let found = 0;
    for (let round = 0; round < 40; round += 1) {
      const query = unit();
      const truth = ranked([...vectors].map(([id, vector]) => [id, cosine(query, vector)]), 10).map((hit) => hit.id);
      const hits = await store.vectorSearch(recordQuery({ userId: 'alice' }), query, 10);
      expect(hits).toHaveLength(10);
      hits.forEach((hit) => expect(hit.score).toBeCloseTo(cosine(query, vectors.get(hit.id) as Float32Array), 9));
      found += hits.filter((hit) => truth.includes(hit.id)).length;
      expect((await exact.vectorSearch(recordQuery({ userId: 'alice' }), query, 10)).map((hit) => hit.id)).toEqual(truth);
    }
    expect(found / 400).toBeGreaterThanOrEqual(0.95);
    // A filter HNSW's candidates cannot satisfy (15 of 1,500 rows) falls back to the exact scan.
    const query = unit();
    const rare = [...vectors].filter(([id]) => Number(id.slice(1)) % 100 === 0);
    const hits = await store.vectorSearch(recordQuery({ userId: 'alice', agentId: 'rare' }), query, 10);
    expect(hits.map((hit) => hit.id)).toEqual(ranked(rare.map(([id, vector]) => [id, cosine(query, vector)]), 10).map((hit) => hit.id));
    await Promise.all([store.close(), exact.close()]);
  });
});
