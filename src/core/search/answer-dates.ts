import { CHINESE_WEEKDAY_CHARS, MONTHS, WEEKDAY_NAMES } from './calendar-words.js';
import { statedDates } from './date-cues.js';
import { statedWeekdays } from './weekday-cues.js';

/**
 * The day of a yearly date (Li and Roth's NUM:date): 我爸的生日是几月几号？, "When is our wedding
 * anniversary?". A birthday or an anniversary comes back every year on a day someone has to say:
 * a memory that only mentions one (给我爸买了台手机当生日礼物) does not tell which day it is.
 *
 * Only yearly dates are asked so. The day of an event ("What date was my surgery?") is told by
 * the memory's own time as often as by its words ("Had the surgery today!"), which a type check
 * on the text would miss (dated-days.json asks just that).
 */
const YEARLY_DATE = /生日|纪念日|\bbirthdays?\b|\banniversar(?:y|ies)\b/iu;
const ASKS_DAY = /几月几|哪天|哪一天|几号|什么时候|哪个日子|\bwhen\b|\b(?:what|which)(?:'s| is| was)?\s+(?:the\s+)?(?:date|day)\b/iu;

export function asksYearlyDate(question: string): boolean {
  return YEARLY_DATE.test(question) && ASKS_DAY.test(question);
}

/**
 * A day said relative to the telling (今天, 下周六, "tomorrow", "this Saturday"), a lunar day (初八,
 * 腊月), or a festival a birthday is told by (春节, 元旦, Christmas, New Year's).
 */
const RELATIVE_DAY =
  /今天|明天|后天|昨天|前天|今晚|这周|本周|下周|上周|下个?月|上个?月|这个月|周末|初[一二三四五六七八九十]|腊月|正月|农历|阴历|春节|元旦|除夕|中秋|国庆|端午|七夕|\b(?:today|tomorrow|yesterday|tonight|this|next|last)\s+(?:week(?:end)?|month|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b|\b(?:today|tomorrow|yesterday|tonight)\b|\bchristmas\b|\bnew year'?s\b|\bhalloween\b|\bvalentine'?s\b/iu;

/** Whether a text tells a day: a calendar date or month, a weekday, or a day relative to the telling. */
export function statesDay(text: string): boolean {
  return statedDates(text).length > 0 || statedWeekdays(text).size > 0 || RELATIVE_DAY.test(text);
}

/**
 * A day still to come (Li and Roth's NUM:date, asked of the future): "When's my next dentist
 * appointment?", "When does Sofia fly back?", 我什么时候去做复查？. The memory's own time is when it
 * was told, not when the thing will be, so only a memory that says a day (or a span to it) tells it;
 * one about a PC build does not, however close it sits. Not a question in the past ("When did …",
 * 什么时候去的, 了, 过, and since session 51 a first time: 头一回蜕皮是什么时候？), a habit (usually, every, 每天, 平时: a time of day or a weekday answers those,
 * and 几点 / "what time" is the clock's type), a moment inside something else (倒库的时候…什么时候打方向),
 * nor 几号, which asks a number as often (几号车位). Weekdays and weekends in general (工作日, 周末 but not
 * 这周末, "weekends") ask a habit too, since session 49 (我工作日现在是什么时候学？).
 */
const ASKS_COMING_LATIN = /\bwhen(?:['’]s|\s+(?:is|are|will|does|do|am|should|must|can)\b)|\bwhat (?:day|date) (?:is|will|does|do|am|are)\b/iu;
const ASKS_DAY_HAN = /什么时候|哪天|哪一天|几月几/u;
const PAST_HAN = /了|过|(?:什么时候|哪天|哪一天|几月几).*的|上次|那次|当时|的时候|(?:头一|第一|首)[次回]/u;
const HABIT = /\b(?:usually|normally|typically|always|generally|often|daily|every|each|weekly|monthly|weekdays|weekends)\b|通常|一般|平时|每次|经常|每天|每周|每个?月|每个?星期|每年|工作日|(?<![这下上本])周末/iu;

export function asksComingDay(question: string): boolean {
  if (HABIT.test(question)) return false;
  return ASKS_COMING_LATIN.test(question) || (ASKS_DAY_HAN.test(question) && !PAST_HAN.test(question));
}

/**
 * A time ahead as plans are told: a span ("in two weeks", 三个月后), a part of a month or year (月底,
 * 下旬, "end of the month"), a year or a month alone (明年, 三月, 2031, "next May"), a day of the month (15号), a
 * holiday or a season.
 */
const TIME_AHEAD = /\bin (?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of|\d+) (?:days?|weeks?|months?|years?)\b|[\d一二两三四五六七八九十几半]+(?:天|周|个?星期|个?礼拜|个?月|年)(?:后|以后|之后)|月底|月初|月中|年底|年初|上旬|中旬|下旬|明年|后年|今年|[一二三四五六七八九十]{1,2}月|\d{1,2}\s*月|(?<!\d)\d{1,2}\s*[号日](?!\d)|五一|十一|清明|元宵|\b(?:19|20)\d\d\b|\b(?:end|beginning|middle) of (?:the |this |next )?(?:month|year|week)\b|\bnext year\b|\b(?:spring|summer|fall|autumn|winter)\b|春天|夏天|秋天|冬天|暑假|寒假/iu;

/** A month by its English name, capitalised ("next May", "in October"): lower case, "may" is a verb far more often. */
const MONTH_NAME = new RegExp(`\\b(?:${MONTHS.map((month) => month.charAt(0).toUpperCase() + month.slice(1)).join('|')})\\b`, 'u');

/**
 * A weekday said as a habit: "Saturday mornings", "Tuesdays and Thursdays", "every Sunday",
 * 每周二、四, 每个礼拜天. It tells when something recurs, not the day a thing happens once: the start or
 * the first of something ("When is our first performance?", "When does the course begin?",
 * 我什么时候开始学寻桥？) is not told by "rehearsals are Saturday mornings" or 每周二、四晚上. Asked of
 * something recurring ("When do we practise?", "When's my Italian lesson now?"), the habit is the answer.
 */
const HABITUAL_WEEKDAY = new RegExp(
  `\\b(?:every|each)\\s+${WEEKDAY_NAMES}\\b|\\b${WEEKDAY_NAMES}s\\b|\\b${WEEKDAY_NAMES}\\s+(?:mornings|afternoons|evenings|nights)\\b|每个?(?:周|星期|礼拜)${CHINESE_WEEKDAY_CHARS}(?:[、,，和跟与及到至]?(?:周|星期|礼拜)?${CHINESE_WEEKDAY_CHARS})*`,
  'giu',
);
const ASKS_ONCE = /\b(?:first|start(?:s|ing)?|begin(?:s|ning)?)\b|开始|开学|开课/iu;

/** Whether a coming-day question asks a one-time moment (the start or the first of something), which a weekly habit does not tell. */
export function asksOneTimeDay(question: string): boolean {
  return ASKS_ONCE.test(question);
}

/** Whether a text tells a day still to come: a day (statesDay), or a time ahead as plans are told; for a one-time moment, not a weekly habit. */
export function statesComingDay(text: string, oneTime = false): boolean {
  const told = oneTime ? text.replace(HABITUAL_WEEKDAY, ' ') : text;
  return statesDay(told) || TIME_AHEAD.test(told) || MONTH_NAME.test(told);
}

/** Every day or on weekdays in general answers which days too (每天, 天天, 工作日, "daily", "every day", "weekdays"). */
const EVERY_DAY = /每天|天天|工作日|\b(?:daily|every (?:day|night|weeknight)|weekdays|weeknights)\b/iu;

/**
 * Whether a text tells a day of the week: a weekday's name, the weekend, every day, or a day whose
 * weekday the calendar gives (a date, 今天: 满月酒是星期几？ of 满月酒定在十月十一号; without them four
 * first hits were lost).
 */
export function statesWeekday(text: string): boolean {
  return statesDay(text) || EVERY_DAY.test(text);
}
