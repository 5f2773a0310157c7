import { z } from 'zod';
import { embedMany } from '../core/embedder.js';
import type { MemoryEngine } from '../core/engine.js';
import { boundedId, ownedBy, resolveOwnedId } from '../core/owned-id.js';
import { MemoryError } from '../core/errors.js';
import { identifierSchema as identifier, parseInput } from '../core/schemas.js';
import { containsHan, textTerms } from '../core/text/analyzer.js';
import type { MemoryRecord, Metadata } from '../core/types.js';
import type { ChatModel } from '../llm/chat-model.js';
import { listTurnRecords, turnInfoOf } from '../turns/turn-record.js';
import { summarizeExtractively, type SummaryTurn } from './extractive-summarizer.js';
import { sessionSummaryPrompt } from './summary-prompt.js';

export const summarizeSessionInputSchema = z.object({
  userId: identifier,
  agentId: identifier.optional(),
  sessionId: identifier,
  /** Why it runs, recorded on the summary: every N turns, at session end, or asked for. */
  trigger: z.enum(['every-n-turns', 'session-end', 'manual']).optional(),
});

export type SummarizeSessionInput = z.input<typeof summarizeSessionInputSchema>;

export interface SessionSummaryResult {
  /** The `summary` memory, or null when the session had no turns or nothing informative. */
  record: MemoryRecord | null;
  method: 'llm' | 'extractive' | null;
  /** Set when an LLM was configured but failed, so the extractive summary stood in. */
  llmError: string | null;
  turnCount: number;
  from: string | null;
  to: string | null;
}

export const SUMMARY_LAYER = 'summary';

/** One summary per session, refreshed as the session grows. */
export function summaryMemoryId(sessionId: string): string {
  return boundedId(`summary:${sessionId}`);
}

const llmSummarySchema = z.object({ summary: z.string().min(1) });

/**
 * Summarises a session's turn memories into a `summary` memory in the user's scope (not the
 * session's, so it is found from later sessions), with the time range and source session.
 * With an LLM it writes the summary; without one, or when the LLM fails, the extractive
 * summariser does. Re-summarising replaces the summary in one store write, keeping history.
 */
export async function summarizeSession(engine: MemoryEngine, input: SummarizeSessionInput, llm: ChatModel | null = null): Promise<SessionSummaryResult> {
  const parsed = parseInput(summarizeSessionInputSchema, input, 'session summary request');
  const owner = { userId: parsed.userId, ...(parsed.agentId ? { agentId: parsed.agentId } : {}) };
  const turns = await listTurnRecords(engine, { ...owner, sessionId: parsed.sessionId });
  const empty: SessionSummaryResult = { record: null, method: null, llmError: null, turnCount: turns.length, from: null, to: null };
  if (turns.length === 0) return empty;
  const infos = turns.map(turnInfoOf);
  const from = infos[0]?.time ?? null;
  const to = infos.at(-1)?.time ?? null;
  const summaryTurns: SummaryTurn[] = infos.map((info) => ({ user: info.user, assistant: info.assistant }));

  let text = '';
  let method: 'llm' | 'extractive' = 'extractive';
  let llmError: string | null = null;
  if (llm) {
    try {
      text = await summarizeWithModel(llm, summaryTurns);
      method = 'llm';
    } catch (error: unknown) {
      llmError = error instanceof Error ? error.message : String(error);
    }
  }
  if (method === 'extractive') text = summarizeExtractively(summaryTurns);
  if (text.trim().length === 0) return { ...empty, from, to, llmError };

  const metadata: Metadata = {
    layer: SUMMARY_LAYER,
    sessionId: parsed.sessionId,
    from: from as string,
    to: to as string,
    turnCount: turns.length,
    method,
    trigger: parsed.trigger ?? 'manual',
  };
  const evidence = infos.map((info) => info.turnId);
  const record = await upsertSummary(engine, { id: summaryMemoryId(parsed.sessionId), owner, text: engine.checkText(text), metadata, evidence, from: from as string, to: to as string, sessionId: parsed.sessionId });
  return { record, method, llmError, turnCount: turns.length, from, to };
}

async function summarizeWithModel(llm: ChatModel, turns: SummaryTurn[]): Promise<string> {
  const language = turns.some((turn) => containsHan(turn.user)) ? 'zh' : 'en';
  const reply = await llm.complete({ messages: sessionSummaryPrompt(turns, language), json: true, temperature: 0 });
  let json: unknown;
  try {
    json = JSON.parse(reply);
  } catch (error: unknown) {
    // Some servers ignore JSON mode; a plain-text summary is still a summary.
    return reply.trim();
  }
  const parsed = llmSummarySchema.safeParse(json);
  if (!parsed.success) throw new MemoryError('PROVIDER_ERROR', `model ${llm.model} answered without a "summary" field`, { details: { model: llm.model } });
  return parsed.data.summary.trim();
}

interface SummaryWrite {
  id: string;
  owner: { userId: string; agentId?: string };
  text: string;
  metadata: Metadata;
  evidence: string[];
  from: string;
  to: string;
  sessionId: string;
}

async function upsertSummary(engine: MemoryEngine, write: SummaryWrite): Promise<MemoryRecord> {
  const owns = ownedBy(engine, write.owner.userId, 'summary');
  // Another user of the tenant with a session of the same name holds `summary:<session>`: this user's summary is qualified by the user (core/owned-id.ts).
  const { id, existing } = await resolveOwnedId(engine, write.id, write.owner.userId, owns);
  if (!existing) {
    return engine.add({
      id,
      ...write.owner,
      kind: 'summary',
      text: write.text,
      metadata: write.metadata,
      importance: 0.6,
      eventTime: write.to,
      validFrom: write.from,
      evidence: write.evidence,
      source: { sessionId: write.sessionId, messageIds: write.evidence },
    });
  }
  if (!owns(existing)) {
    throw new MemoryError('CONFLICT', `memory id ${id} is already used by another memory`, { details: { id } });
  }
  // engine.update cannot change evidence or source, which grow with the session: write the
  // new version directly, as one upsert plus its history entry.
  const after: MemoryRecord = {
    ...existing,
    text: write.text,
    metadata: write.metadata,
    evidence: write.evidence,
    source: { sessionId: write.sessionId, messageIds: write.evidence },
    eventTime: write.to,
    validFrom: write.from,
    status: 'active',
    updatedAt: engine.now(),
  };
  const textChanged = after.text !== existing.text;
  const [vector] = textChanged ? await embedMany(engine.embedder, [after.text]) : [undefined];
  await engine.store.write({
    tenantId: engine.tenantId,
    upserts: [vector ? { record: after, vector, ...textTerms(after.text) } : { record: after }],
    history: [engine.historyEntry('update', existing, after, 'summarizeSession')],
  });
  return after;
}
