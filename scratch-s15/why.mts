import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Memory } from '../src/index.js';
const memory = await Memory.open({ dbPath: join(mkdtempSync(join(tmpdir(), 'fg-')), 'm.db') });
const facts = process.argv[2] === 'zh'
  ? ['我以前在阿里巴巴做产品经理', '我现在在腾讯做数据分析', '我对花生过敏', '我妹妹住在上海', '我每天早上跑步五公里']
  : ['I used to work at Acme as a graphic designer', 'I now work at Google as a data analyst', 'I am allergic to peanuts', 'My sister lives in Paris', 'I run 5 km every morning'];
for (const text of facts) await memory.add({ userId: 'u1', text });
for (const query of process.argv.slice(3)) {
  const s = await memory.search({ userId: 'u1', query });
  console.log(query);
  for (const m of s) console.log(`   ${m.text.slice(0, 40)} rel ${m.relevance.toFixed(2)} ${JSON.stringify(m.scores)}`);
}
await memory.close();
