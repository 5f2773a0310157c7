import type pg from 'pg';
import { validateVector } from '../../core/embedder.js';
import { MemoryError } from '../../core/errors.js';
import type { WriteBatch } from '../../core/store.js';
import { ScopeDeltas, SHARED_OWNER, type KeywordDocument, type KeywordIndex } from './keyword-index.js';
import { RECORD_COLUMNS, recordValues } from './record-columns.js';
import { readEmbedderInfo } from './store-meta.js';
import { isDegenerate, vectorLiteral } from './vector-sql.js';

const INSERT_COLUMNS = [...RECORD_COLUMNS, 'embedding', 'vector_degenerate', 'keyword_length'];
const INSERT_SQL = `INSERT INTO memories (${INSERT_COLUMNS.join(', ')})
  VALUES (${INSERT_COLUMNS.map((column, index) => `$${index + 1}${column === 'metadata' ? '::jsonb' : column === 'embedding' ? '::vector' : ''}`).join(', ')})
  ON CONFLICT (tenant_id, id) DO NOTHING RETURNING row_id::text AS row_id`;
/** Updates every record column but the identity; $1 is the row, $2.. the record's values from `user_id` on. */
const UPDATE_SQL = `UPDATE memories SET ${RECORD_COLUMNS.slice(2)
  .map((column, index) => `${column} = $${index + 2}${column === 'metadata' ? '::jsonb' : ''}`)
  .join(', ')} WHERE row_id = $1`;

interface PreviousRow {
  row_id: string;
  user_id: string | null;
  keyword_length: number;
}

/**
 * Applies one batch inside the caller's transaction: upserts (insert-if-absent for creates, with
 * the row locked before its keyword rows change), deletes, history purges and history entries.
 * Any error aborts the transaction, so a batch is applied whole or not at all.
 */
export async function applyWriteBatch(client: pg.PoolClient, batch: WriteBatch, keywords: KeywordIndex): Promise<void> {
  const tenantId = batch.tenantId;
  const deltas = new ScopeDeltas();
  const dimensions = (await readEmbedderInfo(client))?.dimensions ?? null;
  const findRow = async (id: string): Promise<PreviousRow | null> =>
    (await client.query<PreviousRow>('SELECT row_id::text AS row_id, user_id, keyword_length FROM memories WHERE tenant_id = $1 AND id = $2 FOR UPDATE', [tenantId, id])).rows[0] ?? null;
  const documentOf = (row: PreviousRow): KeywordDocument => ({ rowId: row.row_id, tenantId, ownerKey: row.user_id ?? SHARED_OWNER, length: row.keyword_length });

  for (const { record, vector, terms, create } of batch.upserts ?? []) {
    if (record.tenantId !== tenantId) {
      throw new MemoryError('STORE_ERROR', `memory ${record.id} belongs to another tenant than its write batch`, { details: { id: record.id } });
    }
    let previous = await findRow(record.id);
    if (create && previous) throw new MemoryError('CONFLICT', `a memory with id ${record.id} already exists`, { details: { id: record.id } });
    if (vector) {
      if (dimensions === null) throw new MemoryError('STORE_ERROR', 'record the embedder (setEmbedderInfo) before writing vectors');
      validateVector(vector, dimensions, `vector of memory ${record.id}`);
    } else if (!previous) {
      throw new MemoryError('STORE_ERROR', `new memory ${record.id} needs a vector`, { details: { id: record.id } });
    }
    const values = recordValues(record);
    let rowId: string;
    if (!previous && vector) {
      const inserted = await client.query<{ row_id: string }>(INSERT_SQL, [...values, vectorLiteral(vector), isDegenerate(vector), terms?.length ?? 0]);
      const row = inserted.rows[0];
      if (row) {
        await keywords.put(client, deltas, { rowId: row.row_id, tenantId, ownerKey: record.scope.userId ?? SHARED_OWNER, length: terms?.length ?? 0 }, null, terms ?? []);
        continue;
      }
      // Another connection created it since we looked (our insert waited for its commit).
      if (create) throw new MemoryError('CONFLICT', `a memory with id ${record.id} already exists`, { details: { id: record.id } });
      previous = await findRow(record.id);
      if (!previous) throw new MemoryError('STORE_ERROR', `memory ${record.id} vanished during the write`, { details: { id: record.id }, isRetryable: true });
    }
    const existing = previous as PreviousRow;
    rowId = existing.row_id;
    await client.query(UPDATE_SQL, [rowId, ...values.slice(2)]);
    if (vector) await client.query('UPDATE memories SET embedding = $2::vector, vector_degenerate = $3 WHERE row_id = $1', [rowId, vectorLiteral(vector), isDegenerate(vector)]);
    const document: KeywordDocument = { rowId, tenantId, ownerKey: record.scope.userId ?? SHARED_OWNER, length: terms?.length ?? existing.keyword_length };
    if (terms) {
      await client.query('UPDATE memories SET keyword_length = $2 WHERE row_id = $1', [rowId, terms.length]);
      await keywords.put(client, deltas, document, documentOf(existing), terms);
    } else {
      await keywords.move(client, deltas, document, documentOf(existing));
    }
  }
  for (const id of batch.deletes ?? []) {
    const existing = await findRow(id);
    if (!existing) continue;
    await keywords.remove(client, deltas, documentOf(existing));
    await client.query('DELETE FROM memories WHERE row_id = $1', [existing.row_id]);
  }
  await deltas.flush(client);
  const purge = new Set(batch.purgeHistoryOf ?? []);
  if (purge.size > 0) await client.query('DELETE FROM memory_history WHERE tenant_id = $1 AND memory_id = ANY($2::text[])', [tenantId, [...purge]]);
  for (const entry of batch.history ?? []) {
    if (purge.has(entry.memoryId)) continue;
    await client.query('INSERT INTO memory_history (tenant_id, id, memory_id, event, before, after, at, actor) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)', [
      tenantId,
      entry.id,
      entry.memoryId,
      entry.event,
      entry.before === null ? null : JSON.stringify(entry.before),
      entry.after === null ? null : JSON.stringify(entry.after),
      entry.at,
      entry.actor,
    ]);
  }
}
