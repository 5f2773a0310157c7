import { matchesFilter, parseFilter, type FilterNode } from '../filter.js';
import type { MemoryStore, RecordQuery, WriteBatch } from '../store.js';
import type { MemoryRecord } from '../types.js';
import { writeScopesOf } from './write-scopes.js';
import { tenantKey, tenantKeyPrefix } from '../tenant-key.js';
import { stringsOf } from '../metadata-strings.js';

/**
 * The user's profile: the derived memories the write pipeline filed under a category
 * (preference, fact, safety, instruction, task, entity; src/write/rules/triggers.ts), newest
 * first. Every search looks things up in it (profile cues, task topics), and loading it is a
 * scan of the user's memories, since its tags live in JSON metadata; so it is kept per scope
 * and dropped by any write in that scope, like the result cache.
 */
const PROFILE_CATEGORIES = ['preference', 'fact', 'safety', 'instruction', 'task', 'entity'];
/** Newest profile memories kept per scope: more than any cue needs, bounded for a huge profile. */
const PER_SCOPE = 1_000;
/** Profile memories kept across all scopes; the least recently used scope goes first. */
const TOTAL = 50_000;
/** Memories of a category a question's topic pulls in (category-topics.ts), newest first. */
const PER_CATEGORY = 20;
/** Task memories a question naming the task pulls in (the newest first). */
const TOPIC_MATCHES = 20;

type ProfileEntry = Pick<MemoryRecord, 'id' | 'text' | 'metadata'>;

function topicTermsOf(entry: ProfileEntry): string[] {
  return stringsOf(entry.metadata.topicTerms);
}

export class ProfileIndex {
  /** tenantKey(tenant, user) -> scope key (the rest of the query) -> entries, newest first. */
  private readonly groups = new Map<string, Map<string, ProfileEntry[]>>();
  private size = 0;
  /** Bumped by every invalidation: a load that overlapped a write is used but not kept. */
  private epoch = 0;

  /**
   * Task memories whose topic the question names (`metadata.topicTerms`, which the write
   * pipeline stores from the memory's own words), though the rest of its wording may differ.
   * (A hand-made lexicon of question domains used to add profile memories here too; it was grown
   * from memory-dev's misses and is gone: docs/retrieval.md, "Relevance and abstention".)
   */
  async candidates(store: MemoryStore, query: RecordQuery, terms: string[]): Promise<Map<string, MemoryRecord>> {
    if (query.userId === undefined) return new Map();
    const entries = await this.entries(store, query, query.userId);
    const unique = new Set(terms);
    const ids: string[] = [];
    if (unique.size > 0) {
      let topical = 0;
      for (const entry of entries) {
        if (topical >= TOPIC_MATCHES) break;
        if (topicTermsOf(entry).some((term) => unique.has(term))) {
          ids.push(entry.id);
          topical += 1;
        }
      }
    }
    if (ids.length === 0) return new Map();
    return new Map((await store.getMany(query.tenantId, [...new Set(ids)])).map((record) => [record.id, record]));
  }

  /** The user's newest profile memories filed under these categories (at most PER_CATEGORY). */
  async inCategories(store: MemoryStore, query: RecordQuery, categories: string[]): Promise<Map<string, MemoryRecord>> {
    if (query.userId === undefined || categories.length === 0) return new Map();
    const entries = await this.entries(store, query, query.userId);
    const wanted = new Set(categories);
    const ids = entries.filter((entry) => wanted.has(String(entry.metadata.category))).slice(0, PER_CATEGORY).map((entry) => entry.id);
    if (ids.length === 0) return new Map();
    return new Map((await store.getMany(query.tenantId, ids)).map((record) => [record.id, record]));
  }

  /** Called with every batch the store is about to apply. */
  invalidate(batch: WriteBatch): void {
    this.epoch += 1;
    if (this.size === 0) return;
    const scopes = writeScopesOf(batch);
    if (scopes.everything) {
      this.clear();
      return;
    }
    // Profiles hold the user's own memories only, so a shared memory changes none of them.
    for (const { tenantId, userId } of scopes.users) this.dropGroup(tenantKey(tenantId, userId));
    // A delete whose owner the batch does not say may be any user's of its tenant.
    if (scopes.unexplainedIn !== null) {
      const prefix = tenantKeyPrefix(scopes.unexplainedIn);
      for (const name of [...this.groups.keys()]) if (name.startsWith(prefix)) this.dropGroup(name);
    }
  }

  clear(): void {
    this.epoch += 1;
    this.groups.clear();
    this.size = 0;
  }

  private async entries(store: MemoryStore, query: RecordQuery, userId: string): Promise<ProfileEntry[]> {
    const own: RecordQuery = { ...query, kinds: ['semantic', 'procedural'], includeShared: false, sharedOnly: false };
    const name = tenantKey(query.tenantId, userId);
    const key = JSON.stringify({ ...own, ids: undefined });
    const group = this.groups.get(name);
    const cached = group?.get(key);
    if (group && cached) {
      // Most recently used last, so eviction takes the longest unused scope.
      this.groups.delete(name);
      this.groups.set(name, group);
      return cached;
    }
    const startedAt = this.epoch;
    const entries = await this.load(store, query, own, userId);
    if (this.epoch !== startedAt) return entries;
    const target = this.groups.get(name) ?? new Map<string, ProfileEntry[]>();
    this.groups.delete(name);
    this.groups.set(name, target);
    this.size += entries.length - (target.get(key)?.length ?? 0);
    target.set(key, entries);
    while (this.size > TOTAL && this.groups.size > 1) this.dropGroup(this.groups.keys().next().value as string);
    return entries;
  }

  /**
   * A scope's entries from the store; with a metadata filter, the unfiltered scope's entries that
   * pass it, when those are the whole profile (fewer than PER_SCOPE, as nearly always), in the same
   * newest-first order: the first search with each new filter (a value per search, say) then costs
   * no scan of the user's memories, which at 10k memories took 5-13 ms of SQL.
   */
  private async load(store: MemoryStore, query: RecordQuery, own: RecordQuery, userId: string): Promise<ProfileEntry[]> {
    const { filter: wanted, ...unfiltered } = query;
    if (wanted) {
      const whole = await this.entries(store, unfiltered, userId);
      if (whole.length < PER_SCOPE) return whole.filter((entry) => matchesFilter(entry.metadata, wanted));
    }
    const profile = parseFilter({ category: { $in: PROFILE_CATEGORIES } });
    const filter: FilterNode = wanted ? { type: 'and', children: [wanted, profile] } : profile;
    const page = await store.list({ ...own, filter }, { limit: PER_SCOPE, offset: 0 }, { by: 'createdAt', direction: 'desc' });
    return page.items.map(({ id, text, metadata }) => ({ id, text, metadata }));
  }

  private dropGroup(name: string): void {
    const group = this.groups.get(name);
    if (!group) return;
    for (const entries of group.values()) this.size -= entries.length;
    this.groups.delete(name);
  }
}
