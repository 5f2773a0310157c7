import { afterAll, describe, expect, it } from 'vitest';
import type { MemoryStore } from '../core/store.js';
import { InMemoryStore } from '../stores/in-memory/in-memory-store.js';
import { SqliteStore } from '../stores/sqlite/sqlite-store.js';
import { createTestEngine } from '../testing/engine-fixtures.js';
import { listUsers } from './list-users.js';

const opened: MemoryStore[] = [];
afterAll(async () => {
  for (const store of opened) await store.close();
});

/** The same writes on a store; returns the tenant's user list. */
async function usersAfterWrites(store: MemoryStore) {
  opened.push(store);
  const { engine, clock } = createTestEngine({ store });
  const acme = engine.forTenant('acme');
  await acme.add({ userId: 'alice', sessionId: 's1', text: 'I live in Lisbon' });
  clock.advance(1000);
  const archived = await acme.add({ userId: 'alice', sessionId: 's2', text: 'I used to play chess' });
  await acme.update(archived.id, { status: 'archived' }, { userId: 'alice' });
  clock.advance(1000);
  await acme.add({ userId: 'bob', text: 'I like green tea' });
  const deleted = await acme.add({ userId: 'carol', text: 'temporary' });
  await acme.delete(deleted.id, { userId: 'carol' });
  await acme.add({ kind: 'knowledge', text: 'Shared handbook chunk' });
  await engine.forTenant('globex').add({ userId: 'mallory', text: 'another tenant' });
  return listUsers(acme);
}

describe('listUsers', () => {
  it('counts each user of the tenant the same way whether the store groups in the database (SQLite) or the records are read (in-memory)', async () => {
    const grouped = await usersAfterWrites(new SqliteStore({ path: ':memory:' }));
    const read = await usersAfterWrites(new InMemoryStore());
    expect(grouped).toEqual(read);
    expect(grouped.map((user) => [user.userId, user.memories, user.archived, user.sessions])).toEqual([
      ['bob', 1, 0, 0],
      ['alice', 1, 1, 2],
    ]);
    expect(grouped[0]?.lastActivityAt).toBe('2026-01-01T00:00:02.000Z');
  });
});
