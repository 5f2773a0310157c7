import type { SearchResult } from '../types.js';
import { analyze } from '../text/analyzer.js';
import { userText } from './later-states.js';

/**
 * Outcomes change: a tax return first owes, then refunds; an application is rejected, then
 * accepted. A question that offers alternatives ("补税还是退税？", "Did I pass or fail?") asks
 * which one holds, so when an earlier memory names one alternative and a later related memory
 * names the other, the later one is the answer, as for a question asking an amount
 * (quantity-cues.ts) or a weekday (weekday-cues.ts), without a "now" in the question.
 *
 * The alternatives are the question's words on either side of 还是 / "or" (a closed grammatical
 * construction, no word list): the last analysed term before it and the first after it. Only
 * what the user said counts: an assistant's reply that merely mentions the other option
 * ("坐大巴晕车" → "那尽量坐高铁") is advice, not a new state.
 */

/** The two options a question offers ("补税还是退税" → 补税, 退税), or null when it offers none. */
export function alternativesOf(question: string): [string, string] | null {
  const match = /^(.*?)(?:还是|\bor\b)(.*)$/iu.exec(question);
  if (!match) return null;
  const left = analyze(match[1] ?? '').at(-1);
  const right = analyze(match[2] ?? '')[0];
  return left && right && left !== right ? [left, right] : null;
}

function userWords(result: SearchResult): Set<string> {
  return new Set(analyze(userText(result)));
}

/** Whether the earlier memory names exactly one of the options and the later one exactly the other. */
export function switchesAlternative(alternatives: readonly [string, string], earlier: SearchResult, later: SearchResult): boolean {
  const before = userWords(earlier);
  const after = userWords(later);
  const [first, second] = alternatives;
  const names = (words: Set<string>, option: string, other: string): boolean => words.has(option) && !words.has(other);
  return (names(before, first, second) && names(after, second, first)) || (names(before, second, first) && names(after, first, second));
}
