import type { MemoryStore, RecordQuery } from '../store.js';
import type { MemoryRecord } from '../types.js';
import { analysisTag, analyze } from '../text/analyzer.js';
import { RecencyMap } from '../recency-map.js';
import { bm25TfPart } from '../keyword-scope.js';
import type { NeighbourRows } from './neighbours.js';

/**
 * The keyword context signal: how well a turn *and the turns around it* cover the question's
 * terms. For each query term the window's best turn counts (a neighbour's at `neighbourWeight`),
 * so a window that holds all the terms between its turns ranks like one turn holding them all,
 * without a term repeated across turns counting twice. On LoCoMo this lifts keyword
 * recall_any@10 from 0.67 to 0.76 (docs/retrieval-history.md, "Experiments").
 *
 * Per-term BM25 needs each term's IDF, which the store keeps to itself. It is recovered from
 * the store's own scores: a hit whose only query term is `t` has score idf(t) x tf-part, and
 * the tf-part is known from the hit's text. Terms no such hit reveals are probed with a
 * one-term search. The stores score as src/core/keyword-scope.ts defines (statistics of the user's own scope).
 */

export interface KeywordScores {
  /** BM25 of the memory alone: the store's score, or the local estimate for a neighbour it did not return. */
  own: number;
  /** BM25-scale score of the memory with its neighbours. */
  context: number;
  /** IDF-weighted share of the question's terms (`coverageTerms`) found in the memory or its neighbours (0..1). */
  coverage: number;
}

export interface KeywordContextInput {
  store: MemoryStore;
  query: RecordQuery;
  queryTerms: string[];
  /** The terms coverage is measured over, when not all of `queryTerms` (a rewriter's extra terms are left out); default `queryTerms`. */
  coverageTerms?: string[];
  pool: Map<string, MemoryRecord>;
  /**
   * Records scored too, but by the pool's statistics only (average length, recovered IDFs): the
   * memories of a named day that only the dated search found (candidates.ts), so the question's
   * own candidates score exactly as without them. `neighbours` lists theirs as well.
   */
  extra?: Map<string, MemoryRecord>;
  /** The store's BM25 for the records it returned. */
  storeScores: Map<string, number>;
  /**
   * Each record's neighbours by position: the pool's records in its order, then the extra ones
   * (neighbours.ts, `neighbourRows` with `extraFrom` at the pool's size).
   */
  neighbours: NeighbourRows;
  neighbourWeight: number;
  termsOf: (record: MemoryRecord) => AnalysedText;
}

function counts(terms: string[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const term of terms) map.set(term, (map.get(term) ?? 0) + 1);
  return map;
}

const tfPart = bm25TfPart;

/** Fields of one memory's signals in `KeywordSignals`' array. */
const OWN = 0;
const CONTEXT = 1;
const COVERAGE = 2;
const FIELDS = 3;

/**
 * Every scored memory's keyword signals in one flat array, found by id. A search scores 100-250
 * memories: an object of three numbers and a map entry for each were garbage of their own.
 * A memory not scored reads 0 everywhere, as search treated a missing entry.
 */
export class KeywordSignals {
  static readonly none = new KeywordSignals(new Map(), new Float64Array(0));

  constructor(
    private readonly positionOf: Map<string, number>,
    private readonly values: Float64Array,
  ) {}

  /** BM25 of the memory alone (KeywordScores.own). */
  own(id: string): number {
    return this.read(id, OWN);
  }

  /** BM25-scale score of the memory with its neighbours (KeywordScores.context). */
  context(id: string): number {
    return this.read(id, CONTEXT);
  }

  /** IDF-weighted share of the question's terms found around the memory (KeywordScores.coverage). */
  coverage(id: string): number {
    return this.read(id, COVERAGE);
  }

  /** One memory's signals as an object; undefined when it was not scored. */
  get(id: string): KeywordScores | undefined {
    if (!this.positionOf.has(id)) return undefined;
    return { own: this.own(id), context: this.context(id), coverage: this.coverage(id) };
  }

  private read(id: string, field: number): number {
    const position = this.positionOf.get(id);
    return position === undefined ? 0 : (this.values[position * FIELDS + field] as number);
  }
}

