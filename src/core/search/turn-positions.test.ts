import { describe, expect, it } from 'vitest';
import { buildRecord } from '../../testing/records.js';
import { useSqliteFolder } from '../../testing/use-sqlite-folder.js';
import { EMBEDDER, newWrite } from '../../stores/contract/fixtures.js';
import type { SqliteStore } from '../../stores/sqlite/sqlite-store.js';
import type { MemoryStore, RecordQuery, WriteBatch } from '../store.js';
import type { MemoryRecord } from '../types.js';
import { parseFilter } from '../filter.js';
import { loadNearbyTurns } from './neighbours.js';
import { TurnPositions } from './turn-positions.js';
import { onStoreWrite } from './write-observer.js';

const TENANT = 'tenant-a';
const folder = useSqliteFolder('turn-positions-');

function turn(id: string, sessionId: string, turnNumber: number, overrides: Partial<MemoryRecord> = {}): MemoryRecord {
  return buildRecord(id, {
    tenantId: TENANT,
    kind: 'episodic',
    scope: { userId: 'u1', sessionId },
    metadata: { sessionId, turnNumber, topic: turnNumber % 2 === 0 ? 'even' : 'odd' },
    ...overrides,
  });
}

/** Two users with the same session names, shared turns, an archived turn, another agent's, a summary without a turn number, and a moved-session turn. */
function corpus(): MemoryRecord[] {
  const records: MemoryRecord[] = [];
  for (let number = 1; number <= 12; number += 1) records.push(turn(`u1-s1-${number}`, 's1', number));
  for (let number = 1; number <= 6; number += 1) records.push(turn(`u1-s2-${number}`, 's2', number, number === 4 ? { status: 'archived' } : {}));
  for (let number = 1; number <= 6; number += 1) records.push(turn(`u2-s1-${number}`, 's1', number, { scope: { userId: 'u2', sessionId: 's1' } }));
  records.push(turn('u1-agent-s1-5', 's1', 5, { scope: { userId: 'u1', agentId: 'other-agent', sessionId: 's1' } }));
  records.push(turn('shared-s1-4', 's1', 4, { scope: {}, kind: 'knowledge' }));
  // Positioned by metadata only: its scope names no session.
  records.push(turn('u1-unscoped-s2-2', 's2', 2, { scope: { userId: 'u1' } }));
  records.push(buildRecord('u1-summary-s1', { tenantId: TENANT, kind: 'summary', scope: { userId: 'u1' }, metadata: { sessionId: 's1' } }));
  records.push(buildRecord('u1-note', { tenantId: TENANT, scope: { userId: 'u1' } }));
  return records;
}

async function openStore(): Promise<SqliteStore> {
  const store = await folder.open('turns.db');
  await store.setEmbedderInfo(EMBEDDER);
  await store.write({ tenantId: TENANT, upserts: corpus().map((record) => newWrite(record)) });
  return store;
}

const ids = (records: MemoryRecord[]): string[] => records.map((record) => record.id).sort();

async function seedsOf(store: MemoryStore, seedIds: string[]): Promise<MemoryRecord[]> {
  return store.getMany(TENANT, seedIds);
}

/** The store, seen through a view whose `list` calls are counted and followed by `after`. */
function watchLists(store: MemoryStore, after: () => Promise<void>): { view: MemoryStore; lists: () => number } {
  let lists = 0;
  const view = Object.create(store) as MemoryStore;
  view.list = async (...args: Parameters<MemoryStore['list']>) => {
    lists += 1;
    const page = await store.list(...args);
    await after();
    return page;
  };
  return { view, lists: () => lists };
}

const QUERIES: [string, RecordQuery][] = [
  ['one user', { tenantId: TENANT, userId: 'u1', statuses: ['active'] }],
  ['with shared', { tenantId: TENANT, userId: 'u1', includeShared: true, statuses: ['active'] }],
  ['shared only', { tenantId: TENANT, sharedOnly: true, statuses: ['active'] }],
  ['archived too', { tenantId: TENANT, userId: 'u1', statuses: ['active', 'archived'] }],
  ['one agent', { tenantId: TENANT, userId: 'u1', agentId: 'other-agent', statuses: ['active'] }],
  ['one session', { tenantId: TENANT, userId: 'u1', sessionId: 's2', statuses: ['active', 'archived'] }],
  ['a metadata filter', { tenantId: TENANT, userId: 'u1', includeShared: true, statuses: ['active'], filter: parseFilter({ topic: 'even' }) }],
  ['episodic only', { tenantId: TENANT, userId: 'u1', kinds: ['episodic'], statuses: ['active'] }],
  ['another user', { tenantId: TENANT, userId: 'u2', statuses: ['active'] }],
  ['all users', { tenantId: TENANT, statuses: ['active'] }],
];

