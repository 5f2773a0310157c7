/**
 * A fixture for CPU profiles of full search: opens (or builds) the same one-user store as
 * `npm run bench` for one size and runs its 200 searches with precomputed query vectors.
 *
 *   node --import tsx bench/profile-search.ts SIZE DIR [ROUNDS] [PROFILE.cpuprofile]
 *
 * DIR is `npm run bench -- SIZE --reuse DIR`'s folder, where that run left the file. Prints the
 * p50/p95 of each round of searches (after 20 warm-up searches). With PROFILE, the rounds (and
 * nothing before them) are CPU-profiled into that file; summarize it with
 * `node bench/summarize-profile.mjs PROFILE`.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { Memory } from '../src/memory.js';
import { LocalEmbedder } from '../src/embedders/local/local-embedder.js';
import { SqliteStore } from '../src/stores/sqlite/sqlite-store.js';
import { benchFixtureDraws, benchFixturePath, PrecomputedEmbedder, randomUnitVector, timeEach } from './support.js';

const DIMENSIONS = 512;
const QUERIES = 200;
const USER = 'bench-user';
const size = Number(process.argv[2] ?? 10_000);
const directory = process.argv[3] ?? '/tmp/agent-memory-bench';
const rounds = Number(process.argv[4] ?? 1);
const profileFile = process.argv[5];

const local = new LocalEmbedder();
const embedder = new PrecomputedEmbedder(local.info, local);
// The same draws, in the same order, as bench/run.ts's benchSize.
const { random, queries } = benchFixtureDraws(embedder, size, DIMENSIONS, QUERIES);
const path = benchFixturePath(directory, size);
const store = new SqliteStore({ path });
const memory = await Memory.open({ store, embedder, tenantId: 'bench' });
// Searches are cached by their input, so each round asks its own variant of the questions.
const variant = (round: number, index: number): string => (round === 0 ? (queries[index] as string) : `${queries[index]} ${round}`);
for (let round = 1; round <= rounds; round += 1) queries.forEach((_, index) => embedder.register(variant(round, index), randomUnitVector(random, DIMENSIONS)));
const warmUp = queries.slice(0, 20).map((query) => `${query} warm`);
warmUp.forEach((query) => embedder.register(query, randomUnitVector(random, DIMENSIONS)));
for (const query of warmUp) await memory.search({ userId: USER, query, topK: 10, threshold: 0 });
const session = new Session();
if (profileFile) {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
}
for (let round = 0; round < rounds; round += 1) {
  const times = await timeEach(QUERIES, (index) => memory.search({ userId: USER, query: variant(round, index), topK: 10, threshold: 0 }));
  process.stderr.write(`search p50 ${times.p50.toFixed(2)} ms, p95 ${times.p95.toFixed(2)} ms\n`);
}
if (profileFile) {
  const { profile } = await session.post('Profiler.stop');
  writeFileSync(profileFile, JSON.stringify(profile));
  session.disconnect();
}
await memory.close();
await local.close();
