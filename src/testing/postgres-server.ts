import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.js';

/**
 * A throwaway PostgreSQL cluster for tests: `initdb` in a temporary folder, `pg_ctl start` on
 * 127.0.0.1 with a free port, and `stop()` shuts it down and deletes the folder. Needs
 * PostgreSQL 15 and pgvector (`scripts/setup-postgres.sh` installs both). Postgres refuses to
 * run as root, so under root the cluster runs as the `postgres` system user the Debian package
 * creates.
 */
export interface PostgresServer {
  /** `postgres://…@127.0.0.1:PORT/postgres`, a superuser connection with no password (trust auth on localhost only). */
  url: string;
  port: number;
  stop(): Promise<void>;
}

const BIN = process.env.AGENT_MEMORY_PG_BIN ?? '/usr/lib/postgresql/15/bin';
const RUN_AS = 'postgres';

const isRoot = (): boolean => typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a PostgreSQL binary, as the postgres user when we are root. Throws with its output on failure. */
function runPg(binary: string, args: string[]): void {
  const command = isRoot() ? 'runuser' : join(BIN, binary);
  const argv = isRoot() ? ['-u', RUN_AS, '--', join(BIN, binary), ...args] : args;
  const result = spawnSync(command, argv, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${binary} ${args.join(' ')} failed (${result.status ?? result.signal}): ${result.stderr || result.stdout}`);
  }
}

export async function startPostgres(): Promise<PostgresServer> {
  if (!existsSync(join(BIN, 'pg_ctl'))) {
    throw new Error(`PostgreSQL 15 is not installed at ${BIN}; run scripts/setup-postgres.sh (as root) first`);
  }
  const folder = mkdtempSync(join(tmpdir(), 'agent-memory-pg-'));
  if (isRoot()) {
    chmodSync(folder, 0o755);
    execFileSync('chown', [`${RUN_AS}:${RUN_AS}`, folder]);
  }
  const dataDir = join(folder, 'data');
  const port = await freePort();
  try {
    runPg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']);
    // Local tests only: no durability needed, sockets in the cluster folder, TCP on 127.0.0.1 only.
    const settings = [`port = ${port}`, "listen_addresses = '127.0.0.1'", `unix_socket_directories = '${folder}'`, 'fsync = off', 'synchronous_commit = off', 'full_page_writes = off', 'max_connections = 200'];
    appendFileSync(join(dataDir, 'postgresql.conf'), `\n${settings.join('\n')}\n`);
    runPg('pg_ctl', ['-D', dataDir, '-l', join(folder, 'server.log'), '-w', '-t', '60', 'start']);
  } catch (error: unknown) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async stop(): Promise<void> {
      if (stopped) return;
      stopped = true;
      try {
        runPg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
