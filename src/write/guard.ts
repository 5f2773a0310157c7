import { analyze } from '../core/text/analyzer.js';
import { englishMonthIndex, turnClock } from './calendar.js';
import { jiebaTagger, latinEntities } from './entities.js';
import { hasHan } from './language.js';
import { keyNumbers, numericValues } from './numbers.js';
import { datesMentioned } from './relative-time.js';
import { COLOURS, SYNONYMS } from './rules/lexicon.js';
import { isNegative } from './rules/polarity.js';
import { splitClauses } from './rules/subject.js';

/**
 * The hallucination guard (seed 004: "提取的每条记忆必须能找到原始文本中的对应证据，找不到的不允许写入").
 * A proposed memory passes only when its key terms (nouns, names, colours), numbers and
 * dates all appear in its source turns, and it does not flip what the user said (喜欢 →
 * 讨厌). "用户喜欢简约风格" from "我喜欢简约风格" passes; "用户喜欢蓝色" does not.
 */
export type GuardReason = 'unsupported-terms' | 'unsupported-numbers' | 'unsupported-dates' | 'polarity' | 'language';

export interface GuardResult {
  supported: boolean;
  reason: GuardReason | null;
  /** The terms, numbers or dates of the proposal that the source does not contain. */
  missing: string[];
}

interface DateMention {
  text: string;
  year: number;
  month: number | null;
  day: number | null;
}

const ZH_ABSOLUTE = /(\d{4})年(?:(\d{1,2})月(?:(\d{1,2})日)?)?/gu;
const EN_ABSOLUTE = /\b(January|February|March|April|May|June|July|August|September|October|November|December)(?:\s+(\d{1,2}))?,?\s+(\d{4})\b/g;
const ISO_DATE = /\b(\d{4})-(\d{2})-(\d{2})\b/g;
const YEAR_ALONE = /\b(?:in|since|by|spring|summer|autumn|fall|winter)\s+(\d{4})\b/g;

/** Takes absolute dates out of a text (they are checked as dates, not as loose numbers). */
function extractDates(text: string): { rest: string; dates: DateMention[] } {
  const dates: DateMention[] = [];
  const take = (pattern: RegExp, read: (match: RegExpExecArray) => DateMention | null) => (input: string): string =>
    input.replace(pattern, (...args: unknown[]) => {
      const match = args.slice(0, -2) as unknown as RegExpExecArray;
      const mention = read(match);
      if (mention) dates.push(mention);
      return ' ';
    });
  let rest = take(ZH_ABSOLUTE, (m) => ({ text: m[0], year: Number(m[1]), month: m[2] ? Number(m[2]) : null, day: m[3] ? Number(m[3]) : null }))(text);
  rest = take(EN_ABSOLUTE, (m) => ({ text: m[0], year: Number(m[3]), month: englishMonthIndex(m[1] as string), day: m[2] ? Number(m[2]) : null }))(rest);
  rest = take(ISO_DATE, (m) => ({ text: m[0], year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }))(rest);
  rest = take(YEAR_ALONE, (m) => ({ text: m[0], year: Number(m[1]), month: null, day: null }))(rest);
  return { rest, dates };
}

function dateSupported(mention: DateMention, supported: { year: number; month: number; day: number }[]): boolean {
  return supported.some(
    (date) => date.year === mention.year && (mention.month === null || date.month === mention.month) && (mention.day === null || date.day === mention.day),
  );
}

const FRAMING_ZH = new Set(['用户', '助手', '要求', '偏好', '表示', '提到', '截至', '前后', '那一周', '那个', '周末', '情况', '方面', '时候', '事情', '东西', '内容']);
const FRAMING_EN = new Set(
  analyze(
    'user assistant instruction prefers prefer likes like loves enjoys wants says mentioned stated currently lives live works work moved pays asked requests ' +
      'noted reminds week weekend morning afternoon evening night month year date time day around as of the on in since until',
  ),
);
const KEY_TAGS = new Set(['n', 'nr', 'ns', 'nt', 'nz', 'ng', 'nrt', 'nrfg', 'nw', 'vn', 'an', 'a', 'x', 'eng']);
const COLOUR_SET = new Set(COLOURS);

