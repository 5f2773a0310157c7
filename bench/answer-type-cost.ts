/**
 * What the answer-type check (src/core/search/answer-types.ts) costs a search: over a saved
 * collection (`npm run fit:relevance -- --dry-run --save FILE`), each question's expected types
 * and the check of its saved candidates' texts (up to 20 per question; a search checks its whole
 * pool, 100-250), with an empty cache (every text read for the first time) and a warm one.
 * `node --import tsx bench/answer-type-cost.ts FILE [SET]`
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { AnswerTypeCheck, expectedAnswerTypes } from '../src/core/search/answer-types.js';

interface Saved {
  set: string;
  ranking: { items: { content?: string }[] };
  sample: { query?: string };
}

const [file, set] = process.argv.slice(2);
const saved = (JSON.parse(readFileSync(file as string, 'utf8')) as Saved[]).filter((item) => set === undefined || item.set === set);
const questions = saved.map((item) => ({ query: item.sample.query ?? '', texts: item.ranking.items.map((entry) => (entry.content ?? '').replace(/^\[\w+\]\s*/u, '')) }));

function pass(check: AnswerTypeCheck): { ms: number; typed: number; flagged: number; texts: number } {
  let typed = 0;
  let flagged = 0;
  let texts = 0;
  const started = performance.now();
  for (const question of questions) {
    const types = expectedAnswerTypes(question.query);
    if (types.length > 0) typed += 1;
    for (const text of question.texts) {
      texts += 1;
      flagged += check.missingAnswer(types, text);
    }
  }
  return { ms: performance.now() - started, typed, flagged, texts };
}

const check = new AnswerTypeCheck();
const cold = pass(check);
pass(check);
const warm = pass(check);
process.stdout.write(
  `${questions.length} questions (${cold.typed} expect a type), ${cold.texts} candidate texts, ${cold.flagged} flagged\n` +
    `cold cache: ${cold.ms.toFixed(1)} ms (${((1000 * cold.ms) / questions.length).toFixed(1)} µs per question); warm: ${warm.ms.toFixed(1)} ms (${((1000 * warm.ms) / questions.length).toFixed(1)} µs per question)\n`,
);
