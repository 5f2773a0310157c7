import { analyze } from './analyzer.js';

/**
 * Words the write rules put in place of the speaker ("I live in Oakland" → "The user lives in
 * Oakland", 我 → 用户): every stored memory holds one, so sharing it says nothing.
 */
const SPEAKER_STAND_INS = new Set(['用户', 'user']);

/** A numeral with its measure word (一辆, 两个, 三次): "a", not a thing. */
const NUMERAL_MEASURE = /^[一二两三四五六七八九十几半\d]+[\p{Script=Han}]?$/u;

/**
 * The analysed terms of a text that name something: a Chinese term of two characters or more,
 * or any other analysed term (stop words are already gone), without the speaker's stand-in or a
 * numeral with its measure word. Two memories that share one are about the same thing.
 */
export function contentTerms(text: string): Set<string> {
  return new Set(analyze(text).filter((term) => !/^\p{Script=Han}$/u.test(term) && !SPEAKER_STAND_INS.has(term) && !NUMERAL_MEASURE.test(term)));
}

/** Whether the text names any of the terms (`contentTerms`): two texts sharing one are about the same thing. */
export function namesAnyTerm(text: string, terms: ReadonlySet<string>): boolean {
  for (const term of contentTerms(text)) if (terms.has(term)) return true;
  return false;
}
