import { RecencyMap } from '../recency-map.js';
import { CHINESE_WEEKDAY_CHARS, MONTHS, WEEKDAY_NAMES } from './calendar-words.js';
import { EN_NUMBER_WORDS } from './answer-amounts.js';
import { sharedLexicalRelations } from './lexical-relations.js';
import { EXAM_PARTS_HAN } from './answer-series.js';
import { CURRENCY_CODES, CURRENCY_SIGN } from './currency-signs.js';

/**
 * Amounts of a named measure (Li and Roth's numeric subclasses money, temperature, weight,
 * distance, speed, code, size (an area, and since session 37 of clothes and frames), period (a
 * duration) and percent, a score, and since session 38 a rank), and two of their location subclasses told in closed forms (a
 * direction, an address): a question that names what it measures is answered only by a value in
 * that measure's units or forms.
 * 新房的装修花了多少钱？ is not answered by "测了一下甲醛，0.12" nor by "买了两台空气净化器", though both
 * state numbers; "What temperature is my oven set to?" not by "I bake twice a week".
 *
 * The cues are the interrogative with the measure's own noun or verb (多少钱, 学费多少, "how much
 * ... cost / pay / spend", "what temperature", 多少分) and the units are the measure's closed class
 * of unit words and symbols; none is read off a data set's misses.
 */
export type Measure = 'money' | 'temperature' | 'score' | 'weight' | 'distance' | 'speed' | 'code' | 'area' | 'duration' | 'floor' | 'percent' | 'size' | 'direction' | 'side' | 'address' | 'rank';

/** Words that can follow a noun phrase's head: prepositions, adverbs of time, pronouns and auxiliaries (not another noun of a compound). */
const PHRASE_END_WORDS = '(?:for|of|on|at|in|as|to|with|from|per|each|now|these|this|last|next|again|like|right|that|when|after|before|since|and|or|i|we|you|he|she|they|it|is|was|were|are|will|be|been|going|so|then|up|do|did|does)\\b';
/**
 * Nouns that name a sum of money: what "what is my …" asks of them is an amount (a fee, a fare, a
 * deposit); a rate only as a rate of pay ("my hourly rate", "the day rate"; since session 44), not a
 * heart rate or an interest rate. Since session 46 a club's dues, a copay and one's pay ("What's my hourly pay?";
 * "pay day" asks no sum: the noun must head its phrase).
 */
const MONEY_NOUNS_EN = 'price|cost|salary|rent|budget|balance|income|fees?|dues|co-?pays?|bill|wages?|pay|tuition|fare|loan|deposit|debt|mortgage|premium|payments?|(?:hourly|daily|day|nightly|weekly|pay) rates?';
/**
 * Money: 多少钱, a money noun or morpheme before 多少 (学费多少, 房价多少, 贷款还欠多少: 钱 费 价 租 薪
 * 资 款 贷 税 and 工资), 花了多少; "how much" with a verb of paying, buying, selling, lending or
 * giving money (up to eight words on since session 46: "how much did the ER visit for my wrist cost me") or a money noun, "what is the price / cost / salary / rent / budget / balance"; since
 * session 41 the same money nouns after both ("What's my accountant's hourly fee?", "the ferry fare"),
 * and what someone charged or paid ("What did the piano tuner charge?") or since session 61 what a thing cost ("What did the braces cost?").
 */
