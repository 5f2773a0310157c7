import { matchesQuery } from '../record-query-match.js';
import type { MemoryStore, RecordQuery, WriteBatch } from '../store.js';
import { MEMORY_STATUSES, type MemoryRecord } from '../types.js';
import { loadNearbyTurns, sessionSpans, turnPositionOf, withinSpans } from './neighbours.js';
import { tenantKey } from '../tenant-key.js';

/**
 * Where each turn memory sits in its conversation, kept in process per owner (a user, or a
 * tenant's shared memories), so finding the turns around a search's seeds costs a lookup and a
 * `getMany` instead of a store query. That query filters on JSON metadata, which the store
 * parses for every memory the user has: 32% of a LoCoMo search (~5.6 ms at 600-900 memories)
 * and growing with the store.
 *
 * The positions are a superset: a write adds what it upserts, and nothing is taken out (a
 * delete or a moved turn leaves a stale entry). Every pick is therefore fetched and checked
 * against its own position and the query (`matchesQuery`), so a stale entry never returns a
 * memory the store query would not; and since every write in this process passes through
 * `observe` and another process's writes clear everything, no position is ever missing.
 */
interface Position {
  turnNumber: number;
  id: string;
}

type OwnerPositions = Map<string, Position[]>;

/** The owner key of a tenant's shared memories (knowledge): user ids are never empty. */
const SHARED = '';
/** Records read per page while loading an owner. */
const PAGE = 500;

function addPosition(positions: OwnerPositions, record: MemoryRecord): number {
  const position = turnPositionOf(record);
  if (!position) return 0;
  const list = positions.get(position.sessionId) ?? [];
  if (list.some((entry) => entry.id === record.id && entry.turnNumber === position.turnNumber)) return 0;
  list.push({ turnNumber: position.turnNumber, id: record.id });
  positions.set(position.sessionId, list);
  return 1;
}

export class TurnPositions {
  private readonly owners = new Map<string, OwnerPositions>();
  private size = 0;
  /** Bumped by every write: a load that overlapped one is neither kept nor trusted. */
  private epoch = 0;

  /** @param maxEntries positions kept across all owners; the least recently used owner goes first, and an owner with more is never kept. */
  constructor(private readonly maxEntries = 200_000) {}

  /** The same memories as `loadNearbyTurns(store, query, seeds, reach)`, from the kept positions where it can. */
  async nearby(store: MemoryStore, query: RecordQuery, seeds: MemoryRecord[], reach: number): Promise<MemoryRecord[]> {
    const spans = sessionSpans(seeds, reach);
    if (spans.size === 0) return [];
    const owners = this.ownersOf(query);
    if (!owners) return loadNearbyTurns(store, query, seeds, reach);
    const held: OwnerPositions[] = [];
    for (const owner of owners) {
      const positions = await this.positionsOf(store, query.tenantId, owner);
      if (!positions) return loadNearbyTurns(store, query, seeds, reach);
      held.push(positions);
    }
    const ids = new Set<string>();
    for (const [sessionId, span] of spans) {
      for (const positions of held) {
        for (const entry of positions.get(sessionId) ?? []) if (entry.turnNumber >= span.low && entry.turnNumber <= span.high) ids.add(entry.id);
      }
    }
    if (ids.size === 0) return [];
    const records = await store.getMany(query.tenantId, [...ids]);
    return records.filter((record) => withinSpans(record, spans) && matchesQuery(record, query));
  }

  /** Called with every batch the store is about to apply, and again after it. */
  observe(batch: WriteBatch): void {
    this.epoch += 1;
    for (const { record } of batch.upserts ?? []) {
      const positions = this.owners.get(tenantKey(record.tenantId, record.scope.userId ?? SHARED));
      if (positions) this.size += addPosition(positions, record);
    }
    this.evict();
  }

  clear(): void {
    this.epoch += 1;
    this.owners.clear();
    this.size = 0;
  }

  /** Whose positions the query can see; null for a query across all users (only the engine asks that), which goes to the store. */
  private ownersOf(query: RecordQuery): string[] | null {
    if (query.sharedOnly) return [SHARED];
    if (query.userId === undefined) return null;
    return query.includeShared ? [query.userId, SHARED] : [query.userId];
  }

  private async positionsOf(store: MemoryStore, tenantId: string, owner: string): Promise<OwnerPositions | null> {
    const key = tenantKey(tenantId, owner);
    const kept = this.owners.get(key);
    if (kept) {
      // Most recently used last, so eviction takes the longest unused owner.
      this.owners.delete(key);
      this.owners.set(key, kept);
      return kept;
    }
    const startedAt = this.epoch;
    const positions: OwnerPositions = new Map();
    let count = 0;
    const query: RecordQuery = owner === SHARED ? { tenantId, sharedOnly: true, statuses: [...MEMORY_STATUSES] } : { tenantId, userId: owner, statuses: [...MEMORY_STATUSES] };
    for (let offset = 0; ; offset += PAGE) {
      const page = await store.list(query, { limit: PAGE, offset }, { by: 'createdAt', direction: 'asc' });
      for (const record of page.items) count += addPosition(positions, record);
      if (count > this.maxEntries || this.epoch !== startedAt) return null;
      if (page.items.length < PAGE) break;
    }
    this.owners.set(key, positions);
    this.size += count;
    this.evict();
    return positions;
  }

  private evict(): void {
    while (this.size > this.maxEntries && this.owners.size > 0) {
      const [oldest, positions] = this.owners.entries().next().value as [string, OwnerPositions];
      for (const list of positions.values()) this.size -= list.length;
      this.owners.delete(oldest);
    }
  }
}
