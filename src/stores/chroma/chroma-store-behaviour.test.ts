import { ChromaClient } from 'chromadb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChroma, type ChromaServer } from '../../testing/chroma-server.js';
import { EMBEDDER, makeRecord, newWrite, recordQuery, TENANT } from '../contract/fixtures.js';
import { ChromaStore } from './chroma-store.js';
import { rowKey } from './record-rows.js';

/** What only the Chroma adapter has: its collection layout, change counting between processes, and rows written by others. */
let server: ChromaServer | null = null;

beforeAll(async () => {
  server = await startChroma();
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

function running(): ChromaServer {
  if (!server) throw new Error('the Chroma test server did not start');
  return server;
}

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
    expect(row.metadatas[0]).toMatchObject({ tenant: TENANT, memory_id: 'm1', user: 'alice', shared: false, status: 'active', terms: '["tea","milk"]' });
    expect(JSON.parse(row.documents[0] ?? 'null')).toEqual(record);
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
    await records.update({ ids: [rowKey(TENANT, 'bad')], embeddings: [Array.from({ length: EMBEDDER.dimensions }, () => 0.5)], documents: ['{"id":"bad","tenantId":"tenant-a"}'] });
    expect((await store.get(TENANT, 'ok'))?.id).toBe('ok');
    await expect(store.get(TENANT, 'bad')).rejects.toMatchObject({ code: 'STORE_ERROR' });
    await expect(store.list(recordQuery(), { limit: 10, offset: 0 })).rejects.toMatchObject({ code: 'STORE_ERROR' });
    await store.close();
  });
});
