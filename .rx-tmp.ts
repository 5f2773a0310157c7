import { extractByRules } from './src/write/rule-extractor.js';
import { defaultImportancePolicy } from './src/write/importance.js';
import { checkSupport } from './src/write/guard.js';
import { readFileSync } from 'node:fs';
const d = JSON.parse(readFileSync('/work/shared/eval/memory-dev.json','utf8'));
let n=0;
for (const c of d.cases) {
  for (const s of c.sessions) for (const t of s.turns) if (t.role==='user') {
    const turn = { evidenceId: t.id, turnTime: s.time, user: t.content };
    const r = extractByRules(turn, defaultImportancePolicy);
    for (const p of r.proposals) { const g = checkSupport(p.text,[t.content],s.time,{language:p.language}); console.log(t.id.padEnd(5), p.category.padEnd(11), p.importance, p.slots.map(x=>x.subject+'|'+x.attribute+'='+x.value.slice(0,12)).join(';'), '\n      ', p.text, g.supported?'':'  GUARD:'+g.reason+' '+g.missing.join(',')); }
    if (r.proposals.length===0) console.log(t.id.padEnd(5), '-- ', r.filler?'FILLER':'none', t.content.slice(0,60));
  }
  if (++n>=60) break;
}
