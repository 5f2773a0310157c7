import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Hono } from 'hono';
import type { ServerEnv } from './server-env.js';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
};

/**
 * Where `npm run build` puts the web UI: dist/web, beside dist/server. From the TypeScript
 * sources (tests under tsx) that is ../../dist/web. Null when the UI was not built.
 */
export function findWebRoot(): string | null {
  const here = fileURLToPath(new URL('.', import.meta.url));
  for (const candidate of [join(here, '..', 'web'), join(here, '..', '..', 'dist', 'web')]) {
    if (existsSync(join(candidate, 'index.html'))) return candidate;
  }
  return null;
}

/** Reads a file under the root, refusing any path that climbs out of it. */
function readUnder(root: string, relative: string): Buffer | null {
  const path = normalize(join(root, relative));
  if (!path.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
  try {
    return readFileSync(path);
  } catch (error: unknown) {
    if (error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'EISDIR')) return null;
    throw error;
  }
}

/**
 * Serves the built UI with no network at run time: the inspector at `/`, its hashed assets
 * under `/assets/`, and the embeddable chat widget at `/widget.js`. Files are read on each
 * request (small, and a rebuild shows up without a restart).
 */
export function registerWebAssets(app: Hono<ServerEnv>, root: string | null = findWebRoot()): void {
  const send = (relative: string, cache: string) => (): Response => {
    const body = root === null ? null : readUnder(root, relative);
    if (body === null) return new Response('the web UI is not built: run npm run build', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    return new Response(new Uint8Array(body), { headers: { 'content-type': CONTENT_TYPES[extname(relative)] ?? 'application/octet-stream', 'cache-control': cache } });
  };
  app.get('/', send('index.html', 'no-cache'));
  app.get('/widget.js', send('widget.js', 'no-cache'));
  app.get('/assets/:file', (c) => send(join('assets', c.req.param('file')), 'public, max-age=31536000, immutable')());
}
