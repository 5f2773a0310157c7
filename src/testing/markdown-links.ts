/**
 * What the docs-links test needs to read Markdown the way GitHub renders it: the anchors of a
 * file's headings (github-slugger's rules) and the relative links in its text. Fenced code blocks
 * and inline code are skipped, since neither renders headings or links.
 */

export interface MarkdownLink {
  /** 1-based line of the link in its file. */
  line: number;
  /** The target as written: a path, `path#anchor` or `#anchor`. */
  target: string;
}

const FENCE = /^\s{0,3}(```|~~~)/;
const ATX_HEADING = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const INLINE_CODE = /`+[^`]*`+/g;
const INLINE_LINK = /!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const REFERENCE_DEFINITION = /^\s{0,3}\[[^\]]+\]:\s+<?(\S+?)>?(?:\s+"[^"]*")?\s*$/;
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** Lines outside fenced code blocks, with their 1-based numbers. */
function proseLines(markdown: string): Array<{ line: number; text: string }> {
  const lines: Array<{ line: number; text: string }> = [];
  let fence: string | null = null;
  markdown.split('\n').forEach((text, index) => {
    const opening = FENCE.exec(text)?.[1];
    if (fence !== null) {
      if (opening === fence) fence = null;
      return;
    }
    if (opening !== undefined) {
      fence = opening;
      return;
    }
    lines.push({ line: index + 1, text });
  });
  return lines;
}

/** The rendered text of a heading: link and code markup gone, emphasis markers dropped. */
function headingText(raw: string): string {
  return raw
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*]/g, '');
}

/** GitHub's anchor for a heading text (github-slugger): lower case, punctuation and symbols dropped, spaces to hyphens. */
export function githubSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every heading's anchor, repeats numbered `-1`, `-2` as GitHub numbers them. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { text } of proseLines(markdown)) {
    const match = ATX_HEADING.exec(text);
    if (match?.[2] === undefined) continue;
    const base = githubSlug(headingText(match[2]));
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** The rendered text of every heading, in order. */
export function headingTexts(markdown: string): string[] {
  return proseLines(markdown).flatMap(({ text }) => {
    const raw = ATX_HEADING.exec(text)?.[2];
    return raw === undefined ? [] : [headingText(raw)];
  });
}

/** Links and images whose target is inside the repository (no scheme, not protocol-relative). */
export function relativeLinks(markdown: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  for (const { line, text } of proseLines(markdown)) {
    const definition = REFERENCE_DEFINITION.exec(text)?.[1];
    const targets =
      definition !== undefined
        ? [definition]
        : [...text.replace(INLINE_CODE, '').matchAll(INLINE_LINK)].flatMap((match) => (match[1] === undefined ? [] : [match[1]]));
    for (const target of targets) {
      if (!EXTERNAL.test(target)) links.push({ line, target });
    }
  }
  return links;
}
