import type { MemoryRecord, SearchResult } from '../core/types.js';
import { formatKnowledgeSource } from '../knowledge/source-label.js';

export function json(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

function shortTime(iso: string | null): string {
  return iso ? iso.replace('T', ' ').slice(0, 16) : '-';
}

export function formatRecord(record: MemoryRecord): string {
  const owner = [record.scope.userId && `user=${record.scope.userId}`, record.scope.agentId && `agent=${record.scope.agentId}`, record.scope.sessionId && `session=${record.scope.sessionId}`]
    .filter(Boolean)
    .join(' ');
  const validity = record.validTo ? ` (valid until ${shortTime(record.validTo)})` : '';
  return `${record.id}  [${record.kind}${record.status === 'active' ? '' : `, ${record.status}`}] ${shortTime(record.eventTime ?? record.createdAt)} ${owner}${validity}\n    ${record.text}`;
}

export function formatResult(result: SearchResult, rank: number): string {
  const { dense, keyword, final } = result.scores;
  const source = formatKnowledgeSource(result);
  return `${rank}. ${result.score.toFixed(3)}  (dense ${dense.toFixed(2)}, keyword ${keyword.toFixed(2)}, final ${final.toFixed(3)})  [${result.kind}] ${result.text}\n   id ${result.id}${source ? `  source ${source}` : ''}`;
}