const ASKS_MONEY = new RegExp(
  [
    // Since session 56 also 收入 / 保额 / 金额 / 余额 (我一个月收入多少？).
    '多少钱|花了多少|(?:[钱费价租薪资款贷税]|收入|保额|金额|余额)[^，。,？?！!]{0,4}?多少',
    // Since session 56 a possessive or a hyphened word between ("How much does Kelsey's camp cost?", "a pump-out"), and paying, spending, tipping.
    "\\bhow much (?:[\\w'’-]+ ){0,8}?(?:costs?|pay|paid|paying|spend|spent|spending|charged?|charging|earn|earned|earning|make|owe|owed|sell|sold|buy|bought|lend|lent|borrow|borrowed|invest|invested|donate|donated|tip|tipped)\\b",
    `\\bhow much (?:is|was|are|were|does|did) (?:\\w+(?:'s)? ){0,3}(?:${MONEY_NOUNS_EN})\\b`,
    '\\bhow much (?:rent|money)\\b',
    // Since session 59 a rate asked with no noun between ("How much an hour does Isla get at the café?", "how much per session"): a price or a pay.
    '\\bhow much (?:an?|per) (?:hour|day|night|week|month|year|session|class|lesson|visit|shift)\\b',
    // The money noun heads its phrase: "What's my rent day?" and "What's my loan officer's name?" ask no sum.
    `\\bwhat(?:'s| is| was) (?:[\\w()]+(?:'s)? ){0,3}(?:${MONEY_NOUNS_EN})\\b(?!\\s+(?!${PHRASE_END_WORDS})[a-z])`,
    // "What did the tuner charge?", "What do I pay for parking?": a verb of charging or paying asked with what.
    // Since session 61 "cost" too ("What did converting my licence cost in total?"), with up to four words between ("the two chemical treatments").
    "\\bwhat (?:did|does|do|will|would) (?:\\w+(?:'s)? ){1,3}(?:charge|pay|earn|owe)\\b|\\bwhat (?:did|does|do|will|would) (?:[\\w-]+(?:'s)? ){1,4}cost\\b",
    // Since session 60 the same verbs in the progressive ("What's Ravi charging me per lesson?", "What is the repair costing us?"); not "making", which is cooked or built as often.
    "\\bwhat(?:'s|’s| is| are| was| were) (?:\\w+(?:'s)? ){1,3}(?:charging|paying|earning|owing|costing)\\b",
  ].join('|'),
  'iu',
);
/** A temperature: "what temperature" ("what's the water temperature"), 水温 / 体温 + 多少, "how hot / cold / warm", "how many degrees", "how high … temperature / fever", 多少度, 几度, 温度多少 (not the noun alone: "lower the temperature"). */
const ASKS_TEMPERATURE = /\bwhat(?:'s| is| was)? (?:the |my |our )?(?:\w+ ){0,2}temperature\b|[水体室气]温[^，。,？?！!]{0,3}?(?:多少|几)|\bhow high (?:\w+ ){0,3}(?:temperature|fever)\b|\bhow (?:hot|cold|warm)\b|\bhow many degrees\b|多少度|几度|温度[^，。,？?！!]{0,3}?多少/iu;
/** A score: 多少分 / 几分 (not 多少分钟, minutes), "what score", "how many points". */
const ASKS_SCORE = /多少分(?!钟)|几分(?!钟)|\bwhat(?:'s| is| was| are| were)? (?:\w+ ){0,2}score\b|\bhow many points\b/iu;

/** A weight: 体重, 多重, 几斤 / 多少斤 / 多少公斤, "how much … weigh", "how heavy", "how many pounds / kilos", "what … weight". */
const ASKS_WEIGHT = /体重|多重|[几多少]+(?:斤|公斤|千克)|\bhow much (?:[\w'’-]+ ){0,5}weighs?\b|\bhow heavy\b|\bhow many (?:pounds|lbs|kilos|kilograms|kg|grams|ounces)\b|\bwhat(?:'s| is| was) (?:\w+(?:'s)? ){0,3}weight\b/iu;
/**
 * A distance or a height: 多高, 身高, 几公里 / 多少米, "how tall", a depth, width or thickness (多深, "how deep",
 * since session 55; not an eye's 近视多深, told in degrees), "how long … in miles / kilometres", "how many miles",
 * "what … height / distance". 多远 and "how far" are answered by a time as often ("两站地铁",
 * "twenty minutes by bike") and "how far along" asks progress; "how high" asks a temperature or a
 * reading as often as a height, but not "how high up" / "how high off the ground" (since session 56);
 * "how long" alone a time: all are left to the plain quantity.
 * "What altitude / elevation" asks one only before its verb or at the end: "What altitude medication
 * did my GP give me?" asks a medicine (since session 52).
 */
const ASKS_DISTANCE =
  /(?<!血压|血糖|温度|体温|分数|价格|工资|房价)多高|身高|[几多少]+(?:公里|千米|厘米|米)(?!饭)|(?<!近视|度数)多深|多宽|多厚|\bhow (?:tall|deep|wide|thick)\b|\bhow high (?:up|off the ground)\b|\bhow long (?:\w+ ){0,6}in (?:miles|kilometres|kilometers|km|metres|meters|feet)\b|\bhow many (?:miles|kilometres|kilometers|km|metres|meters|feet|yards|centimetres|centimeters|cm|millimetres|millimeters|mm|inches)\b|\bwhat(?:'s| is| was) (?:\w+(?:'s)? ){0,3}(?:height|distance|altitude|elevation)\b|\bwhat (?:altitude|elevation)\b(?=\s+(?:is|are|was|were|do|does|did|will|would|can|could|should|has|have|had|am)\b|\s*\??$)|\b(?:which|what) distance\b/iu;
/**
 * Which distance, of a race ("Which distance am I racing in Chicago?"): a race named by its distance
 * tells it ("the 10K", "a 50-miler", "the half marathon", 半马), though it tells no distance otherwise
 * ("ran a 5k yesterday" is no length of a commute). Since session 54.
 */
const ASKS_WHICH_DISTANCE = /\b(?:which|what) distance\b|哪个距离|跑(?:哪个|什么)(?:项目|组别)/iu;
const RACE_DISTANCE = /(?<![$£€¥\d.,])\b\d{1,3}(?:\.\d)?[Kk]\b|\b\d{1,3}-milers?\b|\b(?:half|full)[- ]marathon\b|半马|全马|半程马拉松|全程马拉松/u;

/** Whether the text names the race whose distance the question asks which. */
export function namesRaceDistanceAsked(text: string, question: string): boolean {
  return ASKS_WHICH_DISTANCE.test(question) && RACE_DISTANCE.test(text);
}
/** A speed: 时速, 速度多少, 多快, "how fast", "what speed", and (since session 43) "what is … speed" as "what is … weight" is read ("What's my typing speed?"). */
const ASKS_SPEED = /时速|速度[^，。,？?！!]{0,3}?多少|多快|\bhow fast\b|\bwhat (?:\w+ )?speed\b|\bwhat(?:'s| is| was) (?:\w+(?:'s)? ){0,3}speed\b/iu;
/**
 * A code (Li and Roth's NUM:code): a number that identifies rather than counts, asked for as such:
 * 车牌号是多少, 手机号码是什么, 单号是多少, "What's my reservation number?", "What was the
 * confirmation code?". Its answer is a string of digits or of letters and digits (浙B·3M115, 138
 * 0013 8000, UA 1876); an amount of anything (21万, 一辆) is none. A number named in passing
 * ("after receiving her phone number", "my number one goal") is no such question.
 */
const ASKS_CODE =
  /(?:号码|[车牌手机学工卡账单编证籍请间班位]号|\bID\s*号?)(?:现在)?(?:是)?(?:多少(?!钱)|什么|啥)|^\s*what(?:'s| is| was| are| were)\s+(?:[\w-]+(?:'s)?\s+){0,4}(?:numbers?|codes?|plates?|zip code|postcode|id)\b(?!\s+(?:of|one|two|three|\d))|^\s*what\s+(?:[\w-]+\s+){0,2}(?:number|code|id)\s+(?:is|was|are|were|do|does|did|have|has|had|will)\b/iu;

/**
 * "What was my ferritin number?", "his creatinine numbers": a number of a substance, an attribute or
 * a body's measure (WordNet's noun.substance, noun.attribute, noun.body, noun.phenomenon) is a reading
 * taken, not a code, though asked as "… number". Since session 60.
 */
const NUMBER_OF = /\b([a-z]+)\s+numbers?\b/giu;
const MEASURED_KINDS: ReadonlySet<string> = new Set(['07', '08', '19', '27']);

function asksMeasuredNumber(question: string): boolean {
  return [...question.matchAll(NUMBER_OF)].some((match) => MEASURED_KINDS.has(sharedLexicalRelations.firstNounSenseOf((match[1] as string).toLowerCase())?.file ?? ''));
}

/** An area: 面积, 多少平 / 几平 (平米, 平方), "how many square feet / metres", "what size … in square …". */
const ASKS_AREA = /面积|[几多少]+平(?:米|方)?(?![安常时均方面台板])|\bhow many square\b|\bsquare (?:feet|foot|metres|meters)\b.*\?$/iu;
/**
 * A duration counted in a unit of time: 几年, 多少天, 几个月, 几个小时, "how many hours / days /
 * weeks / months / years", and since session 37 多久 and 多长时间, which until then asked nothing
 * in Chinese: the duration's answers include the time point it is counted from (去年开始). Not 多久
 * …一次, a frequency asked of a routine whose interval the agent may know in general (我的车要多久保养一次
 * of 我开的是一辆特斯拉Model Y: the car bears on it; first-minutes.test.ts), nor 这几年 / 前几天 / 上几周 (recent
 * times; but 上几天班 / 上几天课 is how many days one goes to work or class, since session 49), 几年级 (a school year), 几月 (which month: 几个月 is the duration). "How long" stays a plain quantity (quantity-cues.ts): read
 * as a duration it found 9 more first hits on the dialogue sets and lost 7 on LoCoMo (session 37).
 * Only in the perfect ("How long have I lived in Lisbon?") is it a duration since session 44: a span
 * up to now, which the time it began answers ("I moved to Lisbon in 2023").
 */
const ASKS_DURATION = /(?<![这那前近过头后]|上(?!几天[班课学]))(?:几|多少)(?:个)?(?:年(?!级)|周|星期|天|小时|钟头|分钟)|(?:几|多少)个月|多久(?![^，。？?！!]{0,8}?[一1]次)|多长时间|\bhow many (?:years|months|weeks|days|hours|minutes)\b|\bhow long (?:have|has)\b/iu;
/**
 * The time between two events in Chinese (从挂牌260万到降价，中间隔了多久？, 从摔伤到做完手术隔了几天？) is
 * counted from the days they were told, which no memory need say in words: no duration is expected
 * of it. Until session 49 the mark of when a memory was told (截至2026年5月2日) stood in for one. Not
 * in English: "How many days after the operation…?" and LoCoMo's "How many months passed between…"
 * lost their first hits (four for one gained), the memories that say a date ranking first for them.
 */
const ASKS_TIME_BETWEEN = /从[^，。？?！!]+到[^，。？?！!]+|[隔相间]隔|隔了/u;

/** Nouns of a rate told in percent: asked before 多少 / 几 (ASKS_PERCENT, with a few more), stated before a bare number (PERCENT). */
const RATE_NOUNS_HAN = '利率|费率|税率|比例|年化|收益率';
/**
 * A percentage (Li and Roth's NUM:perc): 百分之几, 百分比, 几成, 多少%, a rate's noun before 多少 / 几
 * (利率, 费率, 税率, 比例, 年化, 通过率), "what percent(age)", "what interest rate", "what APR / APY", and
 * since session 49 几个点, the percentage points 个点 counts (公积金按几个点交？; 几点 is the clock's).
 * Not 汇率 (an exchange rate is a price) nor a rate of pay ("What hourly rate do I charge?": money).
 */
const ASKS_PERCENT = new RegExp(
  `百分之(?:几|多少)|百分比|几成|多少\\s*[%％]|(?:几|多少)个点(?!钟)|(?<!汇)(?:${RATE_NOUNS_HAN}|比率|通过率|增长率)[^，。,？?！!]{0,3}?(?:多少|几)|\\bwhat(?:'s| is| was| are| were)? (?:\\w+ ){0,2}(?:percent|percentage|interest rate|apr|apy)\\b|\\bhow much (?:\\w+ ){0,2}percent\\b`,
  'iu',
);
/**
 * A share of a whole (租车的钱占了总花费的几成？, "What percentage of the budget does rent make up?") is
 * worked out from two amounts as often as it is stated: no percentage is expected.
 */
const ASKS_SHARE = /占|\b(?:account(?:s|ed)? for|make(?:s)? up|made up)\b/iu;

/** A floor of a building: 几楼, 几层, 多少楼, "which / what floor". */
const ASKS_FLOOR = /[几多少]+(?:楼|层)(?![房高])|\b(?:which|what) floor\b/iu;

/**
 * A size (Li and Roth's NUM:size, of clothes, shoes and frames): 尺码, 尺寸, 多大码, 几码, "what size",
 * "what's the … size". Asked in square units it is an area (ASKS_AREA, read first). Not the object of
 * measuring (上门量尺寸是哪天？ asks a day: 量 / 测 尺寸 is the visit's verb phrase).
 */
const ASKS_SIZE = /(?<![量测])(?:尺码|尺寸)|多大码|几码|穿多大|\b(?:what|which) size\b|\bwhat(?:'s| is| was| are| were) (?:\w+(?:'s)? ){0,3}sizes?\b/iu;
/**
 * A direction (LOC): which way something faces or goes: 朝哪 / 朝向 / 往哪个方向, "which direction", "which way
 * … face". Not 什么方向 alone, a field as often (读研是什么方向), nor "what way" ("what way of eating").
 */
const ASKS_DIRECTION = /朝哪|朝向|朝[什哪][么个]方向|往哪(?:个方向|边)|\b(?:which|what) direction\b|\bwhich way (?:\w+ ){0,4}(?:face|faces|facing|point|points|pointing)\b|\bfac(?:e|es|ing) (?:which|what) way\b/iu;
/**
 * A side of the body (which of a pair): 左脚还是右脚, 哪只眼睛, 哪条腿, 哪一侧, "left or right". An English
 * "which ear / knee" is an instance question read by its head (answer-instances.ts). Not 哪边 alone
 * (住在哪边 asks a place) nor "which side" (of town, of the family). Since session 50.
 */
const ASKS_SIDE = /左[^，。？?！!还]{0,4}还是右|右[^，。？?！!还]{0,4}还是左|哪一?(?:只|边|侧|条|个)(?:脚|手|眼睛?|耳朵?|腿|胳膊|膝盖|肩膀?|肾|脸)|哪一?侧|\b(?:left or right|right or left)\b/iu;
/** An address (LOC): 地址, 门牌, 哪条路 / 哪条街, "what's the address", "which street". */
const ASKS_ADDRESS = /地址|门牌|哪条(?:路|街|马路|巷|胡同)|\bwhat(?:'s| is| was) (?:\w+(?:'s)? ){0,4}address\b|\b(?:what|which) street\b/iu;

