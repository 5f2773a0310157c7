import type { MemoryRecord } from '../../core/types.js';
import type { Database } from './migrate.js';
import { RECORD_COLUMNS, rawRowToRecord } from './record-rows.js';

/**
 * `+m.tenant_id`: the tenant is checked on each row read, not used as an index. Without the plus,
 * SQLite walks the tenant's whole creation-time index instead, every row of the tenant.
 */
export const RECORDS_BY_ROW_ID_SQL = `SELECT ${RECORD_COLUMNS} FROM memories m WHERE m.row_id IN (SELECT value FROM json_each(?)) AND +m.tenant_id = ?`;

/**
 * Reads the stored records of these ids of one tenant (absent ones left out, in no particular
 * order), by `memories.row_id` where `rowIdHints` knows it, else by `(tenant_id, id)`.
 *
 * Why by row id: a search's first reads of a user's candidates (30-90 records the record cache
 * does not hold yet) walked the `(tenant_id, id)` index first, a random leaf page per id, and
 * that walk was most of the read: 60 rows of one user on a fresh connection took 4.5-6.3 ms by id
 * and 0.7-1.0 ms by row id (docs/search-speed.md, session 10). The table pages themselves are
 * usually in SQLite's page cache already, as the user's partition copies were just read through
 * them. The vector partition copies know each row's id (`PartitionCache.rowIdsOf`).
 *
 * The hints may be stale (another connection deleted and re-created a memory), so a row read by
 * row id counts only when it is a memory asked for, of this tenant: `(tenant_id, id)` is unique,
 * so that row is the memory's one row whatever the hint said. Ids not found that way are read by
 * id, in the same read transaction, so the answer is one snapshot as a single read was.
 *
 * Rows are read in raw mode (arrays of values, `rawRowToRecord`): half the driver's cost of row
 * objects. Statements are shared through the statement cache, so the mode is set at every use.
 */
export function readRecordRows(db: Database, tenantId: string, ids: readonly string[], rowIdHints: ReadonlyMap<string, number>): MemoryRecord[] {
  if (rowIdHints.size === 0) return readByIds(db, tenantId, ids);
  return db.transaction(() => {
    const asked = new Set(ids);
    const records = db
      .prepare(RECORDS_BY_ROW_ID_SQL)
      .raw(true)
      .all(JSON.stringify([...rowIdHints.values()]), tenantId)
      .map(rawRowToRecord)
      .filter((record) => asked.delete(record.id));
    if (asked.size === 0) return records;
    for (const record of readByIds(db, tenantId, [...asked])) records.push(record);
    return records;
  })();
}

function readByIds(db: Database, tenantId: string, ids: readonly string[]): MemoryRecord[] {
  return db
    .prepare(`SELECT ${RECORD_COLUMNS} FROM memories m WHERE m.tenant_id = ? AND m.id IN (SELECT value FROM json_each(?))`)
    .raw(true)
    .all(tenantId, JSON.stringify(ids))
    .map(rawRowToRecord);
}
