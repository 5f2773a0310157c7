import type { MemoryRecord, SearchResult } from '../types.js';

/**
 * Supersession, carried from facts to the turns they came from. When the write pipeline finds
 * that a new fact contradicts an old one ("我不喝咖啡" → "最近开始喝手冲了"), it closes the old
 * fact (`validTo`, `supersededBy`). The turn memory that said the old thing is still there and
 * often matches the question better than the new turn does; it is outdated all the same.
 *
 * A turn memory counts as outdated when a closed fact among the candidates cites it and no
 * current fact among them does (a turn can hold an outdated fact and a current one).
 *
 * Tried first and dropped: deciding supersession from vector similarity between memories.
 * On memory-dev the stale turn is the evidence's nearest neighbour in every update case, but
 * same-topic memories that are not updates are just as near: 7 fixes for 37 wrong demotions
 * (docs/retrieval-history.md, "Experiments").
 */
function isClosed(record: MemoryRecord, now: Date): boolean {
  return record.supersededBy !== null || (record.validTo !== null && Date.parse(record.validTo) <= now.getTime());
}

/**
 * The evidence id a turn memory goes by in facts: `<session>:<turn>`, or the turn id alone
 * when it already starts with its session (the write pipeline's rule in src/write/evidence.ts).
 */
export function turnEvidenceIds(record: MemoryRecord): string[] {
  const { sessionId, turnId } = record.metadata;
  const ids = [...record.evidence];
  if (typeof sessionId === 'string' && typeof turnId === 'string') {
    ids.push(turnId.startsWith(`${sessionId}:`) ? turnId : `${sessionId}:${turnId}`);
  }
  return ids;
}

/**
 * The episodic candidates whose every citing fact has been closed, each with the ids of the
 * memories that replaced those facts (so the turn can rank below them, as its facts do).
 */
export function outdatedSources(candidates: MemoryRecord[], now: Date): Map<string, string[]> {
  // Closed citations first: most searches meet none, and then the set of every current citation is not built.
  const closedCitations = new Map<string, string[]>();
  for (const record of candidates) {
    if (record.kind === 'episodic' || record.evidence.length === 0 || !isClosed(record, now)) continue;
    for (const id of record.evidence) closedCitations.set(id, [...(closedCitations.get(id) ?? []), ...(record.supersededBy ? [record.supersededBy] : [])]);
  }
  const outdated = new Map<string, string[]>();
  if (closedCitations.size === 0) return outdated;
  const currentCitations = new Set<string>();
  for (const record of candidates) {
    if (record.kind === 'episodic' || isClosed(record, now)) continue;
    for (const id of record.evidence) currentCitations.add(id);
  }
  for (const record of candidates) {
    if (record.kind !== 'episodic') continue;
    const ids = turnEvidenceIds(record);
    if (ids.some((id) => closedCitations.has(id)) && !ids.some((id) => currentCitations.has(id))) {
      outdated.set(record.id, ids.flatMap((id) => closedCitations.get(id) ?? []));
    }
  }
  return outdated;
}

/**
 * The score a lifted memory takes to rank just above another one. The eval harness reads lifts
 * back by it (relevance inheritance, eval/retrievers.ts), so every lift uses this one formula.
 */
export function scoreJustAbove(score: number): number {
  return Math.min(1, score * 1.0001 + 1e-9);
}

/** What the lift reads and raises: a built result, or a candidate whose result is built later (scored-candidate.ts). */
export interface Replaceable {
  id: string;
  supersededBy: string | null;
  score: number;
  relevance: number;
}

/** A built result's breakdown after a lift: the new final and relevance, and the mark. */
export function markInheritedResult(result: SearchResult): void {
  result.scores = { ...result.scores, final: result.score, relevance: result.relevance, inherited: 1 };
}

/**
 * The memory that replaced a candidate ranks just above it whenever both are candidates: the
 * current version inherits the relevance of the one it replaced, since the write pipeline found
 * them to be about the same thing. The outdated one keeps its own score, so it stays findable as
 * the past ("used to"); lowering it instead dropped it whenever its successor shared few words
 * with the question. Chains (A replaced by B replaced by C) settle in a few passes.
 *
 * `replacedBy` adds successors a record does not name itself: a turn whose facts were all
 * superseded (`outdatedSources`) ranks below the facts that replaced them, as its facts do. Until
 * session 15 such a turn only counted half, and a turn close to the question in meaning still
 * outranked the new fact ("我最近在搞生酮饮食" above "…改成吃素了" for 今天中午点外卖，我点啥比较合适？).
 */
export function rankSuccessorsFirst<T extends Replaceable>(results: T[], markInherited: (successor: T) => void, replacedBy: ReadonlyMap<string, readonly string[]> = NO_SUCCESSORS): void {
  // Most searches hold no superseded candidate: then the map of every candidate is not built.
  if (replacedBy.size === 0 && !results.some((result) => result.supersededBy !== null)) return;
  const byId = new Map(results.map((result) => [result.id, result]));
  // Each candidate's successors among the candidates, found once for all the passes.
  const successors = results.map((result) =>
    [result.supersededBy, ...(replacedBy.get(result.id) ?? [])].flatMap((id) => {
      const successor = id === null ? undefined : byId.get(id);
      return successor && successor !== result ? [successor] : [];
    }),
  );
  for (let pass = 0; pass < 5; pass += 1) {
    let changed = false;
    for (const [index, result] of results.entries()) {
      for (const successor of successors[index] ?? []) {
        // A successor already ranked above still takes the relevance of what it replaced: the
        // gate reads relevance, and a new fact in words far from the question ("跳槽了，去了字节"
        // for 我在哪家公司上班？) was dropped while the fact it replaced was shown.
        if (successor.score > result.score && successor.relevance >= result.relevance) continue;
        successor.score = Math.max(successor.score, scoreJustAbove(result.score));
        successor.relevance = Math.max(successor.relevance, result.relevance);
        markInherited(successor);
        changed = true;
      }
    }
    if (!changed) return;
  }
}

const NO_SUCCESSORS: ReadonlyMap<string, readonly string[]> = new Map();
