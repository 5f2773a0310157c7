/** A vocabulary entry: a SentencePiece piece and its score (a log probability). */
export type Piece = readonly [text: string, score: number];

/** Pieces before this index are control symbols (<unk>, <s>, </s>, extras) that text never maps to. */
const reservedPieces = 6;
const unknownId = 0;
const wordStart = '\u2581';

interface TrieNode {
  children: Map<string, TrieNode>;
  /** The vocabulary index of the piece ending here, or -1. */
  id: number;
  score: number;
}

function trieNode(): TrieNode {
  return { children: new Map(), id: -1, score: 0 };
}

/**
 * USE-lite's SentencePiece (unigram) tokenizer: the best-scoring split of a text into vocabulary
 * pieces. It returns exactly what @energetic-ai/embeddings 0.2.0's tokenizer returns (a test
 * compares the two on every text of the eval sets), quirks included:
 * - the text is NFKC-normalised and each plain space (U+0020) becomes ▁, with one ▁ in front;
 * - a position no piece starts at is one unknown symbol (id 0, score 0), and runs of unknowns merge;
 * - among splits of equal score the last one found wins; a score of exactly 0 counts as "none yet";
 * - the walk back steps by a piece's length in UTF-16 units.
 * It differs in cost only: the library copies the rest of the text at every position (quadratic
 * in the text's length); this walks the trie over the symbols in place.
 */
export class PieceTokenizer {
  private readonly root = trieNode();

  constructor(private readonly vocabulary: readonly Piece[]) {
    for (let id = reservedPieces; id < vocabulary.length; id += 1) {
      const [text, score] = vocabulary[id] as Piece;
      let node = this.root;
      for (const symbol of text) {
        let child = node.children.get(symbol);
        if (child === undefined) {
          child = trieNode();
          node.children.set(symbol, child);
        }
        node = child;
      }
      node.id = id;
      node.score = score;
    }
  }

  encode(text: string): number[] {
    const normalized = text.normalize('NFKC');
    if (normalized.length === 0) return [];
    const symbols = Array.from(wordStart + normalized.replaceAll(' ', wordStart));
    const length = symbols.length;
    const best = new Float64Array(length + 1);
    const bestId = new Int32Array(length + 1);
    // Pieces are visited by end position, then by start position ascending, as the library does.
    const starts: Array<Array<[start: number, id: number, score: number]>> = Array.from({ length: length + 1 }, () => []);
    for (let start = 0; start < length; start += 1) {
      let node = this.root.children.get(symbols[start] as string);
      let found = false;
      for (let end = start + 1; node !== undefined; end += 1) {
        if (node.id >= 0) {
          (starts[end] as Array<[number, number, number]>).push([start, node.id, node.score]);
          found = true;
        }
        node = end < length ? node.children.get(symbols[end] as string) : undefined;
      }
      if (!found) (starts[start + 1] as Array<[number, number, number]>).push([start, unknownId, 0]);
    }
    for (let end = 0; end <= length; end += 1) {
      // Already in ascending start order: starts are visited in that order above.
      for (const [start, id, score] of starts[end] as Array<[number, number, number]>) {
        const total = score + (best[start] as number);
        if (best[end] === 0 || total >= (best[end] as number)) {
          best[end] = total;
          bestId[end] = id;
        }
      }
    }
    const reversed: number[] = [];
    for (let position = length; position > 0; ) {
      const id = bestId[position] as number;
      reversed.push(id);
      position -= (this.vocabulary[id] as Piece)[0].length;
    }
    const ids: number[] = [];
    let previousUnknown = false;
    for (const id of reversed) {
      if (!(previousUnknown && id === unknownId)) ids.push(id);
      previousUnknown = id === unknownId;
    }
    return ids.reverse();
  }
}