function synonymsOf(term: string): string[] {
  const lower = term.toLowerCase();
  return SYNONYMS.filter((group) => group.includes(lower)).flat();
}

function presentIn(term: string, sourceLower: string, sourceTerms: Set<string>): boolean {
  const candidates = [term, ...synonymsOf(term)];
  return candidates.some((candidate) => {
    const lower = candidate.toLowerCase();
    if (hasHan(lower)) return sourceLower.includes(lower);
    return sourceLower.includes(lower) || analyze(lower).every((stem) => sourceTerms.has(stem));
  });
}

/** Nouns, names, adjectives and colours of a proposal: the words that carry its facts. */
function keyTerms(text: string): string[] {
  const terms = new Set<string>();
  if (hasHan(text)) {
    for (const { word, tag } of jiebaTagger().tag(text, true)) {
      const trimmed = word.trim();
      if (!trimmed || FRAMING_ZH.has(trimmed)) continue;
      if (hasHan(trimmed) && (KEY_TAGS.has(tag) || COLOUR_SET.has(trimmed))) terms.add(trimmed);
    }
    for (const entity of latinEntities(text)) terms.add(entity);
    return [...terms];
  }
  for (const match of text.matchAll(/[A-Za-z][A-Za-z0-9'+#-]*/g)) {
    const word = match[0].replace(/'s$/i, '');
    const stems = analyze(word);
    if (stems.length === 0 || stems.every((stem) => FRAMING_EN.has(stem))) continue;
    terms.add(word.toLowerCase());
  }
  return [...terms];
}

function polarityFlips(terms: string[], proposal: string, source: string): string[] {
  const proposalClauses = splitClauses(proposal);
  const sourceClauses = splitClauses(source);
  const flipped: string[] = [];
  for (const term of terms) {
    const lower = term.toLowerCase();
    const mine = proposalClauses.find((clause) => clause.toLowerCase().includes(lower));
    const theirs = sourceClauses.filter((clause) => clause.toLowerCase().includes(lower));
    if (!mine || theirs.length === 0) continue;
    if (!theirs.some((clause) => isNegative(clause) === isNegative(mine))) flipped.push(term);
  }
  return flipped;
}

export interface GuardOptions {
  /** The language the memory must be written in (the user's). */
  language?: 'zh' | 'en';
}

export function checkSupport(proposal: string, sources: string[], turnTime: string, options: GuardOptions = {}): GuardResult {
  const source = sources.join('\n');
  if (options.language === 'zh' && !hasHan(proposal)) return { supported: false, reason: 'language', missing: [proposal] };
  const fail = (reason: GuardReason, missing: string[]): GuardResult => ({ supported: false, reason, missing });

  const { rest, dates } = extractDates(proposal);
  const today = turnClock(turnTime).today;
  const supportedDates = [today, ...datesMentioned(source, turnTime).map((phrase) => phrase.date)];
  const badDates = dates.filter((mention) => !dateSupported(mention, supportedDates)).map((mention) => mention.text);
  if (badDates.length > 0) return fail('unsupported-dates', badDates);

  const sourceNumbers = new Set(numericValues(source));
  const badNumbers = keyNumbers(rest).filter((value) => !sourceNumbers.has(value));
  if (badNumbers.length > 0) return fail('unsupported-numbers', badNumbers.map(String));

  const sourceLower = source.toLowerCase();
  const sourceTerms = new Set(analyze(source));
  const terms = keyTerms(rest);
  const missing = terms.filter((term) => !presentIn(term, sourceLower, sourceTerms));
  if (missing.length > 0) return fail('unsupported-terms', missing);

  const flipped = polarityFlips(terms, rest, source);
  if (flipped.length > 0) return fail('polarity', flipped);
  return { supported: true, reason: null, missing: [] };
}
