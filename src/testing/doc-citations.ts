import { headingTexts } from './markdown-links.js';

/**
 * Code comments and docs cite a doc's section by its heading in quotes: `docs/retrieval.md,
 * "The current state wins"`, or a bold paragraph lead such as "Big stores never abstain". A
 * citation may shorten a heading to its opening words ("Latest (session 10)" for "Latest (session
 * 10, 2026-12-02 …)"), so a section is found when a heading or a bold lead starts with the name,
 * a closing parenthesis at its end left out.
 */

export interface DocCitation {
  /** The cited doc, relative to the repository root (`docs/retrieval.md`). */
  doc: string;
  section: string;
  line: number;
}

/** `docs/NAME.md`, an optional Markdown link target after it, a comma, then the quoted section (a comment's ` * ` may break the line). */
const CITATION = /(docs\/[\w.-]+\.md)(?:\]\([^)]*\))?,?\s*(?:(?:\*|\/\/)\s*)?"([^"\n]+)"/g;

export function docCitations(text: string): DocCitation[] {
  return [...text.matchAll(CITATION)].flatMap((match) => {
    const [, doc, section] = match;
    if (doc === undefined || section === undefined) return [];
    const line = text.slice(0, match.index).split('\n').length;
    return [{ doc, section, line }];
  });
}

/** Heading texts and bold paragraph leads, the names a citation may use. */
function sectionNames(markdown: string): string[] {
  const boldLeads = [...markdown.matchAll(/\*\*([^*\n]+)\*\*/g)].flatMap((match) => (match[1] === undefined ? [] : [match[1]]));
  return [...headingTexts(markdown), ...boldLeads];
}

export function citesExistingSection(markdown: string, section: string): boolean {
  const name = section.replace(/\)$/, '').replace(/`/g, '');
  return sectionNames(markdown).some((heading) => heading.replace(/`/g, '').startsWith(name));
}
