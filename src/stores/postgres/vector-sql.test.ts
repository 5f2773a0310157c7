import { describe, expect, it } from 'vitest';
import { vectorBinary, vectorFromBytes } from './vector-sql.js';

/** The bytes a vector is read back as are pgvector's binary form, the same the store writes (vector_recv / vector_send). */
describe('vectorFromBytes', () => {
  it('gives back every float32 bit for bit, extremes included', () => {
    const vector = Float32Array.from([0, -0, 1, -1.5, 3.4028234663852886e38, 1.401298464324817e-45, 0.1, Math.fround(Math.PI)]);
    const decoded = vectorFromBytes(vectorBinary(vector));
    expect([...decoded].map((value) => Object.is(value, -0) ? '-0' : value)).toEqual([...vector].map((value) => Object.is(value, -0) ? '-0' : value));
    expect(vectorFromBytes(vectorBinary(new Float32Array(0)))).toEqual(new Float32Array(0));
  });

  it('decodes bytes that start anywhere in a larger buffer (node-pg slices its buffers)', () => {
    const vector = Float32Array.from({ length: 512 }, (_unused, index) => Math.fround(Math.sin(index)));
    const shifted = Buffer.concat([Buffer.from([9, 9, 9]), vectorBinary(vector)]).subarray(3);
    expect(vectorFromBytes(shifted)).toEqual(vector);
  });

  it('refuses bytes whose length disagrees with their dimension count', () => {
    const bytes = vectorBinary(Float32Array.from([1, 2, 3]));
    expect(() => vectorFromBytes(bytes.subarray(0, bytes.length - 1))).toThrow(expect.objectContaining({ code: 'STORE_ERROR' }));
    expect(() => vectorFromBytes(Buffer.alloc(2))).toThrow(expect.objectContaining({ code: 'STORE_ERROR' }));
  });
});
