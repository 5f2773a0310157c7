import { HTMLElement, NodeType, parse, type Node } from 'node-html-parser';
import type { Block, ParsedDocument } from './document.js';
import { parseTags } from './front-matter.js';

/** Elements whose content is never document text. */
const skipped = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head', 'iframe', 'object', 'canvas', 'button', 'select']);
/** Elements that end the running paragraph (their content starts a new block). */
const blockElements = new Set([
  'p', 'div', 'section', 'article', 'main', 'header', 'footer', 'aside', 'nav', 'ul', 'ol', 'li', 'blockquote', 'dl', 'dt', 'dd',
  'figure', 'figcaption', 'hr', 'form', 'fieldset', 'address', 'details', 'summary', 'body', 'html',
]);

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ');
}

/** A table as pipe rows, so it reads like the Markdown one and stays a single block. */
function tableText(table: HTMLElement): string {
  return table
    .querySelectorAll('tr')
    .map((row) => `| ${row.querySelectorAll('th, td').map((cell) => collapse(cell.text).trim().replace(/\|/g, '\\|')).join(' | ')} |`)
    .join('\n');
}

class BlockCollector {
  readonly blocks: Block[] = [];
  private paragraph = '';

  flush(): void {
    const text = this.paragraph.replace(/[ \t]+\n/g, '\n').replace(/\n[ \t]+/g, '\n').trim();
    if (text.length > 0) this.blocks.push({ type: 'text', text });
    this.paragraph = '';
  }

  visit(node: Node): void {
    if (node.nodeType === NodeType.TEXT_NODE) {
      this.paragraph += collapse(node.text);
      return;
    }
    if (!(node instanceof HTMLElement)) return;
    const tag = node.tagName?.toLowerCase() ?? '';
    if (skipped.has(tag)) return;
    const heading = /^h([1-6])$/.exec(tag);
    if (heading) {
      this.flush();
      this.blocks.push({ type: 'heading', level: Number(heading[1]), text: collapse(node.text).trim() });
      return;
    }
    if (tag === 'pre') {
      this.flush();
      const code = node.text.replace(/^\n/, '').replace(/\s+$/, '');
      if (code.length > 0) this.blocks.push({ type: 'code', text: code });
      return;
    }
    if (tag === 'table') {
      this.flush();
      const text = tableText(node);
      if (text.length > 0) this.blocks.push({ type: 'table', text });
      return;
    }
    if (tag === 'br') {
      this.paragraph += '\n';
      return;
    }
    const isBlock = blockElements.has(tag);
    if (isBlock) this.flush();
    if (tag === 'li') this.paragraph += '- ';
    for (const child of node.childNodes) this.visit(child);
    if (isBlock) this.flush();
  }
}

function metaContent(root: HTMLElement, names: string[]): string | null {
  for (const name of names) {
    const element = root.querySelector(`meta[name="${name}"]`) ?? root.querySelector(`meta[property="${name}"]`);
    const content = element?.getAttribute('content')?.trim();
    if (content) return content;
  }
  return null;
}

/** Reads an HTML page into blocks: headings, <pre> as code, <table> whole, the rest as prose. */
export function parseHtml(source: string): ParsedDocument {
  const root = parse(source, { blockTextElements: { script: false, style: false, noscript: false }, comment: false });
  const title = collapse(root.querySelector('title')?.text ?? '').trim() || null;
  const date = metaContent(root, ['date', 'article:published_time', 'dc.date', 'pubdate']);
  const keywords = metaContent(root, ['keywords', 'article:tag']);
  const collector = new BlockCollector();
  const body = root.querySelector('body') ?? root;
  for (const child of body.childNodes) collector.visit(child);
  collector.flush();
  return { format: 'html', title, date, tags: parseTags(keywords ?? undefined), frontMatter: {}, blocks: collector.blocks };
}
