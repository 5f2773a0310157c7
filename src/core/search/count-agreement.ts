import { containsHan, taggedWords } from '../text/analyzer.js';
import { CARDINALS_EN, DESIGNATION_WORD, HOW_MANY_FILLERS, NUMBER_LABEL } from './answer-amounts.js';
import { ASKING_JI_ZH, COUNT_MEASURE_CHARS_ZH } from './quantity-cues.js';
import { surfaceForms, type LexicalRelations } from './lexical-relations.js';
import { MONTH_NAME_ALTERNATION } from './calendar-words.js';
import type { PersonNouns } from './person-nouns.js';

/**
 * A count answers "how many X" only when it counts X. "How many species are on my life list?" is
 * not answered by "an old pair of 8x42 binoculars", "How many stars does the project have?" not by
 * "my first pull request", 奶奶有几个孙子？ not by 摆十桌: each memory states a count, of something
 * else. A count counts what follows it: the noun within the next few words (English), the measure
 * word and noun after the numeral (Chinese). It answers when that is the asked noun, one of its
 * WordNet relatives (synonyms, hypernyms, hyponyms: "kids" for "children"), a person for a question
 * counting persons ("two roommates" for "how many housemates"), or nothing at all (an
 * elliptical count, "we have three", 生了两个, "what made you get a third?"), or, in Chinese, the
 * same measure word the question uses or a measure word of people or of anything (个, 位, 名).
 * Only a memory whose every count counts something else is read as stating no count; a model
 * number (8x42, A320) or a calendar year counts nothing, and a question counting people, things or
 * units is answered by any count.
 */

/** The noun after "how many", and the word after it; a hyphenated modifier is one word ("how many built-in benches", since session 50). */
const EN_COUNT_QUESTION = new RegExp(`\\bhow many ${HOW_MANY_FILLERS}([a-z]+(?:-[a-z]+)*)(?: ([a-z]+))?`, 'iu');
/** Words that end the counted noun phrase of a question: its verb or a preposition. */
const EN_NOT_NOUN = new Set(['are', 'is', 'was', 'were', 'do', 'does', 'did', 'have', 'has', 'had', 'can', 'could', 'will', 'would', 'should', 'in', 'on', 'at', 'of', 'for', 'to', 'from', 'i', 'we', 'you', 'my', 'our', 'there']);
/** A count in English: digits (8x42, 3rd), number words, ordinals. */
const EN_COUNT = new RegExp(`\\b(?:\\w*\\d\\w*|${CARDINALS_EN}|dozen|couple|pair|several|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\\b`, 'giu');
/** A model or a designation, not a count: digits among letters (8x42, A320, 3D), or a calendar year. */
const DESIGNATION = new RegExp(`^${DESIGNATION_WORD}|^(?:19|20)\\d\\d$`, 'u');
/** A count after a label ("the neighbours at number 14") is one thing's number (answer-amounts.ts). */
const LABELLED = new RegExp(`${NUMBER_LABEL}$`, 'u');
/**
 * A number after a month's name or its abbreviation is a day of the month ("the exam in Denver on
 * November 14", "Oct. 2"), no count: at a clause's end it read as an elliptical count of the asked thing
 * ("How many questions are on my exam?"). Since session 58.
 */
const AFTER_MONTH = new RegExp(`\\b(?:${MONTH_NAME_ALTERNATION})\\.?\\s+$`, 'u');
/**
 * Count nouns of anything: "how many people / things / units" is answered by a count of any of them
 * ("two roommates", "37 candles"); so are pets and animals, whose kinds WordNet does not link to
 * them (a dog is no hyponym of pet: LoCoMo's "How many pets does James have?" of "two dogs").
 */
const GENERIC_COUNTED = new Set(['people', 'persons', 'things', 'items', 'units', 'pieces', 'ones', 'members', 'kinds', 'types', 'times', 'total', 'pets', 'animals']);
/** What ends a clause: punctuation, but not a comma, point or colon inside a number ("$1,050", "4.5 kg", "6:30"). */
const CLAUSE_BREAK = /(?<!\d)[.,:]|[.,:](?!\d)|[!?;\n()]+/u;
/** The end of a number's digits and a separator, before a match that continues the number ("$3,900": "900"). */
const INSIDE_NUMBER = /\d[,.]$/u;
const CURRENCY_SIGN = /^[$£€¥]$/u;
const MONEY_UNITS = ['dollar', 'dollars', 'buck', 'bucks', 'pound', 'pounds', 'euro', 'euros', 'quid', 'yuan'];
/** How many words after a count may hold what it counts ("three old wooden chairs"). */
const EN_REACH = 3;
/** Pronouns after a count ("three of them"): it counts what was said before. */
const PRONOUNS = new Set(['them', 'us', 'those', 'these', 'mine', 'ours', 'which', 'whom']);
/** Words after a count that say it counts whatever the noun asked ("twins" answers "how many kids", "three more", "two left"). */
const EN_ANY = new Set(['more', 'times', 'twins', 'triplets', 'total', 'altogether', 'now', 'so', 'left', 'already', 'too', 'and', 'or', 'but']);

