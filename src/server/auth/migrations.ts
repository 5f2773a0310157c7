import type { Migration } from '../../stores/sqlite/migrate.js';

/** Append-only: never edit or reorder a shipped step. */
export const authMigrations: readonly Migration[] = [
  `CREATE TABLE auth_tenants (
     id         TEXT PRIMARY KEY,
     name       TEXT,
     created_at TEXT NOT NULL
   ) WITHOUT ROWID;
   CREATE TABLE auth_keys (
     id         TEXT PRIMARY KEY,
     tenant_id  TEXT NOT NULL REFERENCES auth_tenants (id),
     name       TEXT,
     prefix     TEXT NOT NULL,
     key_hash   TEXT NOT NULL UNIQUE,
     created_at TEXT NOT NULL,
     revoked_at TEXT
   ) WITHOUT ROWID;
   CREATE INDEX auth_keys_by_tenant ON auth_keys (tenant_id);`,
];
