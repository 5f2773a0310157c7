import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HashEmbedder } from '../embedders/hash/hash-embedder.js';
import { SqliteStore } from '../stores/sqlite/sqlite-store.js';
import { MemoryEngine } from './engine.js';

describe('search result cache with several processes on one database', () => {
  const folder = mkdtempSync(join(tmpdir(), 'agent-memory-cache-processes-'));
  const engines: MemoryEngine[] = [];
  afterEach(async () => {
    await Promise.all(engines.splice(0).map((engine) => engine.close()));
    rmSync(folder, { recursive: true, force: true });
  });

  it("drops cached results when another connection writes, so a new memory is found at once", async () => {
    const path = join(folder, 'shared.db');
    const open = () => {
      const engine = new MemoryEngine({ store: new SqliteStore({ path }), embedder: new HashEmbedder(64) });
      engines.push(engine);
      return engine;
    };
    const reader = open();
    const writer = open();
    await writer.add({ userId: 'alice', text: 'I keep bees on the roof' });
    const question = { userId: 'alice', query: 'bees roof hive', threshold: 0 };
    // Asked twice: a local search's results are cached from its question's second ask (result-cache.ts).
    for (let ask = 0; ask < 2; ask += 1) expect((await reader.search(question)).map((result) => result.text)).toEqual(['I keep bees on the roof']);
    // Same question again: served from the cache unless the other connection's write is noticed.
    await writer.add({ userId: 'alice', text: 'the bees hive on the roof swarmed' });
    expect((await reader.search(question)).map((result) => result.text).sort()).toEqual(['I keep bees on the roof', 'the bees hive on the roof swarmed']);
  });
});
