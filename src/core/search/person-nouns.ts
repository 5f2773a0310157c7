import { RecencyMap } from '../recency-map.js';
import { englishContentWords, isClippingOf, surfaceForms } from './lexical-relations.js';
import { sharedWordNet, wordnetDictPath, type WordNetFiles } from './wordnet-files.js';

/** WordNet's lexicographer file for people (noun.person, lexnames(5WN)): nouns for persons by kinship, role, occupation. */
const PERSON_LEXICOGRAPHER_FILE = '18';
/** The speakers' labels of stored turns and write-time facts ("The user's neighbour …"): persons, but the asker and the agent, never an answer to "who". */
const SPEAKERS = new Set(['user', 'users', 'assistant']);

/** A possessive ending: "my neighbour's kid" names the neighbour too (content words leave out words with an apostrophe). */
const POSSESSIVE = /['’]s\b/giu;

/** A text's English content words with its possessors read too ("sister" of "my sister's yoga teacher"). */
export function contentWordsWithPossessors(text: string): string[] {
  return englishContentWords(text.replace(POSSESSIVE, ''));
}

/**
 * English nouns that denote a person in their most frequent sense (WordNet orders senses by tagged
 * frequency): "neighbor", "grandmother", "coach", "kid". "Who …?" is answered by a person, and a
 * memory says who as often by role or kinship ("my neighbor's kid is afraid of insects") as by
 * name; reading only names made such memories look like no answer (answer-types.ts). Chinese has
 * no such database on the registry: a Chinese text names a person by jieba's name tags alone.
 */
export class PersonNouns {
  /** A word's first noun sense: a person's, another's, or none (no noun). */
  private readonly known: RecencyMap<string, 'person' | 'thing' | 'none'>;
  private files: WordNetFiles | null | undefined;

  constructor(
    private readonly dict: string | null = wordnetDictPath(),
    capacity = 20_000,
  ) {
    this.known = new RecencyMap(capacity);
  }

  /** Whether the text holds an English noun for a person other than the speakers and the words in `except` (the question's own). */
  mentionsPerson(text: string, except: ReadonlySet<string>): boolean {
    // A clipped form of a word the question holds is that word ("doc" for "Who is my doctor?").
    const clipsAsked = (word: string): boolean => [...except].some((asked) => isClippingOf(word, asked, 3));
    return contentWordsWithPossessors(text).some((word) => !SPEAKERS.has(word) && !except.has(word) && !clipsAsked(word) && this.isPerson(word));
  }

  /** Whether a word's base form is a noun whose first sense is a person. */
  isPerson(word: string): boolean {
    return this.firstSense(word) === 'person';
  }

  /** Whether a word's base form is a noun whose first sense is no person ("team", "beagle", "shop"). */
  isThing(word: string): boolean {
    return this.firstSense(word) === 'thing';
  }

  private firstSense(word: string): 'person' | 'thing' | 'none' {
    return this.known.getOrSet(word, () => this.readFirstSense(word));
  }

  private readFirstSense(word: string): 'person' | 'thing' | 'none' {
    const files = this.wordnet();
    if (!files) return 'none';
    for (const form of surfaceForms(word)) {
      const sense = files.firstNounSense(form);
      // A word said mostly as an adjective is rarely a person in a sentence ("history-heavy", "a regular
      // Tuesday", "a major change"), though its first noun sense is one (a villain's actor, a customer, an officer).
      if (sense) return sense.file === PERSON_LEXICOGRAPHER_FILE && !files.mostlyAdjective(form) ? 'person' : 'thing';
    }
    return 'none';
  }

  private wordnet(): WordNetFiles | null {
    if (this.files === undefined) this.files = sharedWordNet(this.dict);
    return this.files;
  }
}

/** One reader for every search (its answers depend on the word alone, so one cache serves every tenant): the answer types and the names a memory holds both ask it. */
export const personNouns = new PersonNouns();
