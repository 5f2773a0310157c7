/**
 * Summarizes a V8 .cpuprofile (node --cpu-prof): self and total time per function, top N.
 *
 *   node bench/summarize-profile.mjs FILE.cpuprofile [N] [--filter SUBSTRING]
 *
 * Total time counts each function once per sample even when it recurses.
 */
import { readFileSync } from 'node:fs';

const [file, count = '40'] = process.argv.slice(2).filter((arg, index, all) => arg !== '--filter' && all[index - 1] !== '--filter');
const filterAt = process.argv.indexOf('--filter');
const filter = filterAt > 0 ? process.argv[filterAt + 1] : undefined;
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
const label = (node) => {
  const frame = node.callFrame;
  const where = frame.url ? `${frame.url.replace(/^.*\/(src|bench|node_modules)\//, '$1/')}:${frame.lineNumber + 1}` : '';
  return `${frame.functionName || '(anonymous)'} ${where}`.trim();
};
const deltas = profile.timeDeltas;
const self = new Map();
const byFile = new Map();
const total = new Map();
let all = 0;
profile.samples.forEach((id, index) => {
  const time = (deltas[index + 1] ?? deltas[index] ?? 0) / 1000;
  all += time;
  const leaf = nodes.get(id);
  self.set(label(leaf), (self.get(label(leaf)) ?? 0) + time);
  const file = label(leaf).split(' ')[1]?.replace(/:\d+$/, '') ?? '(native)';
  byFile.set(file, (byFile.get(file) ?? 0) + time);
  const seen = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const name = label(nodes.get(at));
    if (seen.has(name)) continue;
    seen.add(name);
    total.set(name, (total.get(name) ?? 0) + time);
  }
});
const show = (title, map) => {
  console.log(`\n${title} (of ${all.toFixed(0)} ms sampled)`);
  [...map]
    .filter(([name]) => !filter || name.includes(filter))
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(count))
    .forEach(([name, ms]) => console.log(`${ms.toFixed(0).padStart(8)} ms ${((100 * ms) / all).toFixed(1).padStart(5)}%  ${name}`));
};
show('self time', self);
show('self time by file', byFile);
show('total time (stacks are cut at each await)', total);
