import type { MemoryRecord, SearchResult } from '../core/types.js';
import type { RecalledTurn } from '../turns/recall-turns.js';
import type { WriteReport } from '../write/types.js';
import { formatKnowledgeSource } from '../knowledge/source-label.js';
import { indentWrapped, snippetAround } from './text-layout.js';
import { isoAtOffset, offsetLabel, utcOffsetMinutes } from '../core/memory-time.js';

export function json(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

/** Text lines under a header line are indented this much. */
const BODY_INDENT = '    ';

/** Knowledge chunks run to ~1,500 characters; a hit shows this much around the match. */
const KNOWLEDGE_SNIPPET_CHARACTERS = 160;

/**
 * An instant as ISO text in this machine's time zone (`2026-03-02T09:00:00.000+08:00`): the CLI asks
 * its questions at this time, so the days a question names are the days of the person at the terminal.
 */
export function localIsoTime(instant: Date): string {
  return isoAtOffset(instant.getTime(), -instant.getTimezoneOffset());
}

/**
 * `2026-03-02 09:00 +08:00`: the time in `offset` when given (the offset a turn was told in),
 * else in this machine's time zone; the offset is always printed, so the reader knows which.
 */
export function formatLocalTime(iso: string | null, offset: string | null = null): string {
  if (!iso) return '-';
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const minutesEast = (offset !== null ? utcOffsetMinutes(offset) : null) ?? -instant.getTimezoneOffset();
  const shifted = new Date(instant.getTime() + minutesEast * 60_000).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 16)} ${offsetLabel(minutesEast)}`;
}

function timeOffsetOf(record: Pick<MemoryRecord, 'metadata'>): string | null {
  return typeof record.metadata.timeOffset === 'string' ? record.metadata.timeOffset : null;
}

function ownerOf(record: MemoryRecord): string {
  return [record.scope.userId && `user=${record.scope.userId}`, record.scope.agentId && `agent=${record.scope.agentId}`, record.scope.sessionId && `session=${record.scope.sessionId}`]
    .filter(Boolean)
    .join(' ');
}

/** Header line (id, kind, time, owner), then the text indented and wrapped to 100 columns. */
export function formatRecord(record: MemoryRecord): string {
  const validity = record.validTo ? ` (valid until ${formatLocalTime(record.validTo)})` : '';
  const status = record.status === 'active' ? '' : `, ${record.status}`;
  const header = `${record.id}  [${record.kind}${status}] ${formatLocalTime(record.eventTime ?? record.createdAt, timeOffsetOf(record))} ${ownerOf(record)}${validity}`;
  return `${header}\n${indentWrapped(record.text, BODY_INDENT)}`;
}

/** `get`: the record as `formatRecord` shows it, then every other field a person may ask about. */
export function formatRecordDetails(record: MemoryRecord): string {
  const fields: [string, string][] = [
    ['importance', record.importance.toFixed(2)],
    ['created', formatLocalTime(record.createdAt)],
    ['updated', formatLocalTime(record.updatedAt)],
    ['last used', record.lastAccessedAt ? `${formatLocalTime(record.lastAccessedAt)} (${record.accessCount} times)` : 'never'],
    ['tags', record.tags.length > 0 ? record.tags.join(', ') : '-'],
    ['evidence', record.evidence.length > 0 ? record.evidence.join(', ') : '-'],
    ['metadata', Object.keys(record.metadata).length > 0 ? JSON.stringify(record.metadata, null, 2) : '{}'],
  ];
  if (record.supersededBy) fields.push(['superseded by', record.supersededBy]);
  const source = formatKnowledgeSource(record);
  if (source) fields.push(['source', source]);
  const label = Math.max(...fields.map(([name]) => name.length));
  const lines = fields.map(([name, value]) => {
    const [first, ...rest] = value.split('\n');
    const continuation = rest.map((line) => `${' '.repeat(label + 2)}${line}`);
    return `${name.padEnd(label)}  ${first}${continuation.length > 0 ? `\n${continuation.join('\n')}` : ''}`;
  });
  return `${formatRecord(record)}\n${indentWrapped(lines.join('\n'), BODY_INDENT)}`;
}

/** The signals of a hit's breakdown a reader can name, in the order the header lists them. */
const MATCH_SIGNALS: readonly (readonly [label: string, keys: readonly string[]])[] = [
  ['meaning', ['dense']],
  ['words', ['keyword', 'context']],
  ['topic', ['topic']],
  ['instruction', ['instruction']],
  ['date', ['period']],
];

/**
 * What carried a hit, from its score breakdown: `meaning+topic`. A memory found through its topic
 * alone has a ranking score of 0 (no shared meaning or words), which read as "no match" beside a
 * relevance of 0.42 (session 12's newcomer check); naming the signals says why it is shown.
 */
export function matchedBy(scores: Readonly<Record<string, number | undefined>>): string {
  return MATCH_SIGNALS.filter(([, keys]) => keys.some((key) => (scores[key] ?? 0) > 0))
    .map(([label]) => label)
    .join('+');
}

/**
 * One search hit: rank, calibrated relevance (how likely it answers the question: what decides
 * whether it is shown), the signals that carried it, kind and id on the header line, then the text
 * indented; a copy of a higher result (the same source turns) says so. The ranking score and the whole breakdown are in `--json`. A knowledge hit shows a
 * snippet around the first query term it contains, and its source.
 */
export function formatResult(result: SearchResult, rank: number, queryTerms: string[] = []): string {
  const source = formatKnowledgeSource(result);
  const signals = matchedBy(result.scores);
  // A memory drawn from the same turns as one ranked above it is placed after the distinct ones (core/search/source-copies.ts).
  const copy = result.scores.redundancy === 1 ? '  (same source as a result above)' : '';
  const header = `${String(rank).padStart(2)}. relevance ${result.relevance.toFixed(2)}${signals ? `  by ${signals}` : ''}  [${result.kind}]  id ${result.id}${copy}`;
  const body = source ? snippetAround(result.text, queryTerms, KNOWLEDGE_SNIPPET_CHARACTERS) : result.text;
  return `${header}\n${indentWrapped(body, BODY_INDENT)}${source ? `\n${indentWrapped(`source: ${source}`, BODY_INDENT)}` : ''}`;
}

/**
 * `[turn 2] 2026-03-02 09:01 +08:00  relevance 0.81  score 0.412`, then the turn indented. A turn
 * is shown in the offset it was remembered with; one remembered without an offset in this
 * machine's time zone. Relevance first, as search shows it: it decides what is recalled, and a
 * turn found through its topic alone (我对花生过敏 for 晚饭吃什么) has score 0.
 */
export function formatRecalledTurn(turn: RecalledTurn, indent = '  '): string {
  return `${turn.label} ${formatLocalTime(turn.time, turn.timeOffset)}  relevance ${turn.relevance.toFixed(2)}  score ${turn.score.toFixed(3)}\n${indentWrapped(turn.text, indent)}`;
}

/**
 * What the write pipeline made of a remembered turn, one line each: the memories it wrote, the
 * ones it merged into, and the ones it closed, with why (a slot, or `retracted:` and the word the
 * new turn ended them by). A background (LLM) write says it is pending.
 */
export function writeReportLines(report: WriteReport | null): string[] {
  if (report === null) return [];
  if (report.status === 'pending') return [`  memories: writing in the background (job ${report.id})`];
  if (report.status === 'failed') return [`  memories: the write failed${report.error ? ` (${report.error.code}: ${report.error.message})` : ''}`];
  return [
    ...report.created.map((record) => `  memory: ${record.text}`),
    ...report.merged.map(({ memory }) => `  restates: ${memory.text}`),
    ...report.superseded.map(({ memory, slot }) => `  supersedes: ${firstLine(memory.text)} (${slot})`),
    ...(report.narrowed ?? []).map(({ memory, slot }) => `  narrows: ${firstLine(memory.text)} (${slot}; the rest still holds)`),
  ];
}

function firstLine(text: string): string {
  return text.split('\n')[0] ?? text;
}
