import { taggedWords } from '../text/analyzer.js';
import { englishContentWords, type LexicalRelations } from './lexical-relations.js';
import { LIGHT_VERBS, namesObject, QUESTION_WORD_HAN, type TextVerbs } from './answer-events.js';

/**
 * Whether something holds besides what was told: "Do I sell pickles too?", "Does my mom get
 * migraines as well?", "Do I also own a digital camera?", 我妈也有白内障吗？, 我是不是也在学化妆？. An
 * additive yes-no question presupposes a told thing and asks of another: a memory on the told
 * thing (the jams, the user's own migraines) is close to it in meaning and says neither yes nor no.
 * The memory that answers names what the question adds, so it names every content word of it.
 *
 * Closed classes: the additive particles (also, too, as well, either; 也) in a one-clause yes-no
 * question, "too" not before an adjective or adverb of degree ("too late", "too much").
 */
const ADDITIVE_LATIN = /^(?:do|does|did|is|are|was|were|has|have|had|can|could|will|would|am)\b[^,;?]*\b(?:also|too(?!\s+(?:much|many|late|early|long|far|soon|often|old|young|big|small|hard|high|low|expensive|busy|tired|hot|cold)\b)|as well|either)\b[^,;]*\??$/iu;
const ADDITIVE_PARTICLES_LATIN = /\b(?:also|too|as well(?: as)?|either)\b/giu;
/** 也 in a yes-no question of one clause, not 也许 (perhaps) or 也就是 (that is). */
const ADDITIVE_HAN = /^[^，,。；;]*也(?!许|就是)[^，,。；;]*(?:吗|嘛|么|没有|没)[？?]?$|^[^，,。；;]*(?:是不是|有没有)也[^，,。；;]*$/u;
/** jieba's tags of a content word: nouns, verbs, adjectives, names, places, Latin words. */
const CONTENT_TAG = /^(?:n|v|a|eng|x)/u;
/** Function words jieba may tag as verbs or nouns in such a question. */
const HAN_FRAME = new Set(['是不是', '有没有', '是', '有', '在', '要', '会', '能', '去', '做', '想', '打算', '需要']);
/**
 * Words that tell no added thing: the light verbs of answer-events.ts in their third person too, and
 * need, use, any, other, else ("Does my mom get migraines too?" asks of the migraines).
 */
const NOT_ADDED_LATIN = new Set(['gets', 'has', 'does', 'makes', 'takes', 'goes', 'comes', 'gives', 'keeps', 'tries', 'need', 'needs', 'use', 'uses', 'any', 'other', 'else']);

/** The words an additive yes-no question adds (each must be named), or undefined for any other question. */
export function addedWords(question: string): string[] | undefined {
  const trimmed = question.trim();
  if (ADDITIVE_LATIN.test(trimmed)) {
    const words = englishContentWords(trimmed.replace(ADDITIVE_PARTICLES_LATIN, ' ')).filter((word) => !LIGHT_VERBS.has(word) && !NOT_ADDED_LATIN.has(word));
    return words.length > 0 ? words : undefined;
  }
  if (ADDITIVE_HAN.test(trimmed) && !QUESTION_WORD_HAN.test(trimmed)) {
    // 也 out of the way, so that jieba does not join it to a neighbour (也有, 也在).
    const words = taggedWords(trimmed.replace(/也/gu, '，'))
      .filter(({ word, tag }) => CONTENT_TAG.test(tag) && !HAN_FRAME.has(word) && (word.length > 1 || tag.startsWith('n')) && /\p{Script=Han}|[A-Za-z]/u.test(word))
      .map(({ word }) => word);
    return words.length > 0 ? words : undefined;
  }
  return undefined;
}

/** Whether the text names every added word: in any inflection, a WordNet relative, or for a verb any of its forms. */
export function namesAddition(words: readonly string[], text: string, lexicon: LexicalRelations, verbs: TextVerbs): boolean {
  return words.every((word) => {
    if (/\p{Script=Han}/u.test(word)) return word.length === 1 ? text.includes(word) : namesObject(word, text, lexicon);
    if (namesObject(word, text, lexicon)) return true;
    const lemmas = lexicon.lemmas(word);
    return lemmas.some(({ pos, lemma }) => (pos === 'verb' ? verbs.tell(lemma, text) : namesObject(lemma, text, lexicon)));
  });
}
