import { afterEach, describe, expect, it } from 'vitest';
import { manualClock } from '../core/clock.js';
import { MemoryEngine } from '../core/engine.js';
import type { MemoryRecord } from '../core/types.js';
import { HashEmbedder } from '../embedders/hash/hash-embedder.js';
import { SqliteStore } from '../stores/sqlite/sqlite-store.js';
import { processTurn } from '../write/process-turn.js';
import { erase } from './erase.js';
import { forget } from './forget.js';
import { exportJsonl, importJsonl } from './portability.js';

const engines: MemoryEngine[] = [];
afterEach(async () => {
  for (const engine of engines.splice(0)) await engine.close();
});

function sqliteEngine(): MemoryEngine {
  const engine = new MemoryEngine({ store: new SqliteStore({ path: ':memory:' }), embedder: new HashEmbedder(64), clock: manualClock('2026-03-01T00:00:00.000Z') });
  engines.push(engine);
  return engine;
}

/** u1 has an archived memory, a superseded one and its successor; u2 has one memory. */
async function seeded(): Promise<MemoryEngine> {
  const engine = sqliteEngine();
  await processTurn(engine, { userId: 'u1', sessionId: 's1', turnId: '1', user: '我住在上海', time: '2026-01-05T10:00:00+08:00' });
  await processTurn(engine, { userId: 'u1', sessionId: 's2', turnId: '1', user: '我从上海搬到深圳了', time: '2026-02-05T10:00:00+08:00' });
  const cat = await engine.add({ userId: 'u1', text: '用户的猫叫豆包' });
  await forget(engine, { userId: 'u1', id: cat.id });
  await engine.add({ userId: 'u2', text: '用户住在北京' });
  return engine;
}

async function snapshot(engine: MemoryEngine, userId: string): Promise<{ record: MemoryRecord; history: string[] }[]> {
  const page = await engine.getAll({ userId, statuses: ['active', 'archived'], limit: 100 });
  const items = await Promise.all(page.items.map(async (record) => ({ record, history: (await engine.history(record.id)).map((entry) => `${entry.event}@${entry.at}`) })));
  return items.sort((left, right) => left.record.id.localeCompare(right.record.id));
}

