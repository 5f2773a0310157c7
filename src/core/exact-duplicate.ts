import type { MemoryStore } from './store.js';
import type { MemoryRecord } from './types.js';

/** What `add` returns: the record, flagged when an identical one already existed and was returned instead. */
export type AddedMemory = MemoryRecord & { deduplicated?: true };

/**
 * How many nearest neighbours to check. An identical text has an identical vector (cosine 1), so
 * the duplicate is the nearest neighbour; a few more cover copies in sibling scopes that tie with it.
 */
const neighbours = 10;

/**
 * The active memory that `candidate` would exactly repeat: same tenant, the same scope (user, agent
 * and session, none more, none less), kind, text, metadata and tags. Found through the vector index
 * with the candidate's own vector, so no extra index is needed; `null` when there is none.
 */
export async function findExactDuplicate(store: MemoryStore, candidate: MemoryRecord, vector: Float32Array): Promise<MemoryRecord | null> {
  const { userId, agentId, sessionId } = candidate.scope;
  const hits = await store.vectorSearch(
    {
      tenantId: candidate.tenantId,
      ...(userId !== undefined ? { userId } : { sharedOnly: true }),
      ...(agentId !== undefined ? { agentId } : {}),
      ...(sessionId !== undefined ? { sessionId } : {}),
      kinds: [candidate.kind],
      statuses: ['active'],
    },
    vector,
    neighbours,
  );
  if (hits.length === 0) return null;
  const records = await store.getMany(candidate.tenantId, hits.map((hit) => hit.id));
  return records.find((record) => sameContent(record, candidate)) ?? null;
}

function sameContent(existing: MemoryRecord, candidate: MemoryRecord): boolean {
  return (
    existing.tenantId === candidate.tenantId &&
    existing.status === 'active' &&
    existing.kind === candidate.kind &&
    existing.text === candidate.text &&
    existing.scope.userId === candidate.scope.userId &&
    existing.scope.agentId === candidate.scope.agentId &&
    existing.scope.sessionId === candidate.scope.sessionId &&
    canonicalJson(existing.metadata) === canonicalJson(candidate.metadata) &&
    canonicalJson(existing.tags) === canonicalJson(candidate.tags)
  );
}

/** JSON with object keys sorted, so `{a,b}` and `{b,a}` compare equal. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0)))
      : inner,
  );
}
