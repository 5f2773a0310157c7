import { containsHan } from '../text/analyzer.js';
import { RecencyMap } from '../recency-map.js';
import { englishNamedHead, HAN_NAMED_BEFORE } from './answer-holders.js';
import { picksOutHanInstance } from './answer-instances-han.js';
import { isName, PERSON_WORD_HAN } from './answer-names.js';
import { personNouns } from './person-nouns.js';
import { escapeRegExp } from '../../write/rules/lexicon.js';

/**
 * A name asked of a thing in Chinese (那家健身房叫什么名字？, 那条柯基叫啥名字？, 延庆那个湖边营地叫什么名字？)
 * is told beside the thing, as a person's is beside the word for them (answer-holders.ts), or later in
 * the sentence that speaks of it (养了只龙猫，两个月大，起名叫汤圆): 面馆叫老街面馆,
 * 叫“岩点”的攀岩馆, 攀岩馆“岩点”, 东方驾校. A memory that speaks of the thing and names something else
 * (办了张卡的健身房 … 门口贴了“装修暂停营业”, 养了一只橘猫叫大黄，还有一条柯基) is on the question's subject
 * and no answer to it. A memory that does not say the thing's word at all is read as before: any name
 * in it may be the thing's, called otherwise. Closed classes: the demonstratives and measure words
 * that open a noun phrase, the naming words 叫 / 名叫 / 叫做, quotation and title marks, and the word
 * formation answer-instances-han.ts reads (a word of its own in front of the noun). Since session 47.
 */
const ASKS_NAME_HAN = /(?:的)?(?:名字)?(?:叫什么|叫啥|叫个啥|什么名字|啥名字|名字是什么|名字叫)/u;
/** What opens the noun phrase whose name is asked: a demonstrative with its measure word, 的, a pronoun, punctuation. */
const PHRASE_OPENING = /(?:[那这哪](?:一)?(?:个|家|位|只|条|本|辆|套|款|件|所|座|间|种|把|台|部|场|门)?|的|[，,。！？!?\s])/gu;
const OWNER = /^(?:我们|我家|咱家|我|你|他|她|它)/u;
/** Words for a name: 大名 in 小女儿的大名叫什么？ is what is asked, not the thing. */
const NAME_WORD = /^(?:名字|名称|大名|小名|全名|昵称|外号|网名|名)$/u;
/**
 * A name given later in the sentence that speaks of the thing, as Chinese goes on about one topic
 * without naming it again (养了只龙猫，标准灰的，两个月大，起名叫汤圆; 买了只鹩哥…我给它起名叫黑豆).
 */
