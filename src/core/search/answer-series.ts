import { MONTHS, WEEKDAYS } from './calendar-words.js';
import { containsHan, taggedWords } from '../text/analyzer.js';
import { escapeRegExp } from '../../write/rules/lexicon.js';
import { parseCount } from '../../write/numbers.js';
import { ENGLISH_STOP_WORDS } from '../text/stopwords.js';
import { RecencyMap } from '../recency-map.js';

/**
 * A numbered member of a series is its own thing. 科目四考了多少分？ asks the fourth part of the
 * driving test; 科目一考了96分 tells the first part's score and nothing of the fourth. "How many
 * kanji do you need for N2?" is not answered by "N4 needs about 300", nor "What did my iPhone 15
 * cost?" by the price of an iPhone 13. A memory that names the question's series only with other
 * numbers speaks of a sibling, however close its words and numbers sit.
 *
 * A member is a noun followed by its number: in Chinese a jieba noun (two characters or more)
 * followed by a bare numeral token (科目 四; 一节, with its measure word, is a count), in Latin script
 * a word and a number of one to three digits, apart or run together (Class 2, level 10, N4, CB750),
 * the number not followed by a unit (5 miles, 3 kids: amounts, not members). Closed classes
 * (numerals, units, calendar words, stop words); nothing read off a data set.
 */
export interface SeriesMember {
  /** The series' name as written (科目, Class, N; 笔译 for a grade). */
  stem: string;
  /** The member's number, as digits (初级, 中级, 高级 as -1, -2, -3). */
  number: number;
  /** A grade written before its noun with 级 (二级笔译, 中级经济师), not a number after it. */
  graded?: true;
  /** A part of an exam (理论 or 实操, `EXAM_PARTS_HAN`): the stem lists the parts, the number is the asked one's place there. */
  part?: true;
}

/** The numbers a member can carry: digits, or a Chinese numeral up to 99 (四, 十二, 二十三). */
const MEMBER_NUMERAL = /^(?:\d+|[一二两三四五六七八九]|[一二两三四五六七八九]?十[一二两三四五六七八九]?)$/u;

/** A member's number as a number (write/numbers.ts reads it); NaN for anything else (几, 一节, 3.5). */
export function numeralValue(text: string): number {
  return MEMBER_NUMERAL.test(text) ? (parseCount(text) ?? Number.NaN) : Number.NaN;
}

