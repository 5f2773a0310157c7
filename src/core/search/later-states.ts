import type { SearchConfig } from '../config.js';
import type { MemoryRecord, SearchResult } from '../types.js';
import { scoreJustAbove, turnEvidenceIds } from './superseded-sources.js';

/**
 * The current state wins, also where the write pipeline found no conflict. "I'm a junior data
 * analyst" and, months later, "Got promoted! I'm now a senior data scientist" fill no common
 * slot the rules know, so nothing closed the old memory; the old one matches "What's my
 * current job title?" better and ranked first.
 *
 * When the question asks for the current state (the "latest" cue of time-cues.ts: 现在, 目前,
 * "current", "now"...), a result near the top that was said later than a higher-ranked one and
 * is not unrelated to it (the memories' own similarity on the model's calibrated scale, at least
 * `laterState.similarity`) ranks just above it: it inherits the earlier one's score and
 * relevance, as an explicit successor does in superseded-sources.ts. Nothing is demoted and
 * nothing outside the top `laterState.window` moves, so recall at that depth cannot change; a
 * wrong pairing (two distinct memories on one topic) only swaps neighbours near the top.
 *
 * Tried and dropped (docs/retrieval.md, "The current state wins"): lifting on similarity alone,
 * for every question. Same-topic memories that are not updates ("drives a Honda Civic" / "car
 * insurance renews in March", calibrated similarity 0.88) are nearer than real updates ("junior
 * data analyst" / "promoted to senior data scientist", 0.62), and memory-dev's recall@1 fell
 * from 0.585 to 0.32-0.47. Also dropped before (superseded-sources.ts): demoting the older one.
 */
export interface LaterStateSimilarity {
  /** Similarity of two memories on 0..1 (the calibrated dense scale), or null when unknown. */
  (earlier: SearchResult, later: SearchResult): number | null;
}

/** When the memory was said: the write time, not the event it talks about. */
function saidAt(record: MemoryRecord): number {
  return Date.parse(record.createdAt);
}

function sameSource(left: MemoryRecord, right: MemoryRecord): boolean {
  const ids = new Set(turnEvidenceIds(left));
  return turnEvidenceIds(right).some((id) => ids.has(id));
}

/**
 * Lifts later states of a subject just above earlier ones among the first `window` results,
 * which must be sorted by score (best first); returns them re-sorted. Chains (A, then B,
 * then C) settle in a few passes.
 */
export function liftLaterStates(results: SearchResult[], similarity: LaterStateSimilarity, config: SearchConfig['laterState']): SearchResult[] {
  const window = Math.min(results.length, Math.max(0, Math.floor(config.window)));
  if (window < 2 || config.similarity > 1) return results;
  const head = results.slice(0, window);
  const known = new Map<string, number | null>();
  const similar = (earlier: SearchResult, later: SearchResult): boolean => {
    const key = earlier.id < later.id ? `${earlier.id}\n${later.id}` : `${later.id}\n${earlier.id}`;
    if (!known.has(key)) known.set(key, similarity(earlier, later));
    const value = known.get(key);
    return value !== null && value !== undefined && value >= config.similarity;
  };
  for (let pass = 0; pass < 5; pass += 1) {
    let changed = false;
    for (let upper = 0; upper < head.length; upper += 1) {
      const earlier = head[upper] as SearchResult;
      for (let lower = upper + 1; lower < head.length; lower += 1) {
        const later = head[lower] as SearchResult;
        if (later.score > earlier.score || !(saidAt(later) > saidAt(earlier))) continue;
        if (sameSource(earlier, later) || !similar(earlier, later)) continue;
        later.score = scoreJustAbove(earlier.score);
        later.relevance = Math.max(later.relevance, earlier.relevance);
        later.scores = { ...later.scores, final: later.score, relevance: later.relevance, laterState: 1 };
        changed = true;
      }
    }
    head.sort((left, right) => right.score - left.score || left.id.localeCompare(right.id));
    if (!changed) break;
  }
  return [...head, ...results.slice(window)];
}
