import { parseFilter } from '../filter.js';
import { utcOffsetMinutes } from '../memory-time.js';
import { RecencyMap } from '../recency-map.js';
import type { MemoryStore, RecordQuery, WriteBatch } from '../store.js';
import { tenantKey, tenantKeyPrefix } from '../tenant-key.js';
import type { Scope } from '../types.js';
import { writeScopesOf } from './write-scopes.js';

const TOLD_WITH_OFFSET = parseFilter({ timeOffset: { $ne: null } });

/**
 * The calendar a question is asked in, in minutes east of UTC. A `now` written with an offset says
 * it. Without one (the HTTP API and the library are often called with no `now`), the asker is
 * taken to be where their latest turn was told: a turn remembered with its time keeps the offset
 * it was written in (turns/remember-turn.ts), so 昨天 asked at 07:30 in Shanghai is the Shanghai
 * yesterday, not UTC's, whose date is still the day before. UTC when no turn of theirs carries one.
 *
 * The lookup is within the asker's own scope (their user or agent): another user's zone says
 * nothing of theirs, and must not be read across tenants or users.
 */
export async function askerOffsetMinutes(store: MemoryStore, tenantId: string, scope: Scope, now: string | undefined): Promise<number> {
  if (now !== undefined) return utcOffsetMinutes(now) ?? 0;
  if (scope.userId === undefined && scope.agentId === undefined) return 0;
  const query: RecordQuery = { tenantId, statuses: ['active', 'archived'], filter: TOLD_WITH_OFFSET };
  if (scope.userId !== undefined) query.userId = scope.userId;
  if (scope.agentId !== undefined) query.agentId = scope.agentId;
  const latest = await store.list(query, { limit: 1, offset: 0 }, { by: 'createdAt', direction: 'desc' });
  const offset = latest.items[0]?.metadata.timeOffset;
  return typeof offset === 'string' ? (utcOffsetMinutes(offset) ?? 0) : 0;
}

/**
 * `askerOffsetMinutes` remembered per user, so that a search without `now` costs no store call
 * after its user's first: the lookup scans the user's memories when none carries an offset. A
 * write in the user's scope (a new turn may be told in another zone) or one whose owner the batch
 * does not say drops what it may have changed; the engine clears it on another process's writes.
 */
export class AskerOffsets {
  private readonly known = new RecencyMap<string, number>(4_096);

  async of(store: MemoryStore, tenantId: string, scope: Scope, now: string | undefined): Promise<number> {
    if (now !== undefined || scope.userId === undefined || scope.agentId !== undefined) return askerOffsetMinutes(store, tenantId, scope, now);
    const key = tenantKey(tenantId, scope.userId);
    const known = this.known.get(key);
    if (known !== undefined) return known;
    const offset = await askerOffsetMinutes(store, tenantId, scope, now);
    this.known.set(key, offset);
    return offset;
  }

  invalidate(batch: WriteBatch): void {
    if (this.known.size === 0) return;
    const scopes = writeScopesOf(batch);
    if (scopes.everything) return this.clear();
    for (const { tenantId, userId } of scopes.users) this.known.delete(tenantKey(tenantId, userId));
    if (scopes.unexplainedIn !== null) {
      const prefix = tenantKeyPrefix(scopes.unexplainedIn);
      for (const key of [...this.known.keys()]) if (key.startsWith(prefix)) this.known.delete(key);
    }
  }

  clear(): void {
    this.known.clear();
  }
}
