// The chat widget: one self-contained script (`<script src="/widget.js">`) any site can embed.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  publicDir: false,
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: here('../../dist/web'),
    emptyOutDir: false,
    sourcemap: false,
    target: 'es2022',
    lib: { entry: here('./widget/widget.tsx'), formats: ['iife'], name: 'AgentMemoryChat', fileName: () => 'widget.js' },
  },
  logLevel: 'warn',
});
