import { z } from 'zod';
import type { ChatModel } from '../llm/chat-model.js';
import { namedEntities } from './entities.js';
import { checkSupport } from './guard.js';
import type { ImportancePolicy } from './importance.js';
import { hasHan, type TurnLanguage } from './language.js';
import { parseLlmJson } from '../llm/llm-json.js';
import { EXTRACT_MEMORIES_SYSTEM_PROMPT, extractMemoriesUserPrompt } from './prompts/extract-memories.js';
import { resolveRelativeTimes } from './relative-time.js';
import { factSlots } from './rules/fact-slots.js';
import { instructionSlots } from './rules/instruction-slots.js';
import { slotKey, type Slot } from './rules/slot.js';
import { taskSlots } from './rules/task-slots.js';
import type { MemoryCategory } from './rules/triggers.js';
import type { TurnContext } from './rule-extractor.js';
import type { ProposedMemory, RejectedProposal } from './types.js';

const CATEGORIES = ['preference', 'instruction', 'fact', 'safety', 'task', 'entity'] as const;

/** The extractor's answer. Everything the model says is checked again before it is written. */
export const llmMemorySchema = z.object({
  text: z.string().trim().min(1).max(2000),
  kind: z.enum(['semantic', 'procedural']).optional(),
  category: z.enum(CATEGORIES).optional(),
  subject: z.string().trim().min(1).max(64).optional(),
  attribute: z.string().trim().min(1).max(64).optional(),
  value: z.string().trim().max(200).optional(),
  /** Advisory only: the event time is taken from the dates the text names, which the guard has checked. */
  eventTime: z.string().nullable().optional(),
  importance: z.number().min(0).max(1).optional(),
});

export const llmExtractionSchema = z.object({ memories: z.array(llmMemorySchema).max(50) });

export type LlmMemory = z.infer<typeof llmMemorySchema>;

/** "用户住在深圳" → "我住在深圳", so the first-person slot rules read model output too. */
function toFirstPerson(text: string): string {
  return text
    .replace(/^用户要求[：:]\s*/u, '')
    .replace(/用户的/gu, '我的')
    .replace(/用户/gu, '我')
    .replace(/^(?:user instruction|user)\s*:\s*/i, '')
    .replace(/\bthe user's\b/gi, 'my')
    .replace(/\bthe user\b/gi, 'I');
}

function slotsFor(item: LlmMemory, text: string, category: MemoryCategory): Slot[] {
  const firstPerson = toFirstPerson(text);
  const rules = category === 'instruction' ? instructionSlots(firstPerson) : [...factSlots(firstPerson), ...taskSlots(firstPerson)];
  const slots = new Map(rules.map((slot) => [slotKey(slot), slot]));
  if (item.attribute) {
    const attribute = item.attribute.toLowerCase().replace(/\s+/g, '-');
    const slot: Slot = {
      subject: (item.subject ?? 'user').toLowerCase(),
      attribute,
      value: (item.value ?? text).trim().toLowerCase(),
      mode: attribute.startsWith('task:') || category === 'task' ? 'stage' : 'single',
    };
    // Rule slots win on a shared key, so rule-written and model-written memories compare like with like.
    if (!slots.has(slotKey(slot))) slots.set(slotKey(slot), slot);
  }
  return [...slots.values()];
}

export interface LlmExtraction {
  proposals: ProposedMemory[];
  rejected: RejectedProposal[];
}

export async function extractWithLlm(
  llm: ChatModel,
  turn: TurnContext,
  language: TurnLanguage,
  policy: ImportancePolicy,
  signal?: AbortSignal,
): Promise<LlmExtraction> {
  const answer = await llm.complete({
    messages: [
      { role: 'system', content: EXTRACT_MEMORIES_SYSTEM_PROMPT },
      { role: 'user', content: extractMemoriesUserPrompt({ turnTime: turn.turnTime, language, user: turn.user, ...(turn.assistant ? { assistant: turn.assistant } : {}) }) },
    ],
    json: true,
    temperature: 0,
    ...(signal ? { signal } : {}),
  });
  const { memories } = parseLlmJson(answer, llmExtractionSchema, 'memory extraction');
  const expected = language === 'en' ? 'en' : 'zh';
  const sources = [turn.user, ...(turn.assistant ? [turn.assistant] : [])];
  const result: LlmExtraction = { proposals: [], rejected: [] };
  for (const item of memories) {
    const timed = resolveRelativeTimes(item.text, turn.turnTime);
    const guard = checkSupport(timed.text, sources, turn.turnTime, { language: expected });
    if (!guard.supported) {
      result.rejected.push({ text: item.text, reason: guard.reason ?? 'unsupported-terms', missing: guard.missing, extractor: 'llm' });
      continue;
    }
    const category: MemoryCategory = item.category ?? (item.kind === 'procedural' ? 'instruction' : 'fact');
    result.proposals.push({
      text: timed.text,
      kind: item.kind ?? (category === 'instruction' ? 'procedural' : 'semantic'),
      category,
      importance: item.importance ?? policy.base[category],
      language: hasHan(timed.text) ? 'zh' : 'en',
      eventTime: timed.eventTime ?? new Date(turn.turnTime).toISOString(),
      eventDate: timed.eventDate,
      evidence: [turn.evidenceId],
      slots: slotsFor(item, timed.text, category),
      entities: namedEntities(timed.text),
      extractor: 'llm',
      sourceSentence: turn.user,
    });
  }
  return result;
}
