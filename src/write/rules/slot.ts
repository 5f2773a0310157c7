/**
 * A slot names what a memory states a value for: subject + attribute (+ value). Two
 * memories with the same subject and attribute but different values conflict, and the
 * newer supersedes the older. `single` slots hold one value at a time (residence, "drinks
 * coffee"); `stage` slots hold the latest state of a task, so any newer statement about
 * the same task replaces the older one.
 */
export type SlotMode = 'single' | 'stage';

export interface Slot {
  subject: string;
  attribute: string;
  value: string;
  mode: SlotMode;
}

export function slotKey(slot: Pick<Slot, 'subject' | 'attribute'>): string {
  return `${slot.subject}|${slot.attribute}`;
}