describe('TurnPositions', () => {
  it('finds exactly the turns the store query finds, for every query shape', async () => {
    const store = await openStore();
    const positions = new TurnPositions();
    const seeds = await seedsOf(store, ['u1-s1-6', 'u1-s2-3', 'u2-s1-2', 'u1-note']);
    for (const [label, query] of QUERIES) {
      const expected = ids(await loadNearbyTurns(store, query, seeds, 2));
      expect(ids(await positions.nearby(store, query, seeds, 2)), label).toEqual(expected);
    }
    // Not trivially empty: spans are per session name (u2's seed widens s1 to turns 0-8), the
    // other agent's and the session-less turn count, the archived s2 turn does not.
    expect(ids(await positions.nearby(store, QUERIES[0]?.[1] as RecordQuery, seeds, 2))).toEqual(
      [...[1, 2, 3, 4, 5, 6, 7, 8].map((number) => `u1-s1-${number}`), 'u1-agent-s1-5', 'u1-s2-1', 'u1-s2-2', 'u1-s2-3', 'u1-s2-5', 'u1-unscoped-s2-2'].sort(),
    );
  });

  it('follows this process\'s writes: a new turn, a deleted one and a renumbered one', async () => {
    const store = await openStore();
    const positions = new TurnPositions();
    onStoreWrite(store, (batch) => positions.observe(batch));
    const query: RecordQuery = { tenantId: TENANT, userId: 'u1', includeShared: true, statuses: ['active'] };
    const seeds = await seedsOf(store, ['u1-s1-11', 'u1-s2-2']);
    const agree = async (): Promise<string[]> => {
      const found = ids(await positions.nearby(store, query, seeds, 2));
      expect(found).toEqual(ids(await loadNearbyTurns(store, query, seeds, 2)));
      return found;
    };
    expect(await agree()).not.toContain('u1-s1-13');

    await store.write({ tenantId: TENANT, upserts: [newWrite(turn('u1-s1-13', 's1', 13))] });
    await store.write({ tenantId: TENANT, deletes: ['u1-s1-10'] });
    const [moved] = await store.getMany(TENANT, ['u1-s2-3']);
    await store.write({ tenantId: TENANT, upserts: [{ record: { ...(moved as MemoryRecord), metadata: { sessionId: 's2', turnNumber: 30 } } }] });
    await store.write({ tenantId: TENANT, upserts: [newWrite(turn('shared-s2-1', 's2', 1, { scope: {}, kind: 'knowledge' }))] });

    const after = await agree();
    expect(after).toContain('u1-s1-13');
    expect(after).toContain('shared-s2-1');
    expect(after).not.toContain('u1-s1-10');
    expect(after).not.toContain('u1-s2-3');
  });

  it('answers from the store, and keeps nothing, when a write lands while it loads', async () => {
    const store = await openStore();
    const positions = new TurnPositions();
    const query: RecordQuery = { tenantId: TENANT, userId: 'u1', statuses: ['active'] };
    const seeds = await seedsOf(store, ['u1-s1-6']);
    const { view: racing, lists } = watchLists(store, async () => {
      const batch: WriteBatch = { tenantId: TENANT, upserts: [newWrite(turn('u1-s1-7b', 's1', 7))] };
      positions.observe(batch);
      await store.write(batch);
      positions.observe(batch);
    });
    const found = ids(await positions.nearby(racing, query, seeds, 2));
    expect(found).toEqual(ids(await loadNearbyTurns(store, query, seeds, 2)));
    expect(found).toContain('u1-s1-7b');
    // Not kept: the next lookup loads again.
    await positions.nearby(racing, query, seeds, 2);
    expect(lists()).toBe(2);
  });

  it('keeps no owner larger than its budget, and still answers', async () => {
    const store = await openStore();
    const positions = new TurnPositions(5);
    const query: RecordQuery = { tenantId: TENANT, userId: 'u1', statuses: ['active'] };
    const seeds = await seedsOf(store, ['u1-s1-6']);
    const { view: counting, lists } = watchLists(store, async () => undefined);
    expect(ids(await positions.nearby(counting, query, seeds, 2))).toEqual(ids(await loadNearbyTurns(store, query, seeds, 2)));
    await positions.nearby(counting, query, seeds, 2);
    expect(lists()).toBe(2);
  });
});
