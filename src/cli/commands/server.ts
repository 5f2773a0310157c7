import { waitForStopSignal } from '../stop-signal.js';
import type { Command } from 'commander';
import { readEnv } from '../../config/env.js';
import { MemoryError } from '../../core/errors.js';
import { parseInput } from '../../core/schemas.js';
import type { Memory } from '../../memory.js';
import { readAdminKey } from '../../server/auth/admin-key.js';
import { SqliteKeyStore, tenantIdSchema } from '../../server/auth/sqlite-key-store.js';
import type { RunningHttpServer } from '../../server/http-server.js';
import { defaultServerLimits } from '../../server/limits/server-limits.js';
import { SqliteStore } from '../../stores/sqlite/sqlite-store.js';
import { openMemory, type CliIO } from '../context.js';
import { json } from '../format.js';
import { parsePositiveInt } from '../parse.js';
import { scheduleMaintenance } from '../../lifecycle/scheduler.js';

interface ServeFlags {
  port: number;
  host: string;
  db?: string;
  bodyLimit: number;
  rateLimit: number;
  burst?: number;
  timeout: number;
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new MemoryError('INVALID_INPUT', '--port must be 0..65535');
  return port;
}

/** API keys live in the memory database file, so every process serving that file sees the same keys. */
function keyStoreOf(memory: Memory): SqliteKeyStore {
  if (!(memory.store instanceof SqliteStore)) {
    throw new MemoryError(
      'INVALID_INPUT',
      'the HTTP server keeps its API keys, conversations, rate limits and write jobs in the SQLite store; serving a Postgres store is not supported yet (docs/stores.md)',
    );
  }
  return new SqliteKeyStore(memory.store.database, memory.clock);
}

async function withKeyStore<T>(flags: { db?: string }, io: CliIO, run: (keys: SqliteKeyStore) => Promise<T>): Promise<T> {
  const store = new SqliteStore({ path: flags.db ?? readEnv(io.env).AGENT_MEMORY_DB });
  await store.init();
  try {
    return await run(new SqliteKeyStore(store.database));
  } finally {
    await store.close();
  }
}

