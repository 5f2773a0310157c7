import { createTestEngine } from './src/testing/engine-fixtures.js';
import { processTurn } from './src/write/process-turn.js';
import { LocalEmbedder } from './src/embedders/local/local-embedder.js';
import { MemoryEngine } from './src/core/engine.js';
import { InMemoryStore } from './src/stores/in-memory/in-memory-store.js';
import { manualClock } from './src/core/clock.js';
const engine = new MemoryEngine({ store: new InMemoryStore(), embedder: new LocalEmbedder(), clock: manualClock('2026-03-01T00:00:00Z') });
const turns = [
  ['s1','1','我住在上海，在字节做后端开发','2026-01-05T10:00:00+08:00'],
  ['s1','2','我不喝咖啡，一喝就心慌','2026-01-05T10:01:00+08:00'],
  ['s1','3','我喜欢简约风格','2026-01-05T10:02:00+08:00'],
  ['s2','1','我特别喜欢简约的风格','2026-02-05T10:02:00+08:00'],
  ['s2','2','我从上海搬到深圳了','2026-02-05T10:03:00+08:00'],
  ['s3','1','跟你说，我最近开始喝手冲了','2026-02-26T07:50:00+08:00'],
  ['s3','2','嗯','2026-02-26T07:51:00+08:00'],
];
for (const [sessionId, turnId, user, time] of turns) {
  const r = await processTurn(engine, { userId: 'u1', sessionId: sessionId!, turnId: turnId!, user: user!, time: time! });
  console.log(r.evidenceId, r.filler ? 'FILLER' : '', 'created', r.created.map(c=>c.text), 'merged', r.merged.map(m=>m.memory.text+' x'+m.memory.accessCount+' imp'+m.memory.importance), 'superseded', r.superseded.map(s=>s.memory.text+' by '+s.slot));
}
for (const q of ['用户住在哪里','用户喝咖啡吗','我喜欢什么风格']) {
  const res = await engine.search({ userId: 'u1', query: q, now: '2026-03-01T00:00:00Z' });
  console.log(q, res.map(r => `${r.score.toFixed(3)} ${r.validTo ? '[past]' : ''} ${r.text}`));
}
