import type { Slot } from './slot.js';

/** What a standing instruction is about, so that a newer instruction on the same point replaces the older one. */

type ValuePatterns = [string, RegExp][];

const LENGTH: ValuePatterns = [
  ['short', /短|简短|简洁|精简|少说|长话短说|\bbrief\b|\bshort(?:er)?\b|\bconcise\b/i],
  ['long', /详细|长一点|展开讲|详尽|\bdetailed\b|\blonger\b|in depth|\belaborate\b/i],
];
const FORMAT: ValuePatterns = [
  ['bullets', /要点|列表|分点|条目|bullet(?:\s+point)?s?|\blists?\b/i],
  ['paragraphs', /段落|paragraphs?|\bprose\b/i],
  ['table', /表格|\btables?\b/i],
];
const RESPONSE_LANGUAGE: ValuePatterns = [
  ['zh', /用中文|说中文|中文回[复答]|in chinese/i],
  ['en', /用英文|说英文|英文回[复答]|in english/i],
];
const CODE_LANGUAGE: ValuePatterns = [
  ['typescript', /typescript|\bTS\b/i],
  ['javascript', /javascript|\bJS\b/i],
  ['python', /python/i],
  ['go', /\bgolang\b|\bGo\b/],
  ['rust', /\brust\b/i],
  ['java', /\bjava\b(?!script)/i],
  ['kotlin', /kotlin/i],
  ['swift', /\bswift\b/i],
  ['c++', /c\+\+/i],
];
const CITATION: ValuePatterns = [
  ['gb/t 7714', /GB\/T\s*7714/i],
  ['apa', /\bAPA\b/],
  ['mla', /\bMLA\b/],
  ['chicago', /\bChicago\b/],
  ['ieee', /\bIEEE\b/],
  ['harvard', /\bHarvard\b/],
];
const TONE: ValuePatterns = [
  ['formal', /正式|\bformal\b/i],
  ['casual', /随意|口语化|轻松|\bcasual\b|\binformal\b/i],
];

const NEGATION_BEFORE = /(?:不要|别|不用|不|无|no|not|don't|without|never)\s*(?:再|给|用|要|写)?\s*$/iu;

/** The last value mentioned without a negation: "write normal paragraphs, no bullets" → paragraphs. */
function lastValue(sentence: string, patterns: ValuePatterns): string | null {
  let best: { value: string; index: number } | null = null;
  for (const [value, pattern] of patterns) {
    for (const match of sentence.matchAll(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))) {
      if (NEGATION_BEFORE.test(sentence.slice(Math.max(0, match.index - 6), match.index))) continue;
      if (!best || match.index > best.index) best = { value, index: match.index };
    }
  }
  return best?.value ?? null;
}

function domainOf(sentence: string): string {
  if (/代码|编程|\bcode\b|\bcoding\b|programming/iu.test(sentence)) return '@code';
  if (/邮件|\be-?mails?\b/iu.test(sentence)) return '@email';
  return '';
}

export function instructionSlots(sentence: string): Slot[] {
  const slots: Slot[] = [];
  const domain = domainOf(sentence);
  const add = (attribute: string, value: string | null, qualified = true): void => {
    if (value) slots.push({ subject: 'user', attribute: qualified ? `${attribute}${domain}` : attribute, value, mode: 'single' });
  };
  if (/回复|回答|答复|说话|讲|解释|\banswers?\b|\brepl(?:y|ies)\b|\brespon(?:se|ses|d)\b|\bwrite\b|\bexplain/iu.test(sentence)) add('response:length', lastValue(sentence, LENGTH));
  add('response:format', lastValue(sentence, FORMAT));
  add('response:language', lastValue(sentence, RESPONSE_LANGUAGE));
  add('tone', lastValue(sentence, TONE));
  if (/代码|示例|\bcode\b|\bexamples?\b|\bsnippets?\b/iu.test(sentence)) add('code:language', lastValue(sentence, CODE_LANGUAGE), false);
  add('citation:format', lastValue(sentence, CITATION), false);
  const signature = /sign(?:\s+(?:off|it))?\s+with\s+(?:just\s+)?['"“‘]?([^'"”’.]+)['"”’]?|(?:署名|落款)(?:用|写|为)?[:：]?\s*([^，。,.]+)/iu.exec(sentence);
  add('signature', signature ? (signature[1] ?? signature[2] ?? '').trim().toLowerCase() || null : null);
  const name = /叫我\s*([\p{Script=Han}A-Za-z]{1,8})|call me\s+([A-Z][\w-]*)/u.exec(sentence);
  add('address-as', name ? (name[1] ?? name[2] ?? '').toLowerCase() : null, false);
  return slots;
}
