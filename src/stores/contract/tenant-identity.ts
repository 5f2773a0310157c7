import { expect, it } from 'vitest';
import type { HistoryEntry, MemoryRecord } from '../../core/types.js';
import { axis, type ContractContext, makeRecord, newWrite, OTHER_TENANT, recordQuery, TENANT } from './fixtures.js';

function createdEntry(record: MemoryRecord, id: string): HistoryEntry {
  return { id, memoryId: record.id, event: 'create', before: null, after: record, at: record.createdAt, actor: null };
}

/** Identity is (tenant, id): the same id in two tenants is two memories, in every call. */
export function tenantIdentityTests(context: ContractContext): void {
  const mine = makeRecord('chat_1', { text: 'mine', scope: { userId: 'alice' } });
  const theirs = makeRecord('chat_1', { tenantId: OTHER_TENANT, text: 'theirs', scope: { userId: 'alice' } });

  async function seedBoth(): Promise<void> {
    const store = context.store();
    await store.write({ tenantId: TENANT, upserts: [newWrite(mine, axis(0), ['mine'])], history: [createdEntry(mine, 'h-mine')] });
    await store.write({ tenantId: OTHER_TENANT, upserts: [newWrite(theirs, axis(1), ['theirs'])], history: [createdEntry(theirs, 'h-theirs')] });
  }

  it('keeps the same id in two tenants as two memories: records, vectors, keyword rows and history', async () => {
    const store = context.store();
    await seedBoth();
    expect(await store.get(TENANT, 'chat_1')).toEqual(mine);
    expect(await store.get(OTHER_TENANT, 'chat_1')).toEqual(theirs);
    expect(await store.getMany(TENANT, ['chat_1'])).toEqual([mine]);
    expect((await store.getVectors(TENANT, ['chat_1'])).get('chat_1')).toEqual(axis(0));
    expect((await store.getVectors(OTHER_TENANT, ['chat_1'])).get('chat_1')).toEqual(axis(1));
    expect((await store.keywordSearch(recordQuery(), ['theirs', 'mine'], 5)).map((hit) => hit.id)).toEqual(['chat_1']);
    expect(await store.keywordSearch(recordQuery(), ['theirs'], 5)).toEqual([]);
    expect((await store.history(TENANT, 'chat_1')).map((entry) => entry.id)).toEqual(['h-mine']);
    expect((await store.history(OTHER_TENANT, 'chat_1')).map((entry) => entry.id)).toEqual(['h-theirs']);
  });

  it('updates, touches and deletes only inside the batch tenant', async () => {
    const store = context.store();
    await seedBoth();
    await store.write({ tenantId: OTHER_TENANT, upserts: [{ record: { ...theirs, text: 'theirs, edited' } }] });
    await store.touch(OTHER_TENANT, ['chat_1'], '2024-06-01T00:00:00.000Z');
    expect(await store.get(TENANT, 'chat_1')).toEqual(mine);
    await store.write({ tenantId: OTHER_TENANT, deletes: ['chat_1'], purgeHistoryOf: ['chat_1'] });
    expect(await store.get(OTHER_TENANT, 'chat_1')).toBeNull();
    expect(await store.hasTraces(OTHER_TENANT, ['chat_1'])).toBe(false);
    expect(await store.get(TENANT, 'chat_1')).toEqual(mine);
    expect(await store.hasTraces(TENANT, ['chat_1'])).toBe(true);
    expect((await store.vectorSearch(recordQuery(), axis(0), 5)).map((hit) => hit.id)).toEqual(['chat_1']);
    expect((await store.history(TENANT, 'chat_1')).map((entry) => entry.id)).toEqual(['h-mine']);
  });

  it('refuses a create of an id the tenant holds, with CONFLICT and no change, but not one another tenant holds', async () => {
    const store = context.store();
    await store.write({ tenantId: TENANT, upserts: [{ ...newWrite(mine, axis(0), ['mine']), create: true }] });
    const again = makeRecord('chat_1', { text: 'second writer' });
    await expect(
      store.write({ tenantId: TENANT, upserts: [{ ...newWrite(makeRecord('fresh'), axis(2)), create: true }, { ...newWrite(again, axis(3)), create: true }] }),
    ).rejects.toMatchObject({ code: 'CONFLICT', details: { id: 'chat_1' } });
    expect(await store.get(TENANT, 'chat_1')).toEqual(mine);
    expect(await store.get(TENANT, 'fresh')).toBeNull();
    await store.write({ tenantId: OTHER_TENANT, upserts: [{ ...newWrite(theirs, axis(1)), create: true }] });
    expect((await store.get(OTHER_TENANT, 'chat_1'))?.text).toBe('theirs');
  });

  it('refuses a batch whose record names another tenant', async () => {
    const store = context.store();
    await expect(store.write({ tenantId: TENANT, upserts: [newWrite(theirs, axis(1))] })).rejects.toMatchObject({ code: 'STORE_ERROR' });
    expect(await store.get(OTHER_TENANT, 'chat_1')).toBeNull();
  });
}
