import { caughtMemoryError } from '../testing/memory-error.js';
import { describe, expect, it } from 'vitest';
import type { TurnInput } from '../core/types.js';
import { createTestEngine } from '../testing/engine-fixtures.js';
import { writeStatus } from './jobs.js';
import { processTurn } from './process-turn.js';

function turn(user: string, overrides: Partial<TurnInput> = {}): TurnInput {
  return { userId: 'u1', sessionId: 's1', turnId: '1', user, time: '2026-01-05T10:00:00+08:00', ...overrides };
}

describe('processTurn without an LLM', () => {
  it('writes nothing for filler', async () => {
    const { engine } = createTestEngine();
    for (const text of ['嗯', '好的', '哈哈', 'ok', 'thanks']) {
      const report = await processTurn(engine, turn(text));
      expect(report).toMatchObject({ status: 'done', filler: true, extractor: 'none', created: [] });
    }
    expect((await engine.getAll({ userId: 'u1', statuses: ['active', 'archived'] })).total).toBe(0);
  });

  it('writes one standalone memory per fact, in the user\'s language, with evidence and the user\'s scope', async () => {
    const { engine } = createTestEngine();
    const report = await processTurn(engine, turn('我住在杭州。以后回复都用中文', { sessionId: 'chat-9', turnId: '4', agentId: 'helper' }));
    expect(report.evidenceId).toBe('chat-9:4');
    expect(report.created.map((record) => [record.kind, record.text])).toEqual([
      ['semantic', '用户住在杭州。'],
      ['procedural', '用户要求：回复都用中文。'],
    ]);
    for (const record of report.created) {
      expect(record.evidence).toEqual(['chat-9:4']);
      expect(record.scope).toEqual({ userId: 'u1', agentId: 'helper' });
      expect(record.source).toMatchObject({ sessionId: 'chat-9', messageIds: ['chat-9:4'] });
      expect(record.metadata.layer).toBe('long-term');
      expect(record.validFrom).toBe('2026-01-05T02:00:00.000Z');
    }
  });

  it('keeps a turn id that already names its session ("s1:3")', async () => {
    const { engine } = createTestEngine();
    const report = await processTurn(engine, turn('我住在杭州', { turnId: 's1:3' }));
    expect(report.created[0]?.evidence).toEqual(['s1:3']);
  });

  it('merges a restatement into the existing memory: evidence added, access and importance bumped, no second copy', async () => {
    const { engine } = createTestEngine();
    const first = await processTurn(engine, turn('我喜欢简约风格'));
    const original = first.created[0];
    const second = await processTurn(engine, turn('我喜欢简约风格', { sessionId: 's2', turnId: '8', time: '2026-02-01T10:00:00+08:00' }));
    expect(second.created).toEqual([]);
    expect(second.merged).toHaveLength(1);
    const merged = await engine.get(original?.id ?? '');
    expect(merged.evidence).toEqual(['s1:1', 's2:8']);
    expect(merged.accessCount).toBe(1);
    expect(merged.importance).toBeGreaterThan(original?.importance ?? 1);
    expect((await engine.getAll({ userId: 'u1' })).total).toBe(1);
    expect((await engine.history(merged.id)).map((entry) => entry.event)).toEqual(['create', 'merge']);
  });

  it('changes nothing when the same turn is processed twice', async () => {
    const { engine } = createTestEngine();
    await processTurn(engine, turn('我喜欢简约风格'));
    const before = await engine.getAll({ userId: 'u1' });
    const again = await processTurn(engine, turn('我喜欢简约风格'));
    expect(again.created).toEqual([]);
    expect(again.merged).toEqual([]);
    expect(await engine.getAll({ userId: 'u1' })).toEqual(before);
  });

  it('supersedes a contradicted fact and keeps it in the store and in history', async () => {
    const { engine } = createTestEngine();
    const old = (await processTurn(engine, turn('我住在上海'))).created[0];
    const report = await processTurn(engine, turn('我从上海搬到深圳了', { sessionId: 's2', turnId: '3', time: '2026-02-10T09:00:00+08:00' }));
    const current = report.created[0];
    expect(current?.text).toBe('用户从上海搬到深圳了。');
    expect(report.superseded).toHaveLength(1);
    expect(report.superseded[0]).toMatchObject({ by: current?.id, slot: 'user|residence' });
    const closed = await engine.get(old?.id ?? '');
    expect(closed).toMatchObject({ status: 'active', validTo: '2026-02-10T01:00:00.000Z', supersededBy: current?.id });
    expect((await engine.history(closed.id)).map((entry) => entry.event)).toEqual(['create', 'supersede']);
    expect((await engine.getAll({ userId: 'u1' })).total).toBe(2);
  });

  it('narrows, not closes, a fact whose other slots still hold: a shellfish allergy gone leaves the peanut allergy current', async () => {
    for (const [first, change] of [
      ["I'm allergic to peanuts and shellfish", "Good news, I'm not allergic to shellfish anymore"],
      ['我对花生和海鲜过敏', '好消息，我现在对海鲜不过敏了'],
    ] as const) {
      const { engine } = createTestEngine();
      const both = (await processTurn(engine, turn(first))).created[0];
      expect(both?.metadata.slotKeys).toEqual(expect.arrayContaining(['user|allergy:peanut', 'user|allergy:seafood']));
      const report = await processTurn(engine, turn(change, { sessionId: 's2', turnId: '2', time: '2026-02-10T09:00:00+08:00' }));
      const later = report.created[0];
      // Neither the fact nor the turn that said it is closed: both still say the peanut allergy.
      expect(report.superseded).toEqual([]);
      expect(report.narrowed).toEqual([expect.objectContaining({ by: later?.id, slot: 'user|allergy:seafood' })]);
      const kept = await engine.get(both?.id ?? '');
      expect(kept).toMatchObject({ validTo: null, supersededBy: null, metadata: expect.objectContaining({ changedSlots: ['user|allergy:seafood'] }) });
      expect((await engine.history(kept.id)).map((entry) => entry.event)).toEqual(['create', 'update']);
      if (first.startsWith('I')) {
        // The last value changing too closes it: nothing of it holds any more.
        const last = await processTurn(engine, turn("I'm not allergic to peanuts anymore either", { sessionId: 's3', turnId: '3', time: '2026-03-10T09:00:00+08:00' }));
        expect(last.superseded.map(({ memory }) => memory.id)).toContain(both?.id);
        expect(await engine.get(both?.id ?? '')).toMatchObject({ validTo: '2026-03-10T01:00:00.000Z' });
      }
    }
    // A memory whose other slot is another attribute describes one state, which the change ends whole.
    const { engine } = createTestEngine();
    const job = (await processTurn(engine, turn('我在美团做产品经理，负责外卖这块'))).created[0];
    expect(job?.metadata.slotKeys).toEqual(expect.arrayContaining(['user|workplace', 'user|occupation']));
    const moved = await processTurn(engine, turn('跳槽了，去了字节，还是干产品', { sessionId: 's2', turnId: '2', time: '2026-02-10T09:00:00+08:00' }));
    expect(moved.superseded.map(({ memory }) => memory.id)).toContain(job?.id);
    expect(moved.narrowed).toEqual([]);
  });

  it('supersedes "我不喝咖啡" with "最近开始喝手冲了", but not with the wife\'s coffee habit', async () => {
    const { engine } = createTestEngine();
    const old = (await processTurn(engine, turn('我不喝咖啡，一喝就心慌手抖'))).created[0];
    const wife = await processTurn(engine, turn('我老婆特别爱喝拿铁', { turnId: '2', time: '2026-01-20T14:00:00+08:00' }));
    expect(wife.superseded).toEqual([]);
    const update = await processTurn(engine, turn('跟你说，我最近开始喝手冲了，浅烘的耶加雪菲', { turnId: '3', time: '2026-02-26T07:50:00+08:00' }));
    expect(update.created[0]?.text).toBe('用户2026年2月26日前后开始喝手冲了，浅烘的耶加雪菲。');
    expect(update.superseded.map((entry) => entry.memory.id)).toEqual([old?.id]);
    expect((await engine.get(wife.created[0]?.id ?? '')).validTo).toBeNull();
  });

  it('keeps a changed habit worded without a preference verb ("戒啤酒了，改喝气泡水") and supersedes the old one through its slot', async () => {
    const { engine } = createTestEngine();
    const old = (await processTurn(engine, turn('周末我喜欢喝点啤酒'))).created[0];
    const update = await processTurn(engine, turn('最近戒啤酒了，周末改喝气泡水', { turnId: '2', time: '2026-03-01T20:00:00+08:00' }));
    expect(update.created.map((record) => record.metadata.category)).toEqual(['preference']);
    expect(update.superseded.map((entry) => entry.memory.id)).toEqual([old?.id]);
  });

  it('keeps the newer fact current when an older turn arrives late', async () => {
    const { engine } = createTestEngine();
    const newer = (await processTurn(engine, turn('我从上海搬到深圳了', { time: '2026-02-10T09:00:00+08:00' }))).created[0];
    const late = await processTurn(engine, turn('我住在上海', { turnId: '0', time: '2026-01-05T10:00:00+08:00' }));
    expect(late.superseded).toEqual([]);
    expect(late.created[0]).toMatchObject({ validTo: newer?.validFrom, supersededBy: newer?.id });
    expect((await engine.get(newer?.id ?? '')).validTo).toBeNull();
  });

  it('compares when facts began as instants when a stored time carries an offset', async () => {
    const { slots = null, slotKeys = null } = (await processTurn(createTestEngine().engine, turn('我住在上海'))).created[0]?.metadata ?? {};
    expect(slotKeys).toEqual(expect.arrayContaining([expect.any(String)]));
    const { engine } = createTestEngine();
    // 18:00 at +08:00 is 10:00 UTC, before the move at 12:00 UTC, though its text sorts after it.
    const holder = await engine.add({ userId: 'u1', text: '我住在上海', metadata: { slots, slotKeys }, validFrom: '2026-01-05T18:00:00+08:00' });
    const move = await processTurn(engine, turn('我从上海搬到深圳了', { turnId: '2', time: '2026-01-05T12:00:00Z' }));
    expect(move.superseded.map((entry) => entry.memory.id)).toEqual([holder.id]);
  });

  it('never lets one user\'s fact supersede another\'s', async () => {
    const { engine } = createTestEngine();
    const first = (await processTurn(engine, turn('我住在上海'))).created[0];
    const other = await processTurn(engine, turn('我住在深圳', { userId: 'u2', time: '2026-02-01T10:00:00+08:00' }));
    expect(other.superseded).toEqual([]);
    expect((await engine.get(first?.id ?? '')).validTo).toBeNull();
  });

  it('writes one memory when two turns saying the same thing race', async () => {
    const { engine } = createTestEngine();
    await Promise.all([processTurn(engine, turn('我喜欢简约风格')), processTurn(engine, turn('我喜欢简约风格', { sessionId: 's2' }))]);
    const page = await engine.getAll({ userId: 'u1' });
    expect(page.total).toBe(1);
    expect(page.items[0]?.evidence.sort()).toEqual(['s1:1', 's2:1']);
  });

  it('refuses bad input with a coded error and leaves the store unchanged', async () => {
    const { engine } = createTestEngine();
    await processTurn(engine, turn('我住在杭州'));
    const before = await engine.getAll({ userId: 'u1' });
    expect((await caughtMemoryError(processTurn(engine, { ...turn('我住在上海'), userId: '' }))).code).toBe('INVALID_INPUT');
    expect((await caughtMemoryError(processTurn(engine, turn('   ')))).code).toBe('INVALID_INPUT');
    expect((await caughtMemoryError(processTurn(engine, turn('我住在上海', { time: 'yesterday' })))).code).toBe('INVALID_INPUT');
    expect((await caughtMemoryError(processTurn(engine, turn('我'.repeat(20_000))))).code).toBe('TEXT_TOO_LONG');
    expect(await engine.getAll({ userId: 'u1' })).toEqual(before);
  });

  it('reports a synchronous write as done through writeStatus, confined to the tenant', async () => {
    const { engine } = createTestEngine();
    const report = await processTurn(engine, turn('我住在杭州'));
    expect(await writeStatus(engine, report.id)).toMatchObject({ status: 'done', created: [{ text: '用户住在杭州。' }] });
    await expect(writeStatus(engine.forTenant('other'), report.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(writeStatus(engine, 'no-such-job')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
