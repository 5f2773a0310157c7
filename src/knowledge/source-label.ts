import type { MemoryRecord } from '../core/types.js';

export interface KnowledgeSource {
  collection: string | null;
  path: string;
  /** The heading path, "A > B"; empty for text before the first heading. */
  heading: string;
  /** As written in the document's front matter or meta tags. */
  date: string | null;
  title: string | null;
}

/** Where a knowledge hit came from, or null for any other kind of memory. */
export function knowledgeSourceOf(record: Pick<MemoryRecord, 'kind' | 'metadata' | 'source'>): KnowledgeSource | null {
  if (record.kind !== 'knowledge') return null;
  const text = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);
  const path = text(record.source.documentPath) ?? text(record.metadata.path);
  if (path === null) return null;
  return {
    collection: text(record.metadata.collection),
    path,
    heading: text(record.metadata.heading) ?? '',
    date: text(record.metadata.date),
    title: text(record.metadata.title),
  };
}

/** One line for people and prompts: `posts/chroma.md › 部署 > 持久化 (2024-05-01)`. */
export function formatKnowledgeSource(record: Pick<MemoryRecord, 'kind' | 'metadata' | 'source'>): string | null {
  const source = knowledgeSourceOf(record);
  if (source === null) return null;
  return `${source.path}${source.heading ? ` › ${source.heading}` : ''}${source.date ? ` (${source.date})` : ''}`;
}
