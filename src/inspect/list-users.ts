import type { MemoryEngine } from '../core/engine.js';
import { readRecords } from './tenant-records.js';

export interface UserSummary {
  userId: string;
  memories: number;
  archived: number;
  sessions: number;
  lastActivityAt: string;
}

/**
 * The users of the engine's tenant that own at least one memory (active or archived), most recently active first.
 * It reads the tenant's records (a page of ids at a time) and groups them here: the store interface
 * (src/core/store.ts) has no grouped count, and one would be a new method in every store adapter.
 */
export async function listUsers(engine: MemoryEngine): Promise<UserSummary[]> {
  const records = await readRecords(engine, { statuses: ['active', 'archived'] });
  const byUser = new Map<string, { memories: number; archived: number; sessions: Set<string>; last: string }>();
  for (const record of records) {
    const userId = record.scope.userId;
    if (userId === undefined) continue;
    const entry = byUser.get(userId) ?? { memories: 0, archived: 0, sessions: new Set<string>(), last: record.updatedAt };
    if (record.status === 'archived') entry.archived += 1;
    else entry.memories += 1;
    if (record.scope.sessionId !== undefined) entry.sessions.add(record.scope.sessionId);
    if (record.updatedAt > entry.last) entry.last = record.updatedAt;
    byUser.set(userId, entry);
  }
  return [...byUser]
    .map(([userId, entry]) => ({ userId, memories: entry.memories, archived: entry.archived, sessions: entry.sessions.size, lastActivityAt: entry.last }))
    .sort((left, right) => right.lastActivityAt.localeCompare(left.lastActivityAt) || left.userId.localeCompare(right.userId));
}
