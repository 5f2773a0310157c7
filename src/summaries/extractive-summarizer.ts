import { analyze } from '../core/text/analyzer.js';
import { isFiller } from './filler.js';
import { splitSentences } from './sentences.js';

export interface SummaryTurn {
  user: string;
  assistant: string | null;
}

export interface ExtractiveOptions {
  /** Most sentences kept. */
  maxSentences?: number;
}

interface Candidate {
  text: string;
  order: number;
  terms: Set<string>;
  score: number;
}

const DEFAULT_MAX_SENTENCES = 6;
const DUPLICATE_OVERLAP = 0.6;
const RELATIVE_FLOOR = 0.35;

/**
 * Summarises without an LLM what the user said: splits every user message into sentences, drops
 * filler (嗯, 好的, 哈哈, thanks), scores the rest by how many distinct content terms they
 * carry (numbers count extra: amounts, dates and ids are what people come back for), drops
 * near-duplicates and sentences far weaker than the best, and keeps the best in the order said. Returns '' when nothing is informative.
 *
 * Assistant replies are left out of every summary: they mostly echo or acknowledge the user
 * (好的，记住了), and scoring them against the user's sentences kept them in one session's
 * summary and not in the next. What the assistant said stays in turn memory, where recall finds it.
 */
export function summarizeExtractively(turns: readonly SummaryTurn[], options: ExtractiveOptions = {}): string {
  const maxSentences = options.maxSentences ?? DEFAULT_MAX_SENTENCES;
  const candidates: Candidate[] = [];
  for (const turn of turns) {
    for (const sentence of splitSentences(turn.user)) {
      if (isFiller(sentence)) continue;
      const terms = new Set(analyze(sentence));
      if (terms.size === 0) continue;
      const numbers = /\d/.test(sentence) ? 1 : 0;
      candidates.push({ text: sentence, order: candidates.length, terms, score: terms.size + numbers });
    }
  }
  const chosen: Candidate[] = [];
  const ranked = [...candidates].sort((left, right) => right.score - left.score || left.order - right.order);
  // Far weaker than the best sentence means small talk that slipped past the filler list.
  const floor = (ranked[0]?.score ?? 0) * RELATIVE_FLOOR;
  for (const candidate of ranked) {
    if (chosen.length >= maxSentences || candidate.score < floor) break;
    if (chosen.some((kept) => overlap(kept.terms, candidate.terms) >= DUPLICATE_OVERLAP)) continue;
    chosen.push(candidate);
  }
  return chosen
    .sort((left, right) => left.order - right.order)
    .map((candidate) => `- ${candidate.text}`)
    .join('\n');
}

/** Jaccard similarity of two term sets: shared terms over all terms. */
function overlap(left: Set<string>, right: Set<string>): number {
  let shared = 0;
  for (const term of left) if (right.has(term)) shared += 1;
  const union = left.size + right.size - shared;
  return union === 0 ? 0 : shared / union;
}
