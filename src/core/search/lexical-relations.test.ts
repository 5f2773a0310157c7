import { describe, expect, it } from 'vitest';
import { HashEmbedder } from '../../embedders/hash/hash-embedder.js';
import { InMemoryStore } from '../../stores/in-memory/in-memory-store.js';
import { manualClock } from '../clock.js';
import { MemoryEngine } from '../engine.js';
import { englishContentWords, LexicalRelations, surfaceForms } from './lexical-relations.js';
import { BILINGUAL_RELEVANCE_PARAMS } from './relevance-params-bilingual.js';
import { RELEVANCE_PARAMS } from './relevance-params.js';
import { calibratedRelevance, relevanceFeaturesOf, relevanceModelFor } from './relevance.js';

const relations = new LexicalRelations();
const share = (question: string, memory: string): number => relations.relatedShare(englishContentWords(question), memory);

describe('WordNet relatives (the relevance feature `related`)', () => {
  it('reads the installed WordNet database', () => {
    expect(relations.available).toBe(true);
    expect(relations.lemmas('rehearsals').map((found) => `${found.pos}:${found.lemma}`)).toEqual(['noun:rehearsal']);
    expect(relations.lemmas('xqzzv')).toEqual([]);
  });

  it('finds synonyms, hyponyms and derivations, not hypernyms', () => {
    // jumper / sweater share a synset; basil is a hyponym of herb; rehearsal derives from rehearse, a synonym of practise.
    expect(relations.relativesOf('jumper').has('sweater')).toBe(true);
    expect(relations.relativesOf('herb').has('basil')).toBe(true);
    expect(relations.relativesOf('practise').has('rehearsal')).toBe(true);
    // A memory in more general words than the question does not state what was asked.
    expect(relations.relativesOf('basil').has('herb')).toBe(false);
    expect(relations.relativesOf('sailboat').has('boat')).toBe(false);
    // A word is no relative of itself, and unrelated words are not relatives.
    expect(relations.relativesOf('herb').has('herb')).toBe(false);
    expect(relations.relativesOf('herb').has('faucet')).toBe(false);
  });

  it('gives one part of speech its own relatives when asked (session 58)', () => {
    // "stamp" as a verb is to tramp: "tramper" is its relative, not the noun's.
    expect(relations.relativesOf('stamp').has('tramper')).toBe(true);
    expect(relations.relativesOf('stamp', 'noun').has('tramper')).toBe(false);
    expect(relations.relativesOf('stamp', 'noun').has('imprint')).toBe(true);
  });

  it('is the share of the question words the memory holds only as relatives', () => {
    expect(share('When do we practise?', 'rehearsals are Wednesday nights')).toBe(1);
    expect(share("Which herb didn't make it?", 'The basil died, too much water I think')).toBeCloseTo(1 / 2, 12);
    expect(share('Who am I making the jumper for?', "I'm knitting my first sweater for my partner Sam")).toBeCloseTo(1 / 2, 12);
    // The same word is the keyword signals' business, not a relative; an unrelated memory holds none.
    expect(share('Which herb died?', 'The herb died')).toBe(0);
    expect(share('How do I fix a leaking faucet?', 'rehearsals are Wednesday nights')).toBe(0);
    // Chinese questions have no English words to look up.
    expect(share('我在学什么乐器？', 'I play guitar')).toBe(0);
  });

  it('leaves contractions and stop words out of the question, and detaches inflections', () => {
    expect(englishContentWords("Which herb didn't make it?")).toEqual(['herb', 'make']);
    expect(surfaceForms('rehearsals')).toContain('rehearsal');
    expect(surfaceForms('studies')).toContain('study');
  });

  it('reads the common irregular plurals, beside what the suffix rules detach', () => {
    expect(surfaceForms('children')).toContain('child');
    expect(surfaceForms('teeth')).toContain('tooth');
    // "leaves" is a noun's plural and a verb's third person both.
    expect(surfaceForms('leaves')).toEqual(expect.arrayContaining(['leaf', 'leave']));
    expect(new LexicalRelations().relativesOf('child').size).toBeGreaterThan(0);
  });

  it('reads a noun\'s broader words and the other names of its first sense (session 60)', () => {
    expect(relations.broaderOf('motorbike').has('motorcycle')).toBe(true);
    expect(relations.broaderOf('skirt').has('garment')).toBe(true);
    expect(relations.broaderOf('motorcycle').has('motorbike')).toBe(false);
    expect(relations.synonymsOf('lawyer')).toEqual(['attorney']);
    expect(relations.synonymsOf('doctor')).toContain('physician');
    expect(relations.synonymsOf('xqzzv')).toEqual([]);
  });

  it('gives 0 for every pair when WordNet is not installed', () => {
    const without = new LexicalRelations(null);
    expect(without.available).toBe(false);
    expect(without.relatedShare(['practise'], 'rehearsals are Wednesday nights')).toBe(0);
    expect(without.broaderOf('motorbike').size).toBe(0);
    expect(without.synonymsOf('lawyer')).toEqual([]);
  });
});

