/**
 * What the `local-bilingual` embedder costs beside bge-small-zh alone, in one process so both
 * see the same machine: milliseconds per English text embedded one at a time (a write, a
 * question) and in batches of 32 (ingest), alternating the two embedders round by round.
 * `node --import tsx bench/bilingual-cost.ts [TEXTS]` (default 120 LoCoMo turns).
 */
import { readFileSync } from 'node:fs';
import { createBilingualLocalEmbedder } from '../src/embedders/composite/local-bilingual.js';
import { LocalEmbedder } from '../src/embedders/local/local-embedder.js';
import type { Embedder } from '../src/core/embedder.js';
import { median } from './support.js';

interface LocomoConversation { conversation: Record<string, unknown> }

const count = Number(process.argv[2] ?? 120);
const locomo = JSON.parse(readFileSync('../shared/eval/locomo10.json', 'utf8')) as LocomoConversation[];
const turns = locomo
  .flatMap((item) => Object.values(item.conversation).filter(Array.isArray).flat() as { text?: string }[])
  .map((turn) => turn.text ?? '')
  .filter((text) => text.length > 0);
const texts = turns.slice(1000, 1000 + count);
const questions = (JSON.parse(readFileSync('../shared/eval/locomo10.json', 'utf8')) as { qa: { question: string }[] }[]).flatMap((item) => item.qa.map((qa) => qa.question)).slice(0, count);

async function timeEach(embedder: Embedder, items: string[]): Promise<number> {
  const started = performance.now();
  for (const text of items) await embedder.embed([text]);
  return (performance.now() - started) / items.length;
}

async function timeBatches(embedder: Embedder, items: string[]): Promise<number> {
  const started = performance.now();
  for (let index = 0; index < items.length; index += 32) await embedder.embed(items.slice(index, index + 32));
  return (performance.now() - started) / items.length;
}

const embedders: [string, Embedder][] = [
  ['bge', new LocalEmbedder()],
  ['bilingual', createBilingualLocalEmbedder()],
];
for (const [, embedder] of embedders) await embedder.embed(['warm up', '热身']);
const rows: Record<string, { write: number[]; question: number[]; batch: number[] }> = {};
for (let round = 0; round < 3; round += 1) {
  for (const [name, embedder] of embedders) {
    const row = (rows[name] ??= { write: [], question: [], batch: [] });
    row.write.push(await timeEach(embedder, texts));
    row.question.push(await timeEach(embedder, questions));
    row.batch.push(await timeBatches(embedder, texts));
  }
}
for (const [name, row] of Object.entries(rows)) {
  process.stdout.write(`${name}: write ${median(row.write).toFixed(1)} ms/text, question ${median(row.question).toFixed(1)} ms, batch of 32 ${median(row.batch).toFixed(1)} ms/text (median of 3 rounds, ${texts.length} texts, ${questions.length} questions)\n`);
}
for (const [, embedder] of embedders) await embedder.close?.();