/** A unit after a number makes it an amount ("run 5 miles", "at 6 pm"), not a member's number. */
const AMOUNT_AFTER = /^[\s-]*(?:%|(?:k|kg|kgs|km|lbs?|pounds?|ounces?|oz|grams?|mg|ml|litres?|liters?|gallons?|feet|foot|ft|inches?|cm|mm|metres?|meters?|miles?|mph|years?|yrs?|months?|weeks?|days?|nights?|hours?|hrs?|minutes?|mins?|seconds?|times|am|pm|o['’]clock|dollars?|bucks|euros?|pence|cents?|percent|people|persons|kids|children|cups?|glasses|bottles|pieces|pages|steps|reps|sets|laps|points|stars)\b)/iu;
const CALENDAR = new Set([...MONTHS, ...MONTHS.map((month) => month.slice(0, 3)), ...WEEKDAYS]);
/** A word and its number, apart or run together; a number in a decimal, a time or a fraction is none. */
const LATIN_MEMBER = /(?<![\w$£€¥.,:/'’-])([A-Za-z]+)([ -]?)(\d{1,3})(?![\d.,:/%]\d|[A-Za-z\d])/gu;

function latinMembers(question: string): SeriesMember[] {
  const members: SeriesMember[] = [];
  for (const match of question.matchAll(LATIN_MEMBER)) {
    const stem = match[1] as string;
    const lower = stem.toLowerCase();
    // A lone letter is a series' name only run together with its number (N4, not "a 5").
    if (ENGLISH_STOP_WORDS.has(lower) || CALENDAR.has(lower) || (stem.length === 1 && match[2] !== '')) continue;
    if (AMOUNT_AFTER.test(question.slice((match.index ?? 0) + match[0].length))) continue;
    members.push({ stem, number: Number(match[3]) });
  }
  return members;
}

/**
 * A grade before its noun: a numeral or 初 / 中 / 高 with 级 (jieba's b or m: 三级, 中级), then the
 * noun (笔译, 经济师). 我三级笔译是哪年考过的？ is not answered by 报了CATTI二级笔译, nor 初级经济师 by
 * 中级经济师 (since session 50). 初, 中 and 高 are grades of their own, apart from the numbered ones.
 * The grade's word, its number captured, read in the question (`GRADE`) and in a memory (`stemPattern`).
 */
const GRADE_WORD = '(\\d{1,2}|[一二两三四五六七八九十]{1,3}|[初中高])级';
const GRADE = new RegExp(`^${GRADE_WORD}$`, 'u');
const GRADE_VALUES: Record<string, number> = { 初: -1, 中: -2, 高: -3 };

function gradeValue(text: string): number {
  return GRADE_VALUES[text] ?? numeralValue(text);
}

function hanMembers(question: string): SeriesMember[] {
  const words = taggedWords(question);
  const members: SeriesMember[] = [];
  for (let index = 0; index + 1 < words.length; index += 1) {
    const noun = words[index] as { word: string; tag: string };
    const numeral = words[index + 1] as { word: string; tag: string };
    const grade = GRADE.exec(noun.word);
    if (grade !== null && numeral.tag.startsWith('n') && /^\p{Script=Han}{2,}$/u.test(numeral.word)) {
      const number = gradeValue(grade[1] as string);
      if (!Number.isNaN(number)) members.push({ stem: numeral.word, number, graded: true });
      continue;
    }
    if (!noun.tag.startsWith('n') || !/^\p{Script=Han}{2,}$/u.test(noun.word) || numeral.tag !== 'm') continue;
    const number = numeralValue(numeral.word);
    if (!Number.isNaN(number)) members.push({ stem: noun.word, number });
  }
  return members;
}

/**
 * The parts of an exam, each its own thing as a numbered member is: 理论考了多少分？ is not answered by
 * 实操…得了八十六分, nor 面试 by 笔试. Closed pairs of the exam's parts (theory and practice, written
 * and interview, first and second round); a memory naming both still answers. Since session 51; since
 * session 59 also the subjects of the national school curriculum, which a school exam's scores are told
 * by (子墨期末语文考了多少？ is not answered by 子墨数学考了91).
 */
export const EXAM_PARTS_HAN = [['理论', '实操'], ['笔试', '面试'], ['初试', '复试'], ['语文', '数学', '英语', '物理', '化学', '生物', '历史', '地理', '政治']];

function examParts(question: string): SeriesMember[] {
  return EXAM_PARTS_HAN.flatMap((parts) => parts.flatMap((part, number) => (question.includes(part) ? [{ stem: parts.join('|'), number, part: true as const }] : [])));
}

/** The numbered members of a series a question names (科目四, Class 2, N4), and the parts of an exam it names (理论, 笔试). */
export function askedSeriesMembers(question: string): SeriesMember[] {
  return [...latinMembers(question), ...(containsHan(question) ? [...hanMembers(question), ...examParts(question)] : [])];
}

/** A stem's pattern, built once per stem (a search asks it of every candidate). */
const stemPatterns = new RecencyMap<string, RegExp>(256);

function stemPattern(stem: string, graded: boolean): RegExp {
  if (graded) return stemPatterns.getOrSet(`级${stem}`, () => new RegExp(`${GRADE_WORD}${escapeRegExp(stem)}`, 'gu'));
  return stemPatterns.getOrSet(stem, () => {
    if (!/^[A-Za-z]+$/u.test(stem)) return new RegExp(`${escapeRegExp(stem)}[ -]?(\\d{1,3}|[一二两三四五六七八九十]{1,3})(?!\\d)`, 'gu');
    const separator = stem.length === 1 ? '' : '[ -]?';
    return new RegExp(`(?<![A-Za-z])${escapeRegExp(stem)}${separator}(\\d{1,3}|[一二两三四五六七八九十]{1,3})(?![\\d.,:]\\d|[A-Za-z\\d])`, 'giu');
  });
}

/** The numbers a text gives the stem (科目一 → 1; class 2 → 2, in any case; 二级笔译 → 2 for a grade). */
function numbersOf(stem: string, graded: boolean, text: string, part = false): number[] {
  if (part) return stem.split('|').flatMap((word, number) => (text.includes(word) ? [number] : []));
  const value = graded ? gradeValue : numeralValue;
  return [...text.matchAll(stemPattern(stem, graded))].map((match) => value(match[1] as string)).filter((number) => !Number.isNaN(number));
}

/**
 * Whether the text names one of the question's series only by other members: for some stem the
 * question numbers, the text numbers that stem and never with a number the question gives it.
 */
export function speaksOnlyOfSiblings(members: readonly SeriesMember[], text: string): boolean {
  const byStem = new Map<string, { stem: string; graded: boolean; part: boolean; asked: Set<number> }>();
  for (const { stem, number, graded, part } of members) {
    const key = `${graded === true ? '级' : ''}${stem}`;
    const entry = byStem.get(key) ?? { stem, graded: graded === true, part: part === true, asked: new Set<number>() };
    byStem.set(key, entry);
    entry.asked.add(number);
  }
  for (const { stem, graded, part, asked } of byStem.values()) {
    const told = numbersOf(stem, graded, text, part);
    if (told.length > 0 && !told.some((number) => asked.has(number))) return true;
  }
  return false;
}