describe('export and import', () => {
  it('exports a user as JSONL: header, every memory (archived too), their history', async () => {
    const engine = await seeded();
    const lines = (await exportJsonl(engine, { userId: 'u1' })).trim().split('\n').map((line) => JSON.parse(line) as { type: string; record?: MemoryRecord });
    expect(lines[0]).toMatchObject({ type: 'header', format: 'agent-memory/export', version: 1, scope: { userId: 'u1' } });
    const memories = lines.filter((line) => line.type === 'memory').map((line) => line.record as MemoryRecord);
    expect(memories.map((record) => record.status).sort()).toEqual(['active', 'active', 'archived']);
    expect(memories.every((record) => record.scope.userId === 'u1')).toBe(true);
    expect(lines.filter((line) => line.type === 'history')).toHaveLength(5);
  });

  it('round-trips into a fresh store: same records, same history, searchable again', async () => {
    const source = await seeded();
    const target = sqliteEngine();
    const report = await importJsonl(target, await exportJsonl(source, { userId: 'u1' }));
    expect(report).toEqual({ imported: 3, skipped: [], duplicates: [], history: 5 });
    expect(await snapshot(target, 'u1')).toEqual(await snapshot(source, 'u1'));
    const results = await target.search({ userId: 'u1', query: '深圳', threshold: 0 });
    expect(results.map((result) => result.text)).toContain('用户从上海搬到深圳了。');
    expect((await target.getAll({ userId: 'u2' })).total).toBe(0);
  });

  it('reports an id that appears twice in one file and imports it once', async () => {
    const source = await seeded();
    const lines = (await exportJsonl(source, { userId: 'u1' }, { history: false })).trim().split('\n');
    const firstMemory = lines.find((line) => line.includes('"type":"memory"')) as string;
    const target = sqliteEngine();
    const report = await importJsonl(target, [...lines, firstMemory].join('\n'));
    const id = (JSON.parse(firstMemory) as { record: MemoryRecord }).record.id;
    expect(report).toMatchObject({ imported: 3, skipped: [], duplicates: [id] });
    expect((await target.getAll({ userId: 'u1', statuses: ['active', 'archived'] })).total).toBe(3);
  });

  it('imports all or nothing: a create that loses a race to another writer leaves no partial import', async () => {
    const source = await seeded();
    const jsonl = await exportJsonl(source, { userId: 'u1' });
    const target = sqliteEngine();
    await target.init();
    const ids = jsonl.split('\n').filter((line) => line.includes('"type":"memory"')).map((line) => (JSON.parse(line) as { record: MemoryRecord }).record.id);
    // Another writer creates the last id after the import's pre-check ran but before its transaction.
    const write = target.store.write.bind(target.store);
    let raced = false;
    target.store.write = async (batch) => {
      if (!raced) {
        raced = true;
        await target.add({ id: ids.at(-1) as string, userId: 'u1', text: 'written by someone else' });
      }
      return write(batch);
    };
    await expect(importJsonl(target, jsonl)).rejects.toMatchObject({ code: 'CONFLICT' });
    target.store.write = write;
    const left = await target.getAll({ userId: 'u1', statuses: ['active', 'archived'] });
    expect(left.items.map((record) => record.text)).toEqual(['written by someone else']);
  });

  it('skips what is already there, or fails on it when asked', async () => {
    const engine = await seeded();
    const jsonl = await exportJsonl(engine, { userId: 'u1' });
    const again = await importJsonl(engine, jsonl);
    expect(again.imported).toBe(0);
    expect(again.skipped).toHaveLength(3);
    await expect(importJsonl(engine, jsonl, { onConflict: 'error' })).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('imports into another user when asked', async () => {
    const source = await seeded();
    const target = sqliteEngine();
    await importJsonl(target, await exportJsonl(source, { userId: 'u1' }), { userId: 'u9' });
    const page = await target.getAll({ userId: 'u9', statuses: ['active', 'archived'] });
    expect(page.total).toBe(3);
    const history = await target.history(page.items[0]?.id ?? '', { userId: 'u9' });
    expect(history.every((entry) => (entry.after ?? entry.before)?.scope.userId === 'u9')).toBe(true);
  });

  it('validates the whole file first: a bad line changes nothing', async () => {
    const source = await seeded();
    const target = sqliteEngine();
    const lines = (await exportJsonl(source, { userId: 'u1' })).trim().split('\n');
    const broken = [...lines.slice(0, 2), '{"type":"memory","record":{"id":"x"}}', ...lines.slice(2)].join('\n');
    await expect(importJsonl(target, broken)).rejects.toMatchObject({ code: 'INVALID_INPUT', details: { line: 3 } });
    await expect(importJsonl(target, `${lines[0]}\nnot json`)).rejects.toMatchObject({ code: 'INVALID_INPUT', details: { line: 2 } });
    const deep = `{"type":"memory","record":{"id":"deep","metadata":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}}`;
    await expect(importJsonl(target, `${lines[0]}\n${deep}`)).rejects.toMatchObject({ code: 'INVALID_INPUT', details: { line: 2 } });
    expect((await target.getAll({ userId: 'u1', statuses: ['active', 'archived'] })).total).toBe(0);
  });

  it('needs a user or agent to export', async () => {
    const engine = await seeded();
    await expect(exportJsonl(engine, {})).rejects.toMatchObject({ code: 'SCOPE_REQUIRED' });
  });
});

describe('erase (right to be forgotten)', () => {
  it('removes every memory of the user with vectors, keyword rows and history, and proves it', async () => {
    const engine = await seeded();
    const ids = (await engine.getAll({ userId: 'u1', statuses: ['active', 'archived'] })).items.map((record) => record.id);
    expect(await engine.store.hasTraces(engine.tenantId, ids)).toBe(true);
    const report = await erase(engine, { userId: 'u1' });
    expect(report).toEqual({ erased: 3, proof: { recordsLeft: 0, tracesLeft: false, checkedIds: 3 } });
    expect(await engine.store.hasTraces(engine.tenantId, ids)).toBe(false);
    const everyone = { tenantId: engine.tenantId, statuses: ['active' as const, 'archived' as const] };
    expect((await engine.store.keywordSearch(everyone, ['上海', '深圳', '豆包'], 10)).map((hit) => hit.id).filter((id) => ids.includes(id))).toEqual([]);
    const vector = (await engine.embedder.embed(['用户住在上海']))[0] as Float32Array;
    expect((await engine.store.vectorSearch(everyone, vector, 10)).map((hit) => hit.id).filter((id) => ids.includes(id))).toEqual([]);
    expect((await engine.getAll({ userId: 'u2' })).total).toBe(1);
  });

  it('also purges the history of memories the user deleted earlier', async () => {
    const engine = await seeded();
    const doomed = await engine.add({ userId: 'u1', text: '用户以前的密码提示是小狗的名字' });
    await engine.delete(doomed.id, { userId: 'u1' });
    expect((await engine.store.history(engine.tenantId, doomed.id)).length).toBe(2);
    const report = await erase(engine, { userId: 'u1' });
    expect(report.proof).toEqual({ recordsLeft: 0, tracesLeft: false, checkedIds: 4 });
    expect(await engine.store.history(engine.tenantId, doomed.id)).toEqual([]);
    expect(await engine.store.historyOwnedBy({ tenantId: engine.tenantId, userId: 'u1' })).toEqual([]);
    expect(await engine.store.historyOwnedBy({ tenantId: engine.tenantId, userId: 'u2' })).not.toEqual([]);
  });

  it('refuses without a user or agent, deleting nothing', async () => {
    const engine = await seeded();
    await expect(erase(engine, {})).rejects.toMatchObject({ code: 'SCOPE_REQUIRED' });
    expect((await engine.getAll({ userId: 'u1', statuses: ['active', 'archived'] })).total).toBe(3);
  });
});
