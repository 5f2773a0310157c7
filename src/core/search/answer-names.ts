import { containsHan, taggedWords } from '../text/analyzer.js';
import { isCommonSurname, isSurname, looksLikeChineseName, surnameAfterXing } from '../text/chinese-names.js';
import { PERSONAL_TITLES } from '../text/personal-titles.js';
import { escapeRegExp, relationAlternation } from '../../write/rules/lexicon.js';
import { personNouns } from './person-nouns.js';
import { isWordNetAdverb } from './wordnet-files.js';
import { placeNames } from './place-names.js';
import { MONTHS, monthReadsAsName } from './calendar-words.js';

/**
 * The names a memory's text holds, read once per text, so that any question can ask whether the
 * text names something other than what the question itself names: the answer to "What is
 * Oliver's teacher called?" is not Oliver, and 二十八岁了终于去做牙齿矫正 (jieba tags 矫正 a person's
 * name) does not tell 我的矫正医生姓什么？ (session 14; the classic rule of question answering that an
 * answer is not a word of its question).
 *
 * Names are capitalised words inside a sentence, jieba's proper-noun tags in a Chinese text, and
 * the words that introduce one (叫, 姓, named, called, quotes and title marks). A person (谁,
 * "who") is named by a person's name: in a Chinese text jieba's person tags, not its place and
 * organisation tags (浙大 does not answer 诺贝尔文学奖给了谁？).
 */
export interface NameEvidence {
  /**
   * What the text introduces as a name, after 叫 / 姓 / named / called or inside quotes or title
   * marks ('' where nothing readable follows the word): a name the question itself states is not
   * its answer (女朋友叫林晓 does not tell 林晓在哪所小学教书？).
   */
  named: string[];
  /** Capitalised words inside a sentence, other than the words capitalised without naming anyone. */
  capitalised: string[];
  /** The capitalised words of a place: a name after a preposition of place (in, at, near, on…), and the words run together with it ("on Kings Road", "my sister in Vancouver"). */
  placed: string[];
  /** What the text introduces as a name that can be a person's: in a Chinese text only beside a third-person pronoun, a relation word or a noun with an agentive ending (她, 同事, 教练); 馆在望京，叫'岩点' names a place. */
  namedPersons: string[];
  /** jieba's person-name words (nr, nrfg, nrt) that have the form of a name (chinese-names.ts), and familiar forms jieba splits (老/刘). */
  persons: string[];
  /** jieba's other person-tagged words (明白, 左耳, but also 西门子, 美的): no person's name, perhaps a brand's or a company's. */
  otherProper: string[];
  /** jieba's place, organisation and other proper nouns (ns, nt, nz). */
  places: string[];
  /** Latin words in a Chinese text (jieba's `eng`: 买了 Dyson), which name brands. */
  latin: string[];
  /** Capitalised words an English text gives as the name of a thing, not a person ("our team's the Gutter Queens", "a beagle named Biscuit"): no answer to "who". */
  thingNamed: string[];
  /** Capitalised words right after a word for someone of the user's ("my sister Kendra", "the user's boss Marco"): a person's name, which picks out no hospital, school or brand. */
  apposedNames: string[];
  /** Designations of letters and digits ("I-40", "M6", "BA117", "US-101"): one road, flight or line among its kind, which a "which" question asks (since session 52). */
  designations: string[];
}

/** Words capitalised without naming anyone: pronouns, articles, conjunctions, speakers' labels, months and weekdays (their plurals too: "Tuesdays"). */
const NOT_NAMES = new Set([
  'I', 'User', 'Assistant', 'The', 'A', 'An', 'My', 'We', 'It', 'On', 'In', 'At', 'And', 'But', 'So', 'He', 'She', 'They', 'You',
  'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December',
  'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday',
]);
const TITLE = new RegExp(`^(?:${PERSONAL_TITLES})$`, 'u');
/**
 * A capitalised word that does not open a sentence, a line or a speaker's words: a name (person,
 * brand, place), also written in camel case ("MossyBoots", "HomeExchange"; since session 50). The
 * full stop of a title ("Dr. Osei") ends no sentence: the word after it is a name.
 */
