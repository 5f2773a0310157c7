import type { Database } from './migrate.js';

/**
 * Schema step 2: identity becomes (tenant, id). Until now `memories.id` was unique in the whole
 * file, so one tenant's id blocked (or, through a racing upsert, overwrote) another's, and history
 * rows carried no owner column at all.
 *
 * SQLite cannot drop a UNIQUE constraint, so `memories` is rebuilt with `UNIQUE (tenant_id, id)`.
 * Every `row_id` is kept: the vector table and the FTS5 keyword rows are keyed by it, so they need
 * no change. The AUTOINCREMENT high-water mark is carried over so a deleted row id is never reused.
 * History rows get a `tenant_id`, backfilled from their own snapshots.
 */
export function moveToTenantScopedIdentity(db: Database): void {
  const sequence = db.prepare<[], { seq: number }>("SELECT seq FROM sqlite_sequence WHERE name = 'memories'").get()?.seq ?? 0;
  db.exec(`
    CREATE TABLE memories_by_tenant (
      row_id            INTEGER PRIMARY KEY AUTOINCREMENT,
      id                TEXT    NOT NULL,
      tenant_id         TEXT    NOT NULL,
      user_id           TEXT,
      agent_id          TEXT,
      session_id        TEXT,
      kind              TEXT    NOT NULL,
      status            TEXT    NOT NULL,
      text              TEXT    NOT NULL,
      metadata          TEXT    NOT NULL CHECK (json_valid(metadata) AND json_type(metadata) = 'object'),
      tags              TEXT    NOT NULL CHECK (json_valid(tags)),
      importance        REAL    NOT NULL,
      created_at        TEXT    NOT NULL,
      updated_at        TEXT    NOT NULL,
      last_accessed_at  TEXT,
      access_count      INTEGER NOT NULL DEFAULT 0,
      event_time        TEXT,
      valid_from        TEXT,
      valid_to          TEXT,
      superseded_by     TEXT,
      evidence          TEXT    NOT NULL CHECK (json_valid(evidence)),
      source            TEXT    NOT NULL CHECK (json_valid(source)),
      vector_degenerate INTEGER NOT NULL DEFAULT 0,
      UNIQUE (tenant_id, id)
    );
    INSERT INTO memories_by_tenant SELECT
      row_id, id, tenant_id, user_id, agent_id, session_id, kind, status, text, metadata, tags, importance, created_at,
      updated_at, last_accessed_at, access_count, event_time, valid_from, valid_to, superseded_by, evidence, source, vector_degenerate
    FROM memories;
    DROP TABLE memories;
    ALTER TABLE memories_by_tenant RENAME TO memories;
    CREATE INDEX memories_scope ON memories (tenant_id, user_id, agent_id, session_id);
    CREATE INDEX memories_tenant_created ON memories (tenant_id, created_at);
    CREATE INDEX memories_user_created ON memories (tenant_id, user_id, created_at);
    CREATE INDEX memories_degenerate_vector ON memories (tenant_id) WHERE vector_degenerate = 1;

    ALTER TABLE memory_history ADD COLUMN tenant_id TEXT NOT NULL DEFAULT '';
    UPDATE memory_history SET tenant_id = coalesce(json_extract(coalesce(after, before), '$.tenantId'), '');
    CREATE INDEX memory_history_tenant_memory ON memory_history (tenant_id, memory_id, seq);
  `);
  db.prepare("UPDATE sqlite_sequence SET seq = max(seq, ?) WHERE name = 'memories'").run(sequence);
  if (db.prepare("SELECT 1 FROM sqlite_sequence WHERE name = 'memories'").get() === undefined && sequence > 0) {
    db.prepare("INSERT INTO sqlite_sequence (name, seq) VALUES ('memories', ?)").run(sequence);
  }
}
