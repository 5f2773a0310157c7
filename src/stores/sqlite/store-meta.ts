import { z } from 'zod';
import type { EmbedderInfo } from '../../core/embedder.js';
import { MemoryError } from '../../core/errors.js';
import type { Database } from './migrate.js';

/** `store_meta` keys holding the embedder that built this store. */
const KEYS = { provider: 'embedder.provider', model: 'embedder.model', dimensions: 'embedder.dimensions' } as const;

const embedderInfoSchema = z.object({
  provider: z.string().min(1),
  model: z.string().min(1),
  dimensions: z.coerce.number().int().positive(),
});

export function readEmbedderInfo(db: Database): EmbedderInfo | null {
  const rows = db
    .prepare<[string, string, string], { key: string; value: string }>('SELECT key, value FROM store_meta WHERE key IN (?, ?, ?)')
    .all(KEYS.provider, KEYS.model, KEYS.dimensions);
  if (rows.length === 0) return null;
  const values = new Map(rows.map((row) => [row.key, row.value]));
  const parsed = embedderInfoSchema.safeParse({
    provider: values.get(KEYS.provider),
    model: values.get(KEYS.model),
    dimensions: values.get(KEYS.dimensions),
  });
  if (!parsed.success) {
    throw new MemoryError('STORE_ERROR', `corrupt embedder info in store_meta: ${parsed.error.issues[0]?.message ?? 'malformed'}`);
  }
  return parsed.data;
}

export function writeEmbedderInfo(db: Database, info: EmbedderInfo): void {
  const upsert = db.prepare<[string, string]>('INSERT INTO store_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value');
  upsert.run(KEYS.provider, info.provider);
  upsert.run(KEYS.model, info.model);
  upsert.run(KEYS.dimensions, String(info.dimensions));
}
