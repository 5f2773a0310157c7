import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Embedder, EmbedderInfo } from '../src/core/embedder.js';

export { seededRandom as mulberry32 } from '../src/testing/seeded-random.js';
import { seededRandom as mulberry32 } from '../src/testing/seeded-random.js';

export function randomUnitVector(random: () => number, dimensions: number): Float32Array {
  const vector = new Float32Array(dimensions);
  let length = 0;
  for (let index = 0; index < dimensions; index += 1) {
    const value = random() * 2 - 1;
    vector[index] = value;
    length += value * value;
  }
  length = Math.sqrt(length);
  for (let index = 0; index < dimensions; index += 1) vector[index] = (vector[index] as number) / length;
  return vector;
}

const SYLLABLES = 'ka lo mi ren tu sa vo pel dri an esh or bu zen qui fa tol mar ine gro'.split(' ');
const HAN = '南方下雨通勤鞋子预算项目会议医生过敏花生姐姐跑步电影晚饭旅行酒店相机手机周末公司学校咖啡地铁城市朋友音乐'.split('');

/** A Zipf-like vocabulary: a few common words and a long tail, as in real chat text. */
function buildVocabulary(): string[] {
  const random = mulberry32(7);
  const words = new Set<string>();
  while (words.size < 4000) {
    const latin = random() < 0.6;
    const length = 2 + Math.floor(random() * 3);
    const parts = Array.from({ length }, () => (latin ? SYLLABLES : HAN)[Math.floor(random() * (latin ? SYLLABLES.length : HAN.length))]);
    words.add(parts.join(''));
  }
  return [...words];
}

const VOCABULARY = buildVocabulary();

export function randomText(random: () => number, words = 12): string {
  // Inverse-CDF sampling of rank ~ 1/r: common words recur, rare ones make documents distinct.
  return Array.from({ length: words }, () => VOCABULARY[Math.floor(Math.pow(VOCABULARY.length, random())) - 1]).join(' ');
}

/**
 * Serves vectors computed ahead of time, so a measurement excludes model time.
 * Texts not registered fall back to the wrapped embedder, if any.
 */
export class PrecomputedEmbedder implements Embedder {
  readonly maxBatchSize = 10_000;
  private readonly table = new Map<string, Float32Array>();

  constructor(
    readonly info: EmbedderInfo,
    private readonly fallback?: Embedder,
  ) {}

  register(text: string, vector: Float32Array): void {
    this.table.set(text, vector);
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    const missing = texts.filter((text) => !this.table.has(text));
    if (missing.length > 0) {
      if (!this.fallback) throw new Error(`no precomputed vector for ${missing.length} texts`);
      const vectors = await this.fallback.embed(missing);
      missing.forEach((text, index) => this.table.set(text, vectors[index] as Float32Array));
    }
    return texts.map((text) => this.table.get(text) as Float32Array);
  }
}

/** The middle value (the upper one of an even count), NaN for none: the benches' "median of the rounds". */
export function median(values: number[]): number {
  return [...values].sort((left, right) => left - right)[Math.floor(values.length / 2)] ?? Number.NaN;
}

export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index] as number;
}

export async function timeEach(count: number, run: (index: number) => Promise<unknown> | unknown): Promise<{ p50: number; p95: number; mean: number }> {
  const samples: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const start = performance.now();
    await run(index);
    samples.push(performance.now() - start);
  }
  samples.sort((left, right) => left - right);
  return { p50: percentile(samples, 0.5), p95: percentile(samples, 0.95), mean: samples.reduce((sum, value) => sum + value, 0) / samples.length };
}

export function bruteForceTopK(vectors: Float32Array[], query: Float32Array, k: number): number[] {
  const scores = new Float64Array(vectors.length);
  for (let row = 0; row < vectors.length; row += 1) {
    const vector = vectors[row] as Float32Array;
    let sum = 0;
    for (let index = 0; index < vector.length; index += 1) sum += (vector[index] as number) * (query[index] as number);
    scores[row] = sum;
  }
  const order = Array.from(scores.keys());
  order.sort((left, right) => (scores[right] as number) - (scores[left] as number));
  return order.slice(0, k);
}

export function formatTable(headers: string[], rows: (string | number)[][]): string {
  const cells = rows.map((row) => row.map((cell) => (typeof cell === 'number' ? cell.toFixed(2) : cell)));
  const lines = [`| ${headers.join(' | ')} |`, `|${headers.map(() => '---').join('|')}|`, ...cells.map((row) => `| ${row.join(' | ')} |`)];
  return lines.join('\n');
}

