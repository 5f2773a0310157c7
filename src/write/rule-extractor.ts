import { splitSentences } from '../summaries/sentences.js';
import { namedEntities } from './entities.js';
import { isWriteFiller } from './filler.js';
import { ruleImportance, type ImportancePolicy } from './importance.js';
import { isQuestion, sentenceLanguage } from './language.js';
import { resolveRelativeTimes } from './relative-time.js';
import { toStandaloneSentence, trimSentence } from './rewrite.js';
import { factSlots } from './rules/fact-slots.js';
import { instructionSlots } from './rules/instruction-slots.js';
import { slotKey, type Slot } from './rules/slot.js';
import { orderIdOf, taskSlots } from './rules/task-slots.js';
import { classifySentence, type Classification } from './rules/triggers.js';
import type { ProposedMemory } from './types.js';

/** What the extractors need to know about a turn. */
export interface TurnContext {
  evidenceId: string;
  /** The turn time as given (keeps the user's UTC offset for calendar words). */
  turnTime: string;
  user: string;
  assistant?: string;
}

interface Candidate {
  sentences: string[];
  classification: Classification;
  slots: Slot[];
  fromAssistant: boolean;
}

function uniqueSlots(slots: Slot[]): Slot[] {
  const seen = new Map<string, Slot>();
  for (const slot of slots) if (!seen.has(slotKey(slot))) seen.set(slotKey(slot), slot);
  return [...seen.values()];
}

function slotsOf(sentence: string, classification: Classification): Slot[] {
  if (classification.category === 'instruction') return instructionSlots(sentence);
  return uniqueSlots([...factSlots(sentence), ...taskSlots(sentence)]);
}

/** Consecutive sentences about the same thing become one memory ("字节一面过了！二面约在 3 月 17 号下午"). */
const ANAPHORA = /^(?:他|她|它|他们|她们|his|her|its|he|she|they|it)(?:'s)?\b|^(?:他|她|它)/iu;

function belongsTogether(previous: Candidate, next: Candidate): boolean {
  if (previous.fromAssistant !== next.fromAssistant) return false;
  // "His name is Biscuit" means nothing without "We adopted a beagle": keep them as one memory.
  if (ANAPHORA.test(next.sentences[0] ?? '')) return true;
  if (previous.classification.category !== next.classification.category) return false;
  const keys = new Set(previous.slots.map(slotKey));
  return next.slots.some((slot) => keys.has(slotKey(slot)));
}

const ASSISTANT_RESULT = /已(?:提交|下单|预订|预约|完成|创建|发送|付款|支付)|成功|\b(?:confirmed|booked|placed|submitted|created|scheduled|sent)\b/iu;

function rewriteAssistant(sentence: string): string {
  return sentence
    .replace(/(?:您|你)的/gu, '用户的')
    .replace(/您|你/gu, '用户')
    .replace(/\byour\b/gi, "the user's")
    .replace(/\byou\b/gi, 'the user');
}

function collectCandidates(turn: TurnContext): Candidate[] {
  const candidates: Candidate[] = [];
  for (const sentence of splitSentences(turn.user)) {
    if (isWriteFiller(sentence)) continue;
    const classification = classifySentence(sentence, turn.turnTime);
    if (!classification) continue;
    if (classification.category !== 'instruction' && isQuestion(sentence)) continue;
    const candidate: Candidate = { sentences: [sentence], classification, slots: slotsOf(sentence, classification), fromAssistant: false };
    const previous = candidates.at(-1);
    if (previous && belongsTogether(previous, candidate)) {
      previous.sentences.push(sentence);
      previous.slots = uniqueSlots([...previous.slots, ...candidate.slots]);
    } else {
      candidates.push(candidate);
    }
  }
  // Task results the assistant confirms with an id ("订单已提交，订单号是 A123").
  for (const sentence of splitSentences(turn.assistant ?? '')) {
    if (!orderIdOf(sentence) || !ASSISTANT_RESULT.test(sentence)) continue;
    const classification: Classification = { category: 'task', strong: false, explicitRemember: false };
    candidates.push({ sentences: [sentence], classification, slots: taskSlots(sentence), fromAssistant: true });
  }
  return candidates;
}

function toProposal(candidate: Candidate, turn: TurnContext, policy: ImportancePolicy): ProposedMemory {
  const original = candidate.sentences.join(' ').replace(/([。！？!?])\s+(?=\p{Script=Han})/gu, '$1');
  const instruction = candidate.classification.category === 'instruction';
  const trimmed = trimSentence(candidate.fromAssistant ? rewriteAssistant(original) : original, instruction);
  const timed = resolveRelativeTimes(trimmed, turn.turnTime);
  const language = sentenceLanguage(original);
  const text = candidate.fromAssistant
    ? `${language === 'zh' ? '任务结果：' : 'Task result: '}${timed.text.replace(/[。.]?$/u, language === 'zh' ? '。' : '.')}`
    : toStandaloneSentence(timed.text, { instruction });
  const entities = namedEntities(original);
  return {
    text,
    kind: instruction ? 'procedural' : 'semantic',
    category: candidate.classification.category,
    importance: ruleImportance(candidate.classification, entities.length > 0, policy),
    language,
    eventTime: timed.eventTime ?? new Date(turn.turnTime).toISOString(),
    eventDate: timed.eventDate,
    evidence: [turn.evidenceId],
    slots: candidate.slots,
    entities,
    extractor: 'rules',
    sourceSentence: original,
    ...(candidate.classification.onlyIfItResumes ? { onlyIfItResumes: true } : {}),
  };
}

/** Rules first (seed 004): zh and en triggers decide what is worth keeping; filler never is. */
export function extractByRules(turn: TurnContext, policy: ImportancePolicy): { proposals: ProposedMemory[]; filler: boolean } {
  const filler = isWriteFiller(turn.user) && !(turn.assistant && orderIdOf(turn.assistant));
  if (filler) return { proposals: [], filler: true };
  return { proposals: collectCandidates(turn).map((candidate) => toProposal(candidate, turn, policy)), filler: false };
}
