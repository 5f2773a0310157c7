import { fnv1a32 } from '../../core/fnv1a.js';
import type { Database } from './migrate.js';

/**
 * Versions of vector partitions shared by every connection to the file, so a write by another
 * process invalidates only the cached partitions it changed (partition-cache.ts), not all.
 *
 * A partition (tenant + user) hashes to one of BUCKETS counters kept in `store_meta`
 * (`vectors.clock.<bucket>`); every vector write bumps its partition's counter inside its own
 * transaction. Buckets, not one row per partition, so the file never stores a user id outside
 * that user's own rows (an erased user leaves no clock row behind); two partitions sharing a
 * bucket only cost each other a reload.
 */
const BUCKETS = 4096;
const PREFIX = 'vectors.clock.';

export function clockBucket(partitionKey: string): number {
  // Stable across processes and versions: the buckets are stored in the file.
  return fnv1a32(partitionKey) % BUCKETS;
}

export interface ClockStep {
  before: number;
  after: number;
}

export class PartitionClock {
  /** Buckets bumped in the open write transaction, each once. */
  private stepped = new Map<number, ClockStep>();

  constructor(private readonly db: Database) {}

  /** The current version of a partition's bucket (0 before its first write). */
  read(partitionKey: string): number {
    return this.readBucket(clockBucket(partitionKey));
  }

  /** Inside a write transaction: moves the partition's bucket on, once per transaction. */
  bump(partitionKey: string): void {
    const bucket = clockBucket(partitionKey);
    if (this.stepped.has(bucket)) return;
    const before = this.readBucket(bucket);
    this.db
      .prepare('INSERT INTO store_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value')
      .run(`${PREFIX}${bucket}`, String(before + 1));
    this.stepped.set(bucket, { before, after: before + 1 });
  }

  /** The step a committed (or rolled back) transaction made in this partition's bucket, if any. */
  stepOf(partitionKey: string): ClockStep | undefined {
    return this.stepped.get(clockBucket(partitionKey));
  }

  /** The transaction ended: forget its steps. */
  reset(): void {
    this.stepped = new Map();
  }

  private readBucket(bucket: number): number {
    const row = this.db.prepare<[string], { value: string }>('SELECT value FROM store_meta WHERE key = ?').get(`${PREFIX}${bucket}`);
    return row === undefined ? 0 : Number(row.value);
  }
}
