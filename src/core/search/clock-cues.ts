/**
 * Routines move in time: bedtime from 凌晨一点 to 晚上十点 when a baby arrives, a shift from "7pm
 * to 7am" to "7am to 7pm". A question asking the time of day (我一般几点睡觉？, "What time do I
 * start work?"), answered by two related memories that state different clock times, wants the
 * later one, as a day question does with moved weekdays (weekday-cues.ts). The patterns are closed
 * classes (time-of-day interrogatives; clock times in digits or Chinese numerals), not words taken
 * from any data set; later-states.ts applies the lift.
 */

/** 几点, 几时; "what time", "at what time", "what hours". 什么时候 and "when" also ask dates, so they are left out. */
const ASKS_TIME_OF_DAY = /几点|几时|\b(?:at )?what time\b|\bwhat hours\b/iu;

export function asksTimeOfDay(question: string): boolean {
  return ASKS_TIME_OF_DAY.test(question);
}

const ZH_HOUR = '[零一二两三四五六七八九十\\d]{1,3}';
/** 十点, 10点半, 7点15, 8 点 (digits are spaced from Han script in many texts); "7am", "10 pm", "7:30", "10 o'clock". */
const CLOCK_TIME = new RegExp(`(${ZH_HOUR})\\s?点(半)?|\\b(\\d{1,2})(?::(\\d{2}))?\\s?([ap])\\.?m\\b|\\b(\\d{1,2}):(\\d{2})\\b|\\b(\\d{1,2}) o'clock\\b`, 'giu');

/** The clock times a text states, as written without spaces ("7am", "十点", "7:30"). */
export function statedClockTimes(text: string): Set<string> {
  const times = new Set<string>();
  for (const match of text.matchAll(CLOCK_TIME)) times.add(match[0].replace(/\s|\./gu, '').toLowerCase());
  return times;
}

/** A time of day said another way: "at 9", "around 7", a span ("9 to 5", "9-6"), noon, midnight, 中午, 半夜. */
const LOOSE_CLOCK_TIME = /\b(?:at|by|until|till|from|around|about|after|before) \d{1,2}(?::\d{2})?\b|\b\d{1,2}(?::\d{2})?\s?(?:-|–|to|until|till)\s?\d{1,2}\b|\b(?:noon|midday|midnight)\b|中午|正午|半夜|午夜/iu;

/** Whether the text states a time of day: the answer a 几点 / "what time" question expects (answer-types.ts). */
export function statesClockTime(text: string): boolean {
  return statedClockTimes(text).size > 0 || LOOSE_CLOCK_TIME.test(text);
}

/** Whether both texts state a clock time and the later one states one the earlier does not: a moved time. */
export function changesClockTime(earlier: string, later: string): boolean {
  const before = statedClockTimes(earlier);
  if (before.size === 0) return false;
  return [...statedClockTimes(later)].some((time) => !before.has(time));
}
