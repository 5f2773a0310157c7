import { matchesFilter } from '../../core/filter.js';
import { inTimeBounds, timeBounds } from '../../core/memory-time.js';
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
 * With `limit`, only a superset of the top `limit` by (score, id), each with the same score
 * (see `candidatesOnly`). Statistics count every document of the partitions; filters narrow the
 * matches only.
 */
export function scorePartitions(query: RecordQuery, parts: PartitionTerms[], termCount: number, sample: boolean, limit: number | null = null): ScoredId[] {
  if (sample) return firstMatch(query, parts, termCount);
  let documents = 0;
  let totalLength = 0;
  for (const { partition } of parts) {
    documents += partition.docs.size;
    totalLength += partition.totalLength;
  }
  const averageLength = documents > 0 ? totalLength / documents || 1 : 1;
  const filters = parts.map(({ partition }) => docFilter(query, partition));
  const verdicts = parts.map(({ partition }) => verdictsOf(query, partition));
  // Per partition, by document slot: the running score, and 0 unseen / 1 matched / 2 filtered out.
  const scratch = parts.map(({ partition }) => scratchOf(partition));
  const scores = scratch.map((arrays) => arrays.scores);
  const states = scratch.map((arrays) => arrays.states);
  const matched: KeywordDoc[][] = parts.map(() => []);
  const idfs: number[] = [];
  for (let term = 0; term < termCount; term += 1) {
    let containing = 0;
    for (const part of parts) containing += (part.postings[term] as Postings).docs.length;
    idfs.push(bm25Idf(documents, containing));
  }
  const pruned = limit !== null && limit > 0 && termCount > 1 && idfs.every((idf) => idf > 0 && Number.isFinite(idf));
  const sums: TermSums = { parts, averageLength, filters, verdicts, scores, states, matched };
  const order = pruned ? candidatesOnly(sums, idfs, limit) : idfs.map((_, term) => term);
  if (pruned) for (let index = 0; index < parts.length; index += 1) (scores[index] as Float64Array).fill(0, 0, (parts[index] as PartitionTerms).partition.slots);
  // After pruning, a document not seen yet cannot reach the top k: only the marked ones are rescored.
  for (const term of order) addTerm(sums, term, idfs[term] as number, !pruned);
  // With a limit, only documents scoring at least the limit-th best can be in the top (ties all
  // kept, so the caller's (score, id) order picks among them): a common term matches thousands.
  const floor = limit !== null && limit > 0 ? kthPartial(matched, scores, limit) : Number.NEGATIVE_INFINITY;
  const hits: ScoredId[] = [];
  for (let index = 0; index < matched.length; index += 1) {
    const docs = matched[index] as KeywordDoc[];
    const score = scores[index] as Float64Array;
    for (const doc of docs) {
      const value = score[doc.slot] as number;
      if (value >= floor) hits.push({ id: doc.id, score: value });
    }
  }
  return hits;
}

/** Constraint shapes whose verdicts a partition keeps at once (a search and its filtered variants). */
const VERDICT_SHAPES = 4;

interface Verdicts {
  /** The partition version they hold for: any write to the partition moves it. */
  version: number;
  byShape: Map<string, Uint8Array>;
}

const verdictsByPartition = new WeakMap<KeywordPartition, Verdicts>();

/**
 * The partition's filter verdicts for this query's constraints, filled in by searches as they meet
 * documents, so a document common terms bring up in every search is checked once per write to the
 * partition, not once per search; null when the query names ids or a number JSON cannot key.
 * A document's verdict depends only on its fields and the constraints, and the partition's version
 * moves whenever a write adds, changes or removes a document.
 */
function verdictsOf(query: RecordQuery, partition: KeywordPartition): Uint8Array | null {
  // A time range (a day a question names) changes from search to search: checked per document
  // rather than let it evict the shapes every search of the user shares.
  if (query.ids || query.timeRange) return null;
  const sharedPass = query.includeShared === true && query.userId !== undefined && partition.userId === null;
  let exact = true;
  const shape = JSON.stringify(
    [query.tenantId, query.userId ?? null, query.sharedOnly === true, sharedPass, query.statuses, query.kinds ?? null, query.agentId ?? null, query.sessionId ?? null, query.createdBefore ?? null, query.filter ?? null],
    (_, value: unknown) => {
      if (typeof value === 'number' && !Number.isFinite(value)) exact = false;
      return value;
    },
  );
  if (!exact) return null;
  let kept = verdictsByPartition.get(partition);
  if (!kept || kept.version !== partition.version) {
    kept = { version: partition.version, byShape: new Map() };
    verdictsByPartition.set(partition, kept);
  }
  let verdicts = kept.byShape.get(shape);
  if (verdicts === undefined || verdicts.length < partition.slots) {
    if (kept.byShape.size >= VERDICT_SHAPES) kept.byShape.clear();
    verdicts = new Uint8Array(partition.slots);
    kept.byShape.set(shape, verdicts);
  }
  return verdicts;
}

