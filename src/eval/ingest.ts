import type { TurnInput } from '../core/types.js';
import type { Memory } from '../memory.js';
import type { EvalConversation, EvalDataset, EvalTurn } from './datasets/eval-dataset.js';
import { createProgress, type ProgressSink } from './progress.js';

/**
 * Writes a dataset through the public write path, the same call an application makes per
 * exchange: `memory.remember(turn)`, which stores the turn memory, runs the long-term write
 * pipeline (extracted facts, merges, supersession) and writes session summaries.
 *
 * An exchange is a user turn with the assistant reply that follows it (our format), or a
 * single turn when no assistant follows (LoCoMo, where both speakers are people). A memory's
 * `evidence` names the exchange's first turn; the evidence map widens that to every turn of
 * the exchange, so an assistant turn cited as evidence is found through its pair.
 */
export interface IngestResult {
  turns: number;
  exchanges: number;
  /** Every memory in the store afterwards, derived ones included. */
  memories: number;
  seconds: number;
  /** userId -> stored evidence id -> the dataset turn ids it stands for. */
  evidenceMap: Map<string, Map<string, string[]>>;
  /** Memories the write path derived (facts and summary writes), merged into and superseded. */
  derived: { created: number; merged: number; superseded: number; failures: number };
}

interface Exchange {
  user: EvalTurn;
  assistant: EvalTurn | undefined;
}

export function exchangesOf(turns: EvalTurn[]): Exchange[] {
  const exchanges: Exchange[] = [];
  for (let index = 0; index < turns.length; index += 1) {
    const turn = turns[index] as EvalTurn;
    const next = turns[index + 1];
    if (turn.role === 'user' && next?.role === 'assistant') {
      exchanges.push({ user: turn, assistant: next });
      index += 1;
    } else {
      // A lone assistant turn is kept as what was said, so nothing in the data is dropped.
      exchanges.push({ user: turn, assistant: undefined });
    }
  }
  return exchanges;
}

/** Session ids repeat across users in our format ("s1"), and turn memory ids are `<session>_<turn>`. */
export function storedSessionId(conversation: EvalConversation, sessionId: string): string {
  return `${conversation.userId}.${sessionId}`;
}

export function turnInputsOf(conversation: EvalConversation): { input: TurnInput; turnIds: string[] }[] {
  return conversation.sessions.flatMap((session) =>
    exchangesOf(session.turns).map((exchange) => ({
      input: {
        userId: conversation.userId,
        sessionId: storedSessionId(conversation, session.id),
        turnId: exchange.user.id,
        user: exchange.user.text,
        ...(exchange.assistant ? { assistant: exchange.assistant.text } : {}),
        time: session.time,
      },
      turnIds: exchange.assistant ? [exchange.user.id, exchange.assistant.id] : [exchange.user.id],
    })),
  );
}

/** The memory's clock, set by the harness so stored times follow the dataset, not the wall clock. */
export interface SettableClock {
  set(time: Date | string): void;
}

export async function ingestDataset(memory: Memory, dataset: EvalDataset, sink: ProgressSink | null, clock?: SettableClock): Promise<IngestResult> {
  const started = performance.now();
  const plan = dataset.conversations.map((conversation) => ({ conversation, exchanges: turnInputsOf(conversation) }));
  const total = plan.reduce((sum, entry) => sum + entry.exchanges.length, 0);
  const progress = createProgress('ingesting', total, sink);
  const evidenceMap = new Map<string, Map<string, string[]>>();
  const derived = { created: 0, merged: 0, superseded: 0, failures: 0 };
  let turns = 0;
  for (const { conversation, exchanges } of plan) {
    const map = new Map<string, string[]>();
    evidenceMap.set(conversation.userId, map);
    for (const [position, { input, turnIds }] of exchanges.entries()) {
      // Each exchange is stored at its session's time (plus a millisecond per exchange, so
      // creation order is strict): recency, supersession and summaries then see the dataset's
      // timeline, and a run does not depend on how fast the machine is.
      if (clock && input.time) clock.set(new Date(Date.parse(input.time) + position));
      const result = await memory.remember(input);
      derived.created += (result.write?.created.length ?? 0) + (result.summary ? 1 : 0);
      derived.merged += result.write?.merged.length ?? 0;
      derived.superseded += result.write?.superseded.length ?? 0;
      if (result.write?.status === 'failed') derived.failures += 1;
      // Turn memories cite the turn id; the write pipeline cites `<session>:<turn>`.
      map.set(input.turnId, turnIds);
      map.set(`${input.sessionId}:${input.turnId}`, turnIds);
      turns += turnIds.length;
      progress.tick();
    }
  }
  progress.done();
  // With no user in the scope, the page total counts every memory of the tenant.
  const memories = (await memory.getAll({ limit: 1, tenantWide: true })).total;
  return { turns, exchanges: total, memories, seconds: (performance.now() - started) / 1000, evidenceMap, derived };
}
