import { describe, expect, it } from 'vitest';
import type { MemoryStore } from './store.js';
import { InMemoryStore } from '../stores/in-memory/in-memory-store.js';
import { SqliteStore } from '../stores/sqlite/sqlite-store.js';
import { createTestEngine } from '../testing/engine-fixtures.js';

const stores: [string, () => MemoryStore][] = [
  ['in-memory', () => new InMemoryStore()],
  ['sqlite', () => new SqliteStore({ path: ':memory:' })],
];

describe.each(stores)('add deduplicates exact repeats (%s store)', (_name, makeStore) => {
  it('returns the existing memory for the same text in the same scope, flagged, and stores nothing new', async () => {
    const { engine } = createTestEngine({ store: makeStore() });
    const first = await engine.add({ userId: 'alice', text: 'I am allergic to peanuts', metadata: { topic: 'health', level: 2 } });
    expect(first.deduplicated).toBeUndefined();
    const again = await engine.add({ userId: 'alice', text: '  I am allergic to peanuts ', metadata: { level: 2, topic: 'health' } });
    expect(again.deduplicated).toBe(true);
    expect(again.id).toBe(first.id);
    expect((await engine.getAll({ userId: 'alice' })).total).toBe(1);
    expect((await engine.history(first.id, { userId: 'alice' })).map((entry) => entry.event)).toEqual(['create']);
    await engine.close();
  });

  it('stores a new memory when scope, kind, metadata, tags, tenant or status differ', async () => {
    const { engine } = createTestEngine({ store: makeStore() });
    const text = '以后回答我都用简短的要点';
    const base = await engine.add({ userId: 'alice', text });
    const variants = [
      await engine.add({ userId: 'bob', text }),
      await engine.add({ userId: 'alice', sessionId: 's1', text }),
      await engine.add({ userId: 'alice', agentId: 'helper', text }),
      await engine.add({ userId: 'alice', kind: 'procedural', text }),
      await engine.add({ userId: 'alice', text, metadata: { topic: 'style' } }),
      await engine.add({ userId: 'alice', text, tags: ['style'] }),
      await engine.forTenant('acme').add({ userId: 'alice', text }),
    ];
    for (const variant of variants) {
      expect(variant.deduplicated).toBeUndefined();
      expect(variant.id).not.toBe(base.id);
    }
    await engine.delete(base.id, { userId: 'alice' });
    const afterDelete = await engine.add({ userId: 'alice', text });
    expect(afterDelete.deduplicated).toBeUndefined();
    expect(afterDelete.id).not.toBe(base.id);
    await engine.close();
  });

  it('never deduplicates an add with an explicit id, nor addMany', async () => {
    const { engine } = createTestEngine({ store: makeStore() });
    await engine.add({ userId: 'alice', text: 'same words' });
    const withId = await engine.add({ id: 'explicit-1', userId: 'alice', text: 'same words' });
    expect(withId.id).toBe('explicit-1');
    const many = await engine.addMany([{ userId: 'alice', text: 'same words' }]);
    expect(many).toHaveLength(1);
    expect((await engine.getAll({ userId: 'alice' })).total).toBe(3);
    await engine.close();
  });
});
