import type { Command } from 'commander';

export const DB_OPTION_HELP = 'database file (env AGENT_MEMORY_DB, default ./agent-memory.db)';

export const STORE_OPTION_HELP = 'store: postgres://user:pass@host:port/db, chroma://host:port or a SQLite file; wins over --db (env AGENT_MEMORY_STORE)';

/** `--db`, `--store` and `--tenant`, which every command that reads or writes memories takes. */
export function withStoreOptions(command: Command): Command {
  return command.option('--db <path>', DB_OPTION_HELP).option('--store <url>', STORE_OPTION_HELP).option('--tenant <id>', 'tenant to act in (the HTTP API uses the API key\'s tenant)', 'default');
}

/** Adds an "Examples:" section to the command's --help. */
export function withExamples(command: Command, ...examples: string[]): Command {
  return command.addHelpText('after', `\nExamples:\n${examples.map((example) => `  $ ${example}`).join('\n')}`);
}