/**
 * A place in a ranking (Li and Roth's NUM:ord asked of a result): 第几名, 什么名次, 几等奖, "What place did
 * Theo finish?", "finished in what place". Not "which place" alone (a location far more often: "Which
 * place did we stay at?"), nor "what rank" (an army's as often), nor 拿了什么奖 (a prize is named, not
 * ranked: 最佳创意奖).
 */
const ASKS_RANK = /第几名|名次|几等奖|\b(?:what|which) place (?:did|do|does|will) (?:\w+ ){1,4}(?:finish|come|end up|place)\b|\bfinish(?:ed)? in (?:what|which) place\b/iu;

/** The measure a quantity question names, if it names one of these. */
export function askedMeasure(question: string): Measure | undefined {
  if (ASKS_CODE.test(question) && !asksMeasuredNumber(question)) return 'code';
  if (ASKS_MONEY.test(question)) return 'money';
  if (ASKS_TEMPERATURE.test(question)) return 'temperature';
  if (ASKS_SCORE.test(question)) return 'score';
  if (ASKS_WEIGHT.test(question)) return 'weight';
  if (ASKS_SPEED.test(question)) return 'speed';
  if (ASKS_DISTANCE.test(question)) return 'distance';
  if (ASKS_PERCENT.test(question) && !ASKS_SHARE.test(question)) return 'percent';
  if (ASKS_FLOOR.test(question)) return 'floor';
  if (ASKS_AREA.test(question)) return 'area';
  if (ASKS_SIZE.test(question)) return 'size';
  if (ASKS_DIRECTION.test(question)) return 'direction';
  if (ASKS_SIDE.test(question)) return 'side';
  if (ASKS_ADDRESS.test(question)) return 'address';
  if (ASKS_RANK.test(question)) return 'rank';
  if (ASKS_DURATION.test(question) && !ASKS_TIME_BETWEEN.test(question)) return 'duration';
  if (asksPriceOfAThing(question)) return 'money';
  return undefined;
}

/**
 * "How much is / was / are / were" a thing made or a possession ("How much were my Korean Air tickets?",
 * "How much is the new TV?", "How much was my reimbursement?") asks its price: the head noun (the
 * last word before the question ends or a word that ends the phrase) in WordNet's files of
 * artefacts (noun.artifact), possessions (noun.possession, where fees, pay, loans and refunds sit)
 * and documents (noun.communication, where tickets and bills sit). A substance or an amount of time asks a quantity ("How much was the rain?"). Since session 46.
 */
const HOW_MUCH_IS = new RegExp(`\\bhow much (?:is|was|are|were) (?:[\\w-]+(?:'s)? ){0,4}?([a-z-]+)(?=\\s*(?:[?.!]|$)|\\s+${PHRASE_END_WORDS})`, 'iu');
const PRICED_FILES: ReadonlySet<string> = new Set(['06', '10', '21']);

function asksPriceOfAThing(question: string): boolean {
  const head = HOW_MUCH_IS.exec(question)?.[1]?.toLowerCase();
  if (head === undefined) return false;
  // A plural may be a lemma of its own with another first sense ("shoes": someone's situation): its singular is read too.
  const forms = head.endsWith('s') ? [head, head.slice(0, -1)] : [head];
  return forms.some((form) => {
    const sense = sharedLexicalRelations.firstNounSenseOf(form);
    return sense !== null && PRICED_FILES.has(sense.file);
  });
}

/**
 * English cardinals spelled out ("under two pounds", "twenty-five miles", "half a kilo"): a closed
 * class, read before a unit as digits are. Until session 45 only digits and Chinese numerals were
 * read, and "it weighs under two pounds" stated no weight.
 */
const ENGLISH_CARDINAL = `\\b(?:${EN_NUMBER_WORDS}|(?:a |one )?hundred|(?:a )?dozen|half an?|a half)\\b`;
/** A number: digits (with thousands as "k" before a unit's word, "38k miles", since session 49), Chinese numerals or an English cardinal. */
const NUMERAL = `(?:\\d[\\d,]*(?:\\.\\d+)?(?:k(?=\\s*[a-z]))?|[零〇一二两三四五六七八九十百千万亿几半]+|${ENGLISH_CARDINAL})`;
/**
 * Between a number and its unit: spaces, an approximating 多 / 来 (三十多斤), or the hyphen of an
 * English compound adjective ("23-gram darts", "a 30-foot RV", "a 5-degree drop"), which until
 * session 36 hid the unit.
 */
const UNIT_JOIN = '(?:-|\\s*(?:多|来)?\\s*)';
/** Units of things other than money: a number before one is a count, a time, a size. */
const NOT_MONEY_UNITS = '%|[个次天年月周号日点台只人位米度分秒克斤升层楼岁张件本条辆套间家份杯]';
/**
 * Where a number starts and ends: not right after or before a digit, nor a separator between two
 * digits (1,400; 2.6), nor the minutes of a time of day (6:30, 7：45; until session 49 "Tuesdays
 * and Thursdays 6:30 to 8" stated a sum of 30). A comma or full stop after the number ends it:
 * Chinese typed with Latin punctuation (月租6800,两个人平摊) put one there, and until session 34 that
 * hid the amount.
 */
const NOT_INSIDE_NUMBER = '(?<!\\d|\\d[.,:：])';
const CONTINUES_NUMBER = '(?:\\d|[.,]\\d)';
/** A reading to a tenth with no unit ("it hit 101.3", 现在59.8): a temperature or a weight, as told. */
const BARE_READING = `${NOT_INSIDE_NUMBER}\\d{2,3}\\.\\d(?!${CONTINUES_NUMBER})`;
/**
 * A whole number of two or more digits with no unit after it and not a year: a sum in a text
 * about paying (一共 1400, 每月59的套餐, "paid 1400 for it"), or a reading in one about heat ("the
 * house got up to 91 inside"), which a decimal below one (甲醛 0.12) or a count of things (两台,
 * "12 chickens") is not. An English word after the number is read as what it counts unless it is
 * one of the closed class of words that end the amount (a preposition, a conjunction, a place or
 * time adverb): until session 22 any word did, so "91 inside" stated no temperature. A number
 * after a capitalised word is a model or a designation ("Ninja 400", "Route 66"), not an amount
 * (`DESIGNATION`, read before the measures: the measures' patterns ignore case).
 */
