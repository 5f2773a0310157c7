import { ENGLISH_AUXILIARIES, ENGLISH_STOP_WORDS } from '../text/stopwords.js';
import { WEEKDAYS, MONTHS } from './calendar-words.js';
import { LexicalRelations, sharedLexicalRelations, surfaceForms } from './lexical-relations.js';
import { RecencyMap } from '../recency-map.js';

/**
 * "Which N …?" asks which one of the things N names ("Which hospital do I work at?", "Which herb
 * didn't make it?"), and is answered by a text that picks one out: a name ("Northwestern", "UA
 * 1876"), a narrower word for N that WordNet lists as a hyponym or synonym ("the basil" for herb,
 * "bathroom" for room), or N with a word in front that tells it apart ("my lower left wisdom
 * tooth", "the payments team") or a number after it ("route 38"). A memory on the question's
 * subject that names no such one ("Got moved to days!" for the hospital, "with an app now" for
 * "Which workout app") is about the same thing and no answer.
 *
 * English only, and only the interrogative determiner "which" before a noun and an auxiliary
 * (closed classes). "What N …?" was measured too: it asks a kind as often as an instance ("What
 * instrument do I play?" / "bass", "What fish did I get?" / "neon tetras", more than one WordNet
 * level under N), and its check would have called 43 more of LoCoMo's answerable questions
 * unanswered by their own evidence. Heads that ask a kind ("which kind / type / variety …",
 * answered by a modifier of another noun: "cherry tomatoes") or a time ("which day", answered by a
 * weekday, which is no name) are left alone.
 */
/** Words in front of the head: modifiers, a possessive among them ("Which children's hospital …?", "Which state's college plan …?"). */
const MODIFIERS = "((?:[A-Za-z-]+(?:['’]s)?\\s+){0,2}?)";
const WHICH_NOUN = new RegExp(`\\bwhich\\s+${MODIFIERS}([a-z-]+)(?:\\s+(?:in|of|from|near|around)(?:\\s+[A-Z][\\w'-]*){1,2})?\\s+(?:${ENGLISH_AUXILIARIES})\\b`, 'u');
/**
 * "Which N" as the subject, before its verb in the past tense ("Which restaurant hosted the rehearsal
 * dinner?", "Which court summoned me?"): the verb is a regular past form (`readsAsRegularPast`: not
 * "shed" in "Which red shed …"; irregular pasts such as "sold" are not read).
 */
const WHICH_SUBJECT = new RegExp(`\\bwhich\\s+${MODIFIERS}([a-z-]+)\\s+([a-z]+ed)\\b`, 'u');
const AUXILIARY = new RegExp(`^(?:${ENGLISH_AUXILIARIES})$`, 'u');
/** Heads that ask a kind or a time rather than an instance. */
const NOT_INSTANCE_HEADS = new Set([
  'kind', 'kinds', 'type', 'types', 'sort', 'sorts', 'variety', 'varieties', 'breed', 'breeds', 'style', 'styles', 'model', 'models', 'make',
  'brand', 'brands', 'species', 'flavor', 'flavors', 'flavour', 'flavours', 'colour', 'colours', 'color', 'colors', 'one', 'ones', 'way', 'ways', 'part', 'parts',
  'day', 'days', 'week', 'weeks', 'month', 'months', 'year', 'years', 'time', 'times', 'date', 'dates', 'weekday', 'weekdays', 'season', 'seasons', 'night', 'nights',
  'morning', 'mornings', 'afternoon', 'afternoons', 'evening', 'evenings', 'hour', 'hours',
]);
/** Words in front of a noun that do not tell one of its kind from another ("a new app", "the same team"). */
const NON_DISTINGUISHING = new Set(['new', 'old', 'same', 'other', 'another', 'local', 'nearby', 'big', 'small', 'little', 'good', 'nice', 'great', 'current', 'usual', 'regular', 'favourite', 'favorite']);
const CALENDAR = new Set([...MONTHS, ...WEEKDAYS]);

