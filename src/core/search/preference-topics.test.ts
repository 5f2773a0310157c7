import { afterAll, describe, expect, it } from 'vitest';
import { createDefaultEmbedder } from '../../embedders/default-embedder.js';
import { Memory } from '../../memory.js';
import { SqliteStore } from '../../stores/sqlite/sqlite-store.js';
import { textCategories } from '../../write/text-categories.js';
import { defaultSearchConfig } from '../config.js';
import { CategoryTopics, domainAgreement, domainShareArray, MemoryDomains } from './category-topics.js';
import { partScalesFor } from './dense-parts.js';

/**
 * A preference bears on requests in the domain its own words are about (category-topics.ts,
 * OWN_DOMAIN_CATEGORIES), read by the zero-shot domain classifier with the default embedder.
 * The pairs are everyday ones, not taken from any eval set.
 */
const embedder = createDefaultEmbedder();
const topics = new CategoryTopics(embedder);

async function sharesOf(text: string): Promise<Float64Array> {
  const [vector] = await embedder.embed([text]);
  return domainShareArray(vector as Float32Array, await topics.load(), partScalesFor(defaultSearchConfig, embedder, text));
}

describe('preferences bear on their own domain', () => {
  it('reads a stated liking or limit as a preference, and nothing else as one', () => {
    expect(textCategories('我不吃辣')).toEqual(['preference']);
    expect(textCategories("I'm vegetarian")).toEqual(['preference']);
    expect(textCategories('I love sci-fi movies')).toEqual(['preference']);
    expect(textCategories('I work as a nurse on night shifts')).toEqual([]);
    expect(textCategories('我在杭州一家银行做柜员')).toEqual([]);
  });

  it("agrees with a request in the preference's domain and not with one in another", async () => {
    const pairs: [string, string, string][] = [
      ['我不吃辣', '周末去哪吃饭好', '推荐一部电影'],
      ['I love sci-fi movies', 'recommend a movie', 'suggest a restaurant for dinner'],
      ["I'm vegetarian", 'suggest a restaurant for dinner', 'what should I watch tonight'],
    ];
    for (const [preference, same, other] of pairs) {
      const memory = await sharesOf(preference);
      expect(domainAgreement(await sharesOf(same), memory), `${preference} / ${same}`).toBeGreaterThan(0.5);
      expect(domainAgreement(await sharesOf(other), memory), `${preference} / ${other}`).toBeLessThan(0.1);
    }
  });

  it("reads a memory's domains once per text", () => {
    const domains = new MemoryDomains(2);
    let reads = 0;
    const read = (): Float64Array => {
      reads += 1;
      return new Float64Array([1, 0]);
    };
    domains.of('a', read);
    domains.of('a', read);
    expect(reads).toBe(1);
    expect(domains.has('a')).toBe(true);
    domains.of('b', read);
    domains.of('c', read);
    expect(reads).toBe(3);
  });
});

describe('a fresh store with one preference', () => {
  const memories: Memory[] = [];
  afterAll(async () => {
    for (const memory of memories) await memory.close();
  });

  it('finds it for a request in its domain, and returns nothing for one in another', async () => {
    const memory = new Memory({ store: new SqliteStore({ path: ':memory:' }), embedder });
    memories.push(memory);
    await memory.init();
    const spicy = await memory.add({ userId: 'u1', text: '我不吃辣' });
    const vegetarian = await memory.add({ userId: 'u2', text: "I'm vegetarian" });
    expect((await memory.search({ userId: 'u1', query: '周末去哪吃饭好' }))[0]?.id).toBe(spicy.id);
    expect((await memory.search({ userId: 'u2', query: 'suggest a restaurant for dinner' }))[0]?.id).toBe(vegetarian.id);
    expect(await memory.search({ userId: 'u1', query: '推荐一部电影' })).toEqual([]);
    expect(await memory.search({ userId: 'u2', query: 'recommend a movie' })).toEqual([]);
  });
});
