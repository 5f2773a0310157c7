import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';

/**
 * Named things in a text: Latin names and ids (TypeScript, PR #482, RTX 4070, Berkeley)
 * and Chinese proper nouns. Two task statements that name disjoint things are about
 * different sub-tasks and must not replace each other.
 */
let tagger: Jieba | null = null;

export function jiebaTagger(): Jieba {
  tagger ??= Jieba.withDict(dict);
  return tagger;
}

const COMMON_CAPITALISED = new Set([
  'I', 'The', 'A', 'An', 'And', 'But', 'Or', 'So', 'My', 'It', 'It\'s', 'This', 'That', 'We', 'You', 'He', 'She', 'They', 'User', 'Only',
  'Moved', 'Everything', 'Everything\'s', 'New', 'Because', 'When', 'From', 'One', 'Please', 'Also', 'Just', 'Thanks', 'Ok', 'Okay', 'Walls',
]);

/** Acronyms that name a kind of thing, not one thing: "HR 打电话" and "提了 PR" say nothing about which. */
const GENERIC_ACRONYMS = new Set(['HR', 'PR', 'CI', 'AI', 'OK', 'PM', 'AM', 'ID', 'IT', 'TV', 'PC', 'APP', 'VIP', 'CEO', 'KPI', 'DM']);

export function latinEntities(text: string, { codes = true }: { codes?: boolean } = {}): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/#\d+|[A-Za-z][A-Za-z0-9+#.-]*[A-Za-z0-9+#]|[A-Z]/g)) {
    const token = match[0];
    if (GENERIC_ACRONYMS.has(token.toUpperCase())) continue;
    const isCode = /\d/.test(token) || /^#\d+$/.test(token) || (/^[A-Z0-9]{2,}$/.test(token) && token.length <= 8);
    // A capitalised token with a digit (RTX4070, 7PM) is a code, not a name.
    const isName = /^[A-Z]/.test(token) && !COMMON_CAPITALISED.has(token) && !/\d/.test(token);
    if (isName || (codes && isCode)) found.add(token.toLowerCase());
  }
  return [...found];
}

/** Person, place and organisation names; jieba's nz ("other proper noun") is too noisy to trust. */
const PROPER_TAGS = ['nr', 'ns', 'nt', 'nrt', 'nrfg'];
/** Common words jieba tags as names (太阳/ns, 沙发/nz, 爱喝/nr). */
const NOT_NAMES = new Set(['太阳', '月亮', '天气', '沙发', '爱喝', '爱吃', '回家', '老婆', '老公', '小孩', '宝宝', '东西']);

export function chineseProperNouns(text: string, tags: string[] = PROPER_TAGS): string[] {
  const found = new Set<string>();
  for (const { word, tag } of jiebaTagger().tag(text, true)) {
    if (tags.includes(tag) && /\p{Script=Han}{2,}/u.test(word) && !NOT_NAMES.has(word)) found.add(word);
  }
  return [...found];
}

export function namedEntities(text: string): string[] {
  return [...latinEntities(text), ...chineseProperNouns(text)];
}

/** Names of people, places and things a text holds, without ids, amounts and times ("7pm", "RTX 4070"). */
export function namesIn(text: string): string[] {
  return [...latinEntities(text, { codes: false }), ...chineseProperNouns(text)];
}

/** Compatible when either names nothing or they share a name. */
export function entitiesOverlap(left: string[], right: string[]): boolean {
  if (left.length === 0 || right.length === 0) return true;
  const set = new Set(left);
  return right.some((entity) => set.has(entity));
}
