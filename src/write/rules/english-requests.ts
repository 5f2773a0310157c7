/**
 * Whether an English sentence is a request addressed to the listener: an imperative clause
 * ("Always answer in English", "From now on, use metric units") rather than a statement that
 * happens to open with the same words ("Always happy to share", "Never had a chance to go",
 * "I'll do better in the future"). Read by grammar, not by a list of phrases: an imperative
 * clause has no subject but the implied "you", and its verb is in the base form. The base form
 * is told from the other forms by morphology (-ed, -ing, third-person -s), the irregular past
 * forms, and the closed word classes (pronouns, determiners, prepositions, auxiliaries) that
 * can never open an imperative. Adjectives are an open class; the common predicative ones and
 * the adjective suffixes cover the elliptical "(It's) always great to…" and "(I'm) always happy…".
 *
 * A POS tagger (compromise 14.17, pure JS) tags these cases right too, but costs 4.7 MB and about
 * a second to import on this machine, for a check that search runs on its candidates' sentences.
 */

import { IRREGULAR_PAST_FORMS } from '../english-verbs.js';

/** Words that open clauses without being their verb: discourse markers, "please", adverbs of manner. */
const LEAD_IN = /^(?:(?:and|but|so|also|oh|ok|okay|then|now|just|please|btw|plus|again|kindly|one more thing|by the way)\b[\s,]*)*/i;

/** Closed classes that cannot be an imperative's verb (they open statements and fragments instead). */
const CLOSED_CLASS = new Set([
  // pronouns and determiners
  'i', 'you', 'he', 'she', 'it', 'we', 'they', 'me', 'him', 'her', 'us', 'them', 'one', 'this', 'that', 'these', 'those', 'there', 'here',
  'a', 'an', 'the', 'my', 'your', 'his', 'its', 'our', 'their', 'some', 'any', 'no', 'every', 'each', 'such', 'all', 'both', 'something', 'nothing', 'everything', 'anything',
  // prepositions and particles
  'in', 'on', 'at', 'for', 'with', 'about', 'around', 'by', 'after', 'before', 'up', 'down', 'out', 'off', 'over', 'under', 'into', 'to', 'from', 'like', 'as', 'of',
  // conjugated auxiliaries and copulas (the base forms "be", "have", "do" stay verbs)
  'is', 'am', 'are', 'was', 'were', 'been', 'being', 'has', 'had', 'does', 'did', 'done', 'will', 'would', 'shall', 'should', 'can', 'could', 'may', 'might', 'must',
  // adverbs of degree and frequency, conjunctions, wh-words
  'so', 'too', 'very', 'really', 'quite', 'more', 'less', 'most', 'still', 'even', 'ever', 'not', 'if', 'when', 'whenever', 'what', 'how', 'why', 'where', 'who', 'which', 'because', 'or', 'than',
]);

/** Predicative adjectives common enough to open an elliptical clause ("Always glad to help"); the rest are told by suffix. */
const COMMON_ADJECTIVES = new Set(['happy', 'glad', 'good', 'great', 'nice', 'fun', 'sure', 'ready', 'busy', 'proud', 'lucky', 'free', 'fine', 'cool', 'awesome', 'sweet', 'lovely', 'easy', 'hard', 'true', 'worth']);
/** Adjective suffixes no common verb ends in (-ive and -ish do: give, finish). */
const ADJECTIVE_SUFFIX = /.{3}(?:ful|ous|able|ible|less|ic)$/;

/** Could this word be a verb in the base form (the form an imperative takes)? */
export function couldBeBaseVerb(word: string): boolean {
  const lower = word.toLowerCase();
  if (!/^[a-z]+(?:-[a-z]+)?$/.test(lower)) return false;
  if (CLOSED_CLASS.has(lower) || IRREGULAR_PAST_FORMS.has(lower) || COMMON_ADJECTIVES.has(lower)) return false;
  if (/(?:ed|ing)$/.test(lower) && lower.length > 4) return false;
  // Third person singular ("uses", "goes"): a statement with its subject dropped. -ss, -us, -is are stems.
  if (/[^su]s$/.test(lower) && !/(?:ss|us|is)$/.test(lower)) return false;
  return !ADJECTIVE_SUFFIX.test(lower);
}

/** The clauses of a sentence, split at the punctuation that separates clauses and at a speaker's label. */
function clausesOf(sentence: string): string[] {
  return sentence
    .split(/[,;:()\u2013\u2014]|\s-\s/)
    .map((clause) => clause.trim())
    .filter((clause) => clause.length > 0);
}

/** The sentence without a speaker's label ("Gina: …"), as transcripts of several people write them. */
function withoutLabel(sentence: string): string {
  return sentence.replace(/^\s*[A-Z][a-z]+:\s+/, '');
}

/**
 * The first clause that says something, without its lead-in: a speaker's label ("Gina:"), a bare
 * discourse marker ("Oh, and"), or a time marker ("From now on,") before it is skipped. A clause
 * further into the sentence ("trips are great - always full of memories") is a statement's part.
 */
function leadingClause(sentence: string): string | undefined {
  return clausesOf(withoutLabel(sentence))
    .map((clause) => withoutLeadIn(clause.replace(TIME_MARKERS, ' ').trim()))
    .find((clause) => clause.length > 0);
}

/** The clause without its lead-in words ("Oh and please …" → "…"). */
function withoutLeadIn(clause: string): string {
  return clause.replace(LEAD_IN, '');
}

