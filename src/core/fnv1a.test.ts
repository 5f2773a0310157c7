import { describe, expect, it } from 'vitest';
import { fnv1a32 } from './fnv1a.js';

describe('fnv1a32', () => {
  it('gives the published FNV-1a 32-bit values (partition clocks store buckets chosen by it)', () => {
    expect(fnv1a32('')).toBe(0x811c9dc5);
    expect(fnv1a32('a')).toBe(0xe40c292c);
    expect(fnv1a32('foobar')).toBe(0xbf9cf968);
  });

  it('hashes UTF-16 code units, so a Han key hashes as its units', () => {
    let hash = 0x811c9dc5;
    for (const unit of [0x4f60, 0x597d]) hash = Math.imul(hash ^ unit, 0x01000193) >>> 0;
    expect(fnv1a32('你好')).toBe(hash);
  });
});
