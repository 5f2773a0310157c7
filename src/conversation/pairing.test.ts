import { describe, expect, it } from 'vitest';
import { pairMessages } from './pairing.js';
import type { ConversationMessage, NoticeKind } from './types.js';

let counter = 0;
function message(role: ConversationMessage['role'], content: string, notice: NoticeKind | null = null): ConversationMessage {
  counter += 1;
  return { id: `m${counter}`, role, content, notice, at: `2026-01-01T00:00:${String(counter % 60).padStart(2, '0')}.000Z` };
}

describe('pairMessages', () => {
  it('pairs each question with the next real answer', () => {
    const result = pairMessages([message('user', 'q1'), message('assistant', 'a1'), message('user', 'q2'), message('assistant', 'a2')]);
    expect(result.pairs.map((pair) => [pair.question, pair.answer])).toEqual([
      ['q1', 'a1'],
      ['q2', 'a2'],
    ]);
    expect(result.unpaired).toEqual([]);
  });

  it('never pairs rate-limit, fallback, error or system notices, and reports them', () => {
    const result = pairMessages([
      message('user', 'q1'),
      message('assistant', '请求过于频繁，请稍后再试', 'rate-limit'),
      message('user', 'q2'),
      message('assistant', 'AI 暂时不可用，这是默认回复', 'fallback'),
      message('assistant', 'Error: upstream timed out', 'error'),
      message('system', 'conversation restored'),
      message('assistant', 'a2'),
    ]);
    expect(result.pairs.map((pair) => [pair.question, pair.answer])).toEqual([['q2', 'a2']]);
    const reasons = result.unpaired.map((entry) => [entry.message.content, entry.reason]);
    expect(reasons).toContainEqual(['请求过于频繁，请稍后再试', 'notice']);
    expect(reasons).toContainEqual(['AI 暂时不可用，这是默认回复', 'notice']);
    expect(reasons).toContainEqual(['Error: upstream timed out', 'notice']);
    expect(reasons).toContainEqual(['conversation restored', 'notice']);
    // q1 only ever got a rate-limit text, so it is an unanswered question.
    expect(reasons).toContainEqual(['q1', 'unanswered']);
    expect(result.pairs.flatMap((pair) => [pair.question, pair.answer]).join(' ')).not.toMatch(/频繁|默认回复|Error|restored/);
  });

  it('drops an answer with no question and a trailing question with no answer', () => {
    const result = pairMessages([message('assistant', 'hello there'), message('user', 'q1'), message('assistant', 'a1'), message('user', 'q2')]);
    expect(result.pairs).toHaveLength(1);
    expect(result.unpaired.map((entry) => entry.reason)).toEqual(['answer-without-question', 'unanswered']);
  });

  it('keeps the newest 5 pairs by default and reports the older ones', () => {
    const messages = Array.from({ length: 7 }, (_, index) => [message('user', `q${index + 1}`), message('assistant', `a${index + 1}`)]).flat();
    const result = pairMessages(messages);
    expect(result.pairs.map((pair) => pair.question)).toEqual(['q3', 'q4', 'q5', 'q6', 'q7']);
    expect(result.olderPairs.map((pair) => pair.question)).toEqual(['q1', 'q2']);
    expect(pairMessages(messages, 2).pairs.map((pair) => pair.question)).toEqual(['q6', 'q7']);
  });
});
