import { describe, expect, it } from 'vitest';
import { HashEmbedder } from '../embedders/hash/hash-embedder.js';
import { InMemoryStore } from '../stores/in-memory/in-memory-store.js';
import { createTestEngine } from '../testing/engine-fixtures.js';
import { caughtMemoryError } from '../testing/memory-error.js';
import { MemoryEngine } from './engine.js';
import { MemoryError, type MemoryErrorCode } from './errors.js';
import type { Filter } from './filter.js';

async function expectCode(promise: Promise<unknown>, code: MemoryErrorCode): Promise<MemoryError> {
  const error = await caughtMemoryError(promise);
  expect(error.code).toBe(code);
  return error;
}

async function snapshot(engine: MemoryEngine, userId: string) {
  const page = await engine.getAll({ userId, limit: 1000 });
  return page.items.map((record) => ({ id: record.id, text: record.text, updatedAt: record.updatedAt, status: record.status }));
}

describe('MemoryEngine verbs', () => {
  it('adds a record with every architecture field', async () => {
    const { engine } = createTestEngine();
    const record = await engine.add({ userId: 'alice', sessionId: 's1', text: '  I live in Shenzhen  ', metadata: { source: 'chat' }, tags: ['home'] });
    expect(record).toMatchObject({
      tenantId: 'default',
      scope: { userId: 'alice', sessionId: 's1' },
      kind: 'semantic',
      text: 'I live in Shenzhen',
      metadata: { source: 'chat' },
      tags: ['home'],
      importance: 0.5,
      accessCount: 0,
      lastAccessedAt: null,
      validTo: null,
      supersededBy: null,
      status: 'active',
      evidence: [],
    });
    expect(record.createdAt).toBe('2026-01-01T00:00:00.000Z');
    expect(await engine.get(record.id, { userId: 'alice' })).toEqual(record);
  });

  it('records create, update and delete in history with before and after', async () => {
    const { engine, clock } = createTestEngine();
    const created = await engine.add({ userId: 'alice', text: 'likes tea' });
    clock.advance(60_000);
    const updated = await engine.update(created.id, { text: 'likes green tea', importance: 0.9 }, { userId: 'alice' });
    clock.advance(60_000);
    await engine.delete(created.id, { userId: 'alice' });
    const history = await engine.history(created.id, { userId: 'alice' });
    expect(history.map((entry) => entry.event)).toEqual(['create', 'update', 'delete']);
    expect(history[0]?.before).toBeNull();
    expect(history[0]?.after?.text).toBe('likes tea');
    expect(history[1]?.before?.text).toBe('likes tea');
    expect(history[1]?.after).toEqual(updated);
    expect(history[2]?.before?.text).toBe('likes green tea');
    expect(history[2]?.after).toBeNull();
    await expectCode(engine.get(created.id), 'NOT_FOUND');
  });

  it('re-embeds only when the text changes', async () => {
    const { engine, embedder, store } = createTestEngine();
    const created = await engine.add({ userId: 'alice', text: 'likes tea' });
    const vectorOf = async () => (await store.getVectors(created.tenantId, [created.id])).get(created.id);
    const original = await vectorOf();
    const callsAfterAdd = embedder.calls.length;
    await engine.update(created.id, { importance: 0.8 }, { userId: 'alice' });
    expect(embedder.calls.length).toBe(callsAfterAdd);
    expect(await vectorOf()).toEqual(original);
    await engine.update(created.id, { text: 'likes coffee' }, { userId: 'alice' });
    expect(embedder.calls.length).toBe(callsAfterAdd + 1);
    expect(await vectorOf()).not.toEqual(original);
    const [keywordHit] = await store.keywordSearch({ tenantId: 'default', userId: 'alice', statuses: ['active'] }, ['coffe'], 5);
    expect(keywordHit?.id).toBe(created.id);
  });

  it('paginates and filters getAll', async () => {
    const { engine, clock } = createTestEngine();
    for (let index = 0; index < 7; index += 1) {
      clock.advance(1000);
      await engine.add({ userId: 'alice', text: `note number ${index}`, metadata: { index, even: index % 2 === 0 } });
    }
    await engine.add({ userId: 'bob', text: 'bob note' });
    const first = await engine.getAll({ userId: 'alice', limit: 3 });
    expect(first.total).toBe(7);
    expect(first.items.map((record) => record.metadata.index)).toEqual([6, 5, 4]);
    const second = await engine.getAll({ userId: 'alice', limit: 3, offset: 3 });
    expect(second.items.map((record) => record.metadata.index)).toEqual([3, 2, 1]);
    const even = await engine.getAll({ userId: 'alice', filter: { even: true, index: { $gte: 2 } } });
    expect(even.items.map((record) => record.metadata.index).sort()).toEqual([2, 4, 6]);
  });

  it('refuses add without a user or agent (only knowledge is shared), and getAll of the whole tenant without the opt-in', async () => {
    const { engine } = createTestEngine();
    await expectCode(engine.add({ text: 'nobody owns this' }), 'SCOPE_REQUIRED');
    await expectCode(engine.addMany([{ userId: 'alice', text: 'fine' }, { sessionId: 's1', text: 'no owner' }]), 'SCOPE_REQUIRED');
    await engine.add({ userId: 'alice', text: 'alice one' });
    await engine.add({ agentId: 'helper', text: 'agent note' });
    await engine.add({ kind: 'knowledge', text: 'shared handbook line' });
    await expectCode(engine.getAll({}), 'SCOPE_REQUIRED');
    await expectCode(engine.getAll({ sessionId: 's1' }), 'SCOPE_REQUIRED');
    expect((await engine.getAll({ tenantWide: true })).total).toBe(3);
    expect((await engine.getAll({ userId: 'alice' })).total).toBe(1);
  });

  it('refuses deleteAll without a user or agent, and deletes only that scope', async () => {
    const { engine } = createTestEngine();
    await engine.add({ userId: 'alice', text: 'alice one' });
    await engine.add({ userId: 'alice', text: 'alice two' });
    await engine.add({ userId: 'bob', text: 'bob one' });
    await expectCode(engine.deleteAll({}), 'SCOPE_REQUIRED');
    await expectCode(engine.deleteAll({ sessionId: 's1' }), 'SCOPE_REQUIRED');
    expect((await engine.getAll({ userId: 'alice' })).total).toBe(2);
    expect(await engine.deleteAll({ userId: 'alice' })).toBe(2);
    expect((await engine.getAll({ userId: 'alice' })).total).toBe(0);
    expect((await engine.getAll({ userId: 'bob' })).total).toBe(1);
  });

  it("treats another user's or tenant's id as not found, and leaves it untouched", async () => {
    const { engine } = createTestEngine();
    const bobs = await engine.add({ userId: 'bob', text: 'bob secret' });
    await expectCode(engine.get(bobs.id, { userId: 'alice' }), 'NOT_FOUND');
    await expectCode(engine.update(bobs.id, { text: 'hijacked' }, { userId: 'alice' }), 'NOT_FOUND');
    await expectCode(engine.delete(bobs.id, { userId: 'alice' }), 'NOT_FOUND');
    await expectCode(engine.history(bobs.id, { userId: 'alice' }), 'NOT_FOUND');
    const other = engine.forTenant('acme');
    await expectCode(other.get(bobs.id), 'NOT_FOUND');
    await expectCode(other.delete(bobs.id), 'NOT_FOUND');
    expect(await other.search({ userId: 'bob', query: 'bob secret' })).toEqual([]);
    expect((await engine.get(bobs.id, { userId: 'bob' })).text).toBe('bob secret');
  });
});

