import { ENGLISH_COUNT } from '../../write/numbers.js';

/**
 * A report of how things stand after a while: "A month on the CPAP and I actually wake up
 * rested", "two weeks into the new job", "三个月下来瘦了十斤", "用了一周了". Saying how long
 * something has gone on marks the statement as a later state of it, so for a question asking the
 * current state (the "latest" cue) such a memory may reach from further down than any related
 * later memory may (later-state-rules.ts). The pattern is a closed grammatical class (a count,
 * a unit of time and a word placing the statement after that span), not words from a data set.
 */

/** The write rules' English counts (write/numbers.ts), and "several", which names no number but still a span. */
const COUNT_EN = `(?:${ENGLISH_COUNT}|several)`;
const UNIT_EN = '(?:days?|weeks?|months?|years?)';
/** A count of Chinese numerals or up to three digits (a four-digit count is a calendar year: 2026年后). */
const COUNT_ZH = '(?:(?<!\\d)\\d{1,3}|[一二两三四五六七八九十几半]+)';
const UNIT_ZH = '(?:天|周|个?星期|个?礼拜|个?月|年)';

const ELAPSED = new RegExp(
  [
    // "a month on (the CPAP)", "two weeks into", "a year later", "six weeks since"; "three months
    // in" only ending a clause ("a week in Lisbon" is a stay, not a span gone by)
    `\\b${COUNT_EN}\\s+${UNIT_EN}\\s+(?:(?:on|into|later|since)\\b|in(?=\\s*(?:[,.;:!?]|and\\b|$)))`,
    // "after two weeks", "for a month now"
    `\\b(?:after|for)\\s+${COUNT_EN}\\s+${UNIT_EN}\\b`,
    // 一个月了, 三个月下来, 两周以后, 半年后
    `${COUNT_ZH}\\s*${UNIT_ZH}(?:了|下来|以后|之后|后)`,
  ].join('|'),
  'iu',
);

/** Whether the text says how long something has gone on: a state reported after a while. */
export function reportsElapsedTime(text: string): boolean {
  return ELAPSED.test(text);
}
