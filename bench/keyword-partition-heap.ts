/**
 * What the keyword partition copies alone keep on the heap per user, old code against this code:
 * each side in turn opens its own copy of the warm-start file and runs one store keyword search
 * (three common words) for each of USERS users, which loads the user's partition (every document)
 * and the three terms' postings; the heap after a full GC is compared with the heap before. Typed
 * arrays' contents live outside the V8 heap (ArrayBuffers): not in the heap figure, as the
 * young-generation collector does not copy them, but shown beside it (`arrayBuffers` of
 * `process.memoryUsage()`, after the same full GC). Figures, not assertions.
 *
 *   node --expose-gc --import tsx bench/keyword-partition-heap.ts OLD_ROOT DIR [USERS]
 */
import { copyFileSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { SqliteStore } from '../src/stores/sqlite/sqlite-store.js';
import { loadCheckout } from './old-checkout.js';

const [oldRoot, directory, usersArgument] = process.argv.slice(2);
if (!oldRoot || !directory) throw new Error('usage: bench/keyword-partition-heap.ts OLD_ROOT DIR [USERS]');
const users = Number(usersArgument ?? 25);
const path = join(directory, 'bench-warm-100.db');
if (!existsSync(path)) throw new Error(`no warm-start file at ${path}: run \`npm run bench -- 1000 --reuse ${directory}\` first`);
const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) throw new Error('run with --expose-gc');
const old = await loadCheckout(oldRoot);
const heap = (): number => {
  collect();
  collect();
  return getHeapStatistics().used_heap_size;
};
const terms = ['the', 'and', 'of'];
for (const name of ['old', 'new', 'old', 'new'] as const) {
  const copy = join(directory, `bench-warm-100.kheap-${name}.db`);
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${copy}${suffix}`, { force: true });
  copyFileSync(path, copy);
  const store = name === 'old' ? new old.SqliteStore({ path: copy }) : new SqliteStore({ path: copy });
  await store.init();
  // One search first (statements, code), so what follows is the users' own.
  await store.keywordSearch({ tenantId: 'bench', userId: 'warm-user-99', statuses: ['active'] }, terms, 10);
  const before = heap();
  const buffersBefore = process.memoryUsage().arrayBuffers;
  for (let user = 0; user < users; user += 1) await store.keywordSearch({ tenantId: 'bench', userId: `warm-user-${user}`, statuses: ['active'] }, terms, 10);
  const after = heap();
  const buffers = process.memoryUsage().arrayBuffers - buffersBefore;
  process.stdout.write(
    `${name}: ${((after - before) / users / 1024).toFixed(0)} KB of heap kept per user by keyword partitions, ${(buffers / users / 1024).toFixed(0)} KB in ArrayBuffers (${users} users, one keyword search each)\n`,
  );
  await store.close();
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${copy}${suffix}`, { force: true });
}
