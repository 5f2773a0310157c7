import { z } from 'zod';
import { pairMessages } from '../conversation/pairing.js';
import { NOTICE_KINDS, type ConversationMessage } from '../conversation/types.js';
import type { MemoryEngine } from '../core/engine.js';
import { MemoryError } from '../core/errors.js';
import { isoTimeSchema, parseInput, scopeSchema } from '../core/schemas.js';
import { requireAnchoredScope } from '../core/scope.js';
import { containsHan } from '../core/text/analyzer.js';
import { gatherMemoryCandidates, markHistoryDuplicates, type MemoryCandidate } from './context-candidates.js';
import { dateOf, defaultSystemPrompt, renderMemoryLine, renderMessages, renderTaskLine, sourceOf, type PromptLanguage, type PromptParts } from './context-render.js';
import type { BuildContextInput, BuiltContext, ContextReportItem, DropReason } from './context-types.js';
import { mergeRepeats } from './merge-repeats.js';
import { loadTokenCounter } from './token-counter.js';

export const DEFAULT_BUDGET_TOKENS = 2000;
export const DEFAULT_CONTEXT_TOP_K = 8;
export const DEFAULT_CONTEXT_PAIRS = 5;

/** The request schema, shared with the HTTP route so the two never drift. */
export const buildContextInputSchema = z.object({
  scope: scopeSchema,
  question: z.string(),
  history: z
    .array(z.object({ role: z.enum(['user', 'assistant', 'system']), content: z.string(), notice: z.enum(NOTICE_KINDS).nullable().optional(), id: z.string().optional(), at: z.string().optional() }))
    .max(1000)
    .optional(),
  budgetTokens: z.number().int().min(1).max(2_000_000).optional(),
  system: z.string().optional(),
  taskState: z.union([z.string(), z.array(z.string())]).optional(),
  topK: z.number().int().min(1).max(50).optional(),
  threshold: z.number().min(0).max(1).optional(),
  maxPairs: z.number().int().min(0).max(100).optional(),
  now: isoTimeSchema.optional(),
});

/** One thing the budget loop may place. */
interface Slot {
  item: ContextReportItem;
  /** Lower goes first when the budget is shared out. */
  group: number;
  /** Display order inside its block. */
  displayKey: string;
  line?: string;
  pair?: { question: string; answer: string; index: number };
}

/**
 * Working memory (seed 002's third layer): assembles the prompt for one question from
 * standing instructions and preferences, task state, recalled facts and knowledge, and the
 * recent question/answer pairs, within a token budget counted by a real tokenizer. The
 * report says where every candidate went, or why it was left out.
 */