const AFTER_BARE_AMOUNT = 'inside|outside|indoors|outdoors|today|tonight|yesterday|now|then|at|in|on|for|from|to|and|or|but|so|last|this|each|per|a|an|the|total|altogether|all';
/**
 * What may follow a bare amount: not more of the number, a letter, a unit of something other than money, an English word other than those that end the amount, a slash before a number (a ratio or a grade of grit, 60/90; since session 46),
 * or a hyphen before a word (a 20-gallon tank, a 10-minute walk: a compound of the number and its unit, since session 53).
 */
const BARE_AMOUNT_END = `(?!${CONTINUES_NUMBER}|[a-z]| ?(?:${NOT_MONEY_UNITS})| (?!(?:${AFTER_BARE_AMOUNT})\\b)[a-z]|\\/\\d|-[a-z])`;
/**
 * Thousands with "k" before a unit of length are a distance ("38k miles", "190k km"), not a sum:
 * until session 49 "a used 2021 Kia Niro hybrid, silver, 38k miles" told what it cost. Any other
 * word after them may still count money ("23k left", "95k base").
 */
const K_BEFORE_LENGTH = '\\s*(?:(?:nautical |statute )?miles?|km|kilomet(?:re|er)s?|met(?:re|er)s?|feet|ft)\\b';
const BARE_SUM = `${NOT_INSIDE_NUMBER}(?!(?:19|20)\\d\\d\\b)(?:[1-9]\\d{0,2}(?:,\\d{3})+|[1-9]\\d{1,})${BARE_AMOUNT_END}`;
/**
 * A sum to the cent with no unit (调回18.99了, "relisted at 24.50"): two decimal places after two or
 * more whole digits is how prices are written; readings are told to a tenth, and a grade or a
 * height to the hundredth has one whole digit (3.85, 1.75). Since session 44.
 */
const BARE_PRICE = `${NOT_INSIDE_NUMBER}[1-9]\\d{1,3}\\.\\d{2}${BARE_AMOUNT_END}`;
/** A bare number after what opens a score (a verb of scoring, or a result's noun and a few words), not a count of minutes, days, times or subjects. */
function bareScoreAfter(opening: string): string {
  return `(?:${opening})\\s*(?:才|只|就|了)?${NUMERAL}(?![\\d.,零〇一二两三四五六七八九十百千万亿])(?!\\s*(?:分钟|天|次|年|月|号|个|遍|门|科|周|岁|小时|点))`;
}
/** Up to four words between a result's noun and its number (雅思成绩出来了，6.5). */
const AFTER_RESULT_NOUN = '[^，。！？,.!?\\d]{0,4}[，,:：]?';
/** An exam's parts (answer-series.ts's pairs, which keep one part from answering another, and a language test's four), whose bare number is their score (理论78; since session 55). */
const EXAM_PARTS = [...EXAM_PARTS_HAN.flat(), '口语', '听力', '阅读', '写作'].join('|');
/** A bare number after a verb of scoring, a result's noun or an exam's part: 期中才考七十二, 稳定在74左右, 雅思成绩出来了，6.5, 总分 7, 理论78. */
const BARE_SCORE = bareScoreAfter(`考了?|考到|考出|拿了|拿到|得了|稳定在|(?:成绩|总分|得分|分数|均分|平均分|${EXAM_PARTS})${AFTER_RESULT_NOUN}`);
/** A bare number after a verb of reaching a weight or the noun itself (瘦到64.5, 体重卡在62, 体重又涨回80, "down to 160", "weighed in at 72"), as weights are told without their unit. */
const BARE_WEIGHT = `(?:体重[^，。！？,.!?\\d]{0,3}?|[瘦胖减降掉涨长](?:回|到|回到)|反弹到|卡在|\\b(?:down to|up to|weigh(?:s|ed)?(?: in at)?)\\s)\\s*(?:了|是|只有|才|在)?\\s*${NOT_INSIDE_NUMBER}\\d{2,3}(?:\\.\\d)?(?!${CONTINUES_NUMBER}|\\s*(?:%|[个次天年月周号日点岁]|minutes?|hours?|days?|years?))`;
/**
 * 估 in a question asks an estimate (甜甜中考估了多少分？), which an estimated score answers
 * (估分六百二十多); a question asking what was scored (闺女高考实际考了多少分？) is not answered by
 * one. Since session 50.
 */
const ASKS_ESTIMATE_HAN = /估/u;
const ESTIMATED_SCORE = new RegExp(bareScoreAfter(`估分${AFTER_RESULT_NOUN}`), 'u');

export function asksEstimate(question: string): boolean {
  return ASKS_ESTIMATE_HAN.test(question);
}

/** Whether the text gives an estimated score the question asks for (see ASKS_ESTIMATE_HAN). */
export function statesEstimatedScore(plain: string, question: string): boolean {
  return asksEstimate(question) && ESTIMATED_SCORE.test(plain);
}

/**
 * Bare numbers another measure claims by the words before them (a weight after 体重 / 瘦到 /
 * "weighed", a score after 考了 / 成绩 / 总分): no sum and no reading. Only words that name that measure
 * alone: 卡在, 稳定在 and "down to" also come before prices. Until session 35 体重卡在62快三周了 stated
 * money, so a question asking the rent took it for an answer.
 */
const CLAIMED_BARE_NUMBER = new RegExp(
  `(?:体重|[瘦胖减](?:回|到|回到)|\\bweigh(?:s|ed)?(?: in at)?\\s|考[了到出]|成绩|总分|得分|分数|估分)[^，。！？、；,.!?;\\d]{0,3}${NOT_INSIDE_NUMBER}\\d{2,3}(?:\\.\\d)?(?!${CONTINUES_NUMBER}|\\s*[多来余]?\\s*(?:元|块|万|千|美元|美金|刀|dollars?\\b|bucks\\b))`,
  'giu',
);

/**
 * Money in a text: a currency symbol; a number with a money unit (元, 块, 毛, 角, 万 / 千 / 亿 as
 * sums, not before a unit of something else: 开了三万公里, 两万步, since session 46; the currencies' names, dollars, bucks, euros, pounds, cents, grand, k), in Chinese also
 * after an approximating 多 / 来 / 余 (四百多人民币, 两千来块); or a whole number of two or more digits
 * with no unit after it and not a year (一共 1400, 每月59的套餐): a sum in a text about paying, which a
 * decimal below one (甲醛 0.12) or a count of things (两台) is not; or a sum to the cent (`BARE_PRICE`).
 */