export async function keywordContextScores(input: KeywordContextInput): Promise<KeywordSignals> {
  const unique = [...new Set(input.queryTerms)];
  const terms = unique.length;
  // Each memory's length and counts of the question's terms by position (the pool's first, then
  // the extra ones); the per-term scores below sit in one flat array at the same positions (a
  // search scores 100-250 memories: an array and a map entry per memory were a large share of its garbage).
  const docs = new Docs(terms);
  for (const [id, record] of input.pool) docs.add(id, record);
  const pooled = docs.ids.length;
  for (const [id, record] of input.extra ?? []) if (!docs.positionOf.has(id)) docs.add(id, record);
  await docs.count(input, unique);
  let lengths = 0;
  for (let position = 0; position < pooled; position += 1) lengths += docs.lengths[position] as number;
  const averageLength = Math.max(1, lengths / Math.max(1, pooled));
  const idf = await estimateIdf(input, unique, docs, pooled, averageLength);

  const termScores = new Float64Array(docs.ids.length * terms);
  for (let position = 0; position < docs.ids.length; position += 1) {
    const length = docs.lengths[position] as number;
    for (let term = 0; term < terms; term += 1) {
      const frequency = docs.counts[position * terms + term] as number;
      termScores[position * terms + term] = frequency === 0 ? 0 : (idf.get(unique[term] as string) ?? 0) * tfPart(frequency, length, averageLength);
    }
  }
  const coverageSet = new Set(input.coverageTerms ?? unique);
  const counted = unique.map((term) => coverageSet.has(term));
  // A term no candidate holds is rare for this user: it weighs like the rarest term seen.
  const unseenWeight = Math.max(1, ...unique.filter((_term, index) => counted[index]).map((term) => idf.get(term) ?? 0));
  const weights = unique.map((term) => idf.get(term) ?? unseenWeight);
  const idfTotal = unique.reduce((sum, _term, index) => sum + (counted[index] ? (weights[index] as number) : 0), 0);
  const signals = new Float64Array(docs.ids.length * FIELDS);
  const { offsets, positions } = input.neighbours;
  docs.ids.forEach((id, position) => {
    const first = offsets[position] ?? 0;
    const end = offsets[position + 1] ?? first;
    const own = position * terms;
    let context = 0;
    let covered = 0;
    for (let term = 0; term < terms; term += 1) {
      let best = termScores[own + term] as number;
      for (let at = first; at < end; at += 1) best = Math.max(best, input.neighbourWeight * (termScores[(positions[at] as number) * terms + term] as number));
      context += best;
      if (best > 0 && counted[term]) covered += weights[term] as number;
    }
    let ownScore = input.storeScores.get(id);
    if (ownScore === undefined) {
      ownScore = 0;
      for (let term = 0; term < terms; term += 1) ownScore += termScores[own + term] as number;
    }
    // The context never undercuts the store's exact score for the memory alone.
    signals[position * FIELDS + OWN] = ownScore;
    signals[position * FIELDS + CONTEXT] = Math.max(context, ownScore);
    signals[position * FIELDS + COVERAGE] = idfTotal > 0 ? covered / idfTotal : 0;
  });
  return new KeywordSignals(docs.positionOf, signals);
}

/**
 * The scored memories in order (the pool's, then the extra ones): ids, records, each id's
 * position, and by position the analysed length and the count of each question term.
 */
class Docs {
  readonly ids: string[] = [];
  readonly records: MemoryRecord[] = [];
  readonly positionOf = new Map<string, number>();
  lengths: Float64Array<ArrayBufferLike> = new Float64Array(0);
  /** The count of term `t` in the memory at position `p` at `p * terms + t`. */
  counts: Float64Array<ArrayBufferLike> = new Float64Array(0);

  constructor(private readonly terms: number) {}

  add(id: string, record: MemoryRecord): void {
    this.positionOf.set(id, this.ids.length);
    this.ids.push(id);
    this.records.push(record);
  }

  /**
   * Fills lengths and counts: from the store's keyword index where it can vouch they are the
   * texts' own (`MemoryStore.keywordTermCounts`, under this process's analysis tag), which spares
   * analysing the texts, and from `termsOf` for the rest. Either way the numbers are those of
   * `analyze(record.text)`, so the scores are the same to the bit.
   */
  async count(input: KeywordContextInput, unique: string[]): Promise<void> {
    const size = this.ids.length;
    if (input.store.keywordTermCounts && size > 0 && this.terms > 0) {
      const known = await input.store.keywordTermCounts(input.query, this.ids, unique, analysisTag());
      this.lengths = known.lengths;
      this.counts = known.counts;
    } else {
      this.lengths = new Float64Array(size).fill(Number.NaN);
      this.counts = new Float64Array(size * this.terms);
    }
    for (let position = 0; position < size; position += 1) {
      if (!Number.isNaN(this.lengths[position] as number)) continue;
      const analysed = input.termsOf(this.records[position] as MemoryRecord);
      this.lengths[position] = analysed.length;
      for (let term = 0; term < this.terms; term += 1) this.counts[position * this.terms + term] = analysed.counts.get(unique[term] as string) ?? 0;
    }
  }

