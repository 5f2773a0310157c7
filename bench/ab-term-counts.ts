/**
 * The keyword context's term counts read from the store (`MemoryStore.keywordTermCounts`) against
 * analysing the candidates' texts, in one process on one checkout: two connections, each on its own
 * copy of the same fixture, one with the store's method hidden (the path every other store takes).
 * Each question runs on both sides back to back, the order alternating, so a shared machine's load
 * falls on both alike; wall time and the process's CPU time per search. Every answer is compared:
 * ids and scores must be identical. Figures, not assertions.
 *
 *   node --import tsx bench/ab-term-counts.ts DIR [SIZE] [--skip-warm]
 *
 * DIR holds `npm run bench -- SIZE --reuse DIR`'s `bench-warm-100.db` (100 users x 1,000 memories)
 * and `bench-SIZE.db` (default 10,000), both written by code that records the analysis tag (older
 * fixtures have none, and both sides then analyse every text). Warm starts: user by user, the
 * first search of a fresh connection and ten later ones. SIZE: the bench's 20 warm-up searches,
 * its first round (the fixture's 200 questions) and a second round of 200 new questions.
 */
import { copyFileSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { manualClock } from '../src/core/clock.js';
import type { SearchResult } from '../src/core/types.js';
import { LocalEmbedder } from '../src/embedders/local/local-embedder.js';
import { Memory } from '../src/memory.js';
import { SqliteStore } from '../src/stores/sqlite/sqlite-store.js';
import { benchFixtureDraws, benchFixturePath, drawnVectorEmbedder, mulberry32, percentile, PrecomputedEmbedder, randomText, randomUnitVector } from './support.js';
import { processCpuMs } from './store-call-timing.js';

const [directory, sizeArgument] = process.argv.slice(2).filter((arg) => arg !== '--skip-warm');
const skipWarm = process.argv.includes('--skip-warm');
if (!directory) throw new Error('usage: bench/ab-term-counts.ts DIR [SIZE]');
const size = Number(sizeArgument ?? 10_000);
const DIMENSIONS = 512;
const USERS = 100;
const LATER = 10;
const QUERIES = 200;
const SIDES = ['analyse', 'store'] as const;
type Side = (typeof SIDES)[number];

const local = new LocalEmbedder();

/** Two connections on two copies of `path`: `analyse` without `keywordTermCounts`, `store` with it. */
async function openSides(path: string, embedder: PrecomputedEmbedder, tenantId: string): Promise<{ sides: Record<Side, Memory>; cleanup: () => void }> {
  const copies = { analyse: `${path}.analyse.db`, store: `${path}.store.db` };
  for (const copy of Object.values(copies)) {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${copy}${suffix}`, { force: true });
    copyFileSync(path, copy);
  }
  const hidden = new SqliteStore({ path: copies.analyse });
  Object.defineProperty(hidden, 'keywordTermCounts', { configurable: true, value: undefined });
  // One frozen clock for both: recency reads the time, and the sides' answers are compared.
  const clock = manualClock(new Date().toISOString());
  const sides = {
    analyse: await Memory.open({ store: hidden, embedder, tenantId, clock }),
    store: await Memory.open({ store: new SqliteStore({ path: copies.store }), embedder, tenantId, clock }),
  };
  const cleanup = (): void => {
    for (const copy of Object.values(copies)) for (const suffix of ['', '-wal', '-shm']) rmSync(`${copy}${suffix}`, { force: true });
  };
  return { sides, cleanup };
}

type Samples = Record<Side, { wall: number[]; cpu: number[] }>;
const samples = (): Samples => ({ analyse: { wall: [], cpu: [] }, store: { wall: [], cpu: [] } });
let differing = 0;
let compared = 0;

/** One question on both sides, in the order given; their answers are compared. */
async function both(sides: Record<Side, Memory>, order: readonly Side[], userId: string, query: string, into: Samples | null): Promise<void> {
  const answers = new Map<Side, SearchResult[]>();
  for (const name of order) {
    const start = performance.now();
    const cpuStart = processCpuMs();
    answers.set(name, await sides[name].search({ userId, query, topK: 10, threshold: 0 }));
    into?.[name].cpu.push(processCpuMs() - cpuStart);
    into?.[name].wall.push(performance.now() - start);
  }
  const key = (results: SearchResult[] | undefined): string => JSON.stringify((results ?? []).map((result) => [result.id, result.score, result.relevance, result.scores]));
  compared += 1;
  if (key(answers.get('analyse')) !== key(answers.get('store'))) differing += 1;
}

const figure = (values: number[]): string => {
  const sorted = [...values].sort((left, right) => left - right);
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return `p50 ${percentile(sorted, 0.5).toFixed(2)} / p95 ${percentile(sorted, 0.95).toFixed(2)} (mean ${mean.toFixed(2)}) ms`;
};
const report = (name: string, measured: Samples): void => {
  for (const side of SIDES) console.log(`${name}, ${side}: wall ${figure(measured[side].wall)}; CPU ${figure(measured[side].cpu)}`);
};

async function warmStarts(): Promise<void> {
  const path = join(directory as string, `bench-warm-${USERS}.db`);
  if (!existsSync(path)) throw new Error(`no warm-start file at ${path}: run \`npm run bench -- 1000 --reuse ${directory}\` first`);
  const random = mulberry32(USERS);
  const embedder = new PrecomputedEmbedder(local.info, drawnVectorEmbedder(local.info, DIMENSIONS));
  const { sides, cleanup } = await openSides(path, embedder, 'bench');
  const first = samples();
  const later = samples();
  let asked = 0;
  for (let user = 0; user < USERS; user += 1) {
    const order = user % 2 === 0 ? SIDES : ([...SIDES].reverse() as Side[]);
    for (let search = 0; search <= LATER; search += 1) {
      const query = `${randomText(random, 6)} ?${(asked += 1)}`;
      embedder.register(query, randomUnitVector(random, DIMENSIONS));
      await both(sides, search % 2 === 0 ? order : [...order].reverse(), `warm-user-${user}`, query, search === 0 ? first : later);
    }
  }
  report('warm starts, first search of a user', first);
  report('warm starts, later searches', later);
  for (const side of Object.values(sides)) await side.close();
  cleanup();
}

async function oneUser(): Promise<void> {
  const embedder = new PrecomputedEmbedder(local.info, local);
  // The bench's draws in its order (bench/run.ts, benchSize), so both rounds ask its questions.
  const { random, queries } = benchFixtureDraws(embedder, size, DIMENSIONS, QUERIES);
  // The other users' 500 texts, then their vectors: drawn, not used (the fixture holds them).
  for (let index = 0; index < 500; index += 1) randomText(random);
  for (let index = 0; index < 500; index += 1) randomUnitVector(random, DIMENSIONS);
  const laterQueries = Array.from({ length: QUERIES }, (_, index) => `${randomText(random, 6)} !${index}`);
  laterQueries.forEach((query) => embedder.register(query, randomUnitVector(random, DIMENSIONS)));
  const warmUps = Array.from({ length: 20 }, (_, index) => `${randomText(random, 6)} ~${index}`);
  warmUps.forEach((query) => embedder.register(query, randomUnitVector(random, DIMENSIONS)));
  const { sides, cleanup } = await openSides(benchFixturePath(directory as string, size), embedder, 'bench');
  for (const [index, query] of warmUps.entries()) await both(sides, index % 2 === 0 ? SIDES : [...SIDES].reverse(), 'bench-user', query, null);
  const firstRound = samples();
  const secondRound = samples();
  for (const [index, query] of queries.entries()) await both(sides, index % 2 === 0 ? SIDES : [...SIDES].reverse(), 'bench-user', query, firstRound);
  for (const [index, query] of laterQueries.entries()) await both(sides, index % 2 === 0 ? SIDES : [...SIDES].reverse(), 'bench-user', query, secondRound);
  report(`${size.toLocaleString('en-US')} memories, first round`, firstRound);
  report(`${size.toLocaleString('en-US')} memories, second round`, secondRound);
  for (const side of Object.values(sides)) await side.close();
  cleanup();
}

if (!skipWarm) await warmStarts();
await oneUser();
console.log(`answers compared: ${compared}, differing: ${differing}`);
await local.close();