const MONEY = new RegExp(
  [
    `(?:${CURRENCY_SIGN})\\s?\\d`,
    `${NUMERAL}\\s*[多来余]?\\s*(?:元|块|毛|角|(?:万|千|亿)(?!\\s*[多来余]?\\s*(?:${NOT_MONEY_UNITS}|公里|公斤|千米|千克|平|步|字))|美元|美金|欧元|英镑|刀|人民币|港币|港元|日元|韩元|台币|卢布)`,
    `\\b\\d[\\d,]*(?:\\.\\d+)?\\s*(?:dollars?|bucks|euros?|pounds?|cents?|grand|k(?!${K_BEFORE_LENGTH})|quid|rmb|yuan)\\b`,
    // A sum in words ("a dollar a minute", "fifty bucks", "a couple grand"); not pounds, a weight as often.
    `(?:${ENGLISH_CARDINAL}|\\b(?:an?|a few|a couple(?: of)?))\\s+(?:dollars?|bucks|euros?|cents|grand|quid)\\b`,
    BARE_SUM,
    BARE_PRICE,
    // The same sum in Chinese numerals, ending its clause: 一节课一百八。房租两千五，(a magnitude, 百 or 千, and nothing after it but an approximating 多 / 来 / 余: 修的话要八百多，since session 50).
    // Also with the unit it is paid by after it, the way a price per day or visit is said (帆船课八百八一天，一千二一晚, since session 53).
    '(?<![零〇一二两三四五六七八九十百千万])[一二两三四五六七八九十]*[百千][零〇一二两三四五六七八九十]*[多来余]?(?=\\s*(?:一(?:天|晚|次|人|位|节|小时|周|个?月|年)\\s*)?(?:[，。！？、；,.!?;]|$))',
    // A sum spent told bare before what it bought (花三百二买了根球杆, 花一千一买了盆春兰; since session 55).
    '(?<=花了?\\s*)[一二两三四五六七八九十]*[百千][零〇一二两三四五六七八九十]*[多来余]?(?=\\s*买)',
    // A sum under a hundred told bare after a word of paying or of a total, ending its clause (鱼加缸一共八十五。花了六十, since session 53).
    '(?<=(?:一共|总共|总计|合计|花了|付了|交了)\\s*)[两三四五六七八九十][零一二两三四五六七八九十]*(?=\\s*(?:[，。！？、；,.!?;]|$))',
    // A price per piece told bare after 一 and a measure word, ending its clause (耳环一对三十五，民宿一晚四百八): the magnitude above is not needed there.
    // Since session 52 also per pair or handful (球拍一副九十, 一把, 一支, 一箱), per visit or head (一次, 一人) and per day, week, month or year (一天, 一个月).
    '(?<=一(?:对|晚|斤|个|件|份|张|杯|碗|节|位|套|盒|瓶|双|条|本|小时|平米?|副|把|只|支|台|箱|袋|包|罐|桶|次|人|天|周|个?月|年))[两三四五六七八九十][零一二两三四五六七八九十]*(?=\\s*(?:[，。！？、；,.!?;]|$))',
    // Nothing paid is a price too ("cost nothing", "got it for free", 免费, 没花钱; since session 61): a closed class of
    // phrases that say no money changed hands, not "free" alone ("I'm free Saturday", "gluten-free").
    "\\bcost(?:s|ing)?\\s+(?:me\\s+|us\\s+|them\\s+)?nothing\\b|\\b(?:didn['’]t|did not|doesn['’]t|won['’]t)\\s+cost\\s+(?:me\\s+|us\\s+)?(?:a thing|anything|a (?:penny|cent|dime))\\b|\\bfor free\\b|\\bfree of charge\\b|\\bat no (?:cost|charge)\\b|\\bno charge\\b|免费|没花(?:一分)?钱|不(?:要|收|花)钱|一分钱(?:都|也)?没(?:花|收|要)",
  ].join('|'),
  'iu',
);
/** A temperature: a number with 度, °, ℃, ℉ or degrees, or a bare reading (above), whole or to a tenth ("it hit 101.3"). */
const TEMPERATURE = new RegExp(`${NUMERAL}${UNIT_JOIN}(?:度|°|℃|℉|degrees?\\b)|${BARE_SUM}|${BARE_READING}`, 'iu');
/** A score: a number with 分 (not 分钟) or points (hyphened too, "an 8-point buck": session 55), or a score written as a fraction or result (7/10, 3-1). */
const SCORE = new RegExp(
  [
    `${NUMERAL}(?:\\s*|-)(?:分(?!钟)|points?\\b|pts\\b)|\\b\\d+\\s*(?:/|-|:)\\s*\\d+\\b`,
    // A test is also scored in percent ("passed theory with 78%", 正确率百分之九十).
    `${NUMERAL}\\s*(?:%|％|percent\\b|per cent\\b)|百分之`,
    BARE_SCORE,
    '\\b(?:scored|got an?|band|with an?)\\s+\\d+(?:\\.\\d+)?\\b',
    // "scoring around 158 on practice tests" (session 50).
    '\\bscor(?:ing|es)\\s+(?:around|about|roughly|over|under)?\\s*\\d+(?:\\.\\d+)?\\b',
    // "got 1450 on the SAT": a number got on a test is its result.
    '\\bgot\\s+\\d+(?:\\.\\d+)?\\s+on\\b',
  ].join('|'),
  'iu',
);

/**
 * A weight: a number with a unit of mass (斤, 公斤, kg, pounds, lbs, stone); a bare number after a
 * verb of reaching a weight or the noun itself (瘦到64.5, 体重卡在62, "down to 160", "weighed in at
 * 72"), as weights are told without their unit; or a bare reading to a tenth (现在59.8).
 */
const WEIGHT = new RegExp(
  [
    `${NUMERAL}${UNIT_JOIN}(?:斤|公斤|千克|克|kgs?\\b|kilos?\\b|kilograms?\\b|pounds?\\b|lbs?\\b|stone\\b|grams?\\b|g\\b|oz\\b|ounces?\\b)`,
    BARE_WEIGHT,
    BARE_READING,
  ].join('|'),
  'iu',
);
/**
 * A price by weight (毛茶一斤卖到了三百六, 每斤八块, "$12 a pound", "$4/lb") tells no weight: its unit counts
 * the money. Not 一斤三两 (a weight in jin and liang): the price is a sum of tens or more, or in 块 / 元.
 * Since session 56.
 */
const PRICE_BY_WEIGHT = new RegExp(
  `[一每](?:斤|公斤|千克)(?:卖|要|才|就|是)?(?:到了?)?\\s*(?:\\d+|[零一二两三四五六七八九]*[十百千万][零一二两三四五六七八九十百千万]*|[一二两三四五六七八九]+(?=块|元))|[$£€¥]\\s?\\d[\\d.,]*\\s*(?:a|per|\\/)\\s*(?:pound|lb|kilo|kg)\\b`,
  'giu',
);
/** A distance or a height: a number with a unit of length (米, 公里, cm, miles, feet, 5'10"), or 一米七 (a metre and tenths). */
const DISTANCE = new RegExp(
  `${NUMERAL}${UNIT_JOIN}(?:公里|千米|厘米|公分|毫米|米|英里|里(?![面边头])|km\\b|kilomet(?:re|er)s?\\b|cm\\b|mm\\b|m\\b|met(?:re|er)s?\\b|(?:nautical |statute )?miles?\\b|feet\\b|foot\\b|ft\\b|inch(?:es)?\\b|yards?\\b)|\\b\\d\\s*'\\s*\\d{1,2}`,
  'iu',
);
/**
 * A speed: a number with a unit of speed (km/h, mph, 公里每小时, 码, 迈), or a bare reading of two or
 * three digits, as speeds are told ("clocked me at 82 in a 65"); a time (四十分钟, "20 minutes") is none.
 */
const SPEED = new RegExp(
  `${NUMERAL}\\s*(?:km\\/h|kph\\b|mph\\b|miles (?:an|per) hour\\b|kilomet(?:re|er)s (?:an|per) hour\\b|公里(?:每|\\/)(?:小时|时)|码|迈)|(?<!\\d|\\d[.,:]|[$£€¥￥]\\s?)\\d{2,3}(?!\\d|[.,:]\\d|\\s*(?:%|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|分钟|小时|天|年|岁|个|次))`,
  'iu',
);
/**
 * A code: three or more digits that are not a calendar year nor a sum after a currency sign ("$185
 * fee", since session 50), or letters and digits run together (3M115, A320, UA 1876 as "UA" then
 * digits, plot 14B), the way plates, numbers and ids are written.
 */
const CODE = /(?<![\d.,$£€¥￥])(?!(?:19|20)\d\d(?:\s*年|\b))\d(?:[ -]?\d){2,}|[A-Za-z]+[·-]?\d+[A-Za-z\d]*|\d+[A-Za-z]+\d+|\b\d{1,4}[A-Z]\b/u;

