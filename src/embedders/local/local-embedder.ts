import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import type { FeatureExtractionPipeline } from '@huggingface/transformers';
import type { Embedder, EmbedderInfo } from '../../core/embedder.js';
import { SerialModel } from '../serial-model.js';
import { MemoryError } from '../../core/errors.js';
import { defaultModelsDirectory, findLockedModel, requireModelDirectory, verifyModelFiles, type LockedModel } from './model-files.js';

/** ONNX weight variants transformers.js knows; `q8` selects `onnx/model_quantized.onnx`. */
export type LocalModelDtype = 'fp32' | 'fp16' | 'q8' | 'int8' | 'uint8' | 'q4' | 'bnb4' | 'q4f16';
export type LocalModelPooling = 'cls' | 'mean';

export interface LocalEmbedderOptions {
  /** Folder holding `<owner>/<model>/`. Default: `AGENT_MEMORY_MODELS_DIR`, else `models/` at the package root. */
  modelsDir?: string;
  /** Default `BAAI/bge-small-zh-v1.5`, the model pinned in models.lock.json. */
  model?: string;
  /** Default `q8`. */
  dtype?: LocalModelDtype;
  /** Default: the model's own pooling when known (`cls` for BGE), else `mean`. */
  pooling?: LocalModelPooling;
  /** Needed only for a model that is neither in models.lock.json nor in the known-model table. */
  dimensions?: number;
  /** ONNX intra-op threads. Default: available cores, at most 4 (a small model gains nothing from more). */
  threads?: number;
  /** Texts per `embed` call. Default 32. */
  maxBatchSize?: number;
}

export const defaultLocalModel = 'BAAI/bge-small-zh-v1.5';
const defaultDtype: LocalModelDtype = 'q8';

/** Output size and pooling of models we know, so `info` is available before anything loads. */
const knownModels: Record<string, { dimensions: number; pooling: LocalModelPooling }> = {
  'BAAI/bge-small-zh-v1.5': { dimensions: 512, pooling: 'cls' },
  'BAAI/bge-small-en-v1.5': { dimensions: 384, pooling: 'cls' },
  'BAAI/bge-base-zh-v1.5': { dimensions: 768, pooling: 'cls' },
  'BAAI/bge-base-en-v1.5': { dimensions: 768, pooling: 'cls' },
  'Xenova/all-MiniLM-L6-v2': { dimensions: 384, pooling: 'mean' },
  'Xenova/paraphrase-multilingual-MiniLM-L12-v2': { dimensions: 384, pooling: 'mean' },
};

/**
 * Embeds offline with an ONNX model run by transformers.js. Nothing is ever downloaded: remote
 * loading is switched off and the model is read from `modelsDir` only, after its files are
 * checked against models.lock.json. The model loads on the first `embed`, not in the constructor.
 *
 * Each text runs through the model on its own. The int8 model quantises activations per
 * tensor, so in a padded batch a text's vector shifts with its batch-mates (cosine to itself
 * as low as 0.97); one text per run keeps a text's vector the same whatever it is batched
 * with, and is faster anyway for texts of mixed length (no padding). Runs are serialised.
 * Vectors are L2-normalised. Input beyond 512 tokens is truncated by the tokenizer.
 */
export class LocalEmbedder implements Embedder {
  readonly info: EmbedderInfo;
  readonly maxBatchSize: number;
  private readonly modelId: string;
  private readonly modelsDirectory: string;
  private readonly modelDirectory: string;
  private readonly lockedModel: LockedModel | undefined;
  private readonly dtype: LocalModelDtype;
  private readonly pooling: LocalModelPooling;
  private readonly threads: number;
  /** Loaded on the first `embed`; a failed load is retried by the next (say, after `npm run fetch-model`). */
  private readonly model = new SerialModel(
    () => this.loadPipeline(),
    (extractor: FeatureExtractionPipeline) => extractor.dispose(),
  );