export function registerServerCommands(program: Command, io: CliIO): void {
  program
    .command('serve')
    .description('run the HTTP API (REST, OpenAPI at /openapi.json, docs at /docs, MCP at /mcp)')
    .option('--port <port>', 'port to listen on (0 picks a free one)', parsePort, 8080)
    .option('--host <host>', 'address to bind', '127.0.0.1')
    .option('--db <path>', 'database file (env AGENT_MEMORY_DB, default ./agent-memory.db)')
    .option('--store <url>', 'store: postgres://user:pass@host:port/db or a SQLite file (env AGENT_MEMORY_STORE)')
    .option('--body-limit <bytes>', 'largest request body', parsePositiveInt, defaultServerLimits.bodyBytes)
    .option('--rate-limit <perSecond>', 'sustained requests per second per key', parsePositiveInt, defaultServerLimits.rate.perSecond)
    .option('--burst <n>', 'requests a key may burst above the rate (default: twice the rate)', parsePositiveInt)
    .option('--timeout <ms>', 'longest a request may take', parsePositiveInt, defaultServerLimits.requestTimeoutMs)
    .option('--maintain-hours <n>', 'run maintenance (archive and purge) every N hours', parsePositiveInt, 24)
    .action(async (flags: ServeFlags & { maintainHours: number }) => {
      const adminKey = readAdminKey(io.env);
      // Loaded here, not at the top, so other commands do not pay for the HTTP stack.
      const { startHttpServer } = await import('../../server/http-server.js');
      const memory = await openMemory(flags, io);
      let keyStore: SqliteKeyStore;
      try {
        keyStore = keyStoreOf(memory);
      } catch (error: unknown) {
        await memory.close();
        throw error;
      }
      let server: RunningHttpServer;
      try {
        server = await startHttpServer({
          memory,
          auth: { keys: keyStore, adminKey },
          port: flags.port,
          host: flags.host,
          limits: {
            bodyBytes: flags.bodyLimit,
            rate: { perSecond: flags.rateLimit, burst: flags.burst ?? flags.rateLimit * 2 },
            requestTimeoutMs: flags.timeout,
          },
        });
      } catch (error: unknown) {
        await memory.close();
        throw error;
      }
      // Idle conversations expire in the background; memory.close() stops the sweeper on shutdown.
      memory.conversations.startSweeper();
      const maintenance = scheduleMaintenance(memory, {
        intervalMs: flags.maintainHours * 3_600_000,
        tenants: async () => (await keyStore.listTenants()).map((tenant) => tenant.id),
        onError: (error: unknown) => io.err(`maintenance failed: ${error instanceof Error ? error.message : String(error)}`),
      });
      io.out(`agent-memory listening on ${server.url} (docs: ${server.url}/docs, MCP: ${server.url}/mcp)`);
      if (!adminKey) io.err('no admin key set (AGENT_MEMORY_ADMIN_KEY or AGENT_MEMORY_ADMIN_KEY_FILE): admin routes and /metrics are disabled');
      const signal = await waitForStopSignal();
      io.err(`${signal}: finishing in-flight requests, then closing the database`);
      maintenance.stop();
      await server.close();
      io.err('stopped');
    });

  const keys = program.command('keys').description('manage API keys (each belongs to one tenant; only hashes are stored)');
  keys
    .command('create')
    .description('create a key for a tenant and print it on stdout (it cannot be shown again)')
    .requiredOption('--tenant <id>', 'tenant the key belongs to (created when missing)')
    .option('--name <label>', 'a label, to tell keys apart')
    .option('--db <path>', 'database file (env AGENT_MEMORY_DB)')
    .option('--json', 'print JSON with the key and its id')
    .action(async (flags: { tenant: string; name?: string; db?: string; json?: boolean }) => {
      const created = await withKeyStore(flags, io, (store) => store.createKey(flags.tenant, flags.name));
      if (flags.json) io.out(json({ ...created.record, key: created.key }));
      else {
        io.out(created.key);
        io.err(`created ${created.record.id} for tenant ${created.record.tenantId}; store the key now, it is not kept`);
      }
    });

  keys
    .command('list')
    .description('list keys (ids and prefixes, never the keys)')
    .option('--tenant <id>', 'only this tenant')
    .option('--db <path>', 'database file (env AGENT_MEMORY_DB)')
    .option('--json', 'print JSON')
    .action(async (flags: { tenant?: string; db?: string; json?: boolean }) => {
      const records = await withKeyStore(flags, io, (store) => store.listKeys(flags.tenant));
      if (flags.json) io.out(json({ keys: records }));
      else if (records.length === 0) io.out('no keys');
      else for (const record of records) {
        const state = record.revokedAt ? `revoked ${record.revokedAt}` : 'active';
        io.out(`${record.id}  ${record.tenantId}  ${record.prefix}…  ${record.createdAt}  ${state}${record.name ? `  ${record.name}` : ''}`);
      }
    });

  keys
    .command('revoke')
    .description('revoke a key; every server process sharing the database refuses it at once')
    .argument('<keyId>', 'the key id (key_…), from keys list')
    .option('--db <path>', 'database file (env AGENT_MEMORY_DB)')
    .action(async (keyId: string, flags: { db?: string }) => {
      const record = await withKeyStore(flags, io, (store) => store.revokeKey(keyId));
      io.out(`revoked ${record.id} (tenant ${record.tenantId})`);
    });

  program
    .command('mcp')
    .description('serve the memory tools to an agent over MCP stdio')
    .option('--db <path>', 'database file (env AGENT_MEMORY_DB)')
    .option('--tenant <id>', 'tenant to act in', 'default')
    .option('--user <id>', 'user a tool call acts for when it names none', 'default')
    .action(async (flags: { db?: string; tenant: string; user: string }) => {
      const tenant = parseInput(tenantIdSchema, flags.tenant, '--tenant');
      const { runStdioServer } = await import('../../mcp/stdio.js');
      const memory = await openMemory(flags, io);
      try {
        await runStdioServer({ memory: memory.forTenant(tenant), defaultUserId: flags.user });
      } finally {
        await memory.close();
      }
    });
}
