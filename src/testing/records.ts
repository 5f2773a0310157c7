import type { MemoryRecord } from '../core/types.js';

/** A complete, valid record for tests; callers override what their test is about. */
export function buildRecord(id: string, overrides: Partial<MemoryRecord> = {}): MemoryRecord {
  return {
    id,
    tenantId: 'default',
    scope: {},
    kind: 'semantic',
    text: `text of ${id}`,
    metadata: {},
    tags: [],
    importance: 0.5,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    lastAccessedAt: null,
    accessCount: 0,
    eventTime: null,
    validFrom: null,
    validTo: null,
    supersededBy: null,
    status: 'active',
    evidence: [],
    source: {},
    ...overrides,
  };
}

/** Cosine similarity in float64, written independently of the engine's, as a test oracle. */
export function oracleCosine(left: Float32Array, right: Float32Array): number {
  let dot = 0;
  let leftNorm = 0;
  let rightNorm = 0;
  for (let index = 0; index < left.length; index += 1) {
    const a = left[index] as number;
    const b = right[index] as number;
    dot += a * b;
    leftNorm += a * a;
    rightNorm += b * b;
  }
  const denominator = Math.sqrt(leftNorm) * Math.sqrt(rightNorm);
  return denominator === 0 ? 0 : dot / denominator;
}
