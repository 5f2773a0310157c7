/**
 * What a user's first search leaves on the heap for as long as the process keeps the user (its
 * vector and keyword partition copies, cached records and terms), old code against this code: each
 * side in turn opens its own copy of the warm-start file, runs the first search of USERS users, and
 * the heap after a full GC is compared with the heap before. Long-lived small objects are what the
 * young-generation collector copies before it promotes them, so they set a first search's GC cost.
 * Heap sizes do not depend on the machine's load. Figures, not assertions.
 *
 *   node --expose-gc --import tsx bench/warm-start-heap.ts OLD_ROOT DIR [USERS] [SEARCHES]
 *
 * SEARCHES per user (default 1, the first only; the bench's warm starts run 11). DIR holds `npm run bench -- … --reuse DIR`'s `bench-warm-100.db`.
 */
import { copyFileSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { Memory } from '../src/memory.js';
import { LocalEmbedder } from '../src/embedders/local/local-embedder.js';
import { SqliteStore } from '../src/stores/sqlite/sqlite-store.js';
import { drawnVectorEmbedder, mulberry32, PrecomputedEmbedder, randomText } from './support.js';
import { loadCheckout } from './old-checkout.js';

const [oldRoot, directory, usersArgument, searchesArgument] = process.argv.slice(2);
if (!oldRoot || !directory) throw new Error('usage: bench/warm-start-heap.ts OLD_ROOT DIR [USERS] [SEARCHES]');
const users = Number(usersArgument ?? 25);
const searches = Number(searchesArgument ?? 1);
const path = join(directory, 'bench-warm-100.db');
if (!existsSync(path)) throw new Error(`no warm-start file at ${path}: run \`npm run bench -- 1000 --reuse ${directory}\` first`);
const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) throw new Error('run with --expose-gc');
const old = await loadCheckout(oldRoot);
const local = new LocalEmbedder();
// Texts the bench did not register (the category topics' descriptions) get a random vector, the same for both sides.
const embedder = new PrecomputedEmbedder(local.info, drawnVectorEmbedder(local.info, 512));
const heap = (): number => {
  collect();
  collect();
  return getHeapStatistics().used_heap_size;
};
for (const name of ['old', 'new', 'old', 'new'] as const) {
  const copy = join(directory, `bench-warm-100.heap-${name}.db`);
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${copy}${suffix}`, { force: true });
  copyFileSync(path, copy);
  const memory = name === 'old' ? await old.Memory.open({ store: new old.SqliteStore({ path: copy }), embedder, tenantId: 'bench' }) : await Memory.open({ store: new SqliteStore({ path: copy }), embedder, tenantId: 'bench' });
  const random = mulberry32(users);
  // One search first (models, topics, code), so what follows is the users' own.
  await memory.search({ userId: 'warm-user-99', query: `${randomText(random, 6)} ?`, topK: 10, threshold: 0 });
  const before = heap();
  for (let user = 0; user < users; user += 1) {
    for (let search = 0; search < searches; search += 1) await memory.search({ userId: `warm-user-${user}`, query: `${randomText(random, 6)} ?`, topK: 10, threshold: 0 });
  }
  const after = heap();
  process.stdout.write(`${name}: ${((after - before) / users / 1024).toFixed(0)} KB of heap kept per user (${users} users, ${searches} searches each)\n`);
  await memory.close();
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${copy}${suffix}`, { force: true });
}
await local.close();
