import { containsHan, taggedWords } from '../text/analyzer.js';
import { RecencyMap } from '../recency-map.js';
import { escapeRegExp, relationAlternation } from '../../write/rules/lexicon.js';
import { CHINESE_WEEKDAY_CHARS, MONTHS, WEEKDAY_NAMES } from './calendar-words.js';
import { ASKING_JI_ZH, COUNT_MEASURE_CHARS_ZH } from './quantity-cues.js';

/**
 * The two numeric answer types, amount and age, read as grammar reads them rather than as
 * "a numeral character somewhere" (issue 11). A Chinese numeral character is in many words that
 * state no number: 一直 ("all along"), 一起 ("together"), 一样, 十分 ("very"), 万一 ("in case"),
 * 千万 ("by all means"). And a number is not an age: a time of day (九点), a count (二十四小时)
 * does not tell how old anyone is. An age is a number of years a person or thing has lived: it is
 * stated with 岁 or "years old", a birth year or generation, a zodiac sign; a time of day, a
 * duration or a count does not answer "how old".
 *
 * Everything here is a closed grammatical class: numerals, measure words, the age constructions of each language, the twelve zodiac animals; jieba's numeral tags
 * ('m' numeral, 'mq' numeral with measure word, 'b' distinguishing) decide what is a Chinese number word.
 */

/** Age questions: "how old", "what age", 几岁 / 多少岁 / 岁数 / 年纪 / 年龄 / 高寿, 多大 only as an age (多大了, 今年多大; 多大口径 asks a size). */
const ASKS_AGE =
  /\bhow old\b|\bwhat age\b|\bwhat(?:'s| is| was) (?:\w+(?:'s)? ){0,3}age\b|几岁|多少岁|岁数|年纪|年龄|高寿|多大了|今年多大|多大年/iu;

export function asksAge(question: string): boolean {
  return ASKS_AGE.test(question);
}

/** A Chinese number word begins with a digit word, 十 or 半 (半年), or an ordinal 第; 万一, 千万, 几次 ("a few times") begin otherwise. */
const ZH_NUMBER_START = /^第?[零〇一二两三四五六七八九十半]/u;
const ZH_NUMERALS = /^第?[零〇一二两三四五六七八九十百千万亿半几]+/u;
/**
 * Measure words (and 多 / 来 / 余, "over"): after 一 or 半, which alone open many adverbs (一起,
 * 一下, 一些, 一直), they make 一个, 一次, 一年 state one of something; after a single numeral in a
 * word jieba calls distinguishing (b), a grade or a count (三年级) and not a kind (二手, "used").
 */
const MEASURE_WORDS =
  '个|次|遍|回|位|只|条|本|张|件|台|辆|套|间|家|份|杯|口|块|元|岁|天|年|周|星期|礼拜|月|小时|分钟|分|秒|点|号|日|公斤|千克|公里|里|厘米|米|毫升|升|克|斤|两|度|倍|层|楼|栋|部|双|对|把|盒|瓶|包|箱|袋|桌|顿|趟|场|节|门|所|篇|首|名|人';
/** With the measure words of counted things a "how many" question reads (quantity-cues.ts): until session 49 一天一片 told no count of pills. */
const ZH_MEASURE = new RegExp(`^(?:${MEASURE_WORDS}|[${COUNT_MEASURE_CHARS_ZH}]|多|来|余)`, 'u');
/** A count of nights (邮轮五晚, 住了三晚): since session 42. */
const NIGHTS = /^[零〇一二两三四五六七八九十百几半]+[晚夜]$/u;
/** jieba's numeral tags ('m', and 'mq' numeral with measure word), and 'b' (distinguishing: 三年级). */
const NUMERAL_TAGS = new Set(['m', 'mq']);
/** jieba's tags of common nouns, which it gives some numeral-measure-noun compounds (两本书/n). */
const NOUN_TAGS = new Set(['n', 'nz']);

/**
 * Whether a jieba word is a number of something. 十分 ("very") is tagged a numeral; words that
 * open with a numeral under another tag are names and things (三亚, 三明治, 三星), not numbers.
 */
