import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MemoryEngine } from '../core/engine.js';
import { MemoryError } from '../core/errors.js';
import { SqliteStore } from '../stores/sqlite/sqlite-store.js';
import { createTestEngine } from '../testing/engine-fixtures.js';
import { createTestFolder, type TestFolder } from '../testing/knowledge-test-folder.js';
import type { IngestSummary } from './ingest.js';
import { watchDocs, type KnowledgeWatcher } from './watch.js';

async function paths(engine: MemoryEngine): Promise<string[]> {
  const ids = await engine.store.listIds({ tenantId: engine.tenantId, sharedOnly: true, statuses: ['active'] });
  return [...new Set((await engine.store.getMany(engine.tenantId, ids)).map((record) => record.metadata.path as string))].sort();
}

describe('watchDocs', () => {
  let folder: TestFolder;
  let engine: MemoryEngine;
  let watcher: KnowledgeWatcher | null = null;

  beforeEach(() => {
    folder = createTestFolder();
    ({ engine } = createTestEngine());
  });
  afterEach(async () => {
    await watcher?.close();
    watcher = null;
    folder.cleanup();
    await engine.close();
  });

  it('syncs the folder first, then applies additions, edits and deletions as they happen', async () => {
    folder.write('a.md', '# 甲\n\n第一篇文章。');
    const syncs: IngestSummary[] = [];
    watcher = await watchDocs(engine, { dir: folder.dir, debounceMs: 20, onSync: (summary) => syncs.push(summary) });
    expect((await watcher.ready).added).toBe(1);
    expect(await paths(engine)).toEqual(['a.md']);

    let next = watcher.nextSync();
    folder.write('posts/b.md', '# 乙\n\n新文章自动入库。');
    let summary = await next;
    expect(summary.files.added).toEqual(['posts/b.md']);
    expect(await paths(engine)).toEqual(['a.md', 'posts/b.md']);

    next = watcher.nextSync();
    folder.write('a.md', '# 甲\n\n第一篇文章改过了。');
    summary = await next;
    expect(summary.files.changed).toEqual(['a.md']);

    next = watcher.nextSync();
    folder.remove('posts/b.md');
    summary = await next;
    expect(summary.files.removed).toEqual(['posts/b.md']);
    expect(await paths(engine)).toEqual(['a.md']);
    expect(syncs.length).toBeGreaterThanOrEqual(4);
  });

  it('debounces a burst of changes into one sync', async () => {
    watcher = await watchDocs(engine, { dir: folder.dir, debounceMs: 400 });
    await watcher.ready;
    const next = watcher.nextSync();
    for (let index = 0; index < 5; index += 1) folder.write(`burst-${index}.md`, `第 ${index} 篇。`);
    const summary = await next;
    expect(summary.added).toBe(5);
  });

  it('ignores hidden files and folders', async () => {
    watcher = await watchDocs(engine, { dir: folder.dir, debounceMs: 20 });
    await watcher.ready;
    const next = watcher.nextSync();
    folder.write('.git/notes.md', 'hidden.');
    folder.write('visible.md', '看得见。');
    const summary = await next;
    expect(summary.files.added).toEqual(['visible.md']);
  });

  it('stops cleanly: close waits for the running sync, and a closed watcher refuses to wait for more', async () => {
    watcher = await watchDocs(engine, { dir: folder.dir, debounceMs: 0 });
    await watcher.ready;
    const pending = watcher.nextSync();
    folder.write('last.md', '最后一篇。');
    const settled = pending.then(
      (summary) => ({ summary, error: null }),
      (error: unknown) => ({ summary: null, error }),
    );
    await watcher.close();
    // Either the sync got in before the close (and finished before close returned) or it was dropped.
    const outcome = await settled;
    if (outcome.summary) expect(outcome.summary.files.added).toEqual(['last.md']);
    else expect(MemoryError.isInstance(outcome.error)).toBe(true);
    const after = await watcher.nextSync().catch((error: unknown) => error);
    expect(MemoryError.isInstance(after)).toBe(true);
    await watcher.close(); // idempotent
  });

  it('reports a failed sync through onError and the waiting promise, and keeps watching', async () => {
    const store = new SqliteStore({ path: ':memory:' });
    ({ engine } = createTestEngine({ store }));
    const errors: unknown[] = [];
    watcher = await watchDocs(engine, { dir: folder.dir, debounceMs: 20, onError: (error) => errors.push(error) });
    await watcher.ready;
    await store.close(); // a real failure: every later store call throws STORE_ERROR
    const failed = watcher.nextSync().catch((error: unknown) => error);
    folder.write('a.md', '写不进去。');
    const error = await failed;
    expect(MemoryError.isInstance(error) && error.code).toBe('STORE_ERROR');
    expect(errors).toContain(error);

    // The store is back (empty, in memory; the engine already checked its embedder once): the next event syncs again.
    await store.init();
    await store.setEmbedderInfo(engine.embedder.info);
    const next = watcher.nextSync();
    folder.write('b.md', '恢复了。');
    expect((await next).files.added.sort()).toEqual(['a.md', 'b.md']);
  });

  it('refuses a folder that does not exist', async () => {
    const error = await watchDocs(engine, { dir: `${folder.dir}/missing` }).catch((caught: unknown) => caught);
    expect(MemoryError.isInstance(error) && error.code).toBe('INVALID_INPUT');
  });
});