  /** The count of term `term` (by index) in the memory at `position`. */
  frequency(position: number, term: number): number {
    return this.counts[position * this.terms + term] as number;
  }
}

async function estimateIdf(input: KeywordContextInput, unique: string[], docs: Docs, pooled: number, averageLength: number): Promise<Map<string, number>> {
  const idf = new Map<string, number>();
  const fromScore = (score: number, frequency: number, length: number): number => score / tfPart(frequency, length, averageLength);
  // forEach, not for-of: the map's entries iterator made an [id, score] pair per hit.
  input.storeScores.forEach((score, id) => {
    const position = docs.positionOf.get(id);
    if (position === undefined || position >= pooled) return;
    let matched = -1;
    let matches = 0;
    for (let term = 0; term < unique.length; term += 1) {
      if (docs.frequency(position, term) === 0) continue;
      matched = term;
      matches += 1;
    }
    if (matches !== 1) return;
    const term = unique[matched] as string;
    if (!idf.has(term)) idf.set(term, fromScore(score, docs.frequency(position, matched), docs.lengths[position] as number));
  });
  const unresolved: number[] = [];
  unique.forEach((term, index) => {
    if (idf.has(term)) return;
    for (let position = 0; position < pooled; position += 1) {
      if (docs.frequency(position, index) === 0) continue;
      unresolved.push(index);
      return;
    }
  });
  if (unresolved.length === 0) return idf;
  // Any matching record recovers the IDF (score / tf part), so a sample, not a ranking, will do.
  const unresolvedTerms = unresolved.map((index) => unique[index] as string);
  const probes = input.store.keywordSamples
    ? await input.store.keywordSamples(input.query, unresolvedTerms)
    : await Promise.all(unresolvedTerms.map((term) => input.store.keywordSample(input.query, term)));
  const missing = probes.map((hit) => hit?.id).filter((id): id is string => id !== undefined && !input.pool.has(id));
  const fetched = new Map((missing.length > 0 ? await input.store.getMany(input.query.tenantId, missing) : []).map((record) => [record.id, record]));
  unresolved.forEach((index, probe) => {
    const hit = probes[probe];
    if (!hit) return;
    const term = unique[index] as string;
    // A pool memory's counts are at hand; another (fetched) memory's text is analysed.
    const position = input.pool.has(hit.id) ? docs.positionOf.get(hit.id) : undefined;
    if (position !== undefined && position < pooled) {
      const frequency = docs.frequency(position, index);
      if (frequency > 0) idf.set(term, fromScore(hit.score, frequency, docs.lengths[position] as number));
      return;
    }
    const record = fetched.get(hit.id);
    if (!record) return;
    const analysed = input.termsOf(record);
    const frequency = analysed.counts.get(term) ?? 0;
    if (frequency > 0) idf.set(term, fromScore(hit.score, frequency, analysed.length));
  });
  return idf;
}

/** A memory's analysed terms as keyword scoring uses them: how often each occurs, and how many there are. */
export interface AnalysedText {
  counts: Map<string, number>;
  length: number;
}

/**
 * Analysed terms per memory text, so a memory met in many searches is segmented (and its terms
 * counted) once. Bounded; the oldest entries go first. Keyed by the text itself, which is all the
 * analysis reads: one process-wide cache then serves every store and tenant without one's entry
 * ever standing in for another's (an id and update time are not unique across tenants or files).
 */
export class TermCache {
  private readonly entries: RecencyMap<string, AnalysedText>;

  constructor(capacity = 20_000) {
    this.entries = new RecencyMap(capacity);
  }

  termsOf(record: MemoryRecord): AnalysedText {
    const key = record.text;
    const cached = this.entries.get(key);
    if (cached) return cached;
    const terms = analyze(record.text);
    const analysed = { counts: counts(terms), length: terms.length };
    this.entries.set(key, analysed);
    return analysed;
  }
}
