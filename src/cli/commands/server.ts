import { waitForStopSignal } from '../stop-signal.js';
import type { Command } from 'commander';
import { MemoryError } from '../../core/errors.js';
import { readAdminKey } from '../../server/auth/admin-key.js';
import type { KeyStore } from '../../server/auth/key-store.js';
import type { RunningHttpServer } from '../../server/http-server.js';
import { defaultServerLimits } from '../../server/limits/server-limits.js';
import { DB_OPTION_HELP, STORE_OPTION_HELP } from '../command-options.js';
import { openMemory, type CliIO } from '../context.js';
import { json } from '../format.js';
import { parsePositiveInt } from '../parse.js';

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

/**
 * The key registry in the store a command names (`--store`, `--db`, AGENT_MEMORY_STORE, AGENT_MEMORY_DB):
 * the SQLite file or the Postgres schema, so every process serving that store sees the same keys.
 */
async function withKeyStore<T>(flags: { db?: string; store?: string }, io: CliIO, run: (keys: KeyStore) => Promise<T>): Promise<T> {
  const [{ storeLocation }, { storeFromLocation }, { keyStoreFor }, { readEnv }] = await Promise.all([
    import('../open-memory.js'),
    import('../../stores/store-location.js'),
    import('../../server/auth/key-store-for.js'),
    import('../../config/env.js'),
  ]);
  const store = storeFromLocation(storeLocation(flags, readEnv(io.env)));
  await store.init();
  try {
    return await run(await keyStoreFor(store));
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
    .option('--db <path>', DB_OPTION_HELP)
    .option('--store <url>', STORE_OPTION_HELP)
    .option('--body-limit <bytes>', 'largest request body', parsePositiveInt, defaultServerLimits.bodyBytes)
    .option('--rate-limit <perSecond>', 'sustained requests per second per key', parsePositiveInt, defaultServerLimits.rate.perSecond)
    .option('--burst <n>', 'requests a key may burst above the rate (default: twice the rate)', parsePositiveInt)
    .option('--timeout <ms>', 'longest a request may take', parsePositiveInt, defaultServerLimits.requestTimeoutMs)
    .option('--maintain-hours <n>', 'run maintenance (archive and purge) every N hours', parsePositiveInt, 24)
    .addHelpText(
      'after',
      '\nEach request acts in the tenant of its API key (create one with `agent-memory keys create --tenant <id>`).\n\nExamples:\n  $ agent-memory serve --db ./agent-memory.db\n  $ AGENT_MEMORY_ADMIN_KEY_FILE=./admin.key agent-memory serve --host 0.0.0.0 --port 8080',
    )
    .action(async (flags: ServeFlags & { maintainHours: number }) => {
      const adminKey = readAdminKey(io.env);
      // Loaded here, not at the top, so other commands do not pay for the HTTP stack.
      const { startHttpServer } = await import('../../server/http-server.js');
      const memory = await openMemory(flags, io);
      let keyStore: KeyStore;
      try {
        // Keys, conversations, rate limits and write jobs live in the store's database, so N processes on it act as one server.
        const { keyStoreFor } = await import('../../server/auth/key-store-for.js');
        keyStore = await keyStoreFor(memory.store, memory.clock);
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
      const [{ scheduleMaintenance }, { maintenanceLeaseFor }] = await Promise.all([import('../../lifecycle/scheduler.js'), import('../../lifecycle/maintenance-lease.js')]);
      const maintenance = scheduleMaintenance(memory, {
        intervalMs: flags.maintainHours * 3_600_000,
        // On Postgres every serve process schedules maintenance; the shared lease makes one of them run each pass.
        lease: await maintenanceLeaseFor(memory.store),
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

  const keys = program
    .command('keys')
    .description('manage API keys (each belongs to one tenant; only hashes are stored)')
    .addHelpText('after', '\nExamples:\n  $ agent-memory keys create --tenant acme --name ci\n  $ agent-memory keys list --tenant acme\n  $ agent-memory keys revoke key_…');
  keys
    .command('create')
    .description('create a key for a tenant and print it on stdout (it cannot be shown again)')
    .requiredOption('--tenant <id>', 'tenant the key belongs to (created when missing)')
    .option('--name <label>', 'a label, to tell keys apart')
    .option('--db <path>', DB_OPTION_HELP)
    .option('--store <url>', STORE_OPTION_HELP)
    .option('--json', 'print JSON with the key and its id')
    .addHelpText('after', '\nExample:\n  $ agent-memory keys create --tenant acme --name ci > acme.key')
    .action(async (flags: { tenant: string; name?: string; db?: string; store?: string; json?: boolean }) => {
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
    .option('--db <path>', DB_OPTION_HELP)
    .option('--store <url>', STORE_OPTION_HELP)
    .option('--json', 'print JSON')
    .addHelpText('after', '\nExample:\n  $ agent-memory keys list --tenant acme')
    .action(async (flags: { tenant?: string; db?: string; store?: string; json?: boolean }) => {
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
    .option('--db <path>', DB_OPTION_HELP)
    .option('--store <url>', STORE_OPTION_HELP)
    .addHelpText('after', '\nExample:\n  $ agent-memory keys revoke key_…')
    .action(async (keyId: string, flags: { db?: string; store?: string }) => {
      const record = await withKeyStore(flags, io, (store) => store.revokeKey(keyId));
      io.out(`revoked ${record.id} (tenant ${record.tenantId})`);
    });

  program
    .command('mcp')
    .description('serve the memory tools to an agent over MCP stdio')
    .option('--db <path>', 'database file (env AGENT_MEMORY_DB)')
    .option('--tenant <id>', 'tenant to act in', 'default')
    .option('--user <id>', 'user a tool call acts for when it names none', 'default')
    .addHelpText('after', '\nExample (an MCP client config runs this):\n  $ npx agent-memory mcp --db ~/agent-memory.db --user alice')
    .action(async (flags: { db?: string; tenant: string; user: string }) => {
      const { runStdioServer } = await import('../../mcp/stdio.js');
      // openMemory checks the tenant id and confines the memory to it.
      const memory = await openMemory(flags, io);
      try {
        await runStdioServer({ memory, defaultUserId: flags.user });
      } finally {
        await memory.close();
      }
    });
}
