import { CHINESE_WEEKDAYS, WEEKDAYS } from './calendar-words.js';

/**
 * Schedules change: a class moves from Mondays to Thursdays, a standing meeting from 周二 to 周四.
 * A question asking which day something is ("Which day is my son's music class?", 瑜伽课是星期几？),
 * answered by two related memories that name different weekdays, wants the later one, as a
 * question asking an amount does when two memories state different amounts (quantity-cues.ts).
 * The patterns are closed classes (day interrogatives; the seven weekday names and the weekend),
 * not words taken from any data set; later-states.ts applies the lift.
 */

/** The Chinese interrogatives of a day of the week (`asksWeekday`, `asksDay`). */
export const WEEKDAY_ASKED_HAN = '星期几|周几|礼拜几';
/**
 * A day of the week (Li and Roth's NUM:date asked of a weekly schedule): 星期几, 周几, 礼拜几, "which
 * days", "what day(s) / night(s) of the week", "which night(s)". Not "what day" alone nor 哪天, a
 * date as often. Since session 49 the weekday answer type (answer-dates.ts): "What night of the week
 * do we curl now?" had no type, and a memory on knee exercises "twice a week" stood first.
 */
const ASKS_WEEKDAY = new RegExp(`${WEEKDAY_ASKED_HAN}|\\bwhich (?:days|nights?)\\b|\\bwhat (?:days|nights?)\\b(?! ago)|\\b(?:what|which) (?:day|night)s? of the week\\b`, 'iu');

export function asksWeekday(question: string): boolean {
  return ASKS_WEEKDAY.test(question);
}

/** "which / what day(s)"; 哪天, 哪一天, 哪几天 (and the weekday interrogatives). */
const ASKS_DAY = new RegExp(`${WEEKDAY_ASKED_HAN}|哪一?天|哪几天|\\b(?:which|what)\\s+days?\\b`, 'iu');

/** "When" and 什么时候 are left out: they ask dates and hours as often as weekdays (`asksWhen`). */
export function asksDay(question: string): boolean {
  return ASKS_DAY.test(question);
}

const DAY_INTERROGATIVES = new RegExp(`${ASKS_WEEKDAY.source}|${ASKS_DAY.source}`, 'giu');

/** The question without its day interrogatives ("Which night of the week", 星期几): what it asks the day of. */
export function withoutDayAsked(question: string): string {
  return question.replace(DAY_INTERROGATIVES, ' ');
}

/** The Chinese words for "when", each a question's own interrogative wherever it stands. */
const WHEN_HAN = '什么时候|啥时候|何时';
const ASKS_WHEN = new RegExp(`${WHEN_HAN}|\\bwhen\\b`, 'iu');

/**
 * "When" and 什么时候 ask a day, an hour or a date: asked of the current state, a later memory that
 * moves the day or the hour of the earlier one (网课只好挪到周六上午了 after 周二周四晚上八点) answers
 * it, as it answers 周几 or 几点 (later-state-rules.ts).
 */
export function asksWhen(question: string): boolean {
  return ASKS_WHEN.test(question);
}

/**
 * "When" as the question's own interrogative (When did Frank get his hip done?, 什么时候做的手术？), not
 * a clause inside another question ("How long had I been playing when I joined the league?").
 */
const WHEN_INTERROGATIVE = new RegExp(`${WHEN_HAN}|^\\W*(?:(?:and|so|but|ok(?:ay)?|hey|remind me)\\W+)?when\\b`, 'iu');

export function asksWhenInterrogative(question: string): boolean {
  return WHEN_INTERROGATIVE.test(question);
}

/**
 * Weekday names: "Mondays", "on Thursday", "weekends"; 周三, 星期四, 礼拜天, 周末. Not a count of times
 * a week (每周一次, 一周两回: 周 and a numeral before 次 / 回 / 遍 / 趟, since session 42), which the
 * lift read as Monday and paired with any weekday said before.
 */
const WEEKDAY = /\b(mon|tues|wednes|thurs|fri|satur|sun)days?\b|\bweekends?\b|(?:周|星期|礼拜)([一二三四五六日天末])(?![次回遍趟])/giu;

/** The weekdays a text names, as English day names ("weekend" for the weekend). */
export function statedWeekdays(text: string): Set<string> {
  const days = new Set<string>();
  for (const match of text.matchAll(WEEKDAY)) {
    if (match[1]) days.add(WEEKDAYS.find((day) => day.startsWith(match[1]!.toLowerCase())) ?? match[1]);
    else if (match[2] && match[2] !== '末') days.add(WEEKDAYS[CHINESE_WEEKDAYS[match[2]] as number] ?? match[2]);
    else days.add('weekend');
  }
  return days;
}

/** Whether both texts name a weekday and the later one names one the earlier does not: a moved day. */
export function changesWeekday(earlier: string, later: string): boolean {
  const before = statedWeekdays(earlier);
  if (before.size === 0) return false;
  return [...statedWeekdays(later)].some((day) => !before.has(day));
}