export async function buildContext(engine: MemoryEngine, input: BuildContextInput): Promise<BuiltContext> {
  const parsed = parseInput(buildContextInputSchema, input, 'context request');
  requireAnchoredScope(parsed.scope, 'buildContext');
  const question = engine.checkText(parsed.question, 'question');
  const budget = parsed.budgetTokens ?? DEFAULT_BUDGET_TOKENS;
  const language: PromptLanguage = containsHan(question) ? 'zh' : 'en';
  const now = parsed.now ? new Date(parsed.now) : engine.clock.now();
  const counter = await loadTokenCounter();

  const history: ConversationMessage[] = (parsed.history ?? []).map((message, index) => ({
    id: message.id ?? `history-${index + 1}`,
    role: message.role,
    content: message.content,
    notice: message.notice ?? null,
    at: message.at ?? '',
  }));
  const pairing = pairMessages(history, parsed.maxPairs ?? DEFAULT_CONTEXT_PAIRS);
  const candidates = await gatherMemoryCandidates(engine, {
    scope: parsed.scope,
    question,
    topK: parsed.topK ?? DEFAULT_CONTEXT_TOP_K,
    ...(parsed.threshold === undefined ? {} : { threshold: parsed.threshold }),
    now,
  });
  markHistoryDuplicates(candidates, new Set(pairing.pairs.map((pair) => pair.question.trim())));
  mergeRepeats(candidates);

  const slots: Slot[] = [];
  const preDropped: ContextReportItem[] = [];
  for (const candidate of candidates) {
    const item = memoryItem(candidate);
    if (candidate.drop) preDropped.push({ ...item, reason: candidate.drop.reason, detail: candidate.drop.detail });
    else slots.push({ item, group: memoryGroup(candidate), displayKey: `${dateOf(candidate.record)}\u0000${candidate.record.id}`, line: renderMemoryLine(candidate, language) });
  }
  const tasks = parsed.taskState === undefined ? [] : Array.isArray(parsed.taskState) ? parsed.taskState : [parsed.taskState];
  tasks.forEach((task, index) => {
    if (task.trim().length === 0) return;
    slots.push({ item: plainItem(`task:${index + 1}`, 'task-state', 'task-state', task, 'caller'), group: 2, displayKey: `\u0000${String(index).padStart(4, '0')}`, line: renderTaskLine(task, language) });
  });
  pairing.pairs.forEach((pair, index) => {
    const latest = index === pairing.pairs.length - 1;
    slots.push({
      item: { ...plainItem(`pair:${pair.questionId}`, 'history-pair', 'history', `Q: ${pair.question}\nA: ${pair.answer}`, 'conversation history'), date: pair.at || null },
      // The latest exchange is what a follow-up question leans on; older ones come last.
      group: latest ? 3 : 6,
      displayKey: String(index).padStart(6, '0'),
      pair: { question: pair.question, answer: pair.answer, index },
    });
  });
  for (const pair of pairing.olderPairs) {
    preDropped.push({ ...plainItem(`pair:${pair.questionId}`, 'history-pair', 'history', `Q: ${pair.question}\nA: ${pair.answer}`, 'conversation history'), reason: 'max-pairs', detail: `older than the newest ${parsed.maxPairs ?? DEFAULT_CONTEXT_PAIRS} pairs` });
  }
  for (const { message, reason } of pairing.unpaired) {
    const dropReason: DropReason = reason === 'notice' ? 'notice' : 'unpaired';
    const detail = reason === 'notice' ? `system notice (${message.notice ?? 'system'}) never reaches the model` : reason === 'unanswered' ? 'a question with no answer' : 'an answer with no question';
    preDropped.push({ ...plainItem(`message:${message.id}`, 'history-message', 'history', message.content, 'conversation history'), reason: dropReason, detail });
  }

  // Stable priority order: by group, then by score (higher first), then newest pair first.
  slots.sort((left, right) => left.group - right.group || (right.item.score ?? 0) - (left.item.score ?? 0) || (right.pair?.index ?? 0) - (left.pair?.index ?? 0));

  const system = parsed.system ?? defaultSystemPrompt(language);
  const chosen = new Set<Slot>();
  const render = () => renderMessages(partsOf(system, question, chosen), language);
  let used = counter.countMessages(render());
  if (used > budget) {
    throw new MemoryError('INVALID_INPUT', `budgetTokens ${budget} is too small: the system prompt and the question alone take ${used} tokens`, {
      details: { field: 'budgetTokens', budgetTokens: budget, required: used },
    });
  }
  let historyCut = false;
  for (const slot of slots) {
    if (slot.pair && historyCut) {
      Object.assign(slot.item, { reason: 'budget', detail: 'a newer pair did not fit, and history stays contiguous' });
      continue;
    }
    chosen.add(slot);
    const next = counter.countMessages(render());
    slot.item.tokens = next - used;
    if (next <= budget) {
      slot.item.included = true;
      used = next;
      continue;
    }
    chosen.delete(slot);
    Object.assign(slot.item, { reason: 'budget', detail: `needs ${next - used} tokens, ${budget - used} left` });
    if (slot.pair) historyCut = true;
  }

  const messages = render();
  const includedMemories = slots.filter((slot) => slot.item.included && slot.line && !slot.item.id.startsWith('task:')).map((slot) => slot.item.id);
  if (includedMemories.length > 0) await engine.store.touch(engine.tenantId, includedMemories, engine.now());
  const items = [...slots.map((slot) => slot.item), ...preDropped];
  return {
    messages,
    report: {
      question,
      budgetTokens: budget,
      usedTokens: counter.countMessages(messages),
      tokenizer: counter.name,
      items,
      dropped: items.filter((item) => !item.included),
      messageTokens: messages.map((message) => counter.countMessages([message])),
    },
  };
}

function memoryGroup(candidate: MemoryCandidate): number {
  if (candidate.block === 'instructions') return 0;
  if (candidate.block === 'preferences') return 1;
  if (candidate.block === 'task-state') return 2;
  // An outdated fact is worth its tokens only after every current one.
  return candidate.outdated === true ? 5 : 4;
}

function memoryItem(candidate: MemoryCandidate): ContextReportItem {
  const { record } = candidate;
  return {
    id: record.id,
    kind: record.kind,
    block: candidate.block,
    text: record.text,
    source: sourceOf(record),
    date: dateOf(record),
    score: candidate.score,
    scoreBasis: candidate.scoreBasis,
    scores: candidate.scores,
    included: false,
    reason: null,
    detail: candidate.detail,
    outdated: candidate.outdated,
    tokens: 0,
  };
}

function plainItem(id: string, kind: ContextReportItem['kind'], block: ContextReportItem['block'], text: string, source: string): ContextReportItem {
  return { id, kind, block, text, source, date: null, score: null, scoreBasis: null, scores: null, included: false, reason: null, detail: null, outdated: null, tokens: 0 };
}

function partsOf(system: string, question: string, chosen: Set<Slot>): PromptParts {
  const parts: PromptParts = { system, question, lines: { instructions: [], preferences: [], 'task-state': [], facts: [] }, pairs: [] };
  // Dates ascending inside each block (newest nearest the question); pairs by their padded index.
  const ordered = [...chosen].sort((left, right) => left.displayKey.localeCompare(right.displayKey));
  for (const slot of ordered) {
    if (slot.pair) parts.pairs.push(slot.pair);
    else if (slot.line && slot.item.block !== 'history') parts.lines[slot.item.block].push(slot.line);
  }
  return parts;
}
