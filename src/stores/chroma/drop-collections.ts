import { createChromaClient } from './chroma-client.js';

/** Deletes a Chroma store's collections (`PREFIX_records`, …), for throwaway stores (bench, eval). Missing ones are fine. */
export async function dropChromaCollections(host: string, port: number, prefix: string): Promise<void> {
  const client = await createChromaClient(host, port);
  for (const suffix of ['records', 'history', 'meta', 'changes']) {
    await client.deleteCollection({ name: `${prefix}_${suffix}` }).catch(() => undefined);
  }
}
