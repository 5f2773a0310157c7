/**
 * Chinese typed with Latin punctuation (月租6800,两个人平摊.现在59.8!), as many keyboards and
 * phones leave it, made to read as Chinese typed with Chinese punctuation: a Latin comma, full
 * stop, exclamation or question mark, colon, semicolon or bracket beside a Chinese character, or
 * ending a text that holds one, becomes its full-width form. A mark between two digits (59.8, 1,400)
 * or between Latin words stays. The rules that read sentences, clauses and amounts were written
 * for the full-width marks (a Latin full stop with no space after it ended no sentence), and
 * nothing else about the text changes.
 */
const FULL_WIDTH: Readonly<Record<string, string>> = { ',': '，', '.': '。', '!': '！', '?': '？', ':': '：', ';': '；', '(': '（', ')': '）' };
/** Its own test for Chinese, not analyzer.ts's `containsHan`: embedMany reads this module, and the analyzer would load jieba and its dictionary into every embedder's import. */
const HAN = /\p{Script=Han}/u;
/** A mark with a Chinese character before it or after it (past spaces); one between two digits has neither. */
const BESIDE_HAN = /(?<=\p{Script=Han}\s*)[,.!?:;()]|[,.!?:;()](?=\s*\p{Script=Han})/gu;
/** Marks ending the text after a digit or another mark (现在59.8!, 过了!!). */
const AT_END = /(?<=[\d\p{Script=Han}！？。，）])[!?.]+\s*$/u;

export function withHanPunctuation(text: string): string {
  if (!HAN.test(text) || !/[,.!?:;()]/u.test(text)) return text;
  return text
    .replace(BESIDE_HAN, (mark) => FULL_WIDTH[mark] ?? mark)
    .replace(AT_END, (marks) => [...marks.trim()].map((mark) => FULL_WIDTH[mark] ?? mark).join(''));
}
