import type pg from 'pg';
import type { MemoryStore } from '../../core/store.js';
import { applyMigrations } from './migrate.js';
import { guardPostgres, inTransaction } from './postgres-errors.js';
import { PostgresStore } from './postgres-store.js';

export function isPostgresStore(store: MemoryStore): store is PostgresStore {
  return store instanceof PostgresStore;
}

/**
 * Tables a feature keeps beside the memory store, in the same database and schema (server
 * state: conversations, API keys, rate limits, write jobs), so every process on that database
 * shares them. Each feature is its own migration component, applied once on first use under the
 * store's migration lock. Takes the store lazily: it opens its pool in its own `init()`.
 */
export class PostgresSideTables {
  private ready: Promise<void> | null = null;

  constructor(
    private readonly store: PostgresStore,
    /** For error messages and the `schema_migrations` ledger, e.g. `conversations`. */
    readonly component: string,
    private readonly migrations: readonly string[],
    /** The feature's own errors, thrown inside `run`, that must reach its caller unwrapped. */
    private readonly passesThrough: (error: unknown) => boolean = () => false,
  ) {}

  /** Runs `work` on the pool once the component's tables exist, wrapping errors as STORE_ERROR. */
  async run<T>(operation: string, work: (pool: pg.Pool) => Promise<T>): Promise<T> {
    return guardPostgres(`postgres ${this.component}`, operation, this.store.schemaName, async () => {
      await this.migrated();
      return work(this.store.connections);
    }, this.passesThrough);
  }

  /** Like `run`, inside one transaction. */
  async transaction<T>(operation: string, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    return this.run(operation, (pool) => inTransaction(pool, work));
  }

  private async migrated(): Promise<void> {
    this.ready ??= (async () => {
      const client = await this.store.connections.connect();
      try {
        await applyMigrations(client, this.store.schemaName, this.component, this.migrations);
      } finally {
        client.release();
      }
    })().catch((error: unknown) => {
      this.ready = null;
      throw error;
    });
    return this.ready;
  }
}
