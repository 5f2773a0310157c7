import type { MemoryRecord } from '../core/types.js';
import { isTurnRecord, turnInfoOf } from '../turns/turn-record.js';
import type { MemoryCandidate } from './context-candidates.js';
import type { ContextBlock, ContextMessage } from './context-types.js';

export type PromptLanguage = 'zh' | 'en';

const HEADINGS: Record<PromptLanguage, Record<ContextBlock, string>> = {
  zh: {
    instructions: '## 用户的长期指令（始终遵守）',
    preferences: '## 用户偏好与注意事项',
    'task-state': '## 当前任务状态',
    facts: '## 相关记忆（按时间排序；内容冲突时以较新的为准）',
    history: '',
  },
  en: {
    instructions: "## The user's standing instructions (always follow them)",
    preferences: "## The user's preferences and safety notes",
    'task-state': '## Current task state',
    facts: '## Recalled memories (oldest first; when two disagree, the newer one is current)',
    history: '',
  },
};

const DEFAULT_SYSTEM: Record<PromptLanguage, string> = {
  zh: '你是一个有记忆的助手。下面的记忆来自与这位用户之前的对话和资料，每条都标明了类型、日期和来源；只在相关时使用它们。',
  en: 'You are an assistant with memory. The memories below come from earlier conversations with this user and from documents; each is marked with its kind, date and source. Use them only where relevant.',
};

const LABELS: Record<PromptLanguage, Record<string, string>> = {
  zh: { instruction: '指令', preference: '偏好', safety: '注意', fact: '事实', turn: '对话', event: '事件', summary: '会话摘要', knowledge: '资料', task: '任务', outdated: '已过时', current: '当前有效', caller: '调用方', partlyChanged: '部分已变' },
  en: { instruction: 'instruction', preference: 'preference', safety: 'safety', fact: 'fact', turn: 'turn', event: 'event', summary: 'session summary', knowledge: 'knowledge', task: 'task', outdated: 'outdated', current: 'current', caller: 'caller', partlyChanged: 'partly changed' },
};

export function defaultSystemPrompt(language: PromptLanguage): string {
  return DEFAULT_SYSTEM[language];
}

function labelKey(record: MemoryRecord, block: ContextBlock): string {
  if (block === 'instructions') return 'instruction';
  if (block === 'preferences') return record.metadata.category === 'safety' ? 'safety' : 'preference';
  if (block === 'task-state') return 'task';
  if (record.kind === 'summary') return 'summary';
  if (record.kind === 'knowledge') return 'knowledge';
  if (record.kind === 'episodic') return isTurnRecord(record) ? 'turn' : 'event';
  return 'fact';
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);

/** Where a memory came from, in a few words a model and a person can read. */
export function sourceOf(record: MemoryRecord): string {
  if (record.kind === 'knowledge') {
    const path = text(record.source.documentPath) ?? text(record.metadata.path) ?? 'document';
    const heading = Array.isArray(record.metadata.headings) ? record.metadata.headings.filter((entry) => typeof entry === 'string').join(' › ') : text(record.metadata.heading);
    return heading ? `${path} › ${heading}` : path;
  }
  if (isTurnRecord(record)) {
    const info = turnInfoOf(record);
    return `session ${info.sessionId}, turn ${info.turnId}`;
  }
  const session = text(record.source.sessionId) ?? record.scope.sessionId;
  if (record.kind === 'summary' && session) return `session ${session}`;
  return session ? `session ${session}` : 'memory';
}

/** When it happened or became true. */
export function dateOf(record: MemoryRecord): string {
  if (record.kind === 'summary') return text(record.metadata.to) ?? record.eventTime ?? record.createdAt;
  if (record.kind === 'knowledge') return text(record.metadata.date) ?? record.updatedAt;
  return record.eventTime ?? record.validFrom ?? record.createdAt;
}

function shortDate(iso: string): string {
  return iso.slice(0, 10);
}

export function renderMemoryLine(candidate: MemoryCandidate, language: PromptLanguage): string {
  const labels = LABELS[language];
  const { record } = candidate;
  let date = shortDate(dateOf(record));
  if (record.kind === 'summary' && text(record.metadata.from)) date = `${shortDate(text(record.metadata.from) as string)}..${date}`;
  const parts = [labels[labelKey(record, candidate.block)], date, sourceOf(record)];
  if (candidate.outdated === true) parts.push(record.validTo ? `${labels.outdated} ${shortDate(record.validTo)}` : labels.outdated);
  if (candidate.outdated === false) parts.push(labels.current);
  // A later memory changed some of what this one says (write/reconcile.ts `narrow`): the rest holds, the changed part is the later one's.
  if (candidate.outdated !== true && Array.isArray(record.metadata.changedSlots) && record.metadata.changedSlots.length > 0) parts.push(`${labels.partlyChanged} ${shortDate(record.updatedAt)}`);
  return `- [${parts.join(' · ')}] ${record.text.replace(/\n/g, '\n  ')}`;
}

export function renderTaskLine(taskText: string, language: PromptLanguage): string {
  return `- [${LABELS[language].task} · ${LABELS[language].caller}] ${taskText.replace(/\n/g, '\n  ')}`;
}

/** What the prompt holds, block by block; the budget loop renders it again after each addition. */
export interface PromptParts {
  system: string;
  question: string;
  /** Lines per block, in display order. */
  lines: Record<Exclude<ContextBlock, 'history'>, string[]>;
  /** Chronological. */
  pairs: { question: string; answer: string }[];
}

/**
 * The prompt layout: standing instructions and preferences in the system message; the history
 * pairs; the task state right after the most recent turn; recalled facts and knowledge right
 * before the question.
 */
export function renderMessages(parts: PromptParts, language: PromptLanguage): ContextMessage[] {
  const headings = HEADINGS[language];
  const section = (block: Exclude<ContextBlock, 'history'>): string | null => (parts.lines[block].length > 0 ? `${headings[block]}\n${parts.lines[block].join('\n')}` : null);
  const system = [parts.system, section('instructions'), section('preferences')].filter((entry): entry is string => entry !== null).join('\n\n');
  const messages: ContextMessage[] = [{ role: 'system', content: system }];
  for (const pair of parts.pairs) messages.push({ role: 'user', content: pair.question }, { role: 'assistant', content: pair.answer });
  const task = section('task-state');
  if (task) messages.push({ role: 'system', content: task });
  const facts = section('facts');
  if (facts) messages.push({ role: 'system', content: facts });
  messages.push({ role: 'user', content: parts.question });
  return messages;
}
