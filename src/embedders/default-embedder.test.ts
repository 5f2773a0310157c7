import { describe, expect, it } from 'vitest';
import { Memory } from '../memory.js';
import { relevanceModelFor } from '../core/search/relevance.js';
import { SqliteStore } from '../stores/sqlite/sqlite-store.js';
import { caughtMemoryError } from '../testing/memory-error.js';
import { runCliInProcess } from '../testing/in-process-cli.js';
import { useSqliteFolder } from '../testing/use-sqlite-folder.js';
import { createDefaultEmbedder, createLocalEmbedder, defaultEmbedderKind, embedderForRecorded, type LocalEmbedderKind } from './default-embedder.js';
import { HashEmbedder } from './hash/hash-embedder.js';

const MODELS: Record<LocalEmbedderKind, string> = {
  local: 'BAAI/bge-small-zh-v1.5',
  'local-bilingual': 'BAAI/bge-small-zh-v1.5+universal-sentence-encoder-lite',
};
/** The local embedder a new store does not get: a store it wrote must keep it all the same. */
const otherKind: LocalEmbedderKind = defaultEmbedderKind === 'local' ? 'local-bilingual' : 'local';

/*
 * With no embedder named, a new store gets `defaultEmbedderKind` and a store keeps the local
 * embedder it recorded, through the library's sync constructor, `Memory.open` and the CLI; an
 * embedder the caller names still wins. Written against the constant, so flipping the default
 * keeps every case meaningful (old stores then keep bge-small-zh).
 */
describe('the default embedder', () => {
  const folder = useSqliteFolder('agent-memory-default-embedder-');

  async function storeWrittenBy(kind: LocalEmbedderKind, file: string): Promise<string> {
    const memory = await Memory.open({ dbPath: folder.path(file), embedder: createLocalEmbedder(kind) });
    const added = await memory.add({ userId: 'alice', text: 'I work as a nurse on night shifts' });
    await memory.close();
    return added.id;
  }

  it(`is ${defaultEmbedderKind} for a new store, which records it`, async () => {
    const memory = await Memory.open({ dbPath: folder.path('new.db') });
    try {
      expect(memory.embedder.info.model).toBe(MODELS[defaultEmbedderKind]);
      expect(await memory.store.getEmbedderInfo()).toEqual(memory.embedder.info);
      expect(memory.config.search.relevance).toEqual(relevanceModelFor(MODELS[defaultEmbedderKind]));
      const added = await memory.add({ userId: 'alice', text: 'I am allergic to peanuts' });
      expect((await memory.search({ userId: 'alice', query: 'what should I avoid eating' }))[0]?.id).toBe(added.id);
    } finally {
      await memory.close();
    }
  });

  it(`keeps ${otherKind} for a store it wrote, with its relevance model: Memory.open`, async () => {
    const id = await storeWrittenBy(otherKind, 'old.db');
    const memory = await Memory.open({ dbPath: folder.path('old.db') });
    try {
      expect(memory.embedder.info.model).toBe(MODELS[otherKind]);
      expect(memory.config.search.relevance).toEqual(relevanceModelFor(MODELS[otherKind]));
      expect((await memory.search({ userId: 'alice', query: 'what is my job' }))[0]?.id).toBe(id);
      const added = await memory.add({ userId: 'alice', text: 'My sister lives in Lisbon' });
      expect((await memory.search({ userId: 'alice', query: 'Lisbon' }))[0]?.id).toBe(added.id);
    } finally {
      await memory.close();
    }
  });

  it(`keeps ${otherKind} through the sync constructor, for a tenant view made before the first call`, async () => {
    const id = await storeWrittenBy(otherKind, 'sync.db');
    const memory = new Memory({ store: new SqliteStore({ path: folder.path('sync.db') }) });
    const view = memory.forTenant('default');
    try {
      expect((await view.search({ userId: 'alice', query: 'nurse' }))[0]?.id).toBe(id);
      expect(memory.embedder.info.model).toBe(MODELS[otherKind]);
      expect(view.embedder.info.model).toBe(MODELS[otherKind]);
      expect(view.config.search.relevance).toEqual(relevanceModelFor(MODELS[otherKind]));
    } finally {
      await memory.close();
    }
  });

  it(`keeps ${otherKind} through the CLI when AGENT_MEMORY_EMBEDDER is not set`, async () => {
    const id = await storeWrittenBy(otherKind, 'cli.db');
    const env = { AGENT_MEMORY_DB: folder.path('cli.db') };
    const search = await runCliInProcess(env, ['search', 'nurse', '--user', 'alice', '--json']);
    expect(search.code, search.err).toBe(0);
    expect((JSON.parse(search.out) as { results: Array<{ id: string }> }).results[0]?.id).toBe(id);
    const added = await runCliInProcess(env, ['add', 'I moved to Porto in May', '--user', 'alice']);
    expect(added.code, added.err).toBe(0);
    const store = await folder.open('cli.db');
    expect((await store.getEmbedderInfo())?.model).toBe(MODELS[otherKind]);
  });

  it('lets a named embedder win: on a new store, and EMBEDDER_MISMATCH on a store written by the other one', async () => {
    const named = await Memory.open({ dbPath: folder.path('named.db'), embedder: createLocalEmbedder(otherKind) });
    expect(named.embedder.info.model).toBe(MODELS[otherKind]);
    await named.close();
    await storeWrittenBy(otherKind, 'mismatch.db');
    const error = await caughtMemoryError(Memory.open({ dbPath: folder.path('mismatch.db'), embedder: createDefaultEmbedder() }));
    expect(error.code).toBe('EMBEDDER_MISMATCH');
  });

  it('does not guess an embedder it cannot make: a store written by another one stays EMBEDDER_MISMATCH', async () => {
    const hashed = await Memory.open({ dbPath: folder.path('hash.db'), embedder: new HashEmbedder(64) });
    await hashed.close();
    const error = await caughtMemoryError(Memory.open({ dbPath: folder.path('hash.db') }));
    expect(error.code).toBe('EMBEDDER_MISMATCH');
    expect(embedderForRecorded(new HashEmbedder(64).info)).toBeNull();
  });

  it('maps each recorded local embedder back to its kind', () => {
    for (const kind of ['local', 'local-bilingual'] as const) expect(embedderForRecorded(createLocalEmbedder(kind).info)?.info.model).toBe(MODELS[kind]);
  });
});
