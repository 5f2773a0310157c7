/**
 * Amounts of a named measure (Li and Roth's numeric subclasses money, temperature and score): a
 * question that names what it measures is answered only by a number in that measure's units.
 * 新房的装修花了多少钱？ is not answered by "测了一下甲醛，0.12" nor by "买了两台空气净化器", though both
 * state numbers; "What temperature is my oven set to?" not by "I bake twice a week".
 *
 * The cues are the interrogative with the measure's own noun or verb (多少钱, 学费多少, "how much
 * ... cost / pay / spend", "what temperature", 多少分) and the units are the measure's closed class
 * of unit words and symbols; none is read off a data set's misses.
 */
export type Measure = 'money' | 'temperature' | 'score';

/**
 * Money: 多少钱, a money noun or morpheme before 多少 (学费多少, 房价多少, 贷款还欠多少: 钱 费 价 租 薪
 * 资 款 贷 税 and 工资), 花了多少; "how much" with a verb of paying or a money noun, "what is the
 * price / cost / salary / rent".
 */
const ASKS_MONEY = new RegExp(
  [
    '多少钱|花了多少|[钱费价租薪资款贷税][^，。,？?！!]{0,4}?多少',
    "\\bhow much (?:\\w+ ){0,4}?(?:costs?|pay|paid|spend|spent|charged?|earn|earned|make|owe|owed)\\b",
    "\\bhow much (?:is|was|are|were|does|did) (?:\\w+(?:'s)? ){0,3}(?:rent|bill|fees?|price|salary|wages?|tuition|fare|loan)\\b",
    '\\bhow much (?:rent|money)\\b',
    "\\bwhat(?:'s| is| was) (?:\\w+(?:'s)? ){0,3}(?:price|cost|salary|rent)\\b",
  ].join('|'),
  'iu',
);
/** A temperature: "what temperature", "how hot / cold / warm", 多少度, 几度, 温度多少 (not the noun alone: "lower the temperature"). */
const ASKS_TEMPERATURE = /\bwhat(?:'s| is| was)? (?:the )?temperature\b|\bhow (?:hot|cold|warm)\b|多少度|几度|温度[^，。,？?！!]{0,3}?多少/iu;
/** A score: 多少分 / 几分 (not 多少分钟, minutes), "what score", "how many points". */
const ASKS_SCORE = /多少分(?!钟)|几分(?!钟)|\bwhat (?:\w+ )?score\b|\bhow many points\b/iu;

/** The measure a quantity question names, if it names one of these. */
export function askedMeasure(question: string): Measure | undefined {
  if (ASKS_MONEY.test(question)) return 'money';
  if (ASKS_TEMPERATURE.test(question)) return 'temperature';
  if (ASKS_SCORE.test(question)) return 'score';
  return undefined;
}

const NUMERAL = '(?:\\d[\\d,]*(?:\\.\\d+)?|[零〇一二两三四五六七八九十百千万亿几半]+)';
/** Units of things other than money: a number before one is a count, a time, a size. */
const NOT_MONEY_UNITS = '%|[个次天年月周号日点台只人位米度分秒克斤升层楼岁张件本条辆套间家份杯]';
/**
 * A whole number of two or more digits with no unit after it and not a year: a sum in a text
 * about paying (一共 1400, 每月59的套餐), or a reading in one about heat ("the house got up to 91
 * inside"), which a decimal below one (甲醛 0.12) or a count of things (两台) is not.
 */
const BARE_SUM = `(?<![\\d.,])(?!(?:19|20)\\d\\d\\b)[1-9]\\d{1,}(?![\\d.,]| ?(?:${NOT_MONEY_UNITS}|[a-z]))`;
/**
 * Money in a text: a currency symbol; a number with a money unit (元, 块, 毛, 角, 万 / 千 / 亿 as
 * sums, the currencies' names, dollars, bucks, euros, pounds, cents, grand, k), in Chinese also
 * after an approximating 多 / 来 / 余 (四百多人民币, 两千来块); or a whole number of two or more digits
 * with no unit after it and not a year (一共 1400, 每月59的套餐): a sum in a text about paying, which a
 * decimal below one (甲醛 0.12) or a count of things (两台) is not.
 */
const MONEY = new RegExp(
  [
    '[$¥￥€£]\\s?\\d',
    `${NUMERAL}\\s*[多来余]?\\s*(?:元|块|毛|角|万|千|亿|美元|美金|欧元|英镑|刀|人民币|港币|港元|日元|韩元|台币|卢布)`,
    `\\b\\d[\\d,]*(?:\\.\\d+)?\\s*(?:dollars?|bucks|euros?|pounds?|cents?|grand|k|quid|rmb|yuan)\\b`,
    BARE_SUM,
    // The same sum in Chinese numerals, ending its clause: 一节课一百八。房租两千五，(a magnitude, 百 or 千, and nothing after it).
    '(?<![零〇一二两三四五六七八九十百千万])[一二两三四五六七八九十]*[百千][零〇一二两三四五六七八九十]*(?=\\s*(?:[，。！？、；,.!?;]|$))',
  ].join('|'),
  'iu',
);
/** A temperature: a number with 度, °, ℃, ℉ or degrees, or a bare reading (above). */
const TEMPERATURE = new RegExp(`${NUMERAL}\\s*(?:度|°|℃|℉|degrees?\\b)|${BARE_SUM}`, 'iu');
/** A score: a number with 分 (not 分钟) or points, or a score written as a fraction or result (7/10, 3-1). */
const SCORE = new RegExp(`${NUMERAL}\\s*(?:分(?!钟)|points?\\b|pts\\b)|\\b\\d+\\s*(?:/|-|:)\\s*\\d+\\b`, 'iu');

const STATES: Record<Measure, RegExp> = { money: MONEY, temperature: TEMPERATURE, score: SCORE };

/** Whether a text states an amount of this measure. */
export function statesMeasure(measure: Measure, text: string): boolean {
  return STATES[measure].test(text);
}
