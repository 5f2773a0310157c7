import { Command, CommanderError } from 'commander';
import { MemoryError } from '../core/errors.js';
import type { CliIO } from './context.js';
import { registerCrudCommands } from './commands/crud.js';
import { registerDemoCommand } from './commands/demo.js';
import { registerServerCommands } from './commands/server.js';
import { registerIngestCommand } from './commands/ingest.js';
import { registerConversationCommands } from './commands/conversation.js';
import { registerLifecycleCommands } from './commands/lifecycle.js'; // issue 7
import { registerEvalCommand } from './commands/eval.js'; // issue 3
import { registerFetchModelCommand } from './commands/fetch-model.js';
import { registerMigrateCommand } from './commands/migrate.js';
import { packageVersion } from './package-root.js';

/**
 * Each feature registers its commands here; the commands themselves stay thin. Registering is
 * cheap: a command loads the engine, the store and the model runtime only when it runs
 * (`context.ts`), so `--help` and `--version` start in about the time Node itself takes.
 */
const registrations: ((program: Command, io: CliIO) => void)[] = [
  registerCrudCommands,
  registerDemoCommand,
  registerIngestCommand,
  registerServerCommands,
  registerConversationCommands,
  registerLifecycleCommands,
  registerEvalCommand,
  registerFetchModelCommand,
  registerMigrateCommand,
];

export function buildProgram(io: CliIO): Command {
  const program = new Command('agent-memory')
    .description('Local-first memory engine for LLM agents')
    .version(packageVersion())
    .exitOverride()
    .configureOutput({ writeOut: (text) => io.out(text.trimEnd()), writeErr: (text) => io.err(text.trimEnd()) })
    .showSuggestionAfterError(true)
    .configureHelp({ helpWidth: 100 });
  for (const register of registrations) register(program, io);
  for (const command of program.commands) command.exitOverride();
  return program;
}

const defaultIO: CliIO = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  env: process.env,
};

/** Runs the CLI and returns the exit code. Errors become one line, never a stack trace. */
export async function main(argv: string[], io: CliIO = defaultIO): Promise<number> {
  const program = buildProgram(io);
  try {
    await program.parseAsync(argv, { from: 'user' });
    return 0;
  } catch (error: unknown) {
    if (error instanceof CommanderError) {
      return error.exitCode === 0 ? 0 : 2;
    }
    if (MemoryError.isInstance(error)) {
      io.err(`error: ${error.code}: ${error.message}`);
      return 1;
    }
    io.err(`error: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
