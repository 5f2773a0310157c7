import { Option, type Command } from 'commander';
import { MemoryError } from '../../core/errors.js';
import type { Filter } from '../../core/filter.js';
import { MEMORY_KINDS, type MemoryKind } from '../../core/types.js';
import { withExamples, withStoreOptions } from '../command-options.js';
import { openMemory, type CliIO } from '../context.js';
import { formatLocalTime, formatRecord, formatRecordDetails, formatResult, json, localIsoTime } from '../format.js';
import { parseJsonObject, parsePositiveInt, parseUnitInterval } from '../parse.js';
import { indentWrapped } from '../text-layout.js';

interface ScopeFlags {
  user: string;
  agent?: string;
  session?: string;
  db?: string;
  tenant: string;
  json?: boolean;
}

const kindOption = (): Option => new Option('--kind <kind>', 'memory kind').choices(MEMORY_KINDS);

function scopeOf(flags: ScopeFlags): { userId: string; agentId?: string; sessionId?: string } {
  return { userId: flags.user, ...(flags.agent ? { agentId: flags.agent } : {}), ...(flags.session ? { sessionId: flags.session } : {}) };
}

function withScope(command: Command): Command {
  return withStoreOptions(
    command.requiredOption('--user <id>', 'user the memory belongs to').option('--agent <id>', 'agent id').option('--session <id>', 'session id'),
  ).option('--json', 'print JSON');
}

/** The words of the query, to find where a long knowledge chunk matches it (loaded with the engine). */
async function queryTerms(query: string): Promise<string[]> {
  const { analyze } = await import('../../core/text/analyzer.js');
  return [...new Set([...query.split(/\s+/), ...analyze(query)])].sort((left, right) => right.length - left.length);
}

