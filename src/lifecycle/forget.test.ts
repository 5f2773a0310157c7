import { describe, expect, it } from 'vitest';
import type { MemoryEngine } from '../core/engine.js';
import { createTestEngine } from '../testing/engine-fixtures.js';
import { forget, restore } from './forget.js';

async function seeded() {
  const fixture = createTestEngine();
  const { engine } = fixture;
  await engine.add({ id: 'job-1', userId: 'u1', text: '用户以前在字节跳动做后端开发' });
  await engine.add({ id: 'job-2', userId: 'u1', text: '用户在字节跳动的工号是 30417' });
  await engine.add({ id: 'cat', userId: 'u1', text: '用户的猫叫豆包，是只橘猫' });
  await engine.add({ id: 'other', userId: 'u2', text: '用户在字节跳动做产品经理' });
  return fixture;
}

const statuses = async (engine: MemoryEngine) =>
  Object.fromEntries((await engine.getAll({ statuses: ['active', 'archived'], limit: 100, tenantWide: true })).items.map((record) => [record.id, record.status]));

describe('forget', () => {
  it('archives one memory by id; restore brings it back', async () => {
    const { engine } = await seeded();
    const report = await forget(engine, { userId: 'u1', id: 'cat' });
    expect(report.archived.map((record) => record.id)).toEqual(['cat']);
    expect((await engine.get('cat')).status).toBe('archived');
    expect((await engine.history('cat')).map((entry) => [entry.event, entry.actor])).toEqual([
      ['create', null],
      ['archive', 'forget'],
    ]);
    const back = await restore(engine, { userId: 'u1', id: 'cat' });
    expect(back.status).toBe('active');
    expect(back.metadata).toEqual({});
    await expect(restore(engine, { userId: 'u1', id: 'cat' })).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('previews what a query matches without changing anything, then archives it on confirm', async () => {
    const { engine } = await seeded();
    const before = await statuses(engine);
    const preview = await forget(engine, { userId: 'u1', query: '字节跳动', threshold: 0.05 });
    expect(preview.preview).toBe(true);
    expect(preview.matches.map((match) => match.id).sort()).toEqual(['job-1', 'job-2']);
    expect(await statuses(engine)).toEqual(before);
    expect((await engine.get('job-1')).accessCount).toBe(0);

    const done = await forget(engine, { userId: 'u1', query: '字节跳动', threshold: 0.05, confirm: true });
    expect(done.archived.map((record) => record.id).sort()).toEqual(['job-1', 'job-2']);
    expect(await statuses(engine)).toEqual({ ...before, 'job-1': 'archived', 'job-2': 'archived' });
  });

  it('archives exactly the ids a preview showed', async () => {
    const { engine } = await seeded();
    const report = await forget(engine, { userId: 'u1', ids: ['job-2'] });
    expect(report.archived.map((record) => record.id)).toEqual(['job-2']);
    expect((await engine.get('job-1')).status).toBe('active');
  });

  it('needs a user or agent for anything that can touch more than one memory', async () => {
    const { engine } = await seeded();
    const before = await statuses(engine);
    await expect(forget(engine, { query: '字节跳动', confirm: true })).rejects.toMatchObject({ code: 'SCOPE_REQUIRED' });
    await expect(forget(engine, { ids: ['job-1'] })).rejects.toMatchObject({ code: 'SCOPE_REQUIRED' });
    expect(await statuses(engine)).toEqual(before);
  });

  it("never touches another user's memory, and refuses malformed requests", async () => {
    const { engine } = await seeded();
    await expect(forget(engine, { userId: 'u1', id: 'other' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(forget(engine, { userId: 'u1', ids: ['job-1', 'other'] })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(forget(engine, { userId: 'u1', id: 'cat', query: '猫' })).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    await expect(forget(engine, { userId: 'u1' })).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    expect((await engine.get('other')).status).toBe('active');
    expect((await engine.get('job-1')).status).toBe('active');
  });
});
