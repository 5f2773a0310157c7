import { isStopWord } from '../text/stopwords.js';
import { CURRENCY_SIGN } from './currency-signs.js';

/**
 * Quantities change: a balance, a weight, a count. A question asking "how much / how many" of
 * something, answered by two related memories that state different amounts of the same measure,
 * wants the later one, as a question asking for the current state does ("latest" cue,
 * time-cues.ts), even without a "now" in it: "我的装修贷还欠多少？" against "贷款二十万" and,
 * months later, "提前还了五万，剩下十五万" (both in 万). The patterns are closed grammatical
 * classes (quantity interrogatives; a numeral with its unit or measure word), not words taken
 * from any data set; later-states.ts applies the lift.
 */

/** Units and measure words a quantity is stated in (Chinese, then English). */
// 晚 / 夜 count nights (邮轮五晚, 住三晚) since session 42: after a numeral they are no "evening".
// 遍 / 回 / 趟 count times as 次 does (刷了几遍桐油, 一周去几趟) since session 58.
const UNITS_ZH = '公斤|千克|公里|厘米|毫升|分钟|小时|万|千|百|亿|个|次|遍|回|趟|岁|天|年|周|块|元|位|只|本|张|件|口|克|斤|米|升|度|倍|杯|台|辆|套|间|家|人|份|晚|夜';
const UNITS_EN = 'k|kg|kgs|km|lbs?|pounds?|miles?|years?|months?|weeks?|days?|hours?|minutes?|times|kids|children|cats|dogs|cars|books|dollars?|bucks|euros?|percent';

/**
 * 多少 and "how much / many / long / old / far / often / big / large" (a size is told in numbers: "five
 * gallons", "5 mm", "a 60 litre tank"); 几 + a measure word only in a question
 * (it also means "a few": "推荐几个片区"). 几号, 几月, 几点 ask a date or a time, not an amount.
 * Nor "how long ago", which asks when, and the time a memory was said answers it ("How long ago did
 * I register my DBA?" of "I registered a DBA"; since session 45).
 */
const ASKS_QUANTITY = /多少|\bhow (?:much|many|long(?! ago\b)|old|far|often|big|large)\b/iu;
/**
 * Chinese measure words of things, not of time or of times: what 几 / 多少 count (answer-amounts.ts; count-agreement.ts reads the noun after them).
 * 支 (队伍, 笔), 场 (比赛) and 节 (课) since session 54; 道 was measured too and dropped (一道红印 answered 抗体检测的具体数值是多少？).
 */
export const COUNT_MEASURE_CHARS_ZH = '个只根条本张件台辆套间家份杯位名人棵株盆颗粒双对把盒瓶包箱袋桌所篇首门层栋部匹头片块支场节';
// 几 before a unit or a counted thing's measure word (几条鱼, 几双鞋: until session 41 only the units above, so 我鱼缸里有几条孔雀鱼？ asked no amount).
/**
 * 几 as a question word: not after 那 / 这, which make it point at some (那几个盆, 在杭州那几天住的是哪家酒店？;
 * since session 42). The count readers of answer-amounts.ts and count-agreement.ts build on it too.
 */
export const ASKING_JI_ZH = '(?<![那这])几';
// Chat drops the question mark (住了几晚, 一周练几次): 几 and its measure word closing the message ask too, as "a few" never ends one (推荐几个片区). Since session 54.
const ASKS_COUNT_ZH = new RegExp(`${ASKING_JI_ZH}(?:${UNITS_ZH}|[${COUNT_MEASURE_CHARS_ZH}])(?:[^。！!]*[?？]|\\s*[呢啊呀]?)\\s*$`, 'u');

const ZH_NUMERAL = '[零一二两三四五六七八九十百千万亿]+';
/** A currency sign (currency-signs.ts) and digits; digits and a unit; a Chinese numeral and a unit (or ending in a magnitude: 二十万). */
const QUANTITY = new RegExp(
  `(${CURRENCY_SIGN})\\s?(\\d[\\d,]*(?:\\.\\d+)?)|(\\d[\\d,]*(?:\\.\\d+)?)\\s*(%|${UNITS_ZH}|(?:${UNITS_EN})\\b)|((?:${ZH_NUMERAL})?[零一二两三四五六七八九十])(${UNITS_ZH})|(${ZH_NUMERAL}[万千百亿])`,
  'giu',
);

/**
 * A yes-no question in Chinese, by 吗 or a verb and its negation (行不行, 能不能, 有没有): a 几 in it is
 * indefinite, "a few" (我想再买几棵喜阳的放阳台，行不行？ asks leave, not a count), as question words are
 * inside another question.
 */
