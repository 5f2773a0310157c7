/**
 * The keyword index of another checkout against this one, in one process on copies of the same
 * `npm run bench` fixture, as the bench meets it: after the bench's vector searches, the 200 full
 * searches in the bench's order (each question's terms met cold the first time, as in the bench's
 * own row), then the same questions again with every term warm, then the store's keyword search
 * alone for each question's terms. Per question the sides run back to back, the order alternating,
 * with the tight JS scan beside them, so a shared machine's load falls on all alike. Every answer
 * is compared between the sides (full-search results with scores and signals, keyword hits with
 * scores); figures, not assertions.
 *
 *   node --import tsx bench/keyword-ab.ts OLD_ROOT SIZE DIR
 *
 * DIR holds `npm run bench -- SIZE --reuse DIR`'s file, which is only read: each side searches a
 * copy made afresh (`bench-SIZE.ab-old.db`, `bench-SIZE.ab-new.db`), as searches write access counts.
 */
import { copyFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseFilter } from '../src/core/filter.js';
import type { RecordQuery, ScoredId } from '../src/core/store.js';
import type { SearchResult } from '../src/core/types.js';
import { analyze } from '../src/core/text/analyzer.js';
import { Memory } from '../src/memory.js';
import { LocalEmbedder } from '../src/embedders/local/local-embedder.js';
import { SqliteStore } from '../src/stores/sqlite/sqlite-store.js';
import { benchFixtureDraws, benchFixturePath, percentile, PrecomputedEmbedder } from './support.js';
import { loadCheckout } from './old-checkout.js';
import { TightScan } from './tight-scan.js';

const DIMENSIONS = 512;
const QUERIES = 200;
const K = 10;
const USER = 'bench-user';
/** Every search's clock (recency reads it), so both sides' scores can be compared. */
const NOW = '2026-12-02T00:00:00.000Z';
const [oldRoot, sizeArgument, directory] = process.argv.slice(2);
if (!oldRoot || !sizeArgument || !directory) throw new Error('usage: bench/keyword-ab.ts OLD_ROOT SIZE DIR');
const size = Number(sizeArgument);
const source = benchFixturePath(directory, size);
const old = await loadCheckout(oldRoot);

// bench/run.ts's benchSize draws, in order.
const local = new LocalEmbedder();
const embedder = new PrecomputedEmbedder(local.info, local);
const { vectors, queries: questions, queryVectors: questionVectors } = benchFixtureDraws(embedder, size, DIMENSIONS, QUERIES);
questions.forEach((question, index) => embedder.register(`${question} again`, questionVectors[index] as Float32Array));

function copyOf(name: string): string {
  const path = join(directory as string, `bench-${size}.${name}.db`);
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
  copyFileSync(source, path);
  return path;
}
const stores = { old: new old.SqliteStore({ path: copyOf('ab-old') }), new: new SqliteStore({ path: copyOf('ab-new') }) };
const sides = {
  old: await old.Memory.open({ store: stores.old, embedder, tenantId: 'bench' }),
  new: await Memory.open({ store: stores.new, embedder, tenantId: 'bench' }),
};
type Name = keyof typeof sides;
const scan = new TightScan(vectors, DIMENSIONS);
const userQuery: RecordQuery = { tenantId: 'bench', userId: USER, statuses: ['active'] };
const filter = parseFilter({ shard: 3 });
for (const name of ['old', 'new'] as const) {
  for (const vector of questionVectors) await stores[name].vectorSearch(userQuery, vector, K);
  for (const vector of questionVectors) await stores[name].vectorSearch({ ...userQuery, filter }, vector, K);
}
const loadBefore = loadavg()[0] as number;

/** A result as compared: everything but the access time, which the clock sets. */
const comparable = (results: SearchResult[]): string => JSON.stringify(results.map(({ lastAccessedAt: _at, ...rest }) => rest));
const byScoreThenId = (hits: ScoredId[]): ScoredId[] => [...hits].sort((left, right) => right.score - left.score || (left.id < right.id ? -1 : left.id > right.id ? 1 : 0));

interface Times {
  old: number[];
  new: number[];
  scan: number[];
}
async function timed(run: (name: Name, index: number) => Promise<string>): Promise<{ times: Times; differing: number }> {
  const times: Times = { old: [], new: [], scan: [] };
  let differing = 0;
  for (let index = 0; index < QUERIES; index += 1) {
    const answers = new Map<Name, string>();
    const order = index % 2 === 0 ? (['old', 'new', 'scan'] as const) : (['new', 'old', 'scan'] as const);
    for (const name of order) {
      const start = performance.now();
      if (name === 'scan') scan.topK(questionVectors[index] as Float32Array, K);
      else answers.set(name, await run(name, index));
      times[name].push(performance.now() - start);
    }
    if (answers.get('old') !== answers.get('new')) differing += 1;
  }
  return { times, differing };
}

function report(title: string, { times, differing }: { times: Times; differing: number }): void {
  const sorted = (values: number[]): number[] => [...values].sort((left, right) => left - right);
  const at = (name: keyof Times, share: number): number => percentile(sorted(times[name]), share);
  const figure = (name: keyof Times): string => `${name} ${at(name, 0.5).toFixed(2)} / ${at(name, 0.95).toFixed(2)}`;
  const ratio = (name: Name): string => `${name} ${(at(name, 0.5) / at('scan', 0.5)).toFixed(3)}x / ${(at(name, 0.95) / at('scan', 0.95)).toFixed(3)}x`;
  console.log(`${title}: p50 / p95 ms ${figure('old')}, ${figure('new')}, ${figure('scan')}; vs scan ${ratio('old')}, ${ratio('new')}; answers differing ${differing} of ${QUERIES}`);
}

const search = (question: (index: number) => string) => async (name: Name, index: number) =>
  comparable(await sides[name].search({ userId: USER, query: question(index), topK: K, threshold: 0, now: NOW }));
report(`${size} full search, bench order (terms cold on first use)`, await timed(search((index) => questions[index] as string)));
report(`${size} full search, terms warm`, await timed(search((index) => `${questions[index]} again`)));
const termsOf = (index: number): string[] => analyze(questions[index] as string);
for (const [title, query] of [
  ['keyword search (top 50)', userQuery],
  ['keyword search, shared included', { ...userQuery, includeShared: true }],
  ['keyword search, 10% filter', { ...userQuery, filter }],
] as const) {
  report(`${size} ${title}`, await timed(async (name, index) => JSON.stringify(byScoreThenId(await stores[name].keywordSearch(query, termsOf(index), 50)))));
}
console.log(`load average ${loadBefore.toFixed(2)} before the timed rounds, ${(loadavg()[0] as number).toFixed(2)} after`);
for (const side of Object.values(sides)) await side.close();
await local.close();
