import type BetterSqlite3 from 'better-sqlite3';
import { MemoryError } from '../../core/errors.js';

export type Database = BetterSqlite3.Database;

/** One schema step: SQL to run, or a function for steps SQL alone cannot express. */
export type Migration = string | ((db: Database) => void);

const CREATE_LEDGER = `
  CREATE TABLE IF NOT EXISTS schema_migrations (
    component  TEXT    NOT NULL,
    version    INTEGER NOT NULL,
    applied_at TEXT    NOT NULL,
    PRIMARY KEY (component, version)
  ) WITHOUT ROWID`;

/**
 * Applies the pending steps of one component's append-only migration list. Version N is
 * `migrations[N - 1]`; never edit or reorder a shipped step, only append. Each component
 * (the memory store, conversations, knowledge, API keys...) keeps its own version line in
 * `schema_migrations`, so features add tables without touching each other.
 *
 * Runs in one IMMEDIATE transaction, re-reading the ledger inside it, so two processes opening
 * the same file at once apply each step exactly once. A failing step rolls everything back.
 * Returns the versions applied by this call (empty when the schema was already current).
 */
export function applyMigrations(db: Database, component: string, migrations: readonly Migration[]): number[] {
  if (component.length === 0) throw new MemoryError('INVALID_INPUT', 'a migration component needs a name');
  db.exec(CREATE_LEDGER);
  const readApplied = db.prepare<[string], { version: number }>('SELECT version FROM schema_migrations WHERE component = ?');
  const record = db.prepare<[string, number, string]>('INSERT INTO schema_migrations (component, version, applied_at) VALUES (?, ?, ?)');
  const migrate = db.transaction((): number[] => {
    const applied = new Set(readApplied.all(component).map((row) => row.version));
    const newest = Math.max(0, ...applied);
    if (newest > migrations.length) {
      throw new MemoryError(
        'STORE_ERROR',
        `the database has ${component} schema version ${newest}, but this code knows only ${migrations.length}; upgrade agent-memory`,
        { details: { component, databaseVersion: newest, knownVersion: migrations.length } },
      );
    }
    const done: number[] = [];
    migrations.forEach((migration, index) => {
      const version = index + 1;
      if (applied.has(version)) return;
      if (typeof migration === 'string') db.exec(migration);
      else migration(db);
      record.run(component, version, new Date().toISOString());
      done.push(version);
    });
    return done;
  });
  return migrate.immediate();
}

/** The versions of a component recorded in the ledger, ascending. */
export function appliedVersions(db: Database, component: string): number[] {
  db.exec(CREATE_LEDGER);
  return db
    .prepare<[string], { version: number }>('SELECT version FROM schema_migrations WHERE component = ? ORDER BY version')
    .all(component)
    .map((row) => row.version);
}

/**
 * The store's connection for a feature that keeps tables in its file, with the feature's
 * migrations applied once per connection. Takes the handle lazily: the memory store opens the
 * file in its own `init()`, after the feature was made.
 */
export function migratedOnFirstUse(database: () => Database, component: string, migrations: readonly Migration[]): () => Database {
  let migratedFor: Database | null = null;
  return () => {
    const db = database();
    if (migratedFor !== db) {
      applyMigrations(db, component, migrations);
      migratedFor = db;
    }
    return db;
  };
}
