import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package folder: this file is `src/cli/` from source and `dist/cli/` when built, two levels down either way. */
export const cliPackageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The version in package.json, so `--version` never disagrees with what npm installed. */
export function packageVersion(): string {
  const manifest: unknown = JSON.parse(readFileSync(join(cliPackageRoot, 'package.json'), 'utf8'));
  const version = typeof manifest === 'object' && manifest !== null ? Reflect.get(manifest, 'version') : undefined;
  return typeof version === 'string' ? version : '0.0.0';
}
