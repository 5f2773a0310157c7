/**
 * The calendar words and small numbers a question may use, shared by the time cues
 * (time-cues.ts), the days named relative to a date (anchored-days.ts) and the dates a memory
 * names (date-cues.ts).
 */

/** English month names, January first: a name's index is its month (January = 0). */
export const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** A month's name or its abbreviation (Jan, Sept), as a regular-expression alternation without a group: read with the `i` flag. */
export const MONTH_NAME_ALTERNATION = 'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';

/** The month a name or its abbreviation ("Sept", "jun") stands for, January = 0; -1 for none. */
export function monthIndex(name: string): number {
  const lower = name.toLowerCase();
  return MONTHS.findIndex((month) => month.startsWith(lower.slice(0, 3)));
}

/**
 * Words that set a month name in a date: a preposition or determiner of time before it ("in June",
 * "since April", "early May", "next August"), a day before it ("17 June", "the 3rd of May") or a day
 * or year after it ("June 17", "May, 2025"). A closed class of the grammar of dates.
 */
const BEFORE_DATE_MONTH = /(?:\b(?:in|on|since|until|till|by|during|before|after|from|through|of|for|early|mid|late|last|next|this|every|each|around)[\s-]+|\d(?:st|nd|rd|th)?\s+)$/iu;
const AFTER_DATE_MONTH = /^(?:\.?\s*\d|,\s*(?:19|20)\d{2}|\s+the\s+\d)/u;

/**
 * Whether the capitalised month name at `index` of `text` reads as a person's name, as June, April,
 * May and August are given names ("My daughter June is applying", "What does June want to major
 * in?"): outside every frame of a date. A month in a date frame is the month.
 */
export function monthReadsAsName(text: string, index: number, word: string): boolean {
  if (word.toLowerCase() !== MONTHS[monthIndex(word)]) return false;
  return !BEFORE_DATE_MONTH.test(text.slice(Math.max(0, index - 12), index)) && !AFTER_DATE_MONTH.test(text.slice(index + word.length, index + word.length + 12));
}

/** English weekday names, Monday first: a name's index is its weekday (Monday = 0). */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
/** The weekday after 周 / 星期 / 礼拜, Monday = 0. */
export const CHINESE_WEEKDAYS: Record<string, number> = { 一: 0, 二: 1, 三: 2, 四: 3, 五: 4, 六: 5, 日: 6, 天: 6 };
/** The English weekday names as one alternation, lower case: patterns that take it read case-insensitively. */
export const WEEKDAY_NAMES = `(?:${WEEKDAYS.join('|')})`;
/** The characters that name a weekday after 周 / 星期 / 礼拜, as a character class. */
export const CHINESE_WEEKDAY_CHARS = `[${Object.keys(CHINESE_WEEKDAYS).join('')}]`;

const CHINESE_NUMBERS: Record<string, number> = { 一: 1, 两: 2, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 };
const ENGLISH_NUMBERS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

/** A count written as digits, a Chinese numeral up to 十, or an English word up to ten. */
export function countOf(text: string): number {
  return CHINESE_NUMBERS[text] ?? ENGLISH_NUMBERS[text.toLowerCase()] ?? Number(text);
}

/** The weekday of a time, Monday = 0 ... Sunday = 6 (UTC). */
export function weekdayOf(time: number): number {
  return (new Date(time).getUTCDay() + 6) % 7;
}
