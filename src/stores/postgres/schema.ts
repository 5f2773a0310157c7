/** The `schema_migrations` component name of the memory store's own tables. */
export const MEMORY_STORE_COMPONENT = 'memory-store';

/**
 * Append-only: version N is `MEMORY_STORE_MIGRATIONS[N - 1]`. Never edit a shipped step; add one.
 * Text that is compared or ordered is COLLATE "C" (byte order of UTF-8 = code point order), so ids,
 * times and tie-breaks order exactly as `compareCodePoints` whatever the database's locale.
 * The vector column gets its dimension when an embedder is recorded (postgres-store.ts), which
 * is also when the HNSW index over shared records is built.
 */
export const MEMORY_STORE_MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE memories (
    row_id            bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
    tenant_id         text COLLATE "C" NOT NULL,
    id                text COLLATE "C" NOT NULL,
    user_id           text COLLATE "C",
    agent_id          text COLLATE "C",
    session_id        text COLLATE "C",
    kind              text COLLATE "C" NOT NULL,
    status            text COLLATE "C" NOT NULL,
    text              text NOT NULL,
    metadata          jsonb NOT NULL CHECK (jsonb_typeof(metadata) = 'object'),
    tags              text NOT NULL,
    importance        double precision NOT NULL,
    created_at        text COLLATE "C" NOT NULL,
    updated_at        text COLLATE "C" NOT NULL,
    last_accessed_at  text COLLATE "C",
    access_count      integer NOT NULL DEFAULT 0,
    event_time        text COLLATE "C",
    valid_from        text COLLATE "C",
    valid_to          text COLLATE "C",
    superseded_by     text COLLATE "C",
    evidence          text NOT NULL,
    source            text NOT NULL,
    embedding         vector NOT NULL,
    -- true when float32 arithmetic cannot take the vector's norm (zero or underflowing): pgvector's
    -- cosine distance is NaN for such rows, so they are kept out of SQL ranking and scored in JavaScript.
    vector_degenerate boolean NOT NULL,
    -- the number of analysed terms, BM25's document length
    keyword_length    integer NOT NULL DEFAULT 0,
    PRIMARY KEY (tenant_id, id)
  );
  CREATE INDEX memories_user ON memories (tenant_id, user_id, created_at);
  CREATE INDEX memories_scope ON memories (tenant_id, user_id, agent_id, session_id);

  CREATE TABLE memory_history (
    seq       bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    tenant_id text COLLATE "C" NOT NULL,
    id        text COLLATE "C" NOT NULL,
    memory_id text COLLATE "C" NOT NULL,
    event     text NOT NULL,
    before    text,
    after     text,
    at        text COLLATE "C" NOT NULL,
    actor     text
  );
  CREATE INDEX memory_history_memory ON memory_history (tenant_id, memory_id, seq);

  -- Inverted index: the key leads with tenant and term, then the owner (user id, '' for shared
  -- records), so a search seeks only the asking scope's postings.
  CREATE TABLE memory_postings (
    tenant_id text COLLATE "C" NOT NULL,
    term      text COLLATE "C" NOT NULL,
    owner_key text COLLATE "C" NOT NULL,
    row_id    bigint NOT NULL REFERENCES memories (row_id) ON DELETE CASCADE,
    tf        integer NOT NULL,
    PRIMARY KEY (tenant_id, term, owner_key, row_id)
  );
  CREATE INDEX memory_postings_row ON memory_postings (row_id);

  -- BM25's N and total length per (tenant, owner), kept current by every write.
  CREATE TABLE memory_keyword_scopes (
    tenant_id    text COLLATE "C" NOT NULL,
    owner_key    text COLLATE "C" NOT NULL,
    docs         bigint NOT NULL,
    total_length bigint NOT NULL,
    PRIMARY KEY (tenant_id, owner_key)
  );

  CREATE TABLE store_meta (
    key   text COLLATE "C" PRIMARY KEY,
    value text NOT NULL
  );

  -- Moves on every content write; other processes compare it to drop their caches.
  CREATE SEQUENCE content_version;
  `,
  // 2: a memory's time (event time, else creation time) as an instant, for RecordQuery.timeRange
  // (search pulls the memories of a day a question names). Stored times are ISO text that may
  // carry an offset, so they are compared as timestamptz, never as text. A text-to-timestamptz
  // cast is only STABLE (a time without an offset reads the session's time zone); every stored
  // time has an offset or Z (the engine validates them so), which makes this one immutable in
  // fact, and so indexable. Text that is no such ISO time gives NULL, which no range holds (as
  // Date.parse's NaN in the in-memory reference), instead of failing the write that stores it.
  `
  CREATE FUNCTION memory_instant(event_time text, created_at text) RETURNS timestamptz
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
      SELECT CASE WHEN COALESCE(event_time, created_at) ~ '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}(:?\\d{2})?)$'
        THEN COALESCE(event_time, created_at)::timestamptz END
    $$;
  CREATE INDEX memories_user_time ON memories (tenant_id, user_id, memory_instant(event_time, created_at));
  `,
  // 3: erase finds the memory ids a user or agent owns in history (historyOwnedBy) through an
  // index instead of parsing every snapshot of the tenant (about 0.6-0.9 s at 150,000 rows, twice
  // per erase). Expression indexes over the snapshot rather than owner columns filled by the
  // writer: every row is covered whoever wrote it (a process still running the code before this
  // step, a future writer that forgets the columns), and the step rewrites no rows. The price is
  // one JSON parse per index and history insert. Rows whose snapshot names no such owner
  // (shared knowledge, no agent) stay out of the index; `expr = value` implies `expr IS NOT NULL`,
  // so the planner still uses it. The expressions must stay exactly HISTORY_OWNER_PATHS's
  // (history-owner.ts), or the query is no longer answered from the index (tested with EXPLAIN).
  `
  CREATE INDEX memory_history_user ON memory_history (tenant_id, (COALESCE(after, before)::jsonb #>> '{scope,userId}'))
    WHERE (COALESCE(after, before)::jsonb #>> '{scope,userId}') IS NOT NULL;
  CREATE INDEX memory_history_agent ON memory_history (tenant_id, (COALESCE(after, before)::jsonb #>> '{scope,agentId}'))
    WHERE (COALESCE(after, before)::jsonb #>> '{scope,agentId}') IS NOT NULL;
  ANALYZE memory_history;
  `,
];
