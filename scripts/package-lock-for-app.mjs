// Writes the package-lock.json of an app that depends only on the packed agent-memory tarball,
// with every other entry copied from our own lock (the runtime ones, not dev-only), so that
// `npm ci --offline` installs exactly our pinned versions from the local npm cache alone:
// npm needs a registry document to resolve a version range, but not to install a locked tarball.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** @param {{ root: string, tarball: string, tarballSpec: string }} options */
export function appLockfile({ root, tarball, tarballSpec }) {
  const ours = JSON.parse(readFileSync(`${root}/package-lock.json`, 'utf8'));
  const manifest = JSON.parse(readFileSync(`${root}/package.json`, 'utf8'));
  const self = ours.packages[''];
  const integrity = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`;
  const packages = {
    '': { name: 'agent-memory-package-test', version: '1.0.0', dependencies: { 'agent-memory': tarballSpec } },
    'node_modules/agent-memory': {
      version: manifest.version,
      resolved: tarballSpec,
      integrity,
      hasInstallScript: true,
      license: manifest.license,
      dependencies: self.dependencies,
      bin: self.bin,
      engines: self.engines,
      ...(self.peerDependencies ? { peerDependencies: self.peerDependencies, peerDependenciesMeta: self.peerDependenciesMeta } : {}),
    },
  };
  for (const [path, entry] of Object.entries(ours.packages)) {
    if (path === '' || entry.dev === true || entry.link === true) continue;
    packages[path] = entry;
  }
  return { name: 'agent-memory-package-test', version: '1.0.0', lockfileVersion: 3, requires: true, packages };
}
