/**
 * Measures the local embedder on this machine (not a test):
 *   node --import tsx src/embedders/local/measure-local-embedder.ts [threads]
 * Prints load time, file-verification time, and ms per text for 1 text and batches of 8/32/64,
 * then the same batches run padded through the pipeline in one call (what LocalEmbedder avoids),
 * with how far those vectors drift from the one-text-per-run ones.
 */
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { LocalEmbedder, defaultLocalModel } from './local-embedder.js';
import { defaultModelsDirectory, findLockedModel, verifyModelFiles } from './model-files.js';

const threadsArgument = process.argv[2];
const threads = threadsArgument === undefined ? undefined : Number(threadsArgument);

const base =
  '用户说他住在南方，经常下雨，所以想要一双适合通勤的防水鞋。The user also prefers dark themes and short answers. ' +
  '明天上午十点和 Alice 开 sprint review 会议，记得带上预算表。';
/** 64 texts from 12 to 240 characters, the spread a memory store sees. */
const texts = Array.from({ length: 64 }, (_, index) => base.repeat(3).slice(index % 5, 12 + ((index * 37) % 228)));

function milliseconds(start: number): number {
  return performance.now() - start;
}

const locked = findLockedModel(defaultLocalModel);
if (locked === undefined) throw new Error(`${defaultLocalModel} is not in models.lock.json`);
const modelsDirectory = defaultModelsDirectory();
let start = performance.now();
await verifyModelFiles(locked, `${modelsDirectory}/${defaultLocalModel}`, modelsDirectory);
console.log(`verify files, first time (sha256 of all): ${milliseconds(start).toFixed(1)} ms`);
start = performance.now();
await verifyModelFiles(locked, `${modelsDirectory}/${defaultLocalModel}`, modelsDirectory);
console.log(`verify files, again (stat only): ${milliseconds(start).toFixed(1)} ms`);

const embedder = new LocalEmbedder(threads === undefined ? {} : { threads });
start = performance.now();
await embedder.embed(['预热']);
console.log(`first embed (import + load + one text), threads=${threads ?? 'default'}: ${milliseconds(start).toFixed(0)} ms`);

const shortText = '我住在南方，经常下雨';
const repeats = 30;
start = performance.now();
for (let index = 0; index < repeats; index += 1) await embedder.embed([shortText]);
console.log(`1 short text: ${(milliseconds(start) / repeats).toFixed(2)} ms`);

for (const size of [1, 8, 32, 64]) {
  const batch = texts.slice(0, size);
  const rounds = size === 1 ? 20 : 3;
  start = performance.now();
  for (let round = 0; round < rounds; round += 1) await embedder.embed(batch);
  const perCall = milliseconds(start) / rounds;
  console.log(`batch of ${size} (mixed lengths): ${perCall.toFixed(1)} ms per call, ${(perCall / size).toFixed(2)} ms per text`);
}
console.log(`rss: ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`);
const alone = await embedder.embed(texts);
await embedder.close();

const { pipeline, env } = await import('@huggingface/transformers');
env.allowRemoteModels = false;
env.useFSCache = false;
const extractor = await pipeline('feature-extraction', `${modelsDirectory}/${defaultLocalModel}`, {
  dtype: 'q8',
  local_files_only: true,
  // The same session settings LocalEmbedder uses, so only the batching differs.
  session_options: {
    intraOpNumThreads: threads ?? Math.max(1, Math.min(4, availableParallelism())),
    interOpNumThreads: 1,
    extra: { session: { intra_op: { allow_spinning: '0' } } },
  },
});
for (const size of [8, 32, 64]) {
  const batch = texts.slice(0, size);
  start = performance.now();
  const output = await extractor(batch, { pooling: 'cls', normalize: true });
  const perCall = milliseconds(start);
  const data = output.data as Float32Array;
  let lowestCosine = 1;
  for (let row = 0; row < size; row += 1) {
    let dot = 0;
    const single = alone[row] as Float32Array;
    for (let column = 0; column < 512; column += 1) dot += (data[row * 512 + column] as number) * (single[column] as number);
    lowestCosine = Math.min(lowestCosine, dot);
  }
  console.log(
    `padded batch of ${size} in one run: ${(perCall / size).toFixed(2)} ms per text; ` +
      `lowest cosine to the same text run alone: ${lowestCosine.toFixed(4)}`,
  );
}
await extractor.dispose();
