/**
 * Whether anything of the tenant still references the ids ($1 tenant, $2 ids): a record, a
 * history entry or a keyword posting. Every lookup starts from the ids, so it reads a few index
 * pages however large the tenant: the postings check goes from the tenant's memory rows of those
 * ids (primary key) to their postings by row id (memory_postings_row; a row id is one memory's,
 * so the posting's tenant need not be asked). Postings cannot outlive their memory row (ON DELETE
 * CASCADE), so that check finds nothing the first one misses; it stays as part of erase's proof.
 * Written the other way round (the tenant's postings joined to memories by id alone), the planner
 * read every posting of the tenant: 234,000 rows and 0.45 s at 3,000 memories, most of an erase
 * (bench/postgres-erase.ts).
 */
export const HAS_TRACES_SQL = `SELECT EXISTS (SELECT 1 FROM memories WHERE tenant_id = $1 AND id = ANY($2::text[]))
    OR EXISTS (SELECT 1 FROM memory_history WHERE tenant_id = $1 AND memory_id = ANY($2::text[]))
    OR EXISTS (SELECT 1 FROM memories m JOIN memory_postings p ON p.row_id = m.row_id WHERE m.tenant_id = $1 AND m.id = ANY($2::text[])) AS traced`;
