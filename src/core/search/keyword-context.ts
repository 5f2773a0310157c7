import type { MemoryStore, RecordQuery } from '../store.js';
import type { MemoryRecord } from '../types.js';
import { analyze } from '../text/analyzer.js';
import { bm25TfPart } from '../keyword-scope.js';

/**
 * The keyword context signal: how well a turn *and the turns around it* cover the question's
 * terms. For each query term the window's best turn counts (a neighbour's at `neighbourWeight`),
 * so a window that holds all the terms between its turns ranks like one turn holding them all,
 * without a term repeated across turns counting twice. On LoCoMo this lifts keyword
 * recall_any@10 from 0.67 to 0.76 (docs/retrieval.md).
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
  neighbours: Map<string, string[]>;
  neighbourWeight: number;
  termsOf: (record: MemoryRecord) => AnalysedText;
}

function counts(terms: string[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const term of terms) map.set(term, (map.get(term) ?? 0) + 1);
  return map;
}

const tfPart = bm25TfPart;

export async function keywordContextScores(input: KeywordContextInput): Promise<Map<string, KeywordScores>> {
  const unique = [...new Set(input.queryTerms)];
  const terms = unique.length;
  const result = new Map<string, KeywordScores>();
  // Each pool memory's analysed text by position; the per-term scores below sit in one flat
  // array at the same positions (a search scores 100-250 memories: an array and a map entry per
  // memory were a large share of its garbage).
  const docs = new Docs();
  for (const [id, record] of input.pool) docs.add(id, input.termsOf(record));
  let lengths = 0;
  for (const doc of docs.analysed) lengths += doc.length;
  const averageLength = Math.max(1, lengths / Math.max(1, docs.analysed.length));
  const idf = await estimateIdf(input, unique, docs, averageLength);
  for (const [id, record] of input.extra ?? []) if (!docs.positionOf.has(id)) docs.add(id, input.termsOf(record));

  const termScores = new Float64Array(docs.analysed.length * terms);
  docs.analysed.forEach((doc, position) => {
    for (let term = 0; term < terms; term += 1) {
      const frequency = doc.counts.get(unique[term] as string) ?? 0;
      termScores[position * terms + term] = frequency === 0 ? 0 : (idf.get(unique[term] as string) ?? 0) * tfPart(frequency, doc.length, averageLength);
    }
  });
  const coverageSet = new Set(input.coverageTerms ?? unique);
  const counted = unique.map((term) => coverageSet.has(term));
  // A term no candidate holds is rare for this user: it weighs like the rarest term seen.
  const unseenWeight = Math.max(1, ...unique.filter((_term, index) => counted[index]).map((term) => idf.get(term) ?? 0));
  const weights = unique.map((term) => idf.get(term) ?? unseenWeight);
  const idfTotal = unique.reduce((sum, _term, index) => sum + (counted[index] ? (weights[index] as number) : 0), 0);
  const around: number[] = [];
  docs.ids.forEach((id, position) => {
    around.length = 0;
    for (const other of input.neighbours.get(id) ?? []) {
      const at = docs.positionOf.get(other);
      if (at !== undefined) around.push(at * terms);
    }
    const own = position * terms;
    let context = 0;
    let covered = 0;
    for (let term = 0; term < terms; term += 1) {
      let best = termScores[own + term] as number;
      for (const offset of around) best = Math.max(best, input.neighbourWeight * (termScores[offset + term] as number));
      context += best;
      if (best > 0 && counted[term]) covered += weights[term] as number;
    }
    let ownScore = input.storeScores.get(id);
    if (ownScore === undefined) {
      ownScore = 0;
      for (let term = 0; term < terms; term += 1) ownScore += termScores[own + term] as number;
    }
    // The context never undercuts the store's exact score for the memory alone.
    result.set(id, { own: ownScore, context: Math.max(context, ownScore), coverage: idfTotal > 0 ? covered / idfTotal : 0 });
  });
  return result;
}

/** The pool's memories in pool order: ids, analysed texts and each id's position. */
class Docs {
  readonly ids: string[] = [];
  readonly analysed: AnalysedText[] = [];
  readonly positionOf = new Map<string, number>();

  add(id: string, analysed: AnalysedText): void {
    this.positionOf.set(id, this.ids.length);
    this.ids.push(id);
    this.analysed.push(analysed);
  }

  get(id: string): AnalysedText | undefined {
    const position = this.positionOf.get(id);
    return position === undefined ? undefined : this.analysed[position];
  }
}

async function estimateIdf(input: KeywordContextInput, unique: string[], docs: Docs, averageLength: number): Promise<Map<string, number>> {
  const idf = new Map<string, number>();
  const fromScore = (score: number, frequency: number, length: number): number => score / tfPart(frequency, length, averageLength);
  for (const [id, score] of input.storeScores) {
    const doc = docs.get(id);
    if (!doc) continue;
    let matched: string | undefined;
    let matches = 0;
    for (const term of unique) {
      if (!doc.counts.has(term)) continue;
      matched = term;
      matches += 1;
    }
    if (matches !== 1) continue;
    const term = matched as string;
    if (!idf.has(term)) idf.set(term, fromScore(score, doc.counts.get(term) as number, doc.length));
  }
  const unresolved = unique.filter((term) => !idf.has(term) && docs.analysed.some((doc) => doc.counts.has(term)));
  if (unresolved.length === 0) return idf;
  // Any matching record recovers the IDF (score / tf part), so a sample, not a ranking, will do.
  const probes = input.store.keywordSamples
    ? await input.store.keywordSamples(input.query, unresolved)
    : await Promise.all(unresolved.map((term) => input.store.keywordSample(input.query, term)));
  const missing = probes.map((hit) => hit?.id).filter((id): id is string => id !== undefined && !input.pool.has(id));
  const fetched = new Map((missing.length > 0 ? await input.store.getMany(input.query.tenantId, missing) : []).map((record) => [record.id, record]));
  unresolved.forEach((term, index) => {
    const hit = probes[index];
    const record = hit ? (input.pool.get(hit.id) ?? fetched.get(hit.id)) : undefined;
    if (!hit || !record) return;
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
  private readonly entries = new Map<string, AnalysedText>();

  constructor(private readonly capacity = 20_000) {}

  termsOf(record: MemoryRecord): AnalysedText {
    const key = record.text;
    const cached = this.entries.get(key);
    if (cached) return cached;
    const terms = analyze(record.text);
    const analysed = { counts: counts(terms), length: terms.length };
    if (this.entries.size >= this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, analysed);
    return analysed;
  }
}