/** A clause that opens with a verb in the base form, after any lead-in and "always" / "never" / "don't (ever)". */
export function isImperativeClause(clause: string): boolean {
  const body = withoutLeadIn(clause).replace(/^(?:always|never|(?:don'?t|do not)(?:\s+ever)?)\s+/i, '');
  const first = body.match(/^[A-Za-z]+(?:-[A-Za-z]+)?(?=$|[\s.!?])/)?.[0];
  return first !== undefined && couldBeBaseVerb(first);
}

/**
 * Ends with a question mark (closing quotes or a bracket may follow). Narrower than
 * language.ts's `isQuestion` on purpose: a polite request opens like a question ("Can you always
 * reply in English."), so only the mark itself says a sentence asks rather than requests.
 */
export function endsWithQuestionMark(sentence: string): boolean {
  return /[?？]\s*["'”’)]*\s*$/.test(sentence);
}

/** Verbs of state, which say how someone is ("(I) always love…"), not what to do: no standing rule opens with one. */
const STATIVE = new Set(['love', 'like', 'hate', 'want', 'need', 'know', 'wish', 'enjoy', 'prefer', 'mean', 'seem', 'believe']);

/** "Always …" / "Never …" / "Don't ever …" opening a clause, with a base-form verb after it. */
export function isStandingImperative(sentence: string): boolean {
  // Most sentences name neither word: skip the clause split for them (search reads its candidates' sentences).
  if (!/\b(?:always|never|ever)\b/i.test(sentence) || endsWithQuestionMark(sentence)) return false;
  const clause = leadingClause(sentence);
  const rule = clause?.match(/^(?:always|never|(?:don'?t|do not)\s+ever)\s+([A-Za-z]+)/i);
  return rule !== null && rule !== undefined && !STATIVE.has(rule[1]!.toLowerCase()) && isImperativeClause(clause!);
}

const FIRST_PERSON = /\b(?:I|I'm|I've|I'd|I'll|me|my|mine|myself|we|us|our)\b/i;

/**
 * "Remember that …" / "Remember to …" said to the assistant: an imperative (opening its clause),
 * not a question ("Remember that photo?"), and about the speaker ("remember that I'm vegetarian",
 * "remember to remind me") or asked with "please". Advice to a friend about the friend's own
 * life ("Just remember to bring sunscreen", "remember that progress takes time") is not.
 */
export function isRememberRequest(sentence: string): boolean {
  if (endsWithQuestionMark(sentence)) return false;
  const match = sentence.match(/\bremember\s+(?:that|to)\b/i);
  if (!match || match.index === undefined) return false;
  const before = sentence.slice(0, match.index);
  const clauseStart = Math.max(...[',', ';', ':', '(', '\u2014'].map((mark) => before.lastIndexOf(mark))) + 1;
  const lead = before.slice(clauseStart).trim();
  if (withoutLeadIn(lead).length > 0) return false;
  return /\bplease\b/i.test(lead) || FIRST_PERSON.test(sentence.slice(match.index + match[0].length));
}

/** A time marker for a standing rule, as a discourse marker at an edge of the sentence or set off by a comma. */
const STANDING_TIME = /(?:^|[,;:]\s*)(?:from now on|going forward|moving forward|in (?:the )?future)\b|\b(?:from now on|going forward|moving forward|in (?:the )?future)\s*[.!]*\s*$/i;
const TIME_MARKERS = /\b(?:from now on|going forward|moving forward|in (?:the )?future)\b/gi;
/** One time marker, for a test (TIME_MARKERS is global, for replacing every one). */
const TIME_MARKER = new RegExp(TIME_MARKERS.source, 'i');
/** "You should …", "I want you to …": a request addressed to the listener without an imperative. */
const ADDRESSED = /\b(?:please|you(?:'ll| will| should| must| need to| have to| can)|(?:want|need|'d like|would like) you to)\b/i;

/**
 * A standing rule by its time marker ("From now on, answer in English"): the clause that holds
 * the marker, or the one after a marker set off alone, asks something of the listener. A marker in
 * another clause than the request ("Keep it up, and here's to more in the future!") is not one.
 */
export function isStandingRequest(sentence: string): boolean {
  if (endsWithQuestionMark(sentence) || !STANDING_TIME.test(sentence)) return false;
  if (ADDRESSED.test(sentence)) return true;
  const clauses = clausesOf(withoutLabel(sentence));
  const at = clauses.findIndex((clause) => TIME_MARKER.test(clause));
  if (at < 0) return false;
  const rest = withoutLeadIn(clauses[at]!.replace(TIME_MARKERS, ' ').trim());
  const clause = rest.length > 0 ? rest : clauses[at + 1];
  return clause !== undefined && isImperativeClause(clause);
}

/** Verbs of state: "whenever you need / want / feel like it" offers help, it asks nothing of the listener. */
const STATIVE_AFTER_YOU = /\bwhenever you(?:'re| are| need| want| feel| like| wish| have time| get a chance)\b/i;

/** "Whenever you write code, add comments": a rule for the listener's own activity, with an imperative. */
export function isWheneverRule(sentence: string): boolean {
  if (endsWithQuestionMark(sentence) || !/\bwhenever you\b/i.test(sentence) || STATIVE_AFTER_YOU.test(sentence)) return false;
  return ADDRESSED.test(sentence) || clausesOf(sentence).some((clause) => !/\bwhenever\b/i.test(clause) && isImperativeClause(clause));
}

/** "Call me Sam", "call me 'Doc'": a name to use, not a phone call ("call me at the store"). */
export function isNameRequest(sentence: string): boolean {
  return /\b[Cc]all me\s+(?:by\s+)?(?:["'\u201c\u2018]\s*\S|[A-Z][a-z])/.test(sentence);
}
