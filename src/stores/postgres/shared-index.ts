import type pg from 'pg';
import { MemoryError } from '../../core/errors.js';
import { readEmbedderInfo } from './store-meta.js';

type Queryable = Pick<pg.PoolClient, 'query'>;

/**
 * The HNSW index over shared records (knowledge): only they are searched approximately; a
 * user's memories are always scanned exactly. It exists whenever an embedder is recorded (the
 * vector column has a dimension then), except while a bulk load has it dropped.
 */
export const SHARED_INDEX = 'memories_shared_hnsw';
/**
 * The graph's ef_construction unless a build says otherwise. pgvector's own 64 leaves recall@10
 * at 0.90-0.94 on 1,000,000 clustered 512-d vectors whatever ef_search (it levels off); 128 gave
 * 0.998 at ef_search 200, for a build 1.7x as long (docs/stores.md, "Knowledge scale").
 */
export const DEFAULT_EF_CONSTRUCTION = 128;
const createSharedIndexSql = (efConstruction: number): string =>
  `CREATE INDEX IF NOT EXISTS ${SHARED_INDEX} ON memories USING hnsw (embedding vector_cosine_ops) WITH (ef_construction = ${efConstruction}) WHERE user_id IS NULL AND NOT vector_degenerate`;

export interface IndexBuildOptions {
  /**
   * `maintenance_work_mem` for the build, such as `'4GB'`. pgvector builds fast only while the
   * graph fits in it (about 2.7 kB per 512-d row); larger graphs spill and build many times slower.
   * Default: the server's setting.
   */
  memory?: string;
  /** `max_parallel_maintenance_workers` for the build (workers besides the leader). Default: the server's setting. */
  workers?: number;
  /**
   * The graph's `ef_construction` (candidates kept while linking each row; from 32 to 1000, since
   * pgvector needs at least 2m). Higher builds a better-connected graph, which lifts the recall
   * that ef_search alone cannot (it levels off), and takes longer to build. Default
   * DEFAULT_EF_CONSTRUCTION (128), also for the index `setEmbedderInfo` and `init()` create.
   */
  efConstruction?: number;
}

const MEMORY_SETTING = /^[1-9][0-9]{0,6}(kB|MB|GB)$/;

export function checkIndexBuildOptions(options: IndexBuildOptions): void {
  if (options.memory !== undefined && !MEMORY_SETTING.test(options.memory)) {
    throw new MemoryError('INVALID_INPUT', `index build memory must look like 512MB or 4GB, got ${JSON.stringify(options.memory)}`, { details: { memory: options.memory } });
  }
  if (options.workers !== undefined && !(Number.isInteger(options.workers) && options.workers >= 0 && options.workers <= 64)) {
    throw new MemoryError('INVALID_INPUT', `index build workers must be an integer from 0 to 64, got ${String(options.workers)}`, { details: { workers: options.workers } });
  }
  if (options.efConstruction !== undefined && !(Number.isInteger(options.efConstruction) && options.efConstruction >= 32 && options.efConstruction <= 1000)) {
    throw new MemoryError('INVALID_INPUT', `index build efConstruction must be an integer from 32 to 1000, got ${String(options.efConstruction)}`, {
      details: { efConstruction: options.efConstruction },
    });
  }
}

/** Builds the shared index if it is missing and the embedder is recorded, in its own transaction on `client`. */
export async function buildSharedIndex(client: Queryable, options: IndexBuildOptions = {}): Promise<void> {
  await client.query('BEGIN');
  try {
    if (await readEmbedderInfo(client)) await createSharedIndex(client, options);
    await client.query('COMMIT');
  } catch (error: unknown) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/** Creates the shared index if it is missing, inside the caller's transaction (the vector column must have its dimension). */
export async function createSharedIndex(client: Queryable, options: IndexBuildOptions = {}): Promise<void> {
  // set_config(…, true) lasts to the end of the caller's transaction only.
  if (options.memory !== undefined) await client.query("SELECT set_config('maintenance_work_mem', $1, true)", [options.memory]);
  if (options.workers !== undefined) await client.query("SELECT set_config('max_parallel_maintenance_workers', $1, true)", [String(options.workers)]);
  // Checked by checkIndexBuildOptions: an integer, so it can stand in the SQL text (WITH takes no parameters).
  await client.query(createSharedIndexSql(options.efConstruction ?? DEFAULT_EF_CONSTRUCTION));
}

export async function dropSharedIndex(client: Queryable): Promise<void> {
  await client.query(`DROP INDEX IF EXISTS ${SHARED_INDEX}`);
}

export async function sharedIndexExists(client: Queryable): Promise<boolean> {
  const { rows } = await client.query<{ present: boolean }>('SELECT to_regclass($1) IS NOT NULL AS present', [SHARED_INDEX]);
  return rows[0]?.present === true;
}

/**
 * A session-level advisory lock per schema, held for a whole bulk load: a second bulk load is
 * refused, and a process opening the store meanwhile does not rebuild the index the load dropped.
 * (Two int4 keys: a different lock space from the migrations' lock, migrate.ts.)
 */
const LOCK_CLASS_BULK_LOAD = 0x616e;

export async function tryLockBulkLoad(client: Queryable, schema: string): Promise<boolean> {
  const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1::int, hashtext($2)) AS locked', [LOCK_CLASS_BULK_LOAD, schema]);
  return rows[0]?.locked === true;
}

export async function unlockBulkLoad(client: Queryable, schema: string): Promise<void> {
  await client.query('SELECT pg_advisory_unlock($1::int, hashtext($2))', [LOCK_CLASS_BULK_LOAD, schema]);
}
