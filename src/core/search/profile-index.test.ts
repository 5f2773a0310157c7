import { describe, expect, it } from 'vitest';
import { InMemoryStore } from '../../stores/in-memory/in-memory-store.js';
import { buildRecord } from '../../testing/records.js';
import { parseFilter } from '../filter.js';
import type { RecordQuery } from '../store.js';
import type { MemoryRecord } from '../types.js';
import { ProfileIndex } from './profile-index.js';

const vector = Float32Array.from([1, 0, 0, 0]);

function profileRecord(id: string, userId: string, metadata: MemoryRecord['metadata'], text = `text of ${id}`): MemoryRecord {
  return buildRecord(id, { scope: { userId }, text, metadata });
}

/** An in-memory store that counts the list calls the index makes. */
async function countingStore(records: MemoryRecord[]): Promise<{ store: InMemoryStore; lists: () => number }> {
  const store = new InMemoryStore();
  await store.init();
  await store.write({ tenantId: 'default', upserts: records.map((record) => ({ record, vector, terms: [] })) });
  let lists = 0;
  const list = store.list.bind(store);
  store.list = async (...args) => {
    lists += 1;
    return list(...args);
  };
  return { store, lists: () => lists };
}

const query = (userId: string): RecordQuery => ({ tenantId: 'default', userId, statuses: ['active'] });

describe('ProfileIndex', () => {
  const task = profileRecord('task', 'u1', { category: 'task', topicTerms: ['pc', 'build', 'gpu'] }, 'GPU finally arrived');
  const diet = profileRecord('diet', 'u1', { category: 'preference', slotKeys: ['user|consume:diet'] }, 'The user went vegan');
  const untagged = profileRecord('note', 'u1', {}, 'a note with no category');

  it('finds task memories by topic word (and nothing by a question word that names no topic), loading the profile once', async () => {
    const { store, lists } = await countingStore([task, diet, untagged]);
    const index = new ProfileIndex();
    expect([...(await index.candidates(store, query('u1'), ['gpu']))].map(([id]) => id)).toEqual(['task']);
    expect(await index.candidates(store, query('u1'), ['dinner'])).toEqual(new Map());
    expect(await index.candidates(store, query('u1'), ['weather'])).toEqual(new Map());
    expect(lists()).toBe(1);
  });

  it('drops a user\'s profile when that user writes, and keeps it for another user\'s writes', async () => {
    const { store, lists } = await countingStore([task, diet]);
    const index = new ProfileIndex();
    await index.candidates(store, query('u1'), ['gpu']);
    const other = profileRecord('other', 'u2', { category: 'fact' });
    index.invalidate({ tenantId: 'default', upserts: [{ record: other }] });
    await index.candidates(store, query('u1'), ['gpu']);
    expect(lists()).toBe(1);
    const newer = { ...task, id: 'task2', metadata: { category: 'task', topicTerms: ['gpu'] } };
    index.invalidate({ tenantId: 'default', upserts: [{ record: newer }] });
    await store.write({ tenantId: 'default', upserts: [{ record: newer, vector, terms: [] }] });
    expect([...(await index.candidates(store, query('u1'), ['gpu'])).keys()].sort()).toEqual(['task', 'task2']);
    expect(lists()).toBe(2);
  });

  it('drops every profile of the batch tenant, and only that tenant, on a delete whose owner the batch does not say', async () => {
    const { store, lists } = await countingStore([task, diet]);
    const index = new ProfileIndex();
    await index.candidates(store, query('u1'), ['gpu']);
    index.invalidate({ tenantId: 'elsewhere', deletes: ['task'] });
    await index.candidates(store, query('u1'), ['gpu']);
    expect(lists()).toBe(1);
    index.invalidate({ tenantId: 'default', deletes: ['task'] });
    await store.write({ tenantId: 'default', deletes: ['task'] });
    expect([...(await index.candidates(store, query('u1'), ['gpu'])).keys()]).toEqual([]);
    expect(lists()).toBe(2);
  });

  it('keeps the caller\'s filter and scope: no other user, nothing the filter excludes', async () => {
    const { store } = await countingStore([task, profileRecord('theirs', 'u2', { category: 'task', topicTerms: ['gpu'] })]);
    const index = new ProfileIndex();
    expect([...(await index.candidates(store, query('u2'), ['gpu'])).keys()]).toEqual(['theirs']);
    const filtered = { ...query('u1'), filter: parseFilter({ category: 'preference' }) };
    expect(await index.candidates(store, filtered, ['gpu'])).toEqual(new Map());
  });

  it('answers a new filter from the whole profile already loaded, in the store\'s order, with no second list', async () => {
    const records = ['a', 'b', 'a', 'c'].map((project, index) =>
      buildRecord(`task${index}`, { scope: { userId: 'u1' }, createdAt: `2024-01-0${index + 1}T00:00:00.000Z`, metadata: { category: 'task', topicTerms: ['gpu'], project } }),
    );
    const { store, lists } = await countingStore([...records, diet]);
    const index = new ProfileIndex();
    expect([...(await index.candidates(store, query('u1'), ['gpu'])).keys()].sort()).toEqual(['task0', 'task1', 'task2', 'task3']);
    const onProject = (project: string) => ({ ...query('u1'), filter: parseFilter({ project }) });
    expect([...(await index.inCategories(store, onProject('a'), ['task'])).keys()]).toEqual(['task2', 'task0']);
    expect([...(await index.candidates(store, onProject('c'), ['gpu'])).keys()]).toEqual(['task3']);
    expect(await index.candidates(store, onProject('none'), ['gpu'])).toEqual(new Map());
    expect(lists()).toBe(1);
  });

  it('asks the store with the filter when the unfiltered profile is cut at its bound, so an older match is still found', async () => {
    const newer = Array.from({ length: 1_000 }, (_, index) =>
      buildRecord(`fact${index}`, { scope: { userId: 'u1' }, createdAt: new Date(Date.UTC(2024, 1, 1, 0, 0, index)).toISOString(), metadata: { category: 'fact', project: 'b' } }),
    );
    const oldest = buildRecord('oldest', { scope: { userId: 'u1' }, createdAt: '2024-01-01T00:00:00.000Z', metadata: { category: 'task', topicTerms: ['gpu'], project: 'a' } });
    const { store, lists } = await countingStore([...newer, oldest]);
    const index = new ProfileIndex();
    expect(await index.candidates(store, query('u1'), ['gpu'])).toEqual(new Map());
    expect([...(await index.candidates(store, { ...query('u1'), filter: parseFilter({ project: 'a' }) }, ['gpu'])).keys()]).toEqual(['oldest']);
    expect(lists()).toBe(2);
  });

  it('does not keep a profile loaded while a write was applied', async () => {
    const { store, lists } = await countingStore([task]);
    const index = new ProfileIndex();
    const list = store.list.bind(store);
    let writeDuringLoad = true;
    store.list = async (...args) => {
      const page = await list(...args);
      // A write lands between the load's read and its return.
      if (writeDuringLoad) index.invalidate({ tenantId: 'default', upserts: [{ record: diet }] });
      return page;
    };
    await index.candidates(store, query('u1'), ['gpu']);
    writeDuringLoad = false;
    await index.candidates(store, query('u1'), ['gpu']);
    await index.candidates(store, query('u1'), ['gpu']);
    // Loaded twice: the first load was used but not kept; the second was kept.
    expect(lists()).toBe(2);
  });
});
