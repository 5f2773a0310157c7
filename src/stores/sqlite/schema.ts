import type { Migration } from './migrate.js';
import { migrateToScopedKeywords } from './keyword-migration.js';
import { moveToTenantScopedIdentity } from './tenant-identity-migration.js';

/** The `schema_migrations` component name of the memory store's own tables. */
export const MEMORY_STORE_COMPONENT = 'memory-store';

/**
 * FTS5 tokenizer for the keyword index. Terms arrive already analysed (jieba-segmented Chinese,
 * stemmed English) and are stored space-joined, so the tokenizer only has to split at the
 * spaces: unicode61 keeps every letter and digit run (a Han run stays one token), we keep
 * diacritics, and the apostrophe is a token character so `don't` stays one term.
 */
export const KEYWORD_TOKENIZER = `unicode61 remove_diacritics 0 tokenchars ''''`;

/**
 * Append-only. Never edit a shipped step; add a new one. The vec0 vector table is not here:
 * its dimension is only known once an embedder is recorded, so vector-index.ts creates it then.
 */
export const MEMORY_STORE_MIGRATIONS: readonly Migration[] = [
  `
  CREATE TABLE memories (
    row_id            INTEGER PRIMARY KEY AUTOINCREMENT,
    id                TEXT    NOT NULL UNIQUE,
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
    -- 1 when float32 arithmetic cannot take the vector's norm (zero, or out of range):
    -- such rows are kept out of the KNN and scored exactly in JavaScript instead.
    vector_degenerate INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX memories_scope ON memories (tenant_id, user_id, agent_id, session_id);
  CREATE INDEX memories_tenant_created ON memories (tenant_id, created_at);
  CREATE INDEX memories_user_created ON memories (tenant_id, user_id, created_at);
  CREATE INDEX memories_degenerate_vector ON memories (tenant_id) WHERE vector_degenerate = 1;

  CREATE TABLE memory_history (
    seq       INTEGER PRIMARY KEY AUTOINCREMENT,
    id        TEXT NOT NULL,
    memory_id TEXT NOT NULL,
    event     TEXT NOT NULL,
    before    TEXT CHECK (before IS NULL OR json_valid(before)),
    after     TEXT CHECK (after IS NULL OR json_valid(after)),
    at        TEXT NOT NULL,
    actor     TEXT
  );
  CREATE INDEX memory_history_memory ON memory_history (memory_id, seq);

  CREATE TABLE store_meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
  ) WITHOUT ROWID;

  CREATE VIRTUAL TABLE memory_terms USING fts5(
    terms,
    memory_id UNINDEXED,
    tokenize = "${KEYWORD_TOKENIZER}"
  );
  `,
  // 2: identity is (tenant, id); history rows carry their tenant (tenant-identity-migration.ts).
  moveToTenantScopedIdentity,
  // 3: keyword statistics per user scope instead of FTS5's file-wide ones (scoped-keyword-index.ts, keyword-migration.ts).
  migrateToScopedKeywords,
  // 4: the analysis tag of a memory's keyword terms when they are its text's own (RecordWrite.analysis);
  // rows written before have none, so searches analyse their texts as before (keyword-context.ts).
  'ALTER TABLE memory_keyword_docs ADD COLUMN analysis TEXT',
  // 5: erase finds the memory ids a user or agent owns in history (historyOwnedBy) through an index
  // instead of parsing every snapshot of the tenant (twice per erase). Expression indexes over the
  // snapshot rather than owner columns filled by the writer: every row is covered whoever wrote it
  // (a process still running the code before this step, a future writer that forgets the columns),
  // and the step rewrites no rows. The price is a JSON parse per index and history insert. Rows whose
  // snapshot names no such owner (shared knowledge, no agent) stay out; `expr = ?` implies
  // `expr IS NOT NULL`, so the planner still takes the partial index. memory_id rides along so the
  // lookup reads only the index (a covering index). The expressions must stay exactly
  // HISTORY_OWNER_PATHS's (history-owner.ts), or the query is no longer answered from the index
  // (tested with EXPLAIN QUERY PLAN).
  `
  CREATE INDEX memory_history_user ON memory_history (tenant_id, json_extract(coalesce(after, before), '$.scope.userId'), memory_id)
    WHERE json_extract(coalesce(after, before), '$.scope.userId') IS NOT NULL;
  CREATE INDEX memory_history_agent ON memory_history (tenant_id, json_extract(coalesce(after, before), '$.scope.agentId'), memory_id)
    WHERE json_extract(coalesce(after, before), '$.scope.agentId') IS NOT NULL;
  `,
];
