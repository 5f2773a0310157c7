/**
 * Exploration (session 11): a late-interaction reader of the question and a memory from bge-small-zh's
 * contextual token vectors (BERTScore / ColBERT-style matching). For each question of saved rankings
 * (`npm run fit:relevance -- --dry-run --save FILE`) and its first TOP candidates, every content token
 * of the question (tokens inside a word that is not a stop word: the analyser's closed classes, no
 * list grown from misses) is matched to its most similar token of the memory; per content word the
 * mean of its tokens' best cosines. Writes, per question and memory text, [least-covered word,
 * mean word coverage, least-covered token], for bench/explore-relevance.ts (TOKCOV=FILE); with
 * WORDS=1 each content word's coverage instead (TOKWORDS=FILE); CENTER=N takes the mean token vector
 * of about N memory texts off every vector first. OUT is the cache: the token vectors themselves
 * (about 60 KB a text in float32) would be half a gigabyte for one pooled fit's texts, so they live
 * for one case at a time and only the per-pair figures are kept (docs/retrieval-history.md,
 * "Latest (session 11)").
 * `node --import tsx bench/token-coverage.ts RANKINGS OUT [TOP]`
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FeatureExtractionPipeline } from '@huggingface/transformers';
import { taggedWords } from '../src/core/text/analyzer.js';
import { isStopWord } from '../src/core/text/stopwords.js';
import type { QuestionRanking } from '../src/eval/index.js';
import type { RelevanceSample } from '../src/eval/relevance-fit.js';

interface Collected { set: string; ranking: QuestionRanking; sample: RelevanceSample & { caseId: string } }

const [rankingsFile, outFile, topArg] = process.argv.slice(2);
const TOP = Number(topArg ?? 10);

const transformers = await import('@huggingface/transformers');
transformers.env.allowRemoteModels = false;
transformers.env.allowLocalModels = true;
transformers.env.useFSCache = false;
const extractor: FeatureExtractionPipeline = await transformers.pipeline('feature-extraction', resolve(join('models', 'BAAI/bge-small-zh-v1.5')), {
  dtype: 'q8',
  local_files_only: true,
  session_options: { intraOpNumThreads: 1, interOpNumThreads: 1 },
});
const WIDTH = 512;

interface TokenVectors { ids: number[]; vectors: Float32Array; count: number }

/**
 * CENTER=N: the mean token vector of about N memory texts (unlabelled, spread over the file) is taken
 * off every token vector before normalising: contextual vectors share a common direction
 * (anisotropy), which squeezes every cosine into a narrow band.
 */
let centre: Float32Array | null = null;

/** Normalised last-layer vectors of every token, [CLS] and [SEP] included (ids say which). */
async function tokenVectors(text: string): Promise<TokenVectors> {
  const { ids, vectors, count } = await rawVectors(text);
  for (let t = 0; t < count; t += 1) {
    if (centre) for (let d = 0; d < WIDTH; d += 1) vectors[t * WIDTH + d] = (vectors[t * WIDTH + d] as number) - (centre[d] as number);
    let norm = 0;
    for (let d = 0; d < WIDTH; d += 1) norm += (vectors[t * WIDTH + d] as number) ** 2;
    const scale = 1 / Math.sqrt(norm || 1);
    for (let d = 0; d < WIDTH; d += 1) vectors[t * WIDTH + d] = (vectors[t * WIDTH + d] as number) * scale;
  }
  return { ids, vectors, count };
}

async function rawVectors(text: string): Promise<TokenVectors> {
  const ids = extractor.tokenizer.encode(text) as number[];
  const output = await extractor(text, { pooling: 'none', normalize: false });
  const count = output.dims[1] as number;
  const vectors = new Float32Array(output.data as Float32Array);
  output.dispose();
  return { ids: ids.slice(0, count), vectors, count };
}

const CLS = 101;
const SEP = 102;

