import type { Clock } from '../clock.js';
import type { WriteBatch } from '../store.js';
import type { SearchResult } from '../types.js';
import { writeScopesOf } from './write-scopes.js';

/**
 * A short-TTL cache of search results in front of the pipeline (seed default: 5 minutes).
 * Entries are grouped by tenant and user, so a write drops exactly the searches it can change:
 * a user's own writes drop that user's entries (and tenant-wide searches, made with no user);
 * a shared memory (knowledge, no user) drops the whole tenant. A write whose owner cannot be
 * told (a bare delete without history) drops everything. Another process writing to the same
 * database is not seen: the TTL bounds how stale a result can be then.
 */
interface Entry {
  expiresAt: number;
  results: SearchResult[];
}

const ANY_USER = '\u0000any';

function groupKey(tenantId: string, userId: string | undefined): string {
  return `${tenantId}\u0000${userId ?? ANY_USER}`;
}

export class SearchResultCache {
  private readonly groups = new Map<string, Map<string, Entry>>();
  private size = 0;

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0 && this.maxEntries > 0;
  }

  get(tenantId: string, userId: string | undefined, key: string): SearchResult[] | null {
    const group = this.groups.get(groupKey(tenantId, userId));
    const entry = group?.get(key);
    if (!group || !entry) return null;
    if (entry.expiresAt <= this.clock.now().getTime()) {
      group.delete(key);
      this.size -= 1;
      return null;
    }
    return structuredClone(entry.results);
  }

  set(tenantId: string, userId: string | undefined, key: string, results: SearchResult[]): void {
    if (!this.enabled) return;
    const name = groupKey(tenantId, userId);
    const group = this.groups.get(name) ?? new Map<string, Entry>();
    this.groups.set(name, group);
    if (!group.has(key)) this.size += 1;
    group.set(key, { expiresAt: this.clock.now().getTime() + this.ttlMs, results: structuredClone(results) });
    if (this.size > this.maxEntries) this.evictOldestGroupEntry();
  }

  /** Called with every batch the store is about to apply. */
  invalidate(batch: WriteBatch): void {
    if (this.size === 0) return;
    const scopes = writeScopesOf(batch);
    if (scopes.everything) {
      this.clear();
      return;
    }
    for (const tenantId of scopes.tenants) this.dropTenant(tenantId);
    for (const { tenantId, userId } of scopes.users) {
      this.dropGroup(groupKey(tenantId, userId));
      this.dropGroup(groupKey(tenantId, undefined));
    }
  }

  clear(): void {
    this.groups.clear();
    this.size = 0;
  }

  private dropGroup(name: string): void {
    const group = this.groups.get(name);
    if (!group) return;
    this.size -= group.size;
    this.groups.delete(name);
  }

  private dropTenant(tenantId: string): void {
    for (const name of [...this.groups.keys()]) if (name.startsWith(`${tenantId}\u0000`)) this.dropGroup(name);
  }

  /** Maps keep insertion order, so the first entry of the first group is the oldest there. */
  private evictOldestGroupEntry(): void {
    for (const [name, group] of this.groups) {
      const oldest = group.keys().next().value;
      if (oldest === undefined) continue;
      group.delete(oldest);
      this.size -= 1;
      if (group.size === 0) this.groups.delete(name);
      return;
    }
  }
}
