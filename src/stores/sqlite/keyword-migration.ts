import type { Database } from './migrate.js';

/**
 * Schema step: the per-scope keyword tables, filled from the FTS5 table they replace (whose
 * statistics were global to the file), which is then dropped.
 */
export function migrateToScopedKeywords(db: Database): void {
  db.exec(`
    CREATE TABLE memory_postings (
      tenant_id TEXT    NOT NULL,
      term      TEXT    NOT NULL,
      owner_key TEXT    NOT NULL,
      row_id    INTEGER NOT NULL,
      tf        INTEGER NOT NULL,
      PRIMARY KEY (tenant_id, term, owner_key, row_id)
    ) WITHOUT ROWID;
    CREATE INDEX memory_postings_row ON memory_postings (row_id);
    CREATE TABLE memory_keyword_docs (
      row_id    INTEGER PRIMARY KEY,
      memory_id TEXT    NOT NULL,
      tenant_id TEXT    NOT NULL,
      owner_key TEXT    NOT NULL,
      length    INTEGER NOT NULL
    );
    CREATE INDEX memory_keyword_docs_memory ON memory_keyword_docs (memory_id);
    CREATE TABLE memory_keyword_scopes (
      tenant_id    TEXT    NOT NULL,
      owner_key    TEXT    NOT NULL,
      docs         INTEGER NOT NULL,
      total_length INTEGER NOT NULL,
      PRIMARY KEY (tenant_id, owner_key)
    ) WITHOUT ROWID;
  `);
  // Inline SQL, not the class: a shipped step must not change when the class does.
  const rows = db
    .prepare('SELECT t.rowid AS row_id, t.terms AS terms, m.id AS id, m.tenant_id AS tenant_id, m.user_id AS user_id FROM memory_terms t JOIN memories m ON m.row_id = t.rowid')
    .all() as { row_id: number; terms: string; id: string; tenant_id: string; user_id: string | null }[];
  const insertDoc = db.prepare('INSERT INTO memory_keyword_docs (row_id, memory_id, tenant_id, owner_key, length) VALUES (?, ?, ?, ?, ?)');
  const insertPosting = db.prepare('INSERT INTO memory_postings (tenant_id, term, owner_key, row_id, tf) VALUES (?, ?, ?, ?, ?)');
  const addScope = db.prepare(
    `INSERT INTO memory_keyword_scopes (tenant_id, owner_key, docs, total_length) VALUES (?, ?, 1, ?)
     ON CONFLICT (tenant_id, owner_key) DO UPDATE SET docs = docs + 1, total_length = total_length + excluded.total_length`,
  );
  for (const row of rows) {
    const terms = row.terms.split(' ').filter((term) => term.length > 0);
    const owner = row.user_id ?? '';
    insertDoc.run(row.row_id, row.id, row.tenant_id, owner, terms.length);
    addScope.run(row.tenant_id, owner, terms.length);
    const counts = new Map<string, number>();
    for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
    for (const [term, frequency] of counts) insertPosting.run(row.tenant_id, term, owner, row.row_id, frequency);
  }
  db.exec('DROP TABLE memory_terms');
}
