import type { MemoryEngine } from '../core/engine.js';
import type { Filter } from '../core/filter.js';
import { parseInput } from '../core/schemas.js';
import type { ScoreBreakdown } from '../core/types.js';
import { compareTurns, turnFilter, turnInfoOf } from './turn-record.js';
import { recallInputSchema, type RecallInput } from './turn-schemas.js';

export interface RecalledTurn {
  id: string;
  sessionId: string;
  turnId: string;
  /** `[turn N]`, or `[session S, turn N]` when recalling across sessions. */
  label: string;
  text: string;
  user: string;
  assistant: string | null;
  time: string;
  /** The UTC offset the turn was remembered with (`+08:00`), or null; `time` itself is UTC. */
  timeOffset: string | null;
  score: number;
  /** How likely the turn answers the question, 0..1 (the search's calibrated relevance, which decides what is recalled unless a `threshold` is given). */
  relevance: number;
  scores: ScoreBreakdown;
}

export interface RecallResult {
  question: string;
  sessionId: string | null;
  /** Oldest first, so the model reads them in the order they happened. */
  turns: RecalledTurn[];
  /** The turns as one block for a prompt, like seed 000's build_memory_context; empty when none. */
  text: string;
}

export const DEFAULT_RECALL_TOP_K = 5;

/** Turn memories worth putting in a prompt: small talk (嗯, 好的, thanks) is kept but never recalled. */
const recallableTurns: Filter = { $and: [turnFilter, { filler: { $ne: true } }] };

/**
 * Searches the turn memories of one session, or of all the user's sessions, keeps the
 * topK above the threshold (an off-topic question returns nothing), and returns them in
 * time order rather than score order (seed 000, 5.2).
 */
export async function recallTurns(engine: MemoryEngine, input: RecallInput): Promise<RecallResult> {
  const parsed = parseInput(recallInputSchema, input, 'recall');
  const results = await engine.search({
    userId: parsed.userId,
    ...(parsed.agentId ? { agentId: parsed.agentId } : {}),
    ...(parsed.sessionId ? { sessionId: parsed.sessionId } : {}),
    query: parsed.question,
    topK: parsed.topK ?? DEFAULT_RECALL_TOP_K,
    ...(parsed.threshold !== undefined ? { threshold: parsed.threshold } : {}),
    ...(parsed.now ? { now: parsed.now } : {}),
    kinds: ['episodic'],
    filter: recallableTurns,
    includeKnowledge: false,
  });
  const acrossSessions = parsed.sessionId === undefined;
  const turns = [...results].sort(compareTurns).map((result): RecalledTurn => {
    const info = turnInfoOf(result);
    const label = acrossSessions ? `[session ${info.sessionId}, turn ${info.turnId}]` : `[turn ${info.turnId}]`;
    return {
      id: result.id,
      sessionId: info.sessionId,
      turnId: info.turnId,
      label,
      text: result.text,
      user: info.user,
      assistant: info.assistant,
      time: info.time,
      timeOffset: info.timeOffset,
      score: result.score,
      relevance: result.relevance,
      scores: result.scores,
    };
  });
  return {
    question: parsed.question,
    sessionId: parsed.sessionId ?? null,
    turns,
    text: turns.map((turn) => `${turn.label}\n${turn.text}`).join('\n\n---\n\n'),
  };
}