/** An area: a number with a unit of area (平米, 平方米, 平, 亩, ㎡, square feet / metres, sq ft, acres). */
const AREA = new RegExp(`${NUMERAL}${UNIT_JOIN}(?:平方米|平方|平米|平(?![安常时均方面台板])|亩|公顷|㎡|m²|sq\\.?\\s?(?:ft|m)\\b|square (?:feet|foot|metres|meters|miles)\\b|acres?\\b|hectares?\\b)`, 'iu');
/** A month's name as written in a sentence (capitalised: "may" is also a verb). */
const MONTH = `(?:${MONTHS.map((month) => month[0]?.toUpperCase() + month.slice(1)).join('|')})`;
/** A span of the clock: 9点到6点, "nine to five", "from 8 to 4". */
const CLOCK_SPAN = '\\d{1,2}(?::\\d\\d)?\\s*(?:am|pm|点)?\\s*(?:-|–|to|until|till|到|至)\\s*\\d{1,2}';
/** A span of the clock or the week: 9点到6点, "nine to five", 周一到周五, "Mondays and Thursdays". */
const SPAN_OF_DAYS =
  `${CLOCK_SPAN}|[周星期礼拜](?:${CHINESE_WEEKDAY_CHARS}|末)|工作日|\\b(?:weekdays?|weekends?|${WEEKDAY_NAMES}s?)\\b`;
const PART_OF_DAY_SPAN = `[一半]个?整?(?:上午|下午|早上|晚上|白天|通宵|整天|整晚|宿)|整整一天|\\b(?:all|the whole|the entire|a full|the full) (?:morning|afternoon|evening|night|day|weekend)\\b`;
/**
 * A number of units of time, in Chinese (三个小时, 两年多), in digits ("12-hour shifts", "3 days") and in
 * English words ("six weeks", "half an hour"), each with its own alternation of units: the spans of
 * `SPAN_PARTS` and of `SPAN_IN_HOURS` differ only in the units they take.
 */
function spansIn(hanUnits: string, digitUnits: string, wordUnits: string): string[] {
  return [
    // 五个多小时, 两个半月: 多 and 半 also after 个 (since session 56).
    `${NUMERAL}\\s*(?:多|来)?\\s*(?:个)?\\s*(?:多|半)?\\s*(?:${hanUnits})`,
    `\\b\\d+(?:\\.\\d+)?(?:\\s|-)?(?:${digitUnits})\\b`,
    // "a two-year lease", "a six-week course": the hyphened span too (since session 56).
    `\\b(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|a few|several|half an?|a couple of)(?:\\s+|-)(?:${wordUnits})\\b`,
  ];
}
/**
 * A duration, or the time point it is counted from: a number with a unit of time (三年, 半个月,
 * "12-hour shifts", "six weeks"), a calendar year, a date or a month something began in, an
 * ordinal, or a past time named (去年, 上个月, "last spring", "since", "ago"): "How many years
 * have I had the car?" is answered by "bought it in 2023"; a span of the clock or the week, "how
 * many hours a day" or "days a week".
 */
const START_PARTS = [
  '(?:19|20)\\d\\d',
  // A month or a day of the month (三月, 六月十七日): 三个月 is the span (since session 54 read apart).
  `${NUMERAL}\\s*(?:月|日)`,
  // A start the memory's own time dates ("I've started learning to ring", 开始学): since session 49 in English too.
  '去年|前年|今年|上个?月|上周|上星期|上礼拜|以前|之前|以来|开始|\\b(?:started|began|begun|took up)\\b',
  '\\b(?:since|ago|last (?:year|month|week|spring|summer|autumn|fall|winter))\\b',
];
const SPAN_PARTS = [
  ...spansIn('工作日|年|周|星期|礼拜|天|小时|钟头|分钟|秒', 'hours?|hrs?|days?|weeks?|months?|years?|yrs?|minutes?|mins?|decades?', 'hours?|days?|weeks?|months?|years?|minutes?|decades?'),
  `${NUMERAL}\\s*(?:多|来)?\\s*个\\s*月`,
  // A frequency answers 多久一次: 每周两次 (每隔三天 is a number of days); 每天 alone is an everyday adverb (每天上下班来回六十公里).
  `每(?:周|天|月|年|星期|礼拜|个月)[^，。！？,.!?]{0,6}?${NUMERAL}\\s*次`,
  // A span of the clock or the week answers "how many hours a day" and "how many days a week" (not years or months: `DURATION_IN_YEARS`).
  SPAN_OF_DAYS,
  // A part of the day as a span (一上午就割完了, 忙了一整天, "took all afternoon", "spent the whole morning"): the day's parts are units of time as hours are. Since session 62.
  PART_OF_DAY_SPAN,
];
// An ordinal counts the years or times ("our tenth anniversary", 第三年).
const ORDINAL_PART = `\\b(?:\\d+(?:st|nd|rd|th)|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|twentieth|thirtieth|fortieth|fiftieth)\\b|第${NUMERAL}`;
const DURATION_PARTS = [...SPAN_PARTS, ORDINAL_PART, ...START_PARTS];
// Any case: a sentence opens with its word ("Seven years now", "Since I was 17"); until session 37 those stated no duration.
const DURATION = new RegExp(DURATION_PARTS.join('|'), 'iu');
/** One pattern of the given parts less those named: the duration and span patterns that leave out spans some questions do not take. */
function partsWithout(parts: readonly string[], ...left: readonly string[]): RegExp {
  return new RegExp(parts.filter((part) => !left.includes(part)).join('|'), 'iu');
}
/**
 * A duration asked in years or months (几年, 多少个月, "how many years") is not told by a span of the
 * clock or the week, nor by a part of the day ("it poured all day"): until session 49 周六还得轮班 told 我在银行干了几年？.
 */
const DURATION_IN_YEARS = partsWithout(DURATION_PARTS, SPAN_OF_DAYS, PART_OF_DAY_SPAN);
const ASKS_YEARS_OR_MONTHS = /(?:几|多少)(?:个)?(?:年(?!级)|月)|\bhow many (?:years|months)\b/iu;
/** Days or weeks counted (几天, 多少周, "how many days passed"): a part of the day is no count of them ("patients stare at my arms all day"; since session 62). */
const ASKS_DAYS_OR_WEEKS = /(?:几|多少)(?:个)?(?:天|周|星期|礼拜)|\bhow many (?:days|weeks)\b/iu;
const DURATION_BUT_PARTS_OF_DAY = partsWithout(DURATION_PARTS, PART_OF_DAY_SPAN);

/** A month something began in or a date ("since March", "July 20"), read with its case: "may" is a verb far more often. */
const DURATION_FROM_MONTH = new RegExp(`\\b(?:[Ss]ince|[Ii]n|[Ff]rom) ${MONTH}\\b|\\b${MONTH} \\d{1,2}\\b|\\b\\d{1,2}(?:st|nd|rd|th)? (?:of )?${MONTH}\\b`, 'u');

/**
 * How long one has had a thing ("How long have I had the sheep now?", 扫地机买回来多久了？) is counted
 * from the day it was got, which the memory telling the getting dates, as "started" dates a span
 * (`DURATION_PARTS`): the question's own verb of having or getting, and in the memory a verb of
 * getting a thing (got, bought, adopted, brought home; 买了, 入手, 领养, 抱回). Since session 54.
 */