/** The counted noun of an English "how many" question, or null. */
export function countedNoun(question: string): string | null {
  const match = EN_COUNT_QUESTION.exec(question);
  if (!match) return null;
  const first = (match[1] as string).toLowerCase();
  const second = match[2]?.toLowerCase();
  // A compound's head is its last noun ("how many credit cards"); "how many people listened" counts people.
  return second !== undefined && second.endsWith('s') && !EN_NOT_NOUN.has(second) ? second : first;
}

/** What an English "how many" question counts, read once per question: the noun's forms and relatives, and whether it names persons. */
interface EnglishCounted {
  script: 'latin';
  /** null for a noun of anything (GENERIC_COUNTED): every count answers. */
  forms: ReadonlySet<string> | null;
  person: boolean;
  /** The counted noun's own forms ("student", "students"), without its relatives. */
  own: ReadonlySet<string>;
}

function englishCounted(asked: string, relations: LexicalRelations, persons: PersonNouns): EnglishCounted {
  const askedForms = surfaceForms(asked);
  if (GENERIC_COUNTED.has(asked)) return { script: 'latin', forms: null, person: false, own: new Set(askedForms) };
  return {
    script: 'latin',
    forms: new Set(askedForms.flatMap((form) => [form, ...relations.relativesOf(form, 'noun')])),
    person: askedForms.some((form) => persons.isPerson(form)),
    own: new Set(askedForms),
  };
}

/**
 * A closed compound whose head is the counted noun counts it ("47 geocaches" for "How many caches…?",
 * "two cupcakes" for cakes; since session 58): the noun of four letters or more, after three or more of its own.
 */
function namesAsHead(word: string, own: ReadonlySet<string>): boolean {
  for (const form of own) if (form.length >= 4 && word.length >= form.length + 3 && word.endsWith(form)) return true;
  return false;
}

function englishCountsAsked(counted: EnglishCounted, text: string, relations: LexicalRelations, persons: PersonNouns): boolean {
  const askedForms = counted.forms;
  if (askedForms === null) return true;
  // WordNet files "person" itself under noun.Tops, not noun.person, so it is named here.
  const matches = (word: string): boolean =>
    surfaceForms(word).some((form) => askedForms.has(form) || (counted.person && (form === 'person' || persons.isPerson(form))) || [...relations.relativesOf(form, 'noun')].some((relative) => askedForms.has(relative))) ||
    namesAsHead(word, counted.own);
  let counts = 0;
  for (const clause of text.toLowerCase().split(CLAUSE_BREAK)) {
    for (const match of clause.matchAll(EN_COUNT)) {
      const before = clause.slice(0, match.index);
      // A digit group after a thousands or decimal separator is the rest of the number before it ("$3,900": "900" counts nothing; since session 59).
      if (DESIGNATION.test(match[0]) || LABELLED.test(before) || AFTER_MONTH.test(before) || INSIDE_NUMBER.test(before)) continue;
      counts += 1;
      // A sum after a currency sign counts its units ("$12,340" for "By how many dollars…?") and
      // nothing else: "the fee is $725" closing a clause is no elliptical count of exam questions (since session 58).
      if (CURRENCY_SIGN.test(before.slice(-1))) {
        if (MONEY_UNITS.some((unit) => askedForms.has(unit))) return true;
        continue;
      }
      const after = clause.slice((match.index ?? 0) + match[0].length).match(/[a-z]+/gu) ?? [];
      // "three of them" counts what was said before; "a pair of binoculars" counts binoculars.
      const next = (after[0] === 'of' ? after.slice(1) : after).slice(0, EN_REACH);
      if (next.length === 0 || EN_ANY.has(next[0] as string) || PRONOUNS.has(next[0] as string) || next.some(matches)) return true;
    }
  }
  // No count at all is for statesCount to say; every count counting something else says none.
  return counts === 0;
}

/** The indefinite article and "another": one of what follows ("got a new Ferrari", "adopted another pup"); not "a few", "a lot", "a bit". */
const EN_ONE_OF = /\b(?:a|an|another)\s+(?!(?:few|lot|lots|bit|little|number)\b)/giu;