const CAPITALISED = new RegExp(`(?<![.!?:：]\\s*|^|\\n)\\b([A-Z][a-z]+(?:[A-Z][a-z]+)*|[A-Z]{2,})\\b|(?<=\\b(?:${PERSONAL_TITLES})\\.\\s+)([A-Z][a-z]+)\\b`, 'gu');
const NAMING = /叫|姓|named|called|[“”"「」《》‘’]|'\p{Script=Han}/u;
/**
 * The naming words, each with what follows it: 叫(做) and 姓 before Han characters or a Latin word,
 * named / called before a word, quotes and title marks around their words; straight single quotes
 * only around Chinese ('铁馆'), as in English they are also apostrophes.
 */
// 叫 before 了 / 来 / 上 / 过 summons someone (叫了我妈来帮忙), names nobody (since session 54).
const NAMED = /(?:叫(?![了来上过醒])[做作]?|姓)\s*[“"「'‘]?(\p{Script=Han}{1,4}|[A-Za-z][\w'-]*)?|\b(?:named|called)\s+["'“‘]?([A-Za-z][\w'-]*)?|[“"「《‘]([^”"」》’]{1,40})[”"」》’]|'(\p{Script=Han}[^'\n]{0,39})'/gu;

/** What the text introduces as names (NameEvidence.named). */
function namedWords(plain: string): string[] {
  if (!NAMING.test(plain)) return [];
  const named = [...plain.matchAll(NAMED)].map((match) => (match[1] ?? match[2] ?? match[3] ?? match[4] ?? '').trim());
  // A lone quote or title mark still introduces something, though its words cannot be read.
  return named.length > 0 ? named : [''];
}
/**
 * A run of capitalised words after a preposition of place: a place ("in Vancouver", "on Kings
 * Road", "near Harrogate"). A preposition, a closed class, rather than a gazetteer: WordNet's first
 * sense of Vancouver is the navigator, and of Sydney and Florence a city. Not "from", "to",
 * "through" or "via", which come before a person as often ("a card from Sarah").
 */
export const PLACE_PREPOSITIONS = 'in|at|near|on|around|outside|across|into';
const PLACE_FRAME = new RegExp(`\\b(?:${PLACE_PREPOSITIONS})\\s+(?:the\\s+)?((?:[A-Z][a-z]+|[A-Z]{2,})(?:\\s+(?:[A-Z][a-z]+|[A-Z]{2,}))*)`, 'gu');
/**
 * What comes before a place's name: PLACE_FRAME's prepositions, and "to" after a verb or noun of
 * going ("moved to Denver", "a trip to Lisbon"), a closed class. Up to a few capitalised words may
 * stand between ("in New York").
 */
const BEFORE_PLACE = new RegExp(
  `\\b(?:${PLACE_PREPOSITIONS}|(?:move|moved|moving|moves|fly|flew|flying|go|went|going|travel(?:l?ed|l?ing)?|trip|drive|drove|driving|relocate|relocated|relocating|back) to)\\s+(?:the\\s+)?(?:(?:[A-Z][a-z]+|[A-Z]{2,})\\s+){0,2}$`,
  'u',
);

/**
 * Whether one of the texts holds the name as someone or something of the user's, not only as a place
 * they were or went ("My sister Karen just moved to Denver" holds Karen so, and Denver only as a
 * place): a question about the place ("How high above sea level is Denver?") is not anchored to the user by it.
 */
export function holdsAsSomeone(texts: Iterable<string>, name: string): boolean {
  const word = new RegExp(`\\b${escapeRegExp(name)}\\b`, 'gu');
  const month = MONTHS.includes(name.toLowerCase());
  for (const text of texts) {
    for (const match of text.matchAll(word)) {
      if (month && !monthReadsAsName(text, match.index, name)) continue;
      if (!BEFORE_PLACE.test(text.slice(Math.max(0, (match.index ?? 0) - 40), match.index))) return true;
    }
  }
  return false;
}

/** A whole word that is a relation word (老公, 同事): how a person is called, not their name. */
const RELATION_WORD = new RegExp(`^(?:${relationAlternation('han')})$`, 'u');
/** The agentive endings of Chinese nouns for people by role (老师, 医生, 店员, 教练), a closed class of bound morphemes. */
const AGENTIVE_ENDINGS_HAN = '[师生员长者手匠夫士官练]';
/** Those endings and the titles 主任 (whose 任 alone ends 责任 and 信任) and, since session 60, 经理 (项目经理, 宴会经理; 理 alone ends 道理). */
export const ROLE_ENDING_HAN = `(?:${AGENTIVE_ENDINGS_HAN}|主任|经理)`;
/**
 * A Chinese noun for a person by role: a Han character and an agentive ending (老师, 医生), or 主任 / 班主任 / 经理 whole (not 那位主任's 位主任);
 * and 师傅 / 老师傅 whole, whose 师 is no ending (带我的老师傅 is not 老师, nor 的师傅's 的师: session 51), and so
 * 师父 (a master one learns under; 咏春师父 is not 春师: session 55).
 */
export const ROLE_NOUN_HAN = `(?:老?师[傅父]|\\p{Script=Han}${AGENTIVE_ENDINGS_HAN}(?![傅父])|班主任|主任|经理)`;
/** A whole word for a person by role with an agentive ending (公证员, 营养师, 律师), as jieba keeps it after a surname. */
const ROLE_NOUN_WHOLE = new RegExp(`^\\p{Script=Han}{1,3}${AGENTIVE_ENDINGS_HAN}$`, 'u');
/** 她 / 他 (not 其他), a relation word (同事, 老公) or a noun with an agentive ending (教练, 医生, 老师): someone a 叫 or 姓 can name. */
export const PERSON_WORD_HAN = new RegExp(`(?<!其)[她他]|${relationAlternation('han')}|${ROLE_NOUN_HAN}`, 'u');
/**
 * The titles a Chinese surname takes as a form of address (王主任, 李老师, 孙大夫, 张总): a closed class
 * of professional and courtesy titles, read right after a surname.
 */
export const HAN_TITLES = '主任|教授|大夫|医生|老师|教练|师傅|经理|律师|院长|校长|老板|总|工|先生|女士|小姐|阿姨|叔叔|护士|会计';
const HAN_TITLE = new RegExp(`^(?:${HAN_TITLES})$`, 'u');
const TITLE_ENDING_HAN = new RegExp(`(?:${HAN_TITLES})$`, 'u');

/** The words a text may call a Chinese person by: the name, or a titled one's surname and title apart (冯教练: 冯, 教练). */
export function callingWordsHan(name: string): string[] {
  const title = TITLE_ENDING_HAN.exec(name)?.[0];
  return title === undefined || title.length === name.length ? [name] : [name.slice(0, -title.length), title];
}
/** jieba's person tags: nr, nrfg, and nrt for transliterated names (海尔, 西门子 are tagged so too). */
const PERSON_TAGS = new Set(['nr', 'nrfg', 'nrt']);
const PLACE_TAGS = new Set(['ns', 'nt', 'nz']);
/** 是 and 有 open the focus of a cleft (带我们的是老师): verbs jieba tags as any other, never a surname. */
const VERBS_OF_BEING_HAN: ReadonlySet<string> = new Set(['是', '有']);
/** jieba's tags of a word that modifies the noun after it (adjectives, distinguishing words, numerals, measure words, adverbs): no surname before a title. */
const MODIFIER_TAGS = new Set(['a', 'ad', 'an', 'b', 'm', 'mq', 'q', 'd']);
/**
 * jieba's tags of words that cannot be a given name: particles, punctuation, prepositions,
 * conjunctions, pronouns, adverbs, numerals, measure words, locatives, modal and interjection words.
 * After 阿 a familiar form takes the given name (搭档阿/j 强/a, 阿芳), which is no surname.
 */
const FUNCTION_TAGS = new Set(['u', 'uj', 'ul', 'uz', 'ug', 'uv', 'ud', 'x', 'p', 'c', 'r', 'd', 'm', 'mq', 'q', 'f', 'y', 'e', 'o']);
const FAMILIAR_PREFIXES = new Set(['小', '老', '阿']);

/** Whether a name `nameEvidence` read is a two-character familiar form of address (老周, 小王, 阿琳). */
export function isFamiliarForm(name: string): boolean {
  return name.length === 2 && FAMILIAR_PREFIXES.has(name[0] as string);
}
/**
 * The tags jieba gives a familiar form it reads as one word: a noun (小张), and a time word or a place
 * for some (老周 and 老宋 as t, 小苏 as ns, measured over the hundred common surnames); not 小于 (v) or
 * 小许 (d), words of their own.
 */
const FAMILIAR_TAGS = new Set(['n', 't', 'ns']);
const PLACE_SUFFIX = /[人省市县区]$/u;
const ACRONYM = /^[A-Z]{2,}$/u;
/**
 * A name given to what a noun phrase names: a determiner, up to two modifiers and the noun, then
 * 's, is, was, called, named or a comma, then a run of capitalised words ("our pub quiz team,
 * Quizteama Aguilera", "the shop is Brewed Awakening"). Whether the noun is a person's is read from WordNet.
 */
const NAMED_AFTER_NOUN = /\b(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir|[Tt]he|[Aa]n?)\s+(?:[a-z][a-z-]*\s+){0,2}([a-z][a-z-]*)(?:['’]s| is| was| called| named|,)\s+(?:the\s+)?((?:[A-Z][a-z]+|[A-Z]{2,})(?:\s+(?:[A-Z][a-z]+|[A-Z]{2,}))*)/gu;

const PERSONS_NAME = /^(?:[Mm]y|[Hh]is|[Hh]er)\s+(?:(?:first|full|real|middle|last)\s+)?name\b/u;

/** The capitalised words the text gives as a thing's name (NameEvidence.thingNamed). */
function thingNames(plain: string): string[] {
  const names: string[] = [];
  // "Her name is Thandiwe Moyo", "My name is Priya": a person's own name, not a thing's (since session 56).
  for (const match of plain.matchAll(NAMED_AFTER_NOUN)) if (personNouns.isThing(match[1] as string) && !PERSONS_NAME.test(match[0])) names.push(...(match[2] as string).split(/\s+/u));
  return names;
}
/** A numeral and a measure word alone (七楼, 三层, 二号), which jieba sometimes tags a place: a floor or a number, no name. 三亚 and 五道口 are more than that. */
const COUNTED = /^[一二两三四五六七八九十百\d]+[楼层号栋室座排]$/u;

/**
 * The word after a familiar prefix that jieba split off (老/刘, 小/周, 阿/杰): one character, a
 * surname or tagged a name. 老 is also an adverb ("always": 老加班, 老是, 老说), before a verb or a
 * word of any length, which made 网课只好挪到周六 name a person (session 23). jieba keeps some
 * familiar forms whole as common nouns (小张/n, 老高/n): those are read in nameEvidence.
 */
function familiarName(word: string, tag: string, prefix: string): boolean {
  return word.length === 1 && (PERSON_TAGS.has(tag) || isCommonSurname(word) || (prefix === '阿' && containsHan(word) && !FUNCTION_TAGS.has(tag)));
}

/** Whether a capitalised word can be a name: not a pronoun, article, conjunction, speaker's label, month or weekday (nor their plural). */
export function isName(word: string): boolean {
  return !NOT_NAMES.has(word) && !(word.endsWith('s') && NOT_NAMES.has(word.slice(0, -1)));
}

/**
 * A capitalised word opening a sentence is a name when the speaker is joined to it ("Marcus and I
 * are getting married", "Priya and me went…") or it is said to be someone of theirs ("Tom is my
 * brother"): someone, as the CAPITALISED words inside a sentence are. Not a relation word ("Mom and
 * I"), which calls a person by kinship. Not a word before a comma ("Unrelated, my daughter…",
 * "Also, my new landlady…": a discourse word, measured in session 44). Since session 44.
 */
const WITH_THE_SPEAKER = /(?:^|[.!?]\s+|\n)([A-Z][a-z]+)(?=\s+and\s+(?:I|me)\b|\s+(?:is|was)\s+(?:my|our)\s)/gu;
/**
 * A capitalised word opening a sentence with a person noun in apposition after it, between commas
 * ("Stuart, the instructor, said…", "Dana, my boss, …"): a name. Not an adverb that opens a sentence
 * ("Honestly, my sister, …"), checked by WordNet. Since session 52.
 */
const OPENS_WITH_APPOSITION = /(?:^|[.!?:]\s+|\n)(\p{Lu}\p{Ll}+),\s+(?:the|my|our|his|her|their)\s+(?:[a-z]+\s+){0,2}?([a-z]+),/gu;
/** One to three capitals, an optional hyphen and up to four digits, standing alone: a road, a flight, a line or a level (I-40, M6, BA117, US-101, B2). */
const DESIGNATION_NAME = /(?<![\w-])[A-Z]{1,3}-?\d{1,4}[A-Z]?(?![\w-])/gu;
const RELATION_LATIN = new RegExp(`^(?:${relationAlternation('latin')})$`, 'iu');
/** A name in apposition after a word for someone of the user's ("my sister Kendra", "the user's boss Marco"). Since session 50. */
const NAMED_AFTER_RELATION = new RegExp(`\\b(?:[Mm]y|[Oo]ur|[Tt]he user['’]s)\\s+(?:${relationAlternation('latin')})\\s+([A-Z][a-z]+)\\b`, 'gu');

/** 姓 as "is surnamed" (房东姓刘), not inside 百姓 or 姓名. */
const XING = /(?<!百)姓(?!名|氏)\s*/gu;

/**
 * The names in a memory's text (without its speakers' labels). jieba reads only a text with
 * Chinese in it: it would call every word of an English text `eng`, a brand.
 */
export function nameEvidence(plain: string): NameEvidence {
  const evidence: NameEvidence = { named: namedWords(plain), capitalised: [], placed: [], namedPersons: [], persons: [], otherProper: [], places: [], latin: [], thingNamed: [], apposedNames: [], designations: [] };
  const capitalisedName = (word: string): boolean => isName(word) && !TITLE.test(word);
  for (const match of plain.matchAll(CAPITALISED)) {
    const word = (match[1] ?? match[2]) as string;
    if (capitalisedName(word)) evidence.capitalised.push(word);
  }
  for (const match of plain.matchAll(WITH_THE_SPEAKER)) {
    const word = match[1] as string;
    if (capitalisedName(word) && !RELATION_LATIN.test(word)) evidence.capitalised.push(word);
  }
  for (const match of plain.matchAll(OPENS_WITH_APPOSITION)) {
    const word = match[1] as string;
    const noun = match[2] as string;
    if (capitalisedName(word) && !RELATION_LATIN.test(word) && !isWordNetAdverb(word) && personNouns.isPerson(noun)) evidence.capitalised.push(word);
  }
  for (const match of plain.matchAll(DESIGNATION_NAME)) evidence.designations.push(match[0]);
  for (const match of plain.matchAll(PLACE_FRAME)) evidence.placed.push(...(match[1] as string).split(/\s+/u));
  for (const match of plain.matchAll(NAMED_AFTER_RELATION)) evidence.apposedNames.push(match[1] as string);
  if (!containsHan(plain)) {
    evidence.thingNamed = thingNames(plain);
    evidence.namedPersons = evidence.named.filter((word) => !evidence.thingNamed.includes(word));
    return evidence;
  }
  if (PERSON_WORD_HAN.test(plain)) evidence.namedPersons = evidence.named;
  // 我家可乐是只英短蓝猫: what the user's home has that is one animal is its name (jieba reads 可乐 a drink; since session 53).
  for (const match of plain.matchAll(PET_NAMED_HAN)) evidence.otherProper.push(match[1] as string);
  // 姓 introduces a person's family name (房东姓刘): a common surname after it is one, whoever the text says has it.
  for (const match of plain.matchAll(XING)) {
    const surname = surnameAfterXing(plain.slice((match.index ?? 0) + match[0].length));
    if (surname !== undefined) evidence.persons.push(surname);
  }
  let previous = '';
  const words = taggedWords(plain);
  for (const [index, { word, tag }] of words.entries()) {
    // A surname jieba split from its title or its given name (孙/主任, 王/老师, 张/宇): a person,
    // whatever tag the surname got (孙/zg, 张/q).
    const next = words[index + 1];
    // After a relation word, a surname and one or two characters are a name in apposition (我表妹/林/可可,
    // whatever jieba tags the given name: 可可/v; since session 50).
    const apposed = RELATION_WORD.test(previous) && next !== undefined && /^\p{Script=Han}{1,2}$/u.test(next.word);
    // A title, or since session 59 a noun for a person by role that jieba keeps whole (李/公证员, 王/营养师).
    const titled = next !== undefined && (HAN_TITLE.test(next.word) || ROLE_NOUN_WHOLE.test(next.word));
    // A character jieba tags a name before a title is a surname too, common or not (伍/nr 老师; since session 51),
    // and so is any lone character between 的 and a title that is no modifier (物业的蒙/v 经理; not 的新/a 经理,
    // 的女/b 老师, 的代/q 店长; since session 52), nor punctuation (免费的。/x 医生, since session 53), nor since session 61
    // a function word or a verb of being (带我们的是/v 老师, 他的在/p 医生: a cleft, no surname).
    const titledSurname = titled && word.length === 1 && (PERSON_TAGS.has(tag) || (previous === '的' && !MODIFIER_TAGS.has(tag) && !FUNCTION_TAGS.has(tag) && !VERBS_OF_BEING_HAN.has(word) && containsHan(word)));
    // A given name jieba split into two characters it tags as names, right after a relation word (女朋友/晓/nr 蕾/nr; since session 55).
    const apposedGivenName = RELATION_WORD.test(previous) && next !== undefined && word.length === 1 && PERSON_TAGS.has(tag) && next.word.length === 1 && PERSON_TAGS.has(next.tag);
    if (next !== undefined && ((isSurname(word) && (titled || (next.word.length === 1 && PERSON_TAGS.has(next.tag)) || apposed)) || titledSurname || apposedGivenName)) {
      evidence.persons.push(word + next.word);
      previous = word;
      continue;
    }
    // A transliterated name (nrt: 约翰, and brands such as 海尔) has no surname to read; a native one
    // has (chinese-names.ts). jieba splits a familiar form before the surname (小/周, 老/刘), tagging
    // the surname anyhow.
    if (FAMILIAR_PREFIXES.has(previous) && familiarName(word, tag, previous)) evidence.persons.push(previous + word);
    else if (FAMILIAR_PREFIXES.has(word[0] as string) && word.length === 2 && FAMILIAR_TAGS.has(tag) && isCommonSurname(word[1] as string)) evidence.persons.push(word);
    // A relation word is how a person is called, not their name (老公, 老婆: jieba tags some `nr`).
    else if (PERSON_TAGS.has(tag) && !RELATION_WORD.test(word)) {
      // A name before a title is a person's, whatever its surname reads (蒙古族的乌日娜/nr 老师; since session 56).
      if (tag === 'nrt' || looksLikeChineseName(word) || isCommonSurname(word) || (titled && word.length <= 3)) evidence.persons.push(word);
      // A single character that is no surname is part of a word jieba split (柯/基: a corgi), and four
      // or more characters a phrase it took for one (康复训练): no name. Brands are two or three (美的, 西门子).
      else if (word.length > 1 && word.length < 4) evidence.otherProper.push(word);
    } else if (PLACE_TAGS.has(tag) && !COUNTED.test(word)) evidence.places.push(word);
    // A single letter is a chord, a grade or a size (F和弦, A4纸), not a brand.
    else if (tag === 'eng' && word.length > 1) evidence.latin.push(word);
    previous = word;
  }
  return evidence;
}

/** A name between 我家 / 我们家 and 是 with an animal's measure word (我家可乐是只英短蓝猫, 我们家豆豆是条柯基): a pet's. */
const PET_NAMED_HAN = /(?:我|我们|咱|咱们)家(\p{Script=Han}{1,3}?)(?:今年|现在)?是(?:一)?(?:只|条|匹|头)/gu;

/** A surname and a title (段老师, 王医生, 李总): how one addresses a person, never a thing's name. */
export const TITLED_PERSON_HAN = new RegExp(`^\\p{Script=Han}{1,2}(?:${HAN_TITLES})$`, 'u');

/**
 * The evidence without the persons addressed by surname and title: a Chinese question asking a
 * thing's name (那家宠物医院叫什么？, 新公司叫什么？) is not answered by 段老师 in the memory, whoever they
 * are. Since session 51.
 */
export function withoutTitledPersons(evidence: NameEvidence): NameEvidence {
  const persons = evidence.persons.filter((name) => !TITLED_PERSON_HAN.test(name));
  return persons.length === evidence.persons.length ? evidence : { ...evidence, persons };
}

/**
 * The evidence without anyone addressed by surname and title (`withoutTitledPersons`) or named by a
 * surname told after 姓 (月嫂姓潘, 教练姓伍, 姓晏的月嫂): a thing's name or a brand asked in Chinese is neither
 * (我是在哪家医院生的？ of 姓晏的月嫂, 我的弓是什么牌子的？ of 教练姓伍). A lone character read otherwise
 * stays (史明克's 史: a brand jieba split). Since session 56.
 */
export function withoutPersonsAddressed(evidence: NameEvidence, plain: string): NameEvidence {
  const told = (name: string): boolean => plain.includes(`姓${name}`);
  const titled = withoutTitledPersons(evidence);
  const persons = titled.persons.filter((name) => !told(name));
  const named = titled.named.filter((name) => !told(name));
  return persons.length === titled.persons.length && named.length === titled.named.length ? titled : { ...titled, persons, named };
}

/**
 * The name a Chinese speaker introduces themselves by (我叫刘建国，, 用户叫陆文博，; 我的名字叫…): two or
 * three characters before a pause, 是 or 今年, not 叫 that summons (叫了, 叫来). A question that calls
 * the user by it (陆文博从事什么职业？) is about the user. Since session 55.
 */
const SELF_NAMED_HAN = /(?:我|用户)(?:的名字|的全名)?(?:叫|名叫)(?![了来上过醒])(\p{Script=Han}{2,3}?)(?=[，。,.!！？?；;\s]|是|今年|$)/gu;

/** The names a text's speaker introduces themselves by, in Chinese (`SELF_NAMED_HAN`). */
export function selfIntroducedNamesHan(text: string): string[] {
  return [...text.matchAll(SELF_NAMED_HAN)].map((match) => match[1] as string);
}

/** The question's own words, to leave out of a memory's names: Latin words by whole word, Chinese ones as a part of it. */
export class QuestionWords {
  private readonly latin: Set<string>;

  constructor(private readonly question: string) {
    this.latin = new Set(question.match(/[A-Za-z][A-Za-z'-]*/gu)?.map((word) => word.replace(/'s$/u, '')) ?? []);
  }

  holds(word: string): boolean {
    if (!containsHan(word)) return this.latin.has(word);
    // A place the question names, with a demonym's or an administrative suffix (四川人, 广东省 for 四川, 广东).
    return this.question.includes(word) || (word.length > 2 && PLACE_SUFFIX.test(word) && this.question.includes(word.slice(0, -1)));
  }

  /**
   * Whether the question states what a text introduces as a name (NameEvidence.named): a Chinese
   * name by its first two characters (what follows 叫 runs on: 叫林晓她是…), a Latin one whole.
   * Nothing readable ('') is never stated.
   */
  holdsNamed(named: string): boolean {
    if (named === '') return false;
    if (containsHan(named)) return this.question.includes([...named].slice(0, 2).join(''));
    return /\s/u.test(named) ? this.question.toLowerCase().includes(named.toLowerCase()) : this.latin.has(named);
  }
}

/** The capitalised words that are no place: not after a preposition of place, and not a place WordNet lists. */
export function unplaced(evidence: NameEvidence): string[] {
  return evidence.capitalised.filter((word) => !evidence.placed.includes(word) && !placeNames.isPlace(word));
}

/**
 * Whether the evidence names something of this type that the question does not itself name.
 * An instance ("Which airline …?") is named by a place only when its kind can be a place
 * (`placesAnswer`: "Which city …?", not "Which airline am I flying?" of "flying to Tokyo").
 */
export function namesAnswer(type: 'name' | 'person' | 'personName' | 'brand' | 'instance', evidence: NameEvidence, question: QuestionWords, placesAnswer = true): boolean {
  const other = (words: readonly string[]): boolean => words.some((word) => !question.holds(word));
  const naming = evidence.named.some((word) => !question.holdsNamed(word));
  // A name told after a word for someone of the user's is that person's ("my sister Kendra is a
  // nurse" for "Which hospital does my sister work at?"; since session 51 also no thing's name:
  // "my roommate Bex" for "What's my roommate's show called?").
  const unapposed = evidence.apposedNames.length === 0 ? evidence.capitalised : evidence.capitalised.filter((word) => !evidence.apposedNames.includes(word));
  switch (type) {
    // jieba's other person-tagged words may name a shop, a company or a brand (美的, 西门子), so a name
    // or a brand question counts them; only a person's name must have the form of one.
    case 'name':
      return naming || other(unapposed) || other(evidence.persons) || other(evidence.otherProper) || other(evidence.places);
    // A designation picks out one of a kind ("Which interstate did we take?" of "mostly on I-40").
    case 'instance':
      if (other(evidence.designations)) return true;
      if (placesAnswer) return namesAnswer('name', evidence, question);
      return naming || other(unapposed.filter((word) => !placeNames.isPlace(word))) || other(evidence.persons) || other(evidence.otherProper);
    // A place is nobody ("at the Corn Exchange", "a trip to Tokyo"), as for a person's name below.
    case 'person':
      return evidence.named.some((word) => !question.holdsNamed(word) && !evidence.thingNamed.includes(word)) || other(unplaced(evidence).filter((word) => !evidence.thingNamed.includes(word))) || other(evidence.persons);
    // A person's name: an acronym (LDL, HDL, SAT) names a thing or an organisation ("Who's my
    // provider?" is answered by AT&T), never a person.
    // A place is no person's name either ("my sister in Vancouver" for "What's my sister's name?"),
    // nor is what a Chinese 叫 names when the text speaks of no person (馆在望京，叫'岩点'), nor a
    // place WordNet lists wherever it stands ("a trip to Scotland with my partner", place-names.ts).
    case 'personName':
      return evidence.namedPersons.some((word) => !question.holdsNamed(word)) || other(unplaced(evidence).filter((word) => !ACRONYM.test(word) && !evidence.thingNamed.includes(word))) || other(evidence.persons);
    // A brand is no place ("at Breakwater Cove in Monterey" for "What brand of dive computer did I buy?"; since session 56).
    case 'brand':
      return other(unplaced(evidence)) || other(evidence.persons) || other(evidence.otherProper) || other(evidence.places) || other(evidence.latin);
  }
}
