import { RecencyMap } from '../recency-map.js';
import { DAY_MS, isoAtOffset, utcOffsetMinutes } from '../memory-time.js';
import { IRREGULAR_PAST_FORMS } from '../../write/english-verbs.js';
import { resolveRelativeTimes } from '../../write/relative-time.js';
import { CHINESE_WEEKDAYS, WEEKDAYS, weekdayOf } from './calendar-words.js';

/**
 * The days a memory tells of, beside the time it was told: "She got lost walking back from the
 * shops on Tuesday", said on Sunday June 21, tells of Tuesday June 16, and "What happened to my
 * mum on June 16?" asks for it. A turn keeps the time it was said (the conversation's order and
 * the short-term window read it), so the day it tells of is read from its words when a question
 * names a day (hybrid-search.ts).
 *
 * Read: every day the write path's resolver finds (explicit dates, "yesterday", "last Tuesday",
 * 三天前, 上周二: relative-time.ts) and a bare weekday told in the past tense ("on Tuesday" with a
 * past verb in its sentence, 周二…了), which is the last such weekday before the day it was said.
 * The resolver leaves bare weekdays alone for facts because "周二去健身" is usually a habit; a
 * past verb and no "every" / 每 or plural ("on Tuesdays") make it one day. Weeks, months and vague
 * words ("recently", 最近) name no day and are left out.
 *
 * Each day is returned as noon of its date on the teller's calendar, an instant: question ranges
 * are whole days on the asker's calendar (time-cues.ts), so the day falls inside the range of the
 * same date.
 */
export function toldDays(text: string, time: number, offset: string | null): readonly number[] {
  if (!Number.isFinite(time)) return NO_DAYS;
  const key = `${time}|${offset ?? ''}|${text}`;
  return cache.getOrSet(key, () => readToldDays(text, localIso(time, offset)));
}

const NO_DAYS: readonly number[] = [];
/** The answer depends on the text and its time alone, so one cache serves every tenant; it holds no more than the candidates of recent day questions. */
const cache = new RecencyMap<string, readonly number[]>(4_096);

/** The instant written in the teller's own offset ("2026-06-21T22:30:00.000+08:00"), which the resolver reads its calendar from. */
function localIso(time: number, offset: string | null): string {
  const minutes = offset === null ? null : utcOffsetMinutes(offset);
  return minutes === null ? new Date(time).toISOString() : isoAtOffset(time, minutes);
}

function readToldDays(text: string, told: string): readonly number[] {
  // Noon of each date on the teller's calendar, as an instant: inside that date's day in any offset within 12 hours of the teller's.
  const shift = (utcOffsetMinutes(told) ?? 0) * 60_000;
  const days = new Set<number>();
  for (const phrase of resolveRelativeTimes(text, told).phrases) {
    if (phrase.precision === 'day' && !phrase.vague) days.add(Date.UTC(phrase.date.year, phrase.date.month - 1, phrase.date.day, 12) - shift);
  }
  const toldDay = Date.UTC(Number(told.slice(0, 4)), Number(told.slice(5, 7)) - 1, Number(told.slice(8, 10)), 12);
  for (const weekday of pastWeekdays(text)) days.add(weekdayBefore(toldDay, weekday) - shift);
  return days.size === 0 ? NO_DAYS : [...days];
}

/** The last such weekday strictly before the day (both at noon UTC). */
function weekdayBefore(day: number, weekday: number): number {
  return day - ((weekdayOf(day) - weekday + 7) % 7 || 7) * DAY_MS;
}

/** A weekday named alone: not "every", "next", "last", "this", "coming" or "that" before it (the resolver reads "last Tuesday"), not plural, not "Monday of". */
const ENGLISH_WEEKDAY = new RegExp(`(?<!\\b(?:every|next|last|this|coming|that)\\s)\\b(${WEEKDAYS.join('|')})\\b(?!\\s+of\\b)`, 'giu');
/** 周二 / 星期二 / 礼拜二 with no 每, 上, 下, 这, 本 or 个 before it (the resolver reads 上周二), nor a count (一周三次 is a rate). */
const CHINESE_WEEKDAY = /(?<![每上下这本个一二两三四五六七八九十几\d])(?:周|星期|礼拜)([一二三四五六日天])/gu;
/** A future or a habit in the same sentence: then a bare weekday is no day that is over. */
const ENGLISH_NOT_PAST = /\b(?:will|won't|shall|gonna|going to|plan(?:ning)? to|every|usually|always|next|tomorrow)\b|'ll\b/iu;
const ENGLISH_PAST_AUXILIARY = /\b(?:was|were|had|did|didn't|wasn't|weren't)\b/iu;
const CHINESE_NOT_PAST = /每|要|会|打算|准备|计划|想|将|明天|下周|下个/u;

function* sentences(text: string): Generator<string> {
  yield* text.split(/(?<=[.!?。！？；;\n])/u);
}

function pastWeekdays(text: string): number[] {
  const found: number[] = [];
  for (const sentence of sentences(text)) {
    for (const match of sentence.matchAll(ENGLISH_WEEKDAY)) {
      if (englishPast(sentence)) found.push(WEEKDAYS.indexOf((match[1] as string).toLowerCase()));
    }
    for (const match of sentence.matchAll(CHINESE_WEEKDAY)) {
      const after = sentence.slice((match.index ?? 0) + match[0].length);
      if (/[了过]/u.test(after) && !CHINESE_NOT_PAST.test(sentence)) found.push(CHINESE_WEEKDAYS[match[1] as string] as number);
    }
  }
  return found;
}

/** "walked", "moved", "tried": -ed after a letter other than e ("need", "speed" are no past). */
const REGULAR_PAST = /^[a-z]{2,}[^e]ed$|^[a-z]{2,}ied$/u;
/** Common words that end so and are no verb. */
const NOT_PAST_ED: ReadonlySet<string> = new Set(['hundred', 'sacred', 'naked', 'wicked', 'kindred', 'rugged', 'ragged', 'beloved', 'aged', 'interested', 'tired', 'excited', 'scared', 'married', 'worried', 'supposed', 'used']);

/** A sentence told in the past: a past auxiliary, a regular past form ("walked") or an irregular one ("got"), and no future or habit. */
function englishPast(sentence: string): boolean {
  if (ENGLISH_NOT_PAST.test(sentence)) return false;
  if (ENGLISH_PAST_AUXILIARY.test(sentence)) return true;
  return (sentence.toLowerCase().match(/[a-z]+/gu) ?? []).some((word) => IRREGULAR_PAST_FORMS.has(word) || (REGULAR_PAST.test(word) && !NOT_PAST_ED.has(word)));
}