/** A partition's per-search arrays by document slot, kept between searches. */
interface Scratch {
  scores: Float64Array;
  states: Uint8Array;
}

const scratchByPartition = new WeakMap<KeywordPartition, Scratch>();

/**
 * The partition's score and state arrays, zeroed for a new search. Allocating them per search
 * (nine bytes a document: 0.9 MB at 100k) made every search feed the garbage collector; zeroing
 * reused ones is a memset. Searches run synchronously, so one pair per partition is enough.
 */
function scratchOf(partition: KeywordPartition): Scratch {
  const kept = scratchByPartition.get(partition);
  if (kept && kept.scores.length >= partition.slots) {
    kept.scores.fill(0, 0, partition.slots);
    kept.states.fill(0, 0, partition.slots);
    return kept;
  }
  // Room to grow, so a partition taking new documents does not reallocate on every search.
  const capacity = partition.slots + (partition.slots >> 3) + 16;
  const fresh = { scores: new Float64Array(capacity), states: new Uint8Array(capacity) };
  scratchByPartition.set(partition, fresh);
  return fresh;
}

/** What one search's per-term passes share: each partition's postings, filter, scores by slot, state by slot (0 unseen, 1 admitted, 2 filtered out) and admitted documents. */
interface TermSums {
  parts: PartitionTerms[];
  averageLength: number;
  filters: (((doc: KeywordDoc) => boolean) | null)[];
  /** Filter verdicts by slot kept from earlier searches of the same constraints (0 unknown, 1 passes, 2 fails), or null. */
  verdicts: (Uint8Array | null)[];
  scores: Float64Array[];
  states: Uint8Array[];
  matched: KeywordDoc[][];
}

/**
 * A pruned search's rescoring pass looks a long term's frequency up by document slot for each
 * marked document instead of walking its postings, when the postings hold more than this many
 * times as many documents as were marked.
 */
const LOOKUP_RATIO = 2;
/**
 * Only postings holding at least this share of their partition's slots get a lookup: it costs
 * two bytes per slot, so at most 32 bytes per posting on top of the posting itself (~100).
 */
const LOOKUP_MIN_DENSITY = 1 / 16;

/**
 * The term's frequency by document slot, built once per cached postings (and kept on them), or
 * null when the postings are too sparse for one or a frequency does not fit 16 bits.
 */
export function tfLookup(postings: Postings, slots: number): Uint16Array | null {
  if (postings.tfBySlot !== null) return postings.tfBySlot;
  if (postings.docs.length < slots * LOOKUP_MIN_DENSITY || postings.maxTf > 0xffff) return null;
  const { docs, tf } = postings;
  let size = 0;
  for (const doc of docs) if (doc !== undefined && doc.slot >= size) size = doc.slot + 1;
  const lookup = new Uint16Array(size);
  for (let posting = 0; posting < docs.length; posting += 1) {
    const doc = docs[posting];
    if (doc !== undefined) lookup[doc.slot] = tf[posting] as number;
  }
  postings.tfBySlot = lookup;
  return lookup;
}

/**
 * Adds one term's BM25 score to the documents it matches in every partition. A document met for
 * the first time is checked against its partition's filter and, when `admit`, marked and kept;
 * otherwise it is left out (after pruning it cannot reach the top k). Without `admit`, a term
 * whose postings far outnumber the marked documents is added through its slot lookup: the same
 * term score for the same documents, and per document the terms still add in query order.
 */
function addTerm({ parts, averageLength, filters, verdicts, scores, states, matched }: TermSums, term: number, idf: number, admit: boolean): void {
  for (let index = 0; index < parts.length; index += 1) {
    const passes = filters[index];
    if (!passes) continue;
    const part = parts[index] as PartitionTerms;
    const postings = part.postings[term] as Postings;
    const { docs, tf } = postings;
    const score = scores[index] as Float64Array;
    const state = states[index] as Uint8Array;
    const found = matched[index] as KeywordDoc[];
    const known = verdicts[index] ?? null;
    const lookup = !admit && found.length * LOOKUP_RATIO < docs.length ? tfLookup(postings, part.partition.slots) : null;
    if (lookup !== null) {
      for (const doc of found) {
        // A slot past the lookup's end belongs to a document added after these postings were read, which does not hold the term.
        const frequency = doc.slot < lookup.length ? (lookup[doc.slot] as number) : 0;
        if (frequency === 0) continue;
        score[doc.slot] = (score[doc.slot] as number) + idf * bm25TfPart(frequency, doc.length, averageLength);
      }
      continue;
    }
    for (let posting = 0; posting < docs.length; posting += 1) {
      const doc = docs[posting];
      if (doc === undefined || doc.removed === true) continue;
      const slot = doc.slot;
      let seen = state[slot] as number;
      if (seen === 0) {
        if (!admit) continue;
        seen = known === null ? 0 : (known[slot] as number);
        if (seen === 0) {
          seen = passes(doc) ? 1 : 2;
          if (known !== null) known[slot] = seen;
        }
        state[slot] = seen;
        if (seen === 1) found.push(doc);
      }
      if (seen !== 1) continue;
      score[slot] = (score[slot] as number) + idf * bm25TfPart(tf[posting] as number, doc.length, averageLength);
    }
  }
}