/**
 * What a "which N" question asks for: its head noun, and the words it puts in front of it ("food" in
 * "Which food bank …?"), which tell nothing apart in a memory that repeats them. Lowercase.
 */
export interface AskedInstance {
  head: string;
  modifiers: string[];
}

/** The instance a "which N" question asks for, or undefined when it asks none. */
export function askedInstancePhrase(question: string): AskedInstance | undefined {
  const lowered = question.replace(/\bWhich\b/gu, 'which');
  let match = WHICH_NOUN.exec(lowered);
  if (match === null) {
    const subject = WHICH_SUBJECT.exec(lowered);
    if (subject !== null && sharedLexicalRelations.readsAsRegularPast(subject[3] as string)) match = subject;
  }
  const head = match?.[2];
  if (!head || NOT_INSTANCE_HEADS.has(head) || ENGLISH_STOP_WORDS.has(head) || AUXILIARY.test(head)) return undefined;
  const modifiers = (match?.[1] ?? '').toLowerCase().replace(/['’]s\b/gu, '').split(/\s+/u).filter(Boolean);
  if (modifiers.some((word) => NOT_INSTANCE_HEADS.has(word) || AUXILIARY.test(word) || ENGLISH_STOP_WORDS.has(word))) return undefined;
  return { head, modifiers };
}

/** The head noun of a "which N" question (lowercase), or undefined when the question asks no instance. */
export function askedInstance(question: string): string | undefined {
  return askedInstancePhrase(question)?.head;
}

const WORD = /[A-Za-z][A-Za-z'-]*|\d+/gu;
/** A number standing alone after the head ("route 38", "room 214"): not past a comma, and not a time or a measure ("the hospital, 7pm to 7am"). */
const NUMBER_AFTER = /^\s+\d+(?![\d.:]*[A-Za-z:])/u;
/**
 * A name after the head in a phrase of place ("the field office in Newark", "the branch on Elm
 * Street", "the clinic at Mercy"): the place tells that one apart as a word in front does ("the
 * Newark field office"). Not a month or weekday ("the meeting on Monday" is a time of it).
 */
const PLACE_NAME_AFTER = /^\s+(?:in|at|on|near|off)\s+(?:the\s+)?([A-Z][a-z]+|[A-Z]{2,})\b/u;

/**
 * Whether the word in front and the head make one noun WordNet lists ("high school", "living room"):
 * a kind of the head. For an institution (namesAnInstitution) it tells one of them apart no more than
 * the head alone ("a high school debate coach" for "Which school do I work at?"); a word in front of
 * the compound may still ("Lincoln high school").
 */
function formsCompound(before: string, head: string, relations: LexicalRelations): boolean {
  return readings.getOrSet(`compound\n${before}_${head}`, () => relations.lemmas(`${before}_${head}`).some((lemma) => lemma.pos === 'noun'));
}

/** WordNet's answers by word (they depend on the words alone, so one cache serves every tenant): each is a binary search of an index file. */
const readings = new RecencyMap<string, boolean>(4_096);

/** WordNet's lexicographer file for groups (noun.group, lexnames(5WN)): institutions and organisations, each of which has a name. */
const GROUP_LEXICOGRAPHER_FILE = '14';

/**
 * Whether the head's most frequent sense is an institution or organisation (school, company, church,
 * club, team): one of them is told apart by its name or a word of its own ("the payments team"), not
 * by its kind ("high school"). A room or a tooth is told apart by its kind ("the living room").
 */
function namesAnInstitution(head: string, relations: LexicalRelations): boolean {
  return readings.getOrSet(`institution\n${head}`, () => relations.firstNounSenseOf(head)?.file === GROUP_LEXICOGRAPHER_FILE);
}

/** WordNet's lexicographer file for body parts (noun.body): the paired ones are told apart by side. */
const BODY_LEXICOGRAPHER_FILE = '08';
/** The sides that tell one of a pair apart ("my left calf", "left-handed", "the right knee"). */
const SIDE = /\b(?:left|right)\b/iu;

/** Whether the head's most frequent sense is a part of the body, of which "which one" asks a side ("Which leg …?", "Which hand …?"). */
function namesABodyPart(head: string, relations: LexicalRelations): boolean {
  return readings.getOrSet(`body\n${head}`, () => relations.firstNounSenseOf(head)?.file === BODY_LEXICOGRAPHER_FILE);
}

/**
 * Whether a name can pick out the asked one: not for a part of the body, which a side or a narrower
 * word tells apart ("Which ear is worse?" is not answered by "saw Dr. Benedetta Rossi at the
 * Clearwater Hearing Centre"; since session 50).
 */
export function nameCanPickOut(asked: AskedInstance | undefined, relations: LexicalRelations): boolean {
  return asked === undefined || !namesABodyPart(asked.head, relations);
}

/**
 * Whether the text picks out one of what the asked head names: a narrower word or synonym of the head
 * (WordNet; a word whose first senses are a kind of the head a few steps down, "kiwi" for "Which
 * fruit …?", since session 47), the head with a distinguishing word in front ("the 38 bus", "the payments team";
 * in front of a compound the head ends, "my left wisdom tooth"), a number standing after it ("route 38")
 * or a name in a phrase of place after it ("the field office in Newark"; since session 44). A number elsewhere (a date, an age) picks out nothing, nor does a
 * word the question itself puts in front of the head ("the food bank" for "Which food bank do I
 * volunteer at?"). Names are read by the caller (answer-names.ts), which leaves out those the question holds.
 * The head is a noun: its relatives are its noun senses' (since session 58; "stroke" as a verb brought
 * "lap", so "I swim laps at the Y" read as naming which stroke).
 */
export function picksOutInstance(asked: AskedInstance | undefined, plain: string, relations: LexicalRelations): boolean {
  if (asked === undefined) return false;
  const { head, modifiers } = asked;
  if (SIDE.test(plain) && namesABodyPart(head, relations)) return true;
  const headForms = new Set(surfaceForms(head));
  const relatives = relations.relativesOf(head, 'noun');
  const matches = [...plain.matchAll(WORD)];
  const words = matches.map((match) => match[0]);
  for (let index = 0; index < words.length; index += 1) {
    const word = (words[index] as string).toLowerCase();
    const forms = surfaceForms(word);
    if (!forms.some((form) => headForms.has(form))) {
      // The kind check reads the word's inflections itself: a lookup in the head's kinds, and WordNet's index only on a hit.
      if (forms.some((form) => relatives.has(form)) || (word.length > 2 && !ENGLISH_STOP_WORDS.has(word) && relations.isKindOf(word, head))) return true;
      continue;
    }
    const match = matches[index] as RegExpMatchArray;
    const after = plain.slice((match.index ?? 0) + word.length);
    if (NUMBER_AFTER.test(after)) return true;
    const placed = PLACE_NAME_AFTER.exec(after)?.[1];
    if (placed !== undefined && !CALENDAR.has(placed.toLowerCase())) return true;
    // The word in front, past those the question itself puts there ("the church food bank") and past a compound the head ends.
    let front = index - 1;
    while (front >= 0 && modifiers.includes((words[front] as string).toLowerCase())) front -= 1;
    if (front >= 0 && formsCompound((words[front] as string).toLowerCase(), head, relations) && namesAnInstitution(head, relations)) front -= 1;
    const before = front < 0 ? '' : (words[front] as string).toLowerCase();
    if (before !== '' && !ENGLISH_STOP_WORDS.has(before) && !NON_DISTINGUISHING.has(before) && !CALENDAR.has(before)) return true;
  }
  return false;
}
