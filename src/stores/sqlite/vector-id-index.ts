import type { Database } from './migrate.js';

/**
 * sqlite-vec keeps the vector table's auxiliary column (`+memory_id`) in a shadow table,
 * `<table>_auxiliary (rowid, value00)`, with no index on the value. Erase's proof (`hasTraces`)
 * asks whether any vector row still carries one of the erased ids, which without an index reads
 * every vector row of the file, every tenant's (about 10 ms at 100,000 rows). This index lets it
 * seek each id. sqlite-vec writes the shadow table with ordinary statements, so SQLite keeps the
 * index current, and dropping the vector table drops the shadow table and its index with it.
 * Not a schema step: like the vector table, it exists only once the dimensions are known.
 */
export function auxiliaryTableOf(table: string): string {
  return `${table}_auxiliary`;
}

export function vectorIdIndexOf(table: string): string {
  return `${table}_memory_id`;
}

/** Whether this sqlite-vec keeps auxiliary columns in `<table>_auxiliary.value00` (0.1.6 and later do). */
export function hasAuxiliaryIdColumn(db: Database, table: string): boolean {
  return db
    .prepare<[string], { name: string }>('SELECT name FROM pragma_table_info(?)')
    .all(auxiliaryTableOf(table))
    .some((column) => column.name === 'value00');
}

/** True when the vector table's id column can take the index and does not have it yet (a file made before it). */
export function vectorIdIndexMissing(db: Database, table: string): boolean {
  if (!hasAuxiliaryIdColumn(db, table)) return false;
  return db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'index' AND name = ?").get(vectorIdIndexOf(table)) === undefined;
}

/** Inside a write transaction: adds the index when the layout has the column. */
export function ensureVectorIdIndex(db: Database, table: string): void {
  if (!hasAuxiliaryIdColumn(db, table)) return;
  db.exec(`CREATE INDEX IF NOT EXISTS ${vectorIdIndexOf(table)} ON ${auxiliaryTableOf(table)} (value00)`);
}

/**
 * Erase's proof for vectors: is there a vector row carrying one of the ids (parameters: the ids as
 * a JSON array, then the tenant)? Through the id index where the layout has the auxiliary table.
 * A row whose memories row belongs to another tenant is that tenant's memory, not a trace; an
 * orphan (no memories row at all) counts for every tenant, as its owner cannot be told.
 */
export function vectorTracesSql(table: string, auxiliary: boolean): string {
  const otherTenant = (rowid: string): string => `EXISTS (SELECT 1 FROM memories m WHERE m.row_id = ${rowid} AND m.tenant_id <> ?)`;
  return auxiliary
    ? `SELECT 1 FROM ${auxiliaryTableOf(table)} a WHERE a.value00 IN (SELECT value FROM json_each(?)) AND NOT ${otherTenant('a.rowid')} LIMIT 1`
    : `SELECT 1 FROM ${table} v WHERE v.memory_id IN (SELECT value FROM json_each(?)) AND NOT ${otherTenant('v.rowid')} LIMIT 1`;
}