/**
 * MaxScore-style pruning, exact: walks the terms with the highest score bound first (rare terms),
 * marking each matching document (state 1) and summing partial scores, and stops once the bounds
 * of the terms left add up to less than the k-th best partial score: a document none of the walked
 * terms matched then scores below k other documents (every BM25 term score is positive), so it
 * cannot be in the top k. Returns the query's term order for the caller's second pass, which
 * rescores the marked documents over every term in that order (the reference's float sums).
 */
function candidatesOnly(sums: TermSums, idfs: number[], limit: number): number[] {
  const { parts, averageLength, scores, matched } = sums;
  const bounds = idfs.map((idf, term) => {
    let best = 0;
    for (const part of parts) {
      const { maxTf, minLength } = part.postings[term] as Postings;
      if (maxTf > 0) best = Math.max(best, bm25TfPart(maxTf, minLength, averageLength));
    }
    return idf * best;
  });
  const walk = idfs.map((_, term) => term).sort((left, right) => (bounds[right] as number) - (bounds[left] as number) || left - right);
  const total = bounds.reduce((sum, bound) => sum + bound, 0);
  let left = total;
  for (const term of walk) {
    left -= bounds[term] as number;
    addTerm(sums, term, idfs[term] as number, true);
    // No partial score exceeds the walked terms' bounds: while those are no larger, skip the heap.
    if (left >= total - left) continue;
    const threshold = kthPartial(matched, scores, limit);
    // Partial sums in this order differ from the final ones by float rounding only; the slack covers it.
    if (left < threshold - 1e-9 * (1 + Math.abs(threshold))) break;
  }
  return idfs.map((_, term) => term);
}

/** The k-th largest partial score among the matched documents (a bounded min-heap), or -Infinity with fewer. */
function kthPartial(matched: KeywordDoc[][], scores: Float64Array[], k: number): number {
  let count = 0;
  for (const docs of matched) count += docs.length;
  if (count < k) return Number.NEGATIVE_INFINITY;
  const heap = new Float64Array(k);
  let size = 0;
  // Plain loops and swaps through a local: the closure and the destructuring swap's arrays were
  // garbage on every call (several calls per search).
  for (let index = 0; index < matched.length; index += 1) {
    const docs = matched[index] as KeywordDoc[];
    const score = scores[index] as Float64Array;
    for (const doc of docs) {
      const value = score[doc.slot] as number;
      if (size < k) {
        let at = size;
        size += 1;
        heap[at] = value;
        while (at > 0 && (heap[(at - 1) >> 1] as number) > (heap[at] as number)) {
          const parent = (at - 1) >> 1;
          const moved = heap[at] as number;
          heap[at] = heap[parent] as number;
          heap[parent] = moved;
          at = parent;
        }
      } else if (value > (heap[0] as number)) {
        heap[0] = value;
        let at = 0;
        for (;;) {
          const leftChild = at * 2 + 1;
          const rightChild = leftChild + 1;
          let smallest = at;
          if (leftChild < k && (heap[leftChild] as number) < (heap[smallest] as number)) smallest = leftChild;
          if (rightChild < k && (heap[rightChild] as number) < (heap[smallest] as number)) smallest = rightChild;
          if (smallest === at) break;
          const moved = heap[at] as number;
          heap[at] = heap[smallest] as number;
          heap[smallest] = moved;
          at = smallest;
        }
      }
    }
  }
  return heap[0] as number;
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
 * includeShared), kinds, ids, createdBefore, the time range and the metadata filter.
 */
export function docFilter(query: RecordQuery, partition: KeywordPartition): ((doc: KeywordDoc) => boolean) | null {
  if (partition.tenantId !== query.tenantId) return null;
  const shared = partition.userId === null;
  if (query.sharedOnly && !shared) return null;
  const sharedPass = query.includeShared === true && query.userId !== undefined && shared;
  if (query.userId !== undefined && partition.userId !== query.userId && !sharedPass) return null;
  const { statuses, kinds, createdBefore, filter } = query;
  const bounds = query.timeRange ? timeBounds(query.timeRange) : null;
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
    if (bounds && !inTimeBounds((doc.parsedTime ??= Date.parse(doc.memoryTime)), bounds)) return false;
    if (filter !== undefined) {
      doc.parsedMetadata ??= JSON.parse(doc.metadata) as Record<string, JsonValue>;
      if (!matchesFilter(doc.parsedMetadata, filter)) return false;
    }
    return true;
  };
}
