import type { EmbedderInfo } from '../src/core/embedder.js';
import { Memory } from '../src/memory.js';
import { storeFromLocation } from '../src/stores/store-location.js';
import { mulberry32, percentile, PrecomputedEmbedder, randomText, randomUnitVector } from './support.js';

/** Where a bench writes: a location and a tenant in it, and whether its data is already there. */
export interface Placement {
  location: string;
  tenantId: string;
  prefilled: boolean;
  temporary: boolean;
}

export interface WarmStartFigures {
  users: number;
  memories_per_user: number;
  first_search_p50_ms: number;
  first_search_p95_ms: number;
  later_search_p50_ms: number;
  later_search_p95_ms: number;
  /** Another connection added a memory to one user: that user's next search, and another user's. */
  after_foreign_write_changed_user_ms: number;
  after_foreign_write_other_user_ms: number;
  /** The store's vector search alone, on users no search has touched yet: loading the partition, then from the copy. */
  first_vector_p50_ms: number;
  first_vector_p95_ms: number;
  later_vector_p95_ms: number;
}

/** Users whose first search is timed (every user when there are at most this many). */
const SAMPLED_USERS = 25;
const LATER_SEARCHES = 10;

/**
 * Many users in one store, then a fresh connection (a process starting): the first full search
 * of a user (its partition is loaded) against its later ones, and what a write by another
 * connection costs the user it changed and one it did not.
 */
export async function benchWarmStarts(options: { placement: Placement; users: number; perUser: number; dimensions: number; info: EmbedderInfo }): Promise<WarmStartFigures> {
  const { placement, users, perUser, dimensions } = options;
  const random = mulberry32(users * perUser);
  // Unregistered texts (queries, the foreign write) get a fresh random vector.
  const embedder = new PrecomputedEmbedder(options.info, { info: options.info, maxBatchSize: 1000, embed: async (texts) => texts.map(() => randomUnitVector(random, dimensions)) });
  const userId = (index: number): string => `warm-user-${index}`;
  if (!placement.prefilled) {
    const writer = await Memory.open({ store: storeFromLocation(placement.location), embedder, tenantId: placement.tenantId });
    for (let user = 0; user < users; user += 1) {
      await writer.addMany(Array.from({ length: perUser }, (_, index) => ({ userId: userId(user), text: `${randomText(random)} #${index}`, metadata: { shard: index % 10 } })));
    }
    await writer.close();
  }

  const readerStore = storeFromLocation(placement.location);
  const reader = await Memory.open({ store: readerStore, embedder, tenantId: placement.tenantId });
  const search = async (user: number): Promise<number> => {
    const start = performance.now();
    await reader.search({ userId: userId(user), query: `${randomText(random, 6)} ?`, topK: 10, threshold: 0 });
    return performance.now() - start;
  };
  const step = Math.max(1, Math.floor(users / SAMPLED_USERS));
  const first: number[] = [];
  const later: number[] = [];
  const firstVector: number[] = [];
  const laterVector: number[] = [];
  const vectorSearch = async (user: number): Promise<number> => {
    const start = performance.now();
    await readerStore.vectorSearch({ tenantId: placement.tenantId, userId: userId(user), statuses: ['active'] }, randomUnitVector(random, dimensions), 10);
    return performance.now() - start;
  };
  for (let user = 0; user < users; user += step) {
    first.push(await search(user));
    for (let repeat = 0; repeat < LATER_SEARCHES; repeat += 1) later.push(await search(user));
    // The next user has not been searched yet: its vector partition is not loaded.
    if (step > 1 && user + 1 < users) {
      firstVector.push(await vectorSearch(user + 1));
      for (let repeat = 0; repeat < LATER_SEARCHES; repeat += 1) laterVector.push(await vectorSearch(user + 1));
    }
  }
  const other = await Memory.open({ store: storeFromLocation(placement.location), embedder, tenantId: placement.tenantId });
  await other.add({ userId: userId(0), text: `${randomText(random)} written by another connection` });
  await other.close();
  const changed = await search(0);
  const unchanged = await search(step);
  if (placement.temporary === false && placement.prefilled === false && placement.tenantId.startsWith('bench-')) {
    for (let user = 0; user < users; user += 1) await reader.erase({ userId: userId(user) });
  }
  await reader.close();
  for (const samples of [first, later, firstVector, laterVector]) samples.sort((left, right) => left - right);
  const round = (value: number): number => Number(value.toFixed(2));
  return {
    users,
    memories_per_user: perUser,
    first_search_p50_ms: round(percentile(first, 0.5)),
    first_search_p95_ms: round(percentile(first, 0.95)),
    later_search_p50_ms: round(percentile(later, 0.5)),
    later_search_p95_ms: round(percentile(later, 0.95)),
    after_foreign_write_changed_user_ms: round(changed),
    after_foreign_write_other_user_ms: round(unchanged),
    first_vector_p50_ms: round(percentile(firstVector, 0.5)),
    first_vector_p95_ms: round(percentile(firstVector, 0.95)),
    later_vector_p95_ms: round(percentile(laterVector, 0.95)),
  };
}