describe('MemoryEngine bad input', () => {
  it('refuses each bad input with a typed error and changes nothing', async () => {
    const { engine } = createTestEngine({ config: { limits: { maxTextLength: 100 } } });
    const kept = await engine.add({ userId: 'alice', text: 'kept memory' });
    const before = await snapshot(engine, 'alice');
    await expectCode(engine.add({ userId: 'alice', text: '' }), 'INVALID_INPUT');
    await expectCode(engine.add({ userId: 'alice', text: '   \n ' }), 'INVALID_INPUT');
    const tooLong = await expectCode(engine.add({ userId: 'alice', text: 'x'.repeat(101) }), 'TEXT_TOO_LONG');
    expect(tooLong.details).toMatchObject({ length: 101, limit: 100 });
    await expectCode(engine.add({ userId: 'alice', text: 'ok', metadata: 'not an object' as unknown as Record<string, never> }), 'INVALID_INPUT');
    await expectCode(engine.add({ userId: 'alice', text: 'ok', metadata: { n: Number.NaN } }), 'INVALID_INPUT');
    await expectCode(engine.add({ userId: 'alice', text: 'ok', importance: 3 }), 'INVALID_INPUT');
    await expectCode(engine.add({ userId: 'alice', id: kept.id, text: 'duplicate id' }), 'CONFLICT');
    await expectCode(engine.update('no-such-id', { text: 'x' }, { userId: 'alice' }), 'NOT_FOUND');
    await expectCode(engine.update(kept.id, { text: 'y'.repeat(101) }, { userId: 'alice' }), 'TEXT_TOO_LONG');
    await expectCode(engine.search({ userId: 'alice', query: 'kept', filter: { $regex: 'x' } as unknown as Filter }), 'INVALID_FILTER');
    await expectCode(engine.search({ userId: 'alice', query: '' }), 'INVALID_INPUT');
    await expectCode(engine.search({ userId: 'alice', query: 'kept', topK: 0 }), 'INVALID_INPUT');
    await expectCode(engine.getAll({ userId: 'alice', filter: { a: { $near: 1 } } as unknown as Filter }), 'INVALID_FILTER');
    expect(await snapshot(engine, 'alice')).toEqual(before);
  });

  it('rejects NaN and wrong-dimension vectors from an embedder without writing', async () => {
    class BrokenEmbedder extends HashEmbedder {
      mode: 'nan' | 'short' | 'ok' = 'ok';
      override async embed(texts: string[]): Promise<Float32Array[]> {
        const vectors = await super.embed(texts);
        if (this.mode === 'nan') return vectors.map((vector) => vector.map((value, index) => (index === 3 ? Number.NaN : value)));
        if (this.mode === 'short') return vectors.map((vector) => vector.slice(0, 10));
        return vectors;
      }
    }
    const embedder = new BrokenEmbedder(64);
    const engine = new MemoryEngine({ store: new InMemoryStore(), embedder });
    await engine.add({ userId: 'alice', text: 'fine' });
    embedder.mode = 'nan';
    await expectCode(engine.add({ userId: 'alice', text: 'poisoned' }), 'EMBEDDING_INVALID');
    embedder.mode = 'short';
    await expectCode(engine.add({ userId: 'alice', text: 'truncated' }), 'EMBEDDING_INVALID');
    expect((await engine.getAll({ userId: 'alice' })).items.map((record) => record.text)).toEqual(['fine']);
  });

  it('refuses a store built by a different embedder', async () => {
    const store = new InMemoryStore();
    await new MemoryEngine({ store, embedder: new HashEmbedder(64) }).add({ userId: 'alice', text: 'hello' });
    const mismatched = new MemoryEngine({ store, embedder: new HashEmbedder(32) });
    const error = await expectCode(mismatched.search({ userId: 'alice', query: 'hello' }), 'EMBEDDER_MISMATCH');
    expect(error.message).toContain('64 dimensions');
    expect(error.message).toContain('32 dimensions');
  });
});

