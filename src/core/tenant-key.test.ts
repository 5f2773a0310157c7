import { describe, expect, it } from 'vitest';
import { HashEmbedder } from '../embedders/hash/hash-embedder.js';
import { InMemoryStore } from '../stores/in-memory/in-memory-store.js';
import { createTestEngine } from '../testing/engine-fixtures.js';
import { MemoryEngine } from './engine.js';
import { checkTenantId, tenantKey, tenantKeyPrefix } from './tenant-key.js';

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

describe('checkTenantId', () => {
  it('refuses an empty, overlong or control-character tenant id with a typed error, and keeps any other', () => {
    for (const bad of ['', 'a\u0000b', 'tab\there', 'x'.repeat(257)]) {
      expect(() => checkTenantId(bad), JSON.stringify(bad)).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
    }
    for (const good of ['acme', 'acme:prod', '租户一', 'x'.repeat(256)]) expect(checkTenantId(good)).toBe(good);
  });

  it('guards the engine: a NUL tenant id cannot open a view that would share keys with another tenant', () => {
    const { engine } = createTestEngine();
    expect(() => engine.forTenant('a\u0000b')).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
    expect(() => new MemoryEngine({ store: new InMemoryStore(), embedder: new HashEmbedder(64), tenantId: 'a\u0000' })).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
    expect(engine.forTenant('acme').tenantId).toBe('acme');
  });
});
