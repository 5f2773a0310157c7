import type pg from 'pg';
import { z } from 'zod';
import type { EmbedderInfo } from '../../core/embedder.js';
import { MemoryError } from '../../core/errors.js';

type Queryable = Pick<pg.PoolClient, 'query'>;

/** `store_meta` keys holding the embedder that built this store (the same keys as the SQLite store). */
const KEYS = { provider: 'embedder.provider', model: 'embedder.model', dimensions: 'embedder.dimensions' } as const;

const embedderInfoSchema = z.object({
  provider: z.string().min(1),
  model: z.string().min(1),
  dimensions: z.coerce.number().int().positive(),
});

export async function readEmbedderInfo(client: Queryable): Promise<EmbedderInfo | null> {
  const { rows } = await client.query<{ key: string; value: string }>('SELECT key, value FROM store_meta WHERE key = ANY($1::text[])', [Object.values(KEYS)]);
  if (rows.length === 0) return null;
  const values = new Map(rows.map((row) => [row.key, row.value]));
  const parsed = embedderInfoSchema.safeParse({ provider: values.get(KEYS.provider), model: values.get(KEYS.model), dimensions: values.get(KEYS.dimensions) });
  if (!parsed.success) throw new MemoryError('STORE_ERROR', `corrupt embedder info in store_meta: ${parsed.error.issues[0]?.message ?? 'malformed'}`);
  return parsed.data;
}

export async function writeEmbedderInfo(client: Queryable, info: EmbedderInfo): Promise<void> {
  await client.query(
    `INSERT INTO store_meta (key, value) SELECT * FROM unnest($1::text[], $2::text[])
     ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
    [[KEYS.provider, KEYS.model, KEYS.dimensions], [info.provider, info.model, String(info.dimensions)]],
  );
}
