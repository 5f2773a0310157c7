import { readFileSync } from 'node:fs';
import { MemoryEngine } from './src/core/engine.js';
import { manualClock } from './src/core/clock.js';
import { LocalEmbedder } from './src/embedders/local/local-embedder.js';
import { SqliteStore } from './src/stores/sqlite/sqlite-store.js';
import { processTurn } from './src/write/process-turn.js';
const data = JSON.parse(readFileSync('src/write/fixtures/update-cases.json','utf8'));
const embedder = new LocalEmbedder();
for (const c of data.cases) {
  const engine = new MemoryEngine({ store: new SqliteStore({ path: ':memory:' }), embedder, clock: manualClock('2026-04-10T00:00:00Z') });
  for (const s of c.sessions) for (const t of s.turns) await processTurn(engine, { userId: c.user, sessionId: s.id, turnId: t.id, user: t.content, time: s.time });
  for (const q of c.questions) {
    const res = await engine.search({ userId: c.user, query: q.query, now: q.time, filter: { layer: 'long-term' }, topK: 10, threshold: 0 });
    const ev = res.findIndex(r => r.evidence.some(e => q.evidence.includes(e)));
    const st = res.findIndex(r => r.evidence.some(e => q.stale.includes(e)) && !r.evidence.some(e => q.evidence.includes(e)));
    const ok = ev !== -1 && (st === -1 || ev < st);
    console.log(ok ? 'PASS' : 'FAIL', c.id, q.id, q.query, 'ev', ev, 'stale', st);
    if (!ok) for (const r of res.slice(0,5)) console.log('    ', r.score.toFixed(3), r.validTo ? '[past]' : '      ', r.evidence.join(','), r.text);
  }
  await engine.close().catch(()=>{});
}
