import type pg from 'pg';
import { byScoreThenId } from '../../core/code-point-order.js';
import type { RecordQuery, ScoredId } from '../../core/store.js';
import { cosineSimilarity } from '../../core/vector-math.js';
import { recordQueryWhere } from './query-sql.js';
import type { PreparedStatements } from './prepared-statements.js';
import { SqlParams } from './sql-params.js';
import { isDegenerate, vectorBinary, vectorColumn, vectorFromBytes } from './vector-sql.js';

type Queryable = Pick<pg.PoolClient, 'query'>;
/** A row with its vector as `vectorColumn` reads it. */
interface VectorRow {
  id: string;
  embedding: Buffer;
}

/**
 * pgvector's distance is float32 arithmetic; results must be exact cosine (float64, as the
 * reference computes it) with ties broken by id. So SQL picks candidates and JavaScript scores
 * them: every row whose pgvector distance is within MARGIN of the k-th best is fetched with its
 * vector and rescored exactly. Float32 error on a cosine distance is around 1e-6 even at 1024
 * dimensions, far below the margin, so no true top-k row is ever left out.
 */
const MARGIN = 1e-3;

/**
 * Exact top k over every row the query admits (a scan of the user's partition). The distance is
 * ranked as `(a <=> b) + 0` on purpose: the planner cannot serve that from the HNSW index, whose
 * approximate (and, under filters, possibly short) answer must never stand in for an exact one.
 */
export async function exactVectorSearch(client: Queryable, statements: PreparedStatements, query: RecordQuery, vector: Float32Array, k: number): Promise<ScoredId[]> {
  const limit = Math.max(0, Math.floor(k));
  if (limit === 0) return [];
  const params = new SqlParams();
  const where = recordQueryWhere(query, params);
  let sql: string;
  if (isDegenerate(vector)) {
    // pgvector cannot rank by a query it cannot normalise; every admitted row is scored here.
    sql = `SELECT m.id, ${vectorColumn('m.embedding')} AS embedding FROM memories m WHERE ${where}`;
  } else {
    const target = params.add(vectorBinary(vector));
    const top = params.add(limit);
    sql = `
      WITH best AS (
        SELECT (m.embedding <=> ${target}::vector) + 0 AS distance FROM memories m
        WHERE ${where} AND NOT m.vector_degenerate ORDER BY distance LIMIT ${top}
      )
      SELECT m.id, ${vectorColumn('m.embedding')} AS embedding FROM memories m
      WHERE ${where} AND (m.vector_degenerate OR (m.embedding <=> ${target}::vector) <= (SELECT max(distance) FROM best) + ${MARGIN})`;
  }
  return rescore(await client.query<VectorRow>(statements.config(sql, params.values)), vector, limit);
}

/**
 * Approximate top k over a tenant's shared records (knowledge) through the HNSW index, with
 * pgvector's iterative scan so filters cannot starve the result, keeping at least `efSearch`
 * (and 2k) candidates. Rescored exactly like above.
 */
export async function approximateSharedSearch(client: Queryable, query: RecordQuery, vector: Float32Array, k: number, efSearch: number): Promise<ScoredId[]> {
  const limit = Math.max(0, Math.floor(k));
  if (limit === 0) return [];
  const params = new SqlParams();
  const where = recordQueryWhere({ ...query, sharedOnly: true }, params);
  const target = params.add(vectorBinary(vector));
  const top = params.add(limit);
  await client.query(`SET LOCAL hnsw.ef_search = ${Math.min(1000, Math.max(efSearch, limit * 2))}`);
  await client.query(`SET LOCAL hnsw.iterative_scan = relaxed_order`);
  // The vector's bytes only for the k rows kept: if the planner prefers a scan and sort (a
  // small collection, a selective filter), the conversion would otherwise run for every row.
  const sql = `
    SELECT best.id, ${vectorColumn('best.embedding')} AS embedding FROM (
      SELECT m.id, m.embedding FROM memories m
      WHERE ${where} AND NOT m.vector_degenerate
      ORDER BY m.embedding <=> ${target}::vector LIMIT ${top}
    ) AS best`;
  return rescore(await client.query<VectorRow>(sql, params.values), vector, limit);
}

function rescore(result: pg.QueryResult<VectorRow>, vector: Float32Array, limit: number): ScoredId[] {
  return result.rows
    .map((row) => ({ id: row.id, score: cosineSimilarity(vector, vectorFromBytes(row.embedding)) }))
    .sort(byScoreThenId)
    .slice(0, limit);
}
