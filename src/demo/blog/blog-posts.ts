import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { marked } from 'marked';
import { splitFrontMatter } from '../../knowledge/front-matter.js';

export interface BlogPost {
  slug: string;
  /** The file name inside the posts folder, as knowledge ingest records it (`source.documentPath`). */
  file: string;
  title: string;
  date: string | null;
  tags: string[];
  /** The first paragraph, plain text, for the index page. */
  excerpt: string;
  html: string;
}

const POST_FILE = /\.(md|markdown)$/i;

/** The blog's Markdown posts (front matter: title, date, tags), newest first. */
export function loadPosts(dir: string): BlogPost[] {
  return readdirSync(dir)
    .filter((name) => POST_FILE.test(name))
    .map((file): BlogPost => {
      const front = splitFrontMatter(readFileSync(join(dir, file), 'utf8'));
      const slug = basename(file).replace(POST_FILE, '');
      const firstParagraph = front.body.split(/\n\s*\n/).find((block) => block.trim().length > 0 && !block.trim().startsWith('#')) ?? '';
      return {
        slug,
        file,
        title: front.title ?? slug,
        date: front.date,
        tags: front.tags,
        excerpt: firstParagraph.replace(/\s+/g, ' ').trim().slice(0, 200),
        // The posts are the site's own files, so their HTML is trusted as the author wrote it.
        html: marked.parse(front.body, { async: false }),
      };
    })
    .sort((left, right) => (right.date ?? '').localeCompare(left.date ?? '') || left.slug.localeCompare(right.slug));
}

/** The post page a knowledge source (its document path) links to. */
export function postUrl(documentPath: string): string {
  return `/demo/posts/${encodeURIComponent(basename(documentPath).replace(POST_FILE, ''))}`;
}
