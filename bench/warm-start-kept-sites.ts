/**
 * Where the objects later searches keep were allocated: USERS users of the warm-start file run
 * their first search, then V8's sampling heap profiler runs (without the objects GC collected)
 * over SEARCHES later searches each, and what is still live after a full GC is printed by
 * allocating function, folded into the nearest caller with a source line (builtins such as
 * Map#set report none), in KB per later search. SEARCHES 0 profiles the users' first searches
 * instead (KB per user). With GARBAGE=1 in the environment, everything the searches allocated is
 * counted, collected objects included. Figures, not assertions.
 *
 *   node --expose-gc --import tsx bench/warm-start-kept-sites.ts DIR [USERS] [SEARCHES] [TOP] [BUILD]
 *
 * With BUILD (a folder `tsc -p tsconfig.build.json --outDir BUILD` wrote), the searches run that
 * compiled code, whose line numbers the profile can name (under tsx every frame reports line 1).
 */
import { copyFileSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { benchModules, bytesByCaller, sampleHeap } from './heap-sampling.js';
import { drawnVectorEmbedder, mulberry32, PrecomputedEmbedder, randomText } from './support.js';

const [directory, usersArgument, searchesArgument, topArgument, build] = process.argv.slice(2);
if (!directory) throw new Error('usage: bench/warm-start-kept-sites.ts DIR [USERS] [SEARCHES] [TOP] [BUILD]');
const users = Number(usersArgument ?? 25);
const searches = Number(searchesArgument ?? 10);
const top = Number(topArgument ?? 30);
const path = join(directory, 'bench-warm-100.db');
if (!existsSync(path)) throw new Error(`no warm-start file at ${path}: run \`npm run bench -- 1000 --reuse ${directory}\` first`);
const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) throw new Error('run with --expose-gc');

const { Memory, LocalEmbedder, SqliteStore } = await benchModules(build);
const local = new LocalEmbedder();
const embedder = new PrecomputedEmbedder(local.info, drawnVectorEmbedder(local.info, 512));
const copy = join(directory, 'bench-warm-100.kept-sites.db');
for (const suffix of ['', '-wal', '-shm']) rmSync(`${copy}${suffix}`, { force: true });
copyFileSync(path, copy);
const memory = await Memory.open({ store: new SqliteStore({ path: copy }), embedder, tenantId: 'bench' });
const random = mulberry32(users);
const search = async (user: number): Promise<void> => void (await memory.search({ userId: `warm-user-${user}`, query: `${randomText(random, 6)} ?`, topK: 10, threshold: 0 }));
await search(99);
if (searches > 0) for (let user = 0; user < users; user += 1) await search(user);

// GARBAGE=1: every allocation of the searches, collected ones included (what sets how often the young generation fills).
const garbage = process.env.GARBAGE === '1';
const head = await sampleHeap(
  async () => {
    for (let user = 0; user < users; user += 1) for (let index = 0; index < Math.max(1, searches); index += 1) await search(user);
  },
  {
    intervalBytes: 256,
    includeCollected: garbage,
    beforeStop: () => {
      collect();
      collect();
    },
  },
);
await memory.close();
await local.close();
for (const suffix of ['', '-wal', '-shm']) rmSync(`${copy}${suffix}`, { force: true });

const perSearch = (bytes: number): string => `${(bytes / (users * Math.max(1, searches)) / 1024).toFixed(1)} KB`;
const { byFunction: folded, total: all } = bytesByCaller(head);
process.stdout.write(`${garbage ? 'allocated' : 'kept'} per ${searches > 0 ? 'later search' : 'first search'}: ${perSearch(all)}\n\nby allocating function (builtins counted in their caller):\n`);
for (const [name, bytes] of [...folded].sort((left, right) => right[1] - left[1]).slice(0, top)) process.stdout.write(`  ${perSearch(bytes).padStart(10)}  ${name}\n`);