/**
 * Whether an English text tells one more of what the question counts by an article: "How many car
 * shows has Dave attended?" is answered, one show at a time, by "went to a car show"; "How many kids
 * do I have?" by "I have a kid". "a" only before the counted noun ("a bit", "a lot" count nothing);
 * "another" before anything when the question counts pets, people or things.
 */
export function tellsOneOfAsked(counted: CountedThing | null, text: string): boolean {
  if (counted === null || counted.script !== 'latin' || containsHan(text)) return false;
  const askedForms = counted.forms;
  // A noun of anything ("How many pets …?"): "another" adds one of whatever follows ("adopted another pup").
  if (askedForms === null) return /\banother\s+[a-z]/iu.test(text);
  // Only the counted noun itself: its WordNet relatives reach too far for a count of one ("a high
  // school chemistry teacher" is no student), and a person is not one of any persons.
  const oneOf = (word: string): boolean => surfaceForms(word).some((form) => counted.own.has(form));
  for (const clause of text.toLowerCase().split(/[.!?;,\n:()]+/u)) {
    for (const match of clause.matchAll(EN_ONE_OF)) {
      const next = (clause.slice((match.index ?? 0) + match[0].length).match(/[a-z]+/gu) ?? []).slice(0, EN_REACH);
      if (next.some(oneOf)) return true;
    }
  }
  return false;
}

/** Chinese: 几 / 多少, a measure word, then what is counted (奶奶有几个孙子？: 个, 孙子). */
const ZH_COUNT_QUESTION = new RegExp(`(?:${ASKING_JI_ZH}|多少)([${COUNT_MEASURE_CHARS_ZH}])([\\p{Script=Han}]{1,3})?`, 'u');
/** Measure words of people or of anything: they may count whatever is asked. */
const ZH_ANY_MEASURE = /^[个位名人]/u;
const ZH_NUMERAL = /^第?[零〇一二两三四五六七八九十百千万亿几\d]+/u;

/** Whether the question's measure word is one (几个 / 多少 + 本), not the first character of a noun (多少本金). */
function measureIsWord(question: string, measure: string): boolean {
  const words = taggedWords(question).map((each) => each.word);
  return words.some((word, index) => (/^(?:几|多少)/u.test(word) && word.endsWith(measure) && word.length > 1 && !/^(?:几|多少)$/u.test(word)) || (/^(?:几|多少)$/u.test(word) && words[index + 1] === measure));
}

/** What a Chinese 几 / 多少 question counts: its measure word and the noun after it. */
interface ChineseCounted {
  script: 'han';
  measure: string;
  noun: string;
}

function chineseCounted(question: string): ChineseCounted | null {
  const asked = ZH_COUNT_QUESTION.exec(question);
  if (!asked || !measureIsWord(question, asked[1] as string)) return null;
  return { script: 'han', measure: asked[1] as string, noun: (asked[2] ?? '').replace(/[了呢吗啊呀？?]+$/u, '') };
}

function chineseCountsAsked({ measure, noun }: ChineseCounted, text: string): boolean {
  const words = taggedWords(text);
  let counts = 0;
  for (const [index, { word, tag }] of words.entries()) {
    if ((tag !== 'm' && tag !== 'mq') || !ZH_NUMERAL.test(word)) continue;
    counts += 1;
    const rest = word.replace(ZH_NUMERAL, '');
    // An approximating 多 / 来 / 余 stands between the number and its measure word (700多件, 七百来个; read since session 49).
    const following = (rest + words.slice(index + 1, index + 4).map((each) => each.word).join('')).replace(/^[多来余]/u, '');
    if (following === '' || /^[，。！？、；,.!?\s]/u.test(following)) return true;
    if (following.startsWith(measure) || ZH_ANY_MEASURE.test(following)) return true;
    if (noun !== '' && following.includes(noun)) return true;
  }
  return counts === 0;
}

/** What a "how many" question counts, read once per question (null: nothing to check, every count answers). */
export type CountedThing = EnglishCounted | ChineseCounted;

export function countedThing(question: string, relations: LexicalRelations, persons: PersonNouns): CountedThing | null {
  if (containsHan(question)) return chineseCounted(question);
  const asked = countedNoun(question);
  return asked === null ? null : englishCounted(asked, relations, persons);
}

/** Whether a memory's counts count what the question counts, or may (see above). */
export function countsAskedThing(counted: CountedThing | null, text: string, relations: LexicalRelations, persons: PersonNouns): boolean {
  if (counted === null) return true;
  if (counted.script === 'han') return !containsHan(text) || chineseCountsAsked(counted, text);
  return containsHan(text) || englishCountsAsked(counted, text, relations, persons);
}
