/**
 * Sentence splitting for Chinese and English prose. The pieces are exact slices of the
 * input (their concatenation gives the input back), so a chunk rebuilt from sentences
 * keeps the author's spacing and line breaks.
 */

// A Chinese sentence ends at 。！？； even with no space after it; closing quotes and brackets stay with it.
// An English sentence ends at . ! ? (repeats allowed) followed by whitespace.
const sentenceEnd = /([。！？；]|[.!?]+)([”’」』）】》"')\]]*)(\s*)/gu;
const chineseEnds = new Set(['。', '！', '？', '；']);

// Words that end with a period without ending the sentence ("e.g. this", "Dr. Li").
const abbreviations = new Set([
  'mr', 'mrs', 'ms', 'dr', 'prof', 'sr', 'jr', 'st', 'vs', 'etc', 'e.g', 'i.e', 'fig', 'no', 'vol', 'approx', 'inc', 'ltd', 'co', 'cf', 'al',
]);

function endsWithAbbreviation(text: string, periodIndex: number): boolean {
  const before = /([A-Za-z](?:[A-Za-z.]*[A-Za-z])?)$/.exec(text.slice(Math.max(0, periodIndex - 12), periodIndex));
  if (!before) return false;
  const word = (before[1] as string).toLowerCase();
  // A single letter is an initial ("J. K. Rowling") or a list label ("a. first").
  return word.length === 1 || abbreviations.has(word);
}

function isEnglishBoundary(text: string, match: RegExpExecArray): boolean {
  const [whole, ender, , spaces] = match as unknown as [string, string, string, string];
  const after = match.index + whole.length;
  if (after >= text.length) return true;
  if (spaces.length === 0) return false; // "3.14", "node.js", "a.b()": no space, no boundary
  const next = text[after] as string;
  if (/\p{Ll}/u.test(next)) return false; // "approx. three", an ellipsis mid-sentence
  if (ender === '.' && endsWithAbbreviation(text, match.index)) return false;
  return true;
}

export function splitSentences(text: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  sentenceEnd.lastIndex = 0;
  for (let match = sentenceEnd.exec(text); match !== null; match = sentenceEnd.exec(text)) {
    const end = match.index + match[0].length;
    const ender = match[1] as string;
    const boundary = chineseEnds.has(ender) || isEnglishBoundary(text, match);
    if (boundary && end > start) {
      pieces.push(text.slice(start, end));
      start = end;
    }
    if (match[0].length === 0) sentenceEnd.lastIndex += 1;
  }
  if (start < text.length) pieces.push(text.slice(start));
  return pieces;
}

// Clause marks used to cut a sentence that alone exceeds the chunk size.
const clauseEnd = /[，、：,:]\s*|\s+/gu;

/**
 * Cuts an over-long sentence into pieces of at most `maxTokens`, at clause marks or spaces
 * when it can, else at a character position; like `splitSentences`, the pieces are exact slices.
 */
export function splitLongSentence(text: string, maxTokens: number, count: (piece: string) => number): string[] {
  if (count(text) <= maxTokens) return [text];
  const cuts: number[] = [];
  clauseEnd.lastIndex = 0;
  for (let match = clauseEnd.exec(text); match !== null; match = clauseEnd.exec(text)) {
    const end = match.index + match[0].length;
    if (end > 0 && end < text.length) cuts.push(end);
    if (match[0].length === 0) clauseEnd.lastIndex += 1;
  }
  const pieces: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = text.length;
    if (!fits(text, start, end, maxTokens, count)) {
      let fitting: number | undefined;
      for (const cut of cuts) {
        if (cut <= start) continue;
        if (!fits(text, start, cut, maxTokens, count)) break;
        fitting = cut;
      }
      end = fitting ?? hardCut(text, start, maxTokens, count);
    }
    pieces.push(text.slice(start, end));
    start = end;
  }
  return pieces;
}

// No token is longer than this many characters in practice, so a longer slice need not be counted.
const maxCharactersPerToken = 16;

function fits(text: string, start: number, end: number, maxTokens: number, count: (piece: string) => number): boolean {
  return end - start <= maxTokens * maxCharactersPerToken && count(text.slice(start, end)) <= maxTokens;
}

/** The furthest character position (on a code point boundary) that keeps the piece within budget. */
function hardCut(text: string, start: number, maxTokens: number, count: (piece: string) => number): number {
  let low = start + 1;
  let high = Math.min(text.length, start + maxTokens * maxCharactersPerToken);
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(text, start, middle, maxTokens, count)) low = middle;
    else high = middle - 1;
  }
  // Never cut a surrogate pair in half.
  const code = text.charCodeAt(low - 1);
  if (code >= 0xd800 && code <= 0xdbff && low < text.length) low = low - 1 > start ? low - 1 : low + 1;
  return low;
}
