import { containsHan, taggedWords } from '../text/analyzer.js';
import { escapeRegExp } from '../../write/rules/lexicon.js';
import { askedInstance } from './answer-instances.js';
import { englishNamedHead, PRONOUN_NAMES_NEXT_LATIN, pronounNamesNextHan } from './answer-holders.js';
import { RecencyMap } from '../recency-map.js';

/**
 * A thing brought in with an indefinite article has not been identified. "Pilot's on a gently
 * cooked fresh food subscription" tells no brand of the subscription, 去了一家医疗器械公司做产品经理
 * no name of the company, 他开了一家小面馆 none of the noodle shop: the speaker introduces a new
 * referent by its kind, and a name, when known, comes with it ("a startup called Nimbus",
 * 一家叫星辰的公司). So a memory whose every mention of the asked thing is such an introduction
 * answers neither "Which brand is the fresh food subscription?" nor 那家面馆叫什么名字？, whatever
 * other names it holds (the dog's, the district's): they are someone else's.
 *
 * Closed classes only: the indefinite determiners of English, the numeral 一 (or 几 / 两) with a
 * measure word in Chinese, the verbs of naming, and the question frames that put a head noun on a
 * name ("the name of my …", "What brand is my …", "which N do …", 哪家 N, N 叫什么名字).
 */

/** "What brand / make / model is my equatorial mount?", "What brand of boots do I wear?": the noun the brand is asked of. */
const BRAND_HEAD_LATIN = /\b(?:what|which)\s+(?:brand|make|model)\s+(?:of\s+((?:[a-z-]+\s+){0,3}?)([a-z-]+)\s+(?:do|does|did|is|are|was|were|have|has|had)\b|(?:is|are|was|were)\s+(?:my|the|our|his|her|their|your)\s+(?:[a-z-]+\s+){0,3}?([a-z-]+)\s*(?:[?.!]|$))/iu;

/** 哪家 N …, or N right before 叫什么 / 叫啥 / 的名字 / 名字 / 名称 (那家面馆叫什么名字, 小区叫什么): a name asked of N. */
const HAN_NAME_AFTER = /^(?:的)?(?:叫什么|叫啥|名字|名称|全称)/u;
const NOUN_TAG = /^n(?:z|t|g)?$/u;

/** The noun whose name, brand or identity a question asks, or undefined (lowercase for English). */
export function askedHeadNoun(question: string): string | undefined {
  if (containsHan(question)) return hanHead(question);
  const brand = BRAND_HEAD_LATIN.exec(question);
  const brandHead = brand === null ? undefined : (brand[2] ?? brand[3]);
  return (brandHead ?? askedInstance(question) ?? englishNamedHead(question))?.toLowerCase();
}

function hanHead(question: string): string | undefined {
  if (!/哪家|叫什么|叫啥|名字|名称|全称/u.test(question)) return undefined;
  const words = taggedWords(question);
  for (let index = 0; index < words.length; index += 1) {
    const { word } = words[index] as { word: string };
    if (word === '哪家' || (word === '哪' && words[index + 1]?.word === '家')) {
      // The last noun of the run after 哪家: 哪家医疗器械公司 asks a company.
      let head: string | undefined;
      for (let next = index + (word === '哪' ? 2 : 1); next < words.length && NOUN_TAG.test((words[next] as { tag: string }).tag); next += 1) head = (words[next] as { word: string }).word;
      if (head !== undefined) return head;
    }
    const { tag } = words[index] as { tag: string };
    if (NOUN_TAG.test(tag) && word.length >= 2 && HAN_NAME_AFTER.test(words.slice(index + 1).map((each) => each.word).join(''))) return word;
  }
  return undefined;
}