const YES_NO_HAN = /吗|(\p{Script=Han})[不没]\1/u;

export function asksQuantity(question: string): boolean {
  return ASKS_QUANTITY.test(question) || (ASKS_COUNT_ZH.test(question) && !YES_NO_HAN.test(question));
}

function singular(word: string): string {
  return word.toLowerCase().replace(/s$/u, '');
}

/** Files an amount under its unit, singular and in lower case ("nights" → night), without thousands commas. */
function addAmount(byUnit: Map<string, Set<string>>, unit: string, value: string): void {
  const key = singular(unit);
  byUnit.set(key, (byUnit.get(key) ?? new Set()).add(value.replace(/,/gu, '')));
}

/** The amounts a text states, by unit: "提前还了五万，剩下十五万" → 万: {五万, 十五万}. */
export function statedQuantities(text: string): Map<string, Set<string>> {
  const byUnit = new Map<string, Set<string>>();
  const add = (unit: string, value: string): void => addAmount(byUnit, unit, value);
  for (const match of text.matchAll(QUANTITY)) {
    if (match[1] && match[2]) add(match[1], match[2]);
    // A calendar year (2026年) dates a memory; it is not an amount that changes.
    else if (match[3] && match[4]) {
      if (!(match[4] === '年' && /^\d{4}$/u.test(match[3]))) add(match[4], match[3]);
    }
    else if (match[5] && match[6]) add(match[6], match[5]);
    else if (match[7]) add(match[7].slice(-1), match[7]);
  }
  return byUnit;
}

/** English numerals in words, which state a count as digits do ("a two-night trip", "three nights"). */
const EN_NUMBER_WORDS = 'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred';
/**
 * An English numeral, in words or digits, and the noun it counts, joined by a hyphen or a space ("a two-night
 * trip", "three nights", "15 people"; digits since session 41): the noun is the unit. Any noun can be counted, so a count
 * changes the state a question asks only where the question names the noun ("How many nights did the
 * trip end up being?"; "How often do I meet my manager?" is not asked of "six direct reports", then
 * "eight"). A function word after the numeral ("two of us") and a span of time ("two weeks": the date
 * and elapsed-time cues read those) are no count.
 */
const COUNTED_EN = new RegExp(`\\b(${EN_NUMBER_WORDS}|\\d{1,4})[- ]([a-z]{3,})\\b`, 'giu');
const TIME_NOUN = /^(?:second|minute|hour|day|week|month|year|decade|time)s?$/iu;

/** The nouns a text counts in words, with their numerals: "three nights" → night: {three}. */
function countedNouns(text: string): Map<string, Set<string>> {
  const byNoun = new Map<string, Set<string>>();
  for (const match of text.matchAll(COUNTED_EN)) {
    const [, value, noun] = match as unknown as [string, string, string];
    if (isStopWord(noun.toLowerCase()) || TIME_NOUN.test(noun)) continue;
    addAmount(byNoun, noun, value.toLowerCase());
  }
  return byNoun;
}

/**
 * How often, in English words: "twice a week", "once a month", "three times per week" (a frequency is
 * a count per period: the period is its unit, as 每周两次's 次 is). Digits are read by QUANTITY as times.
 */
const FREQUENCY_EN = /\b(once|twice|(?:one|two|three|four|five|six|seven) times)\s+(?:a|an|per|each|every)\s+(day|week|fortnight|month|year)\b/giu;

function statedFrequencies(text: string): Map<string, Set<string>> {
  const byPeriod = new Map<string, Set<string>>();
  for (const match of text.matchAll(FREQUENCY_EN)) addAmount(byPeriod, `per ${(match[2] as string).toLowerCase()}`, (match[1] as string).toLowerCase());
  return byPeriod;
}

function countsAnother(before: Map<string, Set<string>>, after: Map<string, Set<string>>, asked: (unit: string) => boolean = () => true): boolean {
  for (const [unit, values] of after) {
    const old = before.get(unit);
    if (old && asked(unit) && [...values].some((value) => !old.has(value))) return true;
  }
  return false;
}

/**
 * Whether the later text states a different amount in a unit the earlier one uses: a changed quantity.
 * Given the question, also another count in words of a noun the question names (COUNTED_EN; session 39).
 */
export function changesQuantity(earlier: string, later: string, question?: string): boolean {
  if (countsAnother(statedQuantities(earlier), statedQuantities(later))) return true;
  if (countsAnother(statedFrequencies(earlier), statedFrequencies(later))) return true;
  if (question === undefined) return false;
  const asked = new Set((question.match(/[a-z]+/giu) ?? []).map(singular));
  return countsAnother(countedNouns(earlier), countedNouns(later), (noun) => asked.has(noun));
}