function isChineseNumber(word: string, tag: string, next: string | undefined): boolean {
  if (!ZH_NUMBER_START.test(word) || word === '十分') return false;
  // jieba tags a count of nights a time word (五晚/t, 三夜/t), as it does a month (七月/t), which is none.
  if (tag === 't') return NIGHTS.test(word);
  if (!NUMERAL_TAGS.has(tag) && tag !== 'b' && !NOUN_TAGS.has(tag)) return false;
  const numeral = ZH_NUMERALS.exec(word)?.[0] ?? '';
  const rest = word.slice(numeral.length);
  const unit = rest === '' ? (next ?? '') : rest;
  const single = numeral.replace(/^第/u, '');
  // jieba keeps some counted nouns whole and tags them nouns (两本书/n): a numeral and a measure word open them,
  // as they open 三/m 本书. Not 一 or 半, which open nouns of one piece or manner as often (一家人, 半成品; since session 61).
  if (NOUN_TAGS.has(tag)) return single !== '一' && single !== '半' && rest !== '' && ZH_MEASURE.test(rest);
  if (tag === 'b' || single === '一' || single === '半') return ZH_MEASURE.test(unit);
  // 二十四, 五百万, 三只, 两台, 第二: a numeral that is not 一 alone.
  return true;
}

/** Chinese numbers, by jieba's words and tags; each word sees the word after it (一 / 个 may be two words). */
function statesChineseNumber(text: string): boolean {
  const words = taggedWords(text);
  return words.some((word, index) => isChineseNumber(word.word, word.tag, words[index + 1]?.word));
}

/**
 * English amounts: digits, number and frequency words, ordinals (the first time answers "how many
 * times", a tenth anniversary "how many years"), the nouns of multiple births (twins answer "how
 * many babies"), and "a" or "an" before a unit of time or distance ("for about an hour", "a month
 * now": one of it).
 */
/** The English cardinal number words, one to a thousand (count-agreement.ts reads counts with them too). */
export const CARDINALS_EN = 'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand';
const ENGLISH_AMOUNT = new RegExp(
  `\\d|\\b(?:every|each|daily|weekly|monthly|yearly|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|twentieth|thirtieth|fortieth|fiftieth|hundredth|${CARDINALS_EN}|million|dozen|couple|half|once|twice|thrice|single|several|few|pair|twins?|triplets?|quadruplets?|quintuplets?)\\b|\\ban? (?:second|minute|hour|day|night|week|fortnight|month|year|decade|century|mile|kilometre|kilometer|meter|metre|foot|pound|kilo)\\b`,
  'iu',
);
/** Chinese frequency: 每天 / 每周 / 每个月 (jieba tags 每周三 as an idiom); an amount of times, as "weekly" is. */
const CHINESE_FREQUENCY = /每(?:天|日|周|星期|礼拜|个?月|年|次|晚|早)/u;

const MONTH_NAMES = MONTHS.join('|');
/**
 * A calendar year dates what a memory tells (as in quantity-cues.ts); it is no amount, and the
 * write path adds one to what it stores ("moves in with us in May 2026", 2025年中风), so it would
 * make any dated memory answer "how many". 2026年, or a year after in / since / by / a month or a
 * month's day ("on October 4, 2026": the day stays, a date).
 */
const CALENDAR_YEAR = new RegExp(
  `(?<!\\d)(?:19|20)\\d{2}\\s*年|\\b(?:in|since|by|until|from|before|after|of|${MONTH_NAMES})\\s+(?:(?:${MONTH_NAMES})\\s+)?(?:19|20)\\d{2}\\b|(?<=\\b(?:${MONTH_NAMES})\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+)(?:19|20)\\d{2}\\b`,
  'giu',
);

/** "one" standing for a noun after a determiner ("the old one", "a new one", "which one"): a pronoun, no number. */
const PRONOUN_ONE = /\b((?:the|a|an|this|that|which|each|any|another|my|your|his|her|our|their|its)\s+(?:[a-z]+\s+)?)ones?\b(?!\s+of\b)/giu;

