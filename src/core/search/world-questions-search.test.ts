import { afterAll, describe, expect, it } from 'vitest';
import { createDefaultEmbedder } from '../../embedders/default-embedder.js';
import { Memory } from '../../memory.js';
import { SqliteStore } from '../../stores/sqlite/sqlite-store.js';
import { calibratedRelevance, relevanceFeaturesOf, relevanceModelFor } from './relevance.js';

/**
 * On a fresh store with the default embedder: a question about the world on a memory's own subject
 * returns nothing, while the user's own question on that subject, and a standing instruction for
 * any request, still come back. The pairs are everyday ones, not taken from any eval set.
 */
const embedder = createDefaultEmbedder();

describe('a question about the world', () => {
  const memories: Memory[] = [];
  afterAll(async () => {
    for (const memory of memories) await memory.close();
  });

  async function fresh(): Promise<Memory> {
    const memory = new Memory({ store: new SqliteStore({ path: ':memory:' }), embedder });
    memories.push(memory);
    await memory.init();
    return memory;
  }

  it('finds no memory, though one shares its subject; the user\'s own question finds it', async () => {
    const memory = await fresh();
    const pressure = await memory.add({ userId: 'u1', text: '我最近血压有点高，医生让我少吃盐' });
    const cat = await memory.add({ userId: 'u2', text: 'My cat Miso is twelve years old' });
    const general = await memory.searchUncut({ userId: 'u1', query: '高血压一般是怎么引起的？' });
    expect(general[0]?.scores.world).toBe(1);
    // The other signals alone would show it: the question's `world` feature is what refuses it.
    const model = relevanceModelFor(embedder.info.model);
    expect(calibratedRelevance({ ...relevanceFeaturesOf(general[0]?.scores ?? {}), world: 0 }, model)).toBeGreaterThan(model.cut);
    expect(await memory.search({ userId: 'u1', query: '高血压一般是怎么引起的？' })).toEqual([]);
    expect((await memory.search({ userId: 'u1', query: '我血压高，饮食上要注意什么？' }))[0]?.id).toBe(pressure.id);
    expect(await memory.search({ userId: 'u2', query: 'How long do cats usually live?' })).toEqual([]);
    expect((await memory.search({ userId: 'u2', query: 'How old is my cat?' }))[0]?.id).toBe(cat.id);
  });

  it('still gets a standing instruction, which bears on every request', async () => {
    const memory = await fresh();
    const instruction = await memory.add({ userId: 'u1', text: '以后回答都用要点列表' });
    const results = await memory.search({ userId: 'u1', query: '为什么天空是蓝色的？' });
    expect(results.map((result) => result.id)).toEqual([instruction.id]);
  });

  it('reads a name as someone the user knows only when a memory holds it', async () => {
    const memory = await fresh();
    const question = 'What is the longest novel by Tolkien?';
    const reading = await memory.add({ userId: 'u1', text: 'Science fiction is all I read, mostly Asimov and Le Guin' });
    const general = await memory.searchUncut({ userId: 'u1', query: question });
    expect(general.find((result) => result.id === reading.id)?.scores.world).toBe(1);
    expect(await memory.search({ userId: 'u1', query: question })).toEqual([]);
    const rereading = await memory.add({ userId: 'u2', text: "I'm rereading Tolkien this month, he's my favourite author" });
    const own = await memory.searchUncut({ userId: 'u2', query: question });
    const found = own.find((result) => result.id === rereading.id);
    expect(found).toBeDefined();
    expect(found?.scores.world ?? 0).toBe(0);
    // u1's search is u1's own: u2's memory naming the author changes nothing there.
    expect(await memory.search({ userId: 'u1', query: question })).toEqual([]);
  });

  it('reads who wrote a book the user spoke of as a question about the world: the title is the work asked about, not someone the user knows', async () => {
    const memory = await fresh();
    const rereading = await memory.add({ userId: 'u1', text: "I'm rereading Foundation this month, it's my favourite book" });
    const results = await memory.searchUncut({ userId: 'u1', query: 'Who wrote Foundation?' });
    expect(results.find((result) => result.id === rereading.id)?.scores.world).toBe(1);
    expect(await memory.search({ userId: 'u1', query: 'Who wrote Foundation?' })).toEqual([]);
    // Asked about the user's own reading, the same memory answers.
    expect((await memory.search({ userId: 'u1', query: 'Which book am I rereading?' }))[0]?.id).toBe(rereading.id);
  });

  it('weighs a question anchored to nobody below the user\'s own question on the same memory', async () => {
    const memory = await fresh();
    const balcony = await memory.add({ userId: 'u1', text: '我在阳台上种了几盆番茄和辣椒' });
    const model = relevanceModelFor(embedder.info.model);
    const general = (await memory.searchUncut({ userId: 'u1', query: '盆栽番茄多久浇一次水合适？' })).find((result) => result.id === balcony.id);
    expect(general?.scores.impersonal).toBe(1);
    expect(model.impersonal).toBeLessThan(0);
    const features = relevanceFeaturesOf(general?.scores ?? {});
    expect(general?.relevance).toBeCloseTo(calibratedRelevance(features, model), 6);
    expect(calibratedRelevance({ ...features, impersonal: 0 }, model)).toBeGreaterThan(general?.relevance ?? 1);
    const own = (await memory.searchUncut({ userId: 'u1', query: '我的番茄多久浇一次水？' })).find((result) => result.id === balcony.id);
    expect(own?.scores.impersonal ?? 0).toBe(0);
  });

  it('reads a place the user only went to as no anchor, and a person the user knows as one', async () => {
    const memory = await fresh();
    const sister = await memory.add({ userId: 'u1', text: 'My sister Karen just moved to Denver for a nursing job' });
    const place = (await memory.searchUncut({ userId: 'u1', query: 'How high above sea level is Denver?' })).find((result) => result.id === sister.id);
    expect(place?.scores.impersonal).toBe(1);
    const person = (await memory.searchUncut({ userId: 'u1', query: 'Where does Karen work these days?' })).find((result) => result.id === sister.id);
    expect(person?.scores.impersonal ?? 0).toBe(0);
  });
});
