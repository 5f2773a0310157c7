import { api, type DemoServer } from './demo-server.js';

/** Conversations of user alice in Chinese and English, as the engine's remember endpoint takes them. */
export const ALICE_TURNS = [
  { sessionId: 's1', turnId: '1', user: '我住在南方，经常下雨，路面湿滑', assistant: '南方雨水多，出门要注意防滑。', time: '2026-03-01T09:00:00.000Z' },
  { sessionId: 's1', turnId: '2', user: '我对花生过敏', assistant: '记住了，推荐菜时会避开花生。', time: '2026-03-01T09:01:00.000Z' },
  { sessionId: 's2', turnId: '1', user: 'I usually cycle to work, about 20 minutes each way', assistant: 'Noted.', time: '2026-03-05T08:00:00.000Z' },
];

/** Alice's memories for the inspector tests: remembered turns, a tagged procedural memory, and a supersession made by hand (old job → new job). */
export async function seedAlice(server: DemoServer): Promise<void> {
  for (const turn of ALICE_TURNS) await api(server, 'POST', '/v1/remember', { userId: 'alice', ...turn });
  await api(server, 'POST', '/v1/memories', { userId: 'alice', text: 'Prefers answers in short bullet points', kind: 'procedural', tags: ['style'], importance: 0.8 });
  const oldJob = await api<{ id: string }>(server, 'POST', '/v1/memories', { userId: 'alice', text: 'Works at Acme as a designer', kind: 'semantic' });
  const newJob = await api<{ id: string }>(server, 'POST', '/v1/memories', { userId: 'alice', text: 'Works at Globex as a product lead', kind: 'semantic' });
  await api(server, 'PATCH', `/v1/memories/${oldJob.id}?userId=alice`, { supersededBy: newJob.id, validTo: '2026-03-04T00:00:00.000Z' });
}