/**
 * Whether a text states an amount: digits other than a calendar year (a count, a sum, a date, a clock
 * time: "how many days" is answered by two dates), number and frequency words, and Chinese numerals read as words by
 * jieba, so that 一直, 一起, 一样, 十分, 万一 are not numbers.
 */
export function statesAmount(text: string): boolean {
  const undated = text.replace(CALENDAR_YEAR, ' ').replace(PRONOUN_ONE, '$1');
  if (ENGLISH_AMOUNT.test(undated.replace(/\p{Script=Han}+/gu, ' '))) return true;
  return containsHan(undated) && (CHINESE_FREQUENCY.test(undated) || statesChineseNumber(undated));
}

/** English numbers from one to ninety-nine in words ("thirty-two"); answer-measures.ts reads them before a unit too. */
export const EN_NUMBER_WORDS =
  '(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)';
const EN_NUMBER = `(?:\\d{1,3}|${EN_NUMBER_WORDS})`;
const EN_DECADE = '(?:teens|twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties|\\d0s)';
/**
 * English ages: "8 years old", "a five-year-old", "six months old", "aged 40", "turns 30", a group's range ("kids 8 to 12"),
 * "her 90th birthday", "in his forties", and the year of a birth or a make ("born in 1958", "a
 * 2018 Civic", "bought in 2019"). Not any year: the write path dates what it stores ("in May 2026",
 * 2025年中风), which says nothing of anyone's age.
 */
const ENGLISH_AGE = new RegExp(
  [
    `\\b(?:${EN_NUMBER}|a)[- ](?:years?|yrs?|months?|weeks?)[- ]old\\b`,
    `\\b(?:aged?|turns?|turned|turning)\\s+${EN_NUMBER}\\b`,
    // The ages of a group, as a range ("for kids 8 to 12", "ages 3-5"; since session 55).
    `\\b(?:ages|kids|children|boys|girls|teens|students)\\s+${EN_NUMBER}\\s*(?:-|–|to)\\s*${EN_NUMBER}\\b(?!\\s*(?:[a-z]+\\s+)?(?:hours?|minutes?|days?|weeks?|months?|times|people|dollars|pounds|euros|percent)\\b|\\s*(?:%|pm|am|:))`,
    `\\b\\d{1,3}(?:st|nd|rd|th)\\s+birthday\\b`,
    `\\bin\\s+(?:his|her|my|their|your|our)\\s+(?:early\\s+|mid\\s+|late\\s+)?${EN_DECADE}\\b`,
    `\\b(?:born|built|made|bought|adopted)\\s+(?:\\w+\\s+){0,2}?(?:in\\s+)?(?:\\w+\\s+)?(?:19|20)\\d{2}\\b`,
    '\\b(?:a|an|my|his|her|their|our)\\s+(?:19|20)\\d{2}\\s+[A-Z]',
    // "she's 88", "I'm thirty-two now": a person and a bare number ending the clause.
    `\\b(?:i'm|i am|he's|he is|she's|she is|they're|they are)\\s+(?:only\\s+|just\\s+|almost\\s+|nearly\\s+)?${EN_NUMBER}(?=\\s*(?:[,.;!?)]|$|(?:now|today|already|and|but)\\b))`,
    // "My dad, 81 and healthy as a horse", "my mum, 67, still…": a relative's age set off by commas (since session 45).
    `\\b(?:my|our|his|her|their)\\s+(?:${relationAlternation('latin')}),\\s+${EN_NUMBER}(?=\\s*(?:[,.;!?)]|$|(?:now|already|and|but)\\b))`,
  ].join('|'),
  'iu',
);
/** Kin nouns, whose bare number is their age (我爸62，我妈58): a closed class, with 哥 / 姐 / 弟 / 妹 for their doubled forms too. */
const KIN_HAN = '爸|妈|父亲|母亲|爷爷|奶奶|姥姥|姥爷|外公|外婆|公公|婆婆|岳父|岳母|老公|老婆|丈夫|妻子|儿子|女儿|闺女|哥|姐|弟|妹|孩子|老大|老二';
const ZH_NUMERAL_OR_DIGITS = '(?:[零〇一二两三四五六七八九十百]+|\\d{1,3})';
/**
 * Chinese ages: a number with 岁 / 周岁 / 大寿 / 寿辰 (三岁半, 九十大寿), a decade with 多 / 出头
 * and 了 (三十多了), 今年 / 已经 / 快 / 满, or 才 after a person (我才四十六, since session 53; 才 alone
 * comes before prices as often: 才三十), with a number of ten or more and no measure word after it
 * (今年正好三十, not 已经三天 nor a cat's weight, 已经十二斤了),
 * a birth year (1990 年生, 出生于 1990), a generation (八零后, 90 后), a zodiac animal (属龙).
 */