describe('the related feature in relevance and in search', () => {
  const features = { dense: 0.1, context: 0, coverage: 0, han: 0, topic: 0, instruction: 0, period: 0, pool: Math.log(6), missingAnswer: 0, related: 0, world: 0, impersonal: 0 };

  it('raises the relevance of a memory holding relatives by the weight of the model; neither shipped model weighs it yet', () => {
    const pair = relevanceModelFor('BAAI/bge-small-zh-v1.5+universal-sentence-encoder-lite');
    // Session 10's refit (related 2.65) is not shipped: its higher cut lost the README's word-free Chinese pairs.
    expect(BILINGUAL_RELEVANCE_PARAMS.related).toBe(0);
    expect(RELEVANCE_PARAMS.related).toBe(0);
    expect(calibratedRelevance({ ...features, related: 1 }, pair)).toBe(calibratedRelevance(features, pair));
    const weighed = { ...pair, related: 2.65 };
    expect(calibratedRelevance({ ...features, related: 1 }, weighed)).toBeGreaterThan(calibratedRelevance(features, weighed));
    expect(calibratedRelevance({ ...features, related: 0.5 }, weighed)).toBeLessThan(calibratedRelevance({ ...features, related: 1 }, weighed));
    expect(relevanceFeaturesOf({ dense: 0.1, related: 0.5 }).related).toBe(0.5);
    expect(relevanceFeaturesOf({ dense: 0.1 }).related).toBe(0);
  });

  it('reports the share in the breakdown of a search result when the model weighs it, and skips it otherwise', async () => {
    const unweighed = new MemoryEngine({ store: new InMemoryStore(), embedder: new HashEmbedder(64), clock: manualClock('2026-06-10T10:00:00Z') });
    try {
      await unweighed.addMany([{ userId: 'u1', text: 'rehearsals are Wednesday nights' }]);
      const results = await unweighed.searchUncut({ userId: 'u1', query: 'When do we practise?', topK: 5 });
      expect(results[0]?.text).toBe('rehearsals are Wednesday nights');
      expect(results[0]?.scores.related).toBeUndefined();
    } finally {
      await unweighed.close();
    }
    const engine = new MemoryEngine({ store: new InMemoryStore(), embedder: new HashEmbedder(64), clock: manualClock('2026-06-10T10:00:00Z'), config: { search: { relevance: { related: 1e-12 } } } });
    try {
      await engine.addMany([
        { userId: 'u1', text: 'rehearsals are Wednesday nights' },
        { userId: 'u1', text: 'The faucet in the kitchen leaks' },
      ]);
      const results = await engine.searchUncut({ userId: 'u1', query: 'When do we practise?', topK: 5 });
      const rehearsal = results.find((result) => result.text.startsWith('rehearsals'));
      const faucet = results.find((result) => result.text.startsWith('The faucet'));
      expect(rehearsal?.scores.related).toBe(1);
      expect(faucet?.scores.related).toBeUndefined();
    } finally {
      await engine.close();
    }
  });

  it('reads a noun as a kind of what another names, a few steps under the head\'s first senses and in its own', () => {
    const relations = new LexicalRelations();
    // "kiwi" is first a New Zealander, then the vine, then the fruit.
    expect(relations.isKindOf('kiwi', 'fruit')).toBe(true);
    expect(relations.isKindOf('sedan', 'car')).toBe(true);
    expect(relations.isKindOf('tennis', 'sport')).toBe(true);
    expect(relations.isKindOf('sugar', 'fruit')).toBe(false);
    // A fruit only in a rare sense: "date" is first a day.
    expect(relations.isKindOf('date', 'fruit')).toBe(false);
    // "work" is a line of work, not one of the first senses of "line".
    expect(relations.isKindOf('work', 'line')).toBe(false);
    // Not the top of the hierarchy, which everything is a kind of.
    expect(relations.isKindOf('kiwi', 'entity')).toBe(false);
  });
});
