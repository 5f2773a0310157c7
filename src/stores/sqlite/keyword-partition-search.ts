import { matchesFilter } from '../../core/filter.js';
import { bm25Idf, bm25TfPart } from '../../core/keyword-scope.js';
import type { RecordQuery, ScoredId } from '../../core/store.js';
import type { JsonValue } from '../../core/types.js';
import type { KeywordDoc, KeywordPartition, Postings } from './keyword-partitions.js';

/**
 * BM25 over in-process keyword partitions (keyword-partitions.ts): the same answer as the SQL
 * (keyword-sql-search.ts), as fast as the postings can be walked. Common terms match most of a
 * user's memories, so the walk touches thousands of postings per search: each posting points at
 * its document object, whose slot indexes the search's typed arrays of scores and filter verdicts
 * (no map lookups per posting, each document's filters checked once).
 */
export interface PartitionTerms {
  partition: KeywordPartition;
  /** The postings of each query term, in query term order. */
  postings: Postings[];
}

/**
 * Every matching document with its score (per document, term scores add in query term order, as
 * the in-memory reference adds them), or with `sample`, the first match of the first term alone.
 * Statistics count every document of the partitions; filters narrow the matches only.
 */
export function scorePartitions(query: RecordQuery, parts: PartitionTerms[], termCount: number, sample: boolean): ScoredId[] {
  if (sample) return firstMatch(query, parts, termCount);
  let documents = 0;
  let totalLength = 0;
  for (const { partition } of parts) {
    documents += partition.docs.size;
    totalLength += partition.totalLength;
  }
  const averageLength = documents > 0 ? totalLength / documents || 1 : 1;
  const filters = parts.map(({ partition }) => docFilter(query, partition));
  // Per partition, by document slot: the running score, and 0 unseen / 1 matched / 2 filtered out.
  const scores = parts.map(({ partition }) => new Float64Array(partition.slots));
  const states = parts.map(({ partition }) => new Uint8Array(partition.slots));
  const matched: KeywordDoc[][] = parts.map(() => []);
  for (let term = 0; term < termCount; term += 1) {
    let containing = 0;
    for (const part of parts) containing += (part.postings[term] as Postings).docs.length;
    const idf = bm25Idf(documents, containing);
    for (let index = 0; index < parts.length; index += 1) {
      const passes = filters[index];
      if (!passes) continue;
      const { docs, tf } = (parts[index] as PartitionTerms).postings[term] as Postings;
      const score = scores[index] as Float64Array;
      const state = states[index] as Uint8Array;
      const found = matched[index] as KeywordDoc[];
      for (let posting = 0; posting < docs.length; posting += 1) {
        const doc = docs[posting];
        if (doc === undefined || doc.removed === true) continue;
        const slot = doc.slot;
        let seen = state[slot] as number;
        if (seen === 0) {
          seen = passes(doc) ? 1 : 2;
          state[slot] = seen;
          if (seen === 1) found.push(doc);
        }
        if (seen !== 1) continue;
        score[slot] = (score[slot] as number) + idf * bm25TfPart(tf[posting] as number, doc.length, averageLength);
      }
    }
  }
  const hits: ScoredId[] = [];
  matched.forEach((docs, index) => {
    const score = scores[index] as Float64Array;
    for (const doc of docs) hits.push({ id: doc.id, score: score[doc.slot] as number });
  });
  return hits;
}

/** The first matching posting of the first term, with its single-term score (IDF probes want any one, not the best). */
function firstMatch(query: RecordQuery, parts: PartitionTerms[], termCount: number): ScoredId[] {
  if (termCount === 0) return [];
  let documents = 0;
  let totalLength = 0;
  let containing = 0;
  for (const { partition, postings } of parts) {
    documents += partition.docs.size;
    totalLength += partition.totalLength;
    containing += (postings[0] as Postings).docs.length;
  }
  const averageLength = documents > 0 ? totalLength / documents || 1 : 1;
  for (const { partition, postings } of parts) {
    const passes = docFilter(query, partition);
    if (!passes) continue;
    const { docs, tf } = postings[0] as Postings;
    for (let posting = 0; posting < docs.length; posting += 1) {
      const doc = docs[posting];
      if (doc === undefined || doc.removed === true || !passes(doc)) continue;
      return [{ id: doc.id, score: bm25Idf(documents, containing) * bm25TfPart(tf[posting] as number, doc.length, averageLength) }];
    }
  }
  return [];
}

/**
 * `recordQueryWhere` (query-sql.ts) for the documents of one partition, i.e. `matchesQuery` of the
 * in-memory reference: null when the partition's owner rules it out (tenant, shared/user rules),
 * else a check of status, agent and session (skipped for a shared record admitted through
 * includeShared), kinds, ids, createdBefore and the metadata filter.
 */
export function docFilter(query: RecordQuery, partition: KeywordPartition): ((doc: KeywordDoc) => boolean) | null {
  if (partition.tenantId !== query.tenantId) return null;
  const shared = partition.userId === null;
  if (query.sharedOnly && !shared) return null;
  const sharedPass = query.includeShared === true && query.userId !== undefined && shared;
  if (query.userId !== undefined && partition.userId !== query.userId && !sharedPass) return null;
  const { statuses, kinds, createdBefore, filter } = query;
  const agentId = sharedPass ? undefined : query.agentId;
  const sessionId = sharedPass ? undefined : query.sessionId;
  const ids = query.ids ? new Set(query.ids) : null;
  return (doc) => {
    if (!statuses.includes(doc.status)) return false;
    if (agentId !== undefined && doc.agentId !== agentId) return false;
    if (sessionId !== undefined && doc.sessionId !== sessionId) return false;
    if (kinds !== undefined && !kinds.includes(doc.kind)) return false;
    if (ids && !ids.has(doc.id)) return false;
    // ISO times in ASCII: JavaScript's string order is SQLite's BINARY order here.
    if (createdBefore !== undefined && !(doc.createdAt < createdBefore)) return false;
    if (filter !== undefined) {
      doc.parsedMetadata ??= JSON.parse(doc.metadata) as Record<string, JsonValue>;
      if (!matchesFilter(doc.parsedMetadata, filter)) return false;
    }
    return true;
  };
}
