import type { MemoryEngine } from '../core/engine.js';
import type { RecordQuery } from '../core/store.js';
import type { MemoryRecord } from '../core/types.js';

const PAGE = 1000;

/**
 * Every record matching a query of the engine's own tenant, read a page of ids at a time.
 * The inspector's views (filtered and sorted memories, sessions) are built from this from one
 * user's records; the user list uses it only on stores that cannot count by user themselves.
 */
export async function readRecords(engine: MemoryEngine, query: Omit<RecordQuery, 'tenantId'>): Promise<MemoryRecord[]> {
  await engine.init();
  const ids = await engine.store.listIds({ ...query, tenantId: engine.tenantId });
  const records: MemoryRecord[] = [];
  for (let start = 0; start < ids.length; start += PAGE) records.push(...(await engine.store.getMany(engine.tenantId, ids.slice(start, start + PAGE))));
  // The store query already confines to the tenant; this guards the view against any slip.
  return records.filter((record) => record.tenantId === engine.tenantId);
}
