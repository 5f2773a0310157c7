import { containsHan, taggedWords } from '../text/analyzer.js';
import { escapeRegExp, relationAlternation, RELATIONS } from '../../write/rules/lexicon.js';
import { HAN_TITLES, isName, nameEvidence, PERSON_WORD_HAN as SOMEONE_HAN, ROLE_NOUN_HAN, unplaced, withoutTitledPersons, type NameEvidence } from './answer-names.js';
import { isCommonSurname, surnameEnding } from '../text/chinese-names.js';
import { isClippingOf, sharedLexicalRelations } from './lexical-relations.js';
import { ENGLISH_STOP_WORDS } from '../text/stopwords.js';
import { PERSONAL_TITLES } from '../text/personal-titles.js';
import { personNouns } from './person-nouns.js';

/**
 * Whose name or job a question asks. "What's my daughter's name?" is not answered by the tutor's
 * name, nor 我老公做什么工作的？ by the user's own "I work as a nurse": a memory that tells a name or a
 * job answers only if it speaks of the person asked about, by a word for them (the relation's words:
 * wife, 老婆, 爱人 are one relation) or by the name the question gives them (我闺蜜阿琳). A job may
 * also be told of someone the memory calls by a pronoun or a name ("Patrick … worked on the docks",
 * said of a great-grandfather named in another turn); a name must come with the person it names,
 * as people introduce one ("my wife Anna", 我女朋友叫小雯).
 *
 * Closed classes: the question frames below, the write rules' relation words, the agentive endings
 * of Chinese nouns for people (answer-types.ts) and pronouns; nothing read off a data set.
 */
export interface AskedHolder {
  /** Words that speak of the person asked about: a relation's words in both languages, or the asked noun itself. */
  words: readonly string[];
  /** Names the question gives that person (我闺蜜阿琳): a memory using the name speaks of them. */
  names: readonly string[];
  /** The person is asked by a Chinese noun for a role (老师, 教练): any such noun can speak of them, since 老师 is also how one addresses a 治疗师. */
  byRole?: boolean;
  /** The surname of someone the question names ("What's Desmond's surname?"): told by a name after theirs (Desmond Clarke). */
  surnameOf?: string;
  /**
   * The given name of someone the question names by surname ("What's Dr. Patel's first name?"): told by a name before theirs (Raj Patel);
   * a Chinese surname (孟 of 孟医生叫什么名字？) by a full name that begins with it (孟庆华).
   */
  givenNameOf?: string;
  /** Words read whole only, never as clipped ("bride" is no clipped "bridegroom", WordNet's other name for the groom asked of). */
  wholeOnly?: readonly string[];
  /** The family name of someone the question calls by a word for them ("What's my teacher's surname?"): a given name alone does not tell it. */
  familyName?: boolean;
}

/** The English words for a family name, asked (answer-types.ts `ASKS_SURNAME`, `SURNAME_OF_NAMED`) or told (`tellsSurname`, `FAMILY_NAME_LATIN`). */
export const FAMILY_NAME_WORDS = 'surname|last name|family name|maiden name';
/** "What's Raj's surname / last name?": the named person whose family name is asked. */
const SURNAME_OF_NAMED = new RegExp(`\\b([A-Z][a-z]+)['’]s (?:${FAMILY_NAME_WORDS})\\b|\\b(?:${FAMILY_NAME_WORDS}) of ([A-Z][a-z]+)\\b`, 'u');

