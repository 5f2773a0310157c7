import { caughtMemoryError } from '../testing/memory-error.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { manualClock } from '../core/clock.js';
import { HashEmbedder } from '../embedders/hash/hash-embedder.js';
import { Memory } from '../memory.js';
import { appliedVersions } from '../stores/sqlite/migrate.js';
import { SqliteStore } from '../stores/sqlite/sqlite-store.js';
import { conversationStoreContract } from './conversation-store.contract.js';
import type { ConversationStore } from './conversation-store.js';
import { InMemoryConversationStore } from './in-memory-conversation-store.js';
import { SqliteConversationStore } from './sqlite-conversation-store.js';

const START = '2026-03-02T09:00:00.000Z';
const MINUTE = 60_000;
const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

async function sqliteConversationStore(): Promise<ConversationStore> {
  const store = new SqliteStore({ path: ':memory:' });
  await store.init();
  cleanups.push(() => store.close());
  return new SqliteConversationStore(() => store.database);
}

const adapters: [string, () => Promise<ConversationStore>][] = [
  ['in-memory', async () => new InMemoryConversationStore()],
  ['sqlite', sqliteConversationStore],
];

async function expectCode(promise: Promise<unknown>, code: string): Promise<void> {
  expect((await caughtMemoryError(promise)).code).toBe(code);
}

for (const [name, makeStore] of adapters) conversationStoreContract(name, makeStore);

describe('history shared through one SQLite file', () => {
  it('two processes on one database file see the same history', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'agent-memory-history-'));
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
    const path = join(folder, 'shared.db');
    const clock = manualClock(START);
    const first = await Memory.open({ store: new SqliteStore({ path }), embedder: new HashEmbedder(64), clock });
    const second = await Memory.open({ store: new SqliteStore({ path }), embedder: new HashEmbedder(64), clock });
    cleanups.push(() => first.close(), () => second.close());
    expect(first.conversations.storeName).toBe('sqlite');

    await first.conversations.append('conv_aaaaaaaaaaaa', [
      { role: 'user', content: '我住在南方' },
      { role: 'assistant', content: '记住了' },
    ], { userId: 'u1' });
    await second.conversations.append('conv_aaaaaaaaaaaa', { role: 'user', content: '推荐鞋子' }, { userId: 'u1' });
    const seenByFirst = await first.conversations.messages('conv_aaaaaaaaaaaa', { userId: 'u1' });
    expect(seenByFirst.map((message) => message.content)).toEqual(['我住在南方', '记住了', '推荐鞋子']);

    clock.advance(31 * MINUTE);
    const expired = await second.conversations.sweep();
    expect(expired.map((entry) => entry.id)).toEqual(['conv_aaaaaaaaaaaa']);
    expect(await first.conversations.get('conv_aaaaaaaaaaaa')).toBeNull();
  });
});

describe('SqliteConversationStore schema', () => {
  it("applies the 'conversations' migrations once, and reports a closed database as STORE_ERROR", async () => {
    const store = new SqliteStore({ path: ':memory:' });
    await store.init();
    const conversations = new SqliteConversationStore(() => store.database);
    await conversations.init();
    await conversations.init();
    expect(appliedVersions(store.database, 'conversations')).toEqual([1]);
    await store.close();
    await expectCode(conversations.load('default', 'c1'), 'STORE_ERROR');
  });
});
