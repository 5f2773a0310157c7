import { readFileSync } from 'node:fs';
import { MemoryEngine } from './src/core/engine.js';
import { manualClock } from './src/core/clock.js';
import { LocalEmbedder } from './src/embedders/local/local-embedder.js';
import { SqliteStore } from './src/stores/sqlite/sqlite-store.js';
import { processTurn } from './src/write/process-turn.js';
const data = JSON.parse(readFileSync('src/write/fixtures/update-cases.json','utf8'));
const c = data.cases.find((x: {id:string}) => x.id==='job-hunt');
const engine = new MemoryEngine({ store: new SqliteStore({ path: ':memory:' }), embedder: new LocalEmbedder(), clock: manualClock('2026-04-10T00:00:00Z') });
for (const s of c.sessions) for (const t of s.turns) { const r = await processTurn(engine, { userId: c.user, sessionId: s.id, turnId: t.id, user: t.content, time: s.time }); for (const m of r.created) console.log(t.id, m.text, JSON.stringify(m.metadata.entities), JSON.stringify(m.metadata.slotKeys)); for (const x of r.superseded) console.log('   supersedes', x.memory.evidence, x.memory.text); }
const q = c.questions[0];
const res = await engine.search({ userId: c.user, query: q.query, now: q.time, filter: { layer: 'long-term' }, topK: 10, threshold: 0 });
for (const r of res) console.log(r.score.toFixed(3), r.validTo, r.evidence, r.text);
