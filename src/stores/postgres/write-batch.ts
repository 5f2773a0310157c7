import type pg from 'pg';
import { validateVector } from '../../core/embedder.js';
import { MemoryError } from '../../core/errors.js';
import type { RecordWrite, WriteBatch } from '../../core/store.js';
import { ScopeDeltas, SHARED_OWNER, type KeywordDocument, type KeywordIndex } from './keyword-index.js';
import { RECORD_COLUMNS, recordValues } from './record-columns.js';
import { readEmbedderInfo } from './store-meta.js';
import { isDegenerate, vectorArrayBinary, vectorBinary, vectorTypeOid } from './vector-sql.js';

const INSERT_COLUMNS = [...RECORD_COLUMNS, 'embedding', 'vector_degenerate', 'keyword_length'] as const;
/** Array type each column travels in; jsonb travels as text and is cast in the SELECT, vectors in binary (vectorArrayBinary). */
const ARRAY_TYPES: Record<(typeof INSERT_COLUMNS)[number], string> = Object.fromEntries(
  INSERT_COLUMNS.map((column) => [
    column,
    column === 'importance' ? 'float8[]' : column === 'access_count' || column === 'keyword_length' ? 'int[]' : column === 'vector_degenerate' ? 'bool[]' : column === 'embedding' ? 'vector[]' : 'text[]',
  ]),
) as Record<(typeof INSERT_COLUMNS)[number], string>;
const CASTS: Partial<Record<(typeof INSERT_COLUMNS)[number], string>> = { metadata: '::jsonb' };
const EMBEDDING_PARAM = INSERT_COLUMNS.indexOf('embedding');

/**
 * Inserts many new records in one statement: one array per column, unnested in the batch's
 * order (so row ids follow it), insert-if-absent; returns the ids it inserted with their rows.
 */
const INSERT_MANY_SQL = `INSERT INTO memories (${INSERT_COLUMNS.join(', ')})
  SELECT ${INSERT_COLUMNS.map((column) => `u.${column}${CASTS[column] ?? ''}`).join(', ')}
  FROM unnest(${INSERT_COLUMNS.map((column, index) => `$${index + 1}::${ARRAY_TYPES[column]}`).join(', ')}) WITH ORDINALITY AS u(${INSERT_COLUMNS.join(', ')}, position)
  ORDER BY u.position
  ON CONFLICT (tenant_id, id) DO NOTHING RETURNING id, row_id::text AS row_id`;
/** Updates every record column but the identity; $1 is the row, $2.. the record's values from `user_id` on. */
const UPDATE_SQL = `UPDATE memories SET ${RECORD_COLUMNS.slice(2)
  .map((column, index) => `${column} = $${index + 2}${column === 'metadata' ? '::jsonb' : ''}`)
  .join(', ')} WHERE row_id = $1`;

interface PreviousRow {
  id: string;
  row_id: string;
  user_id: string | null;
  keyword_length: number;
}

/**
 * Applies one batch inside the caller's transaction, in a fixed number of statements where it
 * can: the existing rows of every upsert and delete are read and locked in one query (in id order),
 * new records go in with one multi-row insert and their postings with another, and history is
 * one insert. Updates of existing records stay one statement each. Any error aborts the
 * transaction, so a batch is applied whole or not at all.
 */