/** The question's content words and the token positions each occupies. */
function contentWords(question: string, ids: number[]): { word: string; positions: number[] }[] {
  const words: { word: string; positions: number[] }[] = [];
  let cursor = 1;
  for (const { word } of taggedWords(question)) {
    const trimmed = word.trim();
    if (trimmed.length === 0) continue;
    const wordIds = extractor.tokenizer.encode(trimmed, { add_special_tokens: false }) as number[];
    if (wordIds.length === 0) continue;
    // Find the word's tokens from the cursor on (the question's tokens come in the same order).
    let found = -1;
    for (let start = cursor; start + wordIds.length <= ids.length; start += 1) {
      if (wordIds.every((id, offset) => ids[start + offset] === id)) {
        found = start;
        break;
      }
    }
    if (found < 0) continue;
    cursor = found + wordIds.length;
    const lower = trimmed.toLowerCase().replace(/’/g, "'");
    if (isStopWord(lower) || isStopWord(lower.replace(/'s$/u, '')) || !/[\p{L}\p{N}]/u.test(lower)) continue;
    words.push({ word: lower, positions: wordIds.map((_, offset) => found + offset) });
  }
  return words;
}

function bestCosine(question: TokenVectors, position: number, memory: TokenVectors): number {
  let best = -1;
  const q = position * WIDTH;
  for (let t = 0; t < memory.count; t += 1) {
    const id = memory.ids[t];
    if (id === CLS || id === SEP) continue;
    let dot = 0;
    const m = t * WIDTH;
    for (let d = 0; d < WIDTH; d += 1) dot += (question.vectors[q + d] as number) * (memory.vectors[m + d] as number);
    if (dot > best) best = dot;
  }
  return best;
}

/** [least-covered word, mean word coverage, least-covered token]; [1, 1, 1] when the question has no content word. */
function coverage(question: TokenVectors, words: number[][], memory: TokenVectors): number[] {
  if (words.length === 0) return [1, 1, 1];
  let minWord = Infinity;
  let minToken = Infinity;
  let sum = 0;
  for (const positions of words) {
    let wordSum = 0;
    for (const position of positions) {
      const best = bestCosine(question, position, memory);
      wordSum += best;
      minToken = Math.min(minToken, best);
    }
    const word = wordSum / positions.length;
    sum += word;
    minWord = Math.min(minWord, word);
  }
  return [minWord, sum / words.length, minToken].map((value) => Math.round(value * 10_000) / 10_000);
}

const body = (text: string): string => text.replace(/^\[\w+\]\s*/u, '');
const loaded = JSON.parse(readFileSync(rankingsFile as string, 'utf8')) as Collected[];
const out: Record<string, number[] | [string, number][]> = {};
/** WORDS=1: each content word's coverage, [word, coverage][], instead of the three summaries. */
const perWord = process.env.WORDS === '1';
if (process.env.CENTER) {
  const unique = [...new Set(loaded.flatMap((item) => item.ranking.items.map((entry) => body(entry.content ?? ''))))];
  const step = Math.max(1, Math.floor(unique.length / Number(process.env.CENTER)));
  const texts = unique.filter((_, index) => index % step === 0);
  const sum = new Float64Array(WIDTH);
  let tokens = 0;
  for (const text of texts) {
    const { ids, vectors, count } = await rawVectors(text);
    for (let t = 0; t < count; t += 1) {
      if (ids[t] === CLS || ids[t] === SEP) continue;
      for (let d = 0; d < WIDTH; d += 1) sum[d] = (sum[d] as number) + (vectors[t * WIDTH + d] as number);
      tokens += 1;
    }
  }
  centre = Float32Array.from(sum, (value) => value / tokens);
  process.stderr.write(`centre from ${texts.length} texts, ${tokens} tokens\n`);
}
const byCase = new Map<string, Collected[]>();
for (const item of loaded) byCase.set(item.sample.caseId, [...(byCase.get(item.sample.caseId) ?? []), item]);
let done = 0;
const started = Date.now();
for (const items of byCase.values()) {
  // Vectors live for one case: its memories recur across its questions, other cases' never do.
  const cache = new Map<string, TokenVectors>();
  const vectorsOf = async (text: string): Promise<TokenVectors> => {
    let vectors = cache.get(text);
    if (!vectors) {
      vectors = await tokenVectors(text);
      cache.set(text, vectors);
    }
    return vectors;
  };
  for (const item of items) {
    const query = item.sample.query ?? '';
    const question = await vectorsOf(query);
    const named = contentWords(query, question.ids);
    const words = named.map((entry) => entry.positions);
    // The first TOP of the ranking (what the policy reads), and every candidate the fit trains on
    // (an answerable question's relevant ones, every one of an off-topic question's).
    const wanted = item.ranking.items.filter((_, position) => position < TOP || !item.sample.answerable || item.sample.candidates[position]?.relevant === true);
    for (const entry of wanted) {
      const text = body(entry.content ?? '');
      const key = `${query}\u0000${text}`;
      if (out[key]) continue;
      const memory = await vectorsOf(text);
      out[key] = perWord
        ? named.map(({ word, positions }) => [word, Math.round((positions.reduce((sum, position) => sum + bestCosine(question, position, memory), 0) / positions.length) * 10_000) / 10_000] as [string, number])
        : coverage(question, words, memory);
    }
    done += 1;
    if (done % 200 === 0) process.stderr.write(`${done}/${loaded.length} ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
  }
}
writeFileSync(outFile as string, JSON.stringify(out), 'utf8');
process.stderr.write(`wrote ${Object.keys(out).length} pairs\n`);