/** "What's Dr. Patel's first name?": the person named by surname (after a title, if any) whose given name is asked. */
export const GIVEN_NAME_OF_NAMED = /\b([A-Z][a-z]+)['’]s (?:first|given|christian) name\b|\b(?:first|given) name of (?:(?:Dr|Mr|Mrs|Ms|Miss|Mx|Prof|Professor|Coach)\.?\s+)?([A-Z][a-z]+)\b/u;
/** Titles written before a surname: no given name ("Dr. Patel", "Coach Reyes"). */
const TITLE_BEFORE_NAME = /^(?:Dr|Mr|Mrs|Ms|Miss|Mx|Prof|Professor|Coach|Doctor|Nurse|Aunt|Auntie|Uncle|Sir|Dame|Father|Sister|Brother|Officer|Judge|Pastor|Rev|Reverend|Captain|Grandma|Grandpa|Madame|Madam|Mme|Monsieur|Rabbi|Cantor|Imam|Deacon|Bishop|Sergeant|Lieutenant|Colonel|Senator|Mayor)$/u;

/**
 * The head noun of an English name question: "the name of my X", "X's name", "What's my X called?",
 * and since session 52 "the name of Aoife's X"; after a chain of possessives the last noun is the head
 * ("the name of John's cousin's dog": the dog).
 * After "the name of the" (or of a named person's, titled or not: "the name of Mrs. Vance's daughter",
 * since session 55), the head is the second word unless that is a function word ("the place
 * I work", "the roaster in town", "the hotel we stayed at"), when it is the first.
 */
const NAMED_HEAD_LATIN = /\bname of (?:my|the|his|her|our|their|your|(?:(?:Mr|Mrs|Ms|Dr|Miss)\.?\s+)?[A-Z][a-z]+['’]s) (?:[a-z-]+['’]s )*([a-z-]+)(?: ([a-z-]+))?\b|\b([a-z-]+)['’]s (?:(?:first |last |full |maiden |middle |family )?names?|surname)\b|^what(?:'s| is| was) (?:my|the|his|her|our|their|your|[a-z]+['’]s) (?:[a-z]+(?:['’]s)? ){0,3}([a-z-]+) called\b/iu;
/** The noun a person's name is asked of in an English question ("my mother's name", "the name of my coach"), if any. */
export function englishNamedHead(question: string): string | undefined {
  const match = NAMED_HEAD_LATIN.exec(question);
  if (match === null) return undefined;
  const [first, second] = [match[1], match[2]];
  if (first !== undefined) return second === undefined || ENGLISH_STOP_WORDS.has(second.toLowerCase()) ? first : second;
  return match.slice(3).find((group) => group !== undefined);
}

