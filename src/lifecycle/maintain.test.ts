import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemoryEngine } from '../core/engine.js';
import type { MemoryRecord } from '../core/types.js';
import { createTestEngine } from '../testing/engine-fixtures.js';
import { effectiveImportance } from './decay.js';
import { restore } from './forget.js';
import { maintain } from './maintain.js';
import { scheduleMaintenance } from './scheduler.js';

const DAY = 86_400_000;

async function everything(engine: MemoryEngine): Promise<MemoryRecord[]> {
  return (await engine.getAll({ statuses: ['active', 'archived'], limit: 1000, tenantWide: true })).items.sort((left, right) => left.id.localeCompare(right.id));
}

/** Four memories made on 1 January; then 100 days pass and one more is made. */
async function seeded() {
  const fixture = createTestEngine({ start: '2026-01-01T00:00:00.000Z' });
  const { engine, clock } = fixture;
  await engine.add({ id: 'trivia', userId: 'u1', text: '用户看过一部叫星际穿越的电影', importance: 0.2 });
  await engine.add({ id: 'allergy', userId: 'u1', text: '用户对花生过敏', importance: 0.9 });
  await engine.add({ id: 'used', userId: 'u1', text: '用户的猫叫豆包', importance: 0.2 });
  await engine.add({ id: 'other-user', userId: 'u2', text: '用户看过一部叫盗梦空间的电影', importance: 0.2 });
  clock.advance(100 * DAY);
  await engine.add({ id: 'fresh', userId: 'u1', text: '用户刚换了新手机', importance: 0.2 });
  // Recalled today: an accessed memory is not stale, however old.
  expect((await engine.search({ userId: 'u1', query: '猫叫豆包', threshold: 0 })).map((result) => result.id)).toContain('used');
  return fixture;
}

describe('access tracking', () => {
  it('search bumps accessCount and lastAccessedAt of what it returns', async () => {
    const { engine, clock } = createTestEngine();
    await engine.add({ id: 'm1', userId: 'u1', text: '用户的猫叫豆包' });
    clock.advance(DAY);
    await engine.search({ userId: 'u1', query: '豆包', threshold: 0 });
    const record = await engine.get('m1');
    expect(record.accessCount).toBe(1);
    expect(record.lastAccessedAt).toBe('2026-01-02T00:00:00.000Z');
  });
});

describe('effectiveImportance', () => {
  it('halves every half-life without access, and access resets the clock', () => {
    const record = { importance: 0.8, createdAt: '2026-01-01T00:00:00.000Z', lastAccessedAt: null } as MemoryRecord;
    expect(effectiveImportance(record, new Date('2026-01-01T00:00:00Z'), 30)).toBeCloseTo(0.8);
    expect(effectiveImportance(record, new Date('2026-01-31T00:00:00Z'), 30)).toBeCloseTo(0.4);
    expect(effectiveImportance(record, new Date('2026-03-02T00:00:00Z'), 30)).toBeCloseTo(0.2);
    expect(effectiveImportance({ ...record, lastAccessedAt: '2026-03-01T00:00:00.000Z' }, new Date('2026-03-02T00:00:00Z'), 30)).toBeGreaterThan(0.78);
  });
});

