import { addDoc, SHARED_OWNER, type KeywordDoc, type KeywordPartition, type KeywordPartitions, type Postings } from './keyword-partitions.js';
import type { Database } from './migrate.js';
import { PartitionCache } from './partition-cache.js';
import type { PartitionClock } from './partition-clock.js';
import { userKey } from './vector-index.js';

interface LoadedDocRow {
  row_id: number;
  length: number;
  id: string;
  status: string;
  kind: string;
  agent_id: string | null;
  session_id: string | null;
  metadata: string;
  created_at: string;
}

/**
 * Fills the keyword partition copies (keyword-partitions.ts) from the file: a partition's
 * documents through the `memories` scope index when its clock version moved, a term's postings
 * by primary-key seek on first use. Call inside a read transaction, so versions and rows agree.
 */
export class KeywordPartitionReader {
  private loads = 0;

  constructor(
    private readonly db: Database,
    private readonly clock: PartitionClock,
    private readonly cache: KeywordPartitions,
  ) {}

  /** Partitions loaded from the file so far. */
  get partitionLoads(): number {
    return this.loads;
  }

  /** The owner's partition, current for its clock version. */
  partition(tenantId: string, owner: string | null): { key: string; partition: KeywordPartition } {
    const key = PartitionCache.key(tenantId, userKey(owner ?? undefined));
    const version = this.clock.read(key);
    const cached = this.cache.current(key, version);
    if (cached) return { key, partition: cached };
    const user = owner === null ? 'm.user_id IS NULL' : 'm.user_id = ?';
    const rows = this.db
      .prepare(
        `SELECT d.row_id AS row_id, d.length AS length, m.id AS id, m.status AS status, m.kind AS kind, m.agent_id AS agent_id,
                m.session_id AS session_id, m.metadata AS metadata, m.created_at AS created_at
         FROM memories m JOIN memory_keyword_docs d ON d.row_id = m.row_id
         WHERE m.tenant_id = ? AND ${user}`,
      )
      .all(tenantId, ...(owner === null ? [] : [owner])) as LoadedDocRow[];
    this.loads += 1;
    const partition: KeywordPartition = { tenantId, userId: owner, version, docs: new Map(), totalLength: 0, postings: new Map(), postingCount: 0, slots: 0 };
    for (const row of rows) {
      addDoc(partition, row.row_id, {
        id: row.id,
        length: row.length,
        status: row.status as KeywordDoc['status'],
        kind: row.kind as KeywordDoc['kind'],
        agentId: row.agent_id,
        sessionId: row.session_id,
        metadata: row.metadata,
        createdAt: row.created_at,
      });
    }
    this.cache.put(key, partition);
    return { key, partition };
  }

  /** A term's postings in a partition, read by primary-key seek on first use. */
  postings(key: string, partition: KeywordPartition, term: string): Postings {
    const cached = partition.postings.get(term);
    if (cached) return cached;
    const rows = this.db
      .prepare('SELECT row_id, tf FROM memory_postings WHERE tenant_id = ? AND term = ? AND owner_key = ?')
      .all(partition.tenantId, term, partition.userId ?? SHARED_OWNER) as { row_id: number; tf: number }[];
    const postings: Postings = { docs: rows.map((row) => partition.docs.get(row.row_id)), tf: rows.map((row) => row.tf) };
    partition.postings.set(term, postings);
    partition.postingCount += rows.length;
    this.cache.grew(key);
    return postings;
  }
}
