import { describe, expect, it } from 'vitest';
import { makeRecord, OTHER_TENANT, TENANT } from './contract/fixtures.js';
import { PendingAccess } from './pending-access.js';

describe('PendingAccess', () => {
  const pending = (): PendingAccess => new PendingAccess(60_000, () => undefined);

  it('hands a shared record back as itself when nothing is pending, and a frozen copy carrying the bumps when something is', () => {
    const access = pending();
    const record = Object.freeze(makeRecord('a', { accessCount: 2 }));
    expect(access.withBumps(TENANT, record)).toBe(record);
    access.add(TENANT, ['a'], '2024-05-01T00:00:00.000Z');
    const bumped = access.withBumps(TENANT, record);
    expect(bumped).not.toBe(record);
    expect(Object.isFrozen(bumped)).toBe(true);
    expect(bumped.accessCount).toBe(3);
    expect(bumped.lastAccessedAt).toBe('2024-05-01T00:00:00.000Z');
    expect(record.accessCount).toBe(2);
  });

  it('keeps one copy for as long as the bumps and the record stay the same', () => {
    const access = pending();
    const record = Object.freeze(makeRecord('a'));
    access.add(TENANT, ['a'], '2024-05-01T00:00:00.000Z');
    const first = access.withBumps(TENANT, record);
    expect(access.withBumps(TENANT, record)).toBe(first);
    access.add(TENANT, ['a'], '2024-05-02T00:00:00.000Z');
    const second = access.withBumps(TENANT, record);
    expect(second).not.toBe(first);
    expect(second.accessCount).toBe(2);
    expect(second.lastAccessedAt).toBe('2024-05-02T00:00:00.000Z');
    // A record read again (another kept object for the same memory) gets its own copy.
    const reread = Object.freeze(makeRecord('a'));
    expect(access.withBumps(TENANT, reread)).not.toBe(second);
    expect(access.withBumps(TENANT, reread).accessCount).toBe(2);
  });

  it("keeps tenants' bumps apart, and a taken bump leaves nothing pending", () => {
    const access = pending();
    access.add(TENANT, ['a', 'a'], '2024-05-01T00:00:00.000Z');
    access.add(OTHER_TENANT, ['a'], '2024-05-03T00:00:00.000Z');
    expect(access.size).toBe(2);
    expect(access.withBumps(TENANT, makeRecord('a')).accessCount).toBe(2);
    expect(access.withBumps(OTHER_TENANT, makeRecord('a')).accessCount).toBe(1);
    const unbumped = makeRecord('b');
    expect(access.withBumps(OTHER_TENANT, unbumped)).toBe(unbumped);
    const taken = access.take();
    expect(taken.map((bump) => [bump.tenantId, bump.count]).sort()).toEqual([[TENANT, 2], [OTHER_TENANT, 1]]);
    expect(access.size).toBe(0);
    const record = makeRecord('a');
    expect(access.withBumps(TENANT, record)).toBe(record);
    access.restore(taken);
    access.add(TENANT, ['a'], '2024-05-04T00:00:00.000Z');
    expect(access.withBumps(TENANT, record).accessCount).toBe(3);
    expect(access.withBumps(TENANT, record).lastAccessedAt).toBe('2024-05-04T00:00:00.000Z');
  });
});
