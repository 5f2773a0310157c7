import { buildRecord, oracleCosine } from '../../testing/records.js';
import { seededRandom } from '../../testing/seeded-random.js';
import { expect } from 'vitest';
import type { EmbedderInfo } from '../../core/embedder.js';
import type { MemoryStore, RecordQuery, RecordWrite } from '../../core/store.js';
import type { HistoryEntry, MemoryRecord } from '../../core/types.js';

/** What every domain file of the contract gets from `describeStoreContract`. */
export interface ContractContext {
  /** A fresh store for this test: initialised, with `EMBEDDER` recorded. Closed after the test. */
  store(): MemoryStore;
  /** Another fresh store, initialised, with no embedder recorded. Closed after the test. */
  bareStore(): Promise<MemoryStore>;
}

export const DIMENSIONS = 8;
export const EMBEDDER: EmbedderInfo = { provider: 'contract', model: 'fixture-v1', dimensions: DIMENSIONS };
export const TENANT = 'tenant-a';
export const OTHER_TENANT = 'tenant-b';

export function makeRecord(id: string, overrides: Partial<MemoryRecord> = {}): MemoryRecord {
  return buildRecord(id, { tenantId: TENANT, scope: { userId: 'alice' }, ...overrides });
}

export function recordQuery(overrides: Partial<RecordQuery> = {}): RecordQuery {
  return { tenantId: TENANT, statuses: ['active'], ...overrides };
}

/** mulberry32: a small seeded generator, so "random" fixtures are the same on every run. */

export { seededRandom };

export function randomVector(random: () => number, dimensions = DIMENSIONS): Float32Array {
  return Float32Array.from({ length: dimensions }, () => random() * 2 - 1);
}

/** A unit vector along one axis, optionally tilted towards another by `tilt`. */
export function axis(index: number, tilt = 0, towards = (index + 1) % DIMENSIONS): Float32Array {
  const vector = new Float32Array(DIMENSIONS);
  vector[index] = 1;
  vector[towards] = (vector[towards] as number) + tilt;
  return vector;
}

/** Cosine similarity computed here, independently of the stores, in float64. */
export const cosine = oracleCosine;

/** Binary (code point) string order, the tie-break every store uses for ids. */
export function byCodePoint(left: string, right: string): number {
  const a = [...left].map((character) => character.codePointAt(0) as number);
  const b = [...right].map((character) => character.codePointAt(0) as number);
  for (let index = 0; index < Math.min(a.length, b.length); index += 1) {
    if (a[index] !== b[index]) return (a[index] as number) - (b[index] as number);
  }
  return a.length - b.length;
}

export function ranked(scores: Iterable<[string, number]>, k: number): { id: string; score: number }[] {
  return [...scores]
    .map(([id, score]) => ({ id, score }))
    .sort((left, right) => right.score - left.score || byCodePoint(left.id, right.id))
    .slice(0, k);
}

/** Asserts ids in exact order and scores to 1e-9. */
export function expectRanking(actual: { id: string; score: number }[], expected: { id: string; score: number }[]): void {
  expect(actual.map((hit) => hit.id)).toEqual(expected.map((hit) => hit.id));
  actual.forEach((hit, index) => expect(hit.score).toBeCloseTo((expected[index] as { score: number }).score, 9));
}

let counter = 0;
/** A write of a new record with a vector (random unless given) and terms (none unless given). */
export function newWrite(record: MemoryRecord, vector?: Float32Array, terms: string[] = []): RecordWrite {
  counter += 1;
  return { record, vector: vector ?? randomVector(seededRandom(counter)), terms };
}

/** Writes records of any tenants: one batch per tenant, as a batch never spans tenants. */
export async function writeAll(store: MemoryStore, writes: RecordWrite[]): Promise<void> {
  const tenants = [...new Set(writes.map((write) => write.record.tenantId))];
  for (const tenantId of tenants) await store.write({ tenantId, upserts: writes.filter((write) => write.record.tenantId === tenantId) });
}

export function sorted(ids: string[]): string[] {
  return [...ids].sort(byCodePoint);
}

export function historyEntry(id: string, memoryId: string, event: HistoryEntry['event'], before: MemoryRecord | null, after: MemoryRecord | null, at: string): HistoryEntry {
  return { id, memoryId, event, before, after, at, actor: null };
}