export async function applyWriteBatch(client: pg.PoolClient, batch: WriteBatch, keywords: KeywordIndex): Promise<void> {
  const tenantId = batch.tenantId;
  const deltas = new ScopeDeltas();
  const upserts = batch.upserts ?? [];
  const dimensions = upserts.some((upsert) => upsert.vector) ? ((await readEmbedderInfo(client))?.dimensions ?? null) : null;
  const findRows = async (ids: string[]): Promise<Map<string, PreviousRow>> => {
    if (ids.length === 0) return new Map();
    const { rows } = await client.query<PreviousRow>(
      'SELECT id, row_id::text AS row_id, user_id, keyword_length FROM memories WHERE tenant_id = $1 AND id = ANY($2::text[]) ORDER BY id FOR UPDATE',
      [tenantId, [...new Set(ids)]],
    );
    return new Map(rows.map((row) => [row.id, row]));
  };
  const documentOf = (row: PreviousRow): KeywordDocument => ({ rowId: row.row_id, tenantId, ownerKey: row.user_id ?? SHARED_OWNER, length: row.keyword_length });

  const existing = await findRows(upserts.map((upsert) => upsert.record.id));
  const seen = new Set<string>();
  const inserts: RecordWrite[] = [];
  const updates: RecordWrite[] = [];
  for (const upsert of upserts) {
    const { record, vector, create } = upsert;
    if (record.tenantId !== tenantId) {
      throw new MemoryError('STORE_ERROR', `memory ${record.id} belongs to another tenant than its write batch`, { details: { id: record.id } });
    }
    const exists = existing.has(record.id) || seen.has(record.id);
    if (create && exists) throw new MemoryError('CONFLICT', `a memory with id ${record.id} already exists`, { details: { id: record.id } });
    if (vector) {
      if (dimensions === null) throw new MemoryError('STORE_ERROR', 'record the embedder (setEmbedderInfo) before writing vectors');
      validateVector(vector, dimensions, `vector of memory ${record.id}`);
    } else if (!exists) {
      throw new MemoryError('STORE_ERROR', `new memory ${record.id} needs a vector`, { details: { id: record.id } });
    }
    // A record written twice in one batch: the first write inserts it, later ones update it in order.
    if (exists) updates.push(upsert);
    else inserts.push(upsert);
    seen.add(record.id);
  }

  const raced = await insertMany(client, deltas, keywords, tenantId, inserts);
  if (raced.length > 0) {
    // Another connection created these since we looked (our insert waited for its commit).
    const conflict = raced.find((upsert) => upsert.create);
    if (conflict) throw new MemoryError('CONFLICT', `a memory with id ${conflict.record.id} already exists`, { details: { id: conflict.record.id } });
    for (const [id, row] of await findRows(raced.map((upsert) => upsert.record.id))) existing.set(id, row);
  }
  for (const upsert of [...raced, ...updates]) {
    let previous = existing.get(upsert.record.id);
    if (!previous) {
      previous = (await findRows([upsert.record.id])).get(upsert.record.id);
      if (!previous) throw new MemoryError('STORE_ERROR', `memory ${upsert.record.id} vanished during the write`, { details: { id: upsert.record.id }, isRetryable: true });
    }
    existing.set(upsert.record.id, await updateOne(client, deltas, keywords, tenantId, upsert, previous, documentOf(previous)));
  }

  const deletes = await findRows(batch.deletes ?? []);
  if (deletes.size > 0) {
    const rows = [...deletes.values()];
    for (const row of rows) deltas.add(tenantId, row.user_id ?? SHARED_OWNER, -1, -row.keyword_length);
    const rowIds = rows.map((row) => row.row_id);
    await client.query('DELETE FROM memory_postings WHERE row_id = ANY($1::bigint[])', [rowIds]);
    await client.query('DELETE FROM memories WHERE row_id = ANY($1::bigint[])', [rowIds]);
  }
  await deltas.flush(client);
  const purge = new Set(batch.purgeHistoryOf ?? []);
  if (purge.size > 0) await client.query('DELETE FROM memory_history WHERE tenant_id = $1 AND memory_id = ANY($2::text[])', [tenantId, [...purge]]);
  const history = (batch.history ?? []).filter((entry) => !purge.has(entry.memoryId));
  if (history.length > 0) {
    await client.query(
      `INSERT INTO memory_history (tenant_id, id, memory_id, event, before, after, at, actor)
       SELECT $1, h.id, h.memory_id, h.event, h.before, h.after, h.at, h.actor
       FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[]) WITH ORDINALITY AS h(id, memory_id, event, before, after, at, actor, position)
       ORDER BY h.position`,
      [
        tenantId,
        history.map((entry) => entry.id),
        history.map((entry) => entry.memoryId),
        history.map((entry) => entry.event),
        history.map((entry) => (entry.before === null ? null : JSON.stringify(entry.before))),
        history.map((entry) => (entry.after === null ? null : JSON.stringify(entry.after))),
        history.map((entry) => entry.at),
        history.map((entry) => entry.actor),
      ],
    );
  }
}

/** Inserts new records and their postings in two statements; returns those another connection created first. */
async function insertMany(client: pg.PoolClient, deltas: ScopeDeltas, keywords: KeywordIndex, tenantId: string, inserts: RecordWrite[]): Promise<RecordWrite[]> {
  if (inserts.length === 0) return [];
  const vectors = inserts.map((upsert) => upsert.vector as Float32Array);
  const rows = inserts.map((upsert, index) => [...recordValues(upsert.record), null, isDegenerate(vectors[index] as Float32Array), upsert.terms?.length ?? 0]);
  const columns: unknown[] = INSERT_COLUMNS.map((_column, index) => rows.map((row) => row[index] ?? null));
  columns[EMBEDDING_PARAM] = vectorArrayBinary(vectors, await vectorTypeOid(client));
  const { rows: inserted } = await client.query<{ id: string; row_id: string }>(INSERT_MANY_SQL, columns);
  const rowIds = new Map(inserted.map((row) => [row.id, row.row_id]));
  const documents = inserts.flatMap((upsert) => {
    const rowId = rowIds.get(upsert.record.id);
    if (rowId === undefined) return [];
    const terms = upsert.terms ?? [];
    return [{ document: { rowId, tenantId, ownerKey: upsert.record.scope.userId ?? SHARED_OWNER, length: terms.length }, terms }];
  });
  await keywords.putMany(client, deltas, documents);
  return inserts.filter((upsert) => !rowIds.has(upsert.record.id));
}

/** Rewrites an existing record (and its vector and postings when given); returns its row as it now is. */
async function updateOne(
  client: pg.PoolClient,
  deltas: ScopeDeltas,
  keywords: KeywordIndex,
  tenantId: string,
  { record, vector, terms }: RecordWrite,
  previous: PreviousRow,
  previousDocument: KeywordDocument,
): Promise<PreviousRow> {
  const rowId = previous.row_id;
  await client.query(UPDATE_SQL, [rowId, ...recordValues(record).slice(2)]);
  if (vector) await client.query('UPDATE memories SET embedding = $2::vector, vector_degenerate = $3 WHERE row_id = $1', [rowId, vectorBinary(vector), isDegenerate(vector)]);
  const length = terms?.length ?? previous.keyword_length;
  const document: KeywordDocument = { rowId, tenantId, ownerKey: record.scope.userId ?? SHARED_OWNER, length };
  if (terms) {
    await client.query('UPDATE memories SET keyword_length = $2 WHERE row_id = $1', [rowId, terms.length]);
    await keywords.put(client, deltas, document, previousDocument, terms);
  } else {
    await keywords.move(client, deltas, document, previousDocument);
  }
  return { id: record.id, row_id: rowId, user_id: record.scope.userId ?? null, keyword_length: length };
}
