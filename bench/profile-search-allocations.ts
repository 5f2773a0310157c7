/**
 * Which functions allocate during full searches, garbage included: V8's sampling heap profiler
 * with the objects later collected by minor and major GCs kept in the profile, over 200 searches
 * of the bench's one-user store (after 20 warm-up searches). Prints the top allocating functions
 * (self and inclusive, KB per search). Figures, not assertions.
 *
 *   node --import tsx bench/profile-search-allocations.ts SIZE DIR [TOP] [BUILD]
 *
 * DIR holds `npm run bench -- SIZE --reuse DIR`'s file. With BUILD (a folder of this checkout
 * that `tsc -p tsconfig.build.json --outDir BUILD` wrote), the searches run that compiled code,
 * whose line numbers the profile can name (under tsx every frame reports line 1).
 */

import { benchModules, bytesByCaller, sampleHeap, samplingLabel, type SamplingNode } from './heap-sampling.js';
import { benchFixturePath, PrecomputedEmbedder, registerBenchDraws } from './support.js';

const DIMENSIONS = 512;
const QUERIES = 200;
const USER = 'bench-user';
const [sizeArgument, directory, topArgument, build] = process.argv.slice(2);
if (!sizeArgument || !directory) throw new Error('usage: bench/profile-search-allocations.ts SIZE DIR [TOP]');
const size = Number(sizeArgument);
const top = Number(topArgument ?? 30);
const path = benchFixturePath(directory, size);

const { Memory, LocalEmbedder, SqliteStore } = await benchModules(build);
const local = new LocalEmbedder();
const embedder = new PrecomputedEmbedder(local.info, local);
const variant = registerBenchDraws(embedder, size, DIMENSIONS, QUERIES, [0, 1]);
const memory = await Memory.open({ store: new SqliteStore({ path }), embedder, tenantId: 'bench' });
// A first round loads every question's terms, as the bench's second size does.
for (let index = 0; index < QUERIES; index += 1) await memory.search({ userId: USER, query: variant(0, index), topK: 10, threshold: 0 });

const head = await sampleHeap(
  async () => {
    for (let index = 0; index < QUERIES; index += 1) await memory.search({ userId: USER, query: variant(1, index), topK: 10, threshold: 0 });
  },
  { intervalBytes: 512, includeCollected: true },
);
await memory.close();
await local.close();

const self = new Map<string, number>();
const inclusive = new Map<string, number>();
let all = 0;
const walk = (node: SamplingNode, onPath: Set<string>): number => {
  const name = samplingLabel(node);
  self.set(name, (self.get(name) ?? 0) + node.selfSize);
  all += node.selfSize;
  const inner = new Set(onPath).add(name);
  let below = node.selfSize;
  for (const child of node.children) below += walk(child, inner);
  // Counted once per path, however deep the function recurses.
  if (!onPath.has(name)) inclusive.set(name, (inclusive.get(name) ?? 0) + below);
  return below;
};
walk(head, new Set());
const perSearch = (bytes: number): string => `${(bytes / QUERIES / 1024).toFixed(1)} KB`;
process.stdout.write(`allocated per search: ${perSearch(all)}\n\nself:\n`);
for (const [name, bytes] of [...self].sort((left, right) => right[1] - left[1]).slice(0, top)) process.stdout.write(`  ${perSearch(bytes).padStart(10)}  ${name}\n`);
process.stdout.write('\ninclusive:\n');
for (const [name, bytes] of [...inclusive].sort((left, right) => right[1] - left[1]).slice(0, top)) process.stdout.write(`  ${perSearch(bytes).padStart(10)}  ${name}\n`);
const { byFunction: folded } = bytesByCaller(head);
process.stdout.write('\nself, builtins counted in their caller:\n');
for (const [name, bytes] of [...folded].sort((left, right) => right[1] - left[1]).slice(0, top)) process.stdout.write(`  ${perSearch(bytes).padStart(10)}  ${name}\n`);
