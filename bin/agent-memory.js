#!/usr/bin/env node
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const compiled = new URL('../dist/cli/main.js', import.meta.url);
if (!existsSync(fileURLToPath(compiled))) {
  console.error('agent-memory: not built yet; run `npm ci` (or `npm run build`) in the package folder first');
  process.exit(1);
}
// A reader that stops early (`agent-memory list | head`) closes the pipe: end quietly, as Unix tools do, not with an unhandled EPIPE.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});
const { main } = await import(compiled.href);
process.exitCode = await main(process.argv.slice(2));