export function registerCrudCommands(program: Command, io: CliIO): void {
  withExamples(
    withScope(program.command('add').description('store a memory (an exact repeat in the same scope returns the stored one)').argument('<text>', 'what to remember'))
      .addOption(kindOption())
      .option('--metadata <json>', 'metadata as a JSON object')
      .option('--importance <0..1>', 'importance', parseUnitInterval),
    `agent-memory add "I am allergic to peanuts" --user alice --metadata '{"topic":"health"}'`,
    'agent-memory add "以后回答我都用简短的要点" --user alice --kind procedural --tenant acme',
  ).action(async (text: string, flags: ScopeFlags & { kind?: MemoryKind; metadata?: string; importance?: number }) => {
    const memory = await openMemory(flags, io);
    try {
      const record = await memory.add({
        ...scopeOf(flags),
        text,
        ...(flags.kind ? { kind: flags.kind } : {}),
        ...(flags.metadata ? { metadata: parseJsonObject(flags.metadata, '--metadata') } : {}),
        ...(flags.importance !== undefined ? { importance: flags.importance } : {}),
      });
      if (flags.json) io.out(json(record));
      else if (record.deduplicated) io.out(`${record.id}\nalready stored (same text, scope, kind and metadata); nothing added`);
      else io.out(record.id);
    } finally {
      await memory.close();
    }
  });

  withExamples(
    withScope(program.command('search').description("hybrid search over a user's memories and shared knowledge").argument('<query>', 'what to look for'))
      .option('--top-k <n>', 'results to return', parsePositiveInt)
      .option('--threshold <0..1>', 'minimum final score', parseUnitInterval)
      .option('--filter <json>', 'metadata filter ($eq $ne $gt $gte $lt $lte $in $nin $contains $and $or $not)')
      .addOption(new Option('--kind <kind...>', 'only these kinds').choices(MEMORY_KINDS))
      .option('--no-knowledge', 'leave shared knowledge out')
      .option('--now <time>', "ask as of this ISO time; its offset is the calendar of the days the question names (default: now, in this machine's time zone)"),
    'agent-memory search "what should I avoid eating" --user alice',
    `agent-memory search "trips" --user alice --filter '{"year":{"$gte":2024}}' --json`,
  ).action(async (query: string, flags: ScopeFlags & { topK?: number; threshold?: number; filter?: string; kind?: MemoryKind[]; knowledge: boolean; now?: string }) => {
    const memory = await openMemory(flags, io);
    try {
      const input = {
        ...scopeOf(flags),
        query,
        ...(flags.topK ? { topK: flags.topK } : {}),
        ...(flags.filter ? { filter: parseJsonObject(flags.filter, '--filter') as Filter } : {}),
        ...(flags.kind ? { kinds: flags.kind } : {}),
        includeKnowledge: flags.knowledge,
        now: flags.now ?? localIsoTime(new Date()),
      };
      const results = await memory.search({ ...input, ...(flags.threshold !== undefined ? { threshold: flags.threshold } : {}) });
      if (flags.json) return io.out(json({ results }));
      if (results.length === 0) {
        if (flags.threshold !== undefined) return io.out(`no memories above the threshold ${flags.threshold}`);
        const cut = `nothing relevant: no memory reaches the relevance cut ${memory.config.search.relevance.cut.toFixed(2)}`;
        // The search read the question as one about the world when its best candidate carries the feature (it knows which names the user's memories hold).
        const [best] = await memory.searchUncut({ ...input, topK: 1 });
        return io.out(best?.scores.world === 1 ? `${cut} (the question asks about the world, not about the user: search/world-questions.ts)` : cut);
      }
      const terms = await queryTerms(query);
      results.forEach((result, index) => io.out(formatResult(result, index + 1, terms)));
    } finally {
      await memory.close();
    }
  });

  withExamples(withScope(program.command('get').description('show one memory with its metadata').argument('<id>')), 'agent-memory get 3f2a… --user alice').action(
    async (id: string, flags: ScopeFlags) => {
      const memory = await openMemory(flags, io);
      try {
        const record = await memory.get(id, scopeOf(flags));
        io.out(flags.json ? json(record) : formatRecordDetails(record));
      } finally {
        await memory.close();
      }
    },
  );

  withExamples(
    withScope(program.command('update').description('change the text, metadata or importance of a memory (kept in its history)').argument('<id>'))
      .option('--text <text>', 'new text (the memory is re-embedded)')
      .option('--metadata <json>', 'new metadata, a JSON object (replaces the old)')
      .option('--importance <0..1>', 'new importance', parseUnitInterval),
    'agent-memory update 3f2a… --user alice --text "I am allergic to peanuts and cashews"',
    `agent-memory update 3f2a… --user alice --metadata '{"topic":"health"}' --importance 0.9`,
  ).action(async (id: string, flags: ScopeFlags & { text?: string; metadata?: string; importance?: number }) => {
    if (flags.text === undefined && flags.metadata === undefined && flags.importance === undefined) {
      throw new MemoryError('INVALID_INPUT', 'nothing to change: give --text, --metadata or --importance');
    }
    const metadata = flags.metadata === undefined ? undefined : parseJsonObject(flags.metadata, '--metadata');
    const memory = await openMemory(flags, io);
    try {
      const record = await memory.update(
        id,
        { ...(flags.text !== undefined ? { text: flags.text } : {}), ...(metadata ? { metadata } : {}), ...(flags.importance !== undefined ? { importance: flags.importance } : {}) },
        scopeOf(flags),
      );
      io.out(flags.json ? json(record) : `updated ${record.id}\n${formatRecordDetails(record)}`);
    } finally {
      await memory.close();
    }
  });

  withExamples(
    withScope(program.command('list').description("list a user's memories, newest first"))
      .addOption(new Option('--kind <kind...>', 'only these kinds').choices(MEMORY_KINDS))
      .option('--filter <json>', 'metadata filter')
      .option('--limit <n>', 'page size', parsePositiveInt, 50)
      .option('--offset <n>', 'skip this many', (value: string) => Number.parseInt(value, 10), 0),
    'agent-memory list --user alice --kind semantic procedural',
    'agent-memory list --user alice --tenant acme --limit 10 --offset 10',
  ).action(async (flags: ScopeFlags & { kind?: MemoryKind[]; filter?: string; limit: number; offset: number }) => {
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
        io.out(`${page.items.length} of ${page.total}${flags.tenant === 'default' ? '' : ` in tenant ${flags.tenant}`}`);
      }
    } finally {
      await memory.close();
    }
  });

  withExamples(
    withScope(program.command('delete').description("delete one memory, or all of a user's with --all").argument('[id]')).option(
      '--all',
      'delete every memory in the scope (needs --user)',
    ),
    'agent-memory delete 3f2a… --user alice',
    'agent-memory delete --all --user alice',
  ).action(async (id: string | undefined, flags: ScopeFlags & { all?: boolean }) => {
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

  withExamples(withScope(program.command('history').description('every change to a memory').argument('<id>')), 'agent-memory history 3f2a… --user alice').action(
    async (id: string, flags: ScopeFlags) => {
      const memory = await openMemory(flags, io);
      try {
        const entries = await memory.history(id, scopeOf(flags));
        if (flags.json) return io.out(json({ history: entries }));
        for (const entry of entries) {
          io.out(`${formatLocalTime(entry.at)}  ${entry.event}`);
          if (entry.before) io.out(indentWrapped(`before: ${entry.before.text}`, '    '));
          if (entry.after) io.out(indentWrapped(`after:  ${entry.after.text}`, '    '));
        }
      } finally {
        await memory.close();
      }
    },
  );
}
