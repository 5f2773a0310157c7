import { inTimeBounds, timeBounds } from '../../core/memory-time.js';
import { bm25Idf, bm25TfPart } from '../../core/keyword-scope.js';
import type { RecordQuery, ScoredId } from '../../core/store.js';
import { metadataCheck } from './metadata-verdicts.js';
import { isRemoved, memoryTimeOf, NO_AGENT, NO_SESSION, parsedMetadataOf, scratchCapacity, type KeywordPartition, type Postings } from './keyword-partitions.js';

/**
 * BM25 over in-process keyword partitions (keyword-partitions.ts): the same answer as the SQL
 * (keyword-sql-search.ts), as fast as the postings can be walked. Common terms match most of a
 * user's memories, so a search walks tens of thousands of postings (150k for a six-word question
 * at 100k memories). Postings are typed arrays of document slots, frequencies and lengths, and
 * each slot indexes the search's typed arrays of scores and states, so the walk reads no document
 * object and no map: a document is looked at once per search (its filter verdict, itself kept
 * between searches), when a posting first meets it, or, with a metadata filter and a limit, only
 * if its score could put it in the top (settleVerdictsDownTo).
 */
export interface PartitionTerms {
  partition: KeywordPartition;
  /** The postings of each query term, in query term order. */
  postings: Postings[];
}

/**
 * Every matching document with its score (per document, term scores add in query term order, as
 * the in-memory reference adds them), or with `sample`, the first match of the first term alone.
 * With `limit`, only the documents scoring at least the `limit`-th best score (ties kept): a
 * superset of the top `limit` by (score, id), with the same scores. Every posting is walked, so
 * the scores are the exhaustive scoring's own. Statistics count every document of the partitions;
 * filters narrow the matches only.
 */
export function scorePartitions(query: RecordQuery, parts: PartitionTerms[], termCount: number, sample: boolean, limit: number | null = null): ScoredId[] {
  if (sample) return firstMatch(query, parts, termCount);
  let documents = 0;
  let totalLength = 0;
  for (const { partition } of parts) {
    documents += partition.documents;
    totalLength += partition.totalLength;
  }
  const averageLength = documents > 0 ? totalLength / documents || 1 : 1;
  const idfs = new Float64Array(termCount);
  for (let term = 0; term < termCount; term += 1) {
    let containing = 0;
    for (const part of parts) containing += (part.postings[term] as Postings).slots.length;
    idfs[term] = bm25Idf(documents, containing);
  }
  const limited = limit !== null && limit > 0;
  // A metadata filter is the costly check (a distinct metadata text parsed when first met), so with a
  // limit its verdicts wait until scores say which documents could make the top: a common term
  // meets thousands of documents, the top needs a few dozen. Scores do not depend on the filter.
  const deferred = limited && query.filter !== undefined;
  const matches: PartitionMatches[] = [];
  for (const part of parts) {
    const passes = docFilter(query, part.partition);
    if (passes) matches.push(scorePartition(part, passes, verdictsOf(query, part.partition), idfs, averageLength, deferred));
  }
  if (deferred) settleVerdictsDownTo(matches, limit);
  // With a limit, only documents scoring at least the limit-th best can be in the top (ties all
  // kept, so the caller's (score, id) order picks among them): a common term matches thousands.
  const floor = limited ? kthLargest(matches, limit, ONLY_PASSING) : Number.NEGATIVE_INFINITY;
  const hits: ScoredId[] = [];
  for (const { partition, scores, states, matched, count } of matches) {
    for (let index = 0; index < count; index += 1) {
      const slot = matched[index] as number;
      const value = scores[slot] as number;
      if (value >= floor && states[slot] === PASSES) hits.push({ id: partition.docs.ids.at(slot), score: value });
    }
  }
  return hits;
}

/** A document's state in a search: not met yet, passes the query's constraints, fails them, or met with its verdict deferred. */
const UNSEEN = 0;
const PASSES = 1;
const FAILS = 2;
const DEFERRED = 3;

/**
 * The states `kthLargest` leaves out, as a table by state (1: left out): the documents known to
 * pass (the final floor), or those not known to fail (settling verdicts). One table lookup for
 * both, rather than a branch on which: the unfiltered searches before a process's first filtered
 * one had compiled `kthLargest` with only the first, and the other branch deoptimized it in the
 * first filtered search (V8: insufficient type feedback), which then ran it unoptimized.
 */
const ONLY_PASSING = Uint8Array.of(1, 0, 1, 1);
const NOT_FAILING = Uint8Array.of(0, 0, 1, 0);

