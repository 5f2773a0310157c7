import type { Metadata } from '../core/types.js';

/**
 * A document reduced to what the chunker needs: a flat list of blocks in reading order.
 * Headings open sections; `code` and `table` blocks are atomic (never cut); `text` is prose
 * that may be cut at sentence ends.
 */
export type Block =
  | { type: 'heading'; level: number; text: string }
  | { type: 'text'; text: string }
  | { type: 'code'; text: string }
  | { type: 'table'; text: string };

export type DocumentFormat = 'markdown' | 'html' | 'text';

export interface ParsedDocument {
  format: DocumentFormat;
  /** From front matter, an HTML <title>, or null. Never the file name, so a rename changes no chunk. */
  title: string | null;
  /** As written in the document (front matter `date`, HTML meta); null when absent. */
  date: string | null;
  tags: string[];
  /** Other front matter keys, JSON-safe. */
  frontMatter: Metadata;
  blocks: Block[];
}

export const DOCUMENT_EXTENSIONS: Record<string, DocumentFormat> = {
  '.md': 'markdown',
  '.markdown': 'markdown',
  '.mdx': 'markdown',
  '.txt': 'text',
  '.text': 'text',
  '.html': 'html',
  '.htm': 'html',
};

export function formatOfPath(path: string): DocumentFormat | null {
  const dot = path.lastIndexOf('.');
  if (dot < 0 || dot < path.lastIndexOf('/')) return null;
  return DOCUMENT_EXTENSIONS[path.slice(dot).toLowerCase()] ?? null;
}

/** Normalises line ends and drops a byte-order mark, so a CRLF checkout chunks like an LF one. */
export function normaliseSource(source: string): string {
  return source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}