/** Where a clause begins: the text after its last punctuation mark. */
const CLAUSE_BREAK = /[，。；！？、,.;!?\n：:（）()]/u;
/** The rest of a sentence: up to its end mark. */
const SENTENCE_REST = /^[^。！？!?\n]*/u;
/** 一家 / 一个 / 一所 … (a numeral one, or a few, with a measure word): an indefinite introduction in Chinese. */
const HAN_INDEFINITE = /(?:一|几|两)[家个所间座台辆只位款套艘条份部栋处]/u;
/** Naming inside the introduction (一家叫星辰的公司) or later in its sentence (一只黑猫，给它起名叫芝麻; 一家公司，叫星辰). */
const HAN_NAMING = /叫|名为|起名|取名|名字|店名/u;
/** "a / an / another / some / one", then lowercase modifiers only: a capitalised word before the noun ("a Toyota dealership") identifies it. */
const LATIN_INDEFINITE_BEFORE = /(?:^|[^\p{L}])(?:a|an|another|some|one)\s+(?:[a-z][a-z'-]*\s+){0,4}$/u;
/** A name said to be one ("Glasgow's a great city", "Nobu is a restaurant"): the predicate identifies its subject. */
const LATIN_PREDICATE_BEFORE = /[A-Z][\p{L}'-]*(?:['’]s|\s+(?:is|was|are|were))\s+(?:a|an|another|one)\s+(?:[a-z][a-z'-]*\s+){0,4}$/u;
/** Naming later in the sentence: "a cat, gray tabby, named Biscuit", "a camera, a used Fujifilm X-T3", "a bakery (Tartine)", its maker ("a subscription from Butternut Box"), "we call him Noodle" (since session 53). */
const LATIN_NAMED_AFTER = /\b(?:called|named|by the name of)\b|\bcall(?:s|ed)?\s+(?:him|her)\s+[A-Z]|^\s*\(|^\s+(?:from|by)\s+(?:the\s+)?[A-Z]|,\s*(?:(?:a|an|the|my|our|his|her|their)\s+)?(?:[a-z][a-z'-]*\s+){0,3}[A-Z]/u;

/** The head noun's pattern, built once per noun (a search asks it of every candidate); global, read only with matchAll. */
const headPatterns = new RecencyMap<string, RegExp>(256);

function clauseBefore(text: string, end: number): string {
  const before = text.slice(0, end);
  let start = before.length;
  while (start > 0 && !CLAUSE_BREAK.test(before[start - 1] as string)) start -= 1;
  return before.slice(start);
}

/**
 * Whether the text mentions the asked noun and every mention introduces one of its kind without
 * naming it (see above): then the text does not tell which one it is.
 */
export function mentionsOnlyIndefinitely(head: string | undefined, plain: string): boolean {
  if (head === undefined || head.length < 2) return false;
  const han = containsHan(head);
  const pattern = headPatterns.getOrSet(head, () => (han ? new RegExp(escapeRegExp(head), 'gu') : new RegExp(`(?<!\\p{L})${escapeRegExp(head)}(?:e?s)?(?!\\p{L})`, 'giu')));
  let mentions = 0;
  for (const match of plain.matchAll(pattern)) {
    const start = match.index ?? 0;
    const clause = clauseBefore(plain, start);
    const after = plain.slice(start + match[0].length);
    const rest = SENTENCE_REST.exec(after)?.[0] ?? '';
    mentions += 1;
    // Named by a pronoun in the next sentence ("We hired a doula! Her name is Thandiwe."; 请了个月嫂，她姓潘): since session 56.
    if (han ? pronounNamesNextHan(after) : PRONOUN_NAMES_NEXT_LATIN.test(after)) return false;
    if (han) {
      const introduction = clause.slice(clause.search(HAN_INDEFINITE));
      if (!HAN_INDEFINITE.test(clause) || HAN_NAMING.test(introduction) || HAN_NAMING.test(rest)) return false;
    } else if (!LATIN_INDEFINITE_BEFORE.test(clause) || LATIN_PREDICATE_BEFORE.test(clause) || LATIN_NAMED_AFTER.test(rest)) return false;
  }
  return mentions > 0;
}