  constructor(options: LocalEmbedderOptions = {}) {
    this.modelId = options.model ?? defaultLocalModel;
    this.modelsDirectory = resolve(options.modelsDir ?? defaultModelsDirectory());
    this.modelDirectory = join(this.modelsDirectory, this.modelId);
    this.lockedModel = findLockedModel(this.modelId);
    const known = knownModels[this.modelId];
    const dimensions = options.dimensions ?? this.lockedModel?.dimensions ?? known?.dimensions;
    if (dimensions === undefined) {
      throw new MemoryError(
        'INVALID_INPUT',
        `unknown local model ${this.modelId}: pass \`dimensions\` (the size of its output vectors) in the LocalEmbedder options`,
        { details: { model: this.modelId } },
      );
    }
    this.dtype = options.dtype ?? defaultDtype;
    const modelPooling = known?.pooling ?? 'mean';
    this.pooling = options.pooling ?? modelPooling;
    this.threads = options.threads ?? Math.max(1, Math.min(4, availableParallelism()));
    this.maxBatchSize = options.maxBatchSize ?? 32;
    // A non-default dtype or pooling gives different vectors, so it is part of the model's identity.
    const variant = [
      this.pooling === modelPooling ? null : `pooling=${this.pooling}`,
      this.dtype === defaultDtype ? null : `dtype=${this.dtype}`,
    ].filter((part): part is string => part !== null);
    this.info = {
      provider: 'local',
      model: variant.length === 0 ? this.modelId : `${this.modelId}?${variant.join('&')}`,
      dimensions,
    };
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    return this.model.run(async (extractor) => {
      const vectors: Float32Array[] = [];
      for (const text of texts) vectors.push(await this.embedOne(extractor, text));
      return vectors;
    });
  }

  /** Frees the model. A later `embed` loads it again. */
  async close(): Promise<void> {
    await this.model.close();
  }

  private async loadPipeline(): Promise<FeatureExtractionPipeline> {
    if (this.lockedModel !== undefined) {
      await verifyModelFiles(this.lockedModel, this.modelDirectory, this.modelsDirectory);
    } else {
      await requireModelDirectory(this.modelId, this.modelDirectory);
    }
    const transformers = await import('@huggingface/transformers');
    // Never fetch from a model hub, and never read a model from transformers.js's own cache
    // folder, which could shadow the verified files.
    transformers.env.allowRemoteModels = false;
    transformers.env.allowLocalModels = true;
    transformers.env.useFSCache = false;
    try {
      // An absolute folder path is not a hub id, so it is read as is and env.localModelPath
      // (a process-wide setting) plays no part: two embedders can use two folders.
      return await transformers.pipeline('feature-extraction', this.modelDirectory, {
        dtype: this.dtype,
        local_files_only: true,
        session_options: {
          intraOpNumThreads: this.threads,
          interOpNumThreads: 1,
          // Idle ONNX threads spin by default. On a small shared machine the spinning thread
          // steals the core the other one needs: measured on 2 busy cores, 2 spinning threads
          // took 23-29 ms per text, 2 non-spinning threads 11-13 ms.
          extra: { session: { intra_op: { allow_spinning: '0' } } },
        },
      });
    } catch (error: unknown) {
      throw new MemoryError(
        'MODEL_MISSING',
        `could not load local model ${this.modelId} (${this.dtype}) from ${this.modelDirectory}: ${messageOf(error)}`,
        { details: { model: this.modelId, path: this.modelDirectory, reason: 'unloadable' }, cause: error },
      );
    }
  }

  private async embedOne(extractor: FeatureExtractionPipeline, text: string): Promise<Float32Array> {
    let vector: Float32Array | null;
    let dims: number[];
    try {
      const output = await extractor(text, { pooling: this.pooling, normalize: true });
      dims = output.dims;
      vector = output.data instanceof Float32Array ? new Float32Array(output.data) : null;
      output.dispose();
    } catch (error: unknown) {
      throw new MemoryError('PROVIDER_ERROR', `local model ${this.modelId} failed to embed a text: ${messageOf(error)}`, {
        details: { model: this.modelId },
        cause: error,
      });
    }
    const width = dims[dims.length - 1];
    if (vector === null || width !== this.info.dimensions || vector.length !== width) {
      throw new MemoryError(
        'EMBEDDING_INVALID',
        `local model ${this.modelId} produced ${width ?? 0}-dimensional vectors (shape [${dims.join(', ')}]), ` +
          `but this embedder declares ${this.info.dimensions} dimensions; fix \`dimensions\` in the options or models.lock.json`,
        { details: { model: this.modelId, expected: this.info.dimensions, actual: width ?? 0 } },
      );
    }
    return vector;
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
