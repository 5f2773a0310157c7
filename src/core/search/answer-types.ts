import { analysisTag, taggedWords } from '../text/analyzer.js';
import { asksAge, statesAge, statesAmount } from './answer-amounts.js';
import { askedMeasure, statesMeasure, type Measure } from './answer-measures.js';
import { englishContentWords } from './lexical-relations.js';
import { PersonNouns } from './person-nouns.js';
import { asksQuantity } from './quantity-cues.js';

/**
 * Expected answer types, as classic question answering types its questions: a question asking
 * "how many", "how old", "who", "what colour", "which brand" or "what is it called" is answered only by a
 * text that states an amount, an age, a name, a colour or a brand. A memory on the question's subject
 * that states none ("Someone cut the lock and stole my bike" for "What colour was the stolen
 * bike?", 三十岁了才开始学游泳 for 我的游泳教练叫什么？) is about the same thing and still no answer: the
 * relevance model weighs that (`missingAnswer`, relevance.ts).
 *
 * Every pattern here is a closed grammatical class (question words, numerals, the eleven basic
 * colour terms of Berlin and Kay, pronouns and calendar names that are capitalised without being
 * names) or a part-of-speech tag from jieba; no topical word and nothing read off a data set.
 */
export type AnswerType = 'name' | 'person' | 'colour' | 'brand' | 'quantity' | 'age' | Measure;

/**
 * A question holding the word "name" asks for one ("the name of", "first name", "what names have
 * we picked"; session 13: only "name of" was read, so "What's my wife's mom's first name?" expected
 * nothing).
 * 哪家 ("which" with 家, the measure word of businesses and households: 哪家医院, 哪家酒店) asks
 * for one establishment, which a text names; 哪个 / 哪所 do not (本校 answers 哪所学校 unnamed).
 */
