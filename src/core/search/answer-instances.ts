import { ENGLISH_STOP_WORDS } from '../text/stopwords.js';
import { WEEKDAYS, MONTHS } from './calendar-words.js';
import { LexicalRelations, surfaceForms } from './lexical-relations.js';

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
const AUXILIARIES =
  "do|does|did|don't|doesn't|didn't|am|is|are|was|were|isn't|aren't|wasn't|weren't|have|has|had|haven't|hasn't|hadn't|can|could|will|would|should|shall|might|must";
const WHICH_NOUN = new RegExp(`\\bwhich\\s+((?:[A-Za-z-]+\\s+){0,2}?)([a-z-]+)(?:\\s+(?:in|of|from|near|around)(?:\\s+[A-Z][\\w'-]*){1,2})?\\s+(?:${AUXILIARIES})\\b`, 'u');
const AUXILIARY = new RegExp(`^(?:${AUXILIARIES})$`, 'u');
/** Heads that ask a kind or a time rather than an instance. */
const NOT_INSTANCE_HEADS = new Set([
  'kind', 'kinds', 'type', 'types', 'sort', 'sorts', 'variety', 'varieties', 'breed', 'breeds', 'style', 'styles', 'model', 'models', 'make',
  'brand', 'brands', 'species', 'flavor', 'flavors', 'flavour', 'flavours', 'colour', 'colours', 'color', 'colors', 'one', 'ones', 'way', 'ways', 'part', 'parts',
  'day', 'days', 'week', 'weeks', 'month', 'months', 'year', 'years', 'time', 'times', 'date', 'dates', 'weekday', 'weekdays', 'season', 'seasons', 'night', 'nights',
  'morning', 'mornings', 'evening', 'evenings', 'hour', 'hours',
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
  const match = WHICH_NOUN.exec(question.replace(/\bWhich\b/gu, 'which'));
  const head = match?.[2];
  if (!head || NOT_INSTANCE_HEADS.has(head) || ENGLISH_STOP_WORDS.has(head) || AUXILIARY.test(head)) return undefined;
  const modifiers = (match?.[1] ?? '').toLowerCase().split(/\s+/u).filter(Boolean);
  if (modifiers.some((word) => NOT_INSTANCE_HEADS.has(word) || AUXILIARY.test(word) || ENGLISH_STOP_WORDS.has(word))) return undefined;
  return { head, modifiers };
}

/** The head noun of a "which N" question (lowercase), or undefined when the question asks no instance. */
export function askedInstance(question: string): string | undefined {
  return askedInstancePhrase(question)?.head;
}

const WORD = /[A-Za-z][A-Za-z'-]*|\d+/gu;

/**
 * Whether the text picks out one of what the asked head names: a narrower word or synonym of the head
 * (WordNet), the head with a distinguishing word in front ("the 38 bus", "wisdom tooth") or a
 * number after it ("route 38"). A number elsewhere (a date, an age) picks out nothing, nor does a
 * word the question itself puts in front of the head ("the food bank" for "Which food bank do I
 * volunteer at?"). Names are read by the caller (answer-names.ts), which leaves out those the question holds.
 */
export function picksOutInstance(asked: AskedInstance | undefined, plain: string, relations: LexicalRelations): boolean {
  if (asked === undefined) return false;
  const { head, modifiers } = asked;
  const headForms = new Set(surfaceForms(head));
  const relatives = relations.relativesOf(head);
  const words = plain.match(WORD) ?? [];
  for (let index = 0; index < words.length; index += 1) {
    const word = (words[index] as string).toLowerCase();
    const forms = surfaceForms(word);
    if (forms.some((form) => relatives.has(form)) && !forms.some((form) => headForms.has(form))) return true;
    if (!forms.some((form) => headForms.has(form))) continue;
    // "route 38", "room 214": a number right after the head.
    if (/^\d+$/u.test(words[index + 1] ?? '')) return true;
    // The word in front, past those the question itself puts there ("the church food bank").
    let front = index - 1;
    while (front >= 0 && modifiers.includes((words[front] as string).toLowerCase())) front -= 1;
    const before = front < 0 ? '' : (words[front] as string).toLowerCase();
    if (before !== '' && !ENGLISH_STOP_WORDS.has(before) && !NON_DISTINGUISHING.has(before) && !CALENDAR.has(before)) return true;
  }
  return false;
}