/**
 * Gives verdicts to the deferred documents that could be in the top `limit` (ties kept): those
 * scoring at least the k-th best of the documents not known to fail, k growing from `limit`
 * until at least `limit` of them pass (or every document has its verdict). Then the limit-th
 * best passing score is at least that k-th best, so every passing document above it is known,
 * whatever k it took. k grows at least twofold, and to what the share passing so far says is
 * needed: a filter passing a tenth of the documents took four passes over every match (k 50 to
 * 400), each a k-th-largest selection and a walk, where two do.
 */
function settleVerdictsDownTo(matches: PartitionMatches[], limit: number): void {
  for (let k = limit, passing = 0; ; k = nextK(k, passing, limit)) {
    const floor = kthLargest(matches, k, NOT_FAILING);
    passing = 0;
    for (const { partition, scores, states, matched, count, passes, known } of matches) {
      for (let index = 0; index < count; index += 1) {
        const slot = matched[index] as number;
        if ((scores[slot] as number) < floor) continue;
        let state = states[slot] as number;
        if (state === DEFERRED) {
          state = verdictOf(partition, slot, passes);
          states[slot] = state;
          if (known !== null) known[slot] = state;
        }
        if (state === PASSES) passing += 1;
      }
    }
    if (passing >= limit || floor === Number.NEGATIVE_INFINITY) return;
  }
}

/**
 * The next k for `settleVerdictsDownTo`: `passing` of the k best not known to fail passed, so
 * about k * limit / passing are needed for `limit` to pass; a quarter more for the estimate's
 * error, at least twice k and at most sixteen times, eight times when none passed yet.
 */
function nextK(k: number, passing: number, limit: number): number {
  if (passing === 0) return k * 8;
  return Math.max(k * 2, Math.min(k * 16, Math.ceil(((k * limit) / passing) * 1.25)));
}

/** A document that left the partition fails, like one the filter rules out; the version moved with it, so kept verdicts start afresh. */
function verdictOf(partition: KeywordPartition, slot: number, passes: (slot: number) => boolean): number {
  return slot < partition.slots && !isRemoved(partition.docs, slot) && passes(slot) ? PASSES : FAILS;
}

/** One partition's matching documents after a search: their slots (`count` of them) and scores by slot. */
interface PartitionMatches {
  partition: KeywordPartition;
  scores: Float64Array;
  /** By slot: UNSEEN, PASSES, FAILS or DEFERRED. */
  states: Uint8Array;
  matched: Int32Array;
  count: number;
  passes: (slot: number) => boolean;
  /** The verdicts kept between searches of the same constraints, or null. */
  known: Uint8Array | null;
}

/**
 * Adds every term's BM25 score, in query term order (so a document's terms add in the order the
 * reference adds them, to the bit), to the documents of the partition that pass its filter. A
 * document met for the first time gets its verdict (kept by slot for later searches of the same
 * constraints) and, when it passes, its place in `matched`; states are 0 unseen, 1 passes, 2 not.
 */
function scorePartition({ partition, postings }: PartitionTerms, passes: (slot: number) => boolean, known: Uint8Array | null, idfs: Float64Array, averageLength: number, deferVerdicts: boolean): PartitionMatches {
  const { scores, states, matched } = scratchOf(partition);
  let count = 0;
  for (let term = 0; term < idfs.length; term += 1) {
    const { slots, tf, lengths } = postings[term] as Postings;
    const idf = idfs[term] as number;
    for (let posting = 0; posting < slots.length; posting += 1) {
      const slot = slots[posting] as number;
      if (slot < 0) continue;
      let seen = states[slot] as number;
      if (seen === UNSEEN) {
        seen = known === null ? UNSEEN : (known[slot] as number);
        if (seen === UNSEEN) {
          if (deferVerdicts) seen = DEFERRED;
          else {
            seen = verdictOf(partition, slot, passes);
            if (known !== null) known[slot] = seen;
          }
        }
        states[slot] = seen;
        if (seen !== FAILS) {
          matched[count] = slot;
          count += 1;
        }
      }
      if (seen === FAILS) continue;
      scores[slot] = (scores[slot] as number) + idf * bm25TfPart(tf[posting] as number, lengths[posting] as number, averageLength);
    }
  }
  return { partition, scores, states, matched, count, passes, known };
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
  /** The slots of the documents a search matched, in the order it met them. */
  matched: Int32Array;
}

const scratchByPartition = new WeakMap<KeywordPartition, Scratch>();

/**
 * The partition's score and state arrays, zeroed for a new search. Allocating them per search
 * (13 bytes a document: 1.3 MB at 100k) made every search feed the garbage collector; zeroing
 * reused ones is a memset. Searches run synchronously, so one set per partition is enough.
 */
