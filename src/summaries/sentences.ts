import { withHanPunctuation } from '../core/text/han-punctuation.js';
import { ABBREVIATED_TITLES } from '../core/text/personal-titles.js';

/** A sentence and its end marks (no empty match: each alternative takes a character at least). */
const SENTENCE = /[^。！？!?；;…]+(?:[。！？!?；;…]+|$)|[。！？!?；;…]+/gu;
/**
 * English full stops end a sentence only before a space, so 3.5 and e.g. stay whole; nor does the
 * full stop of a title before a name ("my vet, Dr. Nakamura": the name stays with its sentence).
 */
const FULL_STOP_BREAK = new RegExp(`(?<=[a-zA-Z\\p{Script=Han}\\d)"'][.])(?<!\\b(?:${ABBREVIATED_TITLES}|St)\\.)\\s+`, 'u');
const STOP_THEN_SPACE = /\.\s/;

/**
 * Splits at Chinese and English sentence ends and line breaks; keeps each sentence's end mark.
 * Search reads the sentences of every new candidate (write/text-categories.ts), so the common
 * cases skip the work that finds nothing: a text without line breaks is one line, and a sentence
 * without a full stop before a space has no break inside (each `split` by a pattern builds a copy
 * of the pattern, and `matchAll` another).
 */
export function splitSentences(typed: string): string[] {
  const sentences: string[] = [];
  // Chinese typed with Latin marks ends its sentences where Chinese marks would (han-punctuation.ts).
  const text = withHanPunctuation(typed);
  for (const line of text.includes('\n') ? text.split(/\n+/) : [text]) {
    SENTENCE.lastIndex = 0;
    for (let match = SENTENCE.exec(line); match !== null; match = SENTENCE.exec(line)) {
      const found = match[0];
      for (const part of STOP_THEN_SPACE.test(found) ? found.split(FULL_STOP_BREAK) : [found]) {
        const trimmed = part.trim();
        if (trimmed.length > 0) sentences.push(trimmed);
      }
    }
  }
  return sentences;
}
