import { afterEach, describe, expect, it } from 'vitest';
import { manualClock } from '../core/clock.js';
import { caughtMemoryError } from '../testing/memory-error.js';
import { ConversationHistory } from './conversation-history.js';
import type { ConversationStore } from './conversation-store.js';
import { manualScheduler } from './scheduler.js';

/**
 * The conversation-store contract: every adapter (in-memory, SQLite, Postgres) runs these cases
 * through `ConversationHistory`. Test files call it with a factory for a fresh, empty store.
 */
const START = '2026-03-02T09:00:00.000Z';
const MINUTE = 60_000;

async function expectCode(promise: Promise<unknown>, code: string): Promise<void> {
  expect((await caughtMemoryError(promise)).code).toBe(code);
}

export function conversationStoreContract(name: string, makeStore: () => Promise<ConversationStore>): void {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    while (cleanups.length > 0) await cleanups.pop()?.();
  });
describe(`ConversationHistory on the ${name} store`, () => {
  async function setup(options: Parameters<typeof ConversationHistory.create>[2] = {}) {
    const clock = manualClock(START);
    const scheduler = manualScheduler(clock);
    const history = ConversationHistory.create(await makeStore(), clock, { scheduler, ...options });
    cleanups.push(() => history.stopSweeper());
    return { clock, scheduler, history };
  }

  it('keeps messages in order and caps them at 20 by default', async () => {
    const { history } = await setup();
    for (let index = 1; index <= 13; index += 1) {
      await history.append('conv_000000000001', [
        { role: 'user', content: `q${index}` },
        { role: 'assistant', content: `a${index}` },
      ]);
    }
    const messages = await history.messages('conv_000000000001');
    expect(messages).toHaveLength(20);
    expect(messages[0]?.content).toBe('q4');
    expect(messages.at(-1)?.content).toBe('a13');
  });

  it('honours a configured cap', async () => {
    const { history } = await setup({ maxMessages: 3 });
    await history.append('c1', ['one', 'two', 'three', 'four'].map((content) => ({ role: 'user' as const, content })));
    expect((await history.messages('c1')).map((message) => message.content)).toEqual(['two', 'three', 'four']);
  });

  it('marks notices, never pairs them, and gives the model the last 5 real pairs', async () => {
    const { history } = await setup();
    for (let index = 1; index <= 6; index += 1) {
      await history.append('c1', [
        { role: 'user', content: `q${index}` },
        { role: 'assistant', content: `a${index}` },
      ]);
    }
    await history.append('c1', [
      { role: 'user', content: 'q7' },
      { role: 'assistant', content: 'Too many requests, try again in a minute', notice: 'rate-limit' },
      { role: 'system', content: 'model unavailable, showing a cached answer' },
    ]);
    const stored = await history.messages('c1');
    expect(stored.at(-1)?.notice).toBe('system');
    expect(stored.at(-2)?.notice).toBe('rate-limit');
    const { pairs, unpaired } = await history.pairs('c1');
    expect(pairs.map((pair) => pair.question)).toEqual(['q2', 'q3', 'q4', 'q5', 'q6']);
    expect(unpaired.map((entry) => entry.reason)).toEqual(['notice', 'notice', 'unanswered']);
  });

  it('expires a conversation after 30 idle minutes on read, even before any sweep', async () => {
    const { clock, history } = await setup();
    await history.append('c1', { role: 'user', content: 'hello' });
    clock.advance(29 * MINUTE);
    expect(await history.messages('c1')).toHaveLength(1);
    await history.append('c1', { role: 'assistant', content: 'hi' });
    clock.advance(29 * MINUTE);
    // Activity 29 minutes ago keeps it alive.
    expect(await history.messages('c1')).toHaveLength(2);
    clock.advance(MINUTE);
    expect(await history.get('c1')).toBeNull();
    await history.append('c1', { role: 'user', content: 'a fresh start' });
    expect((await history.messages('c1')).map((message) => message.content)).toEqual(['a fresh start']);
  });

  it('sweeps idle conversations every 5 minutes, driven by the injected clock', async () => {
    const expiredIds: string[][] = [];
    const { clock, scheduler, history } = await setup({ onExpire: (expired) => void expiredIds.push(expired.map((entry) => entry.id)) });
    await history.append('old', { role: 'user', content: 'first' });
    clock.advance(20 * MINUTE);
    await history.append('new', { role: 'user', content: 'second' });
    history.startSweeper();
    expect(history.sweeperRunning).toBe(true);
    await scheduler.advance(5 * MINUTE); // t=25: nothing idle for 30 minutes yet
    expect(expiredIds).toEqual([]);
    await scheduler.advance(5 * MINUTE); // t=30: "old" idle for 30 minutes
    expect(expiredIds).toEqual([['old']]);
    await scheduler.advance(15 * MINUTE); // t=45: "new" idle for 25 minutes
    expect(expiredIds).toEqual([['old']]);
    await scheduler.advance(5 * MINUTE); // t=50: "new" idle for 30 minutes
    expect(expiredIds).toEqual([['old'], ['new']]);
  });

  it('stops cleanly: no sweep after stop, and stop waits for a sweep in flight', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const events: string[] = [];
    const { clock, scheduler, history } = await setup({
      sweepIntervalMs: MINUTE,
      onExpire: async () => {
        events.push('expire-start');
        await gate;
        events.push('expire-end');
      },
    });
    await history.append('c1', { role: 'user', content: 'hello' });
    clock.advance(30 * MINUTE);
    history.startSweeper();
    const advancing = scheduler.advance(MINUTE);
    await Promise.resolve();
    const stopping = history.stopSweeper().then(() => events.push('stopped'));
    release();
    await Promise.all([advancing, stopping]);
    expect(events).toEqual(['expire-start', 'expire-end', 'stopped']);
    expect(history.sweeperRunning).toBe(false);
    expect(scheduler.active).toBe(0);
    await history.append('c2', { role: 'user', content: 'later' });
    await scheduler.advance(60 * MINUTE);
    expect(events).toEqual(['expire-start', 'expire-end', 'stopped']);
  });

  it('keeps tenants and owners apart', async () => {
    const { history } = await setup();
    await history.append('shared-id', { role: 'user', content: 'tenant a' }, { userId: 'alice' });
    const other = history.forTenant('tenant-b');
    expect(await other.get('shared-id')).toBeNull();
    await expectCode(history.append('shared-id', { role: 'user', content: 'intruder' }, { userId: 'mallory' }), 'FORBIDDEN');
    await expectCode(history.messages('shared-id', { userId: 'mallory' }), 'FORBIDDEN');
    expect((await history.messages('shared-id', { userId: 'alice' })).map((message) => message.content)).toEqual(['tenant a']);
  });

  it('refuses bad messages and leaves the history unchanged', async () => {
    const { history } = await setup();
    await history.append('c1', { role: 'user', content: 'kept' });
    await expectCode(history.append('c1', { role: 'user', content: '   ' }), 'INVALID_INPUT');
    await expectCode(history.append('c1', [{ role: 'user', content: 'ok' }, { role: 'robot' as 'user', content: 'bad role' }]), 'INVALID_INPUT');
    await expectCode(history.append('c1', { role: 'user', content: 'x', notice: 'weird' as 'error' }), 'INVALID_INPUT');
    await expectCode(history.append('bad id!', { role: 'user', content: 'x' }), 'INVALID_INPUT');
    expect((await history.messages('c1')).map((message) => message.content)).toEqual(['kept']);
  });
});
}