function scratchOf(partition: KeywordPartition): Scratch {
  const kept = scratchByPartition.get(partition);
  if (kept && kept.scores.length >= partition.slots) {
    kept.scores.fill(0, 0, partition.slots);
    kept.states.fill(0, 0, partition.slots);
    return kept;
  }
  const capacity = scratchCapacity(partition);
  const fresh = { scores: new Float64Array(capacity), states: new Uint8Array(capacity), matched: new Int32Array(capacity) };
  scratchByPartition.set(partition, fresh);
  return fresh;
}

/**
 * The k-th largest score among the matched documents of every partition (a bounded min-heap)
 * whose state `leftOut` does not mark, or -Infinity with fewer.
 */
function kthLargest(matches: PartitionMatches[], k: number, leftOut: Uint8Array): number {
  const heap = new Float64Array(k);
  let size = 0;
  for (const { scores, states, matched, count } of matches) {
    for (let index = 0; index < count; index += 1) {
      const slot = matched[index] as number;
      const state = states[slot] as number;
      if (leftOut[state] === 1) continue;
      const value = scores[slot] as number;
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
  return size < k ? Number.NEGATIVE_INFINITY : (heap[0] as number);
}

/** The first matching posting of the first term, with its single-term score (IDF probes want any one, not the best). */
function firstMatch(query: RecordQuery, parts: PartitionTerms[], termCount: number): ScoredId[] {
  if (termCount === 0) return [];
  let documents = 0;
  let totalLength = 0;
  let containing = 0;
  for (const { partition, postings } of parts) {
    documents += partition.documents;
    totalLength += partition.totalLength;
    containing += (postings[0] as Postings).slots.length;
  }
  const averageLength = documents > 0 ? totalLength / documents || 1 : 1;
  for (const { partition, postings } of parts) {
    const passes = docFilter(query, partition);
    if (!passes) continue;
    const { slots, tf, lengths } = postings[0] as Postings;
    for (let posting = 0; posting < slots.length; posting += 1) {
      const slot = slots[posting] as number;
      if (slot < 0 || slot >= partition.slots || isRemoved(partition.docs, slot) || !passes(slot)) continue;
      return [{ id: partition.docs.ids.at(slot), score: bm25Idf(documents, containing) * bm25TfPart(tf[posting] as number, lengths[posting] as number, averageLength) }];
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
export function docFilter(query: RecordQuery, partition: KeywordPartition): ((slot: number) => boolean) | null {
  if (partition.tenantId !== query.tenantId) return null;
  const shared = partition.userId === null;
  if (query.sharedOnly && !shared) return null;
  const sharedPass = query.includeShared === true && query.userId !== undefined && shared;
  if (query.userId !== undefined && partition.userId !== query.userId && !sharedPass) return null;
  const { createdBefore, filter } = query;
  const docs = partition.docs;
  const statuses = docs.status.allowed(query.statuses);
  const kinds = query.kinds === undefined ? null : docs.kind.allowed(query.kinds);
  const bounds = query.timeRange ? timeBounds(query.timeRange) : null;
  // A code no document holds (-1) matches none, as an id no document carries; a document with none (flagged) matches no asked id.
  const agent = sharedPass || query.agentId === undefined ? null : docs.agentId.codeOf(query.agentId);
  const session = sharedPass || query.sessionId === undefined ? null : docs.sessionId.codeOf(query.sessionId);
  const ids = query.ids ? slotsOfIds(partition, query.ids) : null;
  const metadataPasses = filter === undefined ? null : metadataCheck(filter, (slot: number) => docs.metadata.at(slot), (slot) => parsedMetadataOf(docs, slot));
  return (slot) => {
    if (statuses[docs.status.codeAt(slot)] !== 1) return false;
    if (agent !== null && (docs.agentId.codeAt(slot) !== agent || ((docs.flags[slot] as number) & NO_AGENT) !== 0)) return false;
    if (session !== null && (docs.sessionId.codeAt(slot) !== session || ((docs.flags[slot] as number) & NO_SESSION) !== 0)) return false;
    if (kinds !== null && kinds[docs.kind.codeAt(slot)] !== 1) return false;
    if (ids && !ids.has(slot)) return false;
    // ISO times in ASCII: JavaScript's string order is SQLite's BINARY order here.
    if (createdBefore !== undefined && docs.createdAt.compare(slot, createdBefore) >= 0) return false;
    if (bounds && !inTimeBounds(memoryTimeOf(docs, slot), bounds)) return false;
    if (metadataPasses !== null && !metadataPasses(slot)) return false;
    return true;
  };
}

/** The slots of the partition's documents carrying these ids (a live document's id is its slot's, and only its). */
function slotsOfIds(partition: KeywordPartition, ids: readonly string[]): Set<number> {
  const slots = new Set<number>();
  for (const id of ids) {
    const slot = partition.slotById.rowOf(id);
    if (slot >= 0) slots.add(slot);
  }
  return slots;
}

