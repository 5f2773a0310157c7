/** The language a memory is written in: the user's own (a Chinese turn gives a Chinese memory). */
export type MemoryLanguage = 'zh' | 'en';
export type TurnLanguage = MemoryLanguage | 'mixed';

const HAN = /\p{Script=Han}/u;
const HAN_GLOBAL = /\p{Script=Han}/gu;
const LATIN_WORD = /[A-Za-z]{2,}/g;

export function hasHan(text: string): boolean {
  return HAN.test(text);
}

/** A sentence with any Chinese characters is written as Chinese: its English words are names and terms. */
export function sentenceLanguage(text: string): MemoryLanguage {
  return hasHan(text) ? 'zh' : 'en';
}

/** zh, en, or mixed when both scripts carry real weight (code-switching such as "PR #482 提了"). */
export function turnLanguage(text: string): TurnLanguage {
  const han = text.match(HAN_GLOBAL)?.length ?? 0;
  const latinWords = text.match(LATIN_WORD)?.length ?? 0;
  if (han === 0) return 'en';
  if (latinWords === 0) return 'zh';
  return 'mixed';
}

const QUESTION_END = /(?:[?？]|[吗呢么嘛][。.!！~～]*)\s*$/u;
const ENGLISH_QUESTION_START = /^(?:what|how|where|when|why|who|which|whose|can you|could you|would you|do you|does|did you|is it|is there|are there|should i|shall we)\b/i;

/** Questions ask for information; they are not facts about the user. */
export function isQuestion(sentence: string): boolean {
  const trimmed = sentence.trim();
  return QUESTION_END.test(trimmed) || (!hasHan(trimmed) && ENGLISH_QUESTION_START.test(trimmed));
}
