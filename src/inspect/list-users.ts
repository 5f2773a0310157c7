import type { MemoryEngine } from '../core/engine.js';
import type { UserActivity } from '../core/store.js';
import { MEMORY_KINDS } from '../core/types.js';
import { readRecords } from './tenant-records.js';

export interface UserSummary {
  userId: string;
  memories: number;
  archived: number;
  sessions: number;
  lastActivityAt: string;
}

/** Kinds a user can own: knowledge is shared, and a tenant may hold a million chunks of it. */
const USER_KINDS = MEMORY_KINDS.filter((kind) => kind !== 'knowledge');

/**
 * The users of the engine's tenant that own at least one memory (active or archived), most
 * recently active first. Stores that can count by user in the database (`userActivity`: SQLite,
 * Postgres) do; for the others the tenant's user records are read a page at a time and grouped here.
 */
export async function listUsers(engine: MemoryEngine): Promise<UserSummary[]> {
  await engine.init();
  const activity = engine.store.userActivity ? await engine.store.userActivity(engine.tenantId) : await groupRecordsByUser(engine);
  return activity
    .map((user) => ({ userId: user.userId, memories: user.active, archived: user.archived, sessions: user.sessions, lastActivityAt: user.lastActivityAt }))
    .sort((left, right) => right.lastActivityAt.localeCompare(left.lastActivityAt) || left.userId.localeCompare(right.userId));
}

async function groupRecordsByUser(engine: MemoryEngine): Promise<UserActivity[]> {
  const records = await readRecords(engine, { statuses: ['active', 'archived'], kinds: [...USER_KINDS] });
  const byUser = new Map<string, { active: number; archived: number; sessions: Set<string>; last: string }>();
  for (const record of records) {
    const userId = record.scope.userId;
    if (userId === undefined) continue;
    const entry = byUser.get(userId) ?? { active: 0, archived: 0, sessions: new Set<string>(), last: record.updatedAt };
    if (record.status === 'archived') entry.archived += 1;
    else entry.active += 1;
    if (record.scope.sessionId !== undefined) entry.sessions.add(record.scope.sessionId);
    if (record.updatedAt > entry.last) entry.last = record.updatedAt;
    byUser.set(userId, entry);
  }
  return [...byUser].map(([userId, entry]) => ({ userId, active: entry.active, archived: entry.archived, sessions: entry.sessions.size, lastActivityAt: entry.last }));
}
