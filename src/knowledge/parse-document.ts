import type { Block, DocumentFormat, ParsedDocument } from './document.js';
import { normaliseSource } from './document.js';
import { parseHtml } from './html.js';
import { parseMarkdown } from './markdown.js';

/** Plain text has no structure beyond paragraphs (blank-line separated). */
export function parsePlainText(source: string): ParsedDocument {
  const blocks: Block[] = source
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0)
    .map((text) => ({ type: 'text', text }));
  return { format: 'text', title: null, date: null, tags: [], frontMatter: {}, blocks };
}

export function parseDocument(source: string, format: DocumentFormat): ParsedDocument {
  const text = normaliseSource(source);
  switch (format) {
    case 'markdown':
      return parseMarkdown(text);
    case 'html':
      return parseHtml(text);
    case 'text':
      return parsePlainText(text);
  }
}
