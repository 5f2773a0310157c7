import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MemoryError } from '../../core/errors.js';
import { loadDataset, parseDataset } from './load-dataset.js';
import { normaliseEvidence, parseLocomoTime } from './locomo.js';

const fixture = (name: string): string => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));

describe('LoCoMo loader', () => {
  it('reads sessions at their time, one turn per dia_id, speaker and photo caption in the text', async () => {
    const dataset = await loadDataset(fixture('locomo-slice.json'));
    expect(dataset.format).toBe('locomo');
    expect(dataset.name).toBe('locomo-slice');
    const [conversation] = dataset.conversations;
    expect(conversation?.userId).toBe('conv-test');
    expect(conversation?.sessions.map((session) => [session.id, session.time, session.turns.length])).toEqual([
      ['D1', '2023-05-08T13:56:00.000Z', 4],
      ['D2', '2023-06-27T10:37:00.000Z', 3],
    ]);
    const photo = conversation?.sessions[0]?.turns[3];
    expect(photo).toMatchObject({ id: 'D1:4', speaker: 'Ben', index: 3 });
    expect(photo?.text).toBe('Ben: I have been training for a marathon in Lisbon. [shares a photo: a photo of running shoes on a track]');
  });

  it('scores categories 1-4, skips category 5 and questions whose evidence names no turn', async () => {
    const dataset = await loadDataset(fixture('locomo-slice.json'));
    expect(dataset.questions.map((question) => question.type)).toEqual(['category-1', 'category-2', 'category-4', 'category-3', 'category-2']);
    expect(dataset.skipped).toEqual({ 'category 5 (adversarial)': 1, 'no usable evidence': 1 });
    // "D2:2; D1:3" splits; "D:1:01" normalises to D1:1.
    expect(dataset.questions[3]?.evidence).toEqual(['D2:2', 'D1:3']);
    expect(dataset.questions[4]?.evidence).toEqual(['D1:1']);
    expect(dataset.questions[0]).toMatchObject({ userId: 'conv-test', time: '2023-06-27T10:37:00.000Z', stale: [], otherUser: null });
  });

  it('parses session times and repairs malformed evidence ids', () => {
    expect(parseLocomoTime('10:04 am on 1 January, 2024')).toBe('2024-01-01T10:04:00.000Z');
    expect(parseLocomoTime('12:30 pm on 3 March, 2023')).toBe('2023-03-03T12:30:00.000Z');
    expect(() => parseLocomoTime('yesterday')).toThrow(MemoryError);
    expect(normaliseEvidence(['D8:6; D9:17', 'D:11:26', 'D30:05', 'D', 'D1:18 D1:20'])).toEqual(['D8:6', 'D9:17', 'D11:26', 'D30:5', 'D1:18', 'D1:20']);
  });
});

describe('memory-dev loader', () => {
  it('reads cases as users with timed sessions and typed questions', async () => {
    const dataset = await loadDataset(fixture('memory-dev-slice.json'));
    expect(dataset.format).toBe('memory-dev');
    expect(dataset.name).toBe('memory-dev-slice');
    expect(dataset.conversations.map((conversation) => conversation.userId)).toEqual(['t01', 't02']);
    expect(dataset.conversations[0]?.sessions[0]?.turns[1]).toMatchObject({ id: 's1:2', role: 'assistant', speaker: 'assistant', index: 1 });
    expect(dataset.questions.map((question) => [question.id, question.type])).toEqual([
      ['tea-update/q1', 'update'],
      ['tea-update/q2', 'single-hop'],
      ['tea-update/q3', 'abstain'],
      ['cat-other/q1', 'single-hop'],
    ]);
    expect(dataset.questions[0]).toMatchObject({ stale: ['s1:1'], evidence: ['s2:1'], time: '2026-03-01T09:00:00+08:00' });
    expect(dataset.questions[1]?.otherUser).toBe('t02');
    expect(dataset.questions[2]?.evidence).toEqual([]);
  });

  it('refuses a question citing a turn its case does not have, and cases sharing a user', () => {
    const base = { cases: [{ id: 'c', user: 'u', sessions: [{ id: 's1', time: '2026-01-01T00:00:00Z', turns: [{ id: 's1:1', role: 'user', content: 'hi' }] }], questions: [{ id: 'q', query: 'x', evidence: ['s9:9'], type: 'single-hop' }] }] };
    expect(() => parseDataset(base, 'bad')).toThrow(/names turn s9:9/);
    const shared = { cases: [{ ...base.cases[0], questions: [] }, { ...base.cases[0], id: 'd', questions: [] }] };
    expect(() => parseDataset(shared, 'bad')).toThrow(/share user u/);
  });
});

describe('format detection', () => {
  it('rejects unknown shapes, bad JSON and missing files with a code', async () => {
    expect(() => parseDataset({ hello: 'world' }, 'x')).toThrow(/unknown dataset format/);
    expect(() => parseDataset([{ nope: true }], 'x')).toThrow(/not a LoCoMo file/);
    await expect(loadDataset(fixture('does-not-exist.json'))).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