/** The SQLite file `npm run bench -- SIZE --reuse DIR` left for `size` in `directory`; throws, saying how to make it, when there is none. */
export function benchFixturePath(directory: string, size: number): string {
  const path = join(directory, `bench-${size}.db`);
  if (!existsSync(path)) throw new Error(`no fixture at ${path}: run \`npm run bench -- ${size} --reuse ${directory}\` first`);
  return path;
}

/** `npm run bench`'s draws for one size, in its order (see `benchFixtureDraws`). */
export interface BenchFixtureDraws {
  /** The bench's random source, left where its next draw (the other users' memories) starts. */
  random: () => number;
  texts: string[];
  vectors: Float32Array[];
  queries: string[];
  queryVectors: Float32Array[];
}

/**
 * The draws of `npm run bench`'s store of `size` memories (bench/run.ts, benchSize), in the same
 * order, each registered with `embedder`: every memory's text and vector, then `queries`
 * questions and their vectors. So a fixture it left with `--reuse DIR` matches, and a tool asks
 * the bench's own questions.
 */
export function benchFixtureDraws(embedder: PrecomputedEmbedder, size: number, dimensions: number, queries: number): BenchFixtureDraws {
  const random = mulberry32(size);
  const texts: string[] = [];
  const vectors: Float32Array[] = [];
  for (let index = 0; index < size; index += 1) {
    const text = `${randomText(random)} #${index}`;
    const vector = randomUnitVector(random, dimensions);
    texts.push(text);
    vectors.push(vector);
    embedder.register(text, vector);
  }
  const questions = Array.from({ length: queries }, (_, index) => `${randomText(random, 6)} ?${index}`);
  const questionVectors = questions.map(() => randomUnitVector(random, dimensions));
  questions.forEach((question, index) => embedder.register(question, questionVectors[index] as Float32Array));
  return { random, texts, vectors, queries: questions, queryVectors: questionVectors };
}

/**
 * An embedder for texts a bench did not register (the category topics' descriptions, say): each
 * gets a random unit vector, the same every time it is asked, so two sides of an A/B see the same.
 */
export function drawnVectorEmbedder(info: EmbedderInfo, dimensions: number, seed = 7): Embedder {
  const drawn = new Map<string, Float32Array>();
  const random = mulberry32(seed);
  return {
    info,
    maxBatchSize: 1000,
    embed: async (texts) =>
      texts.map((text) => {
        const vector = drawn.get(text) ?? randomUnitVector(random, dimensions);
        drawn.set(text, vector);
        return vector;
      }),
  };
}

/**
 * Registers the memories of `npm run bench`'s store of `size` (bench/run.ts, benchSize), in its
 * draw order, so a fixture it left with `--reuse DIR` matches, then `queries` questions asked once
 * per round as its own variant (searches are cached by their input), each with a vector of its
 * own. Returns the variant of question `index` for `round`.
 */
export function registerBenchDraws(embedder: PrecomputedEmbedder, size: number, dimensions: number, queries: number, rounds: number[]): (round: number, index: number) => string {
  const { random, queries: questions } = benchFixtureDraws(embedder, size, dimensions, queries);
  const variant = (round: number, index: number): string => `${questions[index]} ${round}`;
  for (const round of rounds) questions.forEach((_, index) => embedder.register(variant(round, index), randomUnitVector(random, dimensions)));
  return variant;
}

/** The draws `npm run bench` makes after `benchFixtureDraws`, in its order, each registered with `embedder`. */
export interface BenchRoundDraws {
  /** 500 memories of five other users, written into the fixture beside the bench user's. */
  others: { userId: string; text: string }[];
  /** The second round's questions (new words and vectors), also the first filtered round's. */
  laterQueries: string[];
  /** The second filtered round's questions. */
  filteredQueries: string[];
}

export function benchRoundDraws(random: () => number, embedder: PrecomputedEmbedder, dimensions: number, queries: number): BenchRoundDraws {
  const others = Array.from({ length: 500 }, (_, index) => ({ userId: `other-${index % 5}`, text: `${randomText(random)} other ${index}` }));
  others.forEach((input) => embedder.register(input.text, randomUnitVector(random, dimensions)));
  const questions = (mark: string): string[] => {
    const drawn = Array.from({ length: queries }, (_, index) => `${randomText(random, 6)} ${mark}${index}`);
    drawn.forEach((query) => embedder.register(query, randomUnitVector(random, dimensions)));
    return drawn;
  };
  const laterQueries = questions('!');
  return { others, laterQueries, filteredQueries: questions('~') };
}
