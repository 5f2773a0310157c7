/**
 * Whether a clause says no. Used for preference slots (我不喝咖啡 vs 最近开始喝手冲了) and
 * by the hallucination guard, which refuses a memory that flips what the user said.
 */
const NEGATIVE_ZH = /不(?!错|少|过|仅|但|然|久|同|如|管|一样|停|断|光)|没(?!事|关系|想到)|(?<![特区分个级告识类派性差鉴])别|讨厌|受不了|戒(?![指备严])|忌口|想吐|反感|胃疼|心慌|过敏|拉肚子|难受|不舒服|起疹子|少吃|少喝/u;
const NEGATIVE_EN = /\b(?:not|no|never|hate|hates|hated|dislike|dislikes|avoid|avoids|allergic|stopped|quit|can't stand|cannot)\b|n't\b|\bno longer\b/i;

export function isNegative(clause: string): boolean {
  return NEGATIVE_ZH.test(clause) || NEGATIVE_EN.test(clause);
}