/** The head noun of an English job question: "What does my X do for work?", "What's my X's job?". */
const JOB_HEAD_LATIN = /\b(?:does|did|do)\s+(?:my|our|his|her|their)\s+(?:[\p{L}-]+\s+)?([\p{L}-]+)\s+do\b|\b(?:my|our|his|her|their)\s+([\p{L}-]+)['’]s\s+(?:current\s+)?(?:job|occupation|profession|work|career)\b/iu;
/** A job question about someone named: "What does Karen do for a living?". */
const JOB_NAMED_LATIN = /\b(?:does|did)\s+([A-Z][a-z]+)\s+do\b|\b([A-Z][a-z]+)['’]s\s+(?:current\s+)?(?:job|occupation|profession)\b/u;

/** A Chinese word for a person: a relation word, or a noun ending in an agentive morpheme (老师, 医生, 教练, 店员). */
const ROLE_HAN = new RegExp(ROLE_NOUN_HAN, 'u');
const RELATION_HAN = new RegExp(`^(?:${relationAlternation('han')})$`, 'u');
const PERSON_WORD_HAN = new RegExp(`${relationAlternation('han')}|${ROLE_HAN.source}`, 'gu');
/** Every role noun of a text (matchAll wants the global flag). */
const ROLE_HAN_ALL = new RegExp(ROLE_HAN.source, 'gu');
/** A third-person pronoun, which may stand for the person asked of, named in another turn. */
export const THIRD_PERSON = /\b(?:he|she|him|her|his)\b|他|她/iu;
/** The user speaking of themselves, or a memory rewritten about "the user". */
const FIRST_PERSON = /\b(?:I|I'm|I’m|I've|I’ve|me|[Mm]y)\b|\b[Tt]he user\b/u;

/** Spouses and partners are one relation to speak of: "my partner" is often a husband. */
const PAIRED_RELATIONS: readonly string[][] = [['spouse', 'partner']];
const FIANCE = ['fiance', 'fiancé', 'fiancee', 'fiancée', '未婚夫', '未婚妻'];

function relationWords(word: string): readonly string[] {
  const lower = word.toLowerCase();
  const singular = lower.endsWith('s') ? lower.slice(0, -1) : lower;
  const group = Object.entries(RELATIONS).find(([, words]) => words.includes(lower) || words.includes(singular) || (FIANCE.includes(lower) && words.includes('partner')));
  if (!group) return [lower];
  const paired = PAIRED_RELATIONS.find((relations) => relations.includes(group[0]));
  return paired ? [...paired.flatMap((relation) => RELATIONS[relation] ?? []), ...FIANCE] : group[1];
}

/**
 * A Latin holder's words: a relation's group, or a role's word with the other names of its most
 * frequent sense in WordNet that are words for persons ("attorney" for the lawyer asked of, "physician"
 * for the doctor). Since session 60.
 */
function holderWordsLatin(word: string): Pick<AskedHolder, 'words' | 'wholeOnly'> {
  const words = relationWords(word);
  // A generic word ("the guy who …") is read by the question's relative clause instead (anyPersonWords).
  if (words.length > 1 || GENERIC_PERSON_LATIN.test(word)) return { words };
  const synonyms = sharedLexicalRelations.synonymsOf(words[0] ?? word).filter((each) => personNouns.isPerson(each));
  return synonyms.length === 0 ? { words } : { words: [...words, ...synonyms], wholeOnly: synonyms };
}

/**
 * A Chinese question asking the name of someone it calls by surname and title or role (孟医生叫什么名字？,
 * 潘阿姨的全名叫什么？, 谭店长全名叫什么？): the user knows them by that already, so what is asked is the
 * full name, which a memory calling them 孟医生 alone does not tell. Since session 60.
 */
const NAME_OF_TITLED_HAN = new RegExp(`(\\p{Script=Han})(?:${HAN_TITLES}|${ROLE_NOUN_HAN})的?(?:全名|名字|叫什么|叫啥)`, 'u');

/** The surname of the titled person a Chinese name question asks of (孟 of 孟医生叫什么名字？), or undefined. */
export function surnameOfTitledHan(question: string): string | undefined {
  const surname = NAME_OF_TITLED_HAN.exec(question)?.[1];
  return surname !== undefined && isCommonSurname(surname) ? surname : undefined;
}

/** Whether the holder is a titled person whose Chinese full name is asked: a memory telling it is read by `speaksOfHolder` alone (jieba's tags miss many full names). */
export function asksFullNameHan(holder: AskedHolder | null): boolean {
  return holder?.givenNameOf !== undefined && containsHan(holder.givenNameOf);
}

/** What follows a surname in a titled form rather than a given name (孟医生, 谭店长). */
const TITLE_OR_ROLE_START = new RegExp(`^(?:${HAN_TITLES}|${ROLE_NOUN_HAN})`, 'u');

/**
 * A surname's full name said beside a title, a role or a verb of naming, one pattern per surname (a
 * search asks it of every candidate). jieba splits many full names (孟/庆/华), so the surname with one or
 * two characters more there tells one (医生孟庆华, 孟庆华医生, 全名叫孟庆华, 姓孟，叫…).
 */
const fullNamePatterns = new Map<string, RegExp>();

function fullNamePatternHan(surname: string): RegExp {
  let pattern = fullNamePatterns.get(surname);
  if (pattern === undefined) {
    const given = `${escapeRegExp(surname)}(?!${HAN_TITLES}|${ROLE_NOUN_HAN})\\p{Script=Han}`;
    pattern = new RegExp(`姓${escapeRegExp(surname)}[，,、]?(?:名|叫)|(?:${ROLE_NOUN_HAN}|${HAN_TITLES}|叫做?|名叫|全名是?|名字是)${given}|${given}\\p{Script=Han}?(?:${HAN_TITLES}|${ROLE_NOUN_HAN})`, 'u');
    fullNamePatterns.set(surname, pattern);
  }
  return pattern;
}

/** Whether a Chinese text tells a full name beginning with the surname: a name jieba tags (孟庆华), not the titled form (孟医生), or one said as `fullNamePatternHan` reads it. */
function tellsFullNameHan(plain: string, surname: string, names: NameEvidence): boolean {
  if (names.persons.some((name) => name.length >= 2 && name.length <= 3 && name.startsWith(surname) && !TITLE_OR_ROLE_START.test(name.slice(1)))) return true;
  return fullNamePatternHan(surname).test(plain);
}

/** Where a Chinese name or job question asks (叫, 姓, 名字, 做什么, 干什么, 工作): the words before it say whose. */
const ASKS_HAN = /叫|姓|名字|做什么|干什么|干啥|做啥|工作|职业/u;
/** Words for a name, which a possessive 的 makes no one's head noun (女儿的名字叫什么 asks the daughter's). */
const NAME_WORD_HAN = /^(?:名字|姓名|大名|小名|全名|名)$/u;

/**
 * The noun a possessive 的 puts after the last person word, when the question asks of it: 儿子现在的英语家教姓什么？
 * asks the tutor's name, not the son's, as "my son's tutor's name" does. Read from jieba's noun tags
 * (家教/nz, 班主任/n); undefined when no 的 follows the person word before the asking words.
 * Since session 47.
 */
function possessedHeadHan(after: string): string | undefined {
  const ask = after.search(ASKS_HAN);
  const phrase = ask < 0 ? after : after.slice(0, ask);
  const at = phrase.lastIndexOf('的');
  if (at < 0) return undefined;
  return taggedWords(phrase.slice(at + 1)).filter(({ word, tag }) => tag.startsWith('n') && !NAME_WORD_HAN.test(word)).at(-1)?.word;
}

/**
 * The person a name or job question asks about, when it is someone other than the asker: null for
 * "What's my job?", 我是干什么的？ or a question that names nobody.
 */
export function askedHolder(question: string, type: 'personName' | 'occupation'): AskedHolder | null {
  if (containsHan(question)) {
    const surname = type === 'personName' ? surnameOfTitledHan(question) : undefined;
    if (surname !== undefined) return { words: [], names: [], givenNameOf: surname };
    const people = [...question.matchAll(PERSON_WORD_HAN)];
    const last = people.at(-1);
    if (!last) return null;
    // A name right after the person word is theirs (我闺蜜阿琳); one before 的 is whose they are.
    const after = question.slice((last.index ?? 0) + last[0].length);
    const possessed = possessedHeadHan(after);
    if (possessed !== undefined) return { words: [possessed], names: [], byRole: ROLE_HAN.test(possessed) };
    const names = nameEvidence(question).persons.filter((name) => after.startsWith(name));
    return { words: relationWords(last[0]), names, byRole: !RELATION_HAN.test(last[0]) };
  }
  const surnameOf = type === 'personName' ? SURNAME_OF_NAMED.exec(question)?.slice(1).find((group) => group !== undefined) : undefined;
  if (surnameOf !== undefined && isName(surnameOf)) return { words: [], names: [surnameOf], surnameOf };
  const givenNameOf = type === 'personName' ? GIVEN_NAME_OF_NAMED.exec(question)?.slice(1).find((group) => group !== undefined) : undefined;
  if (givenNameOf !== undefined && isName(givenNameOf)) return { words: [], names: [givenNameOf], givenNameOf };
  const word = type === 'personName' ? englishNamedHead(question) : JOB_HEAD_LATIN.exec(question)?.slice(1).find((group) => group !== undefined);
  if (word !== undefined) return { ...holderWordsLatin(word), names: [], ...(type === 'personName' && ASKS_FAMILY_NAME_LATIN.test(question) ? { familyName: true } : {}) };
  const named = type === 'occupation' ? JOB_NAMED_LATIN.exec(question) : null;
  const name = named?.slice(1).find((group) => group !== undefined);
  return name !== undefined && isName(name) ? { words: [], names: [name] } : null;
}

/**
 * The holder's Latin words (with their plurals, and whole when they hold a hyphen: "mother-in-law")
 * and the names the question gives them, both or one kind alone (holderSpans: a name beside a name
 * tells nothing of whose it is; speaksOfHolder: a person's name is the question's own one), as one
 * pattern built once per holder (a search asks it of every candidate); global, so that holderSpans
 * finds every place the text speaks of them.
 */
const latinPatterns = { withNames: new WeakMap<AskedHolder, RegExp | null>(), wordsOnly: new WeakMap<AskedHolder, RegExp | null>(), namesOnly: new WeakMap<AskedHolder, RegExp | null>() };

function latinPatternOf(holder: AskedHolder, which: keyof typeof latinPatterns): RegExp | null {
  const cache = latinPatterns[which];
  let pattern = cache.get(holder);
  if (pattern === undefined) {
    const latin = [...(which === 'namesOnly' ? [] : holder.words), ...(which === 'wordsOnly' ? [] : holder.names)].filter((word) => !containsHan(word));
    pattern = latin.length === 0 ? null : new RegExp(`(?<!\\p{L})(?:${latin.map(escapeRegExp).join('|')})(?:s|es)?(?!\\p{L})`, 'giu');
    cache.set(holder, pattern);
  }
  return pattern;
}

/** The text's letter runs that are a clipped form of one of the holder's Latin words ("physio" for physiotherapist, "gran" for grandmother). */
function* clippedHolderWords(plain: string, holder: AskedHolder): Generator<RegExpMatchArray> {
  const latin = holder.words.filter((word) => !containsHan(word) && holder.wholeOnly?.includes(word) !== true).map((word) => word.toLowerCase());
  if (latin.length === 0) return;
  for (const match of plain.matchAll(/\p{L}+/gu)) {
    const word = match[0].toLowerCase();
    if (latin.some((asked) => isClippingOf(word, asked, 4))) yield match;
  }
}

/** Whether the text says a word for the person, its plural, a clipped form of it, or the name the question gives them. */
function mentionsHolder(plain: string, holder: AskedHolder): boolean {
  if ([...holder.words, ...holder.names].some((word) => containsHan(word) && plain.includes(word))) return true;
  const latin = latinPatternOf(holder, 'withNames');
  if (latin !== null && plain.search(latin) >= 0) return true;
  return !clippedHolderWords(plain, holder).next().done;
}

/** Whether the text says one of the names the question gives the person (or its plural, as mentionsHolder reads them). */
function mentionsHolderName(plain: string, holder: AskedHolder): boolean {
  if (holder.names.some((name) => containsHan(name) && plain.includes(name))) return true;
  const latin = latinPatternOf(holder, 'namesOnly');
  return latin !== null && plain.search(latin) >= 0;
}

/** The holder's Chinese words as one pattern, built once per holder like latinPatternOf's. */
const hanPatterns = new WeakMap<AskedHolder, RegExp | null>();

function hanWordsOf(holder: AskedHolder): RegExp | null {
  let pattern = hanPatterns.get(holder);
  if (pattern === undefined) {
    const han = holder.words.filter(containsHan);
    pattern = han.length === 0 ? null : new RegExp(han.map(escapeRegExp).join('|'), 'gu');
    hanPatterns.set(holder, pattern);
  }
  return pattern;
}

/**
 * Where the text speaks of the person asked about, read as mentionsHolder reads it: a word for them
 * (its plural, a hyphenated one whole, a clipped form), or any Chinese role noun when they are asked
 * by role. The holder's names are left out here: a name beside a name tells nothing of whose it is.
 */
function holderSpans(plain: string, holder: AskedHolder): { start: number; end: number }[] {
  const matches = [hanWordsOf(holder), holder.byRole === true ? ROLE_HAN_ALL : null, latinPatternOf(holder, 'wordsOnly')].flatMap((pattern) => (pattern === null ? [] : [...plain.matchAll(pattern)]));
  return [...matches, ...clippedHolderWords(plain, holder), ...anyPersonWords(plain, holder)].map((match) => ({ start: match.index ?? 0, end: (match.index ?? 0) + match[0].length }));
}

/**
 * Words for a person that say nothing of who they are ("the guy who worked on our piano", "the woman
 * who was arrested"): the question's relative clause picks them out, so a name beside any word for a
 * person may be theirs ("The tuner, Gary, said…"). Since session 56.
 */
const GENERIC_PERSON_LATIN = /^(?:guy|guys|man|men|woman|women|lady|ladies|person|girl|boy|gentleman|fellow|chap|bloke|gal|dude)$/iu;
const LATIN_WORD = /[A-Za-z][a-z]+/gu;

function anyPersonWords(plain: string, holder: AskedHolder): RegExpMatchArray[] {
  if (holder.words.length === 0 || !holder.words.every((word) => GENERIC_PERSON_LATIN.test(word))) return [];
  return [...plain.matchAll(LATIN_WORD)].filter((match) => personNouns.isPerson(match[0].toLowerCase()));
}

/**
 * What follows a word for a person when the name told is theirs, as people introduce one: "my wife
 * Anna", "my wife, Anna", "my wife (Anna)", "my wife's name is Anna", "my wife is called Anna",
 * "a daughter named Ava", "Oliver's teacher is Ms Patel" (a title after "is"), and since session 54 "my
 * piano teacher is Esteban Ruiz" (a full name after "is"), and since session 61 "the landlord's a guy
 * called Mr. Okafor", "my dentist is an older woman named Dr. Shah" (a person described, then named). Not "my wife is
 * Canadian", "my partner and I got a cat named Biscuit", "my sister in Vancouver" or "my mum's 70th
 * … at Luigi's": the name there is something else's.
 */
const LATIN_AFTER = new RegExp(`^(?:['’]s)?(?:\\s*,\\s*|\\s*\\(\\s*|\\s+|['’]s\\s+(?:(?:first|last|full|middle|maiden|real)\\s+)?names?\\s+(?:is|was|are)\\s+|\\s+(?:(?:is|was|are|were)\\s+)?(?:(?:a|an)\\s+(?:[a-z]+\\s+){1,2}?)?(?:called|named)\\s+|\\s+(?:is|was)\\s+(?=(?:${PERSONAL_TITLES})\\b\\.?|[A-Z][a-z]+\\s+[A-Z][a-z]+\\b))["“']?(?:(?:${PERSONAL_TITLES})\\.?\\s+)?([A-Z][a-z]+|[A-Z]{2,})(?![\\p{L}])`, 'u');
/** What comes before a word for a person whose name it is: "Anna, my wife", "Anna is my wife", "Anna (my sister)", and since session 52 "Stuart, the instructor". */
const LATIN_BEFORE = /(?:^|[^\p{L}])((?:[A-Z][a-z]+|[A-Z]{2,}))(?:\s*,\s*|\s+(?:is|was)\s+|\s*\(\s*)(?:my|our|his|her|their|the user['’]s|the)\s+(?:[a-z]+\s+){0,2}$/u;
/**
 * The next sentence naming the person by a pronoun ("We hired a doula! Her name is Thandiwe Moyo.",
 * "Got a new trainer. He's called Marco"; 请了个月嫂，她姓潘): the one the sentence before introduced.
 * Since session 56.
 */
export const PRONOUN_NAMES_NEXT_LATIN = new RegExp(
  `^[^.!?\\n]*[.!?]+["”']?\\s+(?:(?:Her|His)\\s+(?:(?:first|full|real)\\s+)?name(?:['’]s|\\s+is|\\s+was)|(?:She|He)(?:['’]s|\\s+is|\\s+was)\\s+(?:called|named))\\s+["“']?(?:(?:${PERSONAL_TITLES})\\.?\\s+)?([A-Z][a-z]+)`,
  'u',
);
/**
 * 叫 before a person is "to ask" (他叫我们早点到): not a name. The pronoun is the holder's only when no
 * other person is spoken of before it (我姐夫是我同事介绍的，她叫小敏: 她 is the colleague).
 */
const PRONOUN_NAMES_NEXT_HAN_PATTERN = /^([^。！？!?\n]{0,30}?)[，,。！!？?；;]\s*[她他](?:的?(?:名字|大名))?(?:叫做|名叫|叫(?![我你他她大家])|姓)/u;

export function pronounNamesNextHan(after: string): boolean {
  const between = PRONOUN_NAMES_NEXT_HAN_PATTERN.exec(after)?.[1];
  return between !== undefined && !SOMEONE_HAN.test(between);
}
/** Chinese: 我老婆小雯, 我老婆叫小雯, 老婆的名字叫小雯, 治疗师姓邓, 换了个教练，姓孟, 教练是个叫小鹿的姑娘; and before: 王老师, 小雯是我老婆, 一个叫阿杰的教练 (HAN_NAMED_BEFORE). */
const HAN_NAMING_AFTER = /^(?:的)?(?:名字|大名|小名|全名)?(?:[，,]?(?:叫做|名叫|叫|姓)|是)/u;
const HAN_IS = /^(?:的)?(?:名字|大名|小名|全名)?是/u;
/**
 * 是个叫… / 是一位姓… introduces the person by name (教练是个叫小鹿的东北姑娘), as 叫 and 姓 do, also
 * after a few words of who they are within the clause (教练是个本地小哥叫阿海, 室友是个做设计的小姑娘叫阿梅: up to eight since session 50).
 */
const HAN_IS_ONE_NAMED = /^是(?:一)?(?:个|位)[^，。！？、；,.!?;]{0,8}?(?:叫|姓)/u;
/**
 * Who they are, then their name in a clause whose subject is left out, as Chinese continues a topic
 * (姐夫是马来西亚华人，叫林志豪). Only after 是: a clause with another verb may have its own object
 * for the name (我哥养了只狗，叫旺财), and one naming someone else does too (是我同事，叫…).
 */
const HAN_IS_THEN_NAMED = /^(?:的)?是([^，。！？、；,.!?;]{1,12})[，,](?:叫做|名叫|叫|姓)(?!什么|啥)/u;

/**
 * Who they are, then their name, in the clause after 是 (老板是合伙人谢律师: a few words with no 的 between,
 * since session 49); not a name that owns what follows (老板是王总的弟弟).
 */
function namedAfterWhoTheyAre(rest: string, name: string): boolean {
  const at = rest.indexOf(name);
  return at >= 1 && at <= 6 && !/[，。！？、；,.!?;的]/u.test(rest.slice(0, at)) && !rest.startsWith('的', at + name.length);
}

/**
 * The people "Dr." is written before: medical practitioners by their usual nouns (doctor, vet,
 * dentist, GP…), by the endings of the specialties (-ologist, -iatrist, pediatrician) and, since
 * session 49, the specialists named otherwise (allergist, internist, orthopedist, anesthetist,
 * osteopath). Since session 42: "What's my vet's name again?" of "Took him to Dr. Patel at Arizona Exotic Vet".
 */
const MEDICAL_HOLDER = /^(?:doctor|doc|vet|veterinarian|dentist|gp|physician|surgeon|orthodontist|chiropractor|optometrist|podiatrist|pa?ediatrician|obstetrician|clinician|allergist|internist|orthopa?edist|an(?:a)?esthetist|osteopath|[a-z]+ologist|[a-z]+iatrist)s?$/iu;
const DOCTOR_NAMED = /\b(?:Dr\.?|Doctor)\s+[A-Z][a-z]+/u;

/**
 * A name given before the word for the person, as a modifier (私教是一个叫阿杰的教练, 一位姓孟的东北教练):
 * 叫 or 姓, the name, 的, and at most a few words of who they are. Another 的 in between would make the
 * name someone else's (叫阿杰的同事的老婆).
 */
export const HAN_NAMED_BEFORE = /(?:叫做|名叫|叫|姓)[^\P{Script=Han}的]{1,4}的[^，。！？、；,.!?;的]{0,4}$|(?:叫做|名叫|叫)[A-Za-z]+的[^，。！？、；,.!?;的]{0,4}$/u;

/**
 * Whether the text tells a name as the asked person's: right beside a word for them, in one of the
 * ways people introduce someone (LATIN_AFTER, LATIN_BEFORE, HAN_NAMING_AFTER, a name or surname next
 * to the word). A name elsewhere in the same memory belongs to someone or something else as often
 * ("My partner and I got a cat named Biscuit" for "What's my partner's name?", session 30's reading).
 */
function namesHolder(plain: string, holder: AskedHolder, evidence: NameEvidence, question: string): boolean {
  const persons = evidence.persons;
  for (const { start, end } of holderSpans(plain, holder)) {
    const after = plain.slice(end);
    const before = plain.slice(0, start);
    if (containsHan(plain.slice(start, end))) {
      // 叫 / 姓 name whatever follows; 是 only a name (我老婆是老师 tells a job).
      if (HAN_NAMING_AFTER.exec(after) !== null && (!HAN_IS.test(after) || HAN_IS_ONE_NAMED.test(after))) return true;
      const described = HAN_IS_THEN_NAMED.exec(after);
      if (described !== null && !SOMEONE_HAN.test(described[1] as string)) return true;
      if (HAN_NAMED_BEFORE.test(before) || pronounNamesNextHan(after)) return true;
      const rest = after.replace(HAN_IS, '');
      if (persons.some((name) => rest.startsWith(name) || before.endsWith(name) || new RegExp(`${escapeRegExp(name)}是(?:我|我们)的?$`, 'u').test(before))) return true;
      if (HAN_IS.test(after) && persons.some((name) => namedAfterWhoTheyAre(rest, name))) return true;
      // A surname before a title is how one calls a teacher or a doctor (王老师, 邓医生).
      if (ROLE_HAN.test(plain.slice(start, end)) && surnameEnding(before) !== undefined) return true;
      // A person the name reader took whole with their title (退下来的倪老师: 倪 is no common surname, jieba tags it a name), not the question's own (戚老师叫什么名字？).
      if (persons.some((name) => name.length > end - start && !question.includes(name) && plain.slice(0, end).endsWith(name))) return true;
      continue;
    }
    // "Dr." names a doctor: asked the vet's or the dentist's name, "Dr. Patel" anywhere in the memory is theirs.
    if (MEDICAL_HOLDER.test(plain.slice(start, end)) && DOCTOR_NAMED.test(plain)) return true;
    const introduced = LATIN_AFTER.exec(after);
    if (introduced !== null && isName(introduced[1] as string)) return true;
    const preceding = LATIN_BEFORE.exec(before);
    if (preceding !== null && isName(preceding[1] as string)) return true;
    const next = PRONOUN_NAMES_NEXT_LATIN.exec(after);
    if (next !== null && isName(next[1] as string)) return true;
  }
  return false;
}

const ASKS_FAMILY_NAME_LATIN = new RegExp(`\\b(?:${FAMILY_NAME_WORDS})s?\\b`, 'iu');
/**
 * A family name told in English: a name after a title (Ms. Okafor, Coach Reyes), a name of two
 * capitalised words (Esteban Ruiz, Raj K. Patel), or the word for it ("her last name is …"). A given name
 * alone ("My teacher is Esteban", "the station manager, Dolores") tells none. Since session 54.
 */
const FAMILY_NAME_LATIN = new RegExp(`\\b(?:${PERSONAL_TITLES}|Coach|Doctor|Professor|Judge|Officer|Captain|Sergeant|Pastor|Reverend)\\.?\\s+[A-Z][a-z]+|\\b(?:${FAMILY_NAME_WORDS})\\b`, 'u');
const TWO_NAMES_LATIN = /\b([A-Z][a-z]+)\s+(?:[A-Z]\.\s+)?([A-Z][a-z]+(?:-[A-Z][a-z]+)?)\b/gu;

function tellsAFamilyName(plain: string): boolean {
  return FAMILY_NAME_LATIN.test(plain) || [...plain.matchAll(TWO_NAMES_LATIN)].some((match) => isName(match[1] as string) && isName(match[2] as string));
}

/** Whether the text gives the named person a family name: a capitalised word after theirs ("Desmond Clarke", "Raj K. Patel"), or says theirs ("Raj's surname is …"). */
function tellsSurname(plain: string, name: string): boolean {
  const after = new RegExp(`\\b${escapeRegExp(name)}\\s+(?:[A-Z]\\.\\s+)?([A-Z][a-z]+(?:-[A-Z][a-z]+)?)\\b`, 'gu');
  if ([...plain.matchAll(after)].some((match) => isName(match[1] as string))) return true;
  return new RegExp(`\\b${escapeRegExp(name)}['’]s\\s+(?:${FAMILY_NAME_WORDS})\\b`, 'u').test(plain);
}

/** Whether the text gives the person named by surname a given name: a capitalised word before theirs that is no title ("Raj Patel", "Dr. Raj Patel"), or says it ("Patel's first name is …"). */
function tellsGivenName(plain: string, surname: string, question: string): boolean {
  const before = new RegExp(`\\b([A-Z][a-z]+)\\s+(?:[A-Z]\\.\\s+)?${escapeRegExp(surname)}\\b`, 'gu');
  // Not the word the question itself puts before the surname ("What's Cantor Levy's first name?": Cantor is how the user calls him).
  const asked = (word: string): boolean => question.includes(`${word} ${surname}`);
  if ([...plain.matchAll(before)].some((match) => isName(match[1] as string) && !TITLE_BEFORE_NAME.test(match[1] as string) && !asked(match[1] as string))) return true;
  return new RegExp(`\\b${escapeRegExp(surname)}['’]s\\s+(?:first|given|christian) name\\b`, 'u').test(plain);
}

/**
 * Whether the text tells the name of the person asked about beside the question's own word for them
 * (医生姓罗 for 医生, 班主任王老师 for 班主任): not beside any role noun, as speaksOfHolder allows a
 * holder asked by role (李大夫 the acupuncturist is no answer to 皮肤科那个医生姓什么？ here, nor
 * 未婚夫阿杰 to 摄影师叫什么名字？).
 */
export function namesAskedHolder(plain: string, holder: AskedHolder | null, names: () => NameEvidence, question: string): boolean {
  if (holder === null || holder.surnameOf !== undefined) return false;
  // A Chinese full name beginning with the asked one's surname is theirs (the question calls them by it).
  if (holder.givenNameOf !== undefined) return asksFullNameHan(holder) && tellsFullNameHan(plain, holder.givenNameOf, names());
  return namesHolder(plain, byOwnWords(holder), names(), question);
}

/** The holder read by its own words only, one copy per holder (the patterns built from a holder are kept per object). */
const ownWordsOnly = new WeakMap<AskedHolder, AskedHolder>();

function byOwnWords(holder: AskedHolder): AskedHolder {
  if (holder.byRole !== true) return holder;
  let copy = ownWordsOnly.get(holder);
  if (copy === undefined) ownWordsOnly.set(holder, (copy = { ...holder, byRole: false }));
  return copy;
}

/**
 * Whether a memory's text speaks of the person asked about, so that the name or job it tells can be
 * theirs. `names` reads the text's names (a caller that keeps them per text passes its cache). A
 * name must be told beside them (namesHolder), or be the one the question gives them.
 */
export function speaksOfHolder(plain: string, holder: AskedHolder | null, type: 'personName' | 'occupation', question: string, names: () => NameEvidence = () => nameEvidence(plain)): boolean {
  if (holder === null) return true;
  if (holder.surnameOf !== undefined) return tellsSurname(plain, holder.surnameOf);
  if (holder.givenNameOf !== undefined) return asksFullNameHan(holder) ? tellsFullNameHan(plain, holder.givenNameOf, names()) : tellsGivenName(plain, holder.givenNameOf, question);
  if (holder.familyName === true && !tellsAFamilyName(plain)) return false;
  if (type === 'personName') return mentionsHolderName(plain, holder) || namesHolder(plain, holder, names(), question);
  if (mentionsHolder(plain, holder)) return true;
  if (holder.byRole === true && ROLE_HAN.test(plain)) return true;
  if (holder.names.length > 0) return false;
  // A job told of "he" or of someone named can be the asked person's, named in another turn
  // ("Patrick went over to Liverpool and worked on the docks": a name opening a sentence is not read
  // as one, so the place stands for the person there). A job told in the first person is the user's
  // own, and a place then is only where it is done ("I work as an interpreter at hospitals around Leeds").
  if (THIRD_PERSON.test(plain)) return true;
  // A person addressed by surname and title (李老师, 王医生) is someone by that job, not the one asked of (since session 55).
  const evidence = withoutTitledPersons(names());
  const someone = FIRST_PERSON.test(plain) ? [...unplaced(evidence), ...evidence.persons] : [...evidence.capitalised, ...evidence.persons];
  return someone.some((name) => !question.includes(name));
}
