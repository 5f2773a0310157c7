import { readFileSync, writeFileSync } from 'node:fs';
import { expectedAnswerTypes } from '../src/core/search/answer-types.js';
const pool = JSON.parse(readFileSync(process.argv[2] as string, 'utf8')) as { sample: { questionId: string; caseId: string; query: string } }[];
const out: Record<string, string[]> = {};
for (const item of pool) out[`${item.sample.caseId}|${item.sample.questionId}`] = expectedAnswerTypes(item.sample.query);
writeFileSync(process.argv[3] as string, JSON.stringify(out));