describe('maintain', () => {
  it('lists in a dry run what it would archive, and changes nothing', async () => {
    const { engine } = await seeded();
    const before = await everything(engine);
    const report = await maintain(engine, { dryRun: true });
    expect(report.dryRun).toBe(true);
    expect(report.archived.map((item) => item.id).sort()).toEqual(['other-user', 'trivia']);
    expect(report.archived[0]?.effectiveImportance).toBeLessThan(0.3);
    expect(await everything(engine)).toEqual(before);
    expect((await engine.history('trivia')).map((entry) => entry.event)).toEqual(['create']);
  });

  it('archives old, unused, unimportant memories, keeping important, used and recent ones; restore brings one back', async () => {
    const { engine } = await seeded();
    const report = await maintain(engine, { userId: 'u1' });
    expect(report.archived.map((item) => item.id)).toEqual(['trivia']);
    const archived = await engine.get('trivia');
    expect(archived.status).toBe('archived');
    expect((await engine.history('trivia')).map((entry) => entry.event)).toEqual(['create', 'archive']);
    expect((await engine.get('other-user')).status).toBe('active');
    for (const id of ['allergy', 'used', 'fresh']) expect((await engine.get(id)).status).toBe('active');
    expect((await engine.search({ userId: 'u1', query: '星际穿越', threshold: 0 })).map((result) => result.id)).not.toContain('trivia');

    await restore(engine, { userId: 'u1', id: 'trivia' });
    expect((await engine.get('trivia')).status).toBe('active');
    expect((await engine.search({ userId: 'u1', query: '星际穿越', threshold: 0 })).map((result) => result.id)).toContain('trivia');
  });

  it('purges archived memories after the grace period, and not before', async () => {
    const { engine, clock } = await seeded();
    await maintain(engine, { userId: 'u1' });
    clock.advance(10 * DAY);
    expect((await maintain(engine, { userId: 'u1' })).purged).toEqual([]);
    clock.advance(25 * DAY);
    const preview = await maintain(engine, { userId: 'u1', dryRun: true });
    expect(preview.purged.map((item) => item.id)).toEqual(['trivia']);
    expect(await engine.store.get(engine.tenantId, 'trivia')).not.toBeNull();
    expect((await maintain(engine, { userId: 'u1', purgeAfterDays: null })).purged).toEqual([]);
    const report = await maintain(engine, { userId: 'u1' });
    expect(report.purged.map((item) => item.id)).toEqual(['trivia']);
    expect(await engine.store.get(engine.tenantId, 'trivia')).toBeNull();
    expect(await engine.store.hasTraces(engine.tenantId, ['trivia'])).toBe(false);
  });

  it('refuses bad options with a coded error', async () => {
    const { engine } = await seeded();
    await expect(maintain(engine, { archiveAfterDays: -1 })).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    await expect(maintain(engine, { archiveBelowImportance: 2 })).rejects.toMatchObject({ code: 'INVALID_INPUT' });
  });
});

describe('scheduleMaintenance', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs maintain on its interval until stopped', async () => {
    vi.useFakeTimers();
    const { engine } = await seeded();
    const reports: number[] = [];
    const schedule = scheduleMaintenance(engine, { intervalMs: 60_000, userId: 'u1', onReport: (report) => reports.push(report.archived.length) });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reports).toEqual([1]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reports).toEqual([1, 0]);
    schedule.stop();
    await vi.advanceTimersByTimeAsync(180_000);
    expect(reports).toEqual([1, 0]);
  });
});

describe('scheduleMaintenance across tenants', () => {
  it('maintains every tenant the server knows, each confined to its own records', async () => {
    const { engine, clock } = createTestEngine({ start: '2026-01-01T00:00:00.000Z' });
    const acme = engine.forTenant('acme');
    await engine.add({ id: 'default-old', userId: 'u1', text: '用户看过一部叫星际穿越的电影', importance: 0.2 });
    await acme.add({ id: 'acme-old', userId: 'u1', text: '用户看过一部叫盗梦空间的电影', importance: 0.2 });
    clock.advance(100 * DAY);
    const archived: string[][] = [];
    const schedule = scheduleMaintenance(engine, {
      tenants: async () => ['acme', 'default'],
      onReport: (report) => archived.push(report.archived.map((item) => item.id)),
    });
    await schedule.runNow();
    schedule.stop();
    expect(archived).toEqual([['default-old'], ['acme-old']]);
    expect((await acme.getAll({ userId: 'u1', statuses: ['archived'] })).items.map((record) => record.id)).toEqual(['acme-old']);
    expect((await engine.getAll({ userId: 'u1', statuses: ['archived'] })).items.map((record) => record.id)).toEqual(['default-old']);
  });
});
