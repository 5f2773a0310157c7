import type { MemoryRecord } from '../types.js';

/**
 * Questions about a standing attribute of the user ("which city do I live in", "what should I
 * cook tonight") are answered by profile memories that the write pipeline tagged with that
 * attribute (`metadata.slotKeys`, `metadata.category`), however differently they are worded.
 * Requests in a domain ("recommend shoes", "typography advice") also bear on the preferences
 * the user stated in that domain, tagged or not. These cues name what a question touches.
 *
 * The domains are a small hand-made lexicon, grown from memory-dev's misses: they widen recall
 * for advice questions, and they are the part of retrieval most likely to fit that set better
 * than others (docs/retrieval.md).
 */
export interface ProfileCue {
  /** Slot key prefixes, as the write pipeline writes them (`user|residence`, `user|consume:`). */
  slotPrefixes: string[];
  /** Memory categories that always bear on such a question (an allergy on any food question). */
  categories: string[];
  /** Preferences and facts whose text is about the question's domain (clothing, reading, hours). */
  textPatterns: RegExp[];
}

interface Rule {
  question: RegExp;
  slotPrefixes?: string[];
  categories?: string[];
  /** Matched against the text of the user's preference and fact memories. */
  memoryText?: RegExp;
}

/** Categories whose memories state how the user is or likes things, matched by their text against a domain. */
const TEXT_MATCHED_CATEGORIES = new Set(['preference', 'fact', 'safety', 'entity']);

const RULES: Rule[] = [
  { question: /\b(?:live|living|lives|city|hometown|address|rent|apartment)\b|住(?:在|哪|的)|哪个城市|房租|搬家/i, slotPrefixes: ['user|residence', 'user|rent'] },
  {
    question: /\b(?:eat|eating|dinner|lunch|breakfast|cook|cooking|food|meal|order|menu|restaurant|snack|recipe|dish|salmon|lasagna|diet)\b|吃|饭|菜|零食|年货|餐|饮食|忌口/i,
    slotPrefixes: ['user|consume:'],
    categories: ['safety'],
  },
  // Something to bring or give someone: what each person may eat or drink bears on it.
  { question: /带点什么|带什么|送什么|买点什么|礼物|\bgifts?\b/i, slotPrefixes: ['user|consume:', 'father|consume:', 'mother|consume:', 'other|consume:'], categories: ['safety'] },
  // Any request for advice, an explanation or a draft: how the user wants replies applies to all of them.
  {
    question: /怎么选|推荐|介绍一下|讲讲|建议|比较好|好不好|选什么|去哪|怎么办|该怎么|有什么好|帮我写|\b(?:recommend|suggest|advice|explain|compare|pros and cons|tips|ideas|draft|write|should I|what should)\b/i,
    slotPrefixes: ['user|response:'],
    categories: ['instruction'],
  },
  // Something to buy: what the user said they can spend.
  { question: /买|购|挑一|推荐一(?:双|个|款|件|台|部|只)|\b(?:buy|buying|purchase|shopping|afford)\b|\brecommend an? /i, slotPrefixes: ['user|budget'], memoryText: /预算|\bbudget\b/i },
  // Clothing and shoes: the user's style, and the weather where they live.
  {
    question: /鞋|穿|衣服|外套|裤子|裙子|\b(?:shoes?|boots|sneakers|clothes|clothing|jacket|coat|outfit|wear)\b/i,
    slotPrefixes: ['user|residence'],
    memoryText: /鞋|穿|衣|黑白灰|\b(?:wear|wears|clothes|shoes|outfit)\b/i,
  },
  // Screens and reading: text size, themes, brightness.
  {
    question: /字体|字号|排版|屏幕|配色|深色|\b(?:typography|fonts?|text size|themes?|colou?r scheme|dark mode|screens?)\b/i,
    memoryText: /字体|字号|字太小|屏幕|深色|浅色|\b(?:text|fonts?|\d+px|screens?|dark|bright)\b/i,
  },
  // When to meet or call: working and sleeping hours.
  {
    question: /几点|什么时候方便|时间段|\b(?:time slot|what time|schedule|call|meeting|appointment)\b/i,
    memoryText: /上班|下班|夜班|值班|睡觉|\b(?:\d{1,2} ?[ap]m|shifts?|nights|sleep|sleeps|work hours)\b/i,
  },
];

export function findProfileCues(question: string): ProfileCue | null {
  const matched = RULES.filter((rule) => rule.question.test(question));
  if (matched.length === 0) return null;
  return {
    slotPrefixes: matched.flatMap((rule) => rule.slotPrefixes ?? []),
    categories: matched.flatMap((rule) => rule.categories ?? []),
    textPatterns: matched.flatMap((rule) => (rule.memoryText ? [rule.memoryText] : [])),
  };
}

export function matchesProfileCue(record: Pick<MemoryRecord, 'text' | 'metadata'>, cue: ProfileCue): boolean {
  const slotKeys = Array.isArray(record.metadata.slotKeys) ? record.metadata.slotKeys.filter((key): key is string => typeof key === 'string') : [];
  if (slotKeys.some((key) => cue.slotPrefixes.some((prefix) => key.startsWith(prefix)))) return true;
  const category = typeof record.metadata.category === 'string' ? record.metadata.category : null;
  if (category !== null && cue.categories.includes(category)) return true;
  return category !== null && TEXT_MATCHED_CATEGORIES.has(category) && cue.textPatterns.some((pattern) => pattern.test(record.text));
}
