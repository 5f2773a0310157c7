import { canonicalOf, TASK_STAGE_EN, TASK_STAGE_ZH, TASK_TOPICS } from './lexicon.js';
import type { Slot } from './slot.js';
import { splitClauses, subjectOf } from './subject.js';

const ORDER_ID = /(?:订单号?|单号|快递单号|order(?:\s+(?:number|no\.?|id))?\s*#?|tracking(?:\s+number)?|confirmation(?:\s+(?:number|code))?)\s*(?:是|为|:|：|is)?\s*#?\s*([A-Z0-9][A-Z0-9-]{3,})/iu;

export function orderIdOf(sentence: string): string | null {
  const match = ORDER_ID.exec(sentence);
  return match && /\d/.test(match[1] as string) ? (match[1] as string).toUpperCase() : null;
}

export function hasTaskStage(sentence: string): boolean {
  return TASK_STAGE_ZH.test(sentence) || TASK_STAGE_EN.test(sentence);
}

/**
 * The latest state of a task: "木工基本做完了，下周一油漆师傅进场" replaces "水电今天验收了，明天木工进场".
 * The value is the statement itself, so every new statement of progress is a new value.
 */
export function taskSlots(sentence: string): Slot[] {
  const subject = subjectOf(splitClauses(sentence)[0] ?? sentence);
  const value = sentence.trim().toLowerCase();
  const slots: Slot[] = [];
  const orderId = orderIdOf(sentence);
  if (orderId) slots.push({ subject, attribute: `order:${orderId}`, value, mode: 'stage' });
  if (!hasTaskStage(sentence)) return slots;
  for (const topic of canonicalOf(TASK_TOPICS, sentence)) {
    if (topic === 'order' && orderId) continue;
    slots.push({ subject, attribute: `task:${topic}`, value, mode: 'stage' });
  }
  return slots;
}
