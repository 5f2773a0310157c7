import { randomUUID } from 'node:crypto';

/** Makes the ids of new memories and history entries. */
export type IdSource = () => string;

export const randomIds: IdSource = () => randomUUID();

/**
 * UUID-shaped ids counting up from 1, for runs that must repeat: the eval harness uses them, so a
 * tie in score, broken by id, falls the same way on every run (random ids made some figures
 * differ in the fourth decimal from run to run). Never for a real store shared by processes.
 */
export function sequentialIds(): IdSource {
  let next = 0;
  return () => {
    next += 1;
    return `00000000-0000-4000-8000-${next.toString(16).padStart(12, '0')}`;
  };
}
