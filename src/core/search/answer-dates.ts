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
