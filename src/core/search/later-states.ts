import type { SearchConfig } from '../config.js';
import type { MemoryRecord, SearchResult } from '../types.js';
import { scoreJustAbove, turnEvidenceIds } from './superseded-sources.js';
import { byScoreThenLocaleId } from './score-order.js';
import { marksPastState } from './past-state-cues.js';
import { turnPositionOf } from './neighbours.js';

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
 * Questions without a "now" get rules that read what changed (later-state-rules.ts): another
 * amount, another weekday, the other of two options the question offers. Rules that read
 * something that specific in the later memory may reach it from further down (the top 10).
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

/** What the user said: a turn memory's user side, otherwise the memory's text (a fact states the user's words). */
export function userText(record: Pick<MemoryRecord, 'metadata' | 'text'>): string {
  const said = record.metadata.user;
  return typeof said === 'string' ? said : record.text;
}

/**
 * Whether `later` describes a later state than `earlier`: the one whose words do not place their
 * state in the past, where exactly one does (past-state-cues.ts); else the one said later.
 */
function statesLater(later: SearchResult, earlier: SearchResult): boolean {
  const laterPast = marksPastState(userText(later));
  const earlierPast = marksPastState(userText(earlier));
  if (laterPast !== earlierPast) return earlierPast;
  const said = saidAt(later) - saidAt(earlier);
  if (said !== 0) return said > 0;
  // Turns stored with their session's time (an import, the eval harness) tie: the later turn of the same session is said later ("Actually, scratch that. The stout's going in instead").
  const laterTurn = turnPositionOf(later);
  const earlierTurn = turnPositionOf(earlier);
  return laterTurn !== null && earlierTurn !== null && laterTurn.sessionId === earlierTurn.sessionId && laterTurn.turnNumber > earlierTurn.turnNumber;
}

/**
 * Words that end a state: what was counted or named may be gone ("the vet says we can stop the
 * insulin altogether"). Endings only, not state-change-cues' words of switching: "switched to a wet
 * food" says nothing of the cat's name.
 */
const ENDS_STATE = /\b(?:stop|stops|stopped|stopping|quit|quits|ended|no longer)\b|停|不再|结束|戒了|不用了/iu;

/**
 * Whether `later` can answer what `earlier` answers: a question expecting a type (a name, a count,
 * an age: answer-types.ts) is answered after a change by a memory stating one, or by one saying the
 * state ended. "我家猫叫什么名字？" is not answered by the cat's new food, said later on the same cat.
 */
function couldAnswerAfter(earlier: SearchResult, later: SearchResult): boolean {
  if ((later.scores.missingAnswer ?? 0) <= (earlier.scores.missingAnswer ?? 0)) return true;
  return ENDS_STATE.test(userText(later));
}

function sameSource(left: MemoryRecord, right: MemoryRecord): boolean {
  const ids = new Set(turnEvidenceIds(left));
  return turnEvidenceIds(right).some((id) => ids.has(id));
}

/** One way a later memory can be a later state of an earlier one, and how deep it may sit. */
export interface LaterStateRule {
  /** How many results from the top the later memory may sit within (the earlier one is always in the window). */
  reach: number;
  /** Whether `later` states a later state of what `earlier` says. */
  pairs(earlier: SearchResult, later: SearchResult): boolean;
}

/**
 * Lifts later states of a subject just above earlier ones: an earlier one among the first
 * `window` results, a later one within the reach of a rule that pairs them. Results must be
 * sorted by score (best first); returns them re-sorted. Chains (A, then B, then C) settle in a
 * few passes.
 */
export function liftLaterStates(results: SearchResult[], rules: readonly LaterStateRule[], config: SearchConfig['laterState']): SearchResult[] {
  const window = Math.min(results.length, Math.max(0, Math.floor(config.window)));
  const reach = Math.min(results.length, Math.max(window, ...rules.map((rule) => Math.floor(rule.reach))));
  if (window < 1 || reach < 2 || rules.length === 0) return results;
  const head = results.slice(0, reach);
  const known = new Map<string, boolean>();
  const pairs = (earlier: SearchResult, later: SearchResult, rank: number): boolean =>
    rules.some((rule, index) => {
      if (rank >= rule.reach) return false;
      const key = `${index}\n${earlier.id}\n${later.id}`;
      let value = known.get(key);
      if (value === undefined) known.set(key, (value = rule.pairs(earlier, later)));
      return value;
    });
  for (let pass = 0; pass < 5; pass += 1) {
    let changed = false;
    for (let upper = 0; upper < Math.min(window, head.length); upper += 1) {
      const earlier = head[upper] as SearchResult;
      for (let lower = upper + 1; lower < head.length; lower += 1) {
        const later = head[lower] as SearchResult;
        if (later.score > earlier.score || !statesLater(later, earlier)) continue;
        if (!couldAnswerAfter(earlier, later)) continue;
        if (sameSource(earlier, later) || !pairs(earlier, later, lower)) continue;
        later.score = scoreJustAbove(earlier.score);
        later.relevance = Math.max(later.relevance, earlier.relevance);
        later.scores = { ...later.scores, final: later.score, relevance: later.relevance, laterState: 1 };
        changed = true;
      }
    }
    head.sort(byScoreThenLocaleId);
    if (!changed) break;
  }
  return [...head, ...results.slice(reach)];
}
