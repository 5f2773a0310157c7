import type { Hono } from 'hono';
import { MemoryError } from '../../core/errors.js';
import type { ServerEnv } from '../../server/server-env.js';
import type { BlogPost } from './blog-posts.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const STYLE = `
body{font-family:system-ui,-apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;margin:0;color:#1f2328;background:#fafafa;line-height:1.7}
header{background:#24292f;color:#fff;padding:14px 24px}header a{color:#fff;text-decoration:none;font-weight:600}
main{max-width:760px;margin:24px auto;padding:0 20px 120px}
article.post-card{background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:14px 18px;margin:14px 0}
.meta{color:#57606a;font-size:.9em}pre{background:#f6f8fa;padding:12px;overflow:auto;border-radius:6px}
a{color:#0969da}`;

/** One page of the demo blog: the widget comes in with one script tag, as on any site. */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><header><a href="/demo">agent-memory blog demo</a></header><main>${body}</main>
<script src="/widget.js" data-site="agent-memory-blog" data-endpoint="/demo/api/chat"></script>
</body></html>`;
}

function indexPage(posts: BlogPost[]): string {
  const cards = posts
    .map(
      (post) => `<article class="post-card"><h2><a href="/demo/posts/${encodeURIComponent(post.slug)}">${escapeHtml(post.title)}</a></h2>
<p class="meta">${escapeHtml(post.date ?? '')} ${post.tags.map((tag) => `#${escapeHtml(tag)}`).join(' ')}</p><p>${escapeHtml(post.excerpt)}</p></article>`,
    )
    .join('\n');
  return page('agent-memory blog demo', `<h1>Posts · 文章</h1><p>Ask the assistant (bottom right) about anything written here. 问右下角的助手。</p>${cards}`);
}

/** The blog at /demo: an index of posts and one page per post. */
export function registerBlogPages(app: Hono<ServerEnv>, posts: BlogPost[]): void {
  const bySlug = new Map(posts.map((post) => [post.slug, post]));
  app.get('/demo', (c) => c.html(indexPage(posts)));
  app.get('/demo/', (c) => c.redirect('/demo'));
  app.get('/demo/posts/:slug', (c) => {
    const post = bySlug.get(c.req.param('slug'));
    if (!post) throw new MemoryError('NOT_FOUND', `no post ${JSON.stringify(c.req.param('slug'))}`);
    return c.html(page(post.title, `<article><h1>${escapeHtml(post.title)}</h1><p class="meta">${escapeHtml(post.date ?? '')}</p>${post.html}</article>`));
  });
}
