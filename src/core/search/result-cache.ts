import type { Clock } from '../clock.js';
import type { WriteBatch } from '../store.js';
import type { SearchResult } from '../types.js';
import { fnv1a32 } from '../fnv1a.js';
import { writeScopesOf } from './write-scopes.js';
import { tenantKey, tenantKeyPrefix } from '../tenant-key.js';

/**
 * Admission: a search that called no hosted model (no rewriter, reranker or judge) is cached from
 * the second time its question is asked, not the first. Its results cost a few milliseconds to
 * compute, and most questions are asked once: caching every one copied ~10 results per search
 * (~23 KB) and kept them for the TTL, the bytes each young-generation GC then had to copy and
 * promote (docs/search-speed.md, session 10). The questions asked are remembered as 32-bit hashes
 * of their keys, past a write or the TTL (a question asked again is kept at once then): a
 * collision only admits a question one ask early, and the hashes are forgotten when their set fills.
 */
const ASKED_PER_ENTRY = 4;

interface Entry {
  expiresAt: number;
  results: SearchResult[];
}

const ANY_USER = '\u0000any';

function groupKey(tenantId: string, userId: string | undefined): string {
  return tenantKey(tenantId, userId ?? ANY_USER);
}

/**
 * A short-TTL cache of search results in front of the pipeline (seed default: 5 minutes).
 * Entries are grouped by tenant and user, so a write drops exactly the searches it can change:
 * a user's own writes drop that user's entries (and tenant-wide searches, made with no user);
 * a shared memory (knowledge, no user) drops the whole tenant. A write whose owner cannot be
 * told (a bare delete without history) drops everything. Another process writing to the same
 * database is not seen: the TTL bounds how stale a result can be then.
 */
export class SearchResultCache {
  private readonly groups = new Map<string, Map<string, Entry>>();
  private size = 0;
  /** Hashes of the keys offered once and not kept (see ASKED_PER_ENTRY). */
  private readonly asked = new Set<number>();

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

  /**
   * A search's results, kept when worth it: at once when the search called a hosted model
   * (`costly`), else from its question's second ask (the note on admission above).
   */
  offer(tenantId: string, userId: string | undefined, key: string, results: SearchResult[], costly: boolean): void {
    if (!this.enabled) return;
    if (!costly) {
      const hash = fnv1a32(`${groupKey(tenantId, userId)}\u0000${key}`);
      if (!this.asked.has(hash)) {
        if (this.asked.size >= this.maxEntries * ASKED_PER_ENTRY) this.asked.clear();
        this.asked.add(hash);
        return;
      }
    }
    this.set(tenantId, userId, key, results);
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
    this.asked.clear();
  }

  private dropGroup(name: string): void {
    const group = this.groups.get(name);
    if (!group) return;
    this.size -= group.size;
    this.groups.delete(name);
  }

  private dropTenant(tenantId: string): void {
    const prefix = tenantKeyPrefix(tenantId);
    for (const name of [...this.groups.keys()]) if (name.startsWith(prefix)) this.dropGroup(name);
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
