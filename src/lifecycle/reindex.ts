import type { MemoryEngine } from '../core/engine.js';
import type { RecordWrite } from '../core/store.js';
import { analysisTag, analyze, textTerms } from '../core/text/analyzer.js';
import { MEMORY_STATUSES, type MemoryRecord } from '../core/types.js';
import { storedEmbeddingText } from '../knowledge/records.js';

export interface ReindexReport {
  /** Memories whose keyword rows were written again, of every status, knowledge chunks included. */
  records: number;
  /** The analysis tag the rows now carry (analyzer.ts `analysisTag`). */
  analysis: string;
}

/**
 * A store keeps the keyword terms a memory was indexed with until its text changes. When
 * `ANALYZER_VERSION` moves (a new rule, stop word or jieba dictionary) or a user dictionary is
 * loaded, the search re-analyses those memories' texts for scoring (keyword-context.ts reads stored
 * counts only under the current tag), but the index that finds keyword candidates still holds the
 * old terms: "RSVP'd" indexed under v2 as `rsvp'd` is never a candidate for "rsvp". This writes
 * every keyword row of the tenant again under the current analysis, in batches of one transaction
 * each. Texts, vectors, times, access counts and history stay as they are; no history entry is
 * written, as nothing a user said changed.
 *
 * Each batch writes back the records it read. A memory another process changes between that read
 * and the write would get its earlier version back, so run it while nothing else writes to the
 * tenant (as `migrate` is run).
 */
export async function reindexKeywords(engine: MemoryEngine, batchSize = 500): Promise<ReindexReport> {
  await engine.init();
  const ids = await engine.store.listIds({ tenantId: engine.tenantId, statuses: [...MEMORY_STATUSES] });
  for (let start = 0; start < ids.length; start += batchSize) {
    const records = await engine.store.getMany(engine.tenantId, ids.slice(start, start + batchSize));
    await engine.store.write({ tenantId: engine.tenantId, upserts: records.map(keywordRowOf) });
  }
  return { records: ids.length, analysis: analysisTag() };
}

/**
 * A memory's keyword row as its writer makes it: a knowledge chunk is indexed with its document's
 * title and heading path before its text (knowledge/apply.ts), so its terms are not its text's and
 * carry no analysis tag; every other memory is indexed by its text alone.
 */
function keywordRowOf(record: MemoryRecord): RecordWrite {
  return record.kind === 'knowledge' ? { record, terms: analyze(storedEmbeddingText(record)) } : { record, ...textTerms(record.text) };
}
