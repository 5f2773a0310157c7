/**
 * Exploration only (not shipped; bench/explore-relevance.ts variants attr, uncMax, uncShare):
 * does the memory hold a token of the type the question asks for (a name, a colour, a brand, an
 * amount), and which of the question's terms does it not hold, weighted by jieba's reference IDF.
 * Measured in session 8 (docs/retrieval-history.md, "Session 8").
 */
import { readFileSync } from 'node:fs';
import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';
import { asksQuantity } from '../src/core/search/quantity-cues.js';
import { analyze } from '../src/core/text/analyzer.js';

const jieba = Jieba.withDict(dict);
export type AskedType = 'name' | 'colour' | 'brand' | 'quantity';

export function askedTypes(question: string): AskedType[] {
  const types: AskedType[] = [];
  if (/叫什么|什么名字|\bname of\b|\bwhat(?:'s| is| was) (?:\w+ ){0,3}called\b/iu.test(question)) types.push('name');
  if (/\bcolou?rs?\b|颜色|什么色/iu.test(question)) types.push('colour');
  if (/\bbrand\b|\bwhat make\b|牌子|品牌/iu.test(question)) types.push('brand');
  if (asksQuantity(question)) types.push('quantity');
  return types;
}

/** Basic colour terms (Berlin and Kay's eleven), English and Chinese: language knowledge, not data. */
const COLOUR = /\b(?:black|white|red|green|yellow|blue|brown|purple|pink|orange|gr[ae]y)\b|(?<!颜)色/iu;
const NUMBER = /\d|\b(?:every|each|daily|weekly|monthly|yearly|first|second|third|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|million|dozen|couple|half|once|twice|single|several|few|pair)\b|[零一二两三四五六七八九十百千万亿半几]/iu;
const NOT_NAMES = new Set(['I', 'User', 'Assistant', 'The', 'A', 'An', 'My', 'We', 'It', 'On', 'In', 'At', 'And', 'But', 'So', 'He', 'She', 'They', 'You', 'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);

function body(text: string): string {
  return text.replace(/^\[\w+\]\s*/u, '').replace(/\b(?:User|Assistant):\s*/gu, '').replace(/(?:用户|助手)[:：]/gu, '');
}
let NAME_PATTERN = /(?<![.!?]\s|^)\b([A-Z][a-z]+|[A-Z]{2,})\b/gu;
/** Session 9: a line's first word opens a sentence too (a turn is "User: …\nAssistant: …"). */
export function sentenceStartsAtLines(on: boolean): void {
  NAME_PATTERN = on ? /(?<![.!?:：]\s*|^|\n)\b([A-Z][a-z]+|[A-Z]{2,})\b/gu : /(?<![.!?]\s|^)\b([A-Z][a-z]+|[A-Z]{2,})\b/gu;
}
function hasCapitalized(text: string): boolean {
  // A capitalized word that does not open a sentence: a name (person, brand, place).
  for (const match of text.matchAll(NAME_PATTERN)) if (!NOT_NAMES.has(match[1] as string)) return true;
  return false;
}
function zhTags(text: string): Set<string> {
  return new Set(jieba.tag(text).map((word) => word.tag));
}

export function holds(type: AskedType, text: string): boolean {
  const plain = body(text);
  switch (type) {
    case 'colour':
      // A Chinese colour is a word of colour characters alone (黑白, 灰) or anything ending in 色.
      return COLOUR.test(plain) || jieba.tag(plain).some((word) => /^[黑白红绿黄蓝棕紫粉橙灰]+$/u.test(word.word));
    case 'quantity':
      return NUMBER.test(plain);
    case 'name':
      return hasCapitalized(plain) || /叫|名叫|named|called|[“”"「」《》]/u.test(plain) || ['nr', 'nz', 'nt', 'ns'].some((tag) => zhTags(plain).has(tag));
    case 'brand':
      return hasCapitalized(plain) || /[A-Za-z]{2,}/u.test(plain.replace(/[^\p{Script=Han}A-Za-z]/gu, '')) && /\p{Script=Han}/u.test(plain) || ['nz', 'nt', 'eng'].some((tag) => zhTags(plain).has(tag));
  }
}

/** 1 when the question asks a type of answer and the memory holds no token of it. */
export function missingAsked(question: string, memoryText: string): number {
  const types = askedTypes(question);
  return types.length > 0 && types.every((type) => !holds(type, memoryText)) ? 1 : 0;
}

/** jieba's reference IDF (a general Chinese corpus), for question terms; words it lacks get its median. */
const IDF = new Map<string, number>();
for (const line of readFileSync(new URL('../node_modules/@node-rs/jieba/idf.txt', import.meta.url), 'utf8').split('\n')) {
  const [word, value] = line.split(' ');
  if (word && value) IDF.set(word, Number(value));
}
const MEDIAN_IDF = [...IDF.values()].sort((a, b) => a - b)[Math.floor(IDF.size / 2)] ?? 10;
const termsCache = new Map<string, Set<string>>();
function termsOf(text: string): Set<string> {
  let terms = termsCache.get(text);
  if (!terms) {
    terms = new Set(analyze(body(text)));
    termsCache.set(text, terms);
  }
  return terms;
}
/** The highest reference IDF among the question's terms the memory does not hold, over 14 (0 when it holds them all). */
export function uncoveredIdf(question: string, memoryText: string): number {
  const held = termsOf(memoryText);
  let best = 0;
  for (const term of termsOf(question)) if (!held.has(term)) best = Math.max(best, IDF.get(term) ?? MEDIAN_IDF);
  return best / 14;
}
/** The IDF-weighted share of the question's terms the memory does not hold. */
export function uncoveredShare(question: string, memoryText: string): number {
  const held = termsOf(memoryText);
  let total = 0;
  let missing = 0;
  for (const term of termsOf(question)) {
    const weight = IDF.get(term) ?? MEDIAN_IDF;
    total += weight;
    if (!held.has(term)) missing += weight;
  }
  return total === 0 ? 0 : missing / total;
}

/**
 * Session 9: a request for advice ("which colour should I pick", 选什么颜色好, "recommend a brand")
 * asks for an opinion of that type, not a fact the memory must state: modal verbs and the
 * closed set of recommending verbs and evaluative endings.
 */
const ASKS_ADVICE = /\b(?:should|recommend|suggest|would|could|best|good)\b|推荐|建议|适合|应该|该|好[吗呢吧]?\s*[?？]?\s*$|比较好|最好/iu;
export function missingAskedFact(question: string, memoryText: string, who = false): number {
  if (ASKS_ADVICE.test(question)) return 0;
  const types = askedTypes(question);
  if (who && /\bwho(?:m|se)?\b|谁/iu.test(question) && !types.includes('name')) types.push('name');
  return types.length > 0 && types.every((type) => !holds(type, memoryText)) ? 1 : 0;
}
/** How many content terms the memory holds (the analyser's terms, stop words out). */
export function contentTerms(memoryText: string): number {
  return termsOf(memoryText.split(/\n(?:Assistant|助手)[:：]/u)[0] ?? '').size;
}
