import { Option, type Command } from 'commander';
import type { Filter } from '../../core/filter.js';
import { memoryKindSchema } from '../../core/schemas.js';
import type { MemoryKind } from '../../core/types.js';
import { openMemory, type CliIO } from '../context.js';
import { formatRecord, formatResult, json } from '../format.js';
import { parseJsonObject, parsePositiveInt, parseUnitInterval } from '../parse.js';

interface ScopeFlags {
  user: string;
  agent?: string;
  session?: string;
  db?: string;
  json?: boolean;
}

const kindOption = new Option('--kind <kind>', 'memory kind').choices(memoryKindSchema.options);

function scopeOf(flags: ScopeFlags): { userId: string; agentId?: string; sessionId?: string } {
  return { userId: flags.user, ...(flags.agent ? { agentId: flags.agent } : {}), ...(flags.session ? { sessionId: flags.session } : {}) };
}

function withScope(command: Command): Command {
  return command
    .requiredOption('--user <id>', 'user the memory belongs to')
    .option('--agent <id>', 'agent id')
    .option('--session <id>', 'session id')
    .option('--db <path>', 'database file (env AGENT_MEMORY_DB, default ./agent-memory.db)')
    .option('--store <url>', 'store: postgres://user:pass@host:port/db or a SQLite file (env AGENT_MEMORY_STORE)')
    .option('--json', 'print JSON');
}

export function registerCrudCommands(program: Command, io: CliIO): void {
  withScope(program.command('add').description('store a memory').argument('<text>', 'what to remember'))
    .addOption(kindOption)
    .option('--metadata <json>', 'metadata as a JSON object')
    .option('--importance <0..1>', 'importance', parseUnitInterval)
    .action(async (text: string, flags: ScopeFlags & { kind?: MemoryKind; metadata?: string; importance?: number }) => {
      const memory = await openMemory(flags, io);
      try {
        const record = await memory.add({
          ...scopeOf(flags),
          text,
          ...(flags.kind ? { kind: flags.kind } : {}),
          ...(flags.metadata ? { metadata: parseJsonObject(flags.metadata, '--metadata') } : {}),
          ...(flags.importance !== undefined ? { importance: flags.importance } : {}),
        });
        io.out(flags.json ? json(record) : record.id);
      } finally {
        await memory.close();
      }
    });

  withScope(program.command('search').description('hybrid search over a user\'s memories').argument('<query>', 'what to look for'))
    .option('--top-k <n>', 'results to return', parsePositiveInt)
    .option('--threshold <0..1>', 'minimum final score', parseUnitInterval)
    .option('--filter <json>', 'metadata filter ($eq $ne $gt $gte $lt $lte $in $nin $contains $and $or $not)')
    .addOption(new Option('--kind <kind...>', 'only these kinds').choices(memoryKindSchema.options))
    .option('--no-knowledge', 'leave shared knowledge out')
    .action(async (query: string, flags: ScopeFlags & { topK?: number; threshold?: number; filter?: string; kind?: MemoryKind[]; knowledge: boolean }) => {
      const memory = await openMemory(flags, io);
      try {
        const results = await memory.search({
          ...scopeOf(flags),
          query,
          ...(flags.topK ? { topK: flags.topK } : {}),
          ...(flags.threshold !== undefined ? { threshold: flags.threshold } : {}),
          ...(flags.filter ? { filter: parseJsonObject(flags.filter, '--filter') as Filter } : {}),
          ...(flags.kind ? { kinds: flags.kind } : {}),
          includeKnowledge: flags.knowledge,
        });
        if (flags.json) io.out(json({ results }));
        else if (results.length === 0) io.out('no memories above the threshold');
        else results.forEach((result, index) => io.out(formatResult(result, index + 1)));
      } finally {
        await memory.close();
      }
    });

  withScope(program.command('get').description('show one memory').argument('<id>')).action(async (id: string, flags: ScopeFlags) => {
    const memory = await openMemory(flags, io);
    try {
      const record = await memory.get(id, scopeOf(flags));
      io.out(flags.json ? json(record) : formatRecord(record));
    } finally {
      await memory.close();
    }
  });

  withScope(program.command('list').description("list a user's memories, newest first"))
    .addOption(new Option('--kind <kind...>', 'only these kinds').choices(memoryKindSchema.options))
    .option('--filter <json>', 'metadata filter')
    .option('--limit <n>', 'page size', parsePositiveInt, 50)
    .option('--offset <n>', 'skip this many', (value: string) => Number.parseInt(value, 10), 0)
    .action(async (flags: ScopeFlags & { kind?: MemoryKind[]; filter?: string; limit: number; offset: number }) => {
      const memory = await openMemory(flags, io);
      try {
        const page = await memory.getAll({
          ...scopeOf(flags),
          limit: flags.limit,
          offset: flags.offset,
          ...(flags.kind ? { kinds: flags.kind } : {}),
          ...(flags.filter ? { filter: parseJsonObject(flags.filter, '--filter') as Filter } : {}),
        });
        if (flags.json) io.out(json(page));
        else {
          page.items.forEach((record) => io.out(formatRecord(record)));
          io.out(`${page.items.length} of ${page.total}`);
        }
      } finally {
        await memory.close();
      }
    });

  withScope(program.command('delete').description('delete one memory, or all of a user\'s with --all').argument('[id]'))
    .option('--all', "delete every memory in the scope (needs --user)")
    .action(async (id: string | undefined, flags: ScopeFlags & { all?: boolean }) => {
      if (!id && !flags.all) throw new Error('give a memory id, or --all to delete everything in the scope');
      if (id && flags.all) throw new Error('give either an id or --all, not both');
      const memory = await openMemory(flags, io);
      try {
        if (flags.all) {
          const count = await memory.deleteAll(scopeOf(flags));
          io.out(flags.json ? json({ deleted: count }) : `deleted ${count} memories`);
        } else {
          await memory.delete(id as string, scopeOf(flags));
          io.out(flags.json ? json({ deleted: 1, id }) : `deleted ${id}`);
        }
      } finally {
        await memory.close();
      }
    });

  withScope(program.command('history').description('every change to a memory').argument('<id>')).action(async (id: string, flags: ScopeFlags) => {
    const memory = await openMemory(flags, io);
    try {
      const entries = await memory.history(id, scopeOf(flags));
      if (flags.json) io.out(json({ history: entries }));
      else for (const entry of entries) io.out(`${entry.at}  ${entry.event}  ${entry.before?.text ?? '∅'}  →  ${entry.after?.text ?? '∅'}`);
    } finally {
      await memory.close();
    }
  });
}
