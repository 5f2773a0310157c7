/**
 * Lays text out for a terminal: display width (CJK and full-width characters take two columns),
 * wrapping to a width with an indent on every line, and snippets around a match.
 */

/** Terminal width the human output is laid out for. */
export const OUTPUT_COLUMNS = 100;

const wideCharacter = /[\u1100-\u115F\u2E80-\u303E\u3041-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uA000-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6\u{1F300}-\u{1F64F}\u{1F900}-\u{1F9FF}\u{20000}-\u{3FFFD}]/u;

export function characterWidth(character: string): number {
  return wideCharacter.test(character) ? 2 : 1;
}

export function displayWidth(text: string): number {
  let width = 0;
  for (const character of text) width += characterWidth(character);
  return width;
}

/**
 * Splits one line into pieces no wider than `width`: Latin text breaks at spaces (a word longer
 * than the width is cut), CJK text may break between any two characters.
 */
function wrapLine(line: string, width: number): string[] {
  const pieces: string[] = [];
  let current = '';
  let currentWidth = 0;
  // Tokens: a run of non-space non-wide characters (a word), one wide character, or spaces.
  for (const token of line.match(/\s+|[^\s\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]+|./gsu) ?? []) {
    const tokenWidth = displayWidth(token);
    if (currentWidth + tokenWidth <= width) {
      current += token;
      currentWidth += tokenWidth;
      continue;
    }
    if (/^\s+$/.test(token)) {
      pieces.push(current.trimEnd());
      current = '';
      currentWidth = 0;
      continue;
    }
    if (current.trim().length > 0) pieces.push(current.trimEnd());
    current = '';
    currentWidth = 0;
    for (const character of token) {
      const characterColumns = characterWidth(character);
      if (currentWidth + characterColumns > width) {
        pieces.push(current);
        current = '';
        currentWidth = 0;
      }
      current += character;
      currentWidth += characterColumns;
    }
  }
  if (current.trim().length > 0 || pieces.length === 0) pieces.push(current.trimEnd());
  return pieces;
}

/** Every line of `text`, wrapped to `columns` in all and prefixed by `indent`. */
export function indentWrapped(text: string, indent: string, columns: number = OUTPUT_COLUMNS): string {
  const width = Math.max(20, columns - displayWidth(indent));
  return text
    .split('\n')
    .flatMap((line) => wrapLine(line, width))
    .map((line) => (line.length === 0 ? '' : `${indent}${line}`))
    .join('\n');
}

/** `text` cut to at most `columns` display columns, with an ellipsis when cut. */
export function truncateToWidth(text: string, columns: number): string {
  if (displayWidth(text) <= columns) return text;
  let result = '';
  let width = 0;
  for (const character of text) {
    const characterColumns = characterWidth(character);
    if (width + characterColumns > columns - 1) break;
    result += character;
    width += characterColumns;
  }
  return `${result}…`;
}

/**
 * About `maxCharacters` of `text` around the first place a query term occurs (case-insensitive),
 * with … where it was cut; the start of the text when no term occurs. Whitespace runs become one space.
 */
export function snippetAround(text: string, terms: string[], maxCharacters: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const characters = Array.from(flat);
  if (characters.length <= maxCharacters) return flat;
  const lower = flat.toLowerCase();
  const positions = terms
    .map((term) => term.trim().toLowerCase())
    .filter((term) => term.length > 0)
    .map((term) => lower.indexOf(term))
    .filter((index) => index >= 0);
  // indexOf counts UTF-16 units; convert to a character index for slicing by characters.
  const matchUnit = positions.length > 0 ? Math.min(...positions) : 0;
  const matchCharacter = Array.from(flat.slice(0, matchUnit)).length;
  const start = Math.max(0, Math.min(matchCharacter - Math.floor(maxCharacters / 3), characters.length - maxCharacters));
  const end = Math.min(characters.length, start + maxCharacters);
  return `${start > 0 ? '…' : ''}${characters.slice(start, end).join('').trim()}${end < characters.length ? '…' : ''}`;
}