describe('MemoryEngine search', () => {
  it('returns scored results with a breakdown, limited by topK and scoped to the user', async () => {
    const { engine } = createTestEngine();
    await engine.add({ userId: 'alice', text: 'I am allergic to peanuts' });
    await engine.add({ userId: 'alice', text: 'My favourite colour is green' });
    await engine.add({ userId: 'alice', text: 'peanuts make me sick, I avoid peanut butter' });
    await engine.add({ userId: 'bob', text: 'I love peanuts' });
    // BM25's IDF needs a corpus where "peanuts" is not in most documents.
    for (const filler of ['I take the metro to work', 'my sister lives in Berlin', 'we adopted a cat named Miso', 'I run on Sunday mornings']) {
      await engine.add({ userId: 'alice', text: filler });
    }
    const results = await engine.search({ userId: 'alice', query: 'peanuts allergy', topK: 2, threshold: 0.05 });
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(2);
    for (const result of results) {
      expect(result.scope.userId).toBe('alice');
      expect(result.text).toMatch(/peanut/);
      expect(result.scores).toEqual(expect.objectContaining({ dense: expect.any(Number), keyword: expect.any(Number), final: result.score }));
    }
    expect(results[0]?.score).toBeGreaterThanOrEqual(results[1]?.score ?? 0);
  });

  it('applies the threshold, and an unrelated query returns nothing', async () => {
    const { engine } = createTestEngine();
    await engine.add({ userId: 'alice', text: 'I am allergic to peanuts' });
    expect(await engine.search({ userId: 'alice', query: 'quantum chromodynamics lecture' })).toEqual([]);
    expect(await engine.search({ userId: 'alice', query: 'peanuts', threshold: 1 })).toEqual([]);
    expect((await engine.search({ userId: 'alice', query: 'peanuts', threshold: 0 })).length).toBe(1);
  });

  it('applies metadata filters and kinds inside the search', async () => {
    const { engine } = createTestEngine();
    await engine.add({ userId: 'alice', text: 'trip to Tokyo in spring', metadata: { year: 2023 } });
    await engine.add({ userId: 'alice', text: 'trip to Tokyo in autumn', metadata: { year: 2025 }, kind: 'episodic' });
    const filtered = await engine.search({ userId: 'alice', query: 'Tokyo trip', filter: { year: { $gte: 2024 } }, threshold: 0 });
    expect(filtered.map((result) => result.metadata.year)).toEqual([2025]);
    const semanticOnly = await engine.search({ userId: 'alice', query: 'Tokyo trip', kinds: ['semantic'], threshold: 0 });
    expect(semanticOnly.map((result) => result.kind)).toEqual(['semantic']);
  });

  it('tracks access on returned results', async () => {
    const { engine, clock } = createTestEngine();
    const record = await engine.add({ userId: 'alice', text: 'I am allergic to peanuts' });
    clock.advance(5000);
    await engine.search({ userId: 'alice', query: 'peanuts', threshold: 0 });
    const after = await engine.get(record.id);
    expect(after.accessCount).toBe(1);
    expect(after.lastAccessedAt).toBe('2026-01-01T00:00:05.000Z');
  });

  it('includes shared knowledge in a user search unless told not to', async () => {
    const { engine } = createTestEngine();
    await engine.add({ kind: 'knowledge', text: 'The office wifi password rotates every Monday' });
    await engine.add({ userId: 'alice', text: 'I work from the office on Mondays' });
    const withKnowledge = await engine.search({ userId: 'alice', query: 'office wifi password Monday', threshold: 0 });
    expect(withKnowledge.some((result) => result.kind === 'knowledge')).toBe(true);
    const without = await engine.search({ userId: 'alice', query: 'office wifi password Monday', threshold: 0, includeKnowledge: false });
    expect(without.every((result) => result.kind !== 'knowledge')).toBe(true);
  });
});