const ASKS_NAME = /叫什么|什么名字|姓什么|姓啥|贵姓|哪家|\bnames?\b|\bwhat(?:'s| is| was) (?:\w+ ){0,3}called\b/iu;
/** "Who" is answered by a person, whom a text names (a capitalised word, a jieba name tag) or, in English, calls by role or kinship (person-nouns.ts). */
const ASKS_PERSON = /\bwho(?:m|se)?\b|谁/iu;
const ASKS_COLOUR = /\bcolou?rs?\b|颜色|什么色/iu;
const ASKS_BRAND = /\bbrand\b|\bwhat make\b|牌子|品牌/iu;
/**
 * A request for advice ("which colour should I pick", 选什么颜色好, "recommend a brand") asks for
 * an opinion of that type, which the agent gives; the memory bears on it without stating one.
 * Modal verbs, the verbs of recommending and evaluative endings: closed classes.
 */
const ASKS_ADVICE = /\b(?:should|recommend|suggest|would|could|best|good)\b|推荐|建议|适合|应该|该|好[吗呢吧]?\s*[?？]?\s*$|比较好|最好/iu;

/** The answer types a question expects (none for a request for advice, or a question asking none of these). */
export function expectedAnswerTypes(question: string): AnswerType[] {
  if (ASKS_ADVICE.test(question)) return [];
  const types: AnswerType[] = [];
  if (ASKS_NAME.test(question)) types.push('name');
  if (ASKS_PERSON.test(question)) types.push('person');
  if (ASKS_COLOUR.test(question)) types.push('colour');
  if (ASKS_BRAND.test(question)) types.push('brand');
  // "How old" / 多少岁 asks an age, which a count or a time of day does not answer (answer-amounts.ts).
  // A question naming its measure (多少钱, "what temperature") wants a number in that measure's units (answer-measures.ts).
  const measure = askedMeasure(question);
  if (asksAge(question)) types.push('age');
  else if (measure) types.push(measure);
  else if (asksQuantity(question)) types.push('quantity');
  return types;
}

/** The basic colour terms (Berlin and Kay's eleven), English, or a Chinese word ending in 色. */
const COLOUR = /\b(?:black|white|red|green|yellow|blue|brown|purple|pink|orange|gr[ae]y)\b|(?<!颜)色/iu;
/** A Chinese colour written as colour characters alone (黑白, 灰). */
const CHINESE_COLOUR_WORD = /^[黑白红绿黄蓝棕紫粉橙灰]+$/u;
/** Words capitalised without naming anyone: pronouns, articles, conjunctions, speakers' labels, months and weekdays (their plurals too: "Tuesdays"). */
const NOT_NAMES = new Set([
  'I', 'User', 'Assistant', 'The', 'A', 'An', 'My', 'We', 'It', 'On', 'In', 'At', 'And', 'But', 'So', 'He', 'She', 'They', 'You',
  'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December',
  'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday',
]);
/** A capitalised word that does not open a sentence, a line or a speaker's words: a name (person, brand, place). */
const CAPITALISED = /(?<![.!?:：]\s*|^|\n)\b([A-Z][a-z]+|[A-Z]{2,})\b/gu;
/** How a text introduces a name: 叫 / 姓 / named / called, or quotes and title marks. */
const NAMING = /叫|姓|named|called|[“”"「」《》]/u;
/** jieba's proper-noun tags: person (nr, nrfg, and nrt for transliterated: 海尔, 西门子 are tagged as names), place, organisation, other. */
const NAME_TAGS = new Set(['nr', 'nrfg', 'nrt', 'ns', 'nt', 'nz']);
/** A brand is a proper noun, or a Latin word in a Chinese text (jieba's `eng`: 买了 Dyson). */
const BRAND_TAGS = new Set([...NAME_TAGS, 'eng']);
const HAN = /\p{Script=Han}/u;

/** The memory's words without the speakers' labels of a turn. */
function withoutLabels(text: string): string {
  return text.replace(/\b(?:User|Assistant):\s*/gu, '').replace(/(?:用户|助手)[:：]/gu, '');
}

function namesSomeone(text: string): boolean {
  for (const match of text.matchAll(CAPITALISED)) {
    const word = match[1] as string;
    if (!NOT_NAMES.has(word) && !(word.endsWith('s') && NOT_NAMES.has(word.slice(0, -1)))) return true;
  }
  return false;
}

/**
 * jieba's tags for a text with Chinese in it; none for a text without (its names are read from
 * capitals: jieba would call every English word of it `eng`, a brand).
 */
function tagsOf(text: string): Set<string> {
  return HAN.test(text) ? new Set(taggedWords(text).map((word) => word.tag)) : new Set();
}

function statesName(plain: string): boolean {
  return namesSomeone(plain) || NAMING.test(plain) || [...tagsOf(plain)].some((tag) => NAME_TAGS.has(tag));
}

const NO_WORDS: ReadonlySet<string> = new Set();

/** One reader for every search (its answers depend on the word alone, so one cache serves every tenant). */
const personNouns = new PersonNouns();

/**
 * Whether a memory's text states something of this type. A person the question itself names by
 * role ("Who is my son's teacher?" against "The teacher is strict") is no answer to it:
 * `questionWords` (the question's English content words) are left out of the person nouns.
 */
export function statesAnswerType(type: AnswerType, text: string, questionWords: ReadonlySet<string> = NO_WORDS): boolean {
  const plain = withoutLabels(text);
  switch (type) {
    case 'quantity':
      return statesAmount(plain);
    case 'age':
      return statesAge(plain);
    case 'money':
    case 'temperature':
    case 'score':
      return statesMeasure(type, plain);
    case 'colour':
      return COLOUR.test(plain) || (HAN.test(plain) && taggedWords(plain).some((word) => CHINESE_COLOUR_WORD.test(word.word)));
    case 'name':
      return statesName(plain);
    case 'person':
      return statesName(plain) || personNouns.mentionsPerson(plain, questionWords);
    case 'brand':
      return namesSomeone(plain) || [...tagsOf(plain)].some((tag) => BRAND_TAGS.has(tag));
  }
}

/**
 * 1 when the question expects answer types and the memory states none of them, else 0: the
 * relevance feature `missingAnswer`. Answers are cached by text (a memory is met in many searches;
 * the answer depends on nothing else, so one cache serves every tenant).
 */
export class AnswerTypeCheck {
  /**
   * By type, then by the text itself, for one analysis tag at a time: a key joining tag, type and
   * text was a new string per candidate of every search, copied whole (the text included) to be
   * looked up.
   */
  private readonly byType = new Map<AnswerType, Map<string, boolean>>();
  /** The analysis tag the answers were read under: it names the jieba dictionary, and a user dictionary loaded later may tag the same text otherwise. */
  private tag = '';
  private size = 0;

  /** The last question's English content words: a search asks this once per candidate with the same question. */
  private question = '';
  private questionWords: ReadonlySet<string> = NO_WORDS;

  constructor(private readonly capacity = 20_000) {}

  missingAnswer(types: readonly AnswerType[], text: string, question = ''): number {
    if (types.length === 0) return 0;
    const tag = analysisTag();
    if (tag !== this.tag) {
      this.byType.clear();
      this.size = 0;
      this.tag = tag;
    }
    for (const type of types) {
      // A person by role depends on the question's own words, so only the name part is cached.
      if (type === 'person' ? this.states('name', text) || this.statesPersonNoun(text, question) : this.states(type, text)) return 0;
    }
    return 1;
  }

  private statesPersonNoun(text: string, question: string): boolean {
    if (question !== this.question) {
      this.question = question;
      this.questionWords = new Set(englishContentWords(question));
    }
    return personNouns.mentionsPerson(withoutLabels(text), this.questionWords);
  }

  private states(type: AnswerType, text: string): boolean {
    let byText = this.byType.get(type);
    const known = byText?.get(text);
    if (known !== undefined) return known;
    const stated = statesAnswerType(type, text);
    if (this.size >= this.capacity) this.evictOne(byText);
    if (!byText) {
      byText = new Map();
      this.byType.set(type, byText);
    }
    byText.set(text, stated);
    this.size += 1;
    return stated;
  }

  /** The oldest answer of the same type, or of the first type that holds one. */
  private evictOne(preferred: Map<string, boolean> | undefined): void {
    const byText = preferred && preferred.size > 0 ? preferred : [...this.byType.values()].find((each) => each.size > 0);
    const oldest = byText?.keys().next().value;
    if (byText === undefined || oldest === undefined) return;
    byText.delete(oldest);
    this.size -= 1;
  }
}
