import { describe, expect, it } from 'vitest';
import { tenantKey, tenantKeyPrefix } from './tenant-key.js';

describe('tenantKey', () => {
  it('gives two tenants the same id under different keys', () => {
    expect(tenantKey('tenant-a', 'mem-1')).not.toBe(tenantKey('tenant-b', 'mem-1'));
    const keys = new Map([[tenantKey('tenant-a', 'mem-1'), 'a']]);
    expect(keys.get(tenantKey('tenant-b', 'mem-1'))).toBeUndefined();
  });

  it('keeps tenant and id apart where plain concatenation would join them', () => {
    // 'ab' + 'c' and 'a' + 'bc' are the same string without a separator.
    expect(tenantKey('ab', 'c')).not.toBe(tenantKey('a', 'bc'));
  });

  it('starts every key of a tenant with its prefix', () => {
    expect(tenantKey('tenant-a', 'mem-1').startsWith(tenantKeyPrefix('tenant-a'))).toBe(true);
    expect(tenantKey('tenant-a', '').startsWith(tenantKeyPrefix('tenant-a'))).toBe(true);
  });

  it('does not let a tenant whose id is a prefix of another reach that tenant\'s keys through its prefix', () => {
    const others = [tenantKey('ab', 'mem-1'), tenantKey('a.b', 'x'), tenantKey('a-', ''), tenantKey('abc', 'a')];
    for (const key of others) expect(key.startsWith(tenantKeyPrefix('a'))).toBe(false);
    expect(tenantKey('a', 'b\u0000c').startsWith(tenantKeyPrefix('a'))).toBe(true);
  });
});
