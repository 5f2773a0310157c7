import type { MemoryRecord } from '../types.js';

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
 * (docs/retrieval.md).
 */
function isClosed(record: MemoryRecord, now: Date): boolean {
  return record.supersededBy !== null || (record.validTo !== null && Date.parse(record.validTo) <= now.getTime());
}

/**
 * The evidence id a turn memory goes by in facts: `<session>:<turn>`, or the turn id alone
 * when it already starts with its session (the write pipeline's rule in src/write/evidence.ts).
 */
function turnEvidenceIds(record: MemoryRecord): string[] {
  const { sessionId, turnId } = record.metadata;
  const ids = [...record.evidence];
  if (typeof sessionId === 'string' && typeof turnId === 'string') {
    ids.push(turnId.startsWith(`${sessionId}:`) ? turnId : `${sessionId}:${turnId}`);
  }
  return ids;
}

/** Ids of the episodic candidates whose every citing fact has been closed. */
export function outdatedSources(candidates: MemoryRecord[], now: Date): Set<string> {
  const closedCitations = new Set<string>();
  const currentCitations = new Set<string>();
  for (const record of candidates) {
    if (record.kind === 'episodic') continue;
    const target = isClosed(record, now) ? closedCitations : currentCitations;
    for (const id of record.evidence) target.add(id);
  }
  const outdated = new Set<string>();
  if (closedCitations.size === 0) return outdated;
  for (const record of candidates) {
    if (record.kind !== 'episodic') continue;
    const ids = turnEvidenceIds(record);
    if (ids.some((id) => closedCitations.has(id)) && !ids.some((id) => currentCitations.has(id))) outdated.add(record.id);
  }
  return outdated;
}
