import { afterAll, describe, expect, it } from 'vitest';
import { HashEmbedder } from '../embedders/hash/hash-embedder.js';
import { Memory } from '../memory.js';
import { SqliteStore } from '../stores/sqlite/sqlite-store.js';
import { rawDatabaseOf } from './raw-database.js';

const memory = await Memory.open({ store: new SqliteStore({ path: ':memory:' }), embedder: new HashEmbedder(64) });
afterAll(async () => {
  await memory.close();
});

describe('RawDatabase.histories (SQLite)', () => {
  it("gives in one read what store.history gives per id: each id's entries oldest first, ids in the order asked, only the tenant's", async () => {
    const acme = memory.forTenant('acme');
    const first = await acme.add({ userId: 'alice', text: 'I live in Lisbon' });
    await acme.update(first.id, { text: 'I live in Porto' }, { userId: 'alice' });
    await acme.update(first.id, { text: 'I live in Braga' }, { userId: 'alice' });
    const second = await acme.add({ userId: 'alice', text: 'I play the cello' });
    await acme.delete(second.id, { userId: 'alice' });
    const other = await memory.forTenant('globex').add({ userId: 'bob', text: 'another tenant', id: first.id });
    const ids = [second.id, 'missing', first.id];
    const perId = [...(await memory.store.history('acme', second.id)), ...(await memory.store.history('acme', first.id))];
    const batched = await rawDatabaseOf(memory.store).histories('acme', ids);
    expect(batched).toEqual(perId);
    expect(batched.map((entry) => entry.event)).toEqual(['create', 'delete', 'create', 'update', 'update']);
    expect(batched.every((entry) => entry.memoryId !== other.id || entry.after?.tenantId !== 'globex')).toBe(true);
  });
});
