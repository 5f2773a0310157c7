import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { citesExistingSection, docCitations } from './testing/doc-citations.js';
import { githubSlug, headingAnchors, relativeLinks } from './testing/markdown-links.js';

/**
 * The docs move often (history out of the README, logs out of docs/retrieval.md), and a moved
 * section silently breaks the links and the comments that name it. Every relative link in the
 * README and docs/*.md must reach an existing file and, with `#anchor`, an existing heading of it;
 * every quoted section a comment or doc cites (`docs/retrieval.md, "The current state wins"`) must
 * still be a heading or bold lead of the file it names.
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const markdownFiles = ['README.md', ...readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
const citingFolders = ['src', 'bench', 'scripts', 'test-data', 'e2e', 'reliability'];
const citingExtensions = /\.(?:ts|mts|mjs|js|py|md)$/;

function read(path: string): string {
  return readFileSync(join(root, path), 'utf8');
}

function filesUnder(folder: string): string[] {
  if (!existsSync(join(root, folder))) return [];
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .map((name) => join(folder, name))
    .filter((path) => citingExtensions.test(path) && statSync(join(root, path)).isFile());
}

/** What is wrong with one link, or null when it resolves. */
function brokenLink(from: string, target: string): string | null {
  const [pathPart = '', anchor] = target.split('#', 2);
  const targetPath = pathPart === '' ? from : relative(root, resolve(dirname(join(root, from)), decodeURI(pathPart)));
  if (!existsSync(join(root, targetPath))) return `no file ${targetPath}`;
  if (anchor === undefined || anchor === '' || !targetPath.endsWith('.md')) return null;
  return headingAnchors(read(targetPath)).has(anchor.toLowerCase()) ? null : `no heading #${anchor} in ${targetPath}`;
}

describe('GitHub heading anchors', () => {
  it('drop punctuation and symbols, keep letters of any script, and number repeats', () => {
    expect(githubSlug('LLM judging of the uncertain band (optional; issue 11, item 3)')).toBe('llm-judging-of-the-uncertain-band-optional-issue-11-item-3');
    expect(githubSlug('Earlier (2026-11-30 → 2026-12-01 ~06:30)')).toBe('earlier-2026-11-30--2026-12-01-0630');
    expect(githubSlug('Dates in questions: 5月4日')).toBe('dates-in-questions-5月4日');
    expect([...headingAnchors('# A\n```\n# not a heading\n```\n## A\n### `code` b')]).toEqual(['a', 'a-1', 'code-b']);
  });
});

describe.each(markdownFiles)('links in %s', (file) => {
  it('reach an existing file and heading', () => {
    const links = relativeLinks(read(file));
    const broken = links.flatMap(({ line, target }) => {
      const problem = brokenLink(file, target);
      return problem === null ? [] : [`${file}:${line} ${target}: ${problem}`];
    });
    expect(broken).toEqual([]);
  });
});

describe('sections cited by quoted name', () => {
  const citingFiles = [...markdownFiles, ...citingFolders.flatMap(filesUnder)];
  const citations = citingFiles.flatMap((file) => docCitations(read(file)).map((citation) => ({ file, ...citation })));

  it('are found in the repository (the check reads something)', () => {
    expect(citations.length).toBeGreaterThan(10);
  });

  it('still exist in the file each citation names', () => {
    const missing = citations.flatMap(({ file, line, doc, section }) => {
      if (!existsSync(join(root, doc))) return [`${file}:${line} cites ${doc}, which does not exist`];
      return citesExistingSection(read(doc), section) ? [] : [`${file}:${line} cites ${doc}, "${section}": no such heading or bold lead`];
    });
    expect(missing).toEqual([]);
  });
});
