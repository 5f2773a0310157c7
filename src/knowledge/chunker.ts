import { MemoryError } from '../core/errors.js';
import type { Block, ParsedDocument } from './document.js';
import { splitLongSentence, splitSentences } from './sentences.js';
import { countTokens } from './tokens.js';

export interface ChunkingOptions {
  /** Target chunk size in tokens. A code block or table larger than this is still one chunk. */
  chunkTokens: number;
  /** Trailing sentences of a chunk repeated at the start of the next one in the same section, in tokens. */
  overlapTokens: number;
}

/** 300 o200k tokens stay under the 512-token input of bge-small-zh even for dense Chinese. */
export const defaultChunking: ChunkingOptions = { chunkTokens: 300, overlapTokens: 50 };

export interface Chunk {
  /** Position in the document, from 0. */
  index: number;
  /** The headings above the chunk, outermost first. */
  headingPath: string[];
  text: string;
  tokens: number;
}

interface Unit {
  text: string;
  tokens: number;
  /** Code and tables: never cut, never repeated as overlap. */
  atomic: boolean;
  /** Which block the unit came from: units of one block are joined as written, blocks by a blank line. */
  block: number;
}

export function checkChunking(options: ChunkingOptions): ChunkingOptions {
  const { chunkTokens, overlapTokens } = options;
  if (!Number.isInteger(chunkTokens) || chunkTokens < 16 || chunkTokens > 8192) {
    throw new MemoryError('INVALID_INPUT', `chunk size must be a whole number of tokens from 16 to 8192, got ${chunkTokens}`, {
      details: { field: 'chunkTokens' },
    });
  }
  if (!Number.isInteger(overlapTokens) || overlapTokens < 0 || overlapTokens >= chunkTokens) {
    throw new MemoryError('INVALID_INPUT', `overlap must be a whole number of tokens from 0 to below the chunk size (${chunkTokens}), got ${overlapTokens}`, {
      details: { field: 'overlapTokens' },
    });
  }
  return options;
}

// A list item or quote line starts a new piece even without sentence punctuation.
const itemStart = /\n(?=[ \t]*(?:[-*+]|\d{1,9}[.)]|>)[ \t])/g;

function proseUnits(text: string, block: number, maxTokens: number): Unit[] {
  const items: string[] = [];
  let start = 0;
  for (const match of text.matchAll(itemStart)) {
    const end = (match.index as number) + 1;
    items.push(text.slice(start, end));
    start = end;
  }
  items.push(text.slice(start));
  return items
    .flatMap((item) => splitSentences(item))
    .flatMap((sentence) => splitLongSentence(sentence, maxTokens, countTokens))
    .filter((piece) => piece.trim().length > 0)
    .map((piece) => ({ text: piece, tokens: countTokens(piece), atomic: false, block }));
}

function joinUnits(units: Unit[]): string {
  let text = '';
  units.forEach((unit, position) => {
    const previous = units[position - 1];
    if (previous && previous.block !== unit.block) text = `${text.trimEnd()}\n\n`;
    text += unit.text;
  });
  return text.trim();
}

/** The sentences that open the next chunk: as many trailing prose units as the overlap allows. */
function overlapTail(emitted: Unit[], next: Unit, options: ChunkingOptions): Unit[] {
  const tail: Unit[] = [];
  let tokens = 0;
  for (let position = emitted.length - 1; position >= 0; position -= 1) {
    const unit = emitted[position] as Unit;
    if (unit.atomic || tokens + unit.tokens > options.overlapTokens || tokens + unit.tokens + next.tokens > options.chunkTokens) break;
    tail.unshift(unit);
    tokens += unit.tokens;
  }
  // Repeating a whole chunk is not overlap.
  return tail.length === emitted.length ? [] : tail;
}

function packSection(units: Unit[], options: ChunkingOptions): Unit[][] {
  const chunks: Unit[][] = [];
  let current: Unit[] = [];
  let tokens = 0;
  for (const unit of units) {
    if (current.length > 0 && tokens + unit.tokens > options.chunkTokens) {
      chunks.push(current);
      current = overlapTail(current, unit, options);
      tokens = current.reduce((sum, item) => sum + item.tokens, 0);
    }
    current.push(unit);
    tokens += unit.tokens;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/**
 * Cuts a document into chunks. Each heading opens a section and a chunk never spans two
 * sections, so every chunk has one heading path. Inside a section, prose is cut at sentence
 * ends (Chinese 。！？；, English . ! ?) and list items; code blocks and tables are atomic.
 */
export function chunkDocument(document: ParsedDocument, chunking: ChunkingOptions = defaultChunking): Chunk[] {
  const options = checkChunking(chunking);
  const chunks: Chunk[] = [];
  let headings: { level: number; text: string }[] = [];
  let section: Unit[] = [];
  const closeSection = (): void => {
    const headingPath = headings.map((heading) => heading.text);
    for (const units of packSection(section, options)) {
      const text = joinUnits(units);
      if (text.length === 0) continue;
      chunks.push({ index: chunks.length, headingPath, text, tokens: units.reduce((sum, unit) => sum + unit.tokens, 0) });
    }
    section = [];
  };
  document.blocks.forEach((block: Block, position) => {
    if (block.type === 'heading') {
      closeSection();
      if (block.text.length > 0) headings = [...headings.filter((heading) => heading.level < block.level), { level: block.level, text: block.text }];
      return;
    }
    if (block.type === 'code' || block.type === 'table') {
      section.push({ text: block.text, tokens: countTokens(block.text), atomic: true, block: position });
      return;
    }
    section.push(...proseUnits(block.text, position, options.chunkTokens));
  });
  closeSection();
  return chunks;
}
