import { describe, expect, it } from 'vitest';
import { Memory } from '../memory.js';
import { relevanceModelFor } from '../core/search/relevance.js';
import { SqliteStore } from '../stores/sqlite/sqlite-store.js';
import { caughtMemoryError } from '../testing/memory-error.js';
import { runCliInProcess } from '../testing/in-process-cli.js';
import { useSqliteFolder } from '../testing/use-sqlite-folder.js';
import { createBilingualLocalEmbedder } from './composite/local-bilingual.js';
import { createDefaultEmbedder, embedderForRecorded } from './default-embedder.js';
import { HashEmbedder } from './hash/hash-embedder.js';
import { LocalEmbedder } from './local/local-embedder.js';

const BGE = 'BAAI/bge-small-zh-v1.5';
const BILINGUAL = 'BAAI/bge-small-zh-v1.5+universal-sentence-encoder-lite';

/*
 * A new store gets `local-bilingual`; a store that recorded bge-small-zh (every store made with the
 * default before session 6) keeps it, through the library's sync constructor, `Memory.open` and the
 * CLI; an embedder the caller names still wins.
 */
describe('the default embedder', () => {
  const folder = useSqliteFolder('agent-memory-default-embedder-');

  async function bgeStore(file: string): Promise<string> {
    const memory = await Memory.open({ dbPath: folder.path(file), embedder: new LocalEmbedder() });
    const added = await memory.add({ userId: 'alice', text: 'I work as a nurse on night shifts' });
    await memory.close();
    return added.id;
  }

  it('is local-bilingual for a new store, which records it', async () => {
    const memory = await Memory.open({ dbPath: folder.path('new.db') });
    try {
      expect(memory.embedder.info.model).toBe(BILINGUAL);
      expect(await memory.store.getEmbedderInfo()).toEqual(memory.embedder.info);
      expect(memory.config.search.relevance).toEqual(relevanceModelFor(BILINGUAL));
      const added = await memory.add({ userId: 'alice', text: 'I am allergic to peanuts' });
      expect((await memory.search({ userId: 'alice', query: 'what should I avoid eating' }))[0]?.id).toBe(added.id);
    } finally {
      await memory.close();
    }
  });

  it('keeps bge-small-zh for a store it wrote, with its relevance model: Memory.open', async () => {
    const id = await bgeStore('old.db');
    const memory = await Memory.open({ dbPath: folder.path('old.db') });
    try {
      expect(memory.embedder.info.model).toBe(BGE);
      expect(memory.config.search.relevance).toEqual(relevanceModelFor(BGE));
      expect((await memory.search({ userId: 'alice', query: 'what is my job' }))[0]?.id).toBe(id);
      const added = await memory.add({ userId: 'alice', text: 'My sister lives in Lisbon' });
      expect((await memory.search({ userId: 'alice', query: 'Lisbon' }))[0]?.id).toBe(added.id);
    } finally {
      await memory.close();
    }
  });

  it('keeps bge-small-zh through the sync constructor, for a tenant view made before the first call', async () => {
    const id = await bgeStore('sync.db');
    const memory = new Memory({ store: new SqliteStore({ path: folder.path('sync.db') }) });
    const view = memory.forTenant('default');
    try {
      expect((await view.search({ userId: 'alice', query: 'nurse' }))[0]?.id).toBe(id);
      expect(memory.embedder.info.model).toBe(BGE);
      expect(view.embedder.info.model).toBe(BGE);
      expect(view.config.search.relevance).toEqual(relevanceModelFor(BGE));
    } finally {
      await memory.close();
    }
  });

  it('keeps bge-small-zh through the CLI when AGENT_MEMORY_EMBEDDER is not set', async () => {
    const id = await bgeStore('cli.db');
    const env = { AGENT_MEMORY_DB: folder.path('cli.db') };
    const search = await runCliInProcess(env, ['search', 'nurse', '--user', 'alice', '--json']);
    expect(search.code, search.err).toBe(0);
    expect((JSON.parse(search.out) as { results: Array<{ id: string }> }).results[0]?.id).toBe(id);
    const added = await runCliInProcess(env, ['add', 'I moved to Porto in May', '--user', 'alice']);
    expect(added.code, added.err).toBe(0);
    const store = await folder.open('cli.db');
    expect((await store.getEmbedderInfo())?.model).toBe(BGE);
  });

  it('lets a named embedder win: bge on a new store, and EMBEDDER_MISMATCH for the bilingual pair on a bge store', async () => {
    const named = await Memory.open({ dbPath: folder.path('named.db'), embedder: new LocalEmbedder() });
    expect(named.embedder.info.model).toBe(BGE);
    await named.close();
    await bgeStore('mismatch.db');
    const error = await caughtMemoryError(Memory.open({ dbPath: folder.path('mismatch.db'), embedder: createBilingualLocalEmbedder() }));
    expect(error.code).toBe('EMBEDDER_MISMATCH');
  });

  it('does not guess an embedder it cannot make: a store written by another one stays EMBEDDER_MISMATCH', async () => {
    const hashed = await Memory.open({ dbPath: folder.path('hash.db'), embedder: new HashEmbedder(64) });
    await hashed.close();
    const error = await caughtMemoryError(Memory.open({ dbPath: folder.path('hash.db') }));
    expect(error.code).toBe('EMBEDDER_MISMATCH');
    expect(embedderForRecorded(new HashEmbedder(64).info)).toBeNull();
  });

  it('maps each recorded local default back to its embedder', () => {
    expect(embedderForRecorded(new LocalEmbedder().info)?.info.model).toBe(BGE);
    expect(embedderForRecorded(createDefaultEmbedder().info)?.info.model).toBe(BILINGUAL);
  });
});
