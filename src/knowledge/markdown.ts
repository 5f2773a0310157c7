import type { Block, ParsedDocument } from './document.js';
import { splitFrontMatter } from './front-matter.js';

/**
 * A line-based Markdown reader that keeps exactly the structure chunking needs: ATX and
 * setext headings, fenced code (``` or ~~~, unclosed runs to the end as in CommonMark),
 * GFM tables (a header row, then a delimiter row) and prose. Everything else (lists,
 * quotes, inline HTML) is prose and is kept verbatim.
 */
const atxHeading = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const fenceOpen = /^ {0,3}(`{3,}|~{3,})(.*)$/;
const setextOne = /^ {0,3}=+[ \t]*$/;
const setextTwo = /^ {0,3}-+[ \t]*$/;
const thematicBreak = /^ {0,3}([-*_])([ \t]*\1){2,}[ \t]*$/;
const tableDelimiter = /^ {0,3}\|?[ \t]*:?-+:?[ \t]*(\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;

function isFenceClose(line: string, fence: string): boolean {
  const trimmed = line.trim();
  const marker = fence[0] as string;
  return line.search(/\S/) <= 3 && trimmed.length >= fence.length && [...trimmed].every((character) => character === marker);
}

function cellCount(row: string): number {
  return row.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').length;
}

function isTableStart(lines: string[], index: number): boolean {
  const header = lines[index] as string;
  const delimiter = lines[index + 1];
  if (delimiter === undefined || !header.includes('|') || !tableDelimiter.test(delimiter) || !delimiter.includes('-')) return false;
  // A delimiter without pipes ("---") under a one-cell header is a setext heading, not a table.
  return delimiter.includes('|') && cellCount(header) === cellCount(delimiter);
}

function startsBlock(lines: string[], index: number): boolean {
  const line = lines[index] as string;
  return atxHeading.test(line) || fenceOpen.test(line) || isTableStart(lines, index);
}

export function parseMarkdownBlocks(body: string): Block[] {
  const lines = body.split('\n');
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = (): void => {
    const text = paragraph.join('\n').trim();
    if (text.length > 0) blocks.push({ type: 'text', text });
    paragraph = [];
  };

  let index = 0;
  while (index < lines.length) {
    const line = lines[index] as string;
    const fence = fenceOpen.exec(line);
    if (fence && !(fence[1]?.startsWith('`') && fence[2]?.includes('`'))) {
      flush();
      const marker = fence[1] as string;
      const start = index;
      index += 1;
      while (index < lines.length && !isFenceClose(lines[index] as string, marker)) index += 1;
      const end = Math.min(index, lines.length - 1);
      blocks.push({ type: 'code', text: lines.slice(start, end + 1).join('\n') });
      index = end + 1;
      continue;
    }
    const heading = atxHeading.exec(line);
    if (heading) {
      flush();
      blocks.push({ type: 'heading', level: (heading[1] as string).length, text: (heading[2] ?? '').trim() });
      index += 1;
      continue;
    }
    if (paragraph.length > 0 && (setextOne.test(line) || setextTwo.test(line))) {
      const text = paragraph.join(' ').trim();
      paragraph = [];
      blocks.push({ type: 'heading', level: setextOne.test(line) ? 1 : 2, text });
      index += 1;
      continue;
    }
    if (isTableStart(lines, index)) {
      flush();
      const start = index;
      index += 2;
      while (index < lines.length && (lines[index] as string).trim() !== '' && (lines[index] as string).includes('|') && !startsBlock(lines, index)) {
        index += 1;
      }
      blocks.push({ type: 'table', text: lines.slice(start, index).join('\n') });
      continue;
    }
    if (line.trim() === '' || thematicBreak.test(line)) flush();
    else paragraph.push(line);
    index += 1;
  }
  flush();
  return blocks;
}

export function parseMarkdown(source: string): ParsedDocument {
  const frontMatter = splitFrontMatter(source);
  return {
    format: 'markdown',
    title: frontMatter.title,
    date: frontMatter.date,
    tags: frontMatter.tags,
    frontMatter: frontMatter.rest,
    blocks: parseMarkdownBlocks(frontMatter.body),
  };
}