const CHINESE_AGE = new RegExp(
  [
    `${ZH_NUMERAL_OR_DIGITS}\\s*(?:周岁|岁|大寿|寿辰)`,
    // 四个月大, 两周大: an age in months or weeks, said with 大.
    `${ZH_NUMERAL_OR_DIGITS}\\s*(?:个月|个星期|周)半?大`,
    '[二三四五六七八九]?十[一二三四五六七八九]?(?:多|出头|来)?了',
    `(?:今年|已经|快|都|满|刚满|(?<=[我他她您])才)(?:正好|刚好|才)?(?:[一二三四五六七八九]?十[一二三四五六七八九]?|\\d{2})(?![一二三四五六七八九\\d]|${MEASURE_WORDS})`,
    // 我爸68我妈65, 儿子8岁 said as 儿子8: a kin noun then a bare number of years, no measure word after it.
    `(?:${KIN_HAN})(?:今年|现在|也|都|才)?(?:\\d{1,2}|[二三四五六七八九]?十[一二三四五六七八九]?)(?![\\d.%一二三四五六七八九十]|\\s*(?:${MEASURE_WORDS}|多|来|余|[A-Za-z]))`,
    '(?:19|20)\\d{2}\\s*年\\s*(?:出|生)|(?:出生|生)于\\s*(?:19|20)\\d{2}',
    '(?:[零〇一二三四五六七八九]{2}|\\d0)\\s*后(?![来面边])',
    '属[鼠牛虎兔龙蛇马羊猴鸡狗猪]',
  ].join('|'),
  'u',
);

/** Whether a text states an age: a number of years lived, a birth year or generation, a zodiac sign. */
export function statesAge(text: string): boolean {
  return ENGLISH_AGE.test(text) || CHINESE_AGE.test(text);
}

/**
 * Whether the text says of someone it names that they are a bare number, which is their age ("Lucas is 9
 * and Ivy is 6", since session 53; "his son Tyler, who's 9, has lived with us", since session 54): as "she's 88" above, with a name the text holds as one (answer-names.ts),
 * a number under 120 and the clause ending after it. Case-sensitive, unlike ENGLISH_AGE: "Rent is 90."
 * opens a sentence with a noun.
 */
export function statesAgeOfNamed(text: string, names: readonly string[]): boolean {
  return names.some((name) => ageOfNamedPattern(name).test(text));
}

/** Each name's pattern, built once per name (an age question asks it of every candidate the cached `statesAge` leaves). */
const agePatterns = new RecencyMap<string, RegExp>(256);

function ageOfNamedPattern(name: string): RegExp {
  return agePatterns.getOrSet(name, () => new RegExp(`\\b${escapeRegExp(name)}(?:\\s+is|['’]s|,\\s+who(?:\\s+is|['’]s))\\s+(?:only\\s+|just\\s+|almost\\s+|nearly\\s+)?(?:1[01]\\d|\\d{1,2})(?=\\s*(?:[,.;!?)]|$|(?:now|today|already|and|but)\\b))`, 'u'));
}

