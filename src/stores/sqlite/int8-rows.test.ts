import { describe, expect, it } from 'vitest';
import { cosineSimilarity } from '../../core/vector-math.js';
import { seededRandom } from '../contract/fixtures.js';
import { cosineCeiling, emptyInt8Rows, encodeQuery, encodeRow } from './int8-rows.js';
import { nativeCosineScan } from './native-scan.js';

/** The code cosine as the native kernel defines it, computed exactly from the integer codes. */
function codeCosine(left: Int8Array, right: Int8Array): number {
  let dot = 0;
  let leftSquared = 0;
  let rightSquared = 0;
  for (let index = 0; index < left.length; index += 1) {
    dot += (left[index] as number) * (right[index] as number);
    leftSquared += (left[index] as number) ** 2;
    rightSquared += (right[index] as number) ** 2;
  }
  return dot / Math.sqrt(leftSquared * rightSquared);
}

/** Vectors of several shapes: uniform, one large outlier coordinate, tiny magnitudes, near-duplicates of the query, opposites. */
function generated(random: () => number, dimensions: number, count: number, query: Float32Array): Float32Array[] {
  return Array.from({ length: count }, (_, index) => {
    const vector = Float32Array.from({ length: dimensions }, () => random() * 2 - 1);
    switch (index % 5) {
      case 1:
        vector[Math.floor(random() * dimensions)] = 40;
        break;
      case 2:
        for (let at = 0; at < dimensions; at += 1) vector[at] = (vector[at] as number) * 1e-6;
        break;
      case 3:
        for (let at = 0; at < dimensions; at += 1) vector[at] = (query[at] as number) + (vector[at] as number) * 0.01;
        break;
      case 4:
        for (let at = 0; at < dimensions; at += 1) vector[at] = -(query[at] as number) * 3;
        break;
    }
    return vector;
  });
}

describe('int8 codes of partition vectors', () => {
  for (const dimensions of [3, 8, 512]) {
    it(`bound every row's exact cosine by the ceiling of its own code cosine (${dimensions} dimensions)`, () => {
      const random = seededRandom(dimensions);
      for (let round = 0; round < 5; round += 1) {
        const queryVector = Float32Array.from({ length: dimensions }, () => random() * 2 - 1);
        if (round === 1) queryVector[0] = 100;
        const vectors = generated(random, dimensions, 300, queryVector);
        const rows = emptyInt8Rows(vectors.length * dimensions);
        vectors.forEach((vector, row) => encodeRow(rows, row, vector));
        const query = encodeQuery(queryVector);
        if (!query) throw new Error('a non-zero query must encode');
        let slackSum = 0;
        vectors.forEach((vector, row) => {
          const codes = rows.codes.subarray(row * dimensions, (row + 1) * dimensions);
          const ceiling = cosineCeiling(rows, query, codeCosine(query.codes, codes));
          const exact = cosineSimilarity(queryVector, vector);
          expect(exact).toBeLessThanOrEqual(ceiling);
          slackSum += ceiling - exact;
        });
        // The bound must also be useful: near the code cosine, not a blanket 1.
        if (dimensions === 512) expect(slackSum / vectors.length).toBeLessThan(0.1);
      }
    });
  }

  it('leaves the bounds alone for a zero vector and gives it zero codes', () => {
    const rows = emptyInt8Rows(6);
    encodeRow(rows, 0, Float32Array.from([1, 2, 3]));
    const before = { ...rows, codes: undefined };
    encodeRow(rows, 1, new Float32Array(3));
    expect({ ...rows, codes: undefined }).toEqual(before);
    expect([...rows.codes.subarray(3)]).toEqual([0, 0, 0]);
    expect(encodeQuery(new Float32Array(3))).toBeNull();
  });

  it('matches the native kernel: its code distances agree with the exact code cosine within the tolerance', () => {
    const native = nativeCosineScan();
    if (!native) return expect(process.env.AGENT_MEMORY_NATIVE_SCAN).toBe('0');
    const random = seededRandom(77);
    const dimensions = 512;
    const queryVector = Float32Array.from({ length: dimensions }, () => random() * 2 - 1);
    const vectors = generated(random, dimensions, 400, queryVector);
    const rows = emptyInt8Rows(vectors.length * dimensions);
    vectors.forEach((vector, row) => encodeRow(rows, row, vector));
    const query = encodeQuery(queryVector);
    if (!query) throw new Error('a non-zero query must encode');
    const { keys, distances } = native(rows.codes, query.codes, dimensions, vectors.length);
    expect(keys.length).toBe(vectors.length);
    keys.forEach((key, index) => {
      const row = Number(key);
      const exact = codeCosine(query.codes, rows.codes.subarray(row * dimensions, (row + 1) * dimensions));
      expect(Math.abs(1 - (distances[index] as number) - exact)).toBeLessThan(1e-5);
    });
  });
});