const HAD_LATIN = /\bhow (?:long|many (?:years|months|weeks|days)) (?:have|has) (?:[\w'’-]+ ){1,3}had ((?:[\w'’-]+ ?){1,4}?)(?=\s*(?:now|for|so far|already|as of|[?,.]|$))/iu;
const GOT_HAN = /(\p{Script=Han}{0,4}?)(?:买|入手|领养|抱回|接回|到家)[^，。？?！!]{0,4}(?:多久|多长时间|(?:几|多少)个?(?:年|月|周|星期|天))/u;
/** The getting told by the speaker, or with the subject dropped ("Got it!", "Finally bought the e-bike"): "Femi got an e-bike too" is someone else's. */
const TELLS_GOT =
  /(?:^|[.!?:]\s+|\b(?:I|we|We)(?:['’]ve|\s+have|\s+had)?\s+)(?:(?:just|finally|also|recently|Finally|Just|Also)\s+)?(?:[Gg]ot|[Gg]otten|[Bb]ought|[Aa]dopted|[Bb]rought (?:[\w'’-]+ ){0,3}home|[Tt]ook (?:[\w'’-]+ ){0,3}home|[Pp]icked up)\b|买了|买回|入手|入了|领养|抱回|接回|到家/u;
const DETERMINERS_LATIN = /^(?:the|a|an|my|our|his|her|their|your|this|that|these|those)$/iu;

/** The thing a "how long have I had …" question asks of: the words of its object ("the e-bike") or what comes before the Chinese verb (扫地机); undefined when it asks no such span, empty when it names no thing. */
function hadThing(question: string): string[] | undefined {
  const latin = HAD_LATIN.exec(question);
  if (latin !== null) return (latin[1] as string).trim().split(/\s+/u).filter((word) => !DETERMINERS_LATIN.test(word)).map((word) => word.toLowerCase());
  const han = GOT_HAN.exec(question);
  if (han === null) return undefined;
  const thing = (han[1] as string).replace(/^(?:我|我们|我家|家里|咱|咱们)/u, '');
  return thing.length >= 2 ? [thing.slice(0, 2)] : [];
}

/** Whether the text tells the getting of the thing the question asks how long one has had (`hadThing`). */
function tellsGettingOf(text: string, thing: readonly string[] | undefined): boolean {
  if (thing === undefined || !TELLS_GOT.test(text)) return false;
  const lower = text.toLowerCase();
  return thing.length === 0 || thing.some((word) => lower.includes(word));
}

/**
 * A span asked of a habit or a standing arrangement ("How long is her residency?", "How long does the
 * drive take?", 单张曝光一般多长时间？) is told by a span, not by when something began: "上周末跑到安吉山上"
 * tells no exposure time. A span up to now, in the past or until a coming day ("How long have I…",
 * "How long did…", 学了多久, 离现在还有多久) is told by either: a date tells how long until it. Since session
 * 54; measured with 要 / 得 / 需 (what is to come) too, which lost "离比赛还有多久" of 九月份参加.
 */
const ASKS_HABIT = /\bhow long (?:is|are|does|do)\b(?![^?]*\b(?:until|till|left|away)\b)|\b(?:usually|typically|normally|generally)\b|^(?![^]*[了过])[^]*(?:一般|通常|平时|平常|每次|每天|每晚|每周|每个?星期|每个?礼拜)/iu;
/**
 * The span of one past event (环湖长划那次我划了多长时间？, 那天用了多久, "How long did the hike take?"): told by a
 * span, not by when something began, as a habit's is (`ASKS_HABIT`). Since session 56.
 */
const ASKS_ONE_EVENT_SPAN = /(?:那次|那天|那回|上次)[^？?，,]{0,12}(?:多长时间|多久)|(?:用|花)了多(?:长时间|久)|\bhow long did (?:[\w'’-]+ ){1,6}(?:take|last)\b/iu;
const SPANS = new RegExp(SPAN_PARTS.join('|'), 'iu');
const SPANS_BUT_DAYS = partsWithout(SPAN_PARTS, SPAN_OF_DAYS);
/** The days of a week or the hours of a day asked (我每周上几天班？, "How many hours a day…"): a span of the week or the clock (`SPAN_OF_DAYS`) tells them. */
const ASKS_DAYS_OR_HOURS = /[几多少]个?(?:天|小时|钟头)|每天|每晚|\bhow many (?:days|hours)\b|\bhow long (?:is|are|was|were) (?:\w+ ){0,3}(?:shifts?|day|days|week)\b/iu;
const CALENDAR_YEAR_HAN = /(?:19|20)\d\d\s*年/gu;
/** 这几天, 前两天, 近几年: a time near now, no span (as the question side reads them, `ASKS_DURATION`). */
const NEAR_NOW_HAN = /[这那前近](?:几|两)个?(?:天|年|月|周|星期)/gu;

/**
 * Hours or minutes asked (几个小时, 多少分钟, "how many hours"): told by a span in hours or minutes or
 * one of the clock (8点到12点, "from 9 to 5"), not by days, weeks or a start: "I made 212
 * arrangements over two days" tells no hours worked. Since session 55.
 */
const ASKS_HOURS = /[几多少]个?(?:小时|钟头)|(?:几|多少)分钟|\bhow many (?:hours|minutes)\b/iu;
const SPAN_IN_HOURS = new RegExp([...spansIn('小时|钟头|分钟', 'hours?|hrs?|minutes?|mins?', 'hours?|minutes?'), '半(?:个)?(?:小时|钟头)', CLOCK_SPAN].join('|'), 'iu');

/**
 * Years or months asked (我的车贷要还几年？, "How many years is the lease?") are told neither by a span
 * of hours, minutes or seconds (每天跑十个小时) nor by a rate (一个月租金三千三, 一天两百;
 * "$1,050 a month", "twice a week"), whose unit of time counts money or times, not the span asked.
 * A rate in Chinese is the unit with a number right after it that is no span itself (一年三个月 is one). Since session 56.
 */
const SPAN_IN_CLOCK_UNITS = new RegExp(spansIn('小时|钟头|分钟|秒', 'hours?|hrs?|minutes?|mins?|seconds?|secs?', 'hours?|minutes?|seconds?').join('|'), 'giu');
const RATE_LATIN = /(?:[$£€¥]\s?\d[\d,.]*[kK]?|\b\d[\d,.]*\s*(?:dollars|bucks|pounds|euros|quid|times|hours?|hrs?|minutes?|mins?|days?|nights?)|\b(?:twice|once))\s*(?:a|an|per|each|every|\/)\s*(?:month|year|week|day|night|hour|mo|yr)\b/giu;
/** A number of a rate's units asked (几个月的工资, "how many months' rent"): the rate tells it. */
const ASKS_RATES_WORTH = /(?:几|多少)个?(?:月|年|天|周)的(?:工资|薪水|收入|房租|租金|月供)|\bhow many (?:months|years|weeks|days)['’]? (?:worth of )?(?:rent|salary|pay|wages|income)\b/iu;
const RATE_HAN = new RegExp(`[一每]个?(?:月|年|天|晚|周|星期|礼拜)的?(?:租金|房租|工资|薪水|收入|学费|费用|保费|每人)?(?=\\s*${NUMERAL}(?!\\s*个?(?:月|年|天|周|星期|礼拜|小时|钟头|分钟)))`, 'gu');

/** What a duration question's words decide of its answers: whether it asks a habit's span, the pattern a text must match, the thing whose getting dates it. */
interface DurationAsked {
  habit: boolean;
  /** Hours asked (ASKS_HOURS): told by hours or a span of the clock, never by a month or a date ("until December 3" tells no hours run; since session 59). */
  hours: boolean;
  /** Years or months asked, not a rate's worth: spans in clock units and rates tell none (`SPAN_IN_CLOCK_UNITS`). */
  longSpan: boolean;
  pattern: RegExp;
  had: readonly string[] | undefined;
}
/** Read once per question: a search asks every candidate the same question. */
const durationQuestions = new RecencyMap<string, DurationAsked>(256);

function durationAsked(question: string): DurationAsked {
  return durationQuestions.getOrSet(question, () => {
    if (ASKS_HOURS.test(question)) return { habit: false, hours: true, longSpan: false, pattern: SPAN_IN_HOURS, had: undefined };
    const inYears = ASKS_YEARS_OR_MONTHS.test(question);
    const longSpan = inYears && !ASKS_RATES_WORTH.test(question);
    if (ASKS_HABIT.test(question) || ASKS_ONE_EVENT_SPAN.test(question)) return { habit: true, hours: false, longSpan, pattern: inYears || !ASKS_DAYS_OR_HOURS.test(question) ? SPANS_BUT_DAYS : SPANS, had: undefined };
    return { habit: false, hours: false, longSpan, pattern: inYears ? DURATION_IN_YEARS : ASKS_DAYS_OR_WEEKS.test(question) ? DURATION_BUT_PARTS_OF_DAY : DURATION, had: hadThing(question) };
  });
}

/** Whether a text tells the duration the question asks (`DURATION_OR_START`), without the span of days where the question names years or months. */
export function statesDurationAsked(text: string, question: string): boolean {
  const asked = durationAsked(question);
  const near = text.replace(NEAR_NOW_HAN, '');
  const plain = asked.longSpan ? near.replace(RATE_LATIN, '').replace(RATE_HAN, '').replace(SPAN_IN_CLOCK_UNITS, '') : near;
  if (asked.habit) return asked.pattern.test(plain.replace(CALENDAR_YEAR_HAN, ''));
  return asked.pattern.test(plain) || (!asked.hours && DURATION_FROM_MONTH.test(plain)) || tellsGettingOf(plain, asked.had);
}

/** A floor: a number before 楼 or 层 (七楼, 12层), an ordinal floor ("3rd floor", "the fifth floor"), "floor 12", the ground floor or the top floor. */
const FLOOR = new RegExp(`${NUMERAL}\\s*(?:楼|层)|\\b(?:\\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|ground|top|bottom)[- ]floor\\b|\\bfloor \\d+\\b|顶楼|底楼`, 'iu');

/**
 * A percentage: a number with %, "percent" or "per cent", 百分之…, 三成 (tenths), 个点 (percentage
 * points: 降了0.5个点), or a bare number right after a rate's noun (年化2.6, 利率3.1).
 */
const PERCENT = new RegExp(
  [
    `${NUMERAL}\\s*(?:%|％|percent\\b|per cent\\b|个点|个百分点)`,
    '百分之',
    '[一二两三四五六七八九]成(?![功绩员都本人年为立长熟])',
    `(?:${RATE_NOUNS_HAN})[^，。！？,!?\\d]{0,3}${NOT_INSIDE_NUMBER}\\d+(?:\\.\\d+)?`,
  ].join('|'),
  'iu',
);

/**
 * A size: a number with 码 / 寸 / a unit of length or volume (42码, a 15.6-inch screen, a 54cm frame,
 * a 40-gallon tank) or, since session 59, of the power or capacity a machine is sized by (a 22kW
 * generator, 1.5匹 air conditioning, 5000mAh, a 150cc scooter), "size 9" ("street size is a 10"), a country's scale (EU 42, US 9.5), the letter
 * sizes (S, M, XL: written in capitals, so case matters), 大号 / 均码, or dimensions (120x60, and
 * since session 42 "8 by 4", "10 by 6 foot").
 */
const SIZE = new RegExp(
  `${NUMERAL}${UNIT_JOIN}(?:码|寸|英寸|厘米|毫米|升|[Cc][Mm]\\b|[Mm][Mm]\\b|[Ii]nch(?:es)?\\b|"|[Gg]allons?\\b|[Ll]it(?:re|er)s?\\b|L\\b|[Kk][Ww]h?\\b|W\\b|(?:[Kk]ilo)?[Ww]atts?\\b|hp\\b|[Hh]orsepower\\b|BTUs?\\b|cc\\b|mAh\\b|千瓦|瓦|匹|毫安)|\\b[Ss]izes?\\b[^.!?。！？]{0,12}?\\d|\\b(?:EU|US|UK)\\s?\\d|(?<![A-Za-z'’])(?:X{0,3}[SL]|M)(?![A-Za-z'’])|[大中小]号|均码|加大|\\d+(?:\\.\\d+)?\\s*(?:[x×*]|\\bby\\b)\\s*\\d+`,
  'u',
);
/** A side: 左 or 右 (not in 左右, "about"), both (两只, 双脚), "left", "right" or "both". */
const SIDE = /左(?!右)|(?<!左)右|两(?:只|边|侧|条)|双(?:脚|手|眼|耳|腿|膝|侧)|\b(?:left|right|both)\b/iu;
/** A direction: a compass point as a facing or a course (朝南, 南向, 坐北朝南, "south-facing", "north"), or a turning (顺时针, "clockwise"). */
const DIRECTION = /[东南西北](?:向|边|面)|朝[东南西北]|坐[东南西北]|南北通透|[顺逆]时针|\b(?:north|south|east|west)(?:[- ]?(?:east|west))?(?:-facing|wards?)?\b|\b(?:clockwise|counterclockwise|anticlockwise)\b/iu;
/**
 * An address: a Chinese road, street or lane with what names it (中山路, 南京西路88号, 幸福里弄), a
 * house number (88号), or an English street with its type ("1420 Elm Street", "on Monroe Street",
 * "off Colfax Ave"); the street's type word is what makes it one, so it is read with its case.
 */
const ADDRESS = new RegExp(
  [
    '\\p{Script=Han}{1,6}(?:路|街|大道|巷|胡同|弄)(?!口|边|费|线|程|况|过|人)',
    '\\d+\\s*号(?![线楼房])',
    // A street may be numbered ("on 9th Street", "1420 42nd Avenue"): an ordinal names it as a capitalised word does (since session 62).
    '\\b(?:\\d+|on|at|off) (?:(?:[A-Z][a-z]+|\\d+(?:st|nd|rd|th)) ){1,3}(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Way|Court|Ct|Place|Pl|Parkway|Pkwy|Highway|Hwy)\\b',
  ].join('|'),
  'u',
);

/**
 * A rank: 第三名, 前十, 冠军 / 亚军 / 季军, 一等奖, 金奖 / 金牌, 名次 itself (没拿到名次 answers whether
 * one was won); "third place", "placed 5th", "came in second", "finished first", "won", "runner-up",
 * a gold / silver / bronze medal.
 */
const RANK = new RegExp(
  [
    `第${NUMERAL}名|排(?:名|在)?第${NUMERAL}|前(?:\\d+|[一二三四五六七八九十百]+)(?:名|强)|冠军|亚军|季军|[一二三特\\d]等奖|[金银铜]奖|[金银铜]牌|名次|优胜奖|优秀奖|鼓励奖|没(?:拿|得|获)(?:到)?奖`,
    '\\b(?:\\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last) place\\b',
    '\\b(?:placed|finished|came(?: in)?|ranked) (?:\\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last)\\b',
    // Not the "won" of "won't".
    "\\b(?:won(?!['’]t)|wins?|winning|champions?|runner-up|gold|silver|bronze|podium|honou?rable mention)\\b",
  ].join('|'),
  'iu',
);

/** A duration in any case (DURATION), or the month or date it is counted from, read with its case (DURATION_FROM_MONTH). */
const DURATION_OR_START = { test: (text: string): boolean => DURATION.test(text) || DURATION_FROM_MONTH.test(text) };

const STATES: Record<Measure, { test(text: string): boolean }> = { money: MONEY, temperature: TEMPERATURE, score: SCORE, weight: WEIGHT, distance: DISTANCE, speed: SPEED, code: CODE, area: AREA, duration: DURATION_OR_START, floor: FLOOR, percent: PERCENT, size: SIZE, direction: DIRECTION, side: SIDE, address: ADDRESS, rank: RANK };

/**
 * Measures read in the whole text: a code, a duration ("July 20" is a date there), an address and a
 * size ("Size 9", "1420 Bloor Street") would lose their answer to DESIGNATION's removal.
 */
const READ_WHOLE: ReadonlySet<Measure> = new Set<Measure>(['code', 'duration', 'address', 'size']);

/**
 * A name inside a sentence and the number that goes with it: a model or a designation ("Ninja 400",
 * "Route 66"); a capital that opens a sentence ("Paid 1400 for it") is no name, nor a weekday before
 * a time of day ("Thursdays 6:30", whose minutes were left as a sum until session 49), nor since session
 * 61 a currency code ("USD 40" is a sum: currency-signs.ts). Case matters here. The READ_WHOLE measures are read with it.
 */
const DESIGNATION = new RegExp(`(?<=[^.!?:\\s]\\s+)(?!(?:${CURRENCY_CODES})\\s)[A-Z][A-Za-z-]*\\s\\d+\\b(?![:：]\\d)`, 'gu');

/** Whether a text states an amount of this measure. */
export function statesMeasure(measure: Measure, text: string): boolean {
  if (READ_WHOLE.has(measure)) return STATES[measure].test(text);
  const named = (measure === 'weight' ? text.replace(PRICE_BY_WEIGHT, ' ') : text).replace(DESIGNATION, ' ');
  // The bare-sum measures read a unitless number; one another measure's context claims is not theirs.
  return STATES[measure].test(measure === 'money' || measure === 'temperature' ? named.replace(CLAIMED_BARE_NUMBER, ' ') : named);
}