const NAMED_LATER_IN_SENTENCE = /^[^。！？!?\n]*?(?:起名叫|取名叫|起名|取名|名叫|叫做|叫(?!什么|啥))/u;
/** A quoted or titled name right after the thing (攀岩馆“岩点”, 营地的名字是“云湖”); 叫 / 名叫 / 叫做 right after it (面馆叫老街面馆) are read as naming later in the sentence. */
const QUOTED_AFTER = /^(?:的)?(?:名字|名称)?[，,]?\s*是(?=[“"「《])|^\s*[“"「《‘]/u;
/** A quoted or titled name right before the thing (“岩点”攀岩馆), or given in quotes before a 的 that leads to it (叫“岩点”的攀岩馆). */
const QUOTED_BEFORE = /[”"」》’]\s*$|(?:叫做|名叫|叫)\s*[“"「《‘][^”"」》’]{1,20}[”"」》’]的[^，。！？、；,.!?;的]{0,4}$/u;

/** The thing whose name a Chinese question asks, as the memories would write it (its last two characters when longer than three), or undefined. */
export function askedNamedThingHan(question: string): string | undefined {
  if (!containsHan(question)) return undefined;
  const ask = ASKS_NAME_HAN.exec(question);
  if (ask === null) return undefined;
  const before = question.slice(0, ask.index);
  const openings = [...before.matchAll(PHRASE_OPENING)];
  const last = openings.at(-1);
  const phrase = (last === undefined ? before : before.slice((last.index ?? 0) + last[0].length)).replace(OWNER, '');
  if (!/^\p{Script=Han}+$/u.test(phrase) || PERSON_WORD_HAN.test(phrase) || NAME_WORD.test(phrase)) return undefined;
  return phrase.length > 3 ? phrase.slice(-2) : phrase;
}

/** Whether the text tells the asked thing's name beside it, or does not speak of the thing by its word at all. */
export function namesThingHan(thing: string | undefined, plain: string, question: string): boolean {
  if (thing === undefined || !plain.includes(thing)) return true;
  return namesThingBeside(thing, plain) || picksOutHanInstance(thing, plain, question);
}

/** Whether the text says the asked thing's word with a name told beside it: after it (叫 / quoted), before it (quoted, 叫…的), or later in its sentence. */
export function namesThingBeside(thing: string | undefined, plain: string): boolean {
  if (thing === undefined) return false;
  for (let start = plain.indexOf(thing); start >= 0; start = plain.indexOf(thing, start + 1)) {
    const before = plain.slice(0, start);
    const after = plain.slice(start + thing.length);
    if (QUOTED_AFTER.test(after) || NAMED_LATER_IN_SENTENCE.test(after) || QUOTED_BEFORE.test(before) || HAN_NAMED_BEFORE.test(before)) return true;
  }
  return false;
}

/**
 * The same binding in English (since session 52): "What was the name of the hotel we stayed at in
 * Cusco?", "What's the hospice called?" ask the thing's name, which a memory that says the thing's noun
 * tells beside it: capitalised words right before it ("the Casa Andina hotel"), or right after it, set
 * off by a comma or a bracket ("the hotel, Tierra Viva,"), or after "called" / "named" later in its
 * sentence ("a hospice called Milford Care"). A memory that says the noun and names something else elsewhere ("Cusco", "Torah")
 * does not tell it; one that does not say the noun is read as before. Not for a person's noun (the
 * holders, answer-holders.ts, read those).
 */
export function askedNamedThingLatin(question: string): string | undefined {
  if (containsHan(question)) return undefined;
  const head = englishNamedHead(question)?.toLowerCase();
  if (head === undefined || personNouns.isPerson(head)) return undefined;
  return head;
}

/** Capitalised words right before the noun, up to four. */
const NAMED_BEFORE_LATIN = /((?:[A-Z][\w'’&.-]*\s+){1,4})$/u;
/**
 * A capitalised word right after the noun (after a comma, a bracket or a space), or after "called" /
 * "named" later in its sentence ("a cat, gray tabby, named Biscuit", "a training with a program called
 * Cradle & Co."), as NAMED_LATER_IN_SENTENCE reads Chinese; also with "him" or "her" between, a pet's
 * ("a betta fish, named him Noodle", "we call her Pickle"; since session 53). Not "it", which may be
 * any thing the sentence holds ("a starter from a bakery in Portland and named it Doughlores").
 */
const NAMED_AFTER_LATIN = /^(?:e?s)?(?:\s*,\s*|\s*\(\s*|\s+|[^.!?\n]*?\b(?:(?:called|named)(?:\s+(?:him|her))?|call(?:s|ed)?\s+(?:him|her))\s+)(?:[Tt]he\s+)?["“'‘]?([A-Z][\w'’&-]*)/u;

/** The asked noun's pattern, singular or plural, built once per noun (a search asks it of every candidate). */
const nounPatterns = new RecencyMap<string, RegExp>(256);

export function namesThingLatin(thing: string | undefined, plain: string): boolean {
  if (thing === undefined) return true;
  const noun = nounPatterns.getOrSet(thing, () => new RegExp(`\\b${escapeRegExp(thing)}(?:e?s)?\\b`, 'giu'));
  const occurrences = [...plain.matchAll(noun)];
  if (occurrences.length === 0) return true;
  return occurrences.some((match) => {
    const start = match.index ?? 0;
    const before = NAMED_BEFORE_LATIN.exec(plain.slice(Math.max(0, start - 60), start))?.[1];
    if (before !== undefined && before.trim().split(/\s+/u).some((word) => isName(word.replace(/[.'’]+$/u, '')))) return true;
    const after = NAMED_AFTER_LATIN.exec(plain.slice(start + thing.length))?.[1];
    return after !== undefined && isName(after);
  });
}

/** Whether the text tells the asked thing's name beside the thing, the question's Chinese thing or its English one (a question is in one language, so one of the two is undefined and passes). */
export function namesThing(han: string | undefined, latin: string | undefined, plain: string, question: string): boolean {
  return namesThingHan(han, plain, question) && namesThingLatin(latin, plain);
}
