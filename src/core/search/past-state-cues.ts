import { asksOriginalState } from './revision-cues.js';

/**
 * A statement that places its own state in the past: "I used to live in Boston", "formerly a
 * teacher", 我以前在北京工作, 曾经养过一只猫. Whatever order such a memory was said in, the state
 * it describes is over, so for the later-state lift (later-states.ts) a related memory that does
 * not mark its state as past is the later state of the two. A statement that also names the
 * present (我以前在北京工作，现在搬到深圳了, "used to smoke but these days I run") is the current
 * state and not marked past.
 *
 * Both patterns are closed grammatical classes: English habitual-past and "formerly" adverbs,
 * Chinese temporal adverbs of a past period (以前, 曾经, 从前), and present-time adverbs. "No
 * longer" / 不再 are not among them: they state the present ("I no longer eat meat").
 */
const PAST_STATE = /\bused to\b|\bformerly\b|\bpreviously\b|\bonce was\b|以前|曾经|从前/iu;
const PRESENT = /\bnow\b|\bcurrently\b|\bthese days\b|\bnowadays\b|\bat the moment\b|现在|目前|如今|眼下/iu;

/** Whether the text describes a state it places in the past, and no present one. */
export function marksPastState(text: string): boolean {
  return PAST_STATE.test(text) && !PRESENT.test(text);
}

/**
 * A question about the state before a change: "What did I drive before the Tesla?", "What kind
 * of gym did I use to go to?", 儿子原来在哪个学校？, 我之前那辆车跑了多少公里？. For it the replaced
 * memory is the answer, so search neither halves it nor lifts what replaced it above it (the
 * history the write pipeline keeps is there to be found). Closed classes: habitual-past and
 * "formerly" adverbs, "before" in a past-tense question, Chinese adverbs of an earlier time, and
 * revision-cues' words for the original state.
 */
const ASKS_PAST = /\bused to\b|\bdid \w+ use to\b|\bformerly\b|\bpreviously\b|\bback then\b|\b(?:did|was|were|had)\b[^?]*\bbefore\b|以前|之前|曾经|从前|过去/iu;

export function asksPastState(question: string): boolean {
  return ASKS_PAST.test(question) || asksOriginalState(question);
}
