import { taggedWords } from '../text/analyzer.js';

/**
 * 哪个 / 哪所 / 哪座 before a noun for an establishment (哪个驾校, 哪所小学, 哪个教堂, 哪个考点)
 * asks which one of them, as "Which hospital …?" does in English (answer-instances.ts), and a
 * Chinese establishment is told apart by a word of its own in front of its noun: 东方驾校, 育才小学,
 * 协和医院, or by a name jieba tags (answer-names.ts, read by the caller). A memory that speaks of
 * the kind alone (每周日上午都要去教堂做礼拜 for 我平时去的是哪个教堂？, 在考驾照 for 我是在哪个驾校学的车？)
 * is on the question's subject and no answer to it.
 *
 * An establishment is a noun ending in one of Chinese's bound morphemes for a place of an
 * institution or business (校 园 院 馆 所 堂 会 司 社 站 店 厂 局 处 室 区 点 场 学: 学校, 幼儿园,
 * 医院, 球馆, 诊所, 教堂, 教会, 公司, 出版社, 小区, 考点, 小学…), a closed class of word formation, not a
 * list of nouns read off a data set. Other heads (哪个声部, 哪个阶段, 哪个房间, 哪个单位) are
 * answered by a kind as often and expect nothing (部 is left out: 声部, 胸部); 哪家 and 哪个城市 ask a name already (answer-types.ts).
 */
const WHICH = new Set(['哪个', '哪所', '哪座', '哪一个', '哪一所']);
const WHICH_PARTS = new Set(['个', '所', '座']);
const ESTABLISHMENT = /[校园院馆所堂会司社站店厂局处室区点场学]$/u;
/** jieba's noun tags: the word after the distinguishing one must be a noun (小学/n, 驾校/n). */
const NOUN_TAG = /^n/u;
/** jieba's tags of a word that can tell one establishment from another: nouns, place words, proper nouns, Latin words, abbreviations. */
const DISTINGUISHING_TAG = /^(?:n|nr|ns|nt|nz|nrt|nrfg|s|eng|j)$/u;
/** Bound morphemes that point at one: 本 (this, our own), 母 (alma mater), 该 / 此 (the said), 原 (the former), 我 (our). */
const DEICTIC = /^[本母该此原我]/u;
/**
 * A compass point bound to the head names one branch of a place that has several (西校区, 南校区,
 * 北院, 东门): jieba keeps such a word whole, so nothing stands before the head to tell it apart.
 * Since session 50: 我们被统筹到西校区去了 was no answer to 桃桃最后分到了哪个校区？.
 */
const COMPASS_POINT = /^[东西南北]/u;
/** A numeral tells one apart only as an ordinal or a number (第一中学, 3号院), not as a count (一名小学老师, 一所学校). */
const ORDINAL = /^(?:第.+|\d+)$/u;
/** Nouns in front that tell nothing apart: where it is relative to something else, or how new it is. */
const NOT_DISTINGUISHING = new Set(['附近', '旁边', '对面', '楼下', '家里', '新', '那个', '这个', '本地', '当地']);

/** The establishment noun a 哪个 / 哪所 question asks one of, or undefined. */
export function askedHanInstance(question: string): string | undefined {
  // Most questions hold no 哪 at all: they are not segmented.
  if (!question.includes('哪')) return undefined;
  const words = taggedWords(question);
  for (let index = 0; index < words.length - 1; index += 1) {
    const word = (words[index] as { word: string }).word;
    let next = index + 1;
    if (word === '哪' && WHICH_PARTS.has((words[next] as { word: string }).word)) next += 1;
    else if (!WHICH.has(word)) continue;
    const head = words[next]?.word;
    return head !== undefined && head.length >= 2 && ESTABLISHMENT.test(head) ? head : undefined;
  }
  return undefined;
}

/**
 * Whether the text tells one establishment of the asked kind apart: a word jieba tags as a noun,
 * place, proper noun, Latin word or numeral standing right before a noun that shares a morpheme
 * with the head (东方 驾校 for 驾校, 育才 小学 for 学校), other than a word the question itself holds.
 */
export function picksOutHanInstance(head: string | undefined, plain: string, question: string): boolean {
  if (head === undefined) return false;
  const morphemes = new Set(head);
  const words = taggedWords(plain);
  // An abbreviation jieba knows is an organisation's short name (北师大, 武大), which answers "which" on its own.
  if (words.some(({ word, tag }) => tag === 'j' && !question.includes(word))) return true;
  // A deictic bound morpheme before the head's own picks one out as the speaker's or the one spoken of: 本校, 母校, 该院.
  const last = head.slice(-1);
  if (words.some(({ word }) => word.length === 2 && word.endsWith(last) && DEICTIC.test(word))) return true;
  if (words.some(({ word }) => word.length === head.length + 1 && word.endsWith(head) && COMPASS_POINT.test(word) && !question.includes(word))) return true;
  for (let index = 1; index < words.length; index += 1) {
    const { word, tag } = words[index] as { word: string; tag: string };
    if (!NOUN_TAG.test(tag) || ![...word].some((character) => morphemes.has(character))) continue;
    const before = words[index - 1] as { word: string; tag: string };
    const distinguishing = DISTINGUISHING_TAG.test(before.tag) || (before.tag === 'm' && ORDINAL.test(before.word));
    if (distinguishing && !NOT_DISTINGUISHING.has(before.word) && !question.includes(before.word)) return true;
  }
  return false;
}
