import type pg from 'pg';
import { MemoryError } from '../../core/errors.js';

/**
 * Applies the pending steps of one component's append-only migration list, in one transaction
 * holding a transaction-level advisory lock: several processes opening the
 * same database at once queue on the lock, and each re-reads the ledger after acquiring it, so
 * every step runs exactly once. A failing step rolls everything back. Creating the schema and
 * the pgvector extension happens under the same lock (both race when run concurrently).
 * Returns the versions this call applied.
 */
export async function applyMigrations(client: pg.PoolClient, schema: string, component: string, migrations: readonly string[]): Promise<number[]> {
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [LOCK_CLASS, LOCK_MIGRATIONS]);
    await client.query('CREATE EXTENSION IF NOT EXISTS vector SCHEMA public');
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(schema)}`);
    await client.query(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        component  text    NOT NULL,
        version    integer NOT NULL,
        applied_at text    NOT NULL,
        PRIMARY KEY (component, version)
      )`);
    const applied = new Set(
      (await client.query<{ version: number }>('SELECT version FROM schema_migrations WHERE component = $1', [component])).rows.map((row) => row.version),
    );
    const newest = Math.max(0, ...applied);
    if (newest > migrations.length) {
      throw new MemoryError('STORE_ERROR', `the database has ${component} schema version ${newest}, but this code knows only ${migrations.length}; upgrade agent-memory`, {
        details: { component, databaseVersion: newest, knownVersion: migrations.length },
      });
    }
    const done: number[] = [];
    for (const [index, migration] of migrations.entries()) {
      const version = index + 1;
      if (applied.has(version)) continue;
      await client.query(migration);
      await client.query('INSERT INTO schema_migrations (component, version, applied_at) VALUES ($1, $2, $3)', [component, version, new Date().toISOString()]);
      done.push(version);
    }
    await client.query('COMMIT');
    return done;
  } catch (error: unknown) {
    await client.query('ROLLBACK');
    throw error;
  }
}

/**
 * One database-wide advisory lock for every agent-memory migration: `CREATE EXTENSION` is
 * database-wide, so stores in different schemas must queue on it too. Migrations are rare.
 */
const LOCK_CLASS = 0x616d;
const LOCK_MIGRATIONS = 1;

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
