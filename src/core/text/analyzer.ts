import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';
import { stemmer } from 'stemmer';
import { MemoryError } from '../errors.js';
import { RecencyMap } from '../recency-map.js';
import { isStopWord } from './stopwords.js';

/**
 * Turns text into keyword terms for BM25: Chinese runs are segmented with jieba (search mode,
 * so compounds also yield their parts), Latin runs are lowercased, stop-worded and Porter-stemmed.
 * Index and query go through the same function, which is what makes the terms line up.
 */
const HAN_RUN = /[\p{Script=Han}]+/u;
/**
 * A number with the Chinese unit after it (2026年, 5月, 4日, 30岁, 300元) is one term, as a
 * question writes it; a Latin or digit run stops at Han script. Before version 2 the digit run
 * went on through the Han text after it, so 用户2026年3月1日前后在搞生酮饮食 indexed one term
 * "2026年3月1日前后在搞生酮饮食" and never 生酮 or 饮食.
 */
const SEGMENT = /(\p{N}+[年月日号点时分秒岁万千亿元块])|([\p{Script=Han}]+)|((?:(?!\p{Script=Han})[\p{L}\p{N}])+(?:['’](?:(?!\p{Script=Han})\p{L})+)*)/gu;

let jieba: Jieba | null = null;

/**
 * Names what `analyze` does. Bump it whenever `analyze` gives other terms for any text (a rule,
 * the stop words, the stemmer, jieba or its dictionary): analyzer.test.ts pins the terms of a
 * sample under this version and fails until it is bumped. A store keeps, beside a memory's
 * keyword terms, the tag they were analysed under (`textTerms`), and the search reads a memory's
 * term counts from the store only while the tag is the current one (keyword-context.ts). The
 * index that finds keyword candidates keeps a memory's old terms until its text is rewritten;
 * `reindex` (lifecycle/reindex.ts) writes every row of a tenant again under the current tag.
 */
export const ANALYZER_VERSION = 3;

/** `ANALYZER_VERSION`, plus a digest of the user dictionaries loaded in this process (they change segmentation). */
let tag = `v${ANALYZER_VERSION}`;

/** The current analysis tag: two processes share it only when their `analyze` agrees on every text. */
export function analysisTag(): string {
  return tag;
}

/** A memory text's keyword terms with the tag of the analysis that made them, for a store write (`RecordWrite.analysis`). */
export function textTerms(text: string): { terms: string[]; analysis: string } {
  return { terms: analyze(text), analysis: tag };
}

function segmenter(): Jieba {
  jieba ??= Jieba.withDict(dict);
  return jieba;
}

/**
 * Adds domain words (one per line, optional frequency and tag, jieba's dict format), so names
 * such as 耶加雪菲 stay one term. Load it before writing: terms already indexed keep the old
 * segmentation until their memory is rewritten.
 */
export function loadUserDictionary(lines: string[]): void {
  const entries = lines.map((line) => line.trim()).filter((line) => line.length > 0 && !line.startsWith('#'));
  if (entries.length === 0) return;
  segmenter().loadDict(Buffer.from(entries.join('\n'), 'utf8'));
  tag = `v${ANALYZER_VERSION}+${createHash('sha256').update(tag).update('\n').update(entries.join('\n')).digest('hex').slice(0, 16)}`;
  // Segmentation may change with the new words.
  runTerms.clear();
}

/** `loadUserDictionary` from a UTF-8 file; `#` starts a comment line. Returns the words added. */
export function loadUserDictionaryFile(path: string): number {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error: unknown) {
    throw new MemoryError('NOT_FOUND', `cannot read user dictionary ${path}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  const lines = text.split(/\r?\n/).filter((line) => line.trim().length > 0 && !line.trim().startsWith('#'));
  loadUserDictionary(lines);
  return lines.length;
}

function analyzeHan(run: string, terms: string[]): void {
  for (const word of segmenter().cutForSearch(run, true)) {
    const term = word.trim();
    if (term && !isStopWord(term)) terms.push(term);
  }
}

function analyzeWord(word: string, terms: string[]): void {
  const lower = word.toLowerCase().replace(/’/g, "'");
  if (isStopWord(lower)) return;
  // English enclitics are words of their own: the possessive 's, and 'd, 've, 'll, 're, 'm
  // ("RSVP'd" is the verb RSVP, "OK'd" is OK, "they'd" the stop word they: session 43).
  const bare = lower.replace(/(?:'(?:s|d|ve|ll|re|m))+$/, '');
  if (bare.length === 0 || isStopWord(bare)) return;
  if (/^\p{N}+$/u.test(bare)) {
    terms.push(bare);
    return;
  }
  // "suggestions" and "tells" are stop words once stemmed, so the check runs on the stem too.
  const stem = stemmer(bare);
  if (!isStopWord(stem)) terms.push(stem);
}

/**
 * The terms of each Han run and Latin word seen lately: both analyses are pure (until a user
 * dictionary is loaded, which clears this), and words recur, so a search that segments the ~100
 * memories it ranks mostly looks them up. Keys carry the kind ('h' or 'w'): a run and a word never share one.
 */
const RUN_CACHE_ENTRIES = 50_000;
const runTerms = new RecencyMap<string, readonly string[]>(RUN_CACHE_ENTRIES);

function termsOfRun(kind: 'h' | 'w', run: string): readonly string[] {
  const key = kind + run;
  const cached = runTerms.get(key);
  if (cached) return cached;
  const terms: string[] = [];
  if (kind === 'h') analyzeHan(run, terms);
  else analyzeWord(run, terms);
  runTerms.set(key, terms);
  return terms;
}

export function analyze(text: string): string[] {
  const terms: string[] = [];
  const normalized = text.normalize('NFKC');
  for (const match of normalized.matchAll(SEGMENT)) {
    if (match[1] !== undefined) {
      terms.push(match[1]);
      continue;
    }
    const run = match[2] !== undefined ? termsOfRun('h', match[2]) : match[3] !== undefined ? termsOfRun('w', match[3]) : [];
    for (const term of run) terms.push(term);
  }
  return terms;
}

/**
 * jieba's words of a Chinese text with their part-of-speech tags (nr person, ns place, nt
 * organisation, nz other proper noun, eng a Latin word …), from the same segmenter and user
 * dictionary as `analyze` (dictionary words only, no HMM guesses for unknown runs).
 */
export function taggedWords(text: string): { word: string; tag: string }[] {
  return segmenter().tag(text);
}

export function containsHan(text: string): boolean {
  return HAN_RUN.test(text);
}