/**
 * Counts of things (Li and Roth's NUM:count, against their period and date): "How many students
 * …?", 平假名一共有多少个？, 支架装了几个？ ask how many of something that is not time, and a memory
 * that states only a time ("teaching for eleven years", "once a month", 每周一三五, 每天练半小时)
 * has said nothing about how many. The units of time and of times are a closed class; a count
 * question is a quantity question whose counted noun (English) or measure word (Chinese) is not one.
 */
const TIME_NOUNS_EN = 'seconds?|minutes?|hours?|days?|nights?|weeks?|weekends?|fortnights?|months?|years?|decades?|centuries|century|times|mornings?|afternoons?|evenings?|semesters?|terms?|seasons?';
/** Words between "how many" and the counted noun that are not it ("how many more", "how many new"): count-agreement.ts reads the noun after them too. */
export const HOW_MANY_FILLERS = '(?:more |other |different |total |new )?';
const ASKS_COUNT_EN = new RegExp(`\\bhow many ${HOW_MANY_FILLERS}(?!(?:${TIME_NOUNS_EN})\\b)[a-z]`, 'iu');
/** The measure words as this module reads them: 个 only when no time noun follows (几个月 asks a period), 块 not as money (几块钱). */
const COUNT_MEASURES_ZH = [...COUNT_MEASURE_CHARS_ZH]
  .map((measure) => (measure === '个' ? '个(?!月|小时|钟头|星期|礼拜|周末|晚上|早上)' : measure === '块' ? '块(?!钱)' : measure))
  .join('|');
// 哪几 (which ones) stays a count: read as none it lost two abstentions and a first hit (哪几个音, 哪几首, 哪几个店员).
const ASKS_COUNT_ZH = new RegExp(`(?:${ASKING_JI_ZH}|多少)(?:${COUNT_MEASURES_ZH})`, 'u');

export function asksCount(question: string): boolean {
  return ASKS_COUNT_EN.test(question) || ASKS_COUNT_ZH.test(question);
}

/**
 * Times a period asked (一周去练几次？, 一天吃几次？, "How many times a day…?"): told by a number of times
 * (三次, 两回, "twice", "eleven times"), an ordinal one (第三次), the days (每周二、周五) or a count a period
 * ("three small feedings a day"), not by another amount (年卡三千六百八, "three months, 5800"). Not 一次性
 * (disposable) nor 一回来 (as soon as back). A tally of past times ("How many times has Melanie gone to the
 * beach?", 出过几次险) is not read: each time is a memory of its own that tells no count (measured: it
 * took 4 of LoCoMo's answers for 7 abstentions), nor "how often" (measured: 5 answers lost for 2 abstentions,
 * "How often do I go to see my mother?" of "I visit her on Sundays after church" told otherwise). Since session 56.
 */
const ASKS_TIMES_A_PERIOD = /[一每](?:个)?(?:天|周|星期|礼拜|月|年)[^，,。？?]{0,8}?(?:几|多少)(?:次|回|遍|趟)|\btimes (?:a|per|each) (?:day|week|month|year)\b/iu;
const STATES_TIMES = new RegExp(
  `[零〇一二两三四五六七八九十百几\\d]+\\s*(?:次(?!性)|回(?![来去家到国])|遍|趟)|\\b(?:once|twice|thrice|(?:\\d+|${EN_NUMBER_WORDS}|a few|several|many|a couple of|a hundred)\\s+times|\\d+x|(?:first|second|third|fourth|fifth|sixth|\\d+(?:st|nd|rd|th))\\s+(?:time|attempt|try))\\b`,
  'iu',
);
const STATES_A_PERIOD = new RegExp(
  `每(?:个)?(?:天|周|星期|礼拜|月|年)|天天|[周星期礼拜]${CHINESE_WEEKDAY_CHARS}|\\b(?:a|per|each|every) (?:day|week|month|year)\\b|\\b(?:${WEEKDAY_NAMES}s?|weekdays|weekends)\\b`,
  'iu',
);

export function asksTimesAPeriod(question: string): boolean {
  return ASKS_TIMES_A_PERIOD.test(question);
}

