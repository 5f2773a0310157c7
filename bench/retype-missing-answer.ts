/**
 * Recomputes the `missingAnswer` feature of a saved relevance collection (`npm run fit:relevance
 * -- --dry-run --save FILE`) with the current answer-type detector (src/core/search/answer-types.ts),
 * keeping the rankings and every other feature: the A/B of two detectors on one collection, without
 * ingesting again (the rankings depend on neither the detector nor the fitted parameters). Then
 * `npm run fit:relevance -- --dry-run --load OUT [--without-related] [--test SET...]`.
 * `node --import tsx bench/retype-missing-answer.ts IN.json OUT.json`
 *
 * The memory text is each ranking item's `content` (`[kind] text`, eval/retrievers.ts), the text
 * search hands the detector. Session 12 (s12-1) checked it is exact: a collection retyped with the
 * detector it was collected with changes none of its 124,592 candidates.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { AnswerTypeCheck, expectedAnswerTypes } from '../src/core/search/answer-types.js';
import type { QuestionRanking } from '../src/eval/index.js';
import type { RelevanceSample } from '../src/eval/relevance-fit.js';

interface Collected {
  set: string;
  ranking: QuestionRanking;
  sample: RelevanceSample & { caseId: string };
}

const [input, output] = process.argv.slice(2);
if (!input || !output) {
  console.error('usage: node --import tsx bench/retype-missing-answer.ts IN.json OUT.json');
  process.exit(1);
}
const check = new AnswerTypeCheck();
const collected = JSON.parse(readFileSync(input, 'utf8')) as Collected[];
let candidates = 0;
let missing = 0;
let changed = 0;
for (const item of collected) {
  const types = expectedAnswerTypes(item.sample.query ?? '');
  item.sample.candidates.forEach((candidate, index) => {
    const content = item.ranking.items[index]?.content;
    if (content === undefined) throw new Error(`${item.sample.questionId}: ranking item ${index} has no content`);
    const value = check.missingAnswer(types, content.replace(/^\[[^\]]*\] /u, ''), item.sample.query ?? '');
    candidates += 1;
    missing += value;
    if (value !== candidate.features.missingAnswer) changed += 1;
    candidate.features.missingAnswer = value;
  });
}
writeFileSync(output, JSON.stringify(collected), 'utf8');
console.log(JSON.stringify({ candidates, missingAnswer: missing, changed }));
