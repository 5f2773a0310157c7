import { isWordNetAdverb } from '../../core/search/wordnet-files.js';
import { jiebaTagger } from '../entities.js';
import { RELATIONS, relationAlternation } from './lexicon.js';

/**
 * Whose fact a clause states. "我老婆特别爱喝拿铁" is about the wife, "我同事说香菜最好吃"
 * about a colleague; only the user's own facts may contradict the user's older ones.
 * A relation counts as the subject only when the user names it as theirs at the start of
 * the clause (我老婆, my wife; 用户老婆 and "the user's wife" in the facts the write pipeline words), so
 * "导师说让我重写第二章" stays about the user's thesis.
 */
const ZH_RELATION = new RegExp(
  `^(?:[^，,。]{0,4}?)(?:我|用户)(?:的|们)?(?:家)?(${relationAlternation('han')})`,
  'u',
);
const EN_RELATION = new RegExp(
  `^(?:\\S+\\s+){0,3}?(?:my|the user's)\\s+(?:\\w+\\s+)?(${relationAlternation('latin')})\\b`,
  'i',
);

function relationKey(word: string): string {
  const lower = word.toLowerCase();
  for (const [key, words] of Object.entries(RELATIONS)) if (words.some((candidate) => candidate.toLowerCase() === lower)) return key;
  return 'user';
}

const OTHER_PERSON_ZH = /^(?:[^，,。]{0,3}?)(?:她|他|它|他们|她们)/u;
const NAMED_PERSON_EN = /^([A-Z][a-z]+)(?:'s\b|\s+(?:is|has|was|got|loves|likes|hates|eats|drinks)\b)/;
const NOT_PERSON = new Set(['I', 'It', 'That', 'This', 'There', 'Here', 'What', 'Everything', 'Everyone', 'Nothing', 'Something', 'Today', 'Tomorrow', 'Rent', 'Work', 'Life', 'Mine', 'Dinner', 'Lunch']);
const OTHER_PERSON_EN = /^(?:\S+\s+){0,2}?(?:she|he|they)(?:'s|'re)?\b/i;
const FIRST_PERSON = /我|\bI\b|\bI'm\b|\bmy\b|\bme\b/u;

/** The subject a clause names itself, or null when it names none ("辣的也不行"). */
export function explicitSubject(clause: string): string | null {
  const trimmed = clause.trim();
  const zh = ZH_RELATION.exec(trimmed);
  if (zh) return relationKey(zh[1] as string);
  const en = EN_RELATION.exec(trimmed);
  if (en) return relationKey(en[1] as string);
  const named = NAMED_PERSON_EN.exec(trimmed);
  // A sentence opening on an adverb is no name: "Finally got promoted" is the user's (WordNet's adverbs, not a list of ours).
  if (named && !NOT_PERSON.has(named[1] as string) && !isWordNetAdverb(named[1] as string)) return (named[1] as string).toLowerCase();
  if (FIRST_PERSON.test(trimmed)) return 'user';
  if (OTHER_PERSON_ZH.test(trimmed) || OTHER_PERSON_EN.test(trimmed)) return 'other';
  return null;
}

/** The subject of a sentence: the one its first clause names, else the user. */
export function subjectOf(sentence: string): string {
  return explicitSubject(splitClauses(sentence)[0] ?? sentence) ?? 'user';
}

/** A clause's own subject, else the sentence's ("我爸就不行，天天要喝两口白酒" → father). */
export function clauseSubject(clause: string, sentence: string): string {
  return explicitSubject(clause) ?? subjectOf(sentence);
}

/** Clauses of a sentence: the comma-level pieces where polarity and subjects are read. */
export function splitClauses(sentence: string): string[] {
  return sentence
    .split(/[，。；;！!？?：]|(?<!\d)[,:]|[,:](?!\d)|\s+-\s+|\bbut\b|\bthough\b/u)
    .map((clause) => clause.trim())
    .filter((clause) => clause.length > 0);
}

/**
 * What may stand before an English verb of change for the change to be the user's: nothing (a
 * clause that starts with it: "Sold my Civic"), I or we, the write rules' "the user", an
 * auxiliary or an adverb. "Our drummer quit the band" is the drummer's ending, not the user's.
 */
export const EN_USER_BEFORE_VERB = /(?:^|\b(?:I|we|I've|we've|I'd|we'd|the user|have|has|had|just|finally|recently|already|also|then|so|and|actually|officially))\s*$/iu;

/** A change verb whose object is the user: "moved me to", 把我派到, "got the user transferred". */
const ACTS_ON_USER = /\b(?:me|us|the user)\b|我|用户/iu;
const ZH_OTHER_PERSON = new RegExp(`他|她|它|[小老]\\p{Script=Han}|${relationAlternation('han')}`, 'u');
/** jieba's tags of person names. */
const PERSON_TAGS = new Set(['nr', 'nrfg', 'nrt']);

/**
 * Whether the change a clause states with `verb` at `at` is the user's own: the user is the one
 * acting or the one acted on ("Got moved to days", 公司把我派到深圳, "IT swapped me onto a MacBook"),
 * not someone else (小周调去深圳了, "Our drummer quit", "Technician replaced the drain pump"). A
 * clause that names nobody before the verb is the sentence's subject's, as `clauseSubject` reads it.
 */
export function userChangesAt(clause: string, at: number, verb: string, sentence: string): boolean {
  if (ACTS_ON_USER.test(verb)) return true;
  const before = clause.slice(0, at).trim();
  if (before.length === 0) return subjectOf(sentence) === 'user';
  const named = explicitSubject(before);
  if (named !== null) return named === 'user';
  if (/\p{Script=Han}/u.test(before)) {
    if (ZH_OTHER_PERSON.test(before)) return false;
    return !jiebaTagger().tag(before, true).some(({ tag }) => PERSON_TAGS.has(tag));
  }
  return EN_USER_BEFORE_VERB.test(before);
}