/** Whether the text tells times a period (`ASKS_TIMES_A_PERIOD`). */
export function statesTimesAPeriod(text: string): boolean {
  return STATES_TIMES.test(text) || STATES_A_PERIOD.test(text);
}

const EN_AMOUNT_WORD = `(?:\\d+(?:\\.\\d+)?|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|hundred|few|several|couple(?: of)?|half(?: an?)?|a couple of|a few)`;
/**
 * Times in a text: an amount of a unit of time (eleven years, 100 days, 四十分钟, 半小时), a frequency
 * (once a month, every Tuesday, 每天, 每周一三五), a clock time (at 6, 9:30, 九点, the 8 of "6:30 to 8", since session 49) and a day of the
 * week or month (周三, 5月4日, May 17).
 */
const TIMES = new RegExp(
  [
    `\\b${EN_AMOUNT_WORD}[- ](?:${TIME_NOUNS_EN})\\b`,
    '\\b(?:every|each|daily|weekly|monthly|yearly|nightly|once|twice|thrice)\\b',
    '\\b(?:at|by|around|until|till|from|before|after)\\s+\\d{1,2}(?::\\d\\d)?\\s*(?:am|pm|a\\.m\\.|p\\.m\\.)?',
    '\\b\\d{1,2}(?::\\d\\d)?\\s*(?:am|pm|a\\.m\\.|p\\.m\\.)',
    '\\b\\d{1,2}:\\d\\d\\b',
    // The end of a span from a clock time ("6:30 to 8", "7pm-9"): the start alone shows it a time ("3 to 4 people" stays a count).
    '(?<=\\b\\d{1,2}(?::\\d\\d|\\s*(?:am|pm))\\s*(?:-|–|to|until|till)\\s*)\\d{1,2}(?::\\d\\d)?(?:\\s*(?:am|pm))?\\b',
    `\\b(?:${MONTHS.join('|')})\\s+\\d{1,2}(?:st|nd|rd|th)?\\b`,
    '\\b\\d{1,2}(?:st|nd|rd|th)\\b',
    '[零〇一二两三四五六七八九十百千几半\\d]+\\s*(?:个)?(?:半)?(?:天|年|周|星期|礼拜|月|小时|钟头|分钟|秒|点|号|日|岁|晚|夜)',
    // 每周六 is a weekday, not 每周 and a count of six.
    '每(?:个)?(?:(?:周|星期|礼拜)[一二三四五六日天]*|天|日|月|年|次|晚|早)',
    '(?:周|星期|礼拜)[一二三四五六日天]+',
  ].join('|'),
  'giu',
);

/** A model or a designation, not a count: digits among letters (A1, A320, 8x42, B2B; not 3D, 10am, 2nd). */
export const DESIGNATION_WORD = '(?:[a-z]+\\d|\\d+[a-z]+\\d)\\w*';
const DESIGNATIONS = new RegExp(`\\b${DESIGNATION_WORD}\\b`, 'giu');

/**
 * What labels the number after it as one thing ("at number 14", "#3"; since session 50), and since session 56
 * the nouns that number one of their kind ("berth 4", "gate 12", "route 9", "room 214"): such a number counts nothing.
 */
export const NUMBER_LABEL = '(?:\\b(?:number|berth|slip|gate|route|platform|room|suite|apt|unit|lot|plot|pew|row|seat|table|bay|stall|locker|pier|dock|aisle|lane|exit|level|ward|bed|court|field|pitch|hole|stage|chapter|season|episode)|#)\\s*';
const LABELLED_NUMBER = new RegExp(`${NUMBER_LABEL}\\d+`, 'giu');

/** Whether a text states an amount other than a time or a designation: a count of something (an "A1 evening class" counts nothing, since session 49). */
export function statesCount(text: string): boolean {
  // The year first: a date's year is read by the day in front of it, which TIMES takes away.
  return statesAmount(text.replace(CALENDAR_YEAR, ' ').replace(TIMES, ' ').replace(DESIGNATIONS, ' ').replace(LABELLED_NUMBER, ' '));
}
