import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { manualClock } from '../core/clock.js';
import { Memory } from '../memory.js';
import { InMemoryStore } from '../stores/in-memory/in-memory-store.js';
import { loadDataset } from './datasets/load-dataset.js';
import { runEval } from './run-eval.js';
import { HashEmbedder } from '../embedders/hash/hash-embedder.js';
import { CachedEmbedder } from './embedding-cache.js';
import { exchangesOf, turnInputsOf } from './ingest.js';
import { createProgress } from './progress.js';
import type { QuestionDetail } from './question-details.js';
import { missesTable } from './report-html.js';

const folder = mkdtempSync(join(tmpdir(), 'agent-memory-eval-parts-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('CachedEmbedder', () => {
  it('embeds each text once across instances, returns the same vectors, and can be bypassed', async () => {
    const directory = join(folder, 'cache');
    const inner = new HashEmbedder(16);
    const first = new CachedEmbedder(inner, directory);
    const vectors = await first.embed(['alpha', 'beta', 'alpha']);
    expect(inner.calls).toEqual([['alpha', 'beta']]);
    expect(first.info).toEqual(inner.info);
    expect(Array.from(vectors[2] as Float32Array)).toEqual(Array.from(vectors[0] as Float32Array));

    const second = new CachedEmbedder(inner, directory);
    const again = await second.embed(['beta', 'gamma']);
    expect(inner.calls.slice(1)).toEqual([['gamma']]);
    expect(second.hits).toBe(1);
    expect(second.misses).toBe(1);
    expect(Array.from(again[0] as Float32Array)).toEqual(Array.from(vectors[1] as Float32Array));
    // One file per model: 32-byte key plus 16 float32 per text, three texts.
    const [file] = readdirSync(directory);
    expect(statSync(join(directory, file as string)).size).toBe(3 * (32 + 16 * 4));

    second.bypass = true;
    await second.embed(['alpha']);
    expect(inner.calls.at(-1)).toEqual(['alpha']);
  });

  it('keeps models apart', async () => {
    const directory = join(folder, 'two-models');
    await new CachedEmbedder(new HashEmbedder(8), directory).embed(['x']);
    await new CachedEmbedder(new HashEmbedder(16), directory).embed(['x']);
    expect(readdirSync(directory)).toHaveLength(2);
  });
});

describe('exchanges', () => {
  it('pairs a user turn with the assistant reply after it, and keeps lone turns', () => {
    const turn = (id: string, role: 'user' | 'assistant', index: number) => ({ id, role, speaker: role, text: id, index });
    const pairs = exchangesOf([turn('1', 'user', 0), turn('2', 'assistant', 1), turn('3', 'user', 2), turn('4', 'user', 3), turn('5', 'assistant', 4), turn('6', 'assistant', 5)]);
    expect(pairs.map((pair) => [pair.user.id, pair.assistant?.id ?? null])).toEqual([
      ['1', '2'],
      ['3', null],
      ['4', '5'],
      ['6', null],
    ]);
  });

  it('gives sessions ids unique across users, as turn memory ids are `<session>_<turn>`', () => {
    const conversation = { userId: 'u7', sessions: [{ id: 's1', time: '2026-01-01T00:00:00Z', turns: [{ id: 's1:1', role: 'user' as const, speaker: 'user', text: 'hello there', index: 0 }] }] };
    expect(turnInputsOf(conversation)).toEqual([{ input: { userId: 'u7', sessionId: 'u7.s1', turnId: 's1:1', user: 'hello there', time: '2026-01-01T00:00:00Z' }, turnIds: ['s1:1'] }]);
  });
});

describe('progress', () => {
  it('prints a line per 10% off a terminal, and a final line', () => {
    const lines: string[] = [];
    let now = 0;
    const progress = createProgress('ingesting', 20, { write: (text) => lines.push(text), isTTY: false }, () => now);
    for (let index = 0; index < 20; index += 1) {
      now += 200;
      progress.tick();
    }
    progress.done();
    expect(lines).toHaveLength(11);
    expect(lines[0]).toMatch(/^ingesting \[#-+\] 1\/20 5%/);
    expect(lines.at(-1)).toMatch(/^ingesting \[#{28}\] 20\/20 100% 4\.0s\n$/);
  });

  it('redraws one line on a terminal', () => {
    const writes: string[] = [];
    let now = 0;
    const progress = createProgress('asking', 2, { write: (text) => writes.push(text), isTTY: true }, () => now);
    now = 500;
    progress.tick();
    progress.tick();
    progress.done();
    expect(writes.every((text) => text.startsWith('\r'))).toBe(true);
    expect(writes.at(-1)?.endsWith('\n')).toBe(true);
  });
});

describe('missesTable', () => {
  const detail = (id: string, evidence: string[], oursHit: number | null, oursResults: number): QuestionDetail => ({
    id,
    type: evidence.length > 0 ? 'single-hop' : 'abstain',
    user: 'u1',
    query: `question ${id} <b>`,
    evidence,
    stale: [],
    methods: {
      ours: { first_hit: oursHit, results: Array.from({ length: oursResults }, (_, index) => ({ evidence: [`t${index}`], content: `result ${index}` })) },
      keyword: { first_hit: 2, results: [] },
      dense: { first_hit: null, results: [] },
    },
  });

  it('lists answerable questions missed within k and off-topic questions that got an answer, escaped', () => {
    const html = missesTable([detail('hit', ['t1'], 3, 5), detail('late', ['t9'], 7, 9), detail('lost', ['t9'], null, 0), detail('quiet', [], null, 0), detail('chatty', [], null, 2)], 5);
    expect(html).toContain('late');
    expect(html).toContain('lost');
    expect(html).toContain('chatty');
    expect(html).not.toContain('>hit<');
    expect(html).not.toContain('quiet');
    expect(html).toContain('question late &lt;b&gt;');
    expect(html).not.toContain('<b>');
  });

  it('says so when nothing was missed', () => {
    expect(missesTable([detail('hit', ['t1'], 1, 1)], 5)).toContain('None');
  });
});

describe('runEval on the dataset timeline', () => {
  it('stores every memory at its exchange\'s time and reads at each question\'s, whatever the wall clock', async () => {
    const dataset = await loadDataset(fileURLToPath(new URL('./fixtures/memory-dev-slice.json', import.meta.url)));
    const clock = manualClock('2000-01-01T00:00:00Z');
    const memory = await Memory.open({ store: new InMemoryStore(), embedder: new HashEmbedder(32), clock });
    try {
      await runEval({ memory, dataset, ks: [5], progress: null, clock });
      const sessionDays = new Set(dataset.conversations.flatMap((conversation) => conversation.sessions.map((session) => new Date(session.time).toISOString().slice(0, 10))));
      const stored = (await memory.getAll({ userId: 't01', limit: 100 })).items;
      expect(stored.length).toBeGreaterThan(0);
      for (const record of stored) expect(sessionDays.has(record.createdAt.slice(0, 10))).toBe(true);
      // Creation order is strict within a session, so ties never depend on timing.
      expect(new Set(stored.filter((record) => record.metadata.layer === 'turn').map((record) => record.createdAt)).size).toBe(stored.filter((record) => record.metadata.layer === 'turn').length);
      expect(clock.now().toISOString()).toBe(new Date(dataset.questions.at(-1)?.time ?? '').toISOString());
    } finally {
      await memory.close();
    }
  });
});
