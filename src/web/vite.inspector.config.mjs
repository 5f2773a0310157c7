// The memory inspector: a static single-page app served by `agent-memory serve` at /.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('./inspector'),
  base: '/',
  // The sample blog posts ship beside the UI (dist/web/demo-posts) for `demo --web`.
  publicDir: here('./public'),
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: { outDir: here('../../dist/web'), emptyOutDir: true, assetsDir: 'assets', sourcemap: false, target: 'es2022' },
  logLevel: 'warn',
});
