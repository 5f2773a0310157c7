import { describe, expect, it } from 'vitest';
import { createTestEngine } from '../testing/engine-fixtures.js';
import { feedback } from './feedback.js';

describe('feedback', () => {
  it('raises importance for useful and lowers it for not useful, within 0..1, with history', async () => {
    const { engine } = createTestEngine();
    await engine.add({ id: 'm1', userId: 'u1', text: '用户喜欢简约风格', importance: 0.5 });
    const useful = await feedback(engine, { userId: 'u1', id: 'm1', useful: true });
    expect(useful).toMatchObject({ importance: 0.6, accessCount: 1, metadata: { feedback: { useful: 1, notUseful: 0 } } });
    const notUseful = await feedback(engine, { userId: 'u1', id: 'm1', useful: false });
    expect(notUseful).toMatchObject({ importance: 0.45, metadata: { feedback: { useful: 1, notUseful: 1 } } });
    for (let index = 0; index < 5; index += 1) await feedback(engine, { userId: 'u1', id: 'm1', useful: false });
    expect((await engine.get('m1')).importance).toBe(0);
    expect((await engine.history('m1')).filter((entry) => entry.actor === 'feedback')).toHaveLength(7);
  });

  it("refuses another user's memory and bad input, changing nothing", async () => {
    const { engine } = createTestEngine();
    await engine.add({ id: 'm1', userId: 'u1', text: '用户喜欢简约风格', importance: 0.5 });
    await expect(feedback(engine, { userId: 'u2', id: 'm1', useful: true })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(feedback(engine, { userId: 'u1', id: 'm1' } as never)).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    expect((await engine.get('m1')).importance).toBe(0.5);
  });
});
