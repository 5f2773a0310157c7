import { containsHan } from '../text/analyzer.js';
import { englishContentWords, surfaceForms, type LexicalRelations } from './lexical-relations.js';

/**
 * An English question asking what one thing cost ("How much did I pay for my poker table?", "How much
 * was my flamenco practice skirt?", "What did the projector cost?") is not answered by a memory whose
 * sums are other things' ("a 500-chip clay set for $95", "$20 buy-in"): the memory must name the thing,
 * in its own word, a narrower one (WordNet's hyponyms: "sofa" for "couch") or a broader one ("bought a
 * motorcycle" for the motorbike). The English side of answer-fees.ts's Chinese compounds.
 *
 * Read only where the thing is one a sum is plainly paid for, whose first noun sense in WordNet is a
 * made thing, a document, food, a plant, an animal, a substance or an object (`PRICED_KINDS`): an act,
 * an event or a service ("the operation", "the fix", "the trip", "the program") is paid under many
 * names ("had emergency spinal surgery … $3,800"). Not read where the question sums several things
 * ("and", "altogether", "in total", "itself"), names a period (a recurring charge, "How much is our wifi
 * each month?", is told as "internet is $70"), or the thing is a name ("How much did I pay for Mango?").
 * Since session 60.
 */

/** WordNet lexicographer files (lexnames(5WN)) of things bought whole: animal, artifact, communication, food, object, plant, substance. */
const PRICED_KINDS: ReadonlySet<string> = new Set(['05', '06', '10', '13', '17', '20', '27']);
/** Words for a payment, which name any sum: "the vet bill" is still a bill, a kind of these. */
const PAYMENT_WORDS = ['payment', 'cost', 'fee', 'charge', 'price', 'expense'];
const DETERMINER = "(?:my|our|the|his|her|their|a|an|that|those|these|this|[A-Z][a-z]+['’]s)";
const PHRASE = "([a-z][\\w'’ -]*?)";
const ASKS_PRICE_OF: readonly RegExp[] = [
  new RegExp(`\\bhow much (?:money )?(?:did|do|does|will|would|have|has|had)\\b[^?]*?\\b(?:pay|paid|spend|spent|cost|charge|charged|shell out|fork out)(?:\\s+(?:me|us|him|her|them))?\\s+(?:for|on)\\s+(?:${DETERMINER}\\s+)?${PHRASE}\\s*(?:\\?|$)`, 'iu'),
  new RegExp(`\\bhow much (?:was|were|is|are|did|does|do|will)\\s+${DETERMINER}\\s+${PHRASE}(?:\\s+(?:cost|costs|run|come to)\\b[^?]*)?\\s*(?:\\?|$)`, 'iu'),
  new RegExp(`\\bwhat (?:did|does|do|will|would) ${DETERMINER}\\s+${PHRASE}\\s+(?:cost|run)\\b`, 'iu'),
  new RegExp(`\\bwhat(?:['’]s| is| was| were) the (?:price|cost) of\\s+(?:${DETERMINER}\\s+)?${PHRASE}\\s*(?:\\?|$)`, 'iu'),
];
/** A question summing several things or asking the whole of one (its parts are told apart). */
const SUMS_SEVERAL = /\b(?:and|or|plus|altogether|combined|total|itself|themselves|overall|all in|in the end|so far|to date|up to now)\b|,/iu;
/** A recurring charge: a service named in many ways. */
const NAMES_PERIOD = /\b(?:each|every|per|a|an)\s+(?:month|week|year|night|day|hour|session|lesson|class|visit|term|semester)\b|\b(?:monthly|weekly|yearly|annually|hourly|nightly|daily)\b/iu;
/** Where the thing's noun phrase ends: a preposition or a time word after it ("the train to Stockholm", "the hotel in Dahab"). */
const PHRASE_END = /\s+(?:in|at|on|from|to|with|by|for|of|last|this|next|per|each|when|after|before|during|back|again|now|so far)\b.*$/iu;
/** Phrase-final words that are no thing ("for it", "for them", "the bike Declan bought"). */
const NOT_A_THING: ReadonlySet<string> = new Set(['it', 'them', 'me', 'us', 'one', 'ones', 'thing', 'things', 'stuff', 'that', 'this', 'those', 'these', 'bought', 'got', 'get', 'make', 'made']);

/** The head noun of the one thing an English question asks the price of, or undefined (see the module's comment for when). */
export function askedPricedThing(question: string, relations: LexicalRelations): string | undefined {
  if (containsHan(question) || SUMS_SEVERAL.test(question) || NAMES_PERIOD.test(question)) return undefined;
  for (const pattern of ASKS_PRICE_OF) {
    const phrase = pattern.exec(question)?.[1];
    if (phrase === undefined) continue;
    // Lowercase as written: a capitalised word is a name (a pet, a brand), not the kind of thing.
    const head = phrase.replace(PHRASE_END, '').trim().split(/\s+/u).at(-1);
    if (head === undefined || NOT_A_THING.has(head) || !/^[a-z]+$/u.test(head) || readsAsParticiple(head, relations)) return undefined;
    const kind = relations.firstNounSenseOf(head)?.file;
    if (kind === undefined || !PRICED_KINDS.has(kind)) return undefined;
    if (PAYMENT_WORDS.some((word) => word === head || relations.isKindOf(head, word))) return undefined;
    return head;
  }
  return undefined;
}

/** A verb's -ing or -ed form ending the phrase ("that exit company asking for upfront"): no thing's name. */
function readsAsParticiple(word: string, relations: LexicalRelations): boolean {
  if (!/(?:ing|ed)$/u.test(word)) return false;
  const lemma = relations.verbLemma(word);
  return lemma !== undefined && lemma !== word;
}

/** Whether an English text names the asked thing: its word, a narrower or a broader one (a Chinese text is not read). */
export function namesPricedThing(head: string, text: string, relations: LexicalRelations): boolean {
  if (containsHan(text)) return true;
  const lower = text.toLowerCase();
  if (surfaceForms(head).some((form) => lower.includes(form))) return true;
  const words = new Set(englishContentWords(text).flatMap(surfaceForms));
  const others = [relations.relativesOf(head, 'noun'), relations.broaderOf(head)];
  // WordNet joins the words of a compound with "_" ("fishing_rod"): the text says them apart.
  if (others.some((set) => [...set].some((word) => (word.includes('_') ? lower.includes(word.replace(/_/gu, ' ')) : words.has(word))))) return true;
  return [...words].some((word) => relations.isKindOf(word, head));
}
