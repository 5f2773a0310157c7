import { describe, expect, it } from 'vitest';
import { createTestEngine } from '../testing/engine-fixtures.js';
import { InMemoryStore } from '../stores/in-memory/in-memory-store.js';
import { MemoryEngine } from './engine.js';
import { sequentialIds } from './ids.js';

describe('id sources', () => {
  it('sequentialIds counts up in UUID shape, and each source starts again at 1', () => {
    const first = sequentialIds();
    expect([first(), first(), first()]).toEqual(['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000003']);
    expect(sequentialIds()()).toBe('00000000-0000-4000-8000-000000000001');
  });

  it('an engine given an id source names its new memories and history entries from it, so two runs name them alike', async () => {
    const run = async (): Promise<string[]> => {
      const { engine: template } = createTestEngine();
      const engine = new MemoryEngine({ store: new InMemoryStore(), embedder: template.embedder, clock: template.clock, ids: sequentialIds() });
      const added = await engine.add({ userId: 'alice', text: 'I live in Lisbon' });
      const second = await engine.forTenant('acme').add({ userId: 'alice', text: 'I play the cello' });
      const history = await engine.history(added.id, { userId: 'alice' });
      return [added.id, second.id, ...history.map((entry) => entry.id)];
    };
    const first = await run();
    expect(first).toEqual(await run());
    expect(first[0]).toBe('00000000-0000-4000-8000-000000000001');
    expect(new Set(first).size).toBe(first.length);
  });

  it('without one, ids are random UUIDs', async () => {
    const { engine } = createTestEngine();
    const [left, right] = [await engine.add({ userId: 'alice', text: 'one' }), await engine.add({ userId: 'alice', text: 'two' })];
    expect(left.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(left.id).not.toBe(right.id);
  });
});
