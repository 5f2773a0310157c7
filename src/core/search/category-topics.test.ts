import { describe, expect, it } from 'vitest';
import { LocalEmbedder } from '../../embedders/local/local-embedder.js';
import { textCategories } from '../../write/text-categories.js';
import { defaultSearchConfig } from '../config.js';
import type { MemoryRecord } from '../types.js';
import { buildRecord } from '../../testing/records.js';
import { CategoryTopics, domainShares, MemoryCategories, topicOf, topicSignals } from './category-topics.js';
import { partScalesFor } from './dense-parts.js';

/** The question's domain with the real local model (the descriptions are what it reads). */
const embedder = new LocalEmbedder();
const topics = new CategoryTopics(embedder);

async function signalsFor(question: string): Promise<{ shares: Map<string, number>; safety: number }> {
  const [vector] = await embedder.embed([question]);
  const scales = partScalesFor(defaultSearchConfig, embedder, question);
  const domains = await topics.load();
  return { shares: domainShares(vector as Float32Array, domains, scales), safety: topicSignals(vector as Float32Array, domains, scales).get('safety') ?? 0 };
}

function record(text: string, metadata: MemoryRecord['metadata'] = {}): MemoryRecord {
  return buildRecord(text, { text, metadata });
}

describe('category topics', () => {
  it('reads the domain of a question: shares sum to 1, food questions bear on safety facts and others do not', async () => {
    for (const question of ['晚饭吃什么', '给孩子做早餐有什么禁忌？', 'Is the grilled salmon okay for me?']) {
      const { shares, safety } = await signalsFor(question);
      expect([...shares.values()].reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 6);
      expect(safety, question).toBeGreaterThan(0.5);
    }
    for (const question of ['推荐一部电影', "what's the weather like", '我是干什么工作的？', 'recommend a movie']) {
      expect((await signalsFor(question)).safety, question).toBeLessThan(0.1);
    }
  });

  it("takes a memory's filed category, else the write rules' reading of its own words (the user's side of a turn)", () => {
    const categories = new MemoryCategories(textCategories);
    expect(categories.of(record('用户对花生过敏。', { category: 'safety' }))).toEqual(['safety']);
    expect(categories.of(record('用户喜欢花生。', { category: 'preference' }))).toEqual(['preference']);
    expect(categories.of(record('I am allergic to peanuts'))).toEqual(['safety']);
    expect(categories.of(record('用户：我对花生过敏\n助手：Allergies noted', { user: '我对花生过敏' }))).toEqual(['safety']);
    expect(categories.of(record('用户：好的\n助手：你对花生过敏，记住了', { user: '好的' }))).toEqual([]);
    // Precedence as in the write pipeline: an instruction that mentions an allergy is an instruction.
    expect(categories.of(record('以后推荐菜的时候别放花生，我过敏'))).toEqual(['instruction']);
    expect(new MemoryCategories(undefined).of(record('I am allergic to peanuts'))).toEqual([]);
  });

  it("adds the topic category of a fact's slot: where the user works or what they do bears on work questions", async () => {
    const categories = new MemoryCategories(textCategories);
    const workplace = record('用户在一家物流公司做调度。', { category: 'fact', slots: [{ subject: 'user', attribute: 'workplace', value: '物流公司', mode: 'single' }] });
    expect(categories.of(workplace)).toEqual(['fact', 'work']);
    expect(categories.of(record('用户住在成都。', { category: 'fact', slots: [{ subject: 'user', attribute: 'residence', value: '成都', mode: 'single' }] }))).toEqual(['fact']);
    const [vector] = await embedder.embed(['我是干什么工作的？']);
    const work = topicSignals(vector as Float32Array, await topics.load(), partScalesFor(defaultSearchConfig, embedder, '我是干什么工作的？')).get('work') ?? 0;
    expect(work).toBeGreaterThan(0.5);
  });

  it("a memory's topic is its strongest category's signal", () => {
    const signals = new Map([['safety', 0.8]]);
    expect(topicOf(['instruction', 'safety'], signals)).toBe(0.8);
    expect(topicOf(['preference'], signals)).toBe(0);
  });
});
