import { caughtMemoryError } from '../../testing/memory-error.js';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeEmbedderContract } from '../embedder-contract.js';
import { LocalEmbedder, defaultLocalModel } from './local-embedder.js';
import { defaultModelsDirectory, findLockedModel } from './model-files.js';

describeEmbedderContract('local (bge-small-zh-v1.5, int8)', () => new LocalEmbedder(), {
  semanticCases: [
    { anchor: '我住在南方，经常下雨', related: '推荐适合南方通勤的鞋', unrelated: '这个季度的财务报表需要重新审计' },
    { anchor: '用户喜欢深色主题', related: '界面配色偏好', unrelated: '明天上午十点开会讨论预算' },
  ],
});

describe('LocalEmbedder model files', () => {
  const temporary = mkdtempSync(join(tmpdir(), 'agent-memory-local-embedder-'));
  const locked = findLockedModel(defaultLocalModel);
  afterAll(() => rmSync(temporary, { recursive: true, force: true }));

  /** A copy of the pinned model under a fresh models folder, changed by `damage`. */
  function copyModel(name: string, damage: (modelDirectory: string) => void): string {
    const modelsDirectory = join(temporary, name);
    const source = join(defaultModelsDirectory(), defaultLocalModel);
    const target = join(modelsDirectory, defaultLocalModel);
    for (const file of Object.keys(locked?.files ?? {})) {
      mkdirSync(dirname(join(target, file)), { recursive: true });
      copyFileSync(join(source, file), join(target, file));
    }
    damage(target);
    return modelsDirectory;
  }

  it('describes the default model without loading it', () => {
    const embedder = new LocalEmbedder({ modelsDir: join(temporary, 'nowhere') });
    expect(embedder.info).toEqual({ provider: 'local', model: 'BAAI/bge-small-zh-v1.5', dimensions: 512 });
  });

  it('names a missing model folder and says how to fetch it', async () => {
    const error = await caughtMemoryError(new LocalEmbedder({ modelsDir: join(temporary, 'nowhere') }).embed(['你好']));
    expect(error.code).toBe('MODEL_MISSING');
    expect(error.message).toContain('npm run fetch-model');
    expect(error.message).toContain('npx agent-memory fetch-model');
    expect(error.message).toContain('AGENT_MEMORY_MODELS_DIR');
    expect(error.message).toContain(join(temporary, 'nowhere'));
    expect(error.details).toMatchObject({ reason: 'missing' });
  });

  it('names a single missing file', async () => {
    const modelsDir = copyModel('without-tokenizer', (model) => rmSync(join(model, 'tokenizer.json')));
    const error = await caughtMemoryError(new LocalEmbedder({ modelsDir }).embed(['你好']));
    expect(error.code).toBe('MODEL_MISSING');
    expect(error.message).toContain('tokenizer.json');
    expect(error.message).toContain('npm run fetch-model');
  });

  it('detects a truncated ONNX file by its sha256, before handing it to the runtime', async () => {
    const modelsDir = copyModel('truncated', (model) => {
      const onnx = join(model, 'onnx', 'model_quantized.onnx');
      writeFileSync(onnx, readFileSync(onnx).subarray(0, 100_000));
    });
    const error = await caughtMemoryError(new LocalEmbedder({ modelsDir }).embed(['你好']));
    expect(error.code).toBe('MODEL_MISSING');
    expect(error.details).toMatchObject({ reason: 'corrupt', file: 'onnx/model_quantized.onnx', size: 100_000 });
    expect(error.message).toContain('onnx/model_quantized.onnx');
    expect(error.message).toContain('npm run fetch-model');
  });

  it('refuses an unknown model without declared dimensions', () => {
    expect(() => new LocalEmbedder({ model: 'someone/unknown-model' })).toThrow(/dimensions/);
  });

  it('reports an unpinned model folder that cannot be loaded as MODEL_MISSING, not a crash', async () => {
    const modelsDir = join(temporary, 'unpinned');
    mkdirSync(join(modelsDir, 'someone', 'broken-model'), { recursive: true });
    writeFileSync(join(modelsDir, 'someone', 'broken-model', 'config.json'), '{ not json');
    const embedder = new LocalEmbedder({ modelsDir, model: 'someone/broken-model', dimensions: 8 });
    const error = await caughtMemoryError(embedder.embed(['hello']));
    expect(error.code).toBe('MODEL_MISSING');
    expect(error.details).toMatchObject({ reason: 'unloadable' });
  });

  it('rejects output whose size differs from the declared dimensions, and never enables remote models', async () => {
    const embedder = new LocalEmbedder({ dimensions: 384 });
    try {
      const error = await caughtMemoryError(embedder.embed(['你好']));
      expect(error.code).toBe('EMBEDDING_INVALID');
      expect(error.message).toContain('512');
      expect(error.message).toContain('384');
      const { env } = await import('@huggingface/transformers');
      expect(env.allowRemoteModels).toBe(false);
    } finally {
      await embedder.close();
    }
  });

  it('names a non-default pooling or dtype in the model identity', () => {
    expect(new LocalEmbedder({ pooling: 'mean' }).info.model).toBe('BAAI/bge-small-zh-v1.5?pooling=mean');
    expect(new LocalEmbedder({ dtype: 'fp32', pooling: 'cls' }).info.model).toBe('BAAI/bge-small-zh-v1.5?dtype=fp32');
  });
});
