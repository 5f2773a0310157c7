import { createHash } from 'node:crypto';
import type { JsonValue } from '../core/errors.js';
import type { MemoryRecord, Metadata } from '../core/types.js';
import type { Chunk, ChunkingOptions } from './chunker.js';
import type { ParsedDocument } from './document.js';
import { stringsOf } from '../core/metadata-strings.js';

/**
 * How a knowledge chunk is stored. There is no side table: the records themselves say which
 * file and which content they came from (`source.documentPath`, `source.documentHash`,
 * `source.chunkHash`), so the index and its sync state live in one place and cannot diverge.
 * Search filters and labels read the same values from `metadata`.
 */
export interface KnowledgeLocation {
  collection: string;
  /** Path inside the ingested folder, with `/` separators. */
  path: string;
  /** sha256 of the file's bytes. */
  documentHash: string;
}

export function sha256(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** What is embedded and keyword-indexed: the heading path gives a bare paragraph its topic. */
export function embeddingText(title: string | null, headingPath: readonly string[], text: string): string {
  const path = title !== null && headingPath[0] !== title ? [title, ...headingPath] : [...headingPath];
  return path.length > 0 ? `${path.join(' > ')}\n\n${text}` : text;
}

/** Changing the chunking settings changes every chunk, so a file chunked otherwise is re-chunked. */
export function chunkingFingerprint(options: ChunkingOptions): string {
  return `v1/${options.chunkTokens}/${options.overlapTokens}`;
}

/**
 * Stable ids: the same chunk text at the same path gets the same id on every machine, so a
 * fresh index and an incrementally synced one are identical record for record. `occurrence`
 * tells repeated identical chunks of one file apart.
 */
export function knowledgeId(tenantId: string, location: KnowledgeLocation, chunkHash: string, occurrence: number): string {
  return `knowledge:${sha256([tenantId, location.collection, location.path, chunkHash, String(occurrence)].join('\u0000')).slice(0, 40)}`;
}

const writtenDate = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?))?\s*(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * A date the world agrees on, for `eventTime`; the written form stays in metadata. A date or
 * time without a zone is read as UTC, so every machine indexes the same file the same way.
 */
export function eventTimeOf(date: string | null): string | null {
  const match = date === null ? null : writtenDate.exec(date.trim());
  if (!match) return null;
  const [, day, time, zone] = match as unknown as [string, string, string | undefined, string | undefined];
  const offset = zone === undefined ? 'Z' : zone.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
  const parsed = new Date(`${day}T${time ?? '00:00'}${offset}`);
  if (Number.isNaN(parsed.getTime())) return null;
  // Date() rolls 2024-02-30 over to March; such a date is not a date.
  const calendar = new Date(`${day}T00:00Z`);
  return calendar.toISOString().slice(0, 10) === day ? parsed.toISOString() : null;
}

export interface DesiredChunk {
  id: string;
  chunkHash: string;
  /** The text that is embedded and keyword-indexed. */
  embeddingText: string;
  /** The content fields of the record, everything except bookkeeping (times, access, status). */
  record: Pick<MemoryRecord, 'id' | 'scope' | 'kind' | 'text' | 'metadata' | 'tags' | 'eventTime' | 'source'>;
}

/** The records a file should have, in document order. */
export function desiredChunks(tenantId: string, location: KnowledgeLocation, document: ParsedDocument, chunks: Chunk[], chunking: string): DesiredChunk[] {
  const seen = new Map<string, number>();
  return chunks.map((chunk) => {
    const input = embeddingText(document.title, chunk.headingPath, chunk.text);
    const chunkHash = sha256(input);
    const occurrence = seen.get(chunkHash) ?? 0;
    seen.set(chunkHash, occurrence + 1);
    const id = knowledgeId(tenantId, location, chunkHash, occurrence);
    const metadata: Metadata = {
      collection: location.collection,
      path: location.path,
      heading: chunk.headingPath.join(' > '),
      headingPath: [...chunk.headingPath],
      title: document.title,
      date: document.date,
      format: document.format,
      chunkIndex: chunk.index,
      chunkCount: chunks.length,
      tokens: chunk.tokens,
      chunking,
    };
    if (Object.keys(document.frontMatter).length > 0) metadata.frontMatter = document.frontMatter;
    return {
      id,
      chunkHash,
      embeddingText: input,
      record: {
        id,
        scope: {},
        kind: 'knowledge',
        text: chunk.text,
        metadata,
        tags: [...document.tags],
        eventTime: eventTimeOf(document.date),
        source: { documentPath: location.path, documentHash: location.documentHash, chunkHash, collection: location.collection },
      },
    };
  });
}

function stringOf(value: JsonValue | undefined): string | null {
  return typeof value === 'string' ? value : null;
}

/** What a stored chunk is embedded and keyword-indexed as, read back from its record: the title and heading path in its metadata before its text. */
export function storedEmbeddingText(record: MemoryRecord): string {
  return embeddingText(stringOf(record.metadata.title), stringsOf(record.metadata.headingPath), record.text);
}

/** The hash a stored record's content really has now (an `update` may have changed its text). */
export function actualChunkHash(record: MemoryRecord): string {
  return sha256(storedEmbeddingText(record));
}

export function documentPathOf(record: MemoryRecord): string | null {
  return stringOf(record.source.documentPath);
}

/**
 * Whether a file's stored records are exactly what its content at `documentHash` would give:
 * all present, all from this content and these settings, none edited since.
 */
export function recordsAreCurrent(tenantId: string, location: KnowledgeLocation, records: MemoryRecord[], chunking: string): boolean {
  if (records.length === 0) return false;
  const indexes = new Set<number>();
  for (const record of records) {
    const chunkHash = stringOf(record.source.chunkHash);
    const index = record.metadata.chunkIndex;
    if (record.source.documentHash !== location.documentHash || record.metadata.chunking !== chunking) return false;
    if (record.metadata.chunkCount !== records.length || typeof index !== 'number' || chunkHash === null) return false;
    if (actualChunkHash(record) !== chunkHash) return false;
    indexes.add(index);
  }
  // Ids are checked as a set: the occurrence count of repeated chunks decides them.
  const seen = new Map<string, number>();
  const ordered = [...records].sort((left, right) => (left.metadata.chunkIndex as number) - (right.metadata.chunkIndex as number));
  for (const record of ordered) {
    const chunkHash = record.source.chunkHash as string;
    const occurrence = seen.get(chunkHash) ?? 0;
    seen.set(chunkHash, occurrence + 1);
    if (record.id !== knowledgeId(tenantId, location, chunkHash, occurrence)) return false;
  }
  return indexes.size === records.length && [...indexes].every((index) => index >= 0 && index < records.length);
}

/** JSON with sorted keys, to compare content regardless of how a store ordered the keys. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0)))
      : item,
  );
}
